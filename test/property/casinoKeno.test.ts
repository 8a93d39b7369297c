import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { RoundRandom } from "../../src/domain/casino/fair"
import { keno, KenoChoices } from "../../src/domain/casino/games/keno"
import { scriptedDraws } from "../support/casinoStreams"

/** C(n, k) by Pascal's rule, exact. */
const binomial = (() => {
  const rows: Array<Array<bigint>> = [[1n]]
  for (let n = 1; n <= 40; n++) rows.push(Array.from({ length: n + 1 }, (_, k) => (rows[n - 1]![k - 1] ?? 0n) + (rows[n - 1]![k] ?? 0n)))
  return (n: number, k: number): bigint => (k < 0 || k > n ? 0n : rows[n]![k]!)
})()

const board = Array.from({ length: 40 }, (_, i) => i + 1)
/** An outcome with exactly `hits` of the picks drawn (the rest of the ten from the numbers not picked). */
const drawnWith = (picks: ReadonlyArray<number>, hits: number) => ({
  drawn: [...picks.slice(0, hits), ...board.filter((n) => !picks.includes(n)).slice(0, 10 - hits)]
})

describe("keno", () => {
  it("by hand: draws of 0 every time draw 1 … 10, which pays 10.41× on the picks 1, 2, 3 and nothing on 40", () => {
    const random = scriptedDraws(new Array(10).fill(0))
    const outcome = keno.draw({ picks: [1, 2, 3] }, random)
    expect(outcome.drawn).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    expect(random.ranges).toEqual([40, 39, 38, 37, 36, 35, 34, 33, 32, 31])
    expect(keno.multipleOf({ picks: [1, 2, 3] }, outcome)).toEqual({ num: 1041, den: 100 })
    expect(keno.multipleOf({ picks: [40] }, outcome).num).toBe(0)
    // 39 swaps place 0 with place 39 (40 comes first, 1 goes last); then 1 swaps place 1 with place 2 (3 comes second)
    expect(keno.draw({ picks: [1] }, scriptedDraws([39, 1])).drawn.slice(0, 3)).toEqual([40, 3, 2])
  })
  it("the drawn numbers are the draws one to one: every value of the first three draws gives a different ordered three", () => {
    const seen = new Set<string>()
    for (let a = 0; a < 40; a++)
      for (let b = 0; b < 39; b++)
        for (let c = 0; c < 38; c++) {
          const drawn = keno.draw({ picks: [1] }, scriptedDraws([a, b, c])).drawn
          if (new Set(drawn).size === 10) seen.add(drawn.slice(0, 3).join())
        }
    // 40 × 39 × 38 ordered threes of different numbers exist, each drawn by one sequence of three exactly uniform draws
    expect(seen.size).toBe(40 * 39 * 38)
  })
  it("chi-squared: each of the 40 numbers is drawn about a quarter of the time over 4000 generated rounds", () => {
    const counts = new Array<number>(41).fill(0)
    const rounds = 4_000
    for (let nonce = 0; nonce < rounds; nonce++) {
      const random = new RoundRandom({ serverSeed: "6b".repeat(32), clientSeed: "keno", nonce })
      for (const n of keno.draw({ picks: [1] }, random).drawn) counts[n]! += 1
    }
    const expected = (rounds * 10) / 40
    const chi2 = counts.slice(1).reduce((sum, c) => sum + (c - expected) ** 2 / expected, 0)
    // 39 degrees of freedom: 72.05 is the 0.1% critical value (drawing without replacement only narrows the spread)
    expect(chi2).toBeLessThan(72.05)
  })
  it("every pick count returns exactly 99%: the pay of each hit count weighed by its hypergeometric count", () => {
    const sets = binomial(40, 10)
    for (let picksCount = 1; picksCount <= 10; picksCount++) {
      const picks = board.slice(40 - picksCount)
      let paid = 0n
      let den = 0n
      let outcomes = 0n
      for (let hits = 0; hits <= picksCount; hits++) {
        const outcome = drawnWith(picks, hits)
        expect(outcome.drawn.filter((n) => picks.includes(n)).length).toBe(hits)
        const ways = binomial(picksCount, hits) * binomial(40 - picksCount, 10 - hits)
        const m = keno.multipleOf({ picks }, outcome)
        if (m.num > 0) {
          if (den === 0n) den = BigInt(m.den)
          expect(BigInt(m.den)).toBe(den)
        }
        paid += ways * BigInt(m.num)
        outcomes += ways
      }
      expect(outcomes).toBe(sets)
      expect(paid * 100n, `${picksCount} picks`).toBe(99n * den * sets)
    }
    expect(keno.rtp).toEqual({ num: 99, den: 100 })
  })
  it("the largest win, 999.84×, is ten picks all drawn, and no pick count and hit count pays more", () => {
    let most = 0
    for (let picksCount = 1; picksCount <= 10; picksCount++)
      for (let hits = 0; hits <= picksCount; hits++) {
        const picks = board.slice(0, picksCount)
        const m = keno.multipleOf({ picks }, drawnWith(picks, hits))
        most = Math.max(most, m.num / m.den)
      }
    expect(most).toBe(999.84)
    expect(keno.maxWin.num / keno.maxWin.den).toBe(999.84)
    const ten = board.slice(0, 10)
    expect(keno.multipleOf({ picks: ten }, keno.draw({ picks: ten }, scriptedDraws(new Array(10).fill(0))))).toEqual({ num: 99_984, den: 100 })
  })
  it("refuses no picks, more than ten, a number picked twice, numbers off the board and fractions", () => {
    const accepts = (picks: unknown) => Either.isRight(Schema.decodeUnknownEither(KenoChoices)({ picks }))
    expect(accepts([1, 40, 17])).toBe(true)
    expect(accepts([])).toBe(false)
    expect(accepts(board.slice(0, 11))).toBe(false)
    expect(accepts([5, 5])).toBe(false)
    expect(accepts([0])).toBe(false)
    expect(accepts([41])).toBe(false)
    expect(accepts([1.5])).toBe(false)
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { minLength: 1, maxLength: 10 }), (picks) => {
        expect(accepts(picks)).toBe(true)
      })
    )
  })
})
