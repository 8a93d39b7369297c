import { describe, expect, it } from "vitest"
import { decideBuilder } from "../../server/coupon/builderSettlement"

describe("a bet builder's end", () => {
  it("is won only when every leg won, at its own price; lost on any lost leg; the stake back on a void one", () => {
    // 100.00 at 3.80 pays 380.00; at 3.333, 333.30.
    expect(decideBuilder(100_00, 3.8, ["won", "won"])).toEqual({ status: "won", payout: 380_00 })
    expect(decideBuilder(100_00, 3.333, ["won", "won", "won"])).toEqual({ status: "won", payout: 333_30 })
    // 0.15 at 3.333 is 0.49995: rounded half up to 0.50.
    expect(decideBuilder(15, 3.333, ["won", "won"])).toEqual({ status: "won", payout: 50 })
    expect(decideBuilder(100_00, 3.8, ["won", "lost"])).toEqual({ status: "lost", payout: 0 })
    expect(decideBuilder(100_00, 3.8, ["void", "lost"])).toEqual({ status: "lost", payout: 0 })
    expect(decideBuilder(100_00, 3.8, ["won", "void"])).toEqual({ status: "void", payout: 100_00 })
    expect(decideBuilder(100_00, 3.8, ["void", "void"])).toEqual({ status: "void", payout: 100_00 })
  })
})
