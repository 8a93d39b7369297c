import { createChallenge, randomInt, verifySolution } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/pbkdf2"
import { Clock, Context, Effect, Layer, Option, Redacted } from "effect"
import {
  CAPTCHA_LIFETIME_MS,
  challengeIdOf,
  PROOF_OF_WORK_ALGORITHM,
  type ProofOfWorkChallenge,
  type ProofOfWorkPayload
} from "../../src/domain/session/captcha"
import { loadServerSecret } from "../platform/serverSecret"
import { makeCaptchaRepo } from "./captchaRepo"

/**
 * Proof-of-work captchas (SPEC.md 7 captcha: update, validate, gettime) made with ALTCHA (altcha-lib): each challenge
 * asks for the counter whose PBKDF2 key starts with a prefix the server derived from a random counter, signed with a
 * server secret. The server keeps the id (nonce) of every challenge it made until it is answered or expires: a
 * challenge takes one wrong answer at most, and one right answer is spent by the request it lets through, on every
 * process that shares the database.
 */

/** How an answer to a challenge fared. */
export type CaptchaCheck = "passed" | "wrong" | "unknown" | "expired"

/**
 * How much work a challenge costs: PBKDF2 iterations per tried counter (`cost`) and the largest counter drawn (drawn
 * uniformly from its upper half). The work of a solve is on average cost × 3/4 × maxCounter iterations.
 */
export interface CaptchaDifficulty {
  readonly cost: number
  readonly maxCounter: number
}

/**
 * On average 2250 derivations of 5000 PBKDF2-SHA-256 iterations (about 11 million) a solve: measured in Chromium on a
 * busy two-core machine, 1.3 to 3.7 s on one thread (WebCrypto), about half with the two workers the modal starts.
 * A script pays the same per attempt (native PBKDF2 is no faster than the browser's); checking a solution costs the
 * server one derivation (a few ms).
 */
export const DEFAULT_CAPTCHA_DIFFICULTY: CaptchaDifficulty = { cost: 5000, maxCounter: 3000 }

export interface MadeChallenge {
  readonly challenge: ProofOfWorkChallenge
  readonly expiresAt: Date
}

export interface CaptchaChallengesShape {
  /** A new signed challenge, recorded as open. */
  readonly make: Effect.Effect<MadeChallenge>
  /** POST validate: a right solution leaves the challenge for the request it is meant for; a wrong one spends it. */
  readonly check: (payload: ProofOfWorkPayload) => Effect.Effect<CaptchaCheck>
  /** A guarded request: the challenge is spent, whatever the solution. */
  readonly redeem: (payload: ProofOfWorkPayload) => Effect.Effect<CaptchaCheck>
  /** When a challenge stops taking answers; None when there is no such open challenge. */
  readonly expiresAt: (id: string) => Effect.Effect<Option.Option<Date>>
  readonly purgeExpired: Effect.Effect<number>
}

export class CaptchaChallenges extends Context.Tag("oddsfold/server/CaptchaChallenges")<CaptchaChallenges, CaptchaChallengesShape>() {}

/** The key the challenges are signed with (server_secrets, migration 003): shared by every process. */
export const CAPTCHA_SIGNING_KEY = "captcha_signing_key"

export const CaptchaChallengesLive = (difficulty: CaptchaDifficulty = DEFAULT_CAPTCHA_DIFFICULTY) =>
  Layer.effect(
    CaptchaChallenges,
    Effect.gen(function* () {
      const repo = yield* makeCaptchaRepo
      const key = yield* loadServerSecret(CAPTCHA_SIGNING_KEY)
      const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

      /** Whether the solution solves the challenge as the server signed it; the open row says it is not spent or old. */
      const judge = (row: Option.Option<{ readonly expires_at: Date }>, payload: ProofOfWorkPayload) =>
        Effect.gen(function* () {
          if (Option.isNone(row)) return "unknown" as const
          if (row.value.expires_at.getTime() <= (yield* now).getTime()) return "expired" as const
          // No key signature: the server derives the key from the counter again, so only the drawn counter passes.
          const verdict = yield* Effect.tryPromise(() =>
            verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: Redacted.value(key) })
          ).pipe(Effect.option)
          if (Option.isNone(verdict) || verdict.value.invalidSignature === true) return "unknown" as const
          if (verdict.value.expired) return "expired" as const
          return verdict.value.verified ? ("passed" as const) : ("wrong" as const)
        })

      return {
        make: Effect.gen(function* () {
          const at = yield* now
          const expiresAt = new Date(at.getTime() + CAPTCHA_LIFETIME_MS)
          const made = yield* Effect.promise(() =>
            createChallenge({
              algorithm: PROOF_OF_WORK_ALGORITHM,
              cost: difficulty.cost,
              counter: randomInt(difficulty.maxCounter, Math.ceil(difficulty.maxCounter / 2)),
              data: { maxCounter: difficulty.maxCounter },
              deriveKey,
              expiresAt,
              hmacSignatureSecret: Redacted.value(key)
            })
          )
          const challenge = made as ProofOfWorkChallenge
          yield* repo.insertChallenge({ id: challengeIdOf(challenge), at, expiresAt })
          return { challenge, expiresAt }
        }),
        check: (payload) =>
          Effect.gen(function* () {
            const id = challengeIdOf(payload.challenge)
            const verdict = yield* judge(yield* repo.findChallenge(id), payload)
            if (verdict === "wrong") yield* repo.takeChallenge(id)
            return verdict
          }),
        redeem: (payload) => Effect.flatMap(repo.takeChallenge(challengeIdOf(payload.challenge)), (row) => judge(row, payload)),
        expiresAt: (id) => Effect.map(repo.findChallenge(id), Option.map((row) => row.expires_at)),
        purgeExpired: Effect.flatMap(now, repo.purgeChallenges)
      }
    })
  )
