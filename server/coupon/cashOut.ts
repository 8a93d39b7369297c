import { createHash } from "node:crypto"
import { Clock, Context, Duration, Effect, Either, Layer, Option, Schedule, Schema } from "effect"
import { type AccountRef, type Currency, HouseAccount, type LedgerTransaction, type MinorUnits, movements } from "../../src/domain/account/ledger"
import { WalletRefusalCode } from "../../src/domain/account/wallets"
import { AccountNotFound, WalletRefused } from "../../src/domain/api/account"
import { ResponsibleGamingRefused } from "../../src/domain/api/limits"
import {
  type AutoCashOutRequest,
  CashOutAmountRefused,
  type CashOutDone,
  CashOutKeyReused,
  type CashOutQuotes,
  CashOutRefusalCode,
  type CashOutRequest,
  CashOutUnavailable,
  CashOutValueChanged,
  CouponNotFound,
  CouponRefused,
  type EditBetDone,
  EditBetRequest,
  InsufficientBalance,
  PlacementRefusalCode,
  PricesChanged,
  problemCodes
} from "../../src/domain/api/coupon"
import { acceptsCashOutValue, type CashOutUnavailableReason, partialCashOut } from "../../src/domain/coupon/cashOut"
import type { ChangeCoefActionId } from "../../src/domain/coupon/priceChange"
import { couponFeaturesOf } from "../../src/domain/coupon/rules"
import { betRefusal } from "../../src/domain/session/rights"
import { LedgerService } from "../account/ledger"
import type { LedgerError } from "../account/ledgerErrors"
import { ConfigService } from "../config/service"
import { DatabaseFault, transactionOrDie } from "../platform/db/databaseFault"
import { ResponsibleGaming } from "../limits/service"
import { SportsFeed } from "../sports/feed"
import type { LineState } from "../sports/feedModel"
import { type CashOutRow, makeCashOutRepo } from "./cashOutRepo"
import { editedPlacement, newCouponOf, possibleWinOn, quoteOn } from "./cashOutPricing"
import { makeInPlayWait } from "./inPlayWait"
import { CouponLimitsTable } from "./limits"
import { checkAgainstLine, hasLiveBet, type LineCheck, refusalMessage, requestHashOf } from "./placement"
import { type CouponRow, makeCouponRepo } from "./repo"
import { DEFAULT_IN_PLAY_DELAY, toPlacedCoupon, type CouponOptions } from "./service"
import { DEFAULT_SETTLE_EVERY } from "./settler"
import { ClusterLeadership } from "../platform/cluster/leadership"

export type CashOutError = CouponNotFound | CashOutUnavailable | CashOutValueChanged | CashOutAmountRefused | CashOutKeyReused
export type EditBetError =
  | CouponNotFound
  | CashOutUnavailable
  | CashOutValueChanged
  | CashOutKeyReused
  | AccountNotFound | WalletRefused | CouponRefused | PricesChanged | InsufficientBalance | ResponsibleGamingRefused
/** The refusals an edit bet may end with, as one waiting the in-play delay keeps them (the contract's own error Schemas). */
const EditBetRefusal: Schema.Schema<EditBetError, any> = Schema.Union(
  CouponNotFound,
  CashOutUnavailable,
  CashOutValueChanged,
  CashOutKeyReused,
  AccountNotFound,
  WalletRefused,
  CouponRefused,
  PricesChanged,
  InsufficientBalance,
  ResponsibleGamingRefused
)

/** An edit bet's content without its key: a key sent again with other content is refused. */
const editHashOf = (body: EditBetRequest): string =>
  createHash("sha256")
    .update(JSON.stringify([body.couponId, body.seen, body.extraStake, body.changeCoefAction, body.bets.map((bet) => [bet.id, bet.coef, bet.blockId, bet.banker])]))
    .digest("hex")

