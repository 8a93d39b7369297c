import { Schema } from "effect"

/** Reads the signed-in player's bonuses with their wagering, and the deposit bonuses on offer (settling the due ones first). */
export class LoadBonuses extends Schema.TaggedClass<LoadBonuses>()("LoadBonuses", {}) {}

/** The player redeems a promo code in the office (SPEC.md 2.5 promotion). */
export class RedeemPromoCode extends Schema.TaggedClass<RedeemPromoCode>()("RedeemPromoCode", { code: Schema.String.pipe(Schema.maxLength(64)) }) {}

export const promoCommands = [LoadBonuses, RedeemPromoCode] as const
