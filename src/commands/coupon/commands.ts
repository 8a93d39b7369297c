import { Schema } from "effect"
import { BetToPlace, BetToPlaceLeg, HistoryQuery } from "../../domain/api/coupon"
import { CouponEdit } from "../../domain/coupon/couponState"
import { SettingsChange } from "../../domain/coupon/couponSettings"
import { captchaAnswer } from "../secret"
import { shareCommands } from "./shareCommands"

/** Reads the coupon and its settings this browser kept (SPEC.md 4: restored at start into an empty coupon). */
export class RestoreCoupon extends Schema.TaggedClass<RestoreCoupon>()("RestoreCoupon", {}) {}

/** A price in the line was clicked: the bet joins the coupon, or leaves it when it is in (one-click places it). */
export class ToggleBet extends Schema.TaggedClass<ToggleBet>()("ToggleBet", { gameId: Schema.String, marketId: Schema.String, outcomeId: Schema.String }) {}

/** Any other change the player makes in the coupon. */
export class EditCoupon extends Schema.TaggedClass<EditCoupon>()("EditCoupon", { edit: CouponEdit }) {}

/** The player changes a coupon setting; `confirmed` answers the one-click question (SPEC.md 4). */
export class ChangeCouponSettings extends Schema.TaggedClass<ChangeCouponSettings>()("ChangeCouponSettings", {
  change: SettingsChange,
  confirmed: Schema.Boolean
}) {}

/** The player dismisses the one-click question: one-click stays off. */
export class DismissOneClickQuestion extends Schema.TaggedClass<DismissOneClickQuestion>()("DismissOneClickQuestion", {}) {}

/** Loads the stake limits of the account the coupon is placed from. */
export class LoadCouponLimits extends Schema.TaggedClass<LoadCouponLimits>()("LoadCouponLimits", { accountId: Schema.Int, ...captchaAnswer }) {}

/** Loads the player's free bets a coupon may stake (src/domain/promo/freeBets.ts), when the player asks to use one. */
export class LoadFreeBets extends Schema.TaggedClass<LoadFreeBets>()("LoadFreeBets", { ...captchaAnswer }) {}

/** Stakes in minor units: the one of a single, an express or a system, each bet's, each block's. */
const Stakes = Schema.Struct({
  amount: Schema.NonNegativeInt,
  amountByBetId: Schema.Record({ key: Schema.String, value: Schema.NonNegativeInt }),
  amountByBlockId: Schema.Record({ key: Schema.String, value: Schema.NonNegativeInt })
})
export type ShownStakes = typeof Stakes.Type

/**
 * Places the coupon as it stands, at the stakes its fields show when Place bet is pressed (`shown`, read from the
 * screen: what the player sees is what is staked). Without them, the coupon's own stakes.
 */
export class PlaceCoupon extends Schema.TaggedClass<PlaceCoupon>()("PlaceCoupon", { shown: Schema.optional(Stakes), ...captchaAnswer }) {}

/** Sends a placement whose start is logged (CouponPlacementStarted), so the coupon shows "placing" at once. */
export class SendCoupon extends Schema.TaggedClass<SendCoupon>()("SendCoupon", { bet: BetToPlace, oneClick: Schema.Boolean, ...captchaAnswer }) {}

/** The player closes the success message (or the failure note). */
export class CloseCouponResult extends Schema.TaggedClass<CloseCouponResult>()("CloseCouponResult", {}) {}

/** The bet history of the personal office, for a period and a status. */
export class LoadBetHistory extends Schema.TaggedClass<LoadBetHistory>()("LoadBetHistory", { query: HistoryQuery, ...captchaAnswer }) {}

/** One placed coupon, for print-coupon/{couponId}. */
export class LoadPlacedCoupon extends Schema.TaggedClass<LoadPlacedCoupon>()("LoadPlacedCoupon", { couponId: Schema.Int, ...captchaAnswer }) {}

/** The reminder's time has come (its timer): it shows if SPEC.md 4 still lets it. */
export class ShowCouponReminder extends Schema.TaggedClass<ShowCouponReminder>()("ShowCouponReminder", {}) {}

/** The player closes the reminder, or opens the coupon from it. */
export class CloseCouponReminder extends Schema.TaggedClass<CloseCouponReminder>()("CloseCouponReminder", {}) {}

/** The cash-out of each of the player's open coupons (the history refreshes them with the line's poll). */
export class LoadCashOutQuotes extends Schema.TaggedClass<LoadCashOutQuotes>()("LoadCashOutQuotes", { ...captchaAnswer }) {}

/** Cashes a coupon out at the value the player saw: all of it (`amount` null) or part of it. */
export class CashOutCoupon extends Schema.TaggedClass<CashOutCoupon>()("CashOutCoupon", {
  couponId: Schema.Int,
  seen: Schema.Int,
  amount: Schema.NullOr(Schema.Int),
  ...captchaAnswer
}) {}

/** Sets (or clears, `at` null) the value at which the server cashes the coupon out by itself. */
export class SetAutoCashOut extends Schema.TaggedClass<SetAutoCashOut>()("SetAutoCashOut", { couponId: Schema.Int, at: Schema.NullOr(Schema.Int), ...captchaAnswer }) {}

/** Edits an open coupon: cashed out at the value seen, its value (and `extraStake`) staked on `bets`. */
export class EditBet extends Schema.TaggedClass<EditBet>()("EditBet", {
  couponId: Schema.Int,
  seen: Schema.Int,
  extraStake: Schema.Int,
  bets: Schema.Array(BetToPlaceLeg),
  ...captchaAnswer
}) {}

export const couponCommands = [
  RestoreCoupon,
  ToggleBet,
  EditCoupon,
  ChangeCouponSettings,
  DismissOneClickQuestion,
  LoadCouponLimits,
  LoadFreeBets,
  PlaceCoupon,
  SendCoupon,
  CloseCouponResult,
  LoadBetHistory,
  LoadPlacedCoupon,
  ShowCouponReminder,
  CloseCouponReminder,
  LoadCashOutQuotes,
  CashOutCoupon,
  SetAutoCashOut,
  EditBet,
  ...shareCommands
] as const
