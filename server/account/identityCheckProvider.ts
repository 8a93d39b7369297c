import { Context, Data, Effect, Layer, Option, Redacted, Schema } from "effect"
import { createRemoteJWKSet, errors, jwtVerify } from "jose"
import { RejectionReason } from "../../src/domain/account/identityCheck"
import type { IdentityCheckProviderSettings } from "./identityCheckProviderSettings"
import { SandboxIdentityCheck } from "./sandboxIdentityCheck"

/**
 * The identity-check provider the site works with (./identityCheckProviderSettings.ts for the protocol): the
 * configured one (IDENTITY_CHECK_PROVIDER), else the sandbox of a non-production server, else none (the site offers
 * no online check). It opens checks and verifies the results the provider signs.
 */

/** The provider could not open a check, or its keys could not be read: nothing the player or the provider did wrong. */
export class ProviderUnreachable extends Data.TaggedError("ProviderUnreachable")<{ readonly message: string }> {}

/**
 * Why a result is not taken: "forged" (signature, issuer, audience or algorithm do not check), "malformed" (claims
 * missing or of the wrong shape), "stale" (past its lifetime: a replay of an old result), "unavailable" (the
 * provider's keys could not be read now; the provider retries).
 */
export class ResultRefused extends Data.TaggedError("ResultRefused")<{
  readonly kind: "forged" | "malformed" | "stale" | "unavailable"
  readonly message: string
}> {}

/** A result's claims once its signature, issuer, audience and lifetime checked. */
export interface VerifiedResult {
  /** The site's reference: the check's id. */
  readonly checkId: string
  /** The provider's id of the check. */
  readonly session: string
  /** The result's own id (jti). */
  readonly resultId: string
  readonly outcome: { readonly status: "verified" } | { readonly status: "rejected"; readonly reason: string }
}

export interface OpenedCheck {
  readonly session: string
  readonly url: string
}

export interface IdentityCheckProviderShape {
  readonly id: string
  readonly open: (request: {
    readonly reference: string
    readonly callbackUrl: string
    readonly returnUrl: string
    readonly locale: string
  }) => Effect.Effect<OpenedCheck, ProviderUnreachable>
  readonly verify: (token: string, now: Date) => Effect.Effect<VerifiedResult, ResultRefused>
}

export class IdentityCheckProviders extends Context.Tag("oddsfold/server/IdentityCheckProviders")<
  IdentityCheckProviders,
  { readonly current: Option.Option<IdentityCheckProviderShape> }
>() {}

/** A result lives at most this long after it was signed: older ones are replays. */
export const RESULT_MAX_AGE_SECONDS = 600
const CLOCK_TOLERANCE_SECONDS = 30
const ALGORITHMS = ["ES256", "RS256", "PS256", "EdDSA"]
const OPEN_TIMEOUT_MS = 10_000

const isLoopback = (url: string): boolean => /^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:|\/|$)/.test(url)

const Opened = Schema.Struct({
  id: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(255)),
  url: Schema.String.pipe(Schema.maxLength(2048), Schema.pattern(/^https?:\/\/[^\s]+$/))
})

const Claims = Schema.Struct({
  sub: Schema.UUID,
  jti: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(255)),
  session: Schema.String.pipe(Schema.minLength(1), Schema.maxLength(255)),
  outcome: Schema.Literal("verified", "rejected"),
  reason: Schema.optional(RejectionReason)
})
const decodeClaims = Schema.decodeUnknownEither(Claims)

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error))

