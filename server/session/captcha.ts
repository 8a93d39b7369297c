import { randomBytes, randomInt } from "node:crypto"
import { Clock, Context, Effect, Layer, Option, Redacted } from "effect"
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH, CAPTCHA_LIFETIME_MS, normalizeCaptchaAnswer } from "../../src/domain/session/captcha"
import { constantTimeEqual } from "../platform/secureRandom"
import { keyedHash, loadServerSecret, SHORT_SECRET_HASH_KEY } from "../platform/serverSecret"
import { makeCaptchaRepo } from "./captchaRepo"
import { drawCaptcha } from "./captchaImage"

/**
 * Captcha images drawn by the server (SPEC.md 7 captcha: update, validate, gettime). Only an HMAC of the answer
 * is stored; each image takes one wrong answer at most and one right answer is spent by the request it lets through.
 */

/** How an answer to a challenge fared. */
export type CaptchaCheck = "passed" | "wrong" | "unknown" | "expired"

export interface DrawnCaptcha {
  readonly id: string
  readonly svg: string
  readonly expiresAt: Date
}

export interface CaptchaChallengesShape {
  /** A new image with a new answer. */
  readonly draw: Effect.Effect<DrawnCaptcha>
  /** POST validate: a right answer leaves the challenge for the request it is meant for; a wrong one spends it. */
  readonly check: (id: string, answer: Redacted.Redacted<string>) => Effect.Effect<CaptchaCheck>
  /** A guarded request: the challenge is spent, whatever the answer. */
  readonly redeem: (id: string, answer: Redacted.Redacted<string>) => Effect.Effect<CaptchaCheck>
  /** When a challenge stops taking answers; None when there is no such challenge. */
  readonly expiresAt: (id: string) => Effect.Effect<Option.Option<Date>>
  readonly purgeExpired: Effect.Effect<number>
}

export class CaptchaChallenges extends Context.Tag("oddsfold/server/CaptchaChallenges")<CaptchaChallenges, CaptchaChallengesShape>() {}

/** The answer every image carries, for end-to-end tests only; main.ts refuses it in production. */
export interface CaptchaOptions {
  readonly testAnswer?: string | undefined
}

const randomAnswer = (): string => Array.from({ length: CAPTCHA_LENGTH }, () => CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)]).join("")

/** A uniform float in [0, 1) from 48 random bits, for the drawing's noise. */
const randomUnit = (): number => randomBytes(6).readUIntBE(0, 6) / 2 ** 48

export const CaptchaChallengesLive = (options: CaptchaOptions = {}) =>
  Layer.effect(
    CaptchaChallenges,
    Effect.gen(function* () {
      const repo = yield* makeCaptchaRepo
      const key = yield* loadServerSecret(SHORT_SECRET_HASH_KEY)
      const hashOf = (id: string, answer: string) => keyedHash(key, `captcha:${id}:${normalizeCaptchaAnswer(answer)}`)
      const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

      const judge = (row: Option.Option<{ readonly answer_hash: string; readonly expires_at: Date }>, id: string, answer: Redacted.Redacted<string>) =>
        Effect.map(now, (at): CaptchaCheck => {
          if (Option.isNone(row)) return "unknown"
          if (row.value.expires_at.getTime() <= at.getTime()) return "expired"
          return constantTimeEqual(row.value.answer_hash, hashOf(id, Redacted.value(answer))) ? "passed" : "wrong"
        })

      return {
        draw: Effect.gen(function* () {
          const at = yield* now
          const id = randomBytes(18).toString("base64url")
          const answer = options.testAnswer ?? randomAnswer()
          const expiresAt = new Date(at.getTime() + CAPTCHA_LIFETIME_MS)
          yield* repo.insertChallenge({ id, answerHash: hashOf(id, answer), at, expiresAt })
          return { id, svg: drawCaptcha(answer, randomUnit), expiresAt }
        }),
        check: (id, answer) =>
          Effect.gen(function* () {
            const verdict = yield* judge(yield* repo.findChallenge(id), id, answer)
            if (verdict === "wrong") yield* repo.takeChallenge(id)
            return verdict
          }),
        redeem: (id, answer) => Effect.flatMap(repo.takeChallenge(id), (row) => judge(row, id, answer)),
        expiresAt: (id) => Effect.map(repo.findChallenge(id), Option.map((row) => row.expires_at)),
        purgeExpired: Effect.flatMap(now, repo.purgeChallenges)
      }
    })
  )
