import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { AmountRefusalTag, PaymentMethodId } from "../payments/amounts"
import { PAYMENT_REQUEST_TEXT_MAX, PaymentRequestStatus, PaymentRequestSubTopic, PaymentRequestTopic } from "../payments/requests"
import { DepositStatus, WithdrawalStatus } from "../payments/status"
import { LanguageCode } from "../shell/language"
import { MultilineText, TrimmedPlayerText } from "../playerText"
import { Unauthorized } from "./errors"
import { OperatorAccess } from "./operator"

/**
 * The payments area's calls (SPEC.md 2.5 recharge, deduce, historypay, payment/requests and create-request; their
 * paths are not shown there, these are ours). Every player call is the signed-in player's (else 401); another player's
 * deposit, withdrawal or request answers 404 as an unknown one does. The provider's callback is the provider's call:
 * no session, decided by its signature alone. Amounts are integers in minor units of the account's currency.
 */

/** An amount the cashier does not take: the field, the rule it breaks and a sentence for a person. */
export class PaymentAmountRefused extends Schema.TaggedError<PaymentAmountRefused>()(
  "PaymentAmountRefused",
  { field: Schema.Literal("amount"), refusal: AmountRefusalTag, message: Schema.String },
  HttpApiSchema.annotations({ status: 400 })
) {}

/**
 * The responsible-gaming rules refuse the deposit now: a deposit limit (SPEC.md 3 types 20, 21, 22), a time-out (33)
 * or a self-exclusion (30).
 */
export class DepositNotAdmitted extends Schema.TaggedError<DepositNotAdmitted>()(
  "DepositNotAdmitted",
  { reason: Schema.Literal("deposit_limit", "time_out", "self_exclusion"), limitType: Schema.NullOr(Schema.Int), message: Schema.String },
  HttpApiSchema.annotations({ status: 403 })
) {}

export class PaymentNotFound extends Schema.TaggedError<PaymentNotFound>()(
  "PaymentNotFound",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 404 })
) {}

/** Why a withdrawal cannot be made, or changed, now. */
export const WithdrawalRefusalCode = Schema.Literal("not_verified", "insufficient_funds", "no_account", "not_allowed_now", "frozen", "banned")

export class WithdrawalRefused extends Schema.TaggedError<WithdrawalRefused>()(
  "WithdrawalRefused",
  { code: WithdrawalRefusalCode, message: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

/** The player has no open main account to pay into or out of. */
export class CashierUnavailable extends Schema.TaggedError<CashierUnavailable>()(
  "CashierUnavailable",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

/** The payment provider did not answer: nothing was charged; try again later. */
export class PaymentProviderUnavailable extends Schema.TaggedError<PaymentProviderUnavailable>()(
  "PaymentProviderUnavailable",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 503 })
) {}

/** A callback whose signature does not match, whose timestamp is stale, or that names nothing of ours. */
export class CallbackRefused extends Schema.TaggedError<CallbackRefused>()(
  "CallbackRefused",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 401 })
) {}

/** A request whose steps do not fit together (a sub-topic of another topic, no transaction where one is needed). */
export class PaymentRequestRefused extends Schema.TaggedError<PaymentRequestRefused>()(
  "PaymentRequestRefused",
  { field: Schema.Literal("subTopic", "transactionId"), message: Schema.String },
  HttpApiSchema.annotations({ status: 400 })
) {}

const Minor = Schema.Int
const AmountRuleAnswer = Schema.Struct({ min: Minor, max: Minor, step: Minor })

export const CashierMethod = Schema.Struct({
  id: PaymentMethodId,
  name: Schema.String,
  deposit: AmountRuleAnswer,
  /** Null when the method pays nothing out. */
  withdrawal: Schema.NullOr(AmountRuleAnswer)
})
export type CashierMethod = typeof CashierMethod.Type

/** What the cashier opens with: the main account it pays into and out of, and the methods for its currency. */
export const Cashier = Schema.Struct({
  accountId: Schema.Int,
  currency: Schema.String,
  minorDigits: Schema.Int,
  balance: Minor,
  /** Withdrawals need a verified player (SPEC.md 2.5 verification). */
  verified: Schema.Boolean,
  methods: Schema.Array(CashierMethod)
})
export type Cashier = typeof Cashier.Type

export const Deposit = Schema.Struct({
  id: Schema.UUID,
  amount: Minor,
  currency: Schema.String,
  method: PaymentMethodId,
  status: DepositStatus,
  createdAt: Schema.Number,
  updatedAt: Schema.Number
})
export type Deposit = typeof Deposit.Type

