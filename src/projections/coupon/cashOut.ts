import { Schema } from "effect"
import { CashOutQuote, PlacedCoupon } from "../../domain/api/coupon"
import { ApiError } from "../../domain/api/clientErrors"
import { defineProjection } from "../projection"

/**
 * Cash-out as the history shows it: the latest quote of each open coupon (by id), the last cash-out or edit made (its
 * confirmation), and the last refusal (its code: the value moved, a market suspended, ...).
 */
export const CashOutState = Schema.Struct({
  quotes: Schema.Record({ key: Schema.String, value: CashOutQuote }),
  done: Schema.NullOr(Schema.Struct({ couponId: Schema.Int, paid: Schema.Int, edited: Schema.NullOr(PlacedCoupon) })),
  refused: Schema.NullOr(Schema.Struct({ couponId: Schema.Int, code: Schema.NullOr(Schema.Int), error: ApiError }))
})
export type CashOutState = typeof CashOutState.Type

export const cashOutProjection = defineProjection({
  name: "cashOut",
  schema: CashOutState,
  initial: { quotes: {}, done: null, refused: null } as CashOutState,
  tags: ["CashOutQuotesLoaded", "CashOutStarted", "CashedOut", "CashOutFailed", "AutoCashOutSet", "BetEdited"],
  apply: (state, event): CashOutState => {
    switch (event._tag) {
      case "CashOutQuotesLoaded":
        return { ...state, quotes: Object.fromEntries(event.quotes.map((quote) => [String(quote.couponId), quote])) }
      case "CashOutStarted":
        return { ...state, done: null, refused: null }
      case "CashedOut":
        return { ...state, done: { couponId: event.done.coupon.id, paid: event.done.paid, edited: null }, refused: null }
      case "BetEdited":
        return { ...state, done: { couponId: event.done.old.id, paid: event.done.value, edited: event.done.coupon }, refused: null }
      case "CashOutFailed":
        return { ...state, refused: { couponId: event.couponId, code: event.code, error: event.error } }
      case "AutoCashOutSet": {
        const quote = state.quotes[String(event.couponId)]
        return quote === undefined ? state : { ...state, quotes: { ...state.quotes, [String(event.couponId)]: { ...quote, autoAt: event.at } } }
      }
    }
  }
})
