import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { autoKeyOf } from "../../server/coupon/cashOut"
import { editPlacementKeyOf } from "../../server/coupon/cashOutPricing"
import { PlacementKey } from "../../src/domain/api/coupon"

/** The keys the server makes for itself are keys its tables take (16 to 64 letters, digits, - or _), whatever the id. */
describe("the server's own cash-out keys", () => {
  it("an automatic cash-out's key and an edit's placement key fit the key pattern for the first coupon and the largest", () => {
    for (const id of [1, 9, 10, 999_999, Number.MAX_SAFE_INTEGER]) expect(Schema.is(PlacementKey)(autoKeyOf(id))).toBe(true)
    for (const key of ["a".repeat(16), "z".repeat(64)]) expect(Schema.is(PlacementKey)(editPlacementKeyOf(key))).toBe(true)
  })
})
