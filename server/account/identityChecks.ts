import { randomUUID } from "node:crypto"
import { Clock, Context, Effect, Layer, Option } from "effect"
import { MAX_IDENTITY_CHECKS_PER_DAY } from "../../src/domain/account/identityCheck"
import {
  IDENTITY_CHECK_CALLBACK_PATH,
  IdentityCheckAlreadyDecided,
  IdentityCheckLimitReached,
  IdentityCheckNotFound,
  IdentityCheckNotNeeded,
  IdentityCheckUnavailable,
  IdentityResultForged,
  IdentityResultMalformed,
  IdentityResultReplayed
} from "../../src/domain/api/accountVerification"
import { IdentityCheckProviders, type ResultRefused } from "./identityCheckProvider"
import { type CheckRow, makeIdentityCheckRepo } from "./identityCheckRepo"
import { VerificationService } from "./verification"

/**
 * The online identity check (src/domain/account/identityCheck.ts): a player starts one, is sent on to the provider,
 * and the provider's signed result decides it. The result is the only thing that gives a check an outcome; it is
 * taken once per check (the same result again is answered as recorded and changes nothing), and a forged, stale or
 * misplaced one is refused with a typed 4xx.
 */
export interface IdentityChecksShape {
  /** Opens a check at the provider for the player; the browser then continues to it through `continueTarget`. */
  readonly start: (
    userId: number,
    request: { readonly language: string; readonly siteOrigin: string }
  ) => Effect.Effect<{ readonly checkId: string }, IdentityCheckUnavailable | IdentityCheckNotNeeded | IdentityCheckLimitReached>
  /** Where the player's browser goes for their check: the provider's page while it is open, else back to the site's page. */
  readonly continueTarget: (userId: number, checkId: string) => Effect.Effect<string, IdentityCheckNotFound>
  /** The provider's signed result (the callback). */
  readonly record: (
    token: string
  ) => Effect.Effect<
    { readonly checkId: string; readonly status: "verified" | "rejected"; readonly recorded: boolean },
    | IdentityResultForged
    | IdentityResultMalformed
    | IdentityResultReplayed
    | IdentityCheckAlreadyDecided
    | IdentityCheckNotFound
    | IdentityCheckUnavailable
  >
}

export class IdentityChecks extends Context.Tag("oddsfold/server/IdentityChecks")<IdentityChecks, IdentityChecksShape>() {}

const DAY_MS = 24 * 60 * 60 * 1000

/** The site's page a check comes back to (src/ui/shell/routing/routeTable.tsx "identity-check"). */
export const identityCheckPagePath = (language: string, checkId: string): string => `/${language}/verification/identity-check?check=${checkId}`

const notFound = new IdentityCheckNotFound({ message: "there is no such identity check" })

const refusal = (refused: ResultRefused) => {
  switch (refused.kind) {
    case "forged":
      return new IdentityResultForged({ message: refused.message })
    case "malformed":
      return new IdentityResultMalformed({ message: refused.message })
    case "stale":
      return new IdentityResultReplayed({ message: refused.message, reason: "stale" })
    case "unavailable":
      return new IdentityCheckUnavailable({ message: refused.message })
  }
}

