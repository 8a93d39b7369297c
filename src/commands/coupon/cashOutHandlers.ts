import { Clock, Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import type { ApiError } from "../../domain/api/clientErrors"
import { LoadAccounts } from "../account/commands"
import { emit, emitThen, type Handler, type Outcome } from "../handler"
import { Query } from "../query"
import { fromServerAnswer } from "../serverAnswer"
import { type CashOutCoupon, type EditBet, LoadBetHistory, LoadCashOutQuotes, type SetAutoCashOut } from "./commands"
import { AutoCashOutSet, BetEdited, CashedOut, CashOutFailed, CashOutQuotesLoaded, CashOutQuotesLoadFailed, CashOutStarted } from "./events"

/**
 * Cash-out, automatic cash-out and edit bet. After money moved, the balance, the history and the quotes are read
 * again, as after a placement.
 */

/** The idempotency key of one cash-out attempt: the Clock's time (logged) and the command's own log position. */
const cashOutKey = (at: number, seq: number): string => `cash-out-${at.toString(36).padStart(9, "0")}-${seq.toString(36).padStart(6, "0")}`

const codeOf = (error: ApiError): number | null => (error._tag === "ServerRefused" && error.code !== undefined ? error.code : null)

/** What is read again after a cash-out or an edit, answered or refused (a refused value comes back as the new quote). */
const refreshed = Effect.gen(function* () {
  const { betHistory } = yield* (yield* Query).states
  return [new LoadAccounts({}), new LoadCashOutQuotes({}), ...(betHistory.query === null ? [] : [new LoadBetHistory({ query: betHistory.query })])]
})

const failed = (couponId: number) => (error: ApiError, then: ReadonlyArray<LoadAccounts | LoadCashOutQuotes | LoadBetHistory>): Outcome =>
  emitThen([new CashOutFailed({ couponId, code: codeOf(error), error })], [...then])

/**
 * The quotes of the open coupons. A coupon the history shows open that has no quote any more was closed by the server
 * (cashed out automatically, or settled): the balance and the history are read again.
 */
export const loadCashOutQuotes: Handler<LoadCashOutQuotes> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const { betHistory } = yield* (yield* Query).states
    return yield* fromServerAnswer(
      command,
      api.coupon.cashOutQuotes({}, { captcha: command.captcha }),
      ({ quotes }) => {
        const open = new Set(quotes.map((quote) => quote.couponId))
        const closed = betHistory.query !== null && betHistory.coupons.some((coupon) => coupon.status === "open" && !open.has(coupon.id))
        const loaded = new CashOutQuotesLoaded({ quotes })
        return closed && betHistory.query !== null ? emitThen([loaded], [new LoadAccounts({}), new LoadBetHistory({ query: betHistory.query })]) : emit(loaded)
      },
      (error) => emit(new CashOutQuotesLoadFailed({ error }))
    )
  })

export const cashOutCoupon: Handler<CashOutCoupon> = (command, seq) =>
  Effect.gen(function* () {
    const api = yield* Api
    const { couponSettings } = yield* (yield* Query).states
    const key = cashOutKey(yield* Clock.currentTimeMillis, seq)
    const then = yield* refreshed
    const outcome = yield* fromServerAnswer(
      command,
      api.coupon.cashOut(
        { payload: { key, couponId: command.couponId, seen: command.seen, amount: command.amount, changeCoefAction: couponSettings.settings.changeCoefAction } },
        { captcha: command.captcha }
      ),
      (done) => emitThen([new CashedOut({ done })], then),
      (error) => failed(command.couponId)(error, then)
    )
    return { ...outcome, events: [new CashOutStarted({ couponId: command.couponId, key }), ...outcome.events] }
  })

export const setAutoCashOut: Handler<SetAutoCashOut> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.coupon.autoCashOut({ payload: { couponId: command.couponId, at: command.at } }, { captcha: command.captcha }),
      (set) => emit(new AutoCashOutSet({ couponId: set.couponId, at: set.at })),
      (error) => failed(command.couponId)(error, [new LoadCashOutQuotes({})])
    )
  })

export const editBet: Handler<EditBet> = (command, seq) =>
  Effect.gen(function* () {
    const api = yield* Api
    const { couponSettings } = yield* (yield* Query).states
    const key = cashOutKey(yield* Clock.currentTimeMillis, seq)
    const then = yield* refreshed
    const outcome = yield* fromServerAnswer(
      command,
      api.coupon.editBet(
        {
          payload: {
            key,
            couponId: command.couponId,
            seen: command.seen,
            extraStake: command.extraStake,
            bets: command.bets,
            changeCoefAction: couponSettings.settings.changeCoefAction
          }
        },
        { captcha: command.captcha }
      ),
      (done) => emitThen([new BetEdited({ done })], then),
      (error) => failed(command.couponId)(error, then)
    )
    return { ...outcome, events: [new CashOutStarted({ couponId: command.couponId, key }), ...outcome.events] }
  })
