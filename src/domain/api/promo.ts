import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { FirstDepositBonusChoice } from "../account/bonusSettings"
import { BONUS_KINDS, BONUS_PRODUCTS, BONUS_STATUSES } from "../promo/bonuses"
import { MAX_BOOST_PERCENT, MIN_BOOST_PERCENT } from "../promo/couponPromo"
import { PROMO_CODE_KINDS, PROMO_CODE_PATTERN, PROMO_CODE_REFUSALS } from "../promo/promoCodes"
import { DevTokenHeaders, DevtoolsAccess } from "./devtools"
import { Unauthorized } from "./errors"
import { ResponsibleGamingRefused } from "./limits"
import { OperatorAccess } from "./operator"

/**
 * The bonus engine (src/domain/promo): the signed-in player's bonuses with their wagering (office bonuses/wager), the
 * deposit bonuses on offer (bonuses/deposit) and the redemption of a promo code (promotion). No session: 401. Money is
 * minor units of the bonus's currency; times are epoch milliseconds.
 *
 * - bonuses: before answering, the server settles the player's due bonuses (a met one converts to the main account,
 *   an unmet one past its expiry expires), so the page shows what is true now. A self-excluded player is offered none
 *   (`excluded`: true, no offers).
 * - redeem: a code valid now, with uses left, in the player's currency, not used by them before, credits its bonus
 *   once (two redemptions at once credit once; the second: 409 alreadyUsed). A self-excluded player: 403.
 * - A withdrawal requested while a bonus is active and unmet forfeits it (the cashier's page says so before the
 *   player confirms): its money goes back from the bonus account.
 */

export const PROMO_BASE = "/web-api/promo"

export const BonusKindSchema = Schema.Literal(...BONUS_KINDS)
export const BonusProductSchema = Schema.Literal(...BONUS_PRODUCTS)
export const BonusStatusSchema = Schema.Literal(...BONUS_STATUSES)
export const PromoCodeKindSchema = Schema.Literal(...PROMO_CODE_KINDS)

export const PlayerBonus = Schema.Struct({
  id: Schema.Int,
  kind: BonusKindSchema,
  product: BonusProductSchema,
  currency: Schema.String,
  amount: Schema.Int,
  /** The stakes it needs, and the stakes counted so far (never more than the requirement). */
  requirement: Schema.Int,
  wagered: Schema.Int,
  /** The smallest odds of a coupon that counts (sports bonuses; 0 for casino ones). */
  minCoef: Schema.Number,
  /** The percent of a casino round's stake that counts, per game; `defaultWeight` for the games not listed. */
  weights: Schema.Array(Schema.Struct({ game: Schema.String, weight: Schema.Int })),
  defaultWeight: Schema.Int,
  status: BonusStatusSchema,
  awardedAt: Schema.Number,
  expiresAt: Schema.Number,
  settledAt: Schema.NullOr(Schema.Number),
  /** What left the bonus account when it was settled: to the main account if converted, else to the house. */
  released: Schema.NullOr(Schema.Int),
  /**
   * A free bet (src/domain/promo/freeBets.ts): a prepaid stake of exactly `amount`, chosen in the bet slip, at odds of
   * at least `minCoef`; `anyType`: also for systems, blocks and multiple singles. Absent for bonus money.
   */
  freeBet: Schema.optional(Schema.Struct({ anyType: Schema.Boolean }))
})
export type PlayerBonus = typeof PlayerBonus.Type

/** A deposit bonus on offer: its percent, cap, smallest deposit and wagering multiple, in the player's currency. */
export const DepositBonusOffer = Schema.Struct({
  product: BonusProductSchema,
  percent: Schema.Int,
  cap: Schema.Int,
  minDeposit: Schema.Int,
  multiplier: Schema.Int
})
export type DepositBonusOffer = typeof DepositBonusOffer.Type

export const BonusesAnswer = Schema.Struct({
  currency: Schema.String,
  /** A self-exclusion, time-out or self-block holds: no bonus is offered or awarded. */
  excluded: Schema.Boolean,
  /** The first-deposit bonus chosen at registration (or in the settings) and whether a first deposit decided it. */
  firstDepositChoice: FirstDepositBonusChoice,
  firstDepositMade: Schema.Boolean,
  /** The first-deposit bonus the next deposit brings (null: none chosen, made already, or excluded). */
  firstDeposit: Schema.NullOr(DepositBonusOffer),
  /** The re-deposit bonus later deposits bring (null: the player refuses bonuses, or excluded). */
  redeposit: Schema.NullOr(DepositBonusOffer),
  bonusBalance: Schema.Int,
  /** Newest first. */
  bonuses: Schema.Array(PlayerBonus)
})
export type BonusesAnswer = typeof BonusesAnswer.Type

export const PromoCodeText = Schema.String.pipe(
  Schema.maxLength(64),
  Schema.filter((text) => PROMO_CODE_PATTERN.test(text.trim().toUpperCase()), { message: () => "a promo code is 4 to 32 letters, digits, '-' or '_'" })
)

