import { createHash, createHmac } from "node:crypto"
import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { BONUS_GAMES } from "../../src/domain/casino/bonusGames/catalogue"
import { RoundRandom } from "../../src/domain/casino/fair"
import { verifyBonusPlay } from "../../src/domain/casino/verifyBonus"

/**
 * The verifier recomputes every bonus mini-game play the server makes (src/domain/casino/verifyBonus.ts). Oracles:
 * the wheel, the safe and the dragon drawn here by hand from the HMAC stream with node:crypto and priced by the
 * published prize tables written out; and, for all six games, the server's own play (the game's draw from the seed
 * pair's stream and its prize, as server/casino/bonusGames/service.ts makes it) for generated choices.
 */

/** Draws from n ≤ 256 by hand: a byte, rejected at or above the largest multiple of n, taken mod n. */
const handDraws = (serverSeed: string, clientSeed: string, nonce: number) => {
  let buffer = Buffer.alloc(0)
  let cursor = 0
  let at = 0
  const byte = () => {
    if (at === buffer.length) {
      buffer = createHmac("sha256", Buffer.from(serverSeed, "hex")).update(`${clientSeed}:${nonce}:${cursor++}`).digest()
      at = 0
    }
    return buffer[at++]!
  }
  return (n: number): number => {
    for (;;) {
      const value = byte()
      if (value < Math.floor(256 / n) * n) return value % n
    }
  }
}

const hex64 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString("hex"))
const clientSeed = fc.string({ minLength: 1, maxLength: 64 }).filter((text) => !/[\u0000-\u001f\u007f]/.test(text))
const nonce = fc.nat({ max: 1_000_000 })

/** The wheel's published sectors in order, as weights and prizes: 10×0, 8×1, 6×2, 3×5, 2×10, 1×50 (30 tickets). */
const WHEEL = [
  [10, 0],
  [8, 1],
  [6, 2],
  [3, 5],
  [2, 10],
  [1, 50]
] as const

describe("the verifier recomputes every bonus play the server makes", () => {
  it("the wheel, the safe and the dragon: the draws the stream gives by hand, priced by the published tables", () => {
    fc.assert(
      fc.property(hex64, clientSeed, nonce, fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 3, maxLength: 3 }), fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 4, maxLength: 4 }), (serverSeed, client, n, guess, eggs) => {
        const commitment = createHash("sha256").update(Buffer.from(serverSeed, "hex")).digest("hex")
        const seeds = { serverSeed, clientSeed: client, nonce: n, commitment }

        let ticket = handDraws(serverSeed, client, n)(30)
        let sector = 0
        while (ticket >= WHEEL[sector]![0]) ticket -= WHEEL[sector++]![0]
        const wheel = Either.getOrThrow(verifyBonusPlay({ ...seeds, gameId: "fortuna", choice: {} }))
        expect(wheel.outcome).toEqual({ sector })
        expect(wheel.prizeMultiple).toBe(WHEEL[sector]![1])
        expect(wheel.commitmentMatches).toBe(true)

        const draw = handDraws(serverSeed, client, n)
        const code = [draw(10), draw(10), draw(10)]
        const safe = Either.getOrThrow(verifyBonusPlay({ ...seeds, gameId: "safe", choice: { code: guess } }))
        expect(safe.outcome).toEqual({ code })
        expect(safe.prizeMultiple).toBe([0, 2, 20, 500][guess.filter((d, i) => d === code[i]).length])

        const dragonDraw = handDraws(serverSeed, client, n)
        const dragons = [dragonDraw(3), dragonDraw(3), dragonDraw(3), dragonDraw(3)]
        const woke = eggs.findIndex((egg, level) => egg === dragons[level])
        const dragon = Either.getOrThrow(verifyBonusPlay({ ...seeds, gameId: "dragon", choice: { eggs } }))
        expect(dragon.outcome).toEqual({ dragons })
        expect(dragon.prizeMultiple).toBe([0, 1, 2, 5, 20][woke === -1 ? 4 : woke])
      }),
      { numRuns: 300 }
    )
  })

  const choices: Record<string, fc.Arbitrary<unknown>> = {
    fortuna: fc.constant({}),
    chest: fc.record({ chest: fc.integer({ min: 0, max: 2 }) }),
    memory: fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7], { minLength: 6, maxLength: 6 }).map((cards) => ({ cards })),
    safe: fc.record({ code: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 3, maxLength: 3 }) }),
    lottery: fc.shuffledSubarray([...Array.from({ length: 15 }, (_, i) => i + 1)], { minLength: 4, maxLength: 4 }).map((numbers) => ({ numbers })),
    dragon: fc.record({ eggs: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 4, maxLength: 4 }) })
  }

  for (const game of BONUS_GAMES) {
    it(`${game.id}: the outcome and prize the server's play records`, () => {
      fc.assert(
        fc.property(hex64, clientSeed, nonce, choices[game.id]!, (serverSeed, client, n, choice) => {
          const decoded = Schema.decodeUnknownSync(game.choice)(choice)
          const outcome = game.draw(decoded, new RoundRandom({ serverSeed, clientSeed: client, nonce: n }))
          const recorded = { outcome: Schema.encodeSync(game.outcomeSchema)(outcome), prizeMultiple: game.prizeOf(decoded, outcome) }
          const verified = Either.getOrThrow(verifyBonusPlay({ serverSeed, clientSeed: client, nonce: n, gameId: game.id, choice, commitment: null }))
          expect({ outcome: verified.outcome, prizeMultiple: verified.prizeMultiple }).toEqual(recorded)
        }),
        { numRuns: 100 }
      )
    })
  }

  it("says which input is wrong", () => {
    const ok = { serverSeed: "f".repeat(64), clientSeed: "c", nonce: 0, gameId: "chest", choice: { chest: 1 }, commitment: null }
    const field = (input: typeof ok) => Either.match(verifyBonusPlay(input), { onLeft: (problem) => problem.field, onRight: () => "none" })
    expect(field(ok)).toBe("none")
    expect(field({ ...ok, serverSeed: "xyz" })).toBe("serverSeed")
    expect(field({ ...ok, gameId: "bingo" })).toBe("gameId")
    expect(field({ ...ok, choice: { chest: 3 } })).toBe("choice")
  })
})
