import { applyCouponEdit, CouponState, EMPTY_COUPON, restoreCoupon } from "../../domain/coupon/couponState"
import { defineProjection } from "../projection"

/**
 * The coupon being built (SPEC.md 3 "Coupon state"): what this browser kept, then every edit. A placed coupon
 * empties it; a one-click bet never entered it.
 */
export const couponProjection = defineProjection({
  name: "coupon",
  schema: CouponState,
  initial: EMPTY_COUPON,
  tags: ["CouponRestored", "CouponEdited", "CouponPlaced"],
  apply: (state, event): CouponState => {
    switch (event._tag) {
      case "CouponRestored":
        return restoreCoupon(state, event.stored)
      case "CouponEdited":
        return applyCouponEdit(state, event.edit)
      case "CouponPlaced":
        return event.oneClick ? state : applyCouponEdit(state, { _tag: "Clear" })
    }
  }
})
