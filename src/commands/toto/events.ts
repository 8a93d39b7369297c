import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { PlaceTotoCouponAnswer, TotoAnswer, TotoCoupon, TotoDraw } from "../../domain/api/toto"
import { version } from "../version"

export class TotoLoaded extends Schema.TaggedClass<TotoLoaded>()("TotoLoaded", { ...version(1), answer: TotoAnswer }) {}
export class TotoLoadFailed extends Schema.TaggedClass<TotoLoadFailed>()("TotoLoadFailed", { ...version(1), error: ApiError }) {}

export class TotoDrawLoaded extends Schema.TaggedClass<TotoDrawLoaded>()("TotoDrawLoaded", { ...version(1), draw: TotoDraw }) {}
export class TotoDrawLoadFailed extends Schema.TaggedClass<TotoDrawLoadFailed>()("TotoDrawLoadFailed", { ...version(1), drawId: Schema.Int, error: ApiError }) {}

export class TotoCouponsLoaded extends Schema.TaggedClass<TotoCouponsLoaded>()("TotoCouponsLoaded", { ...version(1), coupons: Schema.Array(TotoCoupon) }) {}
export class TotoCouponsLoadFailed extends Schema.TaggedClass<TotoCouponsLoadFailed>()("TotoCouponsLoadFailed", { ...version(1), error: ApiError }) {}

/** The server took it: the coupon and the balance after its price. */
export class TotoCouponPlaced extends Schema.TaggedClass<TotoCouponPlaced>()("TotoCouponPlaced", { ...version(1), answer: PlaceTotoCouponAnswer }) {}
/** Refused (sales closed, not enough money, limits) or not sent. */
export class TotoCouponPlaceFailed extends Schema.TaggedClass<TotoCouponPlaceFailed>()("TotoCouponPlaceFailed", { ...version(1), couponKey: Schema.String, error: ApiError }) {}

export const totoServerAnswers = [
  TotoLoaded,
  TotoLoadFailed,
  TotoDrawLoaded,
  TotoDrawLoadFailed,
  TotoCouponsLoaded,
  TotoCouponsLoadFailed,
  TotoCouponPlaced,
  TotoCouponPlaceFailed
] as const

export const totoEvents = [...totoServerAnswers] as const
