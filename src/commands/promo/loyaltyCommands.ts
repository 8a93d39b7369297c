import { Schema } from "effect"
import { LoyaltyRewardIdSchema } from "../../domain/api/promoLoyalty"

/** Reads the player's points: balance, history and the catalogue in their currency (office rewards, public points). */
export class LoadLoyalty extends Schema.TaggedClass<LoadLoyalty>()("LoadLoyalty", {}) {}

/** The player exchanges points for a reward of the catalogue. */
export class ExchangePoints extends Schema.TaggedClass<ExchangePoints>()("ExchangePoints", { rewardId: LoyaltyRewardIdSchema }) {}

export const loyaltyCommands = [LoadLoyalty, ExchangePoints] as const