/** jose's verdicts as the site's refusals. */
const refusalOf = (error: unknown): ResultRefused => {
  if (error instanceof errors.JWTExpired) return new ResultRefused({ kind: "stale", message: `the result is too old: ${error.message}` })
  if (error instanceof errors.JWTClaimValidationFailed) {
    return error.claim === "iss" || error.claim === "aud"
      ? new ResultRefused({ kind: "forged", message: `the result is not the provider's for this site: ${error.message}` })
      : new ResultRefused({ kind: "malformed", message: error.message })
  }
  if (
    error instanceof errors.JWSSignatureVerificationFailed ||
    error instanceof errors.JWKSNoMatchingKey ||
    error instanceof errors.JOSEAlgNotAllowed ||
    error instanceof errors.JWSInvalid ||
    error instanceof errors.JWTInvalid ||
    error instanceof errors.JOSENotSupported ||
    error instanceof errors.JWKSMultipleMatchingKeys
  ) {
    return new ResultRefused({ kind: "forged", message: `the signature does not check: ${error.message}` })
  }
  // The keys could not be fetched (timeout, network, an answer that is no key set): the provider should retry.
  return new ResultRefused({ kind: "unavailable", message: `the provider's keys could not be read: ${messageOf(error)}` })
}

/** A provider of the site's protocol with these settings. */
export const protocolProvider = (settings: IdentityCheckProviderSettings): IdentityCheckProviderShape => {
  const keys = createRemoteJWKSet(new URL(settings.jwksUrl), { timeoutDuration: 5000, cooldownDuration: 30_000 })
  return {
    id: settings.id,
    open: (request) =>
      Effect.tryPromise({
        try: async () => {
          const answer = await fetch(`${settings.apiUrl}/checks`, {
            method: "POST",
            headers: { authorization: `Bearer ${Redacted.value(settings.apiKey)}`, "content-type": "application/json", accept: "application/json" },
            body: JSON.stringify({ reference: request.reference, callback_url: request.callbackUrl, return_url: request.returnUrl, locale: request.locale }),
            signal: AbortSignal.timeout(OPEN_TIMEOUT_MS),
            redirect: "error"
          })
          if (!answer.ok) throw new Error(`the provider answered ${answer.status}`)
          // The answer is not quoted in the error: its URL is the check's capability, and errors are logged.
          const opened = Schema.decodeUnknownOption(Opened)(await answer.json().catch(() => null))
          if (opened._tag === "None") throw new Error("the provider's answer is not { id, url }")
          // Plain http only for a provider on this machine (the sandbox): a remote one is reached over TLS.
          const { id, url } = opened.value
          if (!url.startsWith("https://") && !isLoopback(url)) throw new Error("the provider's check page is not https")
          return { session: id, url }
        },
        catch: (error) => new ProviderUnreachable({ message: messageOf(error) })
      }),
    verify: (token, now) =>
      Effect.gen(function* () {
        const { payload } = yield* Effect.tryPromise({
          try: () =>
            jwtVerify(token, keys, {
              issuer: settings.issuer,
              audience: settings.clientId,
              algorithms: ALGORITHMS,
              requiredClaims: ["iat", "exp", "jti", "sub"],
              maxTokenAge: RESULT_MAX_AGE_SECONDS,
              clockTolerance: CLOCK_TOLERANCE_SECONDS,
              currentDate: now
            }),
          catch: refusalOf
        })
        const claims = decodeClaims(payload)
        if (claims._tag === "Left") return yield* new ResultRefused({ kind: "malformed", message: "the result's claims are not a check's outcome" })
        const { jti, outcome, reason, session, sub } = claims.right
        if (outcome === "rejected" && reason === undefined) return yield* new ResultRefused({ kind: "malformed", message: "a refusal needs a reason" })
        return {
          checkId: sub.toLowerCase(),
          session,
          resultId: jti,
          outcome: outcome === "verified" ? { status: "verified" as const } : { status: "rejected" as const, reason: reason! }
        }
      })
  }
}

/** The configured provider, else the sandbox (present only on a non-production server), else none. */
export const IdentityCheckProvidersLive = (configured: IdentityCheckProviderSettings | undefined) =>
  Layer.effect(
    IdentityCheckProviders,
    Effect.map(Effect.serviceOption(SandboxIdentityCheck), (sandbox) => ({
      current:
        configured !== undefined
          ? Option.some(protocolProvider(configured))
          : Option.map(sandbox, (s) => protocolProvider(s.settings))
    }))
  )
