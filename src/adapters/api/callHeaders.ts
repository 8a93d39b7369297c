import { Effect, FiberRef, Option, Redacted } from "effect"
import { HeaderNames } from "../../domain/api/shared"

/**
 * Headers the Api adds to requests beyond what each endpoint declares: the device fingerprint token on every
 * request once there is one, and the player's captcha answer on the requests of the call that carries it.
 */

/** The captcha answer of the call in progress (CallOptions.captcha), set around that call only. */
export const currentCaptchaAnswer: FiberRef.FiberRef<Option.Option<Redacted.Redacted<string>>> = FiberRef.unsafeMake(
  Option.none<Redacted.Redacted<string>>()
)

/** `fingerprintToken`: the device's token, kept by the Api (deviceToken.ts) and never handed to callers. */
export const callHeaders = (fingerprintToken: Effect.Effect<Option.Option<Redacted.Redacted<string>>>): Effect.Effect<Record<string, string>> =>
  Effect.gen(function* () {
    const headers: Record<string, string> = {}
    const fingerprint = yield* fingerprintToken
    const captcha = yield* FiberRef.get(currentCaptchaAnswer)
    if (Option.isSome(fingerprint)) headers[HeaderNames.fingerprint] = Redacted.value(fingerprint.value)
    if (Option.isSome(captcha)) headers[HeaderNames.captcha] = Redacted.value(captcha.value)
    return headers
  })
