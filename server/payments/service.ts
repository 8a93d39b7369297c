import { randomUUID } from "node:crypto"
import { Clock, Context, Effect, Either, Layer, Option, Redacted } from "effect"
import type { AccountRef, Currency, LedgerTransaction, MinorUnits } from "../../src/domain/account/ledger"
import { HouseAccount, movements } from "../../src/domain/account/ledger"
import {
  type Cashier,
  CashierUnavailable,
  CallbackRefused,
  type Deposit,
  DepositNotAdmitted,
  type HistoryTab,
  type OperatorWithdrawal,
  PaymentAmountRefused,
  PaymentNotFound,
  PaymentProviderUnavailable,
  type PaymentRequest,
  PaymentRequestRefused,
  type ProviderCallback,
  type Withdrawal,
  WithdrawalRefused
} from "../../src/domain/api/payments"
import { type AmountRule, cashierRulesOf, checkAmount, describeAmountRefusal, PAYMENT_METHODS, type PaymentMethodId } from "../../src/domain/payments/amounts"
import { isFreshTimestamp } from "../../src/domain/payments/callbackSignature"
import { isSubTopicOf, needsTransaction, type PaymentRequestSubTopic, type PaymentRequestTopic } from "../../src/domain/payments/requests"
import { depositRefusal, withdrawRefusal } from "../../src/domain/session/rights"
import { depositAfter, type ProviderNotice, withdrawalAfter, type WithdrawalAction } from "../../src/domain/payments/status"
import { LedgerService, postedOrRefused } from "../account/ledger"
import type { LedgerError } from "../account/ledgerErrors"
import { VerificationService } from "../account/verification"
import { DatabaseFault, transactionOrDie } from "../platform/db/databaseFault"
import { SiteOrigin } from "../platform/siteOrigin"
import { PartnersService } from "../partners/service"
import { PromoService } from "../promo/service"
import { DepositAdmission } from "./admission"
import { isCallbackSignature } from "./callbackSigning"
import { PaymentProvider } from "./provider"
import { type DepositRow, makePaymentsRepo, type WithdrawalRow } from "./repo"

/**
 * The cashier (SPEC.md 2.5): deposits through the payment provider, credited once per provider transaction when the
 * provider's signed notice arrives and the limits admit it; withdrawals reserved in the ledger when asked for,
 * decided by the operator, paid out through the provider; the history of the player's money; payment requests.
 */
export interface PaymentsServiceShape {
  readonly cashier: (userId: number) => Effect.Effect<Cashier, CashierUnavailable>
  readonly startDeposit: (
    userId: number,
    request: { readonly method: PaymentMethodId; readonly amount: number; readonly lng: string }
  ) => Effect.Effect<{ readonly deposit: Deposit; readonly continuePath: string }, CashierUnavailable | PaymentAmountRefused | DepositNotAdmitted | PaymentProviderUnavailable>
  readonly deposits: (userId: number) => Effect.Effect<ReadonlyArray<Deposit>>
  readonly deposit: (userId: number, id: string) => Effect.Effect<Deposit, PaymentNotFound>
  /** Where the player's browser goes for an open deposit: the provider's page; else the deposit's return page. */
  readonly continueTarget: (userId: number, id: string, lng: string) => Effect.Effect<string, PaymentNotFound>
  /** A provider's notice: `body` is the exact text its signature covers. */
  readonly receive: (
    provider: string,
    signed: { readonly timestamp: string | undefined; readonly signature: string | undefined; readonly body: string },
    notice: ProviderCallback
  ) => Effect.Effect<void, CallbackRefused>
  readonly requestWithdrawal: (
    userId: number,
    request: { readonly method: PaymentMethodId; readonly amount: number; readonly cardNumber: Redacted.Redacted<string> }
  ) => Effect.Effect<Withdrawal, CashierUnavailable | PaymentAmountRefused | WithdrawalRefused | PaymentProviderUnavailable>
  readonly withdrawals: (userId: number) => Effect.Effect<ReadonlyArray<Withdrawal>>
  readonly cancelWithdrawal: (userId: number, id: string) => Effect.Effect<Withdrawal, PaymentNotFound | WithdrawalRefused>
  readonly history: (userId: number, tab: HistoryTab, before: number | undefined, limit: number | undefined) => Effect.Effect<{ readonly entries: ReadonlyArray<import("../../src/domain/api/payments").HistoryEntry>; readonly next: number | null }>
  readonly requests: (userId: number) => Effect.Effect<ReadonlyArray<PaymentRequest>>
  readonly createRequest: (
    userId: number,
    request: { readonly topic: PaymentRequestTopic; readonly subTopic: PaymentRequestSubTopic; readonly transactionId: string | null; readonly message: string }
  ) => Effect.Effect<PaymentRequest, PaymentRequestRefused | PaymentNotFound>
  readonly withdrawalQueue: (all: boolean) => Effect.Effect<ReadonlyArray<OperatorWithdrawal>>
  readonly approveWithdrawal: (id: string) => Effect.Effect<OperatorWithdrawal, PaymentNotFound | WithdrawalRefused | PaymentProviderUnavailable>
  readonly rejectWithdrawal: (id: string, reason: string) => Effect.Effect<OperatorWithdrawal, PaymentNotFound | WithdrawalRefused>
}

