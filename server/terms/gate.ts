import { Effect, Layer, Option } from "effect"
import { TERMS_CHANGED_EXCEPTION_CODE, TermsNotAccepted } from "../../src/domain/api/errors"
import { CONFIRM_TERMS_FEATURE, isTermsExempt, mustConfirmTerms, refusedForTerms } from "../../src/domain/terms/guard"
import { ConfigService } from "../config/service"
import { TermsGate } from "../session/seams"
import { CurrentTerms } from "./currentTerms"
import { makeTermsRepo } from "./repo"

/** Players whose accepted version is kept; past it the kept ones are forgotten and read again. */
const CAPACITY = 100_000

const termsChanged = new TermsNotAccepted({
  exception_code: TERMS_CHANGED_EXCEPTION_CODE,
  message: "the terms changed: confirm them first"
})

/**
 * The 451 in front of signed-in calls (src/domain/terms/guard.ts), kept cheap: the feature flag and the current
 * version come from memory; a player's accepted version is kept once it is the current one or newer (a version a
 * player accepted never moves back, so that can only stay true until the next publication). A player who must still
 * confirm is read from the database on each call: they may have confirmed through another server.
 */
export const TermsGateLive = Layer.effect(
  TermsGate,
  Effect.gen(function* () {
    const config = yield* ConfigService
    const current = yield* CurrentTerms
    const repo = yield* makeTermsRepo
    const acceptedKept = new Map<number, number>()
    return {
      admit: (userId, method, path) =>
        Effect.gen(function* () {
          const enabled = config.siteConfig().features[CONFIRM_TERMS_FEATURE] === true
          const version = Option.getOrNull(Option.map(current.now(), (row) => row.version))
          // The feature off or no terms published: no player has anything to confirm, and nothing is read.
          if (!mustConfirmTerms({ enabled, current: version, accepted: null }) || isTermsExempt(method, path)) return
          const kept = acceptedKept.get(userId)
          if (kept !== undefined && !mustConfirmTerms({ enabled, current: version, accepted: kept })) return
          const accepted = Option.getOrNull(yield* repo.accepted(userId))
          if (!refusedForTerms({ enabled, current: version, accepted }, method, path)) {
            if (acceptedKept.size >= CAPACITY) acceptedKept.clear()
            if (accepted !== null) acceptedKept.set(userId, accepted)
            return
          }
          return yield* termsChanged
        })
    }
  })
)
