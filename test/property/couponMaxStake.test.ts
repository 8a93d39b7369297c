import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { CouponType, type CouponTypeId } from "../../src/domain/coupon/couponType"
import { type CouponStake, type LineLeg, possibleWin } from "../../src/domain/coupon/lines"
import { maxStake } from "../../src/domain/coupon/maxStake"
import type { CouponLimits } from "../../src/domain/coupon/rules"

/** Limits as a site sets them: the maximum applies to singles, expresses and systems (SPEC.md 5). */
const limitsOf = (maxBetAmount: number | null, maxPayout: number): CouponLimits => ({
  minBetAmount: 100,
  maxBetAmount,
  maxPayout,
  minAmountTypes: [0, 1, 2, 4, 9],
  maxAmountTypes: [0, 1, 2]
})
const single = (coef: number): Omit<CouponStake, "amount"> => ({ type: CouponType.single, legs: [{ coef }] })
const express = (...coefs: Array<number>): Omit<CouponStake, "amount"> => ({ type: CouponType.express, legs: coefs.map((coef) => ({ coef })) })

describe("the largest stake a coupon takes (Max and auto-max)", () => {
  it("is bound by the payout, the maximum stake or the balance, whichever is least (hand-computed)", () => {
    // 2.50 × 40 000 = 100 000, the maximum payout; 40 001 would pay 100 002.50.
    expect(maxStake(single(2.5), limitsOf(100_000, 100_000), 0, 50_000)).toBe(40_000)
    // The balance binds: 30 000 × 2.50 = 75 000 fits.
    expect(maxStake(single(2.5), limitsOf(100_000, 100_000), 0, 30_000)).toBe(30_000)
    // The maximum stake binds: 2.00 × 3.00 = 6.00, 5 000 × 6 = 30 000 within 1 000 000.
    expect(maxStake(express(2, 3), limitsOf(5_000, 1_000_000), 0, 1_000_000)).toBe(5_000)
    // No maximum on the bonus account (SPEC.md 5): its balance binds.
    expect(maxStake(single(2), limitsOf(5_000, 1_000_000), 4, 8_000)).toBe(8_000)
    // Rounding: 3 000 × 3.333 = 9 999 fits 10 000; 3 001 × 3.333 = 10 002.333 does not.
    expect(maxStake(single(3.333), limitsOf(null, 10_000), 0, 1_000_000)).toBe(3_000)
    // A system 2/3 at 2.00 each: 3 lines of ⌊stake/3⌋ paying 4.00 each, 12 × ⌊stake/3⌋ ≤ 40 000 up to 10 001 (3 333 a
    // line, the 2 left over stay with the player); 10 002 splits into 3 334 a line and pays 40 008.
    expect(maxStake({ type: CouponType.system, legs: [{ coef: 2 }, { coef: 2 }, { coef: 2 }], systemValue: 2 }, limitsOf(null, 40_000), 0, 1_000_000)).toBe(10_001)
    // Nothing fits an empty account; blocks and multiple singles stake per block and per bet.
    expect(maxStake(single(2), limitsOf(5_000, 100_000), 0, 0)).toBe(0)
    expect(maxStake({ type: CouponType.multiSingles, legs: [{ coef: 2 }] }, limitsOf(5_000, 100_000), 0, 1_000)).toBeUndefined()
  })

  const legs = fc.array(fc.integer({ min: 1_010, max: 30_000 }).map((thousandths): LineLeg => ({ coef: thousandths / 1000 })), { minLength: 1, maxLength: 6 })
  const coupon = fc.oneof(
    legs.map((each): Omit<CouponStake, "amount"> => ({ type: CouponType.single, legs: [each[0]!] })),
    legs.filter((each) => each.length >= 2).map((each): Omit<CouponStake, "amount"> => ({ type: CouponType.express, legs: each })),
    legs
      .filter((each) => each.length >= 3)
      .chain((each) => fc.integer({ min: 2, max: each.length - 1 }).map((k): Omit<CouponStake, "amount"> => ({ type: CouponType.system, legs: each, systemValue: k })))
  )
  const paysWithin = (stake: Omit<CouponStake, "amount">, amount: number, maxPayout: number) => possibleWin({ ...stake, amount })!.max <= maxPayout

  // The brute force tries up to 3 000 stakes a case, each a system's every line: seconds on a loaded CI core.
  it("equals the largest stake found by trying every stake from the top down", { timeout: 60_000 }, () => {
    fc.assert(
      fc.property(
        coupon,
        fc.option(fc.integer({ min: 1, max: 3_000 }), { nil: null }),
        fc.integer({ min: 0, max: 20_000 }),
        fc.constantFrom(0, 4, 9),
        fc.integer({ min: 0, max: 3_000 }),
        (stake, maxBetAmount, maxPayout, accountType, balance) => {
          // The bounds as SPEC.md 5 states them, written out here: no maximum on the bonus account (type 4).
          const ceiling = Math.min(balance, maxBetAmount !== null && accountType !== 4 ? maxBetAmount : balance)
          let expected = ceiling
          while (expected > 0 && !paysWithin(stake, expected, maxPayout)) expected--
          expect(maxStake(stake, limitsOf(maxBetAmount, maxPayout), accountType, balance)).toBe(expected)
        }
      ),
      { numRuns: 300 }
    )
  })

  it("stays within every bound at large amounts, and one minor unit more breaks one of them", () => {
    fc.assert(
      fc.property(
        coupon,
        fc.option(fc.integer({ min: 1, max: 10_000_000_00 }), { nil: null }),
        fc.integer({ min: 0, max: 1_000_000_000_00 }),
        fc.integer({ min: 0, max: 10_000_000_00 }),
        (stake, maxBetAmount, maxPayout, balance) => {
          const found = maxStake(stake, limitsOf(maxBetAmount, maxPayout), 0, balance)!
          expect(found).toBeLessThanOrEqual(balance)
          if (maxBetAmount !== null) expect(found).toBeLessThanOrEqual(maxBetAmount)
          if (found > 0) expect(paysWithin(stake, found, maxPayout)).toBe(true)
          const atCeiling = found === balance || found === maxBetAmount
          expect(atCeiling || !paysWithin(stake, found + 1, maxPayout)).toBe(true)
        }
      ),
      { numRuns: 300 }
    )
  })

  it("is defined for singles, expresses and systems only", () => {
    const types: ReadonlyArray<CouponTypeId> = [0, 1, 2, 4, 9]
    const defined = types.filter((type) => maxStake({ type, legs: [{ coef: 2 }, { coef: 2 }, { coef: 2 }], systemValue: 2 }, limitsOf(null, 1_000), 0, 100) !== undefined)
    expect(defined).toEqual([0, 1, 2])
  })
})
