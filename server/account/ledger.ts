import { createHash } from "node:crypto"
import { Clock, Context, Effect, Either, Layer } from "effect"
import {
  type AccountRef,
  checkShape,
  type Currency,
  HouseAccount,
  isPlayerAccount,
  type LedgerTransaction,
  type MinorUnits,
  movements
} from "../../src/domain/account/ledger"
import {
  IdempotencyConflict,
  InsufficientFunds,
  LedgerAccountClosed,
  type LedgerError,
  LedgerMalformed,
  UnknownLedgerAccount
} from "./ledgerErrors"
import { makeLedgerRepo } from "./ledgerRepo"
import { DatabaseFault, describeSqlError } from "../platform/db/databaseFault"

/** What a posting answers: the transaction, and whether it was posted now or by an earlier request with the same key. */
export interface PostedTransaction {
  readonly transactionId: number
  readonly kind: string
  readonly key: string
  readonly createdAt: Date
  readonly replayed: boolean
}

export interface LedgerServiceShape {
  /**
   * Posts a transaction of the given kind (deposit, withdraw, reserve_stake, settle, void, ...), built by
   * src/domain/account/ledger.ts `movements` or by hand. All or nothing, in one database transaction: balanced per
   * currency, no player account below zero even under concurrent postings (its row is locked), idempotent by key.
   * Player accounts are `player:<ledger account id>`, house accounts `house:<purpose>` (made on first use).
   *
   * The areas that will post here: payments (deposit, withdraw), coupon (reserveStake when a coupon is placed,
   * settle or voidStake when it is decided), promo (bonus credits to type-4 accounts).
   */
  readonly post: (kind: string, transaction: LedgerTransaction) => Effect.Effect<PostedTransaction, LedgerError>
  /** Money in from the cashier to a player account, in that account's currency (the demo player's seed, payments). */
  readonly deposit: (key: string, accountId: number, amount: MinorUnits) => Effect.Effect<PostedTransaction, LedgerError>
  /** A house account's balance in a currency: the sum of its entries (0 before its first entry). */
  readonly houseBalance: (house: AccountRef, currency: Currency) => Effect.Effect<number>
}

export class LedgerService extends Context.Tag("oddsfold/server/LedgerService")<LedgerService, LedgerServiceShape>() {}

/** The ledger account id a `player:<id>` reference names, if it is a number. */
const playerAccountId = (ref: AccountRef): number | undefined => {
  const id = Number(ref.slice("player:".length))
  return Number.isSafeInteger(id) && id > 0 ? id : undefined
}

const houseName = (ref: AccountRef): string => ref.slice("house:".length)

/**
 * The SHA-256 of what a transaction does, independent of the order its entries were listed in: a retry with the
 * same key must carry this same content.
 */
export const contentHash = (kind: string, transaction: LedgerTransaction): string => {
  const entries = transaction.entries
    .map(({ account, amount, currency }) => [account, currency, amount] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : a[2] - b[2]))
  return createHash("sha256").update(JSON.stringify([kind, entries])).digest("hex")
}

const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

export const LedgerServiceLive = Layer.effect(
  LedgerService,
  Effect.gen(function* () {
    const repo = yield* makeLedgerRepo

    const post = (kind: string, transaction: LedgerTransaction): Effect.Effect<PostedTransaction, LedgerError> =>
      Effect.gen(function* () {
        const shape = checkShape(transaction)
        if (Either.isLeft(shape)) return yield* new LedgerMalformed({ refusal: shape.left })
        const at = yield* now
        const hash = contentHash(kind, transaction)

        // Player references are checked before anything is written; house accounts exist before any lock is taken.
        const houseIds = new Map<string, number>()
        for (const { account, currency } of transaction.entries) {
          if (isPlayerAccount(account)) {
            if (playerAccountId(account) === undefined) return yield* new UnknownLedgerAccount({ account, currency })
          } else if (!houseIds.has(`${account}/${currency}`)) {
            houseIds.set(`${account}/${currency}`, yield* repo.ensureHouse({ house: houseName(account), currency, at }))
          }
        }

        return yield* repo.withTransaction(
          Effect.gen(function* () {
            // The key first: a concurrent posting with the same key waits here for this one to commit or roll back.
            const inserted = yield* repo.insertTransaction({ kind, key: transaction.key, contentHash: hash, at })
            if (inserted._tag === "None") {
              const first = yield* repo.transactionByKey(transaction.key)
              if (first.content_hash !== hash || first.kind !== kind) return yield* new IdempotencyConflict({ key: transaction.key })
              return { transactionId: first.id, kind, key: transaction.key, createdAt: first.created_at, replayed: true }
            }
            const posted = inserted.value

            // Net change per player account, then every touched player account locked and checked.
            const deltas = new Map<number, { readonly ref: AccountRef; readonly currency: Currency; delta: number }>()
            for (const { account, amount, currency } of transaction.entries) {
              if (!isPlayerAccount(account)) continue
              const id = playerAccountId(account)!
              const known = deltas.get(id)
              if (known !== undefined && known.currency !== currency) return yield* new UnknownLedgerAccount({ account, currency })
              if (known === undefined) deltas.set(id, { ref: account, currency, delta: amount })
              else known.delta += amount
            }
            // A posting between house accounts only (a lost coupon's settlement) locks no player account.
            const locked = new Map((deltas.size === 0 ? [] : yield* repo.lockPlayerAccounts([...deltas.keys()])).map((row) => [row.id, row]))
            for (const [id, { currency, delta, ref }] of deltas) {
              const row = locked.get(id)
              if (row === undefined || row.currency !== currency) return yield* new UnknownLedgerAccount({ account: ref, currency })
              if (row.closed_at !== null) return yield* new LedgerAccountClosed({ account: ref })
              if (row.balance + delta < 0) return yield* new InsufficientFunds({ account: ref, balance: row.balance, shortBy: -(row.balance + delta) })
            }

            yield* repo.insertEntries(
              transaction.entries.map(({ account, amount, currency }) => ({
                transactionId: posted.id,
                accountId: isPlayerAccount(account) ? playerAccountId(account)! : houseIds.get(`${account}/${currency}`)!,
                currency,
                amount
              }))
            )
            for (const [accountId, { delta }] of deltas) if (delta !== 0) yield* repo.changeBalance({ accountId, delta })
            return { transactionId: posted.id, kind, key: transaction.key, createdAt: posted.created_at, replayed: false }
          })
        ).pipe(Effect.catchTag("SqlError", (error) => Effect.die(new DatabaseFault(describeSqlError(error)))))
      })

    return {
      post,
      deposit: (key, accountId, amount) =>
        Effect.gen(function* () {
          const account = `player:${accountId}` as AccountRef
          const row = yield* repo.playerAccount(accountId)
          if (row._tag === "None") return yield* new UnknownLedgerAccount({ account, currency: "XXX" as Currency })
          return yield* post("deposit", movements.deposit(key, account, row.value.currency as Currency, amount))
        }),
      houseBalance: (house, currency) =>
        Effect.gen(function* () {
          const id = yield* repo.ensureHouse({ house: houseName(house), currency, at: yield* now })
          return yield* repo.entrySum(id)
        })
    }
  })
)

export { HouseAccount }
