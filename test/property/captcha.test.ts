import { solveChallenge } from "altcha-lib"
import { deriveKey } from "altcha-lib/algorithms/pbkdf2"
import { Effect, Layer, Logger, LogLevel, ManagedRuntime } from "effect"
import fc from "fast-check"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { preparedDatabase } from "../../server/platform/db/preparedDatabase"
import { CaptchaChallenges, CaptchaChallengesLive } from "../../server/session/captcha"
import {
  CAPTCHA_AFTER_ATTEMPTS,
  captchaHeaderValue,
  needsCaptcha,
  parseCaptchaHeader,
  type ProofOfWorkChallenge,
  type ProofOfWorkPayload,
  type ProofOfWorkSolution
} from "../../src/domain/session/captcha"

/**
 * The proof-of-work captcha (ALTCHA) as the server judges it, on an in-memory database: a solution passes only for
 * the counter the server drew, for the challenge exactly as it signed it, and only once. A small difficulty (64
 * counters of one PBKDF2 iteration) keeps a solve to milliseconds; the rules do not depend on it.
 */

const runtime = ManagedRuntime.make(
  CaptchaChallengesLive({ cost: 1, maxCounter: 64 }).pipe(Layer.provide(preparedDatabase({ kind: "pglite" })), Layer.provide(Logger.minimumLogLevel(LogLevel.Warning)))
)
const service = <A>(use: (challenges: typeof CaptchaChallenges.Service) => Effect.Effect<A>) => runtime.runPromise(Effect.flatMap(CaptchaChallenges, use))

const solved = async (): Promise<ProofOfWorkPayload> => {
  const { challenge } = await service((c) => c.make)
  const solution = await solveChallenge({ challenge: challenge as never, deriveKey })
  if (solution === null) throw new Error("no solution")
  return { challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } }
}

const hexFlip = (hex: string, at: number): string => {
  const i = at % hex.length
  const flipped = ((parseInt(hex[i]!, 16) + 1) % 16).toString(16)
  return hex.slice(0, i) + flipped + hex.slice(i + 1)
}

/** A change to one signed field of the challenge: nonce, salt, cost, prefix or signature. */
const tamper = fc.oneof(
  fc.nat().map((at) => (c: ProofOfWorkChallenge): ProofOfWorkChallenge => ({ ...c, parameters: { ...c.parameters, salt: hexFlip(c.parameters.salt, at) } })),
  fc.nat().map((at) => (c: ProofOfWorkChallenge): ProofOfWorkChallenge => ({ ...c, parameters: { ...c.parameters, keyPrefix: hexFlip(c.parameters.keyPrefix, at) } })),
  fc.nat().map((at) => (c: ProofOfWorkChallenge): ProofOfWorkChallenge => ({ ...c, signature: hexFlip(c.signature, at) })),
  fc.integer({ min: 1, max: 5 }).map((more) => (c: ProofOfWorkChallenge): ProofOfWorkChallenge => ({ ...c, parameters: { ...c.parameters, cost: c.parameters.cost + more } })),
  fc.integer({ min: 1, max: 1_000_000 }).map((more) => (c: ProofOfWorkChallenge): ProofOfWorkChallenge => ({ ...c, parameters: { ...c.parameters, expiresAt: (c.parameters.expiresAt ?? 0) + more } }))
)

describe("the proof-of-work captcha (SPEC.md 7 and 8)", () => {
  // An in-memory database, migrated: a few seconds on a busy machine.
  beforeAll(() => runtime.runPromise(Effect.void), 60_000)
  afterAll(() => runtime.dispose())

  it("passes a real solution once: the request it lets through spends it, a replay finds no challenge", async () => {
    const payload = await solved()
    expect(await service((c) => c.check(payload))).toBe("passed")
    expect(await service((c) => c.redeem(payload))).toBe("passed")
    expect(await service((c) => c.redeem(payload))).toBe("unknown")
    expect(await service((c) => c.check(payload))).toBe("unknown")
  })

  it("refuses any other counter, and any other key, for a challenge it made; a wrong one spends the challenge", async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 0, max: 0xffffffff }), fc.boolean(), async (counter, keepKey) => {
        const payload = await solved()
        fc.pre(counter !== payload.solution.counter)
        const wrong: ProofOfWorkSolution = keepKey ? { ...payload.solution, counter } : { counter, derivedKey: hexFlip(payload.solution.derivedKey, counter) }
        expect(await service((c) => c.redeem({ ...payload, solution: wrong }))).toBe("wrong")
        // Spent by the wrong answer: the right one now finds nothing.
        expect(await service((c) => c.redeem(payload))).toBe("unknown")
      }),
      { numRuns: 25, examples: [[0, true], [0xffffffff, false]] }
    )
  })

  it("refuses a solved challenge whose signed parameters or signature were altered", async () => {
    await fc.assert(
      fc.asyncProperty(tamper, async (alter) => {
        const payload = await solved()
        const altered = alter(payload.challenge)
        expect(await service((c) => c.redeem({ ...payload, challenge: altered }))).not.toBe("passed")
      }),
      { numRuns: 25 }
    )
  })

  it("the header carries the payload there and back, and nothing else reads as one", () => {
    fc.assert(
      fc.property(fc.hexaString({ minLength: 32, maxLength: 32 }), fc.integer({ min: 0, max: 0xffffffff }), (nonce, counter) => {
        const hex = nonce.toLowerCase()
        const payload: ProofOfWorkPayload = {
          challenge: {
            parameters: { algorithm: "PBKDF2/SHA-256", nonce: hex, salt: hex, cost: 5000, keyLength: 32, keyPrefix: hex, expiresAt: 1_900_000_000, data: { maxCounter: 1000 } },
            signature: hex + hex
          },
          solution: { counter, derivedKey: hex + hex }
        }
        expect(parseCaptchaHeader(captchaHeaderValue(payload))).toEqual(payload)
      })
    )
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        expect(parseCaptchaHeader(text)).toBeUndefined()
      }),
      { examples: [["K7TAX"], ["aaaaaaaaaaaaaaaaaaaaaaaa.K7TAX"], [btoa("{}")], [btoa("null")]] }
    )
  })

  it("the captcha is asked for from the 3rd counted attempt on, never before", () => {
    fc.assert(
      fc.property(fc.nat(1000), (attempts) => {
        expect(needsCaptcha(attempts)).toBe(attempts >= 3)
      })
    )
    expect(CAPTCHA_AFTER_ATTEMPTS).toBe(3)
  })
})
