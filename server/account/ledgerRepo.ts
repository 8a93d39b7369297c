import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { orDieQuietly } from "../platform/db/databaseFault"

/** bigint columns: the pg driver answers a string, PGlite a number. Minor units stay within safe integers. */
export const BigIntColumn = Schema.Union(Schema.Number, Schema.NumberFromString.pipe(Schema.int()))

/** A player account as posting locks it (migration 007). */
export const LockedAccountRow = Schema.Struct({
  id: BigIntColumn,
  user_id: BigIntColumn,
  currency: Schema.String,
  balance: BigIntColumn,
  closed_at: Schema.NullOr(Schema.DateFromSelf)
})
export type LockedAccountRow = typeof LockedAccountRow.Type

export const TransactionRow = Schema.Struct({
  id: BigIntColumn,
  kind: Schema.String,
  idempotency_key: Schema.String,
  content_hash: Schema.String,
  created_at: Schema.DateFromSelf
})
export type TransactionRow = typeof TransactionRow.Type

const HouseKey = Schema.Struct({ house: Schema.String, currency: Schema.String, at: Schema.DateFromSelf })
const NewTransaction = Schema.Struct({ kind: Schema.String, key: Schema.String, contentHash: Schema.String, at: Schema.DateFromSelf })
const NewEntry = Schema.Struct({ transactionId: Schema.Number, accountId: Schema.Number, currency: Schema.String, amount: Schema.Number })
const BalanceChange = Schema.Struct({ accountId: Schema.Number, delta: Schema.Number })
const IdRow = Schema.Struct({ id: BigIntColumn })
const SumRow = Schema.Struct({ total: BigIntColumn })

/** SQL of the ledger's transactions and entries, and of the accounts as postings see them. */
export const makeLedgerRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  // Its own statement, committed before any posting locks a player account: a new house account row is never
  // waited on by a transaction that holds player locks (which would be a lock-order deadlock).
  // `existed`: the row was there, committed, before this statement (so no rollback can take it away).
  const makeHouse = SqlSchema.findOne({
    Request: HouseKey,
    Result: Schema.Struct({ id: BigIntColumn, existed: Schema.Boolean }),
    execute: ({ at, currency, house }) =>
      sql`with made as (
            insert into ledger_accounts (house, currency, created_at) values (${house}, ${currency}, ${at})
            on conflict (house, currency) where house is not null do nothing returning id
          )
          select id, false as existed from made
          union all select id, true as existed from ledger_accounts where house = ${house} and currency = ${currency}
          limit 1`
  })
  // A statement of its own, so its snapshot includes a row that a concurrent first insert committed meanwhile.
  const findHouse = SqlSchema.single({
    Request: HouseKey,
    Result: IdRow,
    execute: ({ currency, house }) => sql`select id from ledger_accounts where house = ${house} and currency = ${currency}`
  })
  // House accounts are never removed, so one known to be committed is remembered for the life of this repository.
  const knownHouses = new Map<string, number>()
  const ensureHouse = (request: typeof HouseKey.Type) => {
    const cacheKey = `${request.house}/${request.currency}`
    const known = knownHouses.get(cacheKey)
    if (known !== undefined) return Effect.succeed({ id: known })
    return Effect.flatMap(makeHouse(request), (made) => {
      if (made._tag === "None") return findHouse(request)
      if (made.value.existed) knownHouses.set(cacheKey, made.value.id)
      return Effect.succeed({ id: made.value.id })
    })
  }
  const insertTransaction = SqlSchema.findOne({
    Request: NewTransaction,
    Result: TransactionRow,
    execute: ({ at, contentHash, key, kind }) =>
      sql`insert into ledger_transactions (kind, idempotency_key, content_hash, created_at)
          values (${kind}, ${key}, ${contentHash}, ${at})
          on conflict (idempotency_key) do nothing
          returning id, kind, idempotency_key, content_hash, created_at`
  })
  const transactionByKey = SqlSchema.single({
    Request: Schema.String,
    Result: TransactionRow,
    execute: (key) => sql`select id, kind, idempotency_key, content_hash, created_at from ledger_transactions where idempotency_key = ${key}`
  })
  // In id order, whoever posts: two postings touching the same accounts wait for each other instead of deadlocking.
  const lockPlayerAccounts = SqlSchema.findAll({
    Request: Schema.Array(Schema.Number),
    Result: LockedAccountRow,
    execute: (ids) =>
      sql`select id, user_id, currency, balance, closed_at from ledger_accounts
          where id in ${sql.in(ids)} and user_id is not null order by id for update`
  })
  const playerAccount = SqlSchema.findOne({
    Request: Schema.Number,
    Result: LockedAccountRow,
    execute: (id) => sql`select id, user_id, currency, balance, closed_at from ledger_accounts where id = ${id} and user_id is not null`
  })
  // A transaction's entries in one statement.
  const insertEntries = SqlSchema.void({
    Request: Schema.Array(NewEntry),
    execute: (entries) =>
      sql`insert into ledger_entries ${sql.insert(
        entries.map(({ accountId, amount, currency, transactionId }) => ({ transaction_id: transactionId, account_id: accountId, currency, amount }))
      )}`
  })
  const changeBalance = SqlSchema.void({
    Request: BalanceChange,
    execute: ({ accountId, delta }) => sql`update ledger_accounts set balance = balance + ${delta} where id = ${accountId}`
  })
  const entrySum = SqlSchema.single({
    Request: Schema.Number,
    Result: SumRow,
    execute: (accountId) => sql`select coalesce(sum(amount), 0)::bigint as total from ledger_entries where account_id = ${accountId}`
  })

  return {
    withTransaction: sql.withTransaction,
    ensureHouse: (request: typeof HouseKey.Type) => orDieQuietly(Effect.map(ensureHouse(request), (row) => row.id)),
    insertTransaction: (request: typeof NewTransaction.Type) => orDieQuietly(insertTransaction(request)),
    transactionByKey: (key: string) => orDieQuietly(transactionByKey(key)),
    lockPlayerAccounts: (ids: ReadonlyArray<number>) => orDieQuietly(lockPlayerAccounts(ids)),
    /** A player account as it is now, without locking it. */
    playerAccount: (id: number) => orDieQuietly(playerAccount(id)),
    insertEntries: (entries: ReadonlyArray<typeof NewEntry.Type>) => orDieQuietly(insertEntries(entries)),
    changeBalance: (request: typeof BalanceChange.Type) => orDieQuietly(changeBalance(request)),
    /** A house account's balance: the sum of its entries (house balances are not maintained, see migration 007). */
    entrySum: (accountId: number) => orDieQuietly(Effect.map(entrySum(accountId), (row) => row.total))
  }
})

export type LedgerRepo = Effect.Effect.Success<typeof makeLedgerRepo>