/**
 * A deposit begun: the site's path the player's browser continues through to pay (the server redirects it to the
 * provider's page, whose address is a capability of this deposit and never reaches the client's log).
 */
export const DepositStarted = Schema.Struct({ deposit: Deposit, continuePath: Schema.String })

export const Withdrawal = Schema.Struct({
  id: Schema.UUID,
  amount: Minor,
  currency: Schema.String,
  method: PaymentMethodId,
  /** The card as the player may see it again: its last four digits. */
  destination: Schema.String,
  status: WithdrawalStatus,
  /** The operator's reason for a rejection. */
  reason: Schema.NullOr(Schema.String),
  createdAt: Schema.Number,
  updatedAt: Schema.Number
})
export type Withdrawal = typeof Withdrawal.Type

/** SPEC.md 2.9 transaction history: the main account tab (real money) and the virtual account tab (bonus money). */
export const HistoryTab = Schema.Literal("main", "virtual")
export type HistoryTab = typeof HistoryTab.Type

export const HistoryEntry = Schema.Struct({
  id: Schema.Int,
  /** The ledger's kind: deposit, deposit_refund, withdrawal_reserve, withdrawal_release, reserve_stake, settle, ... */
  kind: Schema.String,
  amount: Schema.Int,
  currency: Schema.String,
  accountId: Schema.Int,
  at: Schema.Number
})
export type HistoryEntry = typeof HistoryEntry.Type

export const HistoryPage = Schema.Struct({
  entries: Schema.Array(HistoryEntry),
  /** The `before` of the next page, null at the end. */
  next: Schema.NullOr(Schema.Int)
})

export const PaymentRequest = Schema.Struct({
  id: Schema.UUID,
  topic: PaymentRequestTopic,
  subTopic: PaymentRequestSubTopic,
  /** The deposit or withdrawal it is about. */
  transactionId: Schema.NullOr(Schema.UUID),
  message: Schema.String,
  status: PaymentRequestStatus,
  createdAt: Schema.Number
})
export type PaymentRequest = typeof PaymentRequest.Type

/** A card number as typed for a payout: 12 to 19 digits, spaces allowed. Only its last four digits are kept. */
export const CardNumberText = TrimmedPlayerText(12, 23).pipe(
  Schema.filter((text) => (/^[0-9 ]+$/.test(text) && text.replace(/ /g, "").length >= 12 && text.replace(/ /g, "").length <= 19) || "a card number is 12 to 19 digits", {
    // Random text is almost never a card number: generated requests (the fuzzer's) draw digits.
    arbitrary: () => (fc) => fc.stringMatching(/^[0-9]{12,19}$/)
  })
)

const IdPath = Schema.Struct({ id: Schema.UUID })

/** The provider's notice as its callback carries it (the signature covers the exact bytes of the body). */
export const ProviderCallback = Schema.Struct({
  /** The notice's own id: the same notice sent twice carries the same id. */
  eventId: TrimmedPlayerText(1, 128),
  type: Schema.Literal("payment.pending", "payment.succeeded", "payment.failed", "payment.cancelled", "refund.succeeded", "payout.succeeded", "payout.failed"),
  /** Our deposit's or withdrawal's id. */
  reference: Schema.UUID,
  /** The provider's transaction id of the payment (of the payment a refund refunds, of the payout). */
  transactionId: TrimmedPlayerText(1, 128),
  amount: Schema.Int.pipe(Schema.positive()),
  currency: Schema.String.pipe(Schema.pattern(/^[A-Z]{3}$/))
})
export type ProviderCallback = typeof ProviderCallback.Type

