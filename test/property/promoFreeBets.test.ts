import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type AccountRef, type Currency, isBalanced, type MinorUnits, movements } from "../../src/domain/account/ledger"
import { CouponType, type CouponTypeId } from "../../src/domain/coupon/couponType"
import {
  antiExpressPayback,
  antiExpressPercentOf,
  expressPromotionPayout,
  expressPromotionsOf,
  hyperExtra,
  hyperPercentOf
} from "../../src/domain/promo/expressPromotions"
import { type FreeBetTerms, freeBetPayout, freeBetRefusal } from "../../src/domain/promo/freeBets"

/**
 * Free bets (src/domain/promo/freeBets.ts) and the express promotions (src/domain/promo/expressPromotions.ts) against
 * hand-written tables and independent models: the refusal order of a free bet, the winnings-only payout and its ledger,
 * the hyper bonus's percents by number of qualifying selections and the anti-express's paybacks by number of
 * selections, written out here by hand.
 */

const RUB = "RUB" as Currency
const PLAYER = "player:7" as AccountRef

const FREE_BET: FreeBetTerms = { currency: "RUB", amount: 100_00, minCoefMilli: 1500, anyType: false, expiresAt: 1_000, used: false }

describe("a free bet", () => {
  it("by hand: takes a single or express of exactly its amount at its odds, and names what it refuses", () => {
    const coupon = { type: CouponType.single as CouponTypeId, currency: "RUB", stake: 100_00, coefMilli: 1500 }
    expect(freeBetRefusal(FREE_BET, coupon, 999)).toBeNull()
    expect(freeBetRefusal(FREE_BET, { ...coupon, type: CouponType.express }, 0)).toBeNull()
    expect(freeBetRefusal({ ...FREE_BET, used: true }, coupon, 0)).toBe("used")
    expect(freeBetRefusal(FREE_BET, coupon, 1_000)).toBe("expired")
    expect(freeBetRefusal(FREE_BET, { ...coupon, currency: "USD" }, 0)).toBe("currency")
    expect(freeBetRefusal(FREE_BET, { ...coupon, stake: 99_99 }, 0)).toBe("amount")
    expect(freeBetRefusal(FREE_BET, { ...coupon, coefMilli: 1499 }, 0)).toBe("odds")
    expect(freeBetRefusal(FREE_BET, { ...coupon, type: CouponType.system, coefMilli: null }, 0)).toBe("couponType")
    expect(freeBetRefusal({ ...FREE_BET, anyType: true, minCoefMilli: 0 }, { ...coupon, type: CouponType.multiSingles, coefMilli: null }, 0)).toBeNull()
    // A free bet with minimum odds refuses a coupon with no one price.
    expect(freeBetRefusal({ ...FREE_BET, anyType: true }, { ...coupon, type: CouponType.system, coefMilli: null }, 0)).toBe("odds")
  })

  it("is taken only when every one of its conditions holds (an independent conjunction of them)", () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.integer({ min: 0, max: 2_000 }),
        fc.constantFrom<CouponTypeId>(0, 1, 2, 4, 9),
        fc.constantFrom("RUB", "USD"),
        fc.integer({ min: 99_00, max: 101_00 }),
        fc.option(fc.integer({ min: 1000, max: 3000 }), { nil: null }),
        fc.boolean(),
        (used, now, type, currency, stake, coefMilli, anyType) => {
          const terms = { ...FREE_BET, used, anyType }
          const taken =
            !used && now < 1_000 && currency === "RUB" && (type <= 1 || anyType) && stake === 100_00 && coefMilli !== null && coefMilli >= 1500
          expect(freeBetRefusal(terms, { type, currency, stake, coefMilli }, now) === null).toBe(taken)
        }
      )
    )
  })

  it("pays the winnings of a won coupon only, nothing when lost or void, in a balanced settlement keeping the player's side", () => {
    expect(freeBetPayout("won", 100_00, 250_00)).toBe(150_00)
    expect(freeBetPayout("lost", 100_00, 0)).toBe(0)
    expect(freeBetPayout("void", 100_00, 100_00)).toBe(0)
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 0, max: 5_000_000 }), fc.boolean(), (stake, winnings, isVoid) => {
        const tx = movements.settleFreeBet("coupon-settle:1", PLAYER, RUB, stake as MinorUnits, winnings as MinorUnits, isVoid)
        expect(isBalanced(tx)).toBe(true)
        expect(tx.entries.every((entry) => entry.amount !== 0)).toBe(true)
        const to = (account: string) => tx.entries.filter((entry) => entry.account === account).reduce((sum, entry) => sum + entry.amount, 0)
        expect(to(PLAYER)).toBe(isVoid ? 0 : winnings)
        expect(to("house:free-bets")).toBe(isVoid ? stake : 0)
        expect(to("house:bookmaker")).toBe(0)
      })
    )
    const staked = movements.reserveFreeBet("coupon-stake:1:k", RUB, 100_00 as MinorUnits)
    expect(staked.entries).toEqual([
      { account: "house:free-bets", currency: RUB, amount: -100_00 },
      { account: "house:stakes-held", currency: RUB, amount: 100_00 }
    ])
  })
})

