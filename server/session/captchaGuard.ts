import { Clock, Context, Effect, Layer, Option } from "effect"
import { BadRequest } from "../../src/domain/api/errors"
import { ATTEMPT_WINDOW_MS, CaptchaCode, needsCaptcha, parseCaptchaHeader } from "../../src/domain/session/captcha"
import { CaptchaChallenges, type CaptchaCheck } from "./captcha"
import { makeCaptchaRepo } from "./captchaRepo"

/**
 * The failed-attempt counter behind the captcha (SPEC.md 8): a guarded action counts its failures per subject
 * (e.g. `sms-code:+79991234567`, later `login:<name>`); past CAPTCHA_AFTER_ATTEMPTS within the window the next
 * attempt must carry a solved captcha in the captcha header, else it is refused with the typed 400 carrying a
 * captcha code. Counts live in the database, so every instance of the server sees the same ones.
 */
export interface CaptchaGuardShape {
  /** Counts one more failure of `subject`; answers the count within the window. */
  readonly recordFailure: (subject: string) => Effect.Effect<number>
  /** Forgets the subject's failures (a success that proves a person, a solved captcha). */
  readonly clear: (subject: string) => Effect.Effect<void>
  /**
   * Lets the attempt through, or fails with BadRequest code 100 (no answer), 111 (no such challenge), 112 (wrong
   * solution) or 113 (challenge too old). A right solution spends its challenge and clears the subject's failures.
   */
  readonly check: (subject: string, captchaHeader: string | undefined) => Effect.Effect<void, BadRequest>
  /**
   * Lets the attempt through only with a solved captcha, whatever the subject's count (another limit decided one is
   * needed): the same refusals as `check`, and a right answer clears the subject's failures too.
   */
  readonly require: (subject: string, captchaHeader: string | undefined) => Effect.Effect<void, BadRequest>
}

export class CaptchaGuard extends Context.Tag("oddsfold/server/CaptchaGuard")<CaptchaGuard, CaptchaGuardShape>() {}

const refusal: Readonly<Record<Exclude<CaptchaCheck, "passed">, { readonly code: number; readonly message: string }>> = {
  unknown: { code: CaptchaCode.unknownChallenge, message: "captcha unknown or already used: ask for a new challenge" },
  wrong: { code: CaptchaCode.wrongAnswer, message: "wrong captcha solution" },
  expired: { code: CaptchaCode.expired, message: "captcha expired: ask for a new challenge" }
}

export const CaptchaGuardLive = Layer.effect(
  CaptchaGuard,
  Effect.gen(function* () {
    const repo = yield* makeCaptchaRepo
    const challenges = yield* CaptchaChallenges
    const windowStart = Effect.map(Clock.currentTimeMillis, (ms) => ({ at: new Date(ms), windowStart: new Date(ms - ATTEMPT_WINDOW_MS) }))
    const clear = (subject: string) => repo.clearAttempts(subject)

    const require = (subject: string, header: string | undefined) =>
      Effect.gen(function* () {
        if (header === undefined || header === "") {
          return yield* new BadRequest({ code: CaptchaCode.required, message: "captcha required" })
        }
        const parsed = parseCaptchaHeader(header)
        if (parsed === undefined) return yield* new BadRequest(refusal.unknown)
        const verdict = yield* challenges.redeem(parsed)
        if (verdict !== "passed") return yield* new BadRequest(refusal[verdict])
        yield* clear(subject)
      })

    return {
      recordFailure: (subject) => Effect.flatMap(windowStart, (times) => repo.countAttempt({ subject, ...times })),
      clear,
      check: (subject, header) =>
        Effect.gen(function* () {
          const times = yield* windowStart
          const attempts = Option.match(yield* repo.attemptsOf({ subject, windowStart: times.windowStart }), { onNone: () => 0, onSome: (row) => row.n })
          if (needsCaptcha(attempts)) yield* require(subject, header)
        }),
      require
    }
  })
)