export const RedeemRequest = Schema.Struct({ code: PromoCodeText })
export const RedeemAnswer = Schema.Struct({ bonus: PlayerBonus })

export { PROMO_CODE_REFUSALS }

/**
 * The `code` of each refusal of a promo code, so the client tells them apart (the office's redemption and the bet
 * slip's coupon codes alike).
 */
export const PromoRefusalCode = { unknown: 90, notYet: 91, ended: 92, usedUp: 93, alreadyUsed: 94, currency: 95, slipOnly: 96, officeOnly: 97 } as const

export class PromoCodeRefused extends Schema.TaggedError<PromoCodeRefused>()(
  "PromoCodeRefused",
  { reason: Schema.Literal(...PROMO_CODE_REFUSALS), code: Schema.Int, title: Schema.String, message: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

export class PromoUnavailable extends Schema.TaggedError<PromoUnavailable>()("PromoUnavailable", { message: Schema.String }, HttpApiSchema.annotations({ status: 409 })) {}

export const promoGroup = HttpApiGroup.make("promo")
  .add(HttpApiEndpoint.get("bonuses", `${PROMO_BASE}/bonuses`).addSuccess(BonusesAnswer).addError(PromoUnavailable).addError(Unauthorized))
  .add(
    HttpApiEndpoint.post("redeem", `${PROMO_BASE}/codes/redeem`)
      .setPayload(RedeemRequest)
      .addSuccess(RedeemAnswer)
      .addError(PromoCodeRefused)
      .addError(PromoUnavailable)
      .addError(ResponsibleGamingRefused)
      .addError(Unauthorized)
  )

const Epoch = Schema.Int.pipe(Schema.between(0, 8_640_000_000_000_000))

export const NewPromoCode = Schema.Struct({
  code: PromoCodeText,
  kind: PromoCodeKindSchema,
  currency: Schema.String.pipe(Schema.pattern(/^[A-Z]{3}$/)),
  amount: Schema.Int.pipe(Schema.between(1, 1_000_000_000)),
  validFrom: Epoch,
  validUntil: Epoch,
  maxUses: Schema.Int.pipe(Schema.between(1, 1_000_000)),
  /** Kind 'boost' only, and required there: the percent of a won coupon's winnings added (`amount` is its cap). */
  boostPercent: Schema.optional(Schema.Int.pipe(Schema.between(MIN_BOOST_PERCENT, MAX_BOOST_PERCENT)))
})
export type NewPromoCode = typeof NewPromoCode.Type

export const PromoCodeInfo = Schema.Struct({ ...NewPromoCode.fields, code: Schema.String, id: Schema.Int, uses: Schema.Int })
export type PromoCodeInfo = typeof PromoCodeInfo.Type

export class PromoCodeInvalid extends Schema.TaggedError<PromoCodeInvalid>()(
  "PromoCodeInvalid",
  { field: Schema.String, message: Schema.String },
  HttpApiSchema.annotations({ status: 400 })
) {}

export class PromoCodeExists extends Schema.TaggedError<PromoCodeExists>()("PromoCodeExists", { message: Schema.String }, HttpApiSchema.annotations({ status: 409 })) {}

/** The operator's promo codes (`npm run operator -- promo create ...`), behind the operator token. */
export const operatorPromoGroup = HttpApiGroup.make("operatorPromo")
  .add(
    HttpApiEndpoint.post("createCode", "/web-api/operator/promo/codes")
      .setPayload(NewPromoCode)
      .addSuccess(PromoCodeInfo)
      .addError(PromoCodeInvalid)
      .addError(PromoCodeExists)
  )
  .add(HttpApiEndpoint.get("codes", "/web-api/operator/promo/codes").addSuccess(Schema.Array(PromoCodeInfo)))
  .middleware(OperatorAccess)
  .annotate(OpenApi.Exclude, true)

export class PromoBonusNotFound extends Schema.TaggedError<PromoBonusNotFound>()("PromoBonusNotFound", { message: Schema.String }, HttpApiSchema.annotations({ status: 404 })) {}

/**
 * The developer's shortcut (non-production servers, the dev token): a bonus's requirement set to `requirement`, or to
 * what it has wagered if that is more, so that a browser test sees it met without wagering 35 times its amount.
 */
export const promoDevGroup = HttpApiGroup.make("promoDev")
  .add(
    HttpApiEndpoint.post("setRequirement", "/web-api/dev/promo/requirement")
      .setPayload(Schema.Struct({ bonusId: Schema.Int.pipe(Schema.between(1, Number.MAX_SAFE_INTEGER)), requirement: Schema.Int.pipe(Schema.between(0, Number.MAX_SAFE_INTEGER)) }))
      .setHeaders(DevTokenHeaders)
      .addSuccess(PlayerBonus)
      .addError(PromoBonusNotFound)
  )
  .middleware(DevtoolsAccess)
  .annotate(OpenApi.Exclude, true)
