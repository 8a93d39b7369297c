import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { BonusesAnswer, PlayerBonus } from "../../domain/api/promo"
import { playerScoped } from "../playerScoped"

/**
 * The bonus engine's pages (bonuses/deposit, bonuses/wager, promotion): the bonuses and offers as the server last
 * answered them, and the latest promo-code redemption or its refusal. Reset when another player (or a guest) takes the
 * browser: the bonuses are the player's own.
 */
export const PromoState = Schema.Struct({
  owner: Schema.NullOr(Schema.Int),
  status: Schema.Literal("idle", "loaded", "failed"),
  answer: Schema.NullOr(BonusesAnswer),
  redeemed: Schema.NullOr(PlayerBonus),
  redeemError: Schema.NullOr(ApiError)
})
export type PromoState = typeof PromoState.Type

const emptyFor = (owner: number | null): PromoState => ({ owner, status: "idle", answer: null, redeemed: null, redeemError: null })

export const promoProjection = playerScoped({
  name: "promo",
  schema: PromoState,
  emptyFor,
  playerOf: (state) => state.owner,
  tags: ["BonusesLoaded", "BonusesLoadFailed", "PromoCodeRedeemed", "PromoCodeRedeemFailed"],
  apply: (state, event): PromoState => {
    switch (event._tag) {
      case "BonusesLoaded":
        return { ...state, status: "loaded", answer: event.answer }
      case "BonusesLoadFailed":
        return { ...state, status: state.status === "loaded" ? "loaded" : "failed" }
      case "PromoCodeRedeemed":
        return { ...state, redeemed: event.bonus, redeemError: null }
      case "PromoCodeRedeemFailed":
        return { ...state, redeemed: null, redeemError: event.error }
      default:
        return state
    }
  }
})
