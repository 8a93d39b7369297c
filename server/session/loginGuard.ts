import type * as RateLimiter from "@effect/experimental/RateLimiter"
import { Duration, Effect, Layer, Option } from "effect"
import { type AttemptBudget, spendAttempt } from "./attemptBudget"
import { CaptchaGuard } from "./captchaGuard"
import { LoginGuard } from "./seams"

/**
 * Failed password attempts on one account (from any address) before its sign-in needs a solved captcha: a
 * distributed guess at one password meets the captcha after 10 tries in 15 minutes, while the owner is never locked
 * out (a person solves the captcha). An unknown login has a budget of its own, so the limit says nothing of whether
 * an account exists.
 */
export const PASSWORD_FAILURES_PER_ACCOUNT: AttemptBudget = { limit: 10, window: Duration.minutes(15) }

/**
 * Sign-in's guard is the captcha's failed-attempt counter (SPEC.md 8), counted per client address: past
 * CAPTCHA_AFTER_ATTEMPTS failed sign-ins within the window, the next one needs a solved captcha (400 with code
 * 100/111/112/113), and a success starts the count over. The rate limit still caps how fast anyone may try. Password
 * sign-in is also limited per account (PASSWORD_FAILURES_PER_ACCOUNT, @effect/experimental's RateLimiter), answered
 * with the same captcha refusals.
 */
export const LoginGuardLive = Layer.effect(
  LoginGuard,
  Effect.gen(function* () {
    const guard = yield* CaptchaGuard
    const limiter = yield* Effect.context<RateLimiter.RateLimiter>()
    const subject = (client: string) => `login:${client}`
    return {
      admit: (client, captcha) => guard.check(subject(client), captcha),
      admitPassword: (client, account, captcha) =>
        Effect.gen(function* () {
          const attempt = yield* spendAttempt(`login-account:${account}`, PASSWORD_FAILURES_PER_ACCOUNT).pipe(Effect.provide(limiter))
          if (Option.isNone(attempt)) {
            // Past the account's limit: a solved captcha, whatever this address's own count says.
            yield* guard.require(subject(client), captcha)
            return { succeeded: Effect.void }
          }
          // Refused for a captcha, the password was not tried: the attempt is given back.
          yield* guard.check(subject(client), captcha).pipe(Effect.tapError(() => attempt.value))
          return { succeeded: attempt.value }
        }),
      failed: (client) => Effect.asVoid(guard.recordFailure(subject(client))),
      succeeded: (client) => guard.clear(subject(client))
    }
  })
)