export interface CashOutServiceShape {
  /** The cash-out of each of the player's open coupons now, priced from the live line. */
  readonly quotes: (userId: number) => Effect.Effect<CashOutQuotes>
  /** A full or partial cash-out of the player's own coupon (see the layer's comment). */
  readonly cashOut: (userId: number, body: CashOutRequest) => Effect.Effect<CashOutDone, CashOutError>
  /** Sets (or clears, `at` null) the value at which the server cashes the coupon out by itself. */
  readonly setAuto: (userId: number, body: AutoCashOutRequest) => Effect.Effect<AutoCashOutRequest, CouponNotFound | CashOutUnavailable>
  /** An edit bet: the coupon cashed out and its value staked on new bets, in one ledger transaction. */
  readonly editBet: (userId: number, body: EditBetRequest) => Effect.Effect<EditBetDone, EditBetError>
  /** One pass of the automatic cash-outs: every open coupon whose value reached the player's is cashed out; how many. */
  readonly autoOnce: Effect.Effect<number>
}

export class CashOutService extends Context.Tag("oddsfold/server/CashOutService")<CashOutService, CashOutServiceShape>() {}

const couponNotFound = new CouponNotFound({ message: "you have no such coupon" })
const keyReused = new CashOutKeyReused({ code: CashOutRefusalCode.keyReused, message: "this key was used for another cash-out: make a new one" })
const accountNotFound = new AccountNotFound({ message: "you have no such account" })

const reasonText: Readonly<Record<CashOutUnavailableReason, string>> = {
  notOffered: "cash-out is offered on singles and expresses only",
  legLost: "a bet of the coupon has lost",
  suspended: "a bet's market is suspended or not priced now",
  decided: "every bet is decided: the coupon is being settled",
  closed: "the coupon is no longer open",
  nothing: "the coupon is worth less than one minor unit now"
}
const unavailable = (reason: CashOutUnavailableReason) =>
  new CashOutUnavailable({ reason, code: CashOutRefusalCode.unavailable, message: `Cash-out is not available: ${reasonText[reason]}.` })
const valueChanged = (value: number) =>
  new CashOutValueChanged({ value, code: CashOutRefusalCode.valueChanged, message: "The cash-out value has changed: confirm the new value." })
const amountRefused = (value: number) =>
  new CashOutAmountRefused({ value, code: CashOutRefusalCode.amountRefused, message: "A partial cash-out is more than nothing and less than the whole value, and leaves a stake." })

/** The ledger key of a cash-out: one per player and request key. */
export const cashOutKeyOf = (userId: number, key: string): string => `coupon-cash-out:${userId}:${key}`
/** The request key of the automatic cash-out of a coupon: the server makes it once per coupon. */
export const autoKeyOf = (couponId: number): string => `auto-cash-out-${String(couponId).padStart(6, "0")}`

/** Automatic cash-outs looked at per pass at most (the next pass takes the rest). */
const AUTO_BATCH = 500

/** A posting's refusal that a cash-out cannot meet as the request's fault: the account went away, or a defect. */
const postingFailed = (error: LedgerError): Effect.Effect<never, CashOutUnavailable | CashOutKeyReused> => {
  switch (error._tag) {
    case "LedgerAccountClosed":
    case "UnknownLedgerAccount":
      return Effect.fail(unavailable("closed"))
    case "IdempotencyConflict":
      return Effect.fail(keyReused)
    case "InsufficientFunds":
    case "LedgerMalformed":
      return Effect.die(new DatabaseFault(`a cash-out the ledger refuses: ${error._tag}`))
  }
}

/** Entries of one account and currency merged, and those that move nothing dropped (the ledger refuses a zero entry). */
const netted = (key: string, entries: ReadonlyArray<{ readonly account: AccountRef; readonly currency: Currency; readonly amount: number }>): LedgerTransaction => {
  const sums = new Map<string, { account: AccountRef; currency: Currency; amount: number }>()
  for (const entry of entries) {
    const id = `${entry.account}/${entry.currency}`
    const sum = sums.get(id)
    if (sum === undefined) sums.set(id, { ...entry })
    else sum.amount += entry.amount
  }
  return { key, entries: [...sums.values()].filter((entry) => entry.amount !== 0) }
}

