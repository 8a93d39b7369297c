import { randomBytes, randomInt } from "node:crypto"
import * as RateLimiter from "@effect/experimental/RateLimiter"
import * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Context, Duration, Effect, Layer, Option, Redacted } from "effect"
import { BadRequest, type TooManyRequests } from "../../src/domain/api/errors"
import { judgeLink, LINK_ROUTES, LinkErrorCode, type LinkRefusal, linkWithToken } from "../../src/domain/session/emailLinks"
import type { LanguageCode } from "../../src/domain/shell/language"
import { CODE_LIFETIME_MS, type CodePurpose, type CodeVerdict, codeFromNumber, isCodeFormat, judgeCode } from "../../src/domain/session/verificationCode"
import { transactionOrDie } from "../platform/db/databaseFault"
import { limitRate, type RateLimit } from "../platform/http/rateLimit"
import { SiteOrigin } from "../platform/siteOrigin"
import { Outbox, type Channel, type Template } from "../platform/outbox/outbox"
import { constantTimeEqual } from "../platform/secureRandom"
import { keyedHash, loadServerSecret, SHORT_SECRET_HASH_KEY } from "../platform/serverSecret"
import { LinkTokens } from "./linkTokens"
import { makeVerificationCodesRepo } from "./verificationCodesRepo"

/**
 * One-time codes for phone registration, SMS sign-in, password recovery, phone binding and e-mail confirmation
 * (issue 7): 6 random digits from the system's CSPRNG, only their HMAC stored, single use, good for 10 minutes,
 * MAX_CODE_ATTEMPTS guesses each. Sending is rate limited per destination and per client, and goes through the
 * Outbox. Verifying answers a typed verdict: verified, wrong_code (with the guesses left), time_up, too_many_attempts.
 *
 * The e-mails of the e-mail confirmation, the activation of an added address and the password recovery carry a link
 * too (SPEC.md 2.4 user/accountverify, user/activate, user/passwordreset): one signed token (LinkTokens) naming a random
 * nonce whose HMAC the code's row keeps (migration 026). The link is the code's other form: it lives as long as the
 * code, a newer code replaces it, and following the link or typing the code spends both.
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
  /** An activation's link names the player who asked for it (SPEC.md 2.4 user/activate). */
  readonly player?: number | undefined
  /** What the message says besides the code and the link (an activation names the account). */
  readonly params?: Readonly<Record<string, string>> | undefined
}

/** The purposes whose e-mail carries a link as well as the code, and the page (SPEC.md 2.4) the link opens. */
const LINK_ROUTE: Partial<Record<CodePurpose, (typeof LINK_ROUTES)[keyof typeof LINK_ROUTES]>> = {
  email_confirmation: LINK_ROUTES.accountVerify,
  email_activation: LINK_ROUTES.activate,
  password_recovery: LINK_ROUTES.passwordReset
}
type LinkedPurpose = "email_confirmation" | "email_activation" | "password_recovery"

/** A followed link that works: the address its code went to, and the player an activation's link names. */
export interface FollowedLink {
  readonly to: string
  readonly player: number | null
  readonly expiresAt: Date
}

const linkRefused = (refusal: LinkRefusal): BadRequest =>
  new BadRequest({
    code: LinkErrorCode[refusal],
    message:
      refusal === "expired"
        ? "this link has expired: ask for a new one"
        : refusal === "used"
          ? "this link was used already"
          : "this link is not valid: it was altered, or a newer one was sent"
  })

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
  /**
   * Follows the link of a code's e-mail (signed by LinkTokens, tied to the code by its nonce): when it works, the code
   * is spent (its link with it) and `use` runs in the same transaction; should `use` fail, nothing is spent and the
   * link may be followed again. Refused with LinkErrorCode when altered or replaced (invalid), late, or spent.
   */
  readonly followLink: <A, E>(purpose: LinkedPurpose, token: string, use: (link: FollowedLink) => Effect.Effect<A, E>) => Effect.Effect<A, E | BadRequest>
  /** The same verdict on a link without following it (a page that asks for more before following it). */
  readonly checkLink: (purpose: LinkedPurpose, token: string) => Effect.Effect<FollowedLink, BadRequest>
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
  email_confirmation: "email_confirmation",
  email_activation: "email_activation"
}

