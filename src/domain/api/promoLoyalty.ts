import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { EXCHANGE_KEY_PATTERN, LOYALTY_REWARD_IDS } from "../promo/loyalty"
import { Unauthorized } from "./errors"
import { ResponsibleGamingRefused } from "./limits"
import { OperatorAccess } from "./operator"
import { BonusProductSchema, PlayerBonus } from "./promo"

/**
 * Loyalty points (src/domain/promo/loyalty.ts; the public page points, the office page rewards). No session: 401.
 * Points are whole numbers; money is minor units of the player's main account currency; times are epoch milliseconds.
 *
 * - points: the player's balance, what they earned and spent in all, the newest entries of their points ledger and
 *   the catalogue priced in their currency. Before answering, the server awards the points of the player's stakes
 *   decided since it last looked, so the page shows what is true now.
 * - exchange: spends a reward's points and credits its bonus to the bonus account (with its wagering), in one database
 *   transaction, once per client key (the same key again answers the same exchange; with another reward: 409
 *   keyReused). Fewer points than the reward costs: 409 notEnoughPoints, nothing spent. Self-excluded, timed out,
 *   self-blocked or banned: 403, nothing spent.
 */

export const LOYALTY_BASE = "/web-api/promo/loyalty"

export const LoyaltyRewardIdSchema = Schema.Literal(...LOYALTY_REWARD_IDS)

export const LoyaltyCatalogueItem = Schema.Struct({
  id: LoyaltyRewardIdSchema,
  points: Schema.Int,
  product: BonusProductSchema,
  /** The bonus credited in the player's currency, and its wagering: requirement = amount × multiplier. */
  amount: Schema.Int,
  multiplier: Schema.Int,
  /** The smallest odds of a coupon that counts towards it (sports; 0 for casino). */
  minCoef: Schema.Number
})
export type LoyaltyCatalogueItem = typeof LoyaltyCatalogueItem.Type

export const LoyaltyEntry = Schema.Struct({
  /** earned: a decided stake's points (source coupon or round); spent: an exchange (negative points). */
  kind: Schema.Literal("earned", "spent"),
  source: Schema.Literal("coupon", "round", "exchange"),
  points: Schema.Int,
  /** The stake that earned them (minor units of `currency`), 0 for an exchange. */
  stake: Schema.Int,
  currency: Schema.String,
  rewardId: Schema.NullOr(LoyaltyRewardIdSchema),
  bonusId: Schema.NullOr(Schema.Int),
  at: Schema.Number
})
export type LoyaltyEntry = typeof LoyaltyEntry.Type

export const LoyaltyAnswer = Schema.Struct({
  currency: Schema.String,
  balance: Schema.Int,
  earned: Schema.Int,
  spent: Schema.Int,
  /** A self-exclusion, time-out or self-block holds, or the account is blocked: nothing can be exchanged. */
  excluded: Schema.Boolean,
  catalogue: Schema.Array(LoyaltyCatalogueItem),
  /** Newest first. */
  history: Schema.Array(LoyaltyEntry)
})
export type LoyaltyAnswer = typeof LoyaltyAnswer.Type

export const LoyaltyExchangeRequest = Schema.Struct({
  rewardId: LoyaltyRewardIdSchema,
  key: Schema.String.pipe(Schema.pattern(EXCHANGE_KEY_PATTERN))
})
export type LoyaltyExchangeRequest = typeof LoyaltyExchangeRequest.Type

export const LoyaltyExchangeAnswer = Schema.Struct({ balance: Schema.Int, bonus: PlayerBonus })
export type LoyaltyExchangeAnswer = typeof LoyaltyExchangeAnswer.Type

export const LOYALTY_REFUSALS = ["notEnoughPoints", "keyReused"] as const
export type LoyaltyRefusal = (typeof LOYALTY_REFUSALS)[number]

/** The `code` of each refusal of an exchange, so the client tells them apart. */
export const LoyaltyRefusalCode = { notEnoughPoints: 150, keyReused: 151 } as const

export class LoyaltyRefused extends Schema.TaggedError<LoyaltyRefused>()(
  "LoyaltyRefused",
  { reason: Schema.Literal(...LOYALTY_REFUSALS), code: Schema.Int, title: Schema.String, message: Schema.String, balance: Schema.Int },
  HttpApiSchema.annotations({ status: 409 })
) {}

export class LoyaltyUnavailable extends Schema.TaggedError<LoyaltyUnavailable>()("LoyaltyUnavailable", { message: Schema.String }, HttpApiSchema.annotations({ status: 409 })) {}

export const loyaltyGroup = HttpApiGroup.make("loyalty")
  .add(HttpApiEndpoint.get("points", LOYALTY_BASE).addSuccess(LoyaltyAnswer).addError(LoyaltyUnavailable).addError(Unauthorized))
  .add(
    HttpApiEndpoint.post("exchange", `${LOYALTY_BASE}/exchange`)
      .setPayload(LoyaltyExchangeRequest)
      .addSuccess(LoyaltyExchangeAnswer)
      .addError(LoyaltyRefused)
      .addError(LoyaltyUnavailable)
      .addError(ResponsibleGamingRefused)
      .addError(Unauthorized)
  )

/** The points earned and spent in a week (Monday 00:00 UTC on), by how many players. */
export const LoyaltyWeekRow = Schema.Struct({ weekStart: Schema.Number, earned: Schema.Int, spent: Schema.Int, earners: Schema.Int, exchanges: Schema.Int })
export type LoyaltyWeekRow = typeof LoyaltyWeekRow.Type

/** The operator's report (`npm run operator -- loyalty report`), behind the operator token. */
export const operatorLoyaltyGroup = HttpApiGroup.make("operatorLoyalty")
  .add(HttpApiEndpoint.get("report", "/web-api/operator/promo/loyalty").addSuccess(Schema.Array(LoyaltyWeekRow)))
  .middleware(OperatorAccess)
  .annotate(OpenApi.Exclude, true)
