import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { BonusesAnswer, PlayerBonus } from "../../domain/api/promo"
import { version } from "../version"

export class BonusesLoaded extends Schema.TaggedClass<BonusesLoaded>()("BonusesLoaded", { ...version(1), answer: BonusesAnswer }) {}
export class BonusesLoadFailed extends Schema.TaggedClass<BonusesLoadFailed>()("BonusesLoadFailed", { ...version(1), error: ApiError }) {}

/** The code credited its bonus (the code itself is not kept: a code is a secret of the operator's campaign). */
export class PromoCodeRedeemed extends Schema.TaggedClass<PromoCodeRedeemed>()("PromoCodeRedeemed", { ...version(1), bonus: PlayerBonus }) {}
/** Refused (unknown, ended, used, excluded) or not sent. */
export class PromoCodeRedeemFailed extends Schema.TaggedClass<PromoCodeRedeemFailed>()("PromoCodeRedeemFailed", { ...version(1), error: ApiError }) {}

export const promoServerAnswers = [BonusesLoaded, BonusesLoadFailed, PromoCodeRedeemed, PromoCodeRedeemFailed] as const

export const promoEvents = [...promoServerAnswers] as const
