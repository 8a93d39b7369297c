import { describe, expect, it } from "vitest"
import type { LegResult } from "../../src/domain/coupon/lines"
import { decide, type PlacedCouponRecord, type PlacedLegRecord } from "../../server/coupon/settlement"

/** The settler's arithmetic, by hand: what a decided coupon pays (server/coupon/settlement.ts). */

const leg = (coef: number, extra: Partial<PlacedLegRecord> = {}): PlacedLegRecord => ({ coef, banker: false, blockId: 0, amount: 0, ...extra })
const coupon = (type: PlacedCouponRecord["type"], legs: ReadonlyArray<PlacedLegRecord>, extra: Partial<PlacedCouponRecord> = {}): PlacedCouponRecord => ({
  type,
  amount: 100_00,
  amountByBlock: {},
  systemValue: 0,
  bonusCoef: null,
  legs,
  ...extra
})
const three = [leg(1.5), leg(2.0), leg(1.8)]
const results = (...r: ReadonlyArray<LegResult>) => r

describe("what a decided coupon pays", () => {
  it("an express pays stake × the product, nothing with a lost leg, and counts a void leg as 1.00", () => {
    // 100.00 × 1.5 × 2.0 × 1.8 = 540.00
    expect(decide(coupon(1, three), results("won", "won", "won"))).toEqual({ status: "won", payout: 540_00 })
    expect(decide(coupon(1, three), results("won", "lost", "won"))).toEqual({ status: "lost", payout: 0 })
    // 100.00 × 1.5 × 1.00 × 1.8 = 270.00
    expect(decide(coupon(1, three), results("won", "void", "won"))).toEqual({ status: "won", payout: 270_00 })
    expect(decide(coupon(1, three), results("void", "void", "void"))).toEqual({ status: "void", payout: 100_00 })
  })

  it("an express bonus multiplies a full win, and goes when a void leg leaves fewer than three", () => {
    // 540.00 × 1.03 = 556.20
    expect(decide(coupon(1, three, { bonusCoef: 1.03 }), results("won", "won", "won"))).toEqual({ status: "won", payout: 556_20 })
    expect(decide(coupon(1, three, { bonusCoef: 1.03 }), results("won", "void", "won"))).toEqual({ status: "won", payout: 270_00 })
    // All void: the stake back, no bonus.
    expect(decide(coupon(1, three, { bonusCoef: 1.03 }), results("void", "void", "void"))).toEqual({ status: "void", payout: 100_00 })
  })

  it("a system 2/3 pays each winning line; a lost banker loses every line", () => {
    const system = coupon(2, three, { amount: 300_00, systemValue: 2 })
    // 100.00 a line: 1.5×2.0 = 300.00, 1.5×1.8 = 270.00, 2.0×1.8 = 360.00
    expect(decide(system, results("won", "won", "won"))).toEqual({ status: "won", payout: 930_00 })
    expect(decide(system, results("won", "won", "lost"))).toEqual({ status: "won", payout: 300_00 })
    expect(decide(system, results("lost", "lost", "won"))).toEqual({ status: "lost", payout: 0 })
    // A void leg: 1.5×1.0 = 150.00, 1.5×1.8 = 270.00, 1.0×1.8 = 180.00
    expect(decide(system, results("won", "void", "won"))).toEqual({ status: "won", payout: 600_00 })

    // The first leg a banker: two lines of 150.00, {1.5, 2.0} and {1.5, 1.8}: 450.00 + 405.00.
    const withBanker = coupon(2, [leg(1.5, { banker: true }), leg(2.0), leg(1.8)], { amount: 300_00, systemValue: 2 })
    expect(decide(withBanker, results("won", "won", "won"))).toEqual({ status: "won", payout: 855_00 })
    expect(decide(withBanker, results("lost", "won", "won"))).toEqual({ status: "lost", payout: 0 })
  })

  it("multiple singles pay each bet on its own stake; a block system pays each block", () => {
    const singles = coupon(9, [leg(1.5, { amount: 10_00 }), leg(2.0, { amount: 20_00 })], { amount: 0 })
    expect(decide(singles, results("won", "lost"))).toEqual({ status: "won", payout: 15_00 })
    expect(decide(singles, results("won", "void"))).toEqual({ status: "won", payout: 35_00 })
    const blocks = coupon(4, [leg(1.5, { blockId: 1 }), leg(2.0, { blockId: 1 }), leg(1.8, { blockId: 2 }), leg(1.1, { blockId: 2 })], {
      amount: 0,
      amountByBlock: { "1": 10_00, "2": 50_00 }
    })
    // Block 1: 10.00 × 3.0 = 30.00; block 2: 50.00 × 1.98 = 99.00
    expect(decide(blocks, results("won", "won", "won", "won"))).toEqual({ status: "won", payout: 129_00 })
    expect(decide(blocks, results("won", "won", "lost", "won"))).toEqual({ status: "won", payout: 30_00 })
  })
})
