import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { CashOutUnavailableReason } from "../coupon/cashOut"
import { CouponTypeId } from "../coupon/couponType"
import { ChangeCoefActionId } from "../coupon/priceChange"
import { CouponLimits, CouponProblem } from "../coupon/rules"
import { MarketType, SportId } from "../sports/feed"
import { AccountNotFound, WalletRefused } from "./account"
import { Unauthorized } from "./errors"
import { PlayerText } from "../playerText"
import { BUILDER_MAX_LEGS, BUILDER_MIN_LEGS, BuilderRefusal } from "../coupon/betBuilder"
import { bookingEndpoints } from "./couponBooking"
import { ResponsibleGamingRefused } from "./limits"
import { PromoCodeRefused } from "./promo"
import { FREE_BET_REFUSALS } from "../promo/freeBets"

/**
 * The coupon area's calls (SPEC.md 7: "Coupon placement calls: not shown"; these are ours). Every call is the
 * signed-in player's own. Placing takes a JSON body, so no plain cross-site form can place a bet.
 */

/** The idempotency key the client makes once per placing attempt: a retry with it places nothing twice. */
export const PlacementKey = Schema.String.pipe(Schema.pattern(/^[A-Za-z0-9_-]{16,64}$/, { message: () => "a placement key of 16 to 64 letters, digits, - or _" }))

const Money = Schema.Int.pipe(Schema.nonNegative())
const Coefficient = Schema.Number.pipe(Schema.between(1, 10_000))

/** A bet as the coupon sends it: the outcome, the coefficient the player saw, its block and banker flag. */
export const BetToPlaceLeg = Schema.Struct({
  id: PlayerText(80),
  coef: Coefficient,
  blockId: Schema.Int.pipe(Schema.between(0, 99)),
  banker: Schema.Boolean
})
export type BetToPlaceLeg = typeof BetToPlaceLeg.Type

/** SPEC.md 3 "Bet to place", with the fields this server reads (userId comes from the session, never the body). */
export const BetToPlace = Schema.Struct({
  key: PlacementKey,
  typeId: CouponTypeId,
  accountId: Schema.Int.pipe(Schema.positive()),
  amount: Money,
  amountByBlockId: Schema.Record({ key: Schema.String.pipe(Schema.pattern(/^[0-9]{1,2}$/)), value: Money }),
  amountByBetId: Schema.Record({ key: PlayerText(80), value: Money }),
  bets: Schema.Array(BetToPlaceLeg).pipe(Schema.minItems(1), Schema.maxItems(60)),
  systemValue: Schema.Int.pipe(Schema.between(0, 200)),
  changeCoefAction: ChangeCoefActionId,
  exactCoef: Schema.Literal(0, 1),
  promoCode: PlayerText(40),
  vip: Schema.Boolean,
  bonusBet: Schema.Boolean,
  /**
   * SPEC.md 3 "prepaidAmount": the player's free bet staked instead of money (src/domain/promo/freeBets.ts). The
   * stake fields must come to exactly its amount; the coupon is placed from the main account its winnings go to.
   */
  freeBetId: Schema.optional(Schema.Int.pipe(Schema.between(1, Number.MAX_SAFE_INTEGER)))
})
export type BetToPlace = typeof BetToPlace.Type

/**
 * A coupon's status: open until its games are decided, then won, lost or void (every leg void: the stake back), or
 * cashedOut when the house bought it back before that (its payout the value paid).
 */
export const CouponStatus = Schema.Literal("open", "won", "lost", "void", "cashedOut")
export type CouponStatus = typeof CouponStatus.Type

export const LegStatus = Schema.Literal("open", "won", "lost", "void")
export type LegStatus = typeof LegStatus.Type

/** A placed bet: what it was placed on and at, and how it ended. */
export const PlacedLeg = Schema.Struct({
  id: Schema.String,
  gameId: Schema.String,
  sportId: SportId,
  champName: Schema.String,
  home: Schema.String,
  away: Schema.String,
  startsAt: Schema.Int,
  marketType: MarketType,
  period: Schema.Int,
  line: Schema.NullOr(Schema.Number),
  outcome: Schema.String,
  /** The outcome's own name where `outcome` is only a number (an outright's participant, src/domain/sports/outright.ts). */
  outcomeName: Schema.optional(Schema.String),
  coef: Schema.Number,
  isLive: Schema.Boolean,
  blockId: Schema.Int,
  banker: Schema.Boolean,
  status: LegStatus,
  /** The game's final score once it is decided. */
  score: Schema.NullOr(Schema.Struct({ home: Schema.Int, away: Schema.Int }))
})
export type PlacedLeg = typeof PlacedLeg.Type