const KEPT_AFTER_EXPIRY = Duration.days(1)

export const VerificationCodesLive = Layer.effect(
  VerificationCodes,
  Effect.gen(function* () {
    const repo = yield* makeVerificationCodesRepo
    const outbox = yield* Outbox
    const limiter = yield* RateLimiter.RateLimiter
    const links = yield* LinkTokens
    const site = yield* SiteOrigin
    const sql = yield* SqlClient.SqlClient
    const inTransaction = transactionOrDie(sql.withTransaction)
    const key = yield* loadServerSecret(SHORT_SECRET_HASH_KEY)
    const hashOf = (purpose: string, to: string, code: string) => keyedHash(key, `code:${purpose}:${to}:${code}`)
    const linkHashOf = (purpose: string, nonce: string) => keyedHash(key, `link:${purpose}:${nonce}`)

    /** A new link for a code: its token (for the e-mail) and the nonce's HMAC (for the code's row). */
    const newLink = (request: CodeRequest, expiresAt: Date) =>
      Effect.gen(function* () {
        const route = LINK_ROUTE[request.purpose]
        if (route === undefined || request.channel !== "email") return undefined
        // 128 random bits: the link cannot be guessed even by someone who has the key's other tokens.
        const nonce = randomBytes(16).toString("base64url")
        const token = yield* links.sign(request.purpose as LinkedPurpose, { jti: nonce, uid: request.player }, expiresAt)
        return { link: yield* site.absolute(linkWithToken(request.language, route, token)), linkHash: linkHashOf(request.purpose, nonce) }
      })

    /** The code a link is tied to, after its signature: the stored row (locked, when following it) and the verdict. */
    const judged = (purpose: LinkedPurpose, token: string, lock: boolean) =>
      Effect.gen(function* () {
        const claims = yield* Effect.mapError(links.verify(purpose, token), linkRefused)
        if (claims.jti === undefined) return yield* linkRefused("invalid")
        const linkKey = { purpose, linkHash: linkHashOf(purpose, claims.jti) }
        const row = yield* (lock ? repo.lockByLink(linkKey) : repo.findByLink(linkKey))
        const verdict = judgeLink(Option.getOrUndefined(Option.map(row, (r) => ({ expiresAtMs: r.expires_at.getTime(), used: r.used_at !== null }))), yield* Clock.currentTimeMillis)
        if (verdict.result === "refused" || Option.isNone(row)) return yield* linkRefused(verdict.result === "refused" ? verdict.refusal : "invalid")
        return { to: row.value.destination, player: claims.uid ?? null, expiresAt: row.value.expires_at }
      })
    const withinLimits = (to: string, client: string) =>
      Effect.zipRight(limitRate("codes per destination", to, CODES_PER_DESTINATION), limitRate("codes per client", client, CODES_PER_CLIENT))

    return {
      issue: (request) =>
        Effect.gen(function* () {
          yield* withinLimits(request.to, request.client)
          const code = codeFromNumber(randomInt(1_000_000))
          const at = new Date(yield* Clock.currentTimeMillis)
          const expiresAt = new Date(at.getTime() + CODE_LIFETIME_MS)
          const link = yield* newLink(request, expiresAt)
          yield* repo.replace({
            purpose: request.purpose,
            destination: request.to,
            codeHash: hashOf(request.purpose, request.to, code),
            linkHash: link?.linkHash ?? null,
            at,
            expiresAt
          })
          // An activation is done by its link alone: the office has no field for a code.
          const params: Record<string, string> = {
            ...request.params,
            ...(link === undefined ? { code } : request.purpose === "email_activation" ? { link: link.link } : { code, link: link.link })
          }
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

      followLink: (purpose, token, use) =>
        inTransaction(
          Effect.gen(function* () {
            const link = yield* judged(purpose, token, true)
            yield* repo.markUsed({ purpose, destination: link.to, at: new Date(yield* Clock.currentTimeMillis) })
            return yield* use(link)
          })
        ),

      checkLink: (purpose, token) => judged(purpose, token, false),

      purgeExpired: Effect.flatMap(Clock.currentTimeMillis, (now) => repo.purgeBefore(new Date(now - Duration.toMillis(KEPT_AFTER_EXPIRY))))
    }
  })
)
