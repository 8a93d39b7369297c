import { Schema } from "effect"
import { AvailableFreeBet, CashOutDone, CashOutQuote, CouponLimitsAnswer, EditBetDone, HistoryQuery, PlacedCoupon } from "../../domain/api/coupon"
import { ApiError } from "../../domain/api/clientErrors"
import { CouponSettings } from "../../domain/coupon/couponSettings"
import { CouponEdit, StoredCoupon } from "../../domain/coupon/couponState"
import { CouponReminder } from "../../domain/coupon/reminder"
import { version } from "../version"
import { shareEvents, shareServerAnswers } from "./shareEvents"

/** What this browser kept of the coupon (SPEC.md 4), and the coupon settings, as storage answered. */
export class CouponRestored extends Schema.TaggedClass<CouponRestored>()("CouponRestored", {
  ...version(1),
  stored: Schema.partial(StoredCoupon),
  settings: CouponSettings
}) {}

/** The coupon changed (couponState.ts applyCouponEdit says how). */
export class CouponEdited extends Schema.TaggedClass<CouponEdited>()("CouponEdited", { ...version(1), edit: CouponEdit }) {}

export class CouponSettingsChanged extends Schema.TaggedClass<CouponSettingsChanged>()("CouponSettingsChanged", { ...version(1), settings: CouponSettings }) {}

/** SPEC.md 4: one-click was asked for while the coupon has bets; the coupon asks whether to clear it. */
export class OneClickQuestionAsked extends Schema.TaggedClass<OneClickQuestionAsked>()("OneClickQuestionAsked", { ...version(1) }) {}
export class OneClickQuestionDismissed extends Schema.TaggedClass<OneClickQuestionDismissed>()("OneClickQuestionDismissed", { ...version(1) }) {}

export class CouponLimitsLoaded extends Schema.TaggedClass<CouponLimitsLoaded>()("CouponLimitsLoaded", { ...version(1), limits: CouponLimitsAnswer }) {}
export class CouponLimitsLoadFailed extends Schema.TaggedClass<CouponLimitsLoadFailed>()("CouponLimitsLoadFailed", { ...version(1), error: ApiError }) {}

/** The player's free bets a coupon may stake now, as the server answered, or why they could not be read. */
export class FreeBetsLoaded extends Schema.TaggedClass<FreeBetsLoaded>()("FreeBetsLoaded", { ...version(1), freeBets: Schema.Array(AvailableFreeBet) }) {}
export class FreeBetsLoadFailed extends Schema.TaggedClass<FreeBetsLoadFailed>()("FreeBetsLoadFailed", { ...version(1), error: ApiError }) {}

/** A placement went out under this idempotency key (a retry of the same attempt carries the same one). */
export class CouponPlacementStarted extends Schema.TaggedClass<CouponPlacementStarted>()("CouponPlacementStarted", {
  ...version(1),
  key: Schema.String,
  oneClick: Schema.Boolean
}) {}

/** The server took the coupon: the success message shows its id. A one-click bet never entered the coupon, so nothing leaves it. */
export class CouponPlaced extends Schema.TaggedClass<CouponPlaced>()("CouponPlaced", { ...version(1), coupon: PlacedCoupon, oneClick: Schema.Boolean }) {}

/**
 * The coupon was not placed: why, as the server's refusal code says (src/domain/api/coupon.ts), or the call's
 * failure; the coupon stays as it was.
 */
export class CouponPlacementFailed extends Schema.TaggedClass<CouponPlacementFailed>()("CouponPlacementFailed", {
  ...version(1),
  code: Schema.NullOr(Schema.Int),
  error: ApiError
}) {}

export class CouponResultClosed extends Schema.TaggedClass<CouponResultClosed>()("CouponResultClosed", { ...version(1) }) {}

export class BetHistoryLoaded extends Schema.TaggedClass<BetHistoryLoaded>()("BetHistoryLoaded", {
  ...version(1),
  query: HistoryQuery,
  coupons: Schema.Array(PlacedCoupon)
}) {}
export class BetHistoryLoadFailed extends Schema.TaggedClass<BetHistoryLoadFailed>()("BetHistoryLoadFailed", { ...version(1), query: HistoryQuery, error: ApiError }) {}

