import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { TotoAnswer, TotoCoupon, TotoDraw } from "../../domain/api/toto"
import { playerScoped } from "../playerScoped"

/**
 * Toto (SPEC.md toto): the overview as the server last answered it, the draws read one by one (by id; a newer read of
 * a draw replaces it), the player's coupons (newest first) and the latest placement or its refusal. Reset when another
 * player (or a guest) takes the browser: the coupons are the player's own.
 */
export const TotoState = Schema.Struct({
  owner: Schema.NullOr(Schema.Int),
  status: Schema.Literal("idle", "loaded", "failed"),
  overview: Schema.NullOr(TotoAnswer),
  draws: Schema.Record({ key: Schema.String, value: TotoDraw }),
  /** Draws that could not be read (404: no such draw). */
  missingDraws: Schema.Array(Schema.Int),
  /** null until read. */
  coupons: Schema.NullOr(Schema.Array(TotoCoupon)),
  lastPlaced: Schema.NullOr(TotoCoupon),
  placeError: Schema.NullOr(Schema.Struct({ couponKey: Schema.String, error: ApiError }))
})
export type TotoState = typeof TotoState.Type

const emptyFor = (owner: number | null): TotoState => ({
  owner,
  status: "idle",
  overview: null,
  draws: {},
  missingDraws: [],
  coupons: null,
  lastPlaced: null,
  placeError: null
})

export const totoProjection = playerScoped({
  name: "toto",
  schema: TotoState,
  emptyFor,
  playerOf: (state) => state.owner,
  tags: ["TotoLoaded", "TotoLoadFailed", "TotoDrawLoaded", "TotoDrawLoadFailed", "TotoCouponsLoaded", "TotoCouponsLoadFailed", "TotoCouponPlaced", "TotoCouponPlaceFailed"],
  apply: (state, event): TotoState => {
    switch (event._tag) {
      case "TotoLoaded":
        return { ...state, status: "loaded", overview: event.answer }
      case "TotoLoadFailed":
        return { ...state, status: state.status === "loaded" ? "loaded" : "failed" }
      case "TotoDrawLoaded":
        return { ...state, draws: { ...state.draws, [String(event.draw.id)]: event.draw }, missingDraws: state.missingDraws.filter((id) => id !== event.draw.id) }
      case "TotoDrawLoadFailed":
        return event.error._tag === "ServerRefused" && event.error.status === 404
          ? { ...state, missingDraws: [...state.missingDraws.filter((id) => id !== event.drawId), event.drawId] }
          : state
      case "TotoCouponsLoaded":
        return { ...state, coupons: event.coupons }
      case "TotoCouponsLoadFailed":
        return state
      case "TotoCouponPlaced": {
        const coupon = event.answer.coupon
        return {
          ...state,
          lastPlaced: coupon,
          placeError: null,
          coupons: state.coupons === null ? null : [coupon, ...state.coupons.filter((c) => c.couponId !== coupon.couponId)]
        }
      }
      case "TotoCouponPlaceFailed":
        return { ...state, placeError: { couponKey: event.couponKey, error: event.error } }
      default:
        return state
    }
  }
})