/**
 * Cash-out and edit bet. The server is the law: the value is computed again from the live line (SportsFeed) whatever
 * the client saw, and a value that moved is taken only as the player's price-change policy says (CashOutValueChanged
 * with the new value otherwise). A cash-out runs in one database transaction that locks the coupon's row first, so of
 * requests at once on one coupon one pays and the others find it cashed out (or, with the same key, answer what it
 * did: the key is kept in coupon_cash_outs, migration 042, and the ledger posts it once). Its ledger transaction
 * releases the held stake, pays the player and gives the bookmaker the difference (as settling does). An edit bet is
 * the same cash-out whose value (plus any extra stake) is reserved for a new coupon in that one transaction; a new
 * coupon with a live bet waits the in-play delay first, kept in the database (inPlayWait.ts) so that whichever process
 * is alive at the deadline does the edit exactly once, and a request with the same key is answered with what it ended in.
 * Automatic cash-outs are checked at the settler's pace.
 */
export const CashOutServiceLive = (options: CouponOptions = {}) =>
  Layer.scoped(
    CashOutService,
    Effect.gen(function* () {
      const repo = yield* makeCashOutRepo
      const coupons = yield* makeCouponRepo
      const ledger = yield* LedgerService
      const feed = yield* SportsFeed
      const config = yield* ConfigService
      const limitsTable = yield* CouponLimitsTable
      const responsibleGaming = yield* ResponsibleGaming
      const transaction = transactionOrDie(repo.withTransaction)
      const inPlayDelay = Duration.decode(options.inPlayDelay ?? DEFAULT_IN_PLAY_DELAY)
      const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

      const load = (row: CouponRow) => Effect.map(coupons.legsOf([row.id]), (legs) => toPlacedCoupon(row, legs))
      const loadId = (userId: number, couponId: number) =>
        Effect.flatMap(coupons.byId(userId, couponId), (row) => (Option.isNone(row) ? Effect.die(new DatabaseFault(`coupon ${couponId} is gone`)) : load(row.value)))

      /** What a cash-out made before answers for its key, if the request is the same one (else the key is refused). */
      const replayed = (userId: number, made: CashOutRow, couponId: number, full: boolean): Effect.Effect<CashOutDone, CashOutKeyReused> =>
        made.coupon_id !== couponId || made.kind === "edit" || full !== (made.kind !== "partial")
          ? Effect.fail(keyReused)
          : Effect.map(loadId(userId, couponId), (coupon) => ({ paid: made.paid, value: made.value, coupon }))

      /** The locked open coupon priced now, and its value if the player's policy takes it (`seen` null: any value). */
      const pricedValue = (row: CouponRow, line: LineState, seen: number | null, policy: ChangeCoefActionId) =>
        Effect.gen(function* () {
          const legs = yield* coupons.legsOf([row.id])
          const quote = quoteOn(line, row, legs)
          if (quote._tag === "Unavailable") return yield* unavailable(quote.reason)
          if (seen !== null && !acceptsCashOutValue(policy, seen, quote.value)) return yield* valueChanged(quote.value)
          return { value: quote.value, legs }
        })

      const cashOutAs = (
        userId: number,
        request: { readonly key: string; readonly couponId: number; readonly seen: number | null; readonly amount: number | null; readonly policy: ChangeCoefActionId },
        kind: "full" | "auto"
      ): Effect.Effect<CashOutDone, CashOutError> =>
        Effect.gen(function* () {
          const full = request.amount === null
          const before = yield* repo.byKey(userId, request.key)
          if (Option.isSome(before)) return yield* replayed(userId, before.value, request.couponId, full)
          const line = yield* feed.line
          return yield* transaction(
            Effect.gen(function* () {
              const locked = yield* repo.lock(userId, request.couponId)
              if (Option.isNone(locked)) return yield* couponNotFound
              // A request with the same key that held the lock first has committed: its answer.
              const again = yield* repo.byKey(userId, request.key)
              if (Option.isSome(again)) return yield* replayed(userId, again.value, request.couponId, full)
              const row = locked.value
              if (row.status !== "open") return yield* unavailable("closed")
              const { legs, value } = yield* pricedValue(row, line, request.seen, request.policy)
              const at = yield* now
              const player = `player:${row.account_id}` as const
              const currency = row.currency as Currency
              const ledgerKey = cashOutKeyOf(userId, request.key)
              if (request.amount === null || request.amount === value) {
                const posted = yield* ledger
                  .post("cash_out", movements.settle(ledgerKey, player, currency, row.stake as MinorUnits, value as MinorUnits))
                  .pipe(Effect.catchAll(postingFailed))
                if (posted.replayed) return yield* Effect.die(new DatabaseFault(`cash-out ${ledgerKey} was posted without its record`))
                const marked = yield* repo.markCashedOut(row.id, value, at, posted.transactionId)
                if (!marked) return yield* Effect.die(new DatabaseFault(`coupon ${row.id} changed while its row was locked`))
                yield* repo.clearAuto(row.id)
                yield* repo.record({ couponId: row.id, userId, key: request.key, kind, value, paid: value, stakeBefore: row.stake, stakeAfter: 0, transactionId: posted.transactionId, newCouponId: null, at })
                return { paid: value, value, coupon: yield* loadId(userId, row.id) }
              }
              const partial = partialCashOut(row.stake, value, request.amount)
              if (partial._tag === "Refused") return yield* amountRefused(value)
              const released = row.stake - partial.remainingStake
              const posted = yield* ledger
                .post("cash_out", movements.settle(ledgerKey, player, currency, released as MinorUnits, partial.paid as MinorUnits))
                .pipe(Effect.catchAll(postingFailed))
              if (posted.replayed) return yield* Effect.die(new DatabaseFault(`cash-out ${ledgerKey} was posted without its record`))
              const win = possibleWinOn(row, legs, partial.remainingStake)
              const reduced = yield* repo.reduceStake(row.id, partial.remainingStake, win.min, win.max, partial.paid)
              if (!reduced) return yield* Effect.die(new DatabaseFault(`coupon ${row.id} changed while its row was locked`))
              yield* repo.record({
                couponId: row.id,
                userId,
                key: request.key,
                kind: "partial",
                value,
                paid: partial.paid,
                stakeBefore: row.stake,
                stakeAfter: partial.remainingStake,
                transactionId: posted.transactionId,
                newCouponId: null,
                at
              })
              return { paid: partial.paid, value, coupon: yield* loadId(userId, row.id) }
            })
          )
        })

      const quotes = (userId: number): Effect.Effect<CashOutQuotes> =>
        Effect.gen(function* () {
          const rows = yield* repo.openOf(userId)
          if (rows.length === 0) return { quotes: [] }
          const ids = rows.map((row) => row.id)
          const [legs, autos, cashed, line] = yield* Effect.all([coupons.legsOf(ids), repo.autoOf(userId), repo.cashedOutOf(ids), feed.line])
          const byCoupon = new Map<number, Array<(typeof legs)[number]>>()
          for (const leg of legs) {
            const list = byCoupon.get(leg.coupon_id)
            if (list === undefined) byCoupon.set(leg.coupon_id, [leg])
            else list.push(leg)
          }
          const autoAt = new Map(autos.map((auto) => [auto.coupon_id, auto.target]))
          return {
            quotes: rows.map((row) => {
              const quote = quoteOn(line, row, byCoupon.get(row.id) ?? [])
              return {
                couponId: row.id,
                value: quote._tag === "Available" ? quote.value : null,
                reason: quote._tag === "Available" ? null : quote.reason,
                cashedOut: cashed.get(row.id) ?? 0,
                autoAt: autoAt.get(row.id) ?? null
              }
            })
          }
        })

      const setAuto = (userId: number, body: AutoCashOutRequest) =>
        transaction(
          Effect.gen(function* () {
            const locked = yield* repo.lock(userId, body.couponId)
            if (Option.isNone(locked)) return yield* couponNotFound
            const row = locked.value
            if (row.status !== "open") return yield* unavailable("closed")
            if ((row.type !== 0 && row.type !== 1) || row.free_bet_id !== null) return yield* unavailable("notOffered")
            if (body.at === null) yield* repo.clearAuto(row.id)
            else yield* repo.setAuto(userId, row.id, body.at, yield* now)
            return body
          })
        )

      const autoOnce = Effect.gen(function* () {
        const autos = yield* repo.autoOpen(AUTO_BATCH)
        if (autos.length === 0) return 0
        const line = yield* feed.line
        const legs = yield* coupons.legsOf(autos.map((auto) => auto.coupon_id))
        let made = 0
        for (const auto of autos) {
          const row = yield* coupons.byId(auto.user_id, auto.coupon_id)
          if (Option.isNone(row)) continue
          const quote = quoteOn(
            line,
            row.value,
            legs.filter((leg) => leg.coupon_id === auto.coupon_id)
          )
          if (quote._tag !== "Available" || quote.value < auto.target) continue
          // At whatever value the line gives when the row is locked: the player asked for this one or more, so a
          // lower one waits for the next pass.
          // One coupon that cannot be cashed out (even by a defect) is logged; the others still are.
          const done = yield* Effect.either(
            cashOutAs(auto.user_id, { key: autoKeyOf(auto.coupon_id), couponId: auto.coupon_id, seen: auto.target, amount: null, policy: 1 }, "auto").pipe(
              Effect.catchAllDefect((defect) => Effect.as(Effect.logError(`automatic cash-out of coupon ${auto.coupon_id} failed`, defect), false as const))
            )
          )
          if (Either.isRight(done)) {
            if (done.right !== false) made++
          } else if (done.left._tag !== "CashOutValueChanged" && done.left._tag !== "CashOutUnavailable") yield* Effect.logWarning(`automatic cash-out of coupon ${auto.coupon_id}: ${done.left._tag}`)
        }
        return made
      })

      const checkedPlacement = (
        line: LineState,
        body: ReturnType<typeof editedPlacement>,
        accountType: number,
        currency: string
      ): Effect.Effect<Extract<LineCheck, { _tag: "Accepted" }>, CouponRefused | PricesChanged> => {
        const check = checkAgainstLine(line, body, limitsTable.of(currency), couponFeaturesOf(config.siteConfig()), accountType)
        switch (check._tag) {
          case "Refused":
            return Effect.fail(new CouponRefused({ problems: check.problems, code: problemCodes[check.problems[0]!._tag], message: refusalMessage(check.problems) }))
          case "PricesChanged":
            return Effect.fail(new PricesChanged({ changes: check.changes, code: PlacementRefusalCode.pricesChanged, message: "Prices have changed: confirm the new prices to place the coupon." }))
          case "Accepted":
            return Effect.succeed(check as Extract<LineCheck, { _tag: "Accepted" }>)
        }
      }

      /** What an edit bet made before answers for its key, if the request is the same one (else the key is refused). */
      const editAnswerOf = (userId: number, body: EditBetRequest, made: CashOutRow): Effect.Effect<EditBetDone, CashOutKeyReused> =>
        made.coupon_id !== body.couponId || made.kind !== "edit" || made.new_coupon_id === null
          ? Effect.fail(keyReused)
          : Effect.map(Effect.all([loadId(userId, made.coupon_id), loadId(userId, made.new_coupon_id)]), ([old, coupon]) => ({ value: made.value, old, coupon }))

      /** The player's coupon to edit and the account it is on, if the player may bet from it. */
      const editedFrom = (userId: number, body: EditBetRequest) =>
        Effect.gen(function* () {
          const found = yield* coupons.byId(userId, body.couponId)
          if (Option.isNone(found)) return yield* couponNotFound
          const account = yield* coupons.account(userId, found.value.account_id)
          if (Option.isNone(account) || account.value.closed) return yield* accountNotFound
          const refusal = betRefusal({ ban: { banLevel: account.value.ban_level, banVersion: account.value.ban_version }, walletFrozen: account.value.frozen })
          if (refusal === "banned") return yield* new WalletRefused({ code: WalletRefusalCode.banned, message: "Your account is blocked: bets cannot be placed." })
          if (refusal !== null) return yield* new WalletRefused({ code: WalletRefusalCode.frozen, message: "Your accounts are frozen: please contact support." })
          return { coupon: found.value, account: account.value }
        })

      /** The edit made against `line`, everything checked again under the coupon's lock. */
      const editOn = (userId: number, body: EditBetRequest, accountType: number, line: LineState): Effect.Effect<EditBetDone, EditBetError> =>
        Effect.gen(function* () {
          const answerOf = (made: CashOutRow) => editAnswerOf(userId, body, made)
          return yield* transaction(
            Effect.gen(function* () {
              const locked = yield* repo.lock(userId, body.couponId)
              if (Option.isNone(locked)) return yield* couponNotFound
              const again = yield* repo.byKey(userId, body.key)
              if (Option.isSome(again)) return yield* answerOf(again.value)
              const row = locked.value
              if (row.status !== "open") return yield* unavailable("closed")
              const { value } = yield* pricedValue(row, line, body.seen, body.changeCoefAction)
              const placing = editedPlacement(body, row.account_id, value + body.extraStake)
              const accepted = yield* checkedPlacement(line, placing, accountType, row.currency)
              const at = yield* now
              const made = newCouponOf(accepted, {
                userId,
                accountId: row.account_id,
                currency: row.currency,
                placedAt: at,
                placementKey: placing.key,
                requestHash: requestHashOf(placing)
              })
              if (made === undefined) return yield* Effect.die(new DatabaseFault("an accepted edit makes no lines"))
              const player = `player:${row.account_id}` as const
              const currency = row.currency as Currency
              // The old stake released, the bookmaker's difference to the value, the extra stake from the player, and
              // the new stake held: one balanced transaction.
              const edit = netted(cashOutKeyOf(userId, body.key), [
                { account: HouseAccount.stakesHeld, currency, amount: -row.stake },
                { account: HouseAccount.bookmaker, currency, amount: row.stake - value },
                { account: player, currency, amount: -body.extraStake },
                { account: HouseAccount.stakesHeld, currency, amount: made.coupon.stake }
              ])
              if (made.coupon.stake !== value + body.extraStake) return yield* Effect.die(new DatabaseFault("an edit's new stake is not the value and the extra"))
              // The new coupon's stake counts against the player's limits like any placement's, checked under the
              // player's responsible-gaming lock held until this transaction commits.
              yield* responsibleGaming.admitStake(userId, row.currency, made.coupon.stake)
              const posted = yield* ledger.post("edit_bet", edit).pipe(
                Effect.catchAll((error): Effect.Effect<never, InsufficientBalance | CashOutUnavailable | CashOutKeyReused> =>
                  error._tag === "InsufficientFunds"
                    ? Effect.fail(new InsufficientBalance({ balance: error.balance, code: PlacementRefusalCode.insufficientBalance, message: "The account holds less than the extra stake." }))
                    : postingFailed(error)
                )
              )
              if (posted.replayed) return yield* Effect.die(new DatabaseFault(`edit ${edit.key} was posted without its record`))
              const marked = yield* repo.markCashedOut(row.id, value, at, posted.transactionId)
              if (!marked) return yield* Effect.die(new DatabaseFault(`coupon ${row.id} changed while its row was locked`))
              yield* repo.clearAuto(row.id)
              const newId = yield* repo.insertCoupon(made.coupon, made.legs, posted.transactionId)
              yield* repo.record({ couponId: row.id, userId, key: body.key, kind: "edit", value, paid: value, stakeBefore: row.stake, stakeAfter: 0, transactionId: posted.transactionId, newCouponId: newId, at })
              const [old, coupon] = yield* Effect.all([loadId(userId, row.id), loadId(userId, newId)])
              return { value, old, coupon }
            })
          )
        })

      /**
       * A kept edit bet at the end of its wait: what its key made meanwhile answers; else the coupon and account read
       * again, and the edit made against the line played on to the deadline (what moved during the wait counts).
       */
      const editAfterWait = (userId: number, body: EditBetRequest, _hash: string, dueAt: Date): Effect.Effect<EditBetDone, EditBetError> =>
        Effect.gen(function* () {
          const before = yield* repo.byKey(userId, body.key)
          if (Option.isSome(before)) return yield* editAnswerOf(userId, body, before.value)
          const { account } = yield* editedFrom(userId, body)
          return yield* editOn(userId, body, account.type, yield* feed.lineAt(dueAt.getTime()))
        })

      const delayed = Duration.greaterThan(inPlayDelay, Duration.zero)
      const inPlay = yield* makeInPlayWait({
        kind: "edit",
        request: EditBetRequest,
        refusal: EditBetRefusal,
        keyReused,
        finish: editAfterWait,
        couponOf: (done: EditBetDone) => done.coupon.id,
        made: (userId, body, _hash) => Effect.flatMap(repo.byKey(userId, body.key), (made) => (Option.isNone(made) ? Effect.succeedNone : Effect.asSome(editAnswerOf(userId, body, made.value))))
      })

      const editBet = (userId: number, body: EditBetRequest): Effect.Effect<EditBetDone, EditBetError> =>
        Effect.gen(function* () {
          const before = yield* repo.byKey(userId, body.key)
          if (Option.isSome(before)) return yield* editAnswerOf(userId, body, before.value)
          const { account, coupon } = yield* editedFrom(userId, body)
          const hash = editHashOf(body)
          // Checked first at the value seen, so a coupon the line refuses answers at once; a live bet waits the in-play
          // delay before anything is locked, and everything is checked again under the lock.
          const first = yield* Effect.either(checkedPlacement(yield* feed.line, editedPlacement(body, coupon.account_id, body.seen + body.extraStake), account.type, account.currency))
          if (Either.isLeft(first)) {
            // A key waiting its in-play delay answers with what the wait ends in, not with what the line says now.
            if (delayed) {
              const waited = yield* inPlay.waiting(userId, body.key, hash)
              if (Option.isSome(waited)) return waited.value
            }
            return yield* Effect.fail(first.left)
          }
          if (hasLiveBet(first.right) && delayed) {
            // The wait is kept in the database, so that any process finishes it if this one is gone by then.
            const prices = first.right.bets.map(({ entry }) => ({ id: entry.market.id, coef: entry.market.coef }))
            return yield* inPlay.wait({ userId, key: body.key, hash, request: body, prices, delay: inPlayDelay })
          }
          return yield* editOn(userId, body, account.type, yield* feed.line)
        })

      const every = Duration.decode(options.settleEvery ?? DEFAULT_SETTLE_EVERY)
      if (Duration.greaterThan(every, Duration.zero)) {
        const guarded = autoOnce.pipe(Effect.catchAllCause((cause) => Effect.logError("the automatic cash-out pass failed", cause)))
        yield* (yield* ClusterLeadership).whileLeading("the automatic cash-out", Effect.repeat(guarded, Schedule.spaced(every)))
      }

      return {
        quotes,
        cashOut: (userId, body) => cashOutAs(userId, { key: body.key, couponId: body.couponId, seen: body.seen, amount: body.amount, policy: body.changeCoefAction }, "full"),
        setAuto,
        editBet,
        autoOnce
      }
    })
  )