export const paymentsGroup = HttpApiGroup.make("payments")
  .add(HttpApiEndpoint.get("cashier", "/web-api/payments/cashier").addSuccess(Cashier).addError(Unauthorized).addError(CashierUnavailable))
  .add(
    HttpApiEndpoint.post("startDeposit", "/web-api/payments/deposits")
      .setPayload(Schema.Struct({ method: PaymentMethodId, amount: Schema.Int, lng: LanguageCode }))
      .addSuccess(DepositStarted)
      .addError(Unauthorized)
      .addError(PaymentAmountRefused)
      .addError(DepositNotAdmitted)
      .addError(CashierUnavailable)
      .addError(PaymentProviderUnavailable)
  )
  .add(HttpApiEndpoint.get("deposits", "/web-api/payments/deposits").addSuccess(Schema.Array(Deposit)).addError(Unauthorized))
  .add(
    HttpApiEndpoint.get("continueDeposit", "/web-api/payments/deposits/:id/continue")
      .setPath(IdPath)
      .setUrlParams(Schema.Struct({ lng: LanguageCode }))
      .addSuccess(HttpApiSchema.Empty(302))
      .addError(Unauthorized)
      .addError(PaymentNotFound)
  )
  .add(HttpApiEndpoint.get("deposit", "/web-api/payments/deposits/:id").setPath(IdPath).addSuccess(Deposit).addError(Unauthorized).addError(PaymentNotFound))
  .add(
    HttpApiEndpoint.post("providerCallback", "/web-api/payments/callback/:provider")
      .setPath(Schema.Struct({ provider: Schema.String.pipe(Schema.pattern(/^[a-z][a-z0-9-]{0,31}$/)) }))
      .setPayload(ProviderCallback)
      .addSuccess(Schema.Struct({ received: Schema.Literal(true) }))
      .addError(CallbackRefused)
  )
  .add(
    HttpApiEndpoint.post("requestWithdrawal", "/web-api/payments/withdrawals")
      // Redacted: a logged request shows the placeholder, never the card number.
      .setPayload(Schema.Struct({ method: PaymentMethodId, amount: Schema.Int, cardNumber: Schema.Redacted(CardNumberText) }))
      .addSuccess(Withdrawal)
      .addError(Unauthorized)
      .addError(PaymentAmountRefused)
      .addError(WithdrawalRefused)
      .addError(CashierUnavailable)
      .addError(PaymentProviderUnavailable)
  )
  .add(HttpApiEndpoint.get("withdrawals", "/web-api/payments/withdrawals").addSuccess(Schema.Array(Withdrawal)).addError(Unauthorized))
  .add(
    HttpApiEndpoint.post("cancelWithdrawal", "/web-api/payments/withdrawals/:id/cancel")
      .setPath(IdPath)
      .addSuccess(Withdrawal)
      .addError(Unauthorized)
      .addError(PaymentNotFound)
      .addError(WithdrawalRefused)
  )
  .add(
    HttpApiEndpoint.get("history", "/web-api/payments/history")
      .setUrlParams(
        Schema.Struct({
          tab: HistoryTab,
          before: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.positive())),
          limit: Schema.optional(Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 100)))
        })
      )
      .addSuccess(HistoryPage)
      .addError(Unauthorized)
  )
  .add(HttpApiEndpoint.get("requests", "/web-api/payments/requests").addSuccess(Schema.Array(PaymentRequest)).addError(Unauthorized))
  .add(
    HttpApiEndpoint.post("createRequest", "/web-api/payments/requests")
      .setPayload(
        Schema.Struct({
          topic: PaymentRequestTopic,
          subTopic: PaymentRequestSubTopic,
          transactionId: Schema.NullOr(Schema.UUID),
          message: MultilineText(PAYMENT_REQUEST_TEXT_MAX).pipe(Schema.filter((text) => text.trim().length > 0 || "the message must not be empty"))
        })
      )
      .addSuccess(PaymentRequest)
      .addError(Unauthorized)
      .addError(PaymentNotFound)
      .addError(PaymentRequestRefused)
  )

const OperatorWithdrawal = Schema.Struct({ ...Withdrawal.fields, userId: Schema.Int })
export type OperatorWithdrawal = typeof OperatorWithdrawal.Type
export { OperatorWithdrawal }

/** The operator's payments calls (`npm run operator -- payments ...`), behind the operator token like the operator group. */
export const operatorPaymentsGroup = HttpApiGroup.make("operatorPayments")
  .add(
    HttpApiEndpoint.get("withdrawalQueue", "/web-api/operator/payments/withdrawals")
      .setUrlParams(Schema.Struct({ status: Schema.optional(Schema.Literal("requested", "all")) }))
      .addSuccess(Schema.Array(OperatorWithdrawal))
  )
  .add(
    HttpApiEndpoint.post("approveWithdrawal", "/web-api/operator/payments/withdrawals/:id/approve")
      .setPath(IdPath)
      .addSuccess(OperatorWithdrawal)
      .addError(PaymentNotFound)
      .addError(WithdrawalRefused)
      .addError(PaymentProviderUnavailable)
  )
  .add(
    HttpApiEndpoint.post("rejectWithdrawal", "/web-api/operator/payments/withdrawals/:id/reject")
      .setPath(IdPath)
      .setPayload(Schema.Struct({ reason: TrimmedPlayerText(1, 500) }))
      .addSuccess(OperatorWithdrawal)
      .addError(PaymentNotFound)
      .addError(WithdrawalRefused)
  )
  .middleware(OperatorAccess)
  .annotate(OpenApi.Exclude, true)