/** The hyper bonus's percents by number of qualifying selections, written out by hand. */
const HYPER_BY_HAND: Readonly<Record<number, number>> = { 0: 0, 1: 0, 2: 0, 3: 0, 4: 3, 5: 5, 6: 7, 7: 10, 8: 15, 9: 20, 10: 25, 11: 30, 12: 30, 20: 30, 30: 30 }
/** The anti-express's percents of the stake by number of selections (all qualifying), written out by hand. */
const ANTI_BY_HAND: Readonly<Record<number, number>> = { 2: 0, 4: 0, 5: 50, 6: 50, 7: 100, 8: 100, 9: 100, 10: 150, 30: 150 }

describe("the express promotions", () => {
  it("by hand: the hyper bonus counts selections at 1.30 and more, the anti-express needs every selection there", () => {
    for (const [count, percent] of Object.entries(HYPER_BY_HAND)) {
      expect(hyperPercentOf([...Array(Number(count)).fill(1300), 1299, 1000])).toBe(percent)
    }
    for (const [count, percent] of Object.entries(ANTI_BY_HAND)) {
      expect(antiExpressPercentOf(Array(Number(count)).fill(2000))).toBe(percent)
      expect(antiExpressPercentOf([...Array(Number(count)).fill(2000), 1299])).toBe(0)
    }
    // Only a real-money express has them.
    expect(expressPromotionsOf(CouponType.express, Array(5).fill(1500), true)).toEqual({ hyperPercent: 5, antiExpressPercent: 50 })
    expect(expressPromotionsOf(CouponType.express, Array(5).fill(1500), false)).toEqual({ hyperPercent: 0, antiExpressPercent: 0 })
    expect(expressPromotionsOf(CouponType.system, Array(5).fill(1500), true)).toEqual({ hyperPercent: 0, antiExpressPercent: 0 })
  })

  it("by hand: pays 3% of 4 winning selections' winnings, half the stake back for a five-fold lost by one, nothing lost by two", () => {
    const won = (n: number) => Array.from({ length: n }, () => ({ coefMilli: 2000, result: "won" as const }))
    const placed = { hyperPercent: 5, antiExpressPercent: 50 }
    // Five at 2.00: 32× the stake; 5% of 3 100.00 winnings is 155.00.
    expect(expressPromotionPayout(placed, won(5), 100_00, 3_200_00, "RUB")).toEqual({ hyper: 155_00, antiExpress: 0 })
    expect(expressPromotionPayout(placed, [...won(4), { coefMilli: 2000, result: "lost" }], 100_00, 0, "RUB")).toEqual({ hyper: 0, antiExpress: 50_00 })
    expect(expressPromotionPayout(placed, [...won(3), { coefMilli: 2000, result: "lost" }, { coefMilli: 2000, result: "lost" }], 100_00, 0, "RUB")).toEqual({ hyper: 0, antiExpress: 0 })
    // A void selection leaves four: 3% of the winnings, never more than placed; a four-fold lost by one pays nothing back.
    expect(expressPromotionPayout(placed, [...won(4), { coefMilli: 2000, result: "void" }], 100_00, 1_600_00, "RUB")).toEqual({ hyper: 45_00, antiExpress: 0 })
    expect(expressPromotionPayout(placed, [...won(3), { coefMilli: 2000, result: "lost" }, { coefMilli: 2000, result: "void" }], 100_00, 0, "RUB")).toEqual({ hyper: 0, antiExpress: 0 })
    // The cap: 50 000.00 ₽.
    expect(hyperExtra(30, 100_000_00, 10_000_000_00, "RUB")).toBe(50_000_00)
  })

  it("pays the hyper bonus as the largest whole kopecks within percent × winnings (brute force), and the anti-express the same of the stake", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.integer({ min: 1, max: 3_000 }), fc.integer({ min: 0, max: 9_000 }), (percent, stake, payout) => {
        let model = 0
        while (100 * (model + 1) <= percent * (payout - stake)) model++
        expect(hyperExtra(percent, stake, payout, "RUB")).toBe(model)
        let back = 0
        while (100 * (back + 1) <= percent * stake) back++
        expect(antiExpressPayback(percent, stake)).toBe(back)
      })
    )
  })

  it("never pays both, never pays a coupon lost by two or more, and never more than the percents it was placed with", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ coefMilli: fc.integer({ min: 1000, max: 5000 }), result: fc.constantFrom("won" as const, "lost" as const, "void" as const) }), { minLength: 2, maxLength: 14 }),
        fc.integer({ min: 1, max: 100_000 }),
        (selections, stake) => {
          const placed = expressPromotionsOf(CouponType.express, selections.map((s) => s.coefMilli), true)
          const lost = selections.filter((s) => s.result === "lost").length
          const payout = lost > 0 ? 0 : stake * 40
          const paid = expressPromotionPayout(placed, selections, stake, payout, "RUB")
          expect(paid.hyper === 0 || paid.antiExpress === 0).toBe(true)
          if (lost >= 2) expect(paid).toEqual({ hyper: 0, antiExpress: 0 })
          expect(paid.hyper).toBeLessThanOrEqual(Math.max(0, Math.floor(((payout - stake) * placed.hyperPercent) / 100)))
          expect(paid.antiExpress).toBeLessThanOrEqual(Math.floor((stake * placed.antiExpressPercent) / 100))
        }
      )
    )
  })
})
