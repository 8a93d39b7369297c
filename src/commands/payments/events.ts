import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { Cashier, Deposit, HistoryEntry, HistoryTab, PaymentRequest, Withdrawal } from "../../domain/api/payments"
import { version } from "../version"

export class CashierLoaded extends Schema.TaggedClass<CashierLoaded>()("CashierLoaded", { ...version(1), cashier: Cashier }) {}
export class CashierLoadFailed extends Schema.TaggedClass<CashierLoadFailed>()("CashierLoadFailed", { ...version(1), error: ApiError }) {}

/** The server opened the provider's page: the browser leaves for it. */
export class DepositStarted extends Schema.TaggedClass<DepositStarted>()("DepositStarted", { ...version(1), deposit: Deposit }) {}
/** Refused (an amount off the rules, the limits) or not sent. */
export class DepositStartFailed extends Schema.TaggedClass<DepositStartFailed>()("DepositStartFailed", { ...version(1), error: ApiError }) {}

export class DepositLoaded extends Schema.TaggedClass<DepositLoaded>()("DepositLoaded", { ...version(1), deposit: Deposit }) {}
export class DepositLoadFailed extends Schema.TaggedClass<DepositLoadFailed>()("DepositLoadFailed", { ...version(1), id: Schema.String, error: ApiError }) {}

export class WithdrawalsLoaded extends Schema.TaggedClass<WithdrawalsLoaded>()("WithdrawalsLoaded", { ...version(1), withdrawals: Schema.Array(Withdrawal) }) {}
export class WithdrawalsLoadFailed extends Schema.TaggedClass<WithdrawalsLoadFailed>()("WithdrawalsLoadFailed", { ...version(1), error: ApiError }) {}

/** The server reserved the amount: the withdrawal waits for the operator. */
export class WithdrawalRequested extends Schema.TaggedClass<WithdrawalRequested>()("WithdrawalRequested", { ...version(1), withdrawal: Withdrawal }) {}
export class WithdrawalRequestFailed extends Schema.TaggedClass<WithdrawalRequestFailed>()("WithdrawalRequestFailed", { ...version(1), error: ApiError }) {}
export class WithdrawalCancelled extends Schema.TaggedClass<WithdrawalCancelled>()("WithdrawalCancelled", { ...version(1), withdrawal: Withdrawal }) {}
export class WithdrawalCancelFailed extends Schema.TaggedClass<WithdrawalCancelFailed>()("WithdrawalCancelFailed", { ...version(1), id: Schema.String, error: ApiError }) {}

export class PaymentHistoryLoaded extends Schema.TaggedClass<PaymentHistoryLoaded>()("PaymentHistoryLoaded", {
  ...version(1),
  tab: HistoryTab,
  /** Null for the first page: it replaces what was shown; else it is appended. */
  before: Schema.NullOr(Schema.Int),
  entries: Schema.Array(HistoryEntry),
  next: Schema.NullOr(Schema.Int)
}) {}
export class PaymentHistoryLoadFailed extends Schema.TaggedClass<PaymentHistoryLoadFailed>()("PaymentHistoryLoadFailed", { ...version(1), tab: HistoryTab, error: ApiError }) {}

export class PaymentRequestsLoaded extends Schema.TaggedClass<PaymentRequestsLoaded>()("PaymentRequestsLoaded", {
  ...version(1),
  requests: Schema.Array(PaymentRequest),
  deposits: Schema.Array(Deposit),
  withdrawals: Schema.Array(Withdrawal)
}) {}
export class PaymentRequestsLoadFailed extends Schema.TaggedClass<PaymentRequestsLoadFailed>()("PaymentRequestsLoadFailed", { ...version(1), error: ApiError }) {}
export class PaymentRequestCreated extends Schema.TaggedClass<PaymentRequestCreated>()("PaymentRequestCreated", { ...version(1), request: PaymentRequest }) {}
export class PaymentRequestFailed extends Schema.TaggedClass<PaymentRequestFailed>()("PaymentRequestFailed", { ...version(1), error: ApiError }) {}

export const paymentsServerAnswers = [
  CashierLoaded,
  CashierLoadFailed,
  DepositStarted,
  DepositStartFailed,
  DepositLoaded,
  DepositLoadFailed,
  WithdrawalsLoaded,
  WithdrawalsLoadFailed,
  WithdrawalRequested,
  WithdrawalRequestFailed,
  WithdrawalCancelled,
  WithdrawalCancelFailed,
  PaymentHistoryLoaded,
  PaymentHistoryLoadFailed,
  PaymentRequestsLoaded,
  PaymentRequestsLoadFailed,
  PaymentRequestCreated,
  PaymentRequestFailed
] as const

export const paymentsEvents = [...paymentsServerAnswers] as const
