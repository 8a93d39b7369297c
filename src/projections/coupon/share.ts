import { HashMap, Option, Schema } from "effect"
import { PlacedCoupon } from "../../domain/api/coupon"
import { ApiError } from "../../domain/api/clientErrors"
import type { Game, Market } from "../../domain/sports/feed"
import type { GameView, PriceView } from "../sports/line"
import { defineProjection } from "../projection"

/**
 * The bet builder of a game page (src/domain/coupon/betBuilder.ts): the game and outcomes picked, the stake, and the
 * last placement's result until the player closes it or changes the builder.
 */
export const BetBuilderState = Schema.Struct({
  gameId: Schema.NullOr(Schema.String),
  picks: Schema.Array(Schema.String),
  amount: Schema.Int,
  placing: Schema.NullOr(Schema.String),
  success: Schema.NullOr(PlacedCoupon),
  failure: Schema.NullOr(Schema.Struct({ code: Schema.NullOr(Schema.Int), error: ApiError }))
})
export type BetBuilderState = typeof BetBuilderState.Type

export const betBuilderProjection = defineProjection({
  name: "betBuilder",
  schema: BetBuilderState,
  initial: { gameId: null, picks: [], amount: 0, placing: null, success: null, failure: null } as BetBuilderState,
  tags: ["BuilderEdited", "BuilderPlacementStarted", "BuilderPlaced", "BuilderPlacementFailed", "BuilderResultClosed"],
  apply: (state, event): BetBuilderState => {
    switch (event._tag) {
      case "BuilderEdited": {
        const { edit } = event
        const cleared = { ...state, success: null, failure: null }
        if (edit._tag === "Clear") return { ...cleared, picks: [] }
        if (edit._tag === "Amount") return { ...state, amount: edit.amount, failure: null }
        // An outcome of another game starts that game's builder.
        if (state.gameId !== edit.gameId) return { ...cleared, gameId: edit.gameId, picks: [edit.outcomeId] }
        const picks = state.picks.includes(edit.outcomeId) ? state.picks.filter((id) => id !== edit.outcomeId) : [...state.picks, edit.outcomeId]
        return { ...cleared, picks }
      }
      case "BuilderPlacementStarted":
        return { ...state, placing: event.key, success: null, failure: null }
      case "BuilderPlaced":
        // Placed: the builder starts again empty, the success shows the coupon.
        return { ...state, placing: null, picks: [], success: event.coupon, failure: null }
      case "BuilderPlacementFailed":
        return { ...state, placing: null, failure: { code: event.code, error: event.error } }
      case "BuilderResultClosed":
        return { ...state, success: null, failure: null }
    }
  }
})

/** The slip's booking codes: the one made to share, the last one loaded (with what the line dropped), and a failure. */
export const BookingCodeState = Schema.Struct({
  made: Schema.NullOr(Schema.Struct({ code: Schema.String, expiresAt: Schema.Int })),
  loaded: Schema.NullOr(Schema.Struct({ code: Schema.String, added: Schema.Int, dropped: Schema.Array(Schema.String) })),
  failure: Schema.NullOr(Schema.Struct({ action: Schema.Literal("make", "load"), error: ApiError }))
})
export type BookingCodeState = typeof BookingCodeState.Type

export const bookingCodeProjection = defineProjection({
  name: "bookingCode",
  schema: BookingCodeState,
  initial: { made: null, loaded: null, failure: null } as BookingCodeState,
  tags: ["BookingCodeMade", "BookingCodeMakeFailed", "BookingCodeLoaded", "BookingCodeLoadFailed", "CouponEdited"],
  apply: (state, event): BookingCodeState => {
    switch (event._tag) {
      case "BookingCodeMade":
        return { ...state, made: event.made, failure: null }
      case "BookingCodeMakeFailed":
        return { ...state, made: null, failure: { action: "make", error: event.error } }
      case "BookingCodeLoaded":
        return { ...state, loaded: { code: event.slip.code, added: event.slip.selections.length, dropped: event.slip.dropped }, failure: null }
      case "BookingCodeLoadFailed":
        return { ...state, loaded: null, failure: { action: "load", error: event.error } }
      case "CouponEdited":
        // A code made stands for the slip it was made of: any change makes a new one to share.
        return state.made === null ? state : { ...state, made: null }
    }
  }
})

/** A game as the line shows it now (its markets with their statuses and prices), from the sports area's state. */
export const lineGameOf = (
  states: { readonly sportsGames: HashMap.HashMap<string, GameView>; readonly sportsPrices: HashMap.HashMap<string, PriceView>; readonly sportsMarkets: HashMap.HashMap<string, Market["status"]> },
  gameId: string
): Game | undefined => {
  const view = Option.getOrUndefined(HashMap.get(states.sportsGames, gameId))
  if (view === undefined) return undefined
  const markets = view.markets.map(
    (market): Market => ({
      ...market,
      status: Option.getOrElse(HashMap.get(states.sportsMarkets, market.id), () => "suspended" as const),
      outcomes: market.outcomes.map((outcome) => ({ ...outcome, price: Option.match(HashMap.get(states.sportsPrices, outcome.id), { onNone: () => 0, onSome: (p) => p.price }) }))
    })
  )
  return { ...view, markets }
}
