import { Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  BONUS_GAMES,
  type BonusGame,
  countdownText,
  freePlaysLeft,
  type IntDraws,
  nextDailyPlayAt,
  nextFreePlay,
  OLD_BONUS_GAME_ROUTES,
  prizeInMinorUnits,
  resolveBonusGameRoute,
  sampleOf,
  utcDay
} from "../../src/domain/casino/bonusGames"
import { RoundRandom } from "../../src/domain/casino/fair"

/** Every path of `int` results a play can take: each leaf with the ranges it drew from (its chance is 1/∏ranges). */
const everyPath = <T>(play: (draws: IntDraws) => T): Array<{ readonly value: T; readonly ranges: ReadonlyArray<number>; readonly path: ReadonlyArray<number> }> => {
  const leaves: Array<{ value: T; ranges: ReadonlyArray<number>; path: ReadonlyArray<number> }> = []
  let path: Array<number> = []
  for (;;) {
    const ranges: Array<number> = []
    const taken: Array<number> = []
    const value = play({
      int: (n) => {
        const at = ranges.length
        ranges.push(n)
        const v = path[at] ?? 0
        taken.push(v)
        return v
      }
    })
    leaves.push({ value, ranges, path: taken })
    // The next path: the odometer over the ranges this one drew.
    let i = taken.length - 1
    while (i >= 0 && taken[i]! + 1 >= ranges[i]!) i--
    if (i < 0) return leaves
    path = [...taken.slice(0, i), taken[i]! + 1]
  }
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b))
/** Σ prize × chance over every path, as an exact reduced fraction. */
const exactExpectation = (leaves: ReadonlyArray<{ readonly prize: number; readonly ranges: ReadonlyArray<number> }>) => {
  let num = 0n
  let den = 1n
  for (const leaf of leaves) {
    const d = leaf.ranges.reduce((p, n) => p * BigInt(n), 1n)
    num = num * d + BigInt(leaf.prize) * den
    den = den * d
    const g = gcd(num, den)
    num /= g
    den /= g
  }
  return { num: Number(num), den: Number(den) }
}

/** Each game's choices, as a player could make them. */
const choiceOf: Record<string, fc.Arbitrary<unknown>> = {
  fortuna: fc.constant({}),
  chest: fc.record({ chest: fc.integer({ min: 0, max: 2 }) }),
  memory: fc.shuffledSubarray([0, 1, 2, 3, 4, 5, 6, 7], { minLength: 6, maxLength: 6 }).map((cards) => ({ cards })),
  safe: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 3, maxLength: 3 }).map((code) => ({ code })),
  lottery: fc.shuffledSubarray([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], { minLength: 4, maxLength: 4 }).map((numbers) => ({ numbers })),
  dragon: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 4, maxLength: 4 }).map((eggs) => ({ eggs }))
}

/** The published numbers, written out from the prize tables by hand. */
const PUBLISHED: Record<string, { readonly expected: readonly [number, number]; readonly max: number; readonly paths: number }> = {
  fortuna: { expected: [7, 2], max: 50, paths: 30 },
  chest: { expected: [29, 5], max: 20, paths: 5 * 4 * 3 },
  memory: { expected: [44, 21], max: 100, paths: 40320 },
  safe: { expected: [763, 500], max: 500, paths: 1000 },
  lottery: { expected: [388, 273], max: 400, paths: 15 * 14 * 13 * 12 },
  dragon: { expected: [134, 27], max: 20, paths: 81 }
}

const hexSeed = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((bytes) => Buffer.from(bytes).toString("hex"))

describe.each(BONUS_GAMES.map((game) => [game.id, game] as const))("the bonus game %s", (id, game: BonusGame<any, any>) => {
  const published = PUBLISHED[id]!
  it("publishes the expected and the largest prize its table gives", () => {
    expect([game.expectedPrize.num, game.expectedPrize.den]).toEqual(published.expected)
    expect(game.maxPrize).toBe(published.max)
  })
  it("for every choice: every path of draws gives a different outcome, the expected prize over them is the published one, and the largest prize is the published maximum", () => {
    fc.assert(
      fc.property(choiceOf[id]!, (raw) => {
        const choice = Schema.decodeUnknownSync(game.choice)(raw)
        const leaves = everyPath((draws) => game.draw(choice, draws))
        expect(leaves.length).toBe(published.paths)
        // Each path its own outcome (the wheel and the memory board are counted below): with every int exactly
        // uniform, every outcome is equally likely.
        if (id !== "fortuna" && id !== "memory") expect(new Set(leaves.map((leaf) => JSON.stringify(leaf.value))).size).toBe(leaves.length)
        const prizes = leaves.map((leaf) => ({ prize: game.prizeOf(choice, leaf.value), ranges: leaf.ranges }))
        const expected = exactExpectation(prizes)
        expect([expected.num, expected.den]).toEqual(published.expected)
        expect(Math.max(...prizes.map((p) => p.prize))).toBe(published.max)
      }),
      { numRuns: id === "memory" || id === "lottery" ? 3 : 30 }
    )
  })
  it("a real round's outcome is one of the enumerated ones, decodes by the game's Schema and pays at most the maximum", () => {
    fc.assert(
      fc.property(choiceOf[id]!, hexSeed, fc.nat({ max: 1000 }), (raw, serverSeed, nonce) => {
        const choice = Schema.decodeUnknownSync(game.choice)(raw)
        const outcome = game.draw(choice, new RoundRandom({ serverSeed, clientSeed: "c", nonce }))
        expect(Schema.decodeUnknownSync(game.outcomeSchema)(Schema.encodeSync(game.outcomeSchema)(outcome))).toEqual(outcome)
        const prize = game.prizeOf(choice, outcome)
        expect(prize).toBeGreaterThanOrEqual(0)
        expect(prize).toBeLessThanOrEqual(game.maxPrize)
      }),
      { numRuns: 50 }
    )
  })
})

