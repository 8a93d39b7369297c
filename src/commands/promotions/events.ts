import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { Promotion, PromotionLanguage, PromotionsAnswer } from "../../domain/api/promotions"
import { version } from "../version"

export class PromotionsLoaded extends Schema.TaggedClass<PromotionsLoaded>()("PromotionsLoaded", { ...version(1), lng: PromotionLanguage, answer: PromotionsAnswer }) {}
export class PromotionsLoadFailed extends Schema.TaggedClass<PromotionsLoadFailed>()("PromotionsLoadFailed", { ...version(1), lng: PromotionLanguage, error: ApiError }) {}

export class PromotionLoaded extends Schema.TaggedClass<PromotionLoaded>()("PromotionLoaded", { ...version(1), lng: PromotionLanguage, promotion: Promotion }) {}
/** Unknown or ended (404), or not read. */
export class PromotionLoadFailed extends Schema.TaggedClass<PromotionLoadFailed>()("PromotionLoadFailed", {
  ...version(1),
  lng: PromotionLanguage,
  promotionId: Schema.String,
  error: ApiError
}) {}

export const promotionsServerAnswers = [PromotionsLoaded, PromotionsLoadFailed, PromotionLoaded, PromotionLoadFailed] as const

export const promotionsEvents = [...promotionsServerAnswers] as const
