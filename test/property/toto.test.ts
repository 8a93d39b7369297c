import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  combinationsOf,
  couponProblem,
  linesByMatches,
  matchedOf,
  outcomeOfScore,
  pickOf,
  priceOf,
  TOTO_PICKS,
  type TotoPick,
  type TotoResult
} from "../../src/domain/toto/coupon"
import { marginOf, prizeOfLines, splitPool, tierLinesOf, TOTO_TIERS } from "../../src/domain/toto/pool"

/**
 * Toto's rules (src/domain/toto): a coupon's lines and price, its lines counted by matches against a brute-force
 * enumeration of every line, and the pool split paying out exactly the pool less the margin (with the jackpot carried
 * in and out), never a minor unit made or lost.
 */

const pickArb = fc.constantFrom(...TOTO_PICKS)
const resultArb = fc.constantFrom<TotoResult>("1", "X", "2", "void")

/** Every line of a coupon, one outcome per game, spelled out. */
const everyLine = (picks: ReadonlyArray<TotoPick>): ReadonlyArray<ReadonlyArray<string>> =>
  picks.reduce<ReadonlyArray<ReadonlyArray<string>>>((lines, pick) => lines.flatMap((line) => [...pick].map((o) => [...line, o])), [[]])

/** The brute-force model: each line's matches counted one game at a time (a void game matches every pick). */
const bruteForce = (picks: ReadonlyArray<TotoPick>, results: ReadonlyArray<TotoResult>): ReadonlyArray<number> => {
  const counts = new Array<number>(picks.length + 1).fill(0)
  for (const line of everyLine(picks)) {
    let matched = 0
    line.forEach((o, i) => {
      if (results[i] === "void" || results[i] === o) matched++
    })
    counts[matched]++
  }
  return counts
}

describe("a toto coupon", () => {
  it("stands for the product of its picks' sizes in lines, and costs that many base stakes", () => {
    expect(combinationsOf(Array<TotoPick>(15).fill("1"))).toBe(1)
    expect(combinationsOf(["1X", "X2", "1X2", ...Array<TotoPick>(12).fill("2")])).toBe(12)
    expect(priceOf(["1X", "X2", "1X2", ...Array<TotoPick>(12).fill("2")], 1_000)).toBe(12_000)
    expect(combinationsOf(["1X2", "1X2", "1X2", "1X2", "12", "12", "12", "12", ...Array<TotoPick>(7).fill("X")])).toBe(1_296)
    fc.assert(
      fc.property(fc.array(pickArb, { minLength: 12, maxLength: 15 }), (picks) => {
        expect(combinationsOf(picks)).toBe(everyLine(picks).length)
      })
    )
  })
  it("is one pick per game of the draw and at most 1,296 lines", () => {
    expect(couponProblem(15, Array<TotoPick>(14).fill("1"))).toBe("count")
    expect(couponProblem(15, Array<TotoPick>(15).fill("1"))).toBeNull()
    expect(couponProblem(15, ["1X2", "1X2", "1X2", "1X2", "12", "12", "12", "12", ...Array<TotoPick>(7).fill("X")])).toBeNull()
    expect(couponProblem(15, ["1X2", "1X2", "1X2", "1X2", "12", "12", "12", "12", "12", ...Array<TotoPick>(6).fill("X")])).toBe("combinations")
  })
  it("writes a set of outcomes in the order 1, X, 2", () => {
    expect(pickOf(["2", "1"])).toBe("12")
    expect(pickOf(["X", "2", "1"])).toBe("1X2")
    expect(pickOf([])).toBeNull()
  })
  it("reads a football result as 1, X or 2 from the final score", () => {
    expect(outcomeOfScore({ home: 2, away: 1 })).toBe("1")
    expect(outcomeOfScore({ home: 0, away: 0 })).toBe("X")
    expect(outcomeOfScore({ home: 1, away: 3 })).toBe("2")
  })
  it("counts its lines by matches as the brute-force enumeration of every line does, its best line the most matched", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 15 }).chain((n) => fc.tuple(fc.array(pickArb, { minLength: n, maxLength: n }), fc.array(resultArb, { minLength: n, maxLength: n }))),
        ([picks, results]) => {
          fc.pre(combinationsOf(picks) <= 5_000)
          const counted = linesByMatches(picks, results)
          const model = bruteForce(picks, results)
          expect(counted).toEqual(model)
          const best = model.reduce((top, count, k) => (count > 0 ? k : top), 0)
          expect(matchedOf(picks, results)).toBe(best)
        }
      )
    )
  })
  it("wins a tier by the lines that missed that tier's games: all 15, 14 of 15, 13 of 15", () => {
    // Two picks on the first game (one right), the rest single; the last two games wrong.
    const picks: TotoPick[] = ["1X", ...Array<TotoPick>(12).fill("1"), "2", "2"]
    const results: TotoResult[] = ["1", ...Array<TotoResult>(12).fill("1"), "1", "1"]
    expect(matchedOf(picks, results)).toBe(13)
    expect(tierLinesOf(linesByMatches(picks, results), 15)).toEqual([0, 0, 1])
    const allRight: TotoPick[] = ["1X", ...Array<TotoPick>(14).fill("1")]
    expect(tierLinesOf(linesByMatches(allRight, Array<TotoResult>(15).fill("1")), 15)).toEqual([1, 1, 0])
  })
})

