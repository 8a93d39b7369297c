import { Schema } from "effect"
import { HistoryQuery, PlacedCoupon } from "../../domain/api/coupon"
import { ApiError } from "../../domain/api/clientErrors"
import { defineProjection } from "../projection"
import { withChangedCoupons } from "./changedCoupons"

/** The personal office's bet history (SPEC.md 2.5 history) for the last query, and the coupon print-coupon shows. */
export const BetHistoryState = Schema.Struct({
  query: Schema.NullOr(HistoryQuery),
  status: Schema.Literal("idle", "loaded", "failed"),
  coupons: Schema.Array(PlacedCoupon),
  error: Schema.NullOr(ApiError),
  printed: Schema.NullOr(Schema.Union(PlacedCoupon, Schema.Struct({ couponId: Schema.Int, error: ApiError })))
})
export type BetHistoryState = typeof BetHistoryState.Type

export const betHistoryProjection = defineProjection({
  name: "betHistory",
  schema: BetHistoryState,
  initial: { query: null, status: "idle", coupons: [], error: null, printed: null } as BetHistoryState,
  tags: ["BetHistoryLoaded", "BetHistoryLoadFailed", "PlacedCouponLoaded", "PlacedCouponLoadFailed", "ChangesReceived"],
  apply: (state, event): BetHistoryState => {
    switch (event._tag) {
      case "BetHistoryLoaded":
        return { ...state, query: event.query, status: "loaded", coupons: event.coupons, error: null }
      case "BetHistoryLoadFailed":
        return { ...state, query: event.query, status: "failed", error: event.error }
      case "PlacedCouponLoaded":
        return { ...state, printed: event.coupon }
      case "PlacedCouponLoadFailed":
        return { ...state, printed: { couponId: event.couponId, error: event.error } }
      case "ChangesReceived": {
        // The changes feed: the list and the coupon page follow a settlement (or any change) in place.
        if (event.coupons.length === 0) return state
        const coupons = state.status === "loaded" && state.query !== null ? withChangedCoupons(state.coupons, state.query, event.coupons) : state.coupons
        const shown = state.printed
        const printed = shown !== null && "legs" in shown ? (event.coupons.find((coupon) => coupon.id === shown.id) ?? shown) : shown
        return coupons === state.coupons && printed === state.printed ? state : { ...state, coupons, printed }
      }
    }
  }
})
