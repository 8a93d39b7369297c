import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { PlayerBonus } from "../../domain/api/promo"
import { LoyaltyAnswer, LoyaltyRewardIdSchema } from "../../domain/api/promoLoyalty"
import { version } from "../version"

export class LoyaltyLoaded extends Schema.TaggedClass<LoyaltyLoaded>()("LoyaltyLoaded", { ...version(1), answer: LoyaltyAnswer }) {}
export class LoyaltyLoadFailed extends Schema.TaggedClass<LoyaltyLoadFailed>()("LoyaltyLoadFailed", { ...version(1), error: ApiError }) {}

/** The points were spent and the reward's bonus credited (now, or by the same key before). */
export class PointsExchanged extends Schema.TaggedClass<PointsExchanged>()("PointsExchanged", {
  ...version(1),
  rewardId: LoyaltyRewardIdSchema,
  balance: Schema.Int,
  bonus: PlayerBonus
}) {}
/** Refused (not enough points, an exclusion) or not sent: nothing was spent. */
export class PointsExchangeFailed extends Schema.TaggedClass<PointsExchangeFailed>()("PointsExchangeFailed", { ...version(1), rewardId: LoyaltyRewardIdSchema, error: ApiError }) {}

export const loyaltyServerAnswers = [LoyaltyLoaded, LoyaltyLoadFailed, PointsExchanged, PointsExchangeFailed] as const
