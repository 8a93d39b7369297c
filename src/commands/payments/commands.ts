import { Schema } from "effect"
import { HistoryTab } from "../../domain/api/payments"
import { PaymentRequestSubTopic, PaymentRequestTopic } from "../../domain/payments/requests"
import { LanguageCode } from "../../domain/shell/language"
import { captchaAnswer, Secret } from "../secret"

/** Reads the cashier: the main account it pays into and out of, its methods and rules (SPEC.md 2.5 recharge). */
export class LoadCashier extends Schema.TaggedClass<LoadCashier>()("LoadCashier", { ...captchaAnswer }) {}

/**
 * The player deposits `amount` minor units by card: the server opens the provider's hosted page and the browser
 * leaves for it through the site (the page's address never enters the log).
 */
export class StartDeposit extends Schema.TaggedClass<StartDeposit>()("StartDeposit", { amount: Schema.Int, lng: LanguageCode, ...captchaAnswer }) {}

/** Reads one deposit: the return pages show how it ended. */
export class LoadDeposit extends Schema.TaggedClass<LoadDeposit>()("LoadDeposit", { id: Schema.UUID, ...captchaAnswer }) {}

/** Reads the player's withdrawals (SPEC.md 2.5 deduce). */
export class LoadWithdrawals extends Schema.TaggedClass<LoadWithdrawals>()("LoadWithdrawals", { ...captchaAnswer }) {}

/** The player asks for a withdrawal to a card; the card number is a secret: never logged. */
export class RequestWithdrawal extends Schema.TaggedClass<RequestWithdrawal>()("RequestWithdrawal", { amount: Schema.Int, cardNumber: Secret, ...captchaAnswer }) {}

/** The player takes back a withdrawal still waiting for the operator. */
export class CancelWithdrawal extends Schema.TaggedClass<CancelWithdrawal>()("CancelWithdrawal", { id: Schema.UUID, ...captchaAnswer }) {}

/** Reads a page of the transaction history (SPEC.md 2.9: main account tab, virtual account tab). */
export class LoadPaymentHistory extends Schema.TaggedClass<LoadPaymentHistory>()("LoadPaymentHistory", {
  tab: HistoryTab,
  before: Schema.NullOr(Schema.Int),
  ...captchaAnswer
}) {}

/** Reads the player's payment requests and deposits (payment/requests, payment/create-request). */
export class LoadPaymentRequests extends Schema.TaggedClass<LoadPaymentRequests>()("LoadPaymentRequests", { ...captchaAnswer }) {}

/** Sends a payment request made in the create-request steps. */
export class CreatePaymentRequest extends Schema.TaggedClass<CreatePaymentRequest>()("CreatePaymentRequest", {
  topic: PaymentRequestTopic,
  subTopic: PaymentRequestSubTopic,
  transactionId: Schema.NullOr(Schema.UUID),
  message: Schema.String,
  ...captchaAnswer
}) {}

export const paymentsCommands = [LoadCashier, StartDeposit, LoadDeposit, LoadWithdrawals, RequestWithdrawal, CancelWithdrawal, LoadPaymentHistory, LoadPaymentRequests, CreatePaymentRequest] as const
