import { Clock, Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { Storage } from "../../adapters/Storage"
import type { ApiError } from "../../domain/api/clientErrors"
import { betEntryOf } from "../../domain/coupon/bet"
import { changeSettings, COUPON_SETTINGS_STORAGE_KEY, oneClickStake, parseStoredCouponSettings } from "../../domain/coupon/couponSettings"
import { COUPON_STORAGE_KEY, type CouponState, parseStoredCoupon } from "../../domain/coupon/couponState"
import { CouponType } from "../../domain/coupon/couponType"
import { COUPON_REMINDER_STORAGE_KEY, isCouponPage, parseStoredReminder, reminderFor, reminderMayShow } from "../../domain/coupon/reminder"
import { WalletRefusalCode } from "../../domain/account/wallets"
import { betToPlaceOf, couponAccount, couponFeatures, lineOutcome } from "../../projections/coupon/selectors"
import { LoadAccounts } from "../account/commands"
import { LoadRights } from "../session/commands"
import { emit, emitThen, type Handler } from "../handler"
import { Query } from "../query"
import { fromServerAnswer } from "../serverAnswer"
import {
  type ChangeCouponSettings,
  type CloseCouponResult,
  type DismissOneClickQuestion,
  type EditCoupon,
  LoadCouponLimits,
  LoadFreeBets,
  type LoadBetHistory,
  type LoadPlacedCoupon,
  type PlaceCoupon,
  type CloseCouponReminder,
  type RestoreCoupon,
  SendCoupon,
  type ShowCouponReminder,
  type ToggleBet
} from "./commands"
import {
  BetHistoryLoaded,
  BetHistoryLoadFailed,
  CouponEdited,
  CouponLimitsLoaded,
  FreeBetsLoaded,
  FreeBetsLoadFailed,
  CouponLimitsLoadFailed,
  CouponPlaced,
  CouponPlacementFailed,
  CouponPlacementStarted,
  CouponReminderClosed,
  CouponReminderRestored,
  CouponReminderSet,
  CouponReminderShown,
  CouponRestored,
  CouponResultClosed,
  CouponSettingsChanged,
  OneClickQuestionAsked,
  OneClickQuestionDismissed,
  PlacedCouponLoaded,
  PlacedCouponLoadFailed
} from "./events"

/** The storage reads are in the events, so a replay restores the same coupon without a browser. */
export const restoreCoupon: Handler<RestoreCoupon> = () =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const coupon = yield* storage.get("local", COUPON_STORAGE_KEY)
    const settings = yield* storage.get("local", COUPON_SETTINGS_STORAGE_KEY)
    const reminder = yield* storage.get("session", COUPON_REMINDER_STORAGE_KEY)
    return emit(
      new CouponRestored({ stored: parseStoredCoupon(coupon), settings: parseStoredCouponSettings(settings) }),
      new CouponReminderRestored({ reminder: parseStoredReminder(reminder) })
    )
  })

/** The reminder's timer fired: it shows if its bet is still in the coupon, not blocked, and the coupon page is not open. */
export const showCouponReminder: Handler<ShowCouponReminder> = () =>
  Effect.gen(function* () {
    const { couponReminder, coupon, location } = yield* (yield* Query).states
    const { reminder } = couponReminder
    if (reminder === null || !reminderMayShow(reminder, coupon.bets, isCouponPage(location.path))) return emit()
    return emit(new CouponReminderShown({ id: reminder.id }))
  })

export const closeCouponReminder: Handler<CloseCouponReminder> = () => Effect.succeed(emit(new CouponReminderClosed({})))

/** The idempotency key of one placing attempt: the Clock's time (logged) and the command's own log position. */
const placementKey = (at: number, seq: number): string => `coupon-${at.toString(36).padStart(9, "0")}-${seq.toString(36).padStart(6, "0")}`

/**
 * A price clicked in the line: the bet leaves the coupon when it is in, else joins it. With one-click on (SPEC.md 4)
 * a signed-in player's click places a single at the one-click stake they chose at once, without touching the coupon. A price
 * whose market is not open is not taken.
 */
export const toggleBet: Handler<ToggleBet> = ({ gameId, marketId, outcomeId }, seq) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    if (states.coupon.bets.some((bet) => bet.market.id === outcomeId)) return emit(new CouponEdited({ edit: { _tag: "RemoveBet", betId: outcomeId } }))
    const found = lineOutcome(states, gameId, marketId, outcomeId)
    if (found === undefined || found.market.status !== "open") return emit()
    const bet = betEntryOf(found.game, found.market, found.outcome)
    const at = yield* Clock.currentTimeMillis
    const { settings } = states.couponSettings
    const account = couponAccount(states)
    // One-click places only at a stake the player chose; until they chose one, a click adds the bet to the coupon.
    const amount = account === undefined ? 0 : oneClickStake(settings, account.type)
    if (settings.isOneClick && couponFeatures(states).oneClick && account !== undefined && amount > 0 && states.couponPlacement.placing === null) {
      const single: CouponState = { ...states.coupon, typeId: CouponType.single, bets: [bet], amount, promoCode: "", vip: false }
      const key = placementKey(at, seq)
      return emitThen([new CouponPlacementStarted({ key, oneClick: true })], [new SendCoupon({ bet: betToPlaceOf(states, account.id, key, single), oneClick: true })])
    }
    const added = new CouponEdited({ edit: { _tag: "AddBet", bet, at } })
    return states.coupon.bets.length === 0 ? emit(added, new CouponReminderSet({ reminder: reminderFor(bet, at) })) : emit(added)
  })

