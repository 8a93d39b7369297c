import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { expressCoefficient, payout, toThousandths } from "../../src/domain/coupon/coefficient"
import { CouponType } from "../../src/domain/coupon/couponType"
import { type LineLeg, linesOf, possibleWin } from "../../src/domain/coupon/lines"
import {
  binomial,
  isValidSystem,
  splitStake,
  systemLines
} from "../../src/domain/coupon/system"

interface SystemSelection {
  readonly coefficient: number
  readonly banker: boolean
}

/** The system's possible win and its lines, as the coupon computes them. */
const systemWin = (selections: ReadonlyArray<SystemSelection>, k: number, total: bigint) => {
  const stake = { type: CouponType.system, legs: selections.map((s): LineLeg => ({ coef: s.coefficient, banker: s.banker })), amount: Number(total), systemValue: k }
  const win = possibleWin(stake)
  const made = linesOf(stake)
  if (win === undefined || made === undefined) return undefined
  const perLine = BigInt(made.lines[0]!.stake)
  return { lines: made.lines.length, stakePerLine: perLine, unstaked: BigInt(made.unstaked), max: BigInt(win.max), min: BigInt(win.min) }
}

describe("coefficients as exact thousandths", () => {
  it("reads prices with up to three decimals and refuses the rest", () => {
    expect(toThousandths(1.91)).toBe(1910n)
    expect(toThousandths(2.375)).toBe(2375n)
    expect(toThousandths(1000)).toBe(1_000_000n)
    expect(() => toThousandths(1.0001)).toThrow(RangeError)
    expect(() => toThousandths(0.99)).toThrow(RangeError)
  })

  it("multiplies an express exactly and rounds half up to three decimals once", () => {
    // 1.91 × 2.5 × 1.5 = 7.1625 → 7.163
    expect(expressCoefficient([1.91, 2.5, 1.5])).toBe(7.163)
    expect(expressCoefficient([2])).toBe(2)
    expect(expressCoefficient([1.01, 1.01])).toBe(1.02) // 1.0201
  })

  it("pays a stake in minor units, rounded half up", () => {
    // 15.00 at 1.91 = 28.65; 1 kopeck at 1.5 = 1.5 → 2
    expect(payout(1500n, 1910n, 1)).toBe(2865n)
    expect(payout(1n, 1500n, 1)).toBe(2n)
    expect(payout(333n, 1910n * 2500n, 2)).toBe(1590n) // 333 × 4.775 = 1590.075
  })
})

/** Pascal's triangle, built by addition: an oracle that shares nothing with the multiplicative formula. */
const pascal: ReadonlyArray<ReadonlyArray<number>> = (() => {
  const rows: Array<Array<number>> = [[1]]
  for (let n = 1; n <= 30; n++) rows.push(Array.from({ length: n + 1 }, (_, r) => (rows[n - 1]![r - 1] ?? 0) + (rows[n - 1]![r] ?? 0)))
  return rows
})()

describe("system bets: k of n with bankers (k counts the bankers)", () => {
  it("has C(n − b, k − b) lines", () => {
    expect(systemLines({ n: 4, k: 2, bankers: 1 })).toBe(3)
    expect(systemLines({ n: 4, k: 2, bankers: 0 })).toBe(6)
    expect(systemLines({ n: 5, k: 3, bankers: 0 })).toBe(10)
    expect(systemLines({ n: 8, k: 4, bankers: 2 })).toBe(15)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: -2, max: 32 }), (n, r) => {
        expect(binomial(n, r)).toBe(pascal[n]![r] ?? 0)
      })
    )
  })

  it("needs a system value of at least 2 and room beside the bankers", () => {
    expect(isValidSystem({ n: 4, k: 1, bankers: 0 })).toBe(false)
    expect(isValidSystem({ n: 4, k: 2, bankers: 2 })).toBe(false)
    expect(isValidSystem({ n: 4, k: 5, bankers: 0 })).toBe(false)
    expect(isValidSystem({ n: 4, k: 2, bankers: 1 })).toBe(true)
  })

  it("splits the total stake evenly and says what is left unstaked", () => {
    expect(splitStake(1000n, 3)).toEqual({ perLine: 333n, unstaked: 1n })
    expect(splitStake(600n, 6)).toEqual({ perLine: 100n, unstaked: 0n })
  })

  it("2/4 with one banker: 3 lines, their possible wins by hand", () => {
    const selections: ReadonlyArray<SystemSelection> = [
      { coefficient: 2, banker: true },
      { coefficient: 1.5, banker: false },
      { coefficient: 3, banker: false },
      { coefficient: 1.8, banker: false }
    ]
    // 3 lines of 100: 2×1.5 + 2×3 + 2×1.8 = 3 + 6 + 3.6 = 12.6 → 1260; the least: 2 × 1.5 = 3 → 300
    expect(systemWin(selections, 2, 300n)).toEqual({ lines: 3, stakePerLine: 100n, unstaked: 0n, max: 1260n, min: 300n })
  })

  // Prices up to 5 and stakes up to 10 000.00 keep every sum below 2^53 (5^10 × 10^6 < 10^13): the saturation is tested on its own.
  const selection = fc.record({ coefficient: fc.integer({ min: 1010, max: 5_000 }).map((t) => t / 1000), banker: fc.boolean() })
  const system = fc
    .array(selection, { minLength: 2, maxLength: 10 })
    .chain((selections) => fc.record({ selections: fc.constant(selections), k: fc.integer({ min: 2, max: selections.length }), total: fc.bigInt({ min: 1n, max: 1_000_000n }) }))

  it("has the maximum possible win of the brute-force sum over every line, and a minimum no larger", () => {
    fc.assert(
      fc.property(system, ({ selections, k, total }) => {
        const win = systemWin(selections, k, total)
        const bankers = selections.filter((s) => s.banker).length
        if (!isValidSystem({ n: selections.length, k, bankers })) {
          expect(win).toBeUndefined()
          return
        }
        // Brute force: every subset of size k that holds all bankers is a line.
        let lines = 0
        let exact = 0n
        let least: bigint | undefined
        for (let mask = 0; mask < 1 << selections.length; mask++) {
          const chosen = selections.filter((_, i) => (mask >> i) & 1)
          if (chosen.length !== k || chosen.filter((s) => s.banker).length !== bankers) continue
          lines++
          const product = chosen.reduce((acc, s) => acc * BigInt(Math.round(s.coefficient * 1000)), 1n)
          exact += product
          least = least === undefined || product < least ? product : least
        }
        const perLine = total / BigInt(lines)
        const scale = 1000n ** BigInt(k)
        const roundHalfUp = (x: bigint) => (2n * x + scale) / (2n * scale)
        expect(win).toEqual({ lines, stakePerLine: perLine, unstaked: total - perLine * BigInt(lines), max: roundHalfUp(perLine * exact), min: roundHalfUp(perLine * least!) })
        expect(win!.min).toBeLessThanOrEqual(win!.max)
      }),
      { numRuns: 300 }
    )
  })
})