/** A coupon as the server keeps it: the success answer of placing, a row of the history, the printed coupon. */
export const PlacedCoupon = Schema.Struct({
  id: Schema.Int,
  typeId: CouponTypeId,
  accountId: Schema.Int,
  currency: Schema.String,
  /** The total stake that left the account. */
  stake: Money,
  systemValue: Schema.Int,
  /** The express (or single) coefficient, with the bonus in it; null for the multi-line types. */
  coef: Schema.NullOr(Schema.Number),
  bonusCoef: Schema.NullOr(Schema.Number),
  possibleWin: Schema.Struct({ min: Money, max: Money }),
  placedAt: Schema.Int,
  status: CouponStatus,
  /** What the coupon paid (0 while open or lost). */
  payout: Money,
  settledAt: Schema.NullOr(Schema.Int),
  vip: Schema.Boolean,
  promoCode: Schema.String,
  /**
   * The odds boost of the coupon's promo code (src/domain/promo/couponPromo.ts): the percent of the winnings added,
   * at most `cap`, and what it added once the coupon was settled (part of `payout`). Absent without a boost code.
   */
  boost: Schema.optional(Schema.Struct({ percent: Schema.Int, cap: Money, paid: Money })),
  /** The free bet that staked it: `payout` is then its winnings only (src/domain/promo/freeBets.ts). */
  freeBetId: Schema.optional(Schema.Int),
  /**
   * The express promotions it was placed with (src/domain/promo/expressPromotions.ts): the hyper bonus's percent of
   * the winnings and what it added (part of `payout`); the anti-express's percent of the stake and what it paid back
   * (beside a lost coupon's payout of 0). Absent when the coupon has none.
   */
  hyper: Schema.optional(Schema.Struct({ percent: Schema.Int, paid: Money })),
  antiExpress: Schema.optional(Schema.Struct({ percent: Schema.Int, paid: Money })),
  legs: Schema.Array(PlacedLeg),
  /** A bet builder: legs of one game at one price of their own (`coef`), won only when every leg won. */
  builder: Schema.optional(Schema.Boolean)
})
export type PlacedCoupon = typeof PlacedCoupon.Type

/**
 * Why a placement was refused, as a number every refusal carries in `code`: the client's error model keeps the
 * status, code and message of a refusal, and the coupon shows the player's-language text of the code.
 */
export const PlacementRefusalCode = {
  /** CouponRefused: the first problem's tag decides (problemCodes). */
  pricesChanged: 20,
  insufficientBalance: 21,
  placementKeyReused: 22
} as const

/** CouponRefused's code: the first problem it lists. */
export const problemCodes: Readonly<Record<CouponProblem["_tag"], number>> = {
  NoBets: 1,
  TooManyBets: 2,
  TooFewBets: 3,
  LockedBets: 4,
  ConflictingBets: 5,
  InvalidSystem: 6,
  InvalidBanker: 7,
  NoAmount: 8,
  AmountBelowMin: 9,
  AmountAboveMax: 10,
  PayoutAboveMax: 11,
  PromoNotAllowed: 12,
  VipNotAllowed: 13,
  BonusNotOffered: 14
}

/** The `code` of each refusal of a free bet (FreeBetRefused), so the slip tells them apart. */
export const FreeBetRefusalCode = { used: 80, expired: 81, currency: 82, amount: 83, odds: 84, couponType: 85 } as const

