import { Clock, Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { type ApiError, ServerRefused } from "../../domain/api/clientErrors"
import { betEntryOf } from "../../domain/coupon/bet"
import { priceBuilder } from "../../domain/coupon/betBuilder"
import { normalizeBookingCode } from "../../domain/coupon/bookingCode"
import { MAX_BETS } from "../../domain/coupon/couponType"
import { reminderFor } from "../../domain/coupon/reminder"
import { couponAccount } from "../../projections/coupon/selectors"
import { lineGameOf } from "../../projections/coupon/share"
import { LoadAccounts } from "../account/commands"
import { emit, emitThen, type Handler } from "../handler"
import { Query } from "../query"
import { fromServerAnswer } from "../serverAnswer"
import { CouponEdited, CouponReminderSet } from "./events"
import {
  type ChangeBuilderAmount,
  type ClearBuilder,
  type CloseBuilderResult,
  type LoadBookingCode,
  type MakeBookingCode,
  type PlaceBuilder,
  SendBuilder,
  type ToggleBuilderPick
} from "./shareCommands"
import {
  BookingCodeLoaded,
  BookingCodeLoadFailed,
  BookingCodeMadeEvent,
  BookingCodeMakeFailed,
  BuilderEdited,
  BuilderPlaced,
  BuilderPlacementFailed,
  BuilderPlacementStarted,
  BuilderResultClosed
} from "./shareEvents"

/** The bet builder's and the booking codes' handlers (the coupon area's sharing and same-game bets). */

export const toggleBuilderPick: Handler<ToggleBuilderPick> = ({ gameId, outcomeId }) => Effect.succeed(emit(new BuilderEdited({ edit: { _tag: "Toggle", gameId, outcomeId } })))
export const clearBuilder: Handler<ClearBuilder> = () => Effect.succeed(emit(new BuilderEdited({ edit: { _tag: "Clear" } })))
export const changeBuilderAmount: Handler<ChangeBuilderAmount> = ({ amount }) => Effect.succeed(emit(new BuilderEdited({ edit: { _tag: "Amount", amount } })))
export const closeBuilderResult: Handler<CloseBuilderResult> = () => Effect.succeed(emit(new BuilderResultClosed({})))

const codeOf = (error: ApiError): number | null => (error._tag === "ServerRefused" && error.code !== undefined ? error.code : null)

/** The key of one placing attempt: the Clock's time (logged) and the command's log position. */
const builderKey = (at: number, seq: number): string => `builder-${at.toString(36).padStart(9, "0")}-${seq.toString(36).padStart(6, "0")}`

/**
 * Places the bet builder at the price the page shows now (the server prices it again and its policy decides): nothing
 * is sent while a placement is on its way or the builder is not priced.
 */
export const placeBuilder: Handler<PlaceBuilder> = (_command, seq) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const { betBuilder } = states
    const account = couponAccount(states)
    if (betBuilder.gameId === null || betBuilder.placing !== null || account === undefined) return emit()
    const game = lineGameOf(states, betBuilder.gameId)
    const quote = game === undefined ? undefined : priceBuilder(game, betBuilder.picks)
    if (quote === undefined || quote._tag !== "Priced") return emit()
    const key = builderKey(yield* Clock.currentTimeMillis, seq)
    const { settings } = states.couponSettings
    const bet = { key, accountId: account.id, amount: betBuilder.amount, bets: betBuilder.picks, coef: quote.coef, changeCoefAction: settings.changeCoefAction, exactCoef: settings.exactCoef }
    return emitThen([new BuilderPlacementStarted({ key })], [new SendBuilder({ bet })])
  })

export const sendBuilder: Handler<SendBuilder> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.coupon.placeBuilder({ payload: command.bet }, { captcha: command.captcha }),
      (coupon) => emitThen([new BuilderPlaced({ coupon })], [new LoadAccounts({})]),
      (error) => emit(new BuilderPlacementFailed({ code: codeOf(error), error }))
    )
  })

/** Keeps the slip's selections (their outcome ids, at most a coupon's worth) under a new code. */
export const makeBookingCode: Handler<MakeBookingCode> = (command) =>
  Effect.gen(function* () {
    const { coupon } = yield* (yield* Query).states
    if (coupon.bets.length === 0) return emit()
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.coupon.makeBookingCode({ payload: { selections: coupon.bets.slice(0, MAX_BETS).map((bet) => bet.market.id) } }, { captcha: command.captcha }),
      (made) => emit(new BookingCodeMadeEvent({ made })),
      (error) => emit(new BookingCodeMakeFailed({ error }))
    )
  })

/**
 * Loads a code: its selections still on the line join the slip (those already in it stay once), and the answer says
 * which ones the line dropped. A text that cannot be a code is refused here as the server would (404).
 */
export const loadBookingCode: Handler<LoadBookingCode> = (command) =>
  Effect.gen(function* () {
    const code = normalizeBookingCode(command.code)
    if (code === undefined) return emit(new BookingCodeLoadFailed({ code: command.code, error: new ServerRefused({ status: 404, title: "There is no such booking code, or it has expired." }) }))
    const api = yield* Api
    const at = yield* Clock.currentTimeMillis
    const { coupon } = yield* (yield* Query).states
    return yield* fromServerAnswer(
      command,
      api.coupon.bookingCode({ path: { code } }),
      (slip) => {
        const have = new Set(coupon.bets.map((bet) => bet.market.id))
        const added = slip.selections.flatMap((id) => {
          if (have.has(id)) return []
          const game = slip.games.find((g) => id.startsWith(`${g.id}:`))
          const market = game?.markets.find((m) => m.outcomes.some((o) => o.id === id))
          const outcome = market?.outcomes.find((o) => o.id === id)
          return game === undefined || market === undefined || outcome === undefined ? [] : [betEntryOf(game, market, outcome)]
        })
        const edits = added.map((bet) => new CouponEdited({ edit: { _tag: "AddBet", bet, at } }))
        const reminder = coupon.bets.length === 0 && added.length > 0 ? [new CouponReminderSet({ reminder: reminderFor(added[0]!, at) })] : []
        return emit(new BookingCodeLoaded({ slip }), ...edits, ...reminder)
      },
      (error) => emit(new BookingCodeLoadFailed({ code, error }))
    )
  })

export const shareHandlers = {
  ToggleBuilderPick: toggleBuilderPick,
  ClearBuilder: clearBuilder,
  ChangeBuilderAmount: changeBuilderAmount,
  PlaceBuilder: placeBuilder,
  SendBuilder: sendBuilder,
  CloseBuilderResult: closeBuilderResult,
  MakeBookingCode: makeBookingCode,
  LoadBookingCode: loadBookingCode
} as const
