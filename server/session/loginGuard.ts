import { Effect, Layer } from "effect"
import { CaptchaGuard } from "./captchaGuard"
import { LoginGuard } from "./seams"
import { SignInFailures } from "./signInFailures"

/**
 * Sign-in's guard. Per client address, the captcha's failed-attempt counter (SPEC.md 8): past CAPTCHA_AFTER_ATTEMPTS
 * failed sign-ins within the window the next one needs a solved captcha (400 with code 100/111/112/113), and a
 * success starts the count over; the rate limit still caps how fast anyone may try. Per account, from whichever
 * addresses, the failed passwords in the database (src/domain/session/signInFailures.ts): past the threshold each
 * attempt needs a solved captcha and waits, exponentially longer after each failure (429 with Retry-After), a wait no
 * captcha lifts. An unknown login is counted the same way, so the answers say nothing of whether an account exists.
 */
export const LoginGuardLive = Layer.effect(
  LoginGuard,
  Effect.gen(function* () {
    const guard = yield* CaptchaGuard
    const failures = yield* SignInFailures
    const subject = (client: string) => `login:${client}`
    return {
      admit: (client, captcha) => guard.check(subject(client), captcha),
      admitPassword: (client, account, captcha) =>
        Effect.gen(function* () {
          // During a wait nothing is tried, not even the captcha: a right password then is refused like a wrong one.
          yield* failures.admit(account)
          // Past the account's threshold: a solved captcha, whatever this address's own count says.
          if (yield* failures.needsCaptcha(account)) yield* guard.require(subject(client), captcha)
          else yield* guard.check(subject(client), captcha)
          return { succeeded: failures.succeeded(account), failed: failures.failed(account) }
        }),
      failed: (client) => Effect.asVoid(guard.recordFailure(subject(client))),
      succeeded: (client) => guard.clear(subject(client))
    }
  })
)