describe("a toto pool", () => {
  it("keeps a 15 % margin and shares the rest 50 / 30 / 20 among the tiers", () => {
    expect(marginOf(100_000)).toBe(15_000)
    expect(marginOf(99)).toBe(14)
    const split = splitPool(100_000, 0, [1, 2, 4])
    expect(split.margin).toBe(15_000)
    expect(split.tiers.map((t) => t.fund)).toEqual([42_500, 25_500, 17_000])
    expect(split.tiers.map((t) => t.perLine)).toEqual([42_500, 12_750, 4_250])
    expect(split.jackpotOut).toBe(0)
  })
  it("rolls an unwon tier and the divisions' remainders into the jackpot, which the next draw's top tier takes", () => {
    const split = splitPool(10_000, 0, [0, 3, 7])
    // fund 8,500: top 4,250 unwon; 2,550 / 3 = 850; 1,700 / 7 = 242 rest 6.
    expect(split.tiers.map((t) => t.perLine)).toEqual([0, 850, 242])
    expect(split.jackpotOut).toBe(4_256)
    const next = splitPool(10_000, split.jackpotOut, [1, 0, 0])
    expect(next.tiers[0]!.fund).toBe(4_250 + 4_256)
    expect(next.tiers[0]!.perLine).toBe(8_506)
  })
  it("pays out exactly the pool less the margin, with the jackpot in and out, in whole minor units", () => {
    const coupon = fc.record({ stakeLines: fc.integer({ min: 1, max: 1_296 }), tierLines: fc.tuple(fc.nat(5), fc.nat(20), fc.nat(200)) })
    fc.assert(
      fc.property(fc.array(coupon, { maxLength: 40 }), fc.nat(1_000_000_000), fc.integer({ min: 1, max: 100_000 }), (coupons, jackpotIn, baseStake) => {
        const pool = coupons.reduce((sum, c) => sum + c.stakeLines * baseStake, 0)
        const linesByTier = TOTO_TIERS.map((_, i) => coupons.reduce((sum, c) => sum + c.tierLines[i]!, 0))
        const split = splitPool(pool, jackpotIn, linesByTier)
        const payouts = coupons.reduce((sum, c) => sum + prizeOfLines(c.tierLines, split), 0)
        expect(Number.isSafeInteger(payouts) && payouts >= 0).toBe(true)
        expect(split.jackpotOut).toBeGreaterThanOrEqual(0)
        expect(split.margin).toBe(Math.floor((pool * 15) / 100))
        expect(payouts + split.jackpotOut).toBe(pool - split.margin + jackpotIn)
        // No tier pays more than its fund; a won tier leaves less than one line's worth per winning line behind.
        for (const tier of split.tiers) {
          expect(tier.perLine * tier.lines).toBeLessThanOrEqual(tier.fund)
          if (tier.lines > 0) expect(tier.fund - tier.perLine * tier.lines).toBeLessThan(tier.lines)
        }
      })
    )
  })
})