export class PaymentsService extends Context.Tag("oddsfold/server/PaymentsService")<PaymentsService, PaymentsServiceShape>() {}

/** Where a withdrawal's money waits between the request and the payout. */
export const WITHDRAWALS_HELD = "house:withdrawals-held" as AccountRef

/** The provider's callback path: the provider's id is its last segment. */
export const callbackPath = (provider: string) => `/web-api/payments/callback/${provider}`

/** The site's path through which the browser goes to the provider's page of a deposit. */
export const depositContinuePath = (id: string, lng: string) => `/web-api/payments/deposits/${id}/continue?lng=${lng}`

/** The spec's payment-provider return pages (SPEC.md 2.8): /{lng}/payments/<outcome>?deposit=<id>. */
export const returnPagePath = (lng: string, outcome: "success" | "fail" | "pending" | "cancel", depositId: string) => `/${lng}/payments/${outcome}?deposit=${depositId}`

const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

const toDeposit = (row: DepositRow): Deposit => ({
  id: row.id,
  amount: row.amount,
  currency: row.currency,
  method: row.method,
  status: row.status,
  createdAt: row.created_at.getTime(),
  updatedAt: row.updated_at.getTime()
})

const toWithdrawal = (row: WithdrawalRow): Withdrawal => ({
  id: row.id,
  amount: row.amount,
  currency: row.currency,
  method: row.method,
  destination: row.destination,
  status: row.status,
  reason: row.reason,
  createdAt: row.created_at.getTime(),
  updatedAt: row.updated_at.getTime()
})

const toOperatorWithdrawal = (row: WithdrawalRow): OperatorWithdrawal => ({ ...toWithdrawal(row), userId: row.user_id })

const noticeOf: Record<string, ProviderNotice | undefined> = {
  "payment.pending": "pending",
  "payment.succeeded": "succeeded",
  "payment.failed": "failed",
  "payment.cancelled": "cancelled",
  "refund.succeeded": "refunded"
}

const minorText = (digits: number, currency: string) => (minor: number) => `${(minor / 10 ** digits).toFixed(digits)} ${currency}`

const amountRefused = (amount: number, rule: AmountRule, digits: number, currency: string): Effect.Effect<number, PaymentAmountRefused> =>
  Either.match(checkAmount(amount, rule), {
    onLeft: (refusal) => Effect.fail(new PaymentAmountRefused({ field: "amount", refusal: refusal._tag, message: describeAmountRefusal(refusal, minorText(digits, currency)) })),
    onRight: Effect.succeed
  })

const cashierClosed = new CashierUnavailable({ message: "your main account is not open yet" })
const notFound = new PaymentNotFound({ message: "you have no such payment" })

