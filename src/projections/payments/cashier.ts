import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { Cashier, Deposit, HistoryEntry, PaymentRequest, Withdrawal } from "../../domain/api/payments"
import { playerScoped } from "../playerScoped"

/**
 * The cashier's pages (SPEC.md 2.5 recharge, deduce, historypay, payment/requests; 2.8 return pages): the player's
 * main account and methods, their deposits as the return pages read them, withdrawals, the history's tabs and their
 * payment requests. Reset when another player (or a guest) takes the browser.
 */
const Loadable = <A, I>(data: Schema.Schema<A, I>) =>
  Schema.Struct({ status: Schema.Literal("idle", "loaded", "failed"), data: Schema.NullOr(data), error: Schema.NullOr(ApiError) })

const HistoryTabState = Schema.Struct({
  status: Schema.Literal("idle", "loaded", "failed"),
  entries: Schema.Array(HistoryEntry),
  next: Schema.NullOr(Schema.Int),
  error: Schema.NullOr(ApiError)
})

export const PaymentsState = Schema.Struct({
  owner: Schema.NullOr(Schema.Int),
  cashier: Loadable(Cashier),
  /** The last refusal of a deposit (amount, limits), until the next try. */
  depositError: Schema.NullOr(ApiError),
  /** Deposits by id, as the return pages loaded them. */
  deposits: Schema.Record({ key: Schema.String, value: Schema.Union(Deposit, Schema.Struct({ failed: ApiError })) }),
  withdrawals: Loadable(Schema.Array(Withdrawal)),
  withdrawalOutcome: Schema.NullOr(Schema.Union(Schema.TaggedStruct("requested", { withdrawal: Withdrawal }), Schema.TaggedStruct("failed", { error: ApiError }))),
  history: Schema.Struct({ main: HistoryTabState, virtual: HistoryTabState }),
  requests: Loadable(Schema.Struct({ requests: Schema.Array(PaymentRequest), deposits: Schema.Array(Deposit), withdrawals: Schema.Array(Withdrawal) })),
  requestOutcome: Schema.NullOr(Schema.Union(Schema.TaggedStruct("created", { request: PaymentRequest }), Schema.TaggedStruct("failed", { error: ApiError })))
})
export type PaymentsState = typeof PaymentsState.Type

const idle = { status: "idle" as const, data: null, error: null }
const idleTab = { status: "idle" as const, entries: [], next: null, error: null }

const emptyFor = (owner: number | null): PaymentsState => ({
  owner,
  cashier: idle,
  depositError: null,
  deposits: {},
  withdrawals: idle,
  withdrawalOutcome: null,
  history: { main: idleTab, virtual: idleTab },
  requests: idle,
  requestOutcome: null
})

const replaceWithdrawal = (list: ReadonlyArray<Withdrawal> | null, withdrawal: Withdrawal): ReadonlyArray<Withdrawal> =>
  list === null ? [withdrawal] : list.some((w) => w.id === withdrawal.id) ? list.map((w) => (w.id === withdrawal.id ? withdrawal : w)) : [withdrawal, ...list]

export const paymentsProjection = playerScoped({
  name: "payments",
  schema: PaymentsState,
  emptyFor,
  playerOf: (state) => state.owner,
  tags: [
    "CashierLoaded",
    "CashierLoadFailed",
    "DepositStarted",
    "DepositStartFailed",
    "DepositLoaded",
    "DepositLoadFailed",
    "WithdrawalsLoaded",
    "WithdrawalsLoadFailed",
    "WithdrawalRequested",
    "WithdrawalRequestFailed",
    "WithdrawalCancelled",
    "WithdrawalCancelFailed",
    "PaymentHistoryLoaded",
    "PaymentHistoryLoadFailed",
    "PaymentRequestsLoaded",
    "PaymentRequestsLoadFailed",
    "PaymentRequestCreated",
    "PaymentRequestFailed"
  ],
  apply: (state, event): PaymentsState => {
    switch (event._tag) {
      case "CashierLoaded":
        return { ...state, cashier: { status: "loaded", data: event.cashier, error: null } }
      case "CashierLoadFailed":
        return { ...state, cashier: { ...state.cashier, status: state.cashier.status === "loaded" ? "loaded" : "failed", error: event.error } }
      case "DepositStarted":
        return { ...state, depositError: null, deposits: { ...state.deposits, [event.deposit.id]: event.deposit } }
      case "DepositStartFailed":
        return { ...state, depositError: event.error }
      case "DepositLoaded":
        return { ...state, deposits: { ...state.deposits, [event.deposit.id]: event.deposit } }
      case "DepositLoadFailed":
        return { ...state, deposits: { ...state.deposits, [event.id]: { failed: event.error } } }
      case "WithdrawalsLoaded":
        return { ...state, withdrawals: { status: "loaded", data: event.withdrawals, error: null } }
      case "WithdrawalsLoadFailed":
        return { ...state, withdrawals: { ...state.withdrawals, status: state.withdrawals.status === "loaded" ? "loaded" : "failed", error: event.error } }
      case "WithdrawalRequested":
        return {
          ...state,
          withdrawalOutcome: { _tag: "requested", withdrawal: event.withdrawal },
          withdrawals: { status: "loaded", data: replaceWithdrawal(state.withdrawals.data, event.withdrawal), error: null }
        }
      case "WithdrawalRequestFailed":
        return { ...state, withdrawalOutcome: { _tag: "failed", error: event.error } }
      case "WithdrawalCancelled":
        return { ...state, withdrawals: { status: "loaded", data: replaceWithdrawal(state.withdrawals.data, event.withdrawal), error: null } }
      case "WithdrawalCancelFailed":
        return { ...state, withdrawalOutcome: { _tag: "failed", error: event.error } }
      case "PaymentHistoryLoaded": {
        const tab = state.history[event.tab]
        const entries = event.before === null ? event.entries : [...tab.entries, ...event.entries]
        return { ...state, history: { ...state.history, [event.tab]: { status: "loaded", entries, next: event.next, error: null } } }
      }
      case "PaymentHistoryLoadFailed": {
        const tab = state.history[event.tab]
        return { ...state, history: { ...state.history, [event.tab]: { ...tab, status: tab.status === "loaded" ? "loaded" : "failed", error: event.error } } }
      }
      case "PaymentRequestsLoaded":
        return { ...state, requests: { status: "loaded", data: { requests: event.requests, deposits: event.deposits, withdrawals: event.withdrawals }, error: null } }
      case "PaymentRequestsLoadFailed":
        return { ...state, requests: { ...state.requests, status: state.requests.status === "loaded" ? "loaded" : "failed", error: event.error } }
      case "PaymentRequestCreated": {
        const data = state.requests.data
        return {
          ...state,
          requestOutcome: { _tag: "created", request: event.request },
          requests: data === null ? state.requests : { ...state.requests, data: { ...data, requests: [event.request, ...data.requests] } }
        }
      }
      case "PaymentRequestFailed":
        return { ...state, requestOutcome: { _tag: "failed", error: event.error } }
      default:
        return state
    }
  }
})
