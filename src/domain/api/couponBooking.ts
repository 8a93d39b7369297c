import { HttpApiEndpoint, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { MAX_BETS } from "../coupon/couponType"
import { PlayerText } from "../playerText"
import { Game } from "../sports/feed"
import { TooManyRequests } from "./errors"

/**
 * Booking codes (src/domain/coupon/bookingCode.ts): a slip's selections kept under a short code. Anyone may make one
 * (a guest too, counted per address) and load one; a code holds outcome ids and nothing of who made it.
 */
export const BookingCodeRequest = Schema.Struct({
  selections: Schema.Array(PlayerText(80)).pipe(Schema.minItems(1), Schema.maxItems(MAX_BETS))
})
export type BookingCodeRequest = typeof BookingCodeRequest.Type

export const BookingCodeMade = Schema.Struct({ code: Schema.String, expiresAt: Schema.Int })
export type BookingCodeMade = typeof BookingCodeMade.Type

/**
 * A code's slip as the line holds it now: the games of the selections still offered (each with only the markets
 * that hold them), those selections, and the ones the line no longer offers (dropped).
 */
export const BookingCodeSlip = Schema.Struct({
  code: Schema.String,
  expiresAt: Schema.Int,
  games: Schema.Array(Game),
  selections: Schema.Array(Schema.String),
  dropped: Schema.Array(Schema.String)
})
export type BookingCodeSlip = typeof BookingCodeSlip.Type

/** None of the selections sent is on the line: there is nothing to keep. */
export class BookingCodeRefused extends Schema.TaggedError<BookingCodeRefused>()(
  "BookingCodeRefused",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 422 })
) {}

/** No such code, or it expired. */
export class BookingCodeNotFound extends Schema.TaggedError<BookingCodeNotFound>()(
  "BookingCodeNotFound",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 404 })
) {}

export const bookingEndpoints = {
  makeBookingCode: HttpApiEndpoint.post("makeBookingCode", "/web-api/coupon/booking-codes")
    .setPayload(BookingCodeRequest)
    .addSuccess(BookingCodeMade)
    .addError(BookingCodeRefused)
    .addError(TooManyRequests),
  // Any short run of letters and digits is looked up (a typo is a 404 like an unknown code); anything else is a 400.
  bookingCode: HttpApiEndpoint.get("bookingCode", "/web-api/coupon/booking-codes/:code")
    .setPath(Schema.Struct({ code: Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9]{1,16}$/)) }))
    .addSuccess(BookingCodeSlip)
    .addError(BookingCodeNotFound)
}
