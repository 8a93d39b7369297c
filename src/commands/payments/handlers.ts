import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { Navigation } from "../../adapters/Navigation"
import { emit, emitThen, type Handler } from "../handler"
import { fromServerAnswer } from "../serverAnswer"
import {
  type CancelWithdrawal,
  type CreatePaymentRequest,
  LoadCashier,
  type LoadDeposit,
  type LoadPaymentHistory,
  type LoadPaymentRequests,
  LoadWithdrawals,
  type RequestWithdrawal,
  type StartDeposit
} from "./commands"
import {
  CashierLoaded,
  CashierLoadFailed,
  DepositLoaded,
  DepositLoadFailed,
  DepositStarted,
  DepositStartFailed,
  PaymentHistoryLoaded,
  PaymentHistoryLoadFailed,
  PaymentRequestCreated,
  PaymentRequestFailed,
  PaymentRequestsLoaded,
  PaymentRequestsLoadFailed,
  WithdrawalCancelFailed,
  WithdrawalCancelled,
  WithdrawalRequested,
  WithdrawalRequestFailed,
  WithdrawalsLoaded,
  WithdrawalsLoadFailed
} from "./events"

export const loadCashier: Handler<LoadCashier> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.payments.cashier(undefined, { captcha: command.captcha }),
      (cashier) => emit(new CashierLoaded({ cashier })),
      (error) => emit(new CashierLoadFailed({ error }))
    )
  )

/**
 * Opens a deposit, then leaves for the provider: a full page load of the site's continue path, which the server
 * answers with a redirect to the provider's hosted page of this deposit.
 */
export const startDeposit: Handler<StartDeposit> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const outcome = yield* fromServerAnswer(
      command,
      api.payments.startDeposit({ payload: { method: "card", amount: command.amount, lng: command.lng } }, { captcha: command.captcha }),
      ({ deposit }) => emit(new DepositStarted({ deposit })),
      (error) => emit(new DepositStartFailed({ error }))
    )
    const started = outcome.events.find((event) => event._tag === "DepositStarted")
    if (started !== undefined && started._tag === "DepositStarted") {
      yield* (yield* Navigation).assign(`/web-api/payments/deposits/${started.deposit.id}/continue?lng=${command.lng}`)
    }
    return outcome
  })

export const loadDeposit: Handler<LoadDeposit> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.payments.deposit({ path: { id: command.id } }, { captcha: command.captcha }),
      (deposit) => emit(new DepositLoaded({ deposit })),
      (error) => emit(new DepositLoadFailed({ id: command.id, error }))
    )
  )

export const loadWithdrawals: Handler<LoadWithdrawals> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.payments.withdrawals(undefined, { captcha: command.captcha }),
      (withdrawals) => emit(new WithdrawalsLoaded({ withdrawals })),
      (error) => emit(new WithdrawalsLoadFailed({ error }))
    )
  )

/** The amount is reserved at once: the cashier's balance is read again after a request or a cancel. */
export const requestWithdrawal: Handler<RequestWithdrawal> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.payments.requestWithdrawal({ payload: { method: "card", amount: command.amount, cardNumber: command.cardNumber } }, { captcha: command.captcha }),
      (withdrawal) => emitThen([new WithdrawalRequested({ withdrawal })], [new LoadCashier({})]),
      (error) => emit(new WithdrawalRequestFailed({ error }))
    )
  )

export const cancelWithdrawal: Handler<CancelWithdrawal> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.payments.cancelWithdrawal({ path: { id: command.id } }, { captcha: command.captcha }),
      (withdrawal) => emitThen([new WithdrawalCancelled({ withdrawal })], [new LoadCashier({}), new LoadWithdrawals({})]),
      (error) => emit(new WithdrawalCancelFailed({ id: command.id, error }))
    )
  )

export const loadPaymentHistory: Handler<LoadPaymentHistory> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.payments.history({ urlParams: { tab: command.tab, ...(command.before === null ? {} : { before: command.before }) } }, { captcha: command.captcha }),
      ({ entries, next }) => emit(new PaymentHistoryLoaded({ tab: command.tab, before: command.before, entries, next })),
      (error) => emit(new PaymentHistoryLoadFailed({ tab: command.tab, error }))
    )
  )

export const loadPaymentRequests: Handler<LoadPaymentRequests> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      Effect.all([
        api.payments.requests(undefined, { captcha: command.captcha }),
        api.payments.deposits(undefined, { captcha: command.captcha }),
        api.payments.withdrawals(undefined, { captcha: command.captcha })
      ]),
      ([requests, deposits, withdrawals]) => emit(new PaymentRequestsLoaded({ requests, deposits, withdrawals })),
      (error) => emit(new PaymentRequestsLoadFailed({ error }))
    )
  )

export const createPaymentRequest: Handler<CreatePaymentRequest> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.payments.createRequest(
        { payload: { topic: command.topic, subTopic: command.subTopic, transactionId: command.transactionId, message: command.message } },
        { captcha: command.captcha }
      ),
      (request) => emit(new PaymentRequestCreated({ request })),
      (error) => emit(new PaymentRequestFailed({ error }))
    )
  )