export class PlacedCouponLoaded extends Schema.TaggedClass<PlacedCouponLoaded>()("PlacedCouponLoaded", { ...version(1), coupon: PlacedCoupon }) {}
export class PlacedCouponLoadFailed extends Schema.TaggedClass<PlacedCouponLoadFailed>()("PlacedCouponLoadFailed", {
  ...version(1),
  couponId: Schema.Int,
  error: ApiError
}) {}

/** The reminder this tab kept in session storage, as storage answered (SPEC.md 4). */
export class CouponReminderRestored extends Schema.TaggedClass<CouponReminderRestored>()("CouponReminderRestored", {
  ...version(1),
  reminder: Schema.NullOr(CouponReminder)
}) {}

/** A bet entered an empty coupon: the reminder's time is set (SPEC.md 4). */
export class CouponReminderSet extends Schema.TaggedClass<CouponReminderSet>()("CouponReminderSet", { ...version(1), reminder: CouponReminder }) {}

/** The reminder's time came while its bet was still in the coupon and the coupon page was not open: it shows. */
export class CouponReminderShown extends Schema.TaggedClass<CouponReminderShown>()("CouponReminderShown", { ...version(1), id: Schema.String }) {}

/** The player closed the reminder, or opened the coupon from it. */
export class CouponReminderClosed extends Schema.TaggedClass<CouponReminderClosed>()("CouponReminderClosed", { ...version(1) }) {}

export class CashOutQuotesLoaded extends Schema.TaggedClass<CashOutQuotesLoaded>()("CashOutQuotesLoaded", { ...version(1), quotes: Schema.Array(CashOutQuote) }) {}
export class CashOutQuotesLoadFailed extends Schema.TaggedClass<CashOutQuotesLoadFailed>()("CashOutQuotesLoadFailed", { ...version(1), error: ApiError }) {}

/** A cash-out (or an edit bet) of a coupon went out under this idempotency key. */
export class CashOutStarted extends Schema.TaggedClass<CashOutStarted>()("CashOutStarted", { ...version(1), couponId: Schema.Int, key: Schema.String }) {}
export class CashedOut extends Schema.TaggedClass<CashedOut>()("CashedOut", { ...version(1), done: CashOutDone }) {}
/** A cash-out, automatic cash-out or edit bet refused: the server's code (src/domain/api/coupon.ts CashOutRefusalCode), or the call's failure. */
export class CashOutFailed extends Schema.TaggedClass<CashOutFailed>()("CashOutFailed", {
  ...version(1),
  couponId: Schema.Int,
  code: Schema.NullOr(Schema.Int),
  error: ApiError
}) {}
export class AutoCashOutSet extends Schema.TaggedClass<AutoCashOutSet>()("AutoCashOutSet", { ...version(1), couponId: Schema.Int, at: Schema.NullOr(Schema.Int) }) {}
export class BetEdited extends Schema.TaggedClass<BetEdited>()("BetEdited", { ...version(1), done: EditBetDone }) {}

export const couponEvents = [
  CouponRestored,
  CouponEdited,
  CouponSettingsChanged,
  OneClickQuestionAsked,
  OneClickQuestionDismissed,
  CouponLimitsLoaded,
  CouponLimitsLoadFailed,
  FreeBetsLoaded,
  FreeBetsLoadFailed,
  CouponPlacementStarted,
  CouponPlaced,
  CouponPlacementFailed,
  CouponResultClosed,
  BetHistoryLoaded,
  BetHistoryLoadFailed,
  PlacedCouponLoaded,
  PlacedCouponLoadFailed,
  CouponReminderRestored,
  CouponReminderSet,
  CouponReminderShown,
  CouponReminderClosed,
  CashOutQuotesLoaded,
  CashOutQuotesLoadFailed,
  CashOutStarted,
  CashedOut,
  CashOutFailed,
  AutoCashOutSet,
  BetEdited,
  ...shareEvents
] as const

export const couponServerAnswers = [
  CouponLimitsLoaded,
  CouponLimitsLoadFailed,
  FreeBetsLoaded,
  FreeBetsLoadFailed,
  CouponPlaced,
  CouponPlacementFailed,
  BetHistoryLoaded,
  BetHistoryLoadFailed,
  PlacedCouponLoaded,
  PlacedCouponLoadFailed,
  CashOutQuotesLoaded,
  CashOutQuotesLoadFailed,
  CashedOut,
  CashOutFailed,
  AutoCashOutSet,
  BetEdited,
  ...shareServerAnswers
] as const
