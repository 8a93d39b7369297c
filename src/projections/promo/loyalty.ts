import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { PlayerBonus } from "../../domain/api/promo"
import { LoyaltyAnswer, LoyaltyRewardIdSchema } from "../../domain/api/promoLoyalty"
import { playerScoped } from "../playerScoped"

/**
 * The player's loyalty points (office rewards, the public points page) as the server last answered, and the latest
 * exchange's bonus or refusal. Reset when another player (or a guest) takes the browser: the points are the player's own.
 */
export const LoyaltyState = Schema.Struct({
  owner: Schema.NullOr(Schema.Int),
  status: Schema.Literal("idle", "loaded", "failed"),
  answer: Schema.NullOr(LoyaltyAnswer),
  exchanged: Schema.NullOr(Schema.Struct({ rewardId: LoyaltyRewardIdSchema, bonus: PlayerBonus })),
  exchangeError: Schema.NullOr(Schema.Struct({ rewardId: LoyaltyRewardIdSchema, error: ApiError }))
})
export type LoyaltyState = typeof LoyaltyState.Type

const emptyFor = (owner: number | null): LoyaltyState => ({ owner, status: "idle", answer: null, exchanged: null, exchangeError: null })

export const loyaltyProjection = playerScoped({
  name: "loyalty",
  schema: LoyaltyState,
  emptyFor,
  playerOf: (state) => state.owner,
  tags: ["LoyaltyLoaded", "LoyaltyLoadFailed", "PointsExchanged", "PointsExchangeFailed"],
  apply: (state, event): LoyaltyState => {
    switch (event._tag) {
      case "LoyaltyLoaded":
        return { ...state, status: "loaded", answer: event.answer }
      case "LoyaltyLoadFailed":
        return { ...state, status: state.status === "loaded" ? "loaded" : "failed" }
      case "PointsExchanged":
        return {
          ...state,
          answer: state.answer === null ? null : { ...state.answer, balance: event.balance },
          exchanged: { rewardId: event.rewardId, bonus: event.bonus },
          exchangeError: null
        }
      case "PointsExchangeFailed":
        return { ...state, exchanged: null, exchangeError: { rewardId: event.rewardId, error: event.error } }
      default:
        return state
    }
  }
})
