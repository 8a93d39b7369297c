import { Schema } from "effect"
import { PlacedCoupon } from "../../domain/api/coupon"
import { BookingCodeMade, BookingCodeSlip } from "../../domain/api/couponBooking"
import { ApiError } from "../../domain/api/clientErrors"
import { version } from "../version"

/** What the player changes in the bet builder. */
export const BuilderEdit = Schema.Union(
  Schema.TaggedStruct("Toggle", { gameId: Schema.String, outcomeId: Schema.String }),
  Schema.TaggedStruct("Clear", {}),
  Schema.TaggedStruct("Amount", { amount: Schema.Int })
)
export type BuilderEdit = typeof BuilderEdit.Type

export class BuilderEdited extends Schema.TaggedClass<BuilderEdited>()("BuilderEdited", { ...version(1), edit: BuilderEdit }) {}

export class BuilderPlacementStarted extends Schema.TaggedClass<BuilderPlacementStarted>()("BuilderPlacementStarted", { ...version(1), key: Schema.String }) {}

export class BuilderPlaced extends Schema.TaggedClass<BuilderPlaced>()("BuilderPlaced", { ...version(1), coupon: PlacedCoupon }) {}

/** Not placed: the server's refusal code (src/domain/api/coupon.ts) or the call's failure. */
export class BuilderPlacementFailed extends Schema.TaggedClass<BuilderPlacementFailed>()("BuilderPlacementFailed", {
  ...version(1),
  code: Schema.NullOr(Schema.Int),
  error: ApiError
}) {}

export class BuilderResultClosed extends Schema.TaggedClass<BuilderResultClosed>()("BuilderResultClosed", { ...version(1) }) {}

export class BookingCodeMadeEvent extends Schema.TaggedClass<BookingCodeMadeEvent>()("BookingCodeMade", { ...version(1), made: BookingCodeMade }) {}

export class BookingCodeMakeFailed extends Schema.TaggedClass<BookingCodeMakeFailed>()("BookingCodeMakeFailed", { ...version(1), error: ApiError }) {}

/** A code's slip as the server answered it; its selections enter the coupon as CouponEdited events beside it. */
export class BookingCodeLoaded extends Schema.TaggedClass<BookingCodeLoaded>()("BookingCodeLoaded", { ...version(1), slip: BookingCodeSlip }) {}

export class BookingCodeLoadFailed extends Schema.TaggedClass<BookingCodeLoadFailed>()("BookingCodeLoadFailed", { ...version(1), code: Schema.String, error: ApiError }) {}

export const shareEvents = [
  BuilderEdited,
  BuilderPlacementStarted,
  BuilderPlaced,
  BuilderPlacementFailed,
  BuilderResultClosed,
  BookingCodeMadeEvent,
  BookingCodeMakeFailed,
  BookingCodeLoaded,
  BookingCodeLoadFailed
] as const

export const shareServerAnswers = [BuilderPlaced, BuilderPlacementFailed, BookingCodeMadeEvent, BookingCodeMakeFailed, BookingCodeLoaded, BookingCodeLoadFailed] as const
