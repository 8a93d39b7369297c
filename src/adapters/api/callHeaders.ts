import { Headers, HttpClient, HttpClientRequest } from "@effect/platform"
import { Effect, FiberRef, Option, Redacted, Ref } from "effect"
import { HeaderNames } from "../../domain/api/contract"

/**
 * Headers the Api adds to requests beyond what each endpoint declares: the device fingerprint token on every
 * request once there is one, and the player's captcha answer on the requests of the call that carries it.
 */

/** The captcha answer of the call in progress (CallOptions.captcha), set around that call only. */
export const currentCaptchaAnswer: FiberRef.FiberRef<Option.Option<Redacted.Redacted<string>>> = FiberRef.unsafeMake(
  Option.none<Redacted.Redacted<string>>()
)

/** The device fingerprint token, kept inside the Api and never handed to callers. */
export type FingerprintTokenRef = Ref.Ref<Option.Option<Redacted.Redacted<string>>>

export const addCallHeaders =
  (fingerprintToken: FingerprintTokenRef) =>
  <E, R>(client: HttpClient.HttpClient.With<E, R>): HttpClient.HttpClient.With<E, R> =>
    HttpClient.mapRequestEffect(client, (request) =>
      Effect.gen(function* () {
        const fingerprint = yield* Ref.get(fingerprintToken)
        const captcha = yield* FiberRef.get(currentCaptchaAnswer)
        let withHeaders = request
        if (Option.isSome(fingerprint)) withHeaders = HttpClientRequest.setHeader(withHeaders, HeaderNames.fingerprint, Redacted.value(fingerprint.value))
        if (Option.isSome(captcha)) withHeaders = HttpClientRequest.setHeader(withHeaders, HeaderNames.captcha, Redacted.value(captcha.value))
        return withHeaders
      })
    )

/** Header values that are secrets (besides authorization and cookies, which the platform already redacts). */
export const SECRET_HEADER_NAMES: ReadonlyArray<string> = [HeaderNames.fingerprint, HeaderNames.captcha]

/** Makes the platform print and trace our secret headers as <redacted> while `effect` runs. */
export const withSecretHeadersRedacted = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E, R> =>
  Effect.locallyWith(effect, Headers.currentRedactedNames, (names) => [...names, ...SECRET_HEADER_NAMES])