describe("the bonus games' mappings, counted by hand", () => {
  const ids = Object.fromEntries(BONUS_GAMES.map((g) => [g.id, g]))
  it("the wheel's sectors take 10, 8, 6, 3, 2 and 1 of the 30 tickets", () => {
    const counts = [0, 0, 0, 0, 0, 0]
    for (const leaf of everyPath((d) => ids.fortuna!.draw({}, d))) counts[(leaf.value as { sector: number }).sector]!++
    expect(counts).toEqual([10, 8, 6, 3, 2, 1])
  })
  it("memory: every arrangement of the four pairs comes from exactly 16 of the 8! shuffles", () => {
    const counts = new Map<string, number>()
    for (const leaf of everyPath((d) => ids.memory!.draw({ cards: [0, 1, 2, 3, 4, 5] }, d))) {
      const key = JSON.stringify(leaf.value)
      counts.set(key, (counts.get(key) ?? 0) + 1)
    }
    expect(counts.size).toBe(2520)
    expect(new Set(counts.values())).toEqual(new Set([16]))
  })
  it("a safe code of 1-2-3 guessed 1-2-3 pays 500 bases; 1-2-0 pays 20; 0-0-0 nothing", () => {
    const safe = ids.safe!
    expect(safe.prizeOf({ code: [1, 2, 3] }, { code: [1, 2, 3] })).toBe(500)
    expect(safe.prizeOf({ code: [1, 2, 0] }, { code: [1, 2, 3] })).toBe(20)
    expect(safe.prizeOf({ code: [0, 0, 0] }, { code: [1, 2, 3] })).toBe(0)
  })
  it("the dragon: waking it on the third level clears two levels (2 bases)", () => {
    expect(ids.dragon!.prizeOf({ eggs: [0, 0, 1, 2] }, { dragons: [1, 2, 1, 0] })).toBe(2)
  })
  it("choices a game does not take are refused by its Schema", () => {
    expect(() => Schema.decodeUnknownSync(ids.memory!.choice)({ cards: [0, 0, 1, 2, 3, 4] })).toThrow()
    expect(() => Schema.decodeUnknownSync(ids.lottery!.choice)({ numbers: [0, 1, 2, 3] })).toThrow()
    expect(() => Schema.decodeUnknownSync(ids.chest!.choice)({ chest: 3 })).toThrow()
    expect(() => Schema.decodeUnknownSync(ids.dragon!.choice)({ eggs: [0, 1, 2] })).toThrow()
  })
  it("sampleOf is RoundRandom.sample, draw for draw", () => {
    fc.assert(
      fc.property(hexSeed, fc.nat({ max: 1000 }), fc.integer({ min: 1, max: 40 }), (serverSeed, nonce, n) => {
        const k = Math.min(n, 5)
        const a = new RoundRandom({ serverSeed, clientSeed: "x", nonce })
        const b = new RoundRandom({ serverSeed, clientSeed: "x", nonce })
        expect(sampleOf(a, n, k)).toEqual(b.sample(n, k))
        expect(a.bytesRead).toBe(b.bytesRead)
      })
    )
  })
})

describe("the free plays", () => {
  it("one daily play per UTC day, used before the granted ones", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.nat({ max: 100 }), (dailyUsed, grantedLeft) => {
        expect(freePlaysLeft({ dailyUsed, grantedLeft })).toBe((dailyUsed ? 0 : 1) + grantedLeft)
        expect(nextFreePlay({ dailyUsed, grantedLeft })).toBe(!dailyUsed ? "daily" : grantedLeft > 0 ? "granted" : "none")
      })
    )
  })
  it("the day turns at UTC midnight and the next daily play comes then", () => {
    expect(utcDay(Date.UTC(2026, 10, 27, 23, 59, 59, 999))).toBe(utcDay(Date.UTC(2026, 10, 27, 0, 0, 0)))
    expect(utcDay(Date.UTC(2026, 10, 28))).toBe(utcDay(Date.UTC(2026, 10, 27)) + 1)
    expect(nextDailyPlayAt(Date.UTC(2026, 10, 27, 6, 30))).toBe(Date.UTC(2026, 10, 28))
    expect(countdownText(Date.UTC(2026, 10, 28) - Date.UTC(2026, 10, 27, 18, 55, 57))).toBe("05:04:03")
  })
  it("prizes are whole minor units: 3 bases of RUB are 30.00 ₽ (3000 kopecks), of USD 0.30 $", () => {
    expect(prizeInMinorUnits(3, "RUB")).toBe(3000)
    expect(prizeInMinorUnits(3, "USD")).toBe(30)
  })
  it("game routes: current ones stand, old ones name their game, others are unknown", () => {
    expect(resolveBonusGameRoute("fortuna")).toEqual({ kind: "current", id: "fortuna" })
    expect(resolveBonusGameRoute("wheel")).toEqual({ kind: "old", id: "fortuna" })
    expect(resolveBonusGameRoute("toString")).toEqual({ kind: "unknown" })
    for (const [old, id] of Object.entries(OLD_BONUS_GAME_ROUTES)) expect(resolveBonusGameRoute(old)).toEqual({ kind: "old", id })
  })
})
