import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type AccountRef, type Currency, isBalanced, type MinorUnits, movements } from "../../src/domain/account/ledger"
import { CouponType } from "../../src/domain/coupon/couponType"
import { isPromoAllowed } from "../../src/domain/coupon/rules"
import { boostExtra } from "../../src/domain/promo/couponPromo"
import { isOfficeKind, PROMO_CODE_KINDS } from "../../src/domain/promo/promoCodes"

/**
 * The odds boost of a coupon promo code (src/domain/promo/couponPromo.ts) against a brute-force model: the boost is
 * the largest whole number of kopecks b with 100 × b ≤ percent × winnings, and no more than the cap; nothing without
 * winnings. Its settlement moves money only between accounts, and the player gets the payout plus the boost.
 */

/** The model: count up kopeck by kopeck while 100 × b stays within percent × winnings (small amounts only). */
const bruteBoost = (percent: number, cap: number, stake: number, payout: number): number => {
  const winnings = payout - stake
  let b = 0
  while (b < cap && 100 * (b + 1) <= percent * winnings) b++
  return b
}

const RUB = "RUB" as Currency
const PLAYER = "player:7" as AccountRef

describe("the odds boost of a coupon promo code", () => {
  it("adds percent × winnings rounded down, at most the cap, and nothing to a coupon that pays no more than its stake", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100 }), fc.integer({ min: 1, max: 3_000 }), fc.integer({ min: 1, max: 2_000 }), fc.integer({ min: 0, max: 8_000 }), (percent, cap, stake, payout) => {
        expect(boostExtra({ percent, cap }, stake, payout)).toBe(bruteBoost(percent, cap, stake, payout))
      })
    )
  })

  it("by hand: 10% of 150.00 winnings is 15.00; under a cap of 10.00 it is 10.00; a void coupon's stake back gets nothing", () => {
    expect(boostExtra({ percent: 10, cap: 50_00 }, 100_00, 250_00)).toBe(15_00)
    expect(boostExtra({ percent: 10, cap: 10_00 }, 100_00, 250_00)).toBe(10_00)
    expect(boostExtra({ percent: 10, cap: 50_00 }, 100_00, 100_00)).toBe(0)
    expect(boostExtra({ percent: 10, cap: 50_00 }, 100_00, 0)).toBe(0)
    // 7% of 0.15 is 0.0105: one kopeck.
    expect(boostExtra({ percent: 7, cap: 50_00 }, 1_00, 1_15)).toBe(1)
  })

  it("settles a boosted coupon in one balanced transaction: the player gets payout + boost, the promotions account pays the boost", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 5_000_000 }), fc.integer({ min: 0, max: 100_000 }), (stake, payout, boost) => {
        const tx = movements.settleBoosted("coupon-settle:1", PLAYER, RUB, stake as MinorUnits, payout as MinorUnits, boost as MinorUnits, "house:promo-bonuses")
        expect(isBalanced(tx)).toBe(true)
        expect(tx.entries.every((entry) => entry.amount !== 0)).toBe(true)
        const to = (account: string) => tx.entries.filter((entry) => entry.account === account).reduce((sum, entry) => sum + entry.amount, 0)
        expect(to(PLAYER)).toBe(payout + boost)
        expect(to("house:promo-bonuses") + boost).toBe(0)
        expect(to("house:bookmaker")).toBe(stake - payout)
      })
    )
  })

  it("SPEC.md 5: a promo code is taken by every coupon type but multiple singles; boost codes are typed in the slip, the others in the office", () => {
    expect([CouponType.single, CouponType.express, CouponType.system, CouponType.blocks, CouponType.multiSingles].map(isPromoAllowed)).toEqual([true, true, true, true, false])
    expect(PROMO_CODE_KINDS.filter(isOfficeKind)).toEqual(["sport", "casino", "freebet"])
  })
})
