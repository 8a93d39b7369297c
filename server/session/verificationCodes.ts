import { randomInt } from "node:crypto"
import * as RateLimiter from "@effect/experimental/RateLimiter"
import { Clock, Context, Duration, Effect, Layer, Option, Redacted } from "effect"
import type { TooManyRequests } from "../../src/domain/api/errors"
import type { LanguageCode } from "../../src/domain/shell/language"
import { CODE_LIFETIME_MS, type CodePurpose, type CodeVerdict, codeFromNumber, isCodeFormat, judgeCode } from "../../src/domain/session/verificationCode"
import { limitRate, type RateLimit } from "../platform/http/rateLimit"
import { Outbox, type Channel, type Template } from "../platform/outbox/outbox"
import { constantTimeEqual } from "../platform/secureRandom"
import { keyedHash, loadServerSecret, SHORT_SECRET_HASH_KEY } from "../platform/serverSecret"
import { makeVerificationCodesRepo } from "./verificationCodesRepo"

/**
 * One-time codes for phone registration, SMS sign-in, password recovery, phone binding and e-mail confirmation
 * (issue 7): 6 random digits from the system's CSPRNG, only their HMAC stored, single use, good for 10 minutes,
 * MAX_CODE_ATTEMPTS guesses each. Sending is rate limited per destination and per client, and goes through the
 * Outbox. Verifying answers a typed verdict: verified, wrong_code (with the guesses left), time_up, too_many_attempts.
 */

/**
 * Codes to one phone or address: a person waiting for an SMS asks again a few times, not dozens. (The captcha
 * already stands in the way after 3; this is the cap a solved captcha does not lift.)
 */
export const CODES_PER_DESTINATION: RateLimit = { limit: 10, window: Duration.hours(1) }
/** Codes asked from one client address, to any destinations: an office behind one address, not a sender of spam. */
export const CODES_PER_CLIENT: RateLimit = { limit: 30, window: Duration.minutes(10) }

export interface CodeRequest {
  readonly purpose: CodePurpose
  readonly channel: Channel
  /** E.164 number or e-mail address, as the message is addressed. */
  readonly to: string
  readonly language: LanguageCode
  /** The client's address, for the per-client limit. */
  readonly client: string
}

export interface VerificationCodesShape {
  /** Sends a new code (replacing the previous one of the same purpose and destination); answers when it expires. */
  readonly issue: (request: CodeRequest) => Effect.Effect<{ readonly expiresAt: Date }, TooManyRequests>
  /**
   * Sends a message without a code where a code might have gone instead (the e-mail registration's note to the
   * owner of a taken address): under the same per-destination and per-client limits as `issue`, and answered with
   * the expiry a code sent now would have, so that nothing in the answer tells the two apart.
   */
  readonly notify: (
    request: Omit<CodeRequest, "purpose"> & { readonly template: Template; readonly params: Readonly<Record<string, string>> }
  ) => Effect.Effect<{ readonly expiresAt: Date }, TooManyRequests>
  readonly verify: (request: {
    readonly purpose: CodePurpose
    readonly to: string
    readonly code: Redacted.Redacted<string>
  }) => Effect.Effect<CodeVerdict>
  /** Deletes codes that expired more than a day ago; answers how many. */
  readonly purgeExpired: Effect.Effect<number>
}

export class VerificationCodes extends Context.Tag("oddsfold/server/VerificationCodes")<VerificationCodes, VerificationCodesShape>() {}

const TEMPLATE: Readonly<Record<CodePurpose, Template>> = {
  phone_registration: "phone_registration_code",
  sms_sign_in: "sms_sign_in_code",
  password_recovery: "password_recovery_code",
  phone_binding: "phone_binding_code",
  phone_unbinding: "phone_unbinding_code",
  email_confirmation: "email_confirmation"
}

/** Where a confirmation link leads: the account-verify route of SPEC.md 2.4, which reads the address and the code. */
const confirmationLink = (language: string, to: string, code: string): string =>
  `/${language}/user/accountverify?${new URLSearchParams({ email: to, code }).toString()}`

const KEPT_AFTER_EXPIRY = Duration.days(1)

export const VerificationCodesLive = Layer.effect(
  VerificationCodes,
  Effect.gen(function* () {
    const repo = yield* makeVerificationCodesRepo
    const outbox = yield* Outbox
    const limiter = yield* RateLimiter.RateLimiter
    const key = yield* loadServerSecret(SHORT_SECRET_HASH_KEY)
    const hashOf = (purpose: string, to: string, code: string) => keyedHash(key, `code:${purpose}:${to}:${code}`)
    const withinLimits = (to: string, client: string) =>
      Effect.zipRight(limitRate("codes per destination", to, CODES_PER_DESTINATION), limitRate("codes per client", client, CODES_PER_CLIENT))

    return {
      issue: (request) =>
        Effect.gen(function* () {
          yield* withinLimits(request.to, request.client)
          const code = codeFromNumber(randomInt(1_000_000))
          const at = new Date(yield* Clock.currentTimeMillis)
          const expiresAt = new Date(at.getTime() + CODE_LIFETIME_MS)
          yield* repo.replace({ purpose: request.purpose, destination: request.to, codeHash: hashOf(request.purpose, request.to, code), at, expiresAt })
          const params: Record<string, string> =
            request.purpose === "email_confirmation" ? { code, link: confirmationLink(request.language, request.to, code) } : { code }
          yield* outbox.send({ channel: request.channel, to: request.to, template: TEMPLATE[request.purpose], params, language: request.language })
          return { expiresAt }
        }).pipe(Effect.provideService(RateLimiter.RateLimiter, limiter)),

      notify: (request) =>
        Effect.gen(function* () {
          yield* withinLimits(request.to, request.client)
          const at = yield* Clock.currentTimeMillis
          yield* outbox.send({ channel: request.channel, to: request.to, template: request.template, params: request.params, language: request.language })
          return { expiresAt: new Date(at + CODE_LIFETIME_MS) }
        }).pipe(Effect.provideService(RateLimiter.RateLimiter, limiter)),

      verify: ({ code, purpose, to }) =>
        repo.withTransaction(
          Effect.gen(function* () {
            const now = yield* Clock.currentTimeMillis
            const row = yield* repo.lockCurrent({ purpose, destination: to })
            const typed = Redacted.value(code)
            const stored = Option.getOrUndefined(
              Option.map(row, (r) => ({ expiresAtMs: r.expires_at.getTime(), attempts: r.attempts, used: r.used_at !== null, hash: r.code_hash }))
            )
            const matches = stored !== undefined && isCodeFormat(typed) && constantTimeEqual(stored.hash, hashOf(purpose, to, typed))
            const verdict = judgeCode(stored, matches, now)
            if (verdict.result === "verified") yield* repo.markUsed({ purpose, destination: to, at: new Date(now) })
            else if (verdict.result === "wrong_code" && stored !== undefined && !stored.used) yield* repo.countAttempt({ purpose, destination: to })
            return verdict
          })
        ),

      purgeExpired: Effect.flatMap(Clock.currentTimeMillis, (now) => repo.purgeBefore(new Date(now - Duration.toMillis(KEPT_AFTER_EXPIRY))))
    }
  })
)
