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
import { makeLedgerRepo, type PostingRow, type PreparedPosting } from "./ledgerRepo"

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
   * src/domain/account/ledger.ts `movements` or by hand. All or nothing, in one statement (`ledger_post`, migration 019): balanced per
   * currency, no player account below zero even under concurrent postings (its row is locked), idempotent by key.
   * Player accounts are `player:<ledger account id>`, house accounts `house:<purpose>` (made on first use).
   *
   * The areas that will post here: payments (deposit, withdraw), coupon (reserveStake when a coupon is placed,
   * settle or voidStake when it is decided), promo (bonus credits to type-4 accounts).
   */
  readonly post: (kind: string, transaction: LedgerTransaction) => Effect.Effect<PostedTransaction, LedgerError>
  /**
   * A transaction made ready for a posting function of migration 019, for an area that writes its own rows in the
   * same statement as the posting (a placed coupon); `postedOrRefused` reads what that statement answers.
   */
  readonly prepare: (kind: string, transaction: LedgerTransaction) => Effect.Effect<PreparedPosting, LedgerMalformed | UnknownLedgerAccount>
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

/**
 * What a posting function answered (migration 019), as the service answers it: the posted (or replayed)
 * transaction, or the refusal naming the transaction's own account reference. Nothing was written on a refusal.
 */
export const postedOrRefused = (posting: PreparedPosting, transaction: LedgerTransaction, row: PostingRow): Effect.Effect<PostedTransaction, LedgerError> => {
  const entry = transaction.entries.find(({ account }) => isPlayerAccount(account) && playerAccountId(account) === row.account_id)
  const account = entry?.account ?? (`player:${row.account_id}` as AccountRef)
  const currency = entry?.currency ?? ("XXX" as Currency)
  switch (row.outcome) {
    case "posted":
    case "replayed":
      return Effect.succeed({ transactionId: row.transaction_id!, kind: posting.kind, key: posting.key, createdAt: row.created_at!, replayed: row.outcome === "replayed" })
    case "conflict":
      return Effect.fail(new IdempotencyConflict({ key: posting.key }))
    case "unknown":
      return Effect.fail(new UnknownLedgerAccount({ account, currency }))
    case "closed":
      return Effect.fail(new LedgerAccountClosed({ account }))
    case "insufficient":
      return Effect.fail(new InsufficientFunds({ account, balance: row.balance!, shortBy: row.short_by! }))
  }
}

const now = Effect.map(Clock.currentTimeMillis, (ms) => new Date(ms))

export const LedgerServiceLive = Layer.effect(
  LedgerService,
  Effect.gen(function* () {
    const repo = yield* makeLedgerRepo

    /** The transaction checked for shape, its accounts resolved to ledger rows (house accounts made on first use), its content hashed. */
    const prepare = (kind: string, transaction: LedgerTransaction): Effect.Effect<PreparedPosting, LedgerMalformed | UnknownLedgerAccount> =>
      Effect.gen(function* () {
        const shape = checkShape(transaction)
        if (Either.isLeft(shape)) return yield* new LedgerMalformed({ refusal: shape.left })
        const at = yield* now
        // Player references are checked before anything is written; house accounts exist before any lock is taken.
        const houseIds = new Map<string, number>()
        for (const { account, currency } of transaction.entries) {
          if (isPlayerAccount(account)) {
            if (playerAccountId(account) === undefined) return yield* new UnknownLedgerAccount({ account, currency })
          } else if (!houseIds.has(`${account}/${currency}`)) {
            houseIds.set(`${account}/${currency}`, yield* repo.ensureHouse({ house: houseName(account), currency, at }))
          }
        }
        return {
          kind,
          key: transaction.key,
          contentHash: contentHash(kind, transaction),
          at,
          entries: transaction.entries.map(({ account, amount, currency }) => {
            const player = isPlayerAccount(account)
            return { account: player ? playerAccountId(account)! : houseIds.get(`${account}/${currency}`)!, player, currency, amount }
          })
        }
      })

    const post = (kind: string, transaction: LedgerTransaction): Effect.Effect<PostedTransaction, LedgerError> =>
      Effect.flatMap(prepare(kind, transaction), (posting) =>
        Effect.flatMap(repo.post(posting), (row) => postedOrRefused(posting, transaction, row))
      )

    return {
      post,
      prepare,
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
