import { Schema } from "effect"
import { AvailableFreeBet, CouponLimitsAnswer, PlacedCoupon } from "../../domain/api/coupon"
import { ApiError } from "../../domain/api/clientErrors"
import { defineProjection } from "../projection"

/**
 * What the server says of the coupon: the limits of the account it is placed from, a placement on its way (with
 * its key), and the last placement's result until the player closes it (the success modal, or why it failed).
 */
export const CouponPlacementState = Schema.Struct({
  limits: Schema.NullOr(CouponLimitsAnswer),
  placing: Schema.NullOr(Schema.Struct({ key: Schema.String, oneClick: Schema.Boolean })),
  success: Schema.NullOr(PlacedCoupon),
  failure: Schema.NullOr(Schema.Struct({ code: Schema.NullOr(Schema.Int), error: ApiError })),
  /** The player's free bets a coupon may stake, once asked for (null: not read yet); a placed one leaves the list. */
  freeBets: Schema.optionalWith(Schema.NullOr(Schema.Array(AvailableFreeBet)), { default: () => null })
})
export type CouponPlacementState = typeof CouponPlacementState.Type

export const couponPlacementProjection = defineProjection({
  name: "couponPlacement",
  schema: CouponPlacementState,
  initial: { limits: null, placing: null, success: null, failure: null, freeBets: null } as CouponPlacementState,
  tags: ["FreeBetsLoaded", "CouponLimitsLoaded", "CouponPlacementStarted", "CouponPlaced", "CouponPlacementFailed", "CouponResultClosed", "CouponEdited"],
  apply: (state, event): CouponPlacementState => {
    switch (event._tag) {
      case "CouponLimitsLoaded":
        return { ...state, limits: event.limits }
      case "CouponPlacementStarted":
        return { ...state, placing: { key: event.key, oneClick: event.oneClick }, success: null, failure: null }
      case "FreeBetsLoaded":
        return { ...state, freeBets: event.freeBets }
      case "CouponPlaced": {
        const used = event.coupon.freeBetId
        const freeBets = used === undefined || state.freeBets === null ? state.freeBets : state.freeBets.filter((freeBet) => freeBet.id !== used)
        return { ...state, placing: null, success: event.coupon, failure: null, freeBets }
      }
      case "CouponPlacementFailed":
        return { ...state, placing: null, failure: { code: event.code, error: event.error } }
      case "CouponResultClosed":
        return state.success === null && state.failure === null ? state : { ...state, success: null, failure: null }
      case "CouponEdited":
        // A changed coupon is a new question: the last refusal no longer describes it.
        return state.failure === null ? state : { ...state, failure: null }
    }
  }
})