export const IdentityChecksLive = Layer.effect(
  IdentityChecks,
  Effect.gen(function* () {
    const repo = yield* makeIdentityCheckRepo
    const { current } = yield* IdentityCheckProviders
    const verification = yield* VerificationService
    const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))
    const unavailable = new IdentityCheckUnavailable({ message: "the site offers no online identity check" })
    const limitReached = new IdentityCheckLimitReached({
      message: `at most ${MAX_IDENTITY_CHECKS_PER_DAY} identity checks can be started in 24 hours`,
      limit: MAX_IDENTITY_CHECKS_PER_DAY
    })

    const start: IdentityChecksShape["start"] = (userId, { language, siteOrigin }) =>
      Effect.gen(function* () {
        if (Option.isNone(current)) return yield* unavailable
        const provider = current.value
        if ((yield* verification.state(userId)).status === "verified") {
          return yield* new IdentityCheckNotNeeded({ message: "the account is verified already" })
        }
        const at = yield* now
        const since = new Date(at.getTime() - DAY_MS)
        // Counted before the provider is asked (a check there costs money), and again under the lock when kept.
        if ((yield* repo.startedSince(userId, since)) >= MAX_IDENTITY_CHECKS_PER_DAY) return yield* limitReached
        const id = randomUUID()
        const opened = yield* provider
          .open({
            reference: id,
            callbackUrl: `${siteOrigin}${IDENTITY_CHECK_CALLBACK_PATH}`,
            returnUrl: `${siteOrigin}${identityCheckPagePath(language, id)}`,
            locale: language
          })
          .pipe(
            Effect.tapError((error) => Effect.logWarning("the identity-check provider did not open a check").pipe(Effect.annotateLogs({ provider: provider.id, reason: error.message }))),
            Effect.mapError(() => new IdentityCheckUnavailable({ message: "the identity-check service cannot be reached now" }))
          )
        const kept = yield* repo.insertWithin(
          { id, userId, provider: provider.id, providerSession: opened.session, providerUrl: opened.url, language, at },
          since,
          MAX_IDENTITY_CHECKS_PER_DAY
        )
        if (!kept) return yield* limitReached
        yield* Effect.logInfo("identity check started").pipe(Effect.annotateLogs({ check: id, provider: provider.id }))
        return { checkId: id }
      })

    const continueTarget: IdentityChecksShape["continueTarget"] = (userId, checkId) =>
      Effect.flatMap(repo.ofPlayerById(userId, checkId), (row) => {
        if (Option.isNone(row)) return Effect.fail(notFound)
        const check = row.value
        return Effect.succeed(check.status === "started" ? check.provider_url : identityCheckPagePath(check.language, check.id))
      })

    const record: IdentityChecksShape["record"] = (token) =>
      Effect.gen(function* () {
        if (Option.isNone(current)) return yield* unavailable
        const provider = current.value
        const result = yield* Effect.mapError(provider.verify(token, yield* now), refusal)
        const found = yield* repo.byId(result.checkId)
        if (Option.isNone(found)) return yield* notFound
        const check = found.value
        // Signed by the provider, but not about this check as the provider opened it.
        if (check.provider !== provider.id || check.provider_session !== result.session) {
          return yield* new IdentityResultMalformed({ message: "the result names a check session the provider did not open for this reference" })
        }
        const { outcome } = result
        const reason = outcome.status === "rejected" ? outcome.reason : null
        const sameOutcome = (row: CheckRow) => row.status === outcome.status && row.reason === reason
        const reused = new IdentityResultReplayed({ message: "this result was used for another check", reason: "reused" })
        // A result decides one check: its id found on another check is a replay, whatever that check's outcome.
        const holder = yield* repo.byResultId(result.resultId)
        if (Option.isSome(holder) && holder.value.id !== check.id) return yield* reused
        const decided = yield* repo.decide({ id: check.id, status: outcome.status, reason, resultId: result.resultId, at: yield* now })
        switch (decided._tag) {
          case "Decided":
            yield* Effect.logInfo("identity check decided").pipe(Effect.annotateLogs({ check: check.id, status: outcome.status }))
            return { checkId: check.id, status: outcome.status, recorded: true }
          case "NotFound":
            return yield* notFound
          case "ResultUsed": {
            // The same result delivered twice at once: the other delivery recorded it.
            const winner = yield* repo.byResultId(result.resultId)
            if (Option.isSome(winner) && winner.value.id === check.id && sameOutcome(winner.value)) return { checkId: check.id, status: outcome.status, recorded: false }
            return yield* reused
          }
          case "AlreadyDecided": {
            const row = decided.row
            if (row.result_id === result.resultId) {
              if (sameOutcome(row)) return { checkId: check.id, status: outcome.status, recorded: false }
              return yield* new IdentityResultReplayed({ message: "this result id was used for another outcome", reason: "reused" })
            }
            // The provider's retry, signed anew: the same outcome changes nothing; another one is a conflict.
            if (sameOutcome(row)) return { checkId: check.id, status: outcome.status, recorded: false }
            return yield* new IdentityCheckAlreadyDecided({ message: `the check is ${row.status} already`, status: row.status })
          }
        }
      })

    return { start, continueTarget, record }
  })
)
