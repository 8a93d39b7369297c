import { Clock, Context, Effect, Layer, Option, type Redacted, Schedule } from "effect"
import type { BadRequest, TooManyRequests } from "../../src/domain/api/errors"
import { normalizeEmail } from "../../src/domain/session/credentials"
import { maskEmail } from "../../src/domain/session/passwordRecovery"
import type { RegistrationChoices } from "../../src/domain/session/registration"
import { FALLBACK_LANGUAGE, type LanguageCode } from "../../src/domain/shell/language"
import { withLanguage } from "../../src/domain/shell/languageRoute"
import { SiteOrigin } from "../platform/siteOrigin"
import { requireCode } from "./codeCheck"
import { EmailConfirmations } from "./emailConfirmation"
import { PURGE_INTERVAL } from "./janitor"
import { makePendingRegistrationRepo } from "./pendingRegistrationRepo"
import type { PlayerRow } from "./playerRepo"
import { Players } from "./players"
import { VerificationCodes } from "./verificationCodes"
import { ClusterLeadership } from "../platform/cluster/leadership"

/**
 * Registration by e-mail (SPEC.md 2.4 "full"), told nobody whether an address has an account (issue 7: "failures
 * never reveal whether an account exists"). Registering answers the same for every address, after the same work:
 * the checks and the argon2id hash of the password, then one e-mail to the address under the same limits. A free
 * address gets the confirmation link and its registration waits (pending_registrations); following the link makes
 * the player and signs that browser in. A taken address gets a note to its owner instead ("someone tried to register
 * with your address: sign in, or recover your password"), and nothing else happens.
 *
 * SPEC.md 8 tracks registration errors "by numeric code" and names no code for a taken address; the catalogue is
 * kept (AuthErrorCode 14 stays, and the client's text for it) but this call never answers it: a stranger would learn
 * from it which addresses have accounts. 14 is answered only after the link was followed, when the address got an
 * account in the meantime: the one asking then holds the address and may know.
 */

export interface RegistrationStarted {
  /** The address the e-mail went to, masked as the recovery shows it. */
  readonly to: string
  /** When the link (or, for a taken address, the code that was not sent) stops working. */
  readonly expiresAt: Date
}

export interface EmailRegistrationsShape {
  readonly begin: (request: {
    readonly email: string
    readonly password: Redacted.Redacted<string>
    readonly choices: RegistrationChoices
    readonly language: LanguageCode | null
  }) => Effect.Effect<RegistrationStarted, BadRequest | TooManyRequests>
  /**
   * The confirmation link was followed: its code is spent (40/41/42 when it is wrong, late or guessed at), then the
   * waiting registration makes its player (Some), or, with none waiting, the player with the address has it
   * confirmed (None).
   */
  readonly confirm: (email: string, code: Redacted.Redacted<string>) => Effect.Effect<Option.Option<PlayerRow>, BadRequest>
  /**
   * The same, by the link of the confirmation e-mail (`user/accountverify?token=…`, server/session/linkTokens.ts): the
   * link and the code are one, so either confirms the address once. Refused with LinkErrorCode (60 altered or
   * replaced, 61 late, 62 used); a refusal of the registration itself (14) leaves the link unspent.
   */
  readonly confirmByLink: (token: string) => Effect.Effect<Option.Option<PlayerRow>, BadRequest>
}

export class EmailRegistrations extends Context.Tag("oddsfold/server/EmailRegistrations")<EmailRegistrations, EmailRegistrationsShape>() {}

export const EmailRegistrationsLive = Layer.effect(
  EmailRegistrations,
  Effect.gen(function* () {
    const players = yield* Players
    const codes = yield* VerificationCodes
    const site = yield* SiteOrigin
    const confirmations = yield* EmailConfirmations
    const repo = yield* makePendingRegistrationRepo
    const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

    /** The address is proven: the waiting registration makes its player, or the player with the address has it confirmed. */
    const confirmed = (to: string) =>
      Effect.gen(function* () {
        const pending = yield* repo.take(to, yield* now)
        if (Option.isNone(pending)) {
          yield* confirmations.markConfirmed(to)
          return Option.none<PlayerRow>()
        }
        const { choices, language, password_hash } = pending.value
        return Option.some(yield* players.registerConfirmedEmail({ email: to, passwordHash: password_hash }, choices, language))
      })

    return {
      begin: ({ choices, email, language, password }) =>
        Effect.gen(function* () {
          const prepared = yield* players.prepareFull({ email, password }, choices)
          const lng = language ?? FALLBACK_LANGUAGE
          // Registrations have their own per-client-address limit; the per-client limit of codes counts the address.
          const limits = { channel: "email" as const, to: prepared.email, language: lng, client: `confirmation:${prepared.email}` }
          if (yield* players.emailTaken(prepared.email)) {
            const { expiresAt } = yield* codes.notify({
              ...limits,
              template: "registration_attempt",
              params: { signIn: yield* site.absolute(withLanguage(lng, "/user/login")), recovery: yield* site.absolute(withLanguage(lng, "/user/forgotpassword")) }
            })
            return { to: maskEmail(prepared.email), expiresAt }
          }
          const { expiresAt } = yield* codes.issue({ ...limits, purpose: "email_confirmation" })
          yield* repo.put({ ...prepared, choices: JSON.stringify(choices), language, at: yield* now, expiresAt })
          return { to: maskEmail(prepared.email), expiresAt }
        }),

      confirm: (email, code) =>
        Effect.gen(function* () {
          const to = normalizeEmail(email)
          yield* requireCode(codes, { purpose: "email_confirmation", to, code })
          return yield* confirmed(to)
        }),

      confirmByLink: (token) => codes.followLink("email_confirmation", token, ({ to }) => confirmed(to))
    }
  })
)

/** Deletes the registrations whose link was never followed (past its ten minutes), every minute. */
export const PendingRegistrationJanitorLive = Layer.scopedDiscard(
  Effect.gen(function* () {
    const repo = yield* makePendingRegistrationRepo
    const purge = Effect.gen(function* () {
      yield* repo.purgeExpired(new Date(yield* Clock.currentTimeMillis))
    }).pipe(Effect.catchAllCause((cause) => Effect.logWarning("purging registrations whose link was never followed failed", cause)))
    yield* (yield* ClusterLeadership).whileLeading("the pending registrations janitor", Effect.repeat(purge, Schedule.spaced(PURGE_INTERVAL)))
  })
)
