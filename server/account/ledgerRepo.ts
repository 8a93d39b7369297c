import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { orDieQuietly } from "../platform/db/databaseFault"

/** bigint columns: the pg driver answers a string, PGlite a number. Minor units stay within safe integers. */
export const BigIntColumn = Schema.Union(Schema.Number, Schema.NumberFromString.pipe(Schema.int()))

/** A player account as the ledger keeps it (migration 007). */
const PlayerAccountRow = Schema.Struct({
  id: BigIntColumn,
  user_id: BigIntColumn,
  currency: Schema.String,
  balance: BigIntColumn,
  closed_at: Schema.NullOr(Schema.DateFromSelf)
})

/**
 * A transaction ready for `ledger_post` (migration 019): its accounts resolved to ledger rows (`player` marks a
 * player account, whose balance is kept and checked), its content hashed. server/account/ledger.ts makes it.
 */
export interface PreparedPosting {
  readonly kind: string
  readonly key: string
  readonly contentHash: string
  readonly at: Date
  readonly entries: ReadonlyArray<{ readonly account: number; readonly player: boolean; readonly currency: string; readonly amount: number }>
}

/** What `ledger_post` (and `place_coupon`, which posts first) answers; see migration 019. */
export const PostingRow = Schema.Struct({
  outcome: Schema.Literal("posted", "replayed", "conflict", "unknown", "closed", "insufficient"),
  transaction_id: Schema.NullOr(BigIntColumn),
  created_at: Schema.NullOr(Schema.DateFromSelf),
  account_id: Schema.NullOr(BigIntColumn),
  balance: Schema.NullOr(BigIntColumn),
  short_by: Schema.NullOr(BigIntColumn)
})
export type PostingRow = typeof PostingRow.Type

/** A prepared posting as the arguments every posting function starts with: kind, key, hash, time, entries. */
export const postingArguments = (sql: SqlClient.SqlClient, posting: PreparedPosting) =>
  sql`${posting.kind}, ${posting.key}, ${posting.contentHash}, ${posting.at}, ${JSON.stringify(posting.entries)}::jsonb`

const HouseKey = Schema.Struct({ house: Schema.String, currency: Schema.String, at: Schema.DateFromSelf })
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
  // The whole posting in one statement (migration 019): locks, key, checks, entries and balances.
  const post = SqlSchema.single({
    Request: Schema.Any,
    Result: PostingRow,
    execute: (posting: PreparedPosting) => sql`select * from ledger_post(${postingArguments(sql, posting)})`
  })
  const playerAccount = SqlSchema.findOne({
    Request: Schema.Number,
    Result: PlayerAccountRow,
    execute: (id) => sql`select id, user_id, currency, balance, closed_at from ledger_accounts where id = ${id} and user_id is not null`
  })
  const entrySum = SqlSchema.single({
    Request: Schema.Number,
    Result: SumRow,
    execute: (accountId) => sql`select coalesce(sum(amount), 0)::bigint as total from ledger_entries where account_id = ${accountId}`
  })

  return {
    ensureHouse: (request: typeof HouseKey.Type) => orDieQuietly(Effect.map(ensureHouse(request), (row) => row.id)),
    post: (posting: PreparedPosting) => orDieQuietly(post(posting)),
    /** A player account as it is now, without locking it. */
    playerAccount: (id: number) => orDieQuietly(playerAccount(id)),
    /** A house account's balance: the sum of its entries (house balances are not maintained, see migration 007). */
    entrySum: (accountId: number) => orDieQuietly(Effect.map(entrySum(accountId), (row) => row.total))
  }
})

export type LedgerRepo = Effect.Effect.Success<typeof makeLedgerRepo>
