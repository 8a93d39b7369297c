import { Effect, Layer } from "effect"
import { CaptchaGuard } from "./captchaGuard"
import { LoginGuard } from "./seams"

/**
 * Sign-in's guard is the captcha's failed-attempt counter (SPEC.md 8), counted per client address: past
 * CAPTCHA_AFTER_ATTEMPTS failed sign-ins within the window, the next one needs a solved captcha (400 with code
 * 100/111/112/113), and a success starts the count over. The rate limit still caps how fast anyone may try.
 */
export const LoginGuardLive = Layer.effect(
  LoginGuard,
  Effect.map(CaptchaGuard, (guard) => {
    const subject = (client: string) => `login:${client}`
    return {
      admit: (client, captcha) => guard.check(subject(client), captcha),
      failed: (client) => Effect.asVoid(guard.recordFailure(subject(client))),
      succeeded: (client) => guard.clear(subject(client))
    }
  })
)