/** A change of the coupon; a new account brings its own limits. */
export const editCoupon: Handler<EditCoupon> = ({ edit }) =>
  Effect.succeed(edit._tag === "ChangeAccount" ? emitThen([new CouponEdited({ edit })], [new LoadCouponLimits({ accountId: edit.accountId })]) : emit(new CouponEdited({ edit })))

/** SPEC.md 4's links between the settings; one-click confirmed on a coupon with bets empties the coupon. */
export const changeCouponSettings: Handler<ChangeCouponSettings> = ({ change, confirmed }) =>
  Effect.gen(function* () {
    const { couponSettings, coupon } = yield* (yield* Query).states
    const outcome = changeSettings(couponSettings.settings, change, coupon.bets.length, confirmed)
    if (outcome._tag === "NeedsConfirmation") return emit(new OneClickQuestionAsked({}))
    const clears = change._tag === "OneClick" && change.on && coupon.bets.length > 0
    return emit(new CouponSettingsChanged({ settings: outcome.settings }), ...(clears ? [new CouponEdited({ edit: { _tag: "Clear" } })] : []))
  })

export const dismissOneClickQuestion: Handler<DismissOneClickQuestion> = () => Effect.succeed(emit(new OneClickQuestionDismissed({})))

export const loadFreeBets: Handler<LoadFreeBets> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.coupon.freeBets({}, { captcha: command.captcha }),
      (answer) => emit(new FreeBetsLoaded({ freeBets: answer.freeBets })),
      (error) => emit(new FreeBetsLoadFailed({ error }))
    )
  })

export const loadCouponLimits: Handler<LoadCouponLimits> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.coupon.limits({ urlParams: { accountId: command.accountId } }, { captcha: command.captcha }),
      (limits) => emit(new CouponLimitsLoaded({ limits })),
      (error) => emit(new CouponLimitsLoadFailed({ error }))
    )
  })

/**
 * Places the coupon as it stands: logged as started under a new idempotency key, then sent. Nothing is sent while
 * another placement is on its way or the coupon is empty; the rules themselves are the server's to enforce (the
 * panel does not offer the button while they fail).
 */
export const placeCoupon: Handler<PlaceCoupon> = (command, seq) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const account = couponAccount(states)
    if (states.coupon.bets.length === 0 || states.couponPlacement.placing !== null || account === undefined) return emit()
    const key = placementKey(yield* Clock.currentTimeMillis, seq)
    const bet = betToPlaceOf(states, account.id, key, undefined, command.shown)
    return emitThen([new CouponPlacementStarted({ key, oneClick: false })], [new SendCoupon({ bet, oneClick: false })])
  })

/** The refusal code a failed placement carries (src/domain/api/coupon.ts), if the server sent one. */
const codeOf = (error: ApiError): number | null => (error._tag === "ServerRefused" && error.code !== undefined ? error.code : null)

/** Refusals that say the player may not bet (WalletRefused banned or frozen): the rights the page shows were out of date. */
const RIGHTS_REFUSALS: ReadonlySet<number> = new Set([WalletRefusalCode.banned, WalletRefusalCode.frozen])

/** Sends the placement; the balance is read again whatever the answer (a stake may have left the account). */
export const sendCoupon: Handler<SendCoupon> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.coupon.place({ payload: command.bet }, { captcha: command.captcha }),
      (coupon) => emitThen([new CouponPlaced({ coupon, oneClick: command.oneClick })], [new LoadAccounts({})]),
      (error) => {
        const code = codeOf(error)
        const failed = new CouponPlacementFailed({ code, error })
        return code !== null && error._tag === "ServerRefused" && error.status === 409 && RIGHTS_REFUSALS.has(code) ? emitThen([failed], [new LoadRights({})]) : emit(failed)
      }
    )
  })

export const closeCouponResult: Handler<CloseCouponResult> = () => Effect.succeed(emit(new CouponResultClosed({})))

export const loadBetHistory: Handler<LoadBetHistory> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.coupon.history({ urlParams: command.query }, { captcha: command.captcha }),
      ({ coupons }) => emit(new BetHistoryLoaded({ query: command.query, coupons })),
      (error) => emit(new BetHistoryLoadFailed({ query: command.query, error }))
    )
  })

export const loadPlacedCoupon: Handler<LoadPlacedCoupon> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.coupon.coupon({ path: { id: command.couponId } }, { captcha: command.captcha }),
      (coupon) => emit(new PlacedCouponLoaded({ coupon })),
      (error) => emit(new PlacedCouponLoadFailed({ couponId: command.couponId, error }))
    )
  })
