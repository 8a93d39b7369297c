import { Schema } from "effect"
import { PromotionLanguage } from "../../domain/api/promotions"

/** Reads the promotions shown now in a language (the showcase, all categories: the tabs filter them). */
export class LoadPromotions extends Schema.TaggedClass<LoadPromotions>()("LoadPromotions", { lng: PromotionLanguage }) {}

/** Reads one promotion with its body. */
export class LoadPromotion extends Schema.TaggedClass<LoadPromotion>()("LoadPromotion", { promotionId: Schema.String.pipe(Schema.maxLength(64)), lng: PromotionLanguage }) {}

export const promotionsCommands = [LoadPromotions, LoadPromotion] as const