export const PaymentsServiceLive = Layer.effect(
  PaymentsService,
  Effect.gen(function* () {
    const repo = yield* makePaymentsRepo
    const ledger = yield* LedgerService
    const provider = yield* PaymentProvider
    const admission = yield* DepositAdmission
    const verification = yield* VerificationService
    const site = yield* SiteOrigin
    const promo = yield* PromoService
    const partners = yield* PartnersService
    const transaction = transactionOrDie(repo.withTransaction)

    const mainAccount = (userId: number) => Effect.flatMap(repo.mainAccount(userId), Option.match({ onNone: () => Effect.fail(cashierClosed), onSome: Effect.succeed }))

    /** A posting made ready outside the transaction (house accounts are made then), posted inside it. */
    const postIn = (kind: string, tx: LedgerTransaction): Effect.Effect<number, LedgerError> =>
      Effect.flatMap(ledger.prepare(kind, tx), (posting) =>
        Effect.flatMap(repo.post(posting), (row) => Effect.map(postedOrRefused(posting, tx, row), (posted) => posted.transactionId))
      )

    const ledgerDefect = (what: string) => (error: LedgerError) => Effect.die(new DatabaseFault(`${what}: the ledger refused ${error._tag}`))

    const callbackUrl = site.absolute(callbackPath(provider.id))

    const cashier: PaymentsServiceShape["cashier"] = (userId) =>
      Effect.gen(function* () {
        const account = yield* mainAccount(userId)
        const rules = cashierRulesOf(account.currency)
        const state = yield* verification.state(userId)
        return {
          accountId: account.id,
          currency: account.currency,
          minorDigits: account.minor_digits,
          balance: account.balance,
          verified: state.status === "verified",
          methods: PAYMENT_METHODS.map((method) => ({ id: method.id, name: method.name, deposit: rules.deposit, withdrawal: method.withdrawal ? rules.withdrawal : null }))
        }
      })

    const admit = (userId: number, currency: string, amount: number) =>
      admission.admitDeposit(userId, currency, amount).pipe(
        Effect.mapError((refusal) => new DepositNotAdmitted({ reason: refusal.reason, limitType: refusal.limitType, message: refusal.message }))
      )

    const startDeposit: PaymentsServiceShape["startDeposit"] = (userId, request) =>
      Effect.gen(function* () {
        const account = yield* mainAccount(userId)
        // SPEC.md 7 rights, the server's law: no deposit for a banned player or into a frozen wallet.
        const closed = depositRefusal({ ban: { banLevel: account.ban_level, banVersion: account.ban_version }, walletFrozen: account.frozen === true })
        if (closed !== null) {
          return yield* new CashierUnavailable({ message: closed === "banned" ? "your account is blocked: deposits are closed" : "your accounts are frozen: please contact support" })
        }
        const amount = yield* amountRefused(request.amount, cashierRulesOf(account.currency).deposit, account.minor_digits, account.currency)
        // Asked before the page opens: a player who may not deposit is told now, not after paying.
        yield* admit(userId, account.currency, amount)
        const id = randomUUID()
        const at = yield* now
        yield* repo.insertDeposit({ id, userId, accountId: account.id, currency: account.currency, amount, method: request.method, provider: provider.id, at })
        const back = (outcome: "success" | "fail" | "pending" | "cancel") => site.absolute(returnPagePath(request.lng, outcome, id))
        const opened = yield* provider
          .createPayment({
            reference: id,
            amount,
            currency: account.currency,
            description: `Deposit to account ${account.id}`,
            callbackUrl: yield* callbackUrl,
            returnUrls: { success: yield* back("success"), fail: yield* back("fail"), pending: yield* back("pending"), cancel: yield* back("cancel") }
          })
          .pipe(
            // Nothing was charged: the deposit is closed as failed, not left open.
            Effect.tapError(() => Effect.flatMap(now, (failedAt) => repo.updateDeposit(id, { status: "failed", transactionId: null, at: failedAt }))),
            Effect.mapError((error) => new PaymentProviderUnavailable({ message: `the payment provider did not answer: ${error.message}` }))
          )
        yield* repo.setDepositSession(id, opened.session, opened.redirectUrl)
        const row = yield* repo.depositOf(userId, id)
        return { deposit: toDeposit(Option.getOrThrow(row)), continuePath: depositContinuePath(id, request.lng) }
      })

    /** A deposit notice, applied under the deposit's row lock; answers the refund to ask the provider for, if any. */
    const applyDepositNotice = (notice: ProviderCallback, kind: ProviderNotice) =>
      Effect.gen(function* () {
        const found = yield* repo.lockDeposit(notice.reference)
        if (Option.isNone(found)) return yield* new CallbackRefused({ message: "the notice names no deposit of ours" })
        const deposit = found.value
        if (deposit.provider !== provider.id || deposit.amount !== notice.amount || deposit.currency !== notice.currency) {
          return yield* new CallbackRefused({ message: "the notice does not match its deposit's provider, amount or currency" })
        }
        if (deposit.provider_transaction_id !== null && deposit.provider_transaction_id !== notice.transactionId) {
          return yield* new CallbackRefused({ message: "the notice names another provider transaction than its deposit's" })
        }
        const at = yield* now
        const step = depositAfter(deposit.status, kind)
        const player = `player:${deposit.account_id}` as AccountRef
        const currency = deposit.currency as Currency
        const amount = deposit.amount as MinorUnits
        const creditKey = `deposit:${provider.id}:${notice.transactionId}`
        if (step.effect === "admitAndCredit") {
          // Asked again when the money arrives: a limit set, or a time-out begun, while the player paid still holds.
          const admitted = yield* Effect.either(admission.admitDeposit(deposit.user_id, deposit.currency, deposit.amount))
          if (Either.isLeft(admitted)) {
            // Refused money is never credited: it goes back to the payer through the provider.
            yield* repo.updateDeposit(deposit.id, { status: "refused", transactionId: notice.transactionId, refusal: admitted.left.message, at })
            return Option.some({ transactionId: notice.transactionId, reference: deposit.id, amount: deposit.amount, currency: deposit.currency })
          }
          const creditTx = yield* Effect.catchAll(postIn("deposit", movements.deposit(creditKey, player, currency, amount)), ledgerDefect("a deposit's credit"))
          // The deposit bonus with the credit, all or nothing: keyed by the deposit, so a notice again awards nothing.
          const credited = { userId: deposit.user_id, depositId: deposit.id, currency: deposit.currency, amount: deposit.amount }
          yield* promo.onDepositCredited(credited)
          // The referrer's reward for a friend's first deposit, in the same transaction: keyed by the friend, paid once.
          yield* partners.onDepositCredited(credited)
          yield* repo.updateDeposit(deposit.id, { status: "credited", transactionId: notice.transactionId, creditTx, at })
          return Option.none()
        }
        if (step.effect === "debitRefund") {
          const refund = yield* Effect.either(postIn("deposit_refund", movements.withdraw(`deposit-refund:${provider.id}:${notice.transactionId}`, player, currency, amount)))
          if (Either.isLeft(refund)) {
            if (refund.left._tag !== "InsufficientFunds") return yield* ledgerDefect("a deposit's refund")(refund.left)
            // The player spent the money the bank took back: the debt is the operator's to settle.
            yield* repo.updateDeposit(deposit.id, { status: "refund_owed", transactionId: notice.transactionId, at })
            return Option.none()
          }
          yield* repo.updateDeposit(deposit.id, { status: "refunded", transactionId: notice.transactionId, refundTx: refund.right, at })
          return Option.none()
        }
        if (step.status !== deposit.status) yield* repo.updateDeposit(deposit.id, { status: step.status, transactionId: kind === "pending" ? null : notice.transactionId, at })
        return Option.none()
      })

    /** A payout notice, applied under the withdrawal's row lock. */
    const applyPayoutNotice = (notice: ProviderCallback) =>
      Effect.gen(function* () {
        const found = yield* repo.lockWithdrawal(notice.reference)
        if (Option.isNone(found)) return yield* new CallbackRefused({ message: "the notice names no withdrawal of ours" })
        const withdrawal = found.value
        if (withdrawal.provider !== provider.id || withdrawal.amount !== notice.amount || withdrawal.currency !== notice.currency) {
          return yield* new CallbackRefused({ message: "the notice does not match its withdrawal's provider, amount or currency" })
        }
        yield* moveWithdrawal(withdrawal, notice.type === "payout.succeeded" ? "paid" : "payoutFailed", { payoutId: notice.transactionId })
      })

    /** A withdrawal's move (locked by the caller) with its money: released to the player or paid out. */
    const moveWithdrawal = (withdrawal: WithdrawalRow, action: WithdrawalAction, extra: { readonly reason?: string; readonly payoutId?: string } = {}) =>
      Effect.gen(function* () {
        const step = withdrawalAfter(withdrawal.status, action)
        if (step === undefined) return Option.none<WithdrawalRow>()
        const at = yield* now
        const currency = withdrawal.currency as Currency
        let settleTx: number | null = null
        if (step.money === "release") {
          settleTx = yield* Effect.catchAll(
            postIn("withdrawal_release", {
              key: `withdrawal-release:${withdrawal.id}`,
              entries: [
                { account: WITHDRAWALS_HELD, currency, amount: -withdrawal.amount },
                { account: `player:${withdrawal.account_id}` as AccountRef, currency, amount: withdrawal.amount }
              ]
            }),
            ledgerDefect("a withdrawal's release")
          )
        } else if (step.money === "payOut") {
          settleTx = yield* Effect.catchAll(
            postIn("withdrawal_pay", {
              key: `withdrawal-pay:${withdrawal.id}`,
              entries: [
                { account: WITHDRAWALS_HELD, currency, amount: -withdrawal.amount },
                { account: HouseAccount.cashier, currency, amount: withdrawal.amount }
              ]
            }),
            ledgerDefect("a withdrawal's payout")
          )
        }
        yield* repo.updateWithdrawal(withdrawal.id, { status: step.status, reason: extra.reason ?? null, payoutId: extra.payoutId ?? null, settleTx, at })
        return Option.some({ ...withdrawal, status: step.status, reason: extra.reason ?? withdrawal.reason, updated_at: at })
      })

    const receive: PaymentsServiceShape["receive"] = (providerId, signed, notice) =>
      Effect.gen(function* () {
        if (providerId !== provider.id) return yield* new CallbackRefused({ message: "no such payment provider" })
        const { body, signature, timestamp } = signed
        if (timestamp === undefined || signature === undefined) return yield* new CallbackRefused({ message: "the notice is not signed" })
        if (!isFreshTimestamp(timestamp, Math.floor((yield* Clock.currentTimeMillis) / 1000))) {
          return yield* new CallbackRefused({ message: "the notice's timestamp is outside the replay window" })
        }
        if (!isCallbackSignature(provider.callbackSecret, timestamp, body, signature)) return yield* new CallbackRefused({ message: "the notice's signature does not match" })
        const at = yield* now
        const refund = yield* transaction(
          Effect.gen(function* () {
            // The same notice again changes nothing: it was applied with its record, all or nothing.
            const fresh = yield* repo.recordNotice({ provider: provider.id, eventId: notice.eventId, type: notice.type, reference: notice.reference, at })
            if (!fresh) return Option.none()
            const kind = noticeOf[notice.type]
            if (kind !== undefined) return yield* applyDepositNotice(notice, kind)
            yield* applyPayoutNotice(notice)
            return Option.none()
          })
        )
        if (Option.isSome(refund)) {
          const url = yield* callbackUrl
          // The provider retries nothing here: a refund it could not take is logged for the operator, the deposit stays refused.
          yield* provider.refund({ ...refund.value, callbackUrl: url }).pipe(
            Effect.catchAll((error) => Effect.logError(`payments: the refund of refused deposit ${refund.value.reference} was not accepted by the provider: ${error.message}`))
          )
        }
      })

    const requestWithdrawal: PaymentsServiceShape["requestWithdrawal"] = (userId, request) =>
      Effect.gen(function* () {
        const account = yield* mainAccount(userId)
        const state = yield* verification.state(userId)
        // SPEC.md 7 rights: a banned player keeps withdrawing only at the ban levels that keep deduce open (SPEC.md 4).
        const closed = withdrawRefusal({ ban: { banLevel: account.ban_level, banVersion: account.ban_version }, walletFrozen: account.frozen === true, verification: state.status })
        if (closed === "banned") return yield* new WithdrawalRefused({ code: "banned", message: "your account is blocked, and withdrawals are closed at this ban level" })
        if (closed === "frozen") return yield* new WithdrawalRefused({ code: "frozen", message: "your accounts are frozen: please contact support" })
        if (closed === "notVerified") return yield* new WithdrawalRefused({ code: "not_verified", message: "withdrawals are open to verified players: verify your identity first" })
        const amount = yield* amountRefused(request.amount, cashierRulesOf(account.currency).withdrawal, account.minor_digits, account.currency)
        const digits = Redacted.value(request.cardNumber).replace(/ /g, "")
        const card = yield* provider
          .registerCard(Redacted.make(digits))
          .pipe(Effect.mapError((error) => new PaymentProviderUnavailable({ message: `the payment provider did not answer: ${error.message}` })))
        const id = randomUUID()
        const at = yield* now
        const currency = account.currency as Currency
        const tx: LedgerTransaction = {
          key: `withdrawal-reserve:${id}`,
          entries: [
            { account: `player:${account.id}` as AccountRef, currency, amount: -amount },
            { account: WITHDRAWALS_HELD, currency, amount }
          ]
        }
        yield* transaction(
          Effect.gen(function* () {
            // The bonus rules (src/domain/promo/bonuses.ts): a withdrawal asked for while a bonus is unmet forfeits it
            // (a met one converts first), before the reservation takes the account's lock; a refused withdrawal rolls
            // this back too.
            yield* promo.onWithdrawalRequested(userId)
            // The reservation and its row together: the ledger locks the account and checks the balance, so concurrent
            // requests never take it below zero.
            const reserveTx = yield* postIn("withdrawal_reserve", tx).pipe(
              Effect.catchAll((error) =>
                error._tag === "InsufficientFunds"
                  ? Effect.fail(new WithdrawalRefused({ code: "insufficient_funds", message: "your balance is less than the amount" }))
                  : error._tag === "LedgerAccountClosed"
                    ? Effect.fail(new WithdrawalRefused({ code: "no_account", message: "your account is closed" }))
                    : ledgerDefect("a withdrawal's reservation")(error)
              )
            )
            yield* repo.insertWithdrawal({
              id,
              userId,
              accountId: account.id,
              currency: account.currency,
              amount,
              method: request.method,
              destination: digits.slice(-4),
              token: card.token,
              provider: provider.id,
              reserveTx,
              at
            })
          })
        )
        return toWithdrawal(Option.getOrThrow(yield* repo.withdrawalOf(userId, id)))
      })

    const decide = (id: string, action: WithdrawalAction, reason?: string) =>
      transaction(
        Effect.gen(function* () {
          const found = yield* repo.lockWithdrawal(id)
          if (Option.isNone(found)) return yield* notFound
          const moved = yield* moveWithdrawal(found.value, action, reason === undefined ? {} : { reason })
          if (Option.isNone(moved)) {
            return yield* new WithdrawalRefused({ code: "not_allowed_now", message: `the withdrawal is ${found.value.status}: it cannot be ${action === "cancel" ? "cancelled" : `${action}d`} now` })
          }
          return moved.value
        })
      )

    return {
      cashier,
      startDeposit,
      deposits: (userId) => Effect.map(repo.depositsOf(userId), (rows) => rows.map(toDeposit)),
      deposit: (userId, id) => Effect.flatMap(repo.depositOf(userId, id), Option.match({ onNone: () => Effect.fail(notFound), onSome: (row) => Effect.succeed(toDeposit(row)) })),
      continueTarget: (userId, id, lng) =>
        Effect.flatMap(repo.depositPage(userId, id), (found) => {
          if (Option.isNone(found)) return Effect.fail(notFound)
          const { provider_url: url, status } = found.value
          if (status === "created" && url !== null) return Effect.succeed(url)
          const outcome = status === "credited" ? "success" : status === "pending" ? "pending" : status === "cancelled" ? "cancel" : "fail"
          return Effect.succeed(returnPagePath(lng, outcome, id))
        }),
      receive,
      requestWithdrawal,
      withdrawals: (userId) => Effect.map(repo.withdrawalsOf(userId), (rows) => rows.map(toWithdrawal)),
      cancelWithdrawal: (userId, id) =>
        Effect.gen(function* () {
          // Another player's withdrawal is unknown to this one.
          if (Option.isNone(yield* repo.withdrawalOf(userId, id))) return yield* notFound
          return toWithdrawal(yield* decide(id, "cancel"))
        }),
      history: (userId, tab, before, limit = 50) =>
        Effect.map(repo.history(userId, tab === "virtual", before ?? null, limit + 1), (rows) => ({
          entries: rows.slice(0, limit).map((row) => ({ id: row.id, kind: row.kind, amount: row.amount, currency: row.currency, accountId: row.account_id, at: row.created_at.getTime() })),
          next: rows.length > limit ? rows[limit - 1]!.id : null
        })),
      requests: (userId) =>
        Effect.map(repo.requestsOf(userId), (rows) =>
          rows.map((row) => ({
            id: row.id,
            topic: row.topic,
            subTopic: row.sub_topic as PaymentRequestSubTopic,
            transactionId: row.transaction_id,
            message: row.message,
            status: row.status,
            createdAt: row.created_at.getTime()
          }))
        ),
      createRequest: (userId, request) =>
        Effect.gen(function* () {
          if (!isSubTopicOf(request.topic, request.subTopic)) {
            return yield* new PaymentRequestRefused({ field: "subTopic", message: `${request.subTopic} is not a sub-topic of ${request.topic}` })
          }
          if (needsTransaction(request.topic, request.subTopic) && request.transactionId === null) {
            return yield* new PaymentRequestRefused({ field: "transactionId", message: "pick the deposit or withdrawal this is about" })
          }
          if (request.transactionId !== null && !(yield* repo.ownsPayment(userId, request.transactionId))) return yield* notFound
          const id = randomUUID()
          const at = yield* now
          const message = request.message.trim()
          yield* repo.insertRequest({ id, userId, topic: request.topic, subTopic: request.subTopic, transactionId: request.transactionId, message, at })
          return { id, topic: request.topic, subTopic: request.subTopic, transactionId: request.transactionId, message, status: "open" as const, createdAt: at.getTime() }
        }),
      withdrawalQueue: (all) => Effect.map(repo.withdrawalQueue(all), (rows) => rows.map(toOperatorWithdrawal)),
      approveWithdrawal: (id) =>
        Effect.gen(function* () {
          const approved = yield* decide(id, "approve")
          // Approved, the payout goes to the provider; its notice makes the withdrawal paid (or failed, money back).
          const payout = yield* Effect.either(
            provider.payout({ reference: approved.id, amount: approved.amount, currency: approved.currency, cardToken: approved.destination_token, callbackUrl: yield* callbackUrl })
          )
          if (Either.isLeft(payout)) {
            yield* transaction(Effect.flatMap(repo.lockWithdrawal(id), (row) => (Option.isSome(row) ? moveWithdrawal(row.value, "payoutFailed") : Effect.void)))
            return yield* new PaymentProviderUnavailable({ message: `the payout was not accepted: ${payout.left.message}; the money went back to the player` })
          }
          return toOperatorWithdrawal(approved)
        }),
      rejectWithdrawal: (id, reason) => Effect.map(decide(id, "reject", reason), toOperatorWithdrawal)
    }
  })
)