/** The coupon's free bet is not taken (src/domain/promo/freeBets.ts): nothing was placed. */
export class FreeBetRefused extends Schema.TaggedError<FreeBetRefused>()(
  "FreeBetRefused",
  { reason: Schema.Literal(...FREE_BET_REFUSALS), code: Schema.Int, message: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

/** The free bet named is not the player's (another player's answers as a missing one). */
export class FreeBetNotFound extends Schema.TaggedError<FreeBetNotFound>()(
  "FreeBetNotFound",
  { code: Schema.Literal(86), message: Schema.String },
  HttpApiSchema.annotations({ status: 404 })
) {}

/** A free bet the player may stake now, as the slip offers it. minCoef 0: any odds. */
export const AvailableFreeBet = Schema.Struct({
  id: Schema.Int,
  currency: Schema.String,
  amount: Money,
  minCoef: Schema.Number,
  anyType: Schema.Boolean,
  expiresAt: Schema.Int
})
export type AvailableFreeBet = typeof AvailableFreeBet.Type

export const FreeBetsAnswer = Schema.Struct({ freeBets: Schema.Array(AvailableFreeBet) })
export type FreeBetsAnswer = typeof FreeBetsAnswer.Type

/** The coupon breaks a rule (src/domain/coupon/rules.ts): each problem, the first one's code, and a message for people. */
export class CouponRefused extends Schema.TaggedError<CouponRefused>()(
  "CouponRefused",
  { problems: Schema.Array(CouponProblem), code: Schema.Int, message: Schema.String },
  HttpApiSchema.annotations({ status: 422 })
) {}

/**
 * Prices moved and the player's policy does not take them (src/domain/coupon/priceChange.ts): the current price of
 * each changed bet, so the coupon can show them and ask. Nothing was placed.
 */
export class PricesChanged extends Schema.TaggedError<PricesChanged>()(
  "PricesChanged",
  { changes: Schema.Array(Schema.Struct({ id: Schema.String, coef: Schema.Number })), code: Schema.Literal(PlacementRefusalCode.pricesChanged), message: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

/** The account holds less than the stake. */
export class InsufficientBalance extends Schema.TaggedError<InsufficientBalance>()(
  "InsufficientBalance",
  { balance: Money, code: Schema.Literal(PlacementRefusalCode.insufficientBalance), message: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

/** The same placement key was used for another coupon. */
export class PlacementKeyReused extends Schema.TaggedError<PlacementKeyReused>()(
  "PlacementKeyReused",
  { code: Schema.Literal(PlacementRefusalCode.placementKeyReused), message: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

export class CouponNotFound extends Schema.TaggedError<CouponNotFound>()(
  "CouponNotFound",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 404 })
) {}

/** The limits of an account's coupons, and how long a live bet waits before it is taken (the in-play delay). */
export const CouponLimitsAnswer = Schema.Struct({ ...CouponLimits.fields, accountId: Schema.Int, currency: Schema.String, inPlayDelayMs: Schema.Int })
export type CouponLimitsAnswer = typeof CouponLimitsAnswer.Type

/** History filters (SPEC.md 2.5 history): a period in ms since the epoch and a status, "all" for every status. */
export const HistoryQuery = Schema.Struct({
  from: Schema.NumberFromString.pipe(Schema.int(), Schema.nonNegative()),
  to: Schema.NumberFromString.pipe(Schema.int(), Schema.nonNegative()),
  status: Schema.Literal("all", "open", "won", "lost", "void", "cashedOut")
})
export type HistoryQuery = typeof HistoryQuery.Type

/** The most coupons one history answer holds, newest first. */
export const HISTORY_PAGE = 200

/** Why a cash-out was refused, as the `code` every cash-out refusal carries. */
export const CashOutRefusalCode = {
  unavailable: 30,
  valueChanged: 31,
  amountRefused: 32,
  keyReused: 33
} as const

/** A coupon's cash-out now: its value, or why it has none; what partial cash-outs paid; the automatic value set. */
export const CashOutQuote = Schema.Struct({
  couponId: Schema.Int,
  value: Schema.NullOr(Money),
  reason: Schema.NullOr(CashOutUnavailableReason),
  /** What partial cash-outs of it paid so far. */
  cashedOut: Money,
  /** The value at which the server cashes it out by itself, if the player set one. */
  autoAt: Schema.NullOr(Money)
})
export type CashOutQuote = typeof CashOutQuote.Type

export const CashOutQuotes = Schema.Struct({ quotes: Schema.Array(CashOutQuote) })
export type CashOutQuotes = typeof CashOutQuotes.Type

/**
 * A cash-out the player asks for: the coupon, the value the player saw, the amount (null: all of it; less than the
 * value: a partial cash-out), the player's price-change policy for a value that moved, and a key made once per attempt.
 */
export const CashOutRequest = Schema.Struct({
  key: PlacementKey,
  couponId: Schema.Int.pipe(Schema.positive()),
  seen: Money,
  amount: Schema.NullOr(Money),
  changeCoefAction: ChangeCoefActionId
})
export type CashOutRequest = typeof CashOutRequest.Type

/** A cash-out made: what it paid, and the coupon after it (cashed out, or open on a smaller stake). */
export const CashOutDone = Schema.Struct({ paid: Money, value: Money, coupon: PlacedCoupon })
export type CashOutDone = typeof CashOutDone.Type

/** The value at which the server cashes the coupon out by itself; null clears it. */
export const AutoCashOutRequest = Schema.Struct({ couponId: Schema.Int.pipe(Schema.positive()), at: Schema.NullOr(Money.pipe(Schema.positive())) })
export type AutoCashOutRequest = typeof AutoCashOutRequest.Type

/**
 * An edit bet: the open coupon cashed out at the value the player saw and its value staked (with `extraStake` more
 * from the account) on a new single or express of `bets`, in one ledger transaction.
 */
export const EditBetRequest = Schema.Struct({
  key: PlacementKey,
  couponId: Schema.Int.pipe(Schema.positive()),
  seen: Money,
  extraStake: Money,
  bets: Schema.Array(BetToPlaceLeg).pipe(Schema.minItems(1), Schema.maxItems(30)),
  changeCoefAction: ChangeCoefActionId
})
export type EditBetRequest = typeof EditBetRequest.Type

export const EditBetDone = Schema.Struct({ value: Money, old: PlacedCoupon, coupon: PlacedCoupon })
export type EditBetDone = typeof EditBetDone.Type

/** The coupon has no cash-out now (src/domain/coupon/cashOut.ts says why). */
export class CashOutUnavailable extends Schema.TaggedError<CashOutUnavailable>()(
  "CashOutUnavailable",
  { reason: CashOutUnavailableReason, code: Schema.Literal(CashOutRefusalCode.unavailable), message: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

/** The value moved from the one the player saw and the player's policy does not take it: the new value, nothing paid. */
export class CashOutValueChanged extends Schema.TaggedError<CashOutValueChanged>()(
  "CashOutValueChanged",
  { value: Money, code: Schema.Literal(CashOutRefusalCode.valueChanged), message: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

/** A partial amount not below the value, or one that would leave no stake: the value now, nothing paid. */
export class CashOutAmountRefused extends Schema.TaggedError<CashOutAmountRefused>()(
  "CashOutAmountRefused",
  { value: Money, code: Schema.Literal(CashOutRefusalCode.amountRefused), message: Schema.String },
  HttpApiSchema.annotations({ status: 422 })
) {}

/** The key made another cash-out (of another coupon or another amount). */
export class CashOutKeyReused extends Schema.TaggedError<CashOutKeyReused>()(
  "CashOutKeyReused",
  { code: Schema.Literal(CashOutRefusalCode.keyReused), message: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

/**
 * Placing a bet builder (src/domain/coupon/betBuilder.ts): outcomes of one game at one price the server works out
 * again from its own line. The price sent is only what the player saw: the policy decides whether the line's price is
 * taken, never the price sent.
 */
export const BuilderToPlace = Schema.Struct({
  key: PlacementKey,
  accountId: Schema.Int.pipe(Schema.positive()),
  amount: Schema.Int.pipe(Schema.nonNegative()),
  bets: Schema.Array(PlayerText(80)).pipe(Schema.minItems(BUILDER_MIN_LEGS), Schema.maxItems(BUILDER_MAX_LEGS)),
  coef: Schema.Number.pipe(Schema.between(1, 10_000)),
  changeCoefAction: ChangeCoefActionId,
  exactCoef: Schema.Literal(0, 1)
})
export type BuilderToPlace = typeof BuilderToPlace.Type

/** BuilderRefused's code (beside the placement's own refusal codes). */
export const BUILDER_REFUSED_CODE = 23

/** The combination is not one the builder prices (its reason says why). */
export class BuilderRefused extends Schema.TaggedError<BuilderRefused>()(
  "BuilderRefused",
  { reason: BuilderRefusal, code: Schema.Literal(BUILDER_REFUSED_CODE), message: Schema.String },
  HttpApiSchema.annotations({ status: 422 })
) {}

/** The builder's price moved and the player's policy does not take it: the price now. Nothing was placed. */
export class BuilderPriceChanged extends Schema.TaggedError<BuilderPriceChanged>()(
  "BuilderPriceChanged",
  { coef: Schema.Number, code: Schema.Literal(PlacementRefusalCode.pricesChanged), message: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

export const couponGroup = HttpApiGroup.make("coupon")
  .add(
    HttpApiEndpoint.post("place", "/web-api/coupon/place")
      .setPayload(BetToPlace)
      .addSuccess(PlacedCoupon)
      .addError(Unauthorized)
      .addError(AccountNotFound)
      // The player's wallet is frozen or the player is banned (WalletRefusalCode frozen 4, banned 7).
      .addError(WalletRefused)
      .addError(CouponRefused)
      .addError(PricesChanged)
      .addError(InsufficientBalance)
      .addError(PlacementKeyReused)
      // The coupon's promo code is not taken (codes 90-97, src/domain/api/promo.ts): nothing was placed.
      .addError(PromoCodeRefused)
      // The coupon's free bet is not taken (codes 80-85), or is not the player's (86): nothing was placed.
      .addError(FreeBetRefused)
      .addError(FreeBetNotFound)
      // The player's wagering or loss limit, session limit, self-exclusion, time-out or self-block (code 40-45).
      .addError(ResponsibleGamingRefused)
  )
  .add(
    HttpApiEndpoint.get("limits", "/web-api/coupon/limits")
      .setUrlParams(Schema.Struct({ accountId: Schema.NumberFromString.pipe(Schema.int(), Schema.positive()) }))
      .addSuccess(CouponLimitsAnswer)
      .addError(Unauthorized)
      .addError(AccountNotFound)
  )
  .add(
    // The player's free bets that a coupon may stake now (unused, unexpired), soonest to expire first.
    HttpApiEndpoint.get("freeBets", "/web-api/coupon/free-bets").addSuccess(FreeBetsAnswer).addError(Unauthorized)
  )
  .add(
    HttpApiEndpoint.get("history", "/web-api/coupon/history")
      .setUrlParams(HistoryQuery)
      .addSuccess(Schema.Struct({ coupons: Schema.Array(PlacedCoupon) }))
      .addError(Unauthorized)
  )
  .add(
    HttpApiEndpoint.get("coupon", "/web-api/coupon/:id")
      .setPath(Schema.Struct({ id: Schema.NumberFromString.pipe(Schema.int(), Schema.positive()) }))
      .addSuccess(PlacedCoupon)
      .addError(Unauthorized)
      .addError(CouponNotFound)
  )
  .add(
    HttpApiEndpoint.get("cashOutQuotes", "/web-api/coupon/cash-out/quotes")
      .addSuccess(CashOutQuotes)
      .addError(Unauthorized)
  )
  .add(
    HttpApiEndpoint.post("cashOut", "/web-api/coupon/cash-out")
      .setPayload(CashOutRequest)
      .addSuccess(CashOutDone)
      .addError(Unauthorized)
      .addError(CouponNotFound)
      .addError(CashOutUnavailable)
      .addError(CashOutValueChanged)
      .addError(CashOutAmountRefused)
      .addError(CashOutKeyReused)
  )
  .add(
    HttpApiEndpoint.post("autoCashOut", "/web-api/coupon/cash-out/auto")
      .setPayload(AutoCashOutRequest)
      .addSuccess(AutoCashOutRequest)
      .addError(Unauthorized)
      .addError(CouponNotFound)
      .addError(CashOutUnavailable)
  )
  .add(
    HttpApiEndpoint.post("editBet", "/web-api/coupon/edit")
      .setPayload(EditBetRequest)
      .addSuccess(EditBetDone)
      .addError(Unauthorized)
      .addError(CouponNotFound)
      .addError(AccountNotFound)
      .addError(WalletRefused)
      .addError(CashOutUnavailable)
      .addError(CashOutValueChanged)
      .addError(CashOutKeyReused)
      .addError(CouponRefused)
      .addError(PricesChanged)
      .addError(InsufficientBalance)
      .addError(ResponsibleGamingRefused)
  )
  .add(
    HttpApiEndpoint.post("placeBuilder", "/web-api/coupon/builder")
      .setPayload(BuilderToPlace)
      .addSuccess(PlacedCoupon)
      .addError(Unauthorized)
      .addError(AccountNotFound)
      .addError(WalletRefused)
      .addError(BuilderRefused)
      .addError(CouponRefused)
      .addError(BuilderPriceChanged)
      .addError(InsufficientBalance)
      .addError(PlacementKeyReused)
      // The player's wagering or loss limit, session limit, self-exclusion, time-out or self-block (code 40-45).
      .addError(ResponsibleGamingRefused)
  )
  .add(bookingEndpoints.makeBookingCode)
  .add(bookingEndpoints.bookingCode)
