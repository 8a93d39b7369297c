import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { BigIntColumn, type PreparedPosting } from "../../account/ledgerRepo"
import { orDieQuietly } from "../../platform/db/databaseFault"
import { CRASH_RECENT_ROUNDS } from "../../../src/domain/api/casinoCrash"

/** A seed chain with its secret last seed (migration 051): read by the round loop only, never served or logged. */
export const ChainRow = Schema.Struct({
  id: BigIntColumn,
  last_seed: Schema.String,
  length: Schema.Number,
  commitment: Schema.String,
  salt: Schema.String
})
export type ChainRow = typeof ChainRow.Type

export const CrashRoundRow = Schema.Struct({
  id: BigIntColumn,
  chain_id: BigIntColumn,
  round: Schema.Number,
  created_at: Schema.DateFromSelf,
  starts_at: Schema.DateFromSelf,
  crash_ms: BigIntColumn,
  settled_at: Schema.NullOr(Schema.DateFromSelf),
  seed: Schema.NullOr(Schema.String),
  crash_point: Schema.NullOr(BigIntColumn)
})
export type CrashRoundRow = typeof CrashRoundRow.Type

/** A bet with its casino_rounds side. */
export const CrashBetRow = Schema.Struct({
  round_pk: BigIntColumn,
  round_id: Schema.String,
  request_hash: Schema.String,
  crash_round_id: BigIntColumn,
  user_id: BigIntColumn,
  account_id: BigIntColumn,
  currency: Schema.String,
  stake: BigIntColumn,
  win: BigIntColumn,
  multiple_num: BigIntColumn,
  multiple_den: BigIntColumn,
  auto_cash_out: Schema.NullOr(BigIntColumn),
  cashed_out_ms: Schema.NullOr(BigIntColumn),
  settled_at: Schema.NullOr(Schema.DateFromSelf)
})
export type CrashBetRow = typeof CrashBetRow.Type

/** A crashed round with its chain's public half. */
export const CrashedRow = Schema.Struct({
  id: BigIntColumn,
  round: Schema.Number,
  commitment: Schema.String,
  salt: Schema.String,
  seed: Schema.String,
  crash_point: BigIntColumn,
  starts_at: Schema.DateFromSelf
})
export type CrashedRow = typeof CrashedRow.Type

const PlacedRow = Schema.Struct({
  outcome: Schema.Literal(
    "played",
    "replayed",
    "conflict",
    "closed",
    "already_bet",
    "banned",
    "frozen",
    "no_account",
    "stale",
    "rg_excluded",
    "rg_session",
    "rg_currency",
    "rg_limit",
    "insufficient"
  ),
  round_pk: Schema.NullOr(BigIntColumn),
  balance: Schema.NullOr(BigIntColumn),
  rg_type: Schema.NullOr(Schema.Number),
  rg_remaining: Schema.NullOr(BigIntColumn),
  rg_until: Schema.NullOr(Schema.DateFromSelf)
})
export type PlacedRow = typeof PlacedRow.Type

const SettledRow = Schema.Struct({
  outcome: Schema.Literal("settled", "too_late", "settled_before"),
  balance: Schema.NullOr(BigIntColumn)
})
export type SettledRow = typeof SettledRow.Type

export interface BetToPlace {
  readonly userId: number
  readonly betId: string
  readonly requestHash: string
  readonly crashRoundId: number
  readonly accountId: number
  readonly stake: number
  readonly autoCashOut: number | null
  readonly choices: unknown
  readonly posting: PreparedPosting
}

export interface BetToSettle {
  readonly roundPk: number
  readonly cashedOutMs: number | null
  readonly win: number
  readonly multiple: { readonly num: number; readonly den: number }
  readonly outcome: unknown
  /** null: the bet lost, nothing is credited. */
  readonly posting: PreparedPosting | null
  readonly at: Date
}

const betColumns = (sql: SqlClient.SqlClient) =>
  sql`b.round_pk, r.round_id, r.request_hash, b.crash_round_id, b.user_id, r.account_id, r.currency::text as currency, r.stake, r.win,
      r.multiple_num, r.multiple_den, b.auto_cash_out, b.cashed_out_ms, b.settled_at`

const roundColumns = (sql: SqlClient.SqlClient) =>
  sql`c.id, c.chain_id, c.round, c.created_at, c.starts_at, c.crash_ms, c.settled_at, c.seed, c.crash_point`

/** SQL of migration 051: the chain, the rounds and the bets. */
export const makeCrashRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const chain = SqlSchema.findOne({
    Request: Schema.Number,
    Result: ChainRow,
    execute: (id) => sql`select id, last_seed, length, commitment, salt from crash_chains where id = ${id}`
  })
  const newestChain = SqlSchema.findOne({
    Request: Schema.Void,
    Result: ChainRow,
    execute: () => sql`select id, last_seed, length, commitment, salt from crash_chains order by id desc limit 1`
  })
  const insertChain = SqlSchema.single({
    Request: Schema.Any,
    Result: Schema.Struct({ id: BigIntColumn }),
    execute: (c: { lastSeed: string; length: number; commitment: string; salt: string; at: Date }) =>
      sql`insert into crash_chains (last_seed, length, commitment, salt, created_at)
          values (${c.lastSeed}, ${c.length}, ${c.commitment}, ${c.salt}, ${c.at}) returning id`
  })
  const newestRound = SqlSchema.findOne({
    Request: Schema.Void,
    Result: CrashRoundRow,
    execute: () => sql`select ${roundColumns(sql)} from crash_rounds c order by c.id desc limit 1`
  })
  const roundById = SqlSchema.findOne({
    Request: Schema.Number,
    Result: CrashRoundRow,
    execute: (id) => sql`select ${roundColumns(sql)} from crash_rounds c where c.id = ${id}`
  })
  // Made once per (chain, number): two loops creating the same round make one.
  const insertRound = (r: { chainId: number; round: number; createdAt: Date; startsAt: Date; crashMs: number }) =>
    sql`insert into crash_rounds (chain_id, round, created_at, starts_at, crash_ms)
        values (${r.chainId}, ${r.round}, ${r.createdAt}, ${r.startsAt}, ${r.crashMs}) on conflict (chain_id, round) do nothing`.pipe(Effect.asVoid)
  const lockRound = SqlSchema.single({
    Request: Schema.Number,
    Result: CrashRoundRow,
    execute: (id) => sql`select ${roundColumns(sql)} from crash_rounds c where c.id = ${id} for update`
  })
  const markSettled = (r: { id: number; seed: string; crashPoint: number; at: Date }) =>
    sql`update crash_rounds set settled_at = ${r.at}, seed = ${r.seed}, crash_point = ${r.crashPoint} where id = ${r.id} and settled_at is null`.pipe(
      Effect.asVoid
    )
  const betsOfRound = SqlSchema.findAll({
    Request: Schema.Number,
    Result: CrashBetRow,
    execute: (crashRoundId) =>
      sql`select ${betColumns(sql)} from crash_bets b join casino_rounds r on r.id = b.round_pk where b.crash_round_id = ${crashRoundId}`
  })
  const betById = SqlSchema.findOne({
    Request: Schema.Struct({ userId: Schema.Number, betId: Schema.String }),
    Result: CrashBetRow,
    execute: ({ betId, userId }) =>
      sql`select ${betColumns(sql)} from crash_bets b join casino_rounds r on r.id = b.round_pk where r.user_id = ${userId} and r.round_id = ${betId}`
  })
  const betByPk = SqlSchema.single({
    Request: Schema.Number,
    Result: CrashBetRow,
    execute: (pk) => sql`select ${betColumns(sql)} from crash_bets b join casino_rounds r on r.id = b.round_pk where b.round_pk = ${pk}`
  })
  const recent = SqlSchema.findAll({
    Request: Schema.Void,
    Result: CrashedRow,
    execute: () =>
      sql`select c.id, c.round, h.commitment, h.salt, c.seed, c.crash_point, c.starts_at from crash_rounds c join crash_chains h on h.id = c.chain_id
          where c.settled_at is not null order by c.id desc limit ${CRASH_RECENT_ROUNDS}`
  })
  const place = SqlSchema.single({
    Request: Schema.Any,
    Result: PlacedRow,
    execute: (bet: BetToPlace) =>
      sql`select * from place_crash_bet(${bet.userId}, ${bet.betId}, ${bet.requestHash}, ${bet.crashRoundId}, ${bet.accountId}, ${bet.stake},
            ${bet.autoCashOut}, ${JSON.stringify(bet.choices)}::jsonb, ${bet.posting.kind}, ${bet.posting.key}, ${bet.posting.contentHash},
            ${bet.posting.at}, ${JSON.stringify(bet.posting.entries)}::jsonb)`
  })
  const settle = SqlSchema.single({
    Request: Schema.Any,
    Result: SettledRow,
    execute: (s: BetToSettle) =>
      sql`select * from settle_crash_bet(${s.roundPk}, ${s.cashedOutMs}, ${s.win}, ${s.multiple.num}, ${s.multiple.den},
            ${JSON.stringify(s.outcome)}::jsonb, ${s.posting?.kind ?? ""}, ${s.posting?.key ?? ""}, ${s.posting?.contentHash ?? ""}, ${s.at},
            ${JSON.stringify(s.posting?.entries ?? [])}::jsonb)`
  })
  const activeAccount = SqlSchema.findOne({
    Request: Schema.Number,
    Result: Schema.Struct({ id: BigIntColumn, currency: Schema.String }),
    execute: (userId) =>
      sql`select a.id, a.currency::text as currency from wallets w join ledger_accounts a on a.id = w.active_account_id and a.user_id = w.user_id
          where w.user_id = ${userId} and a.closed_at is null`
  })
  const balance = SqlSchema.single({
    Request: Schema.Number,
    Result: Schema.Struct({ balance: BigIntColumn }),
    execute: (accountId) => sql`select balance from ledger_accounts where id = ${accountId}`
  })

  return {
    chain: (id: number) => orDieQuietly(chain(id)),
    newestChain: orDieQuietly(newestChain(undefined)),
    insertChain: (c: { lastSeed: string; length: number; commitment: string; salt: string; at: Date }) =>
      orDieQuietly(Effect.map(insertChain(c), (row) => row.id)),
    newestRound: orDieQuietly(newestRound(undefined)),
    /** `effect` in one transaction holding the cluster's crash lock (advisory lock space 51, the migration's number). */
    exclusively: <A, R>(effect: Effect.Effect<A, never, R>) =>
      orDieQuietly(sql.withTransaction(Effect.zipRight(sql`select pg_advisory_xact_lock(51, 0)`, effect))),
    roundById: (id: number) => orDieQuietly(roundById(id)),
    insertRound: (r: { chainId: number; round: number; createdAt: Date; startsAt: Date; crashMs: number }) => orDieQuietly(insertRound(r)),
    /**
     * `settleBets` run on the round's row locked for update (placements take it shared: none slips in meanwhile), then
     * the round marked settled with its seed and crash point, in one transaction.
     */
    settleRound: <R>(id: number, seed: string, crashPoint: number, at: Date, settleBets: (round: CrashRoundRow) => Effect.Effect<void, never, R>) =>
      orDieQuietly(
        sql.withTransaction(
          Effect.gen(function* () {
            const round = yield* lockRound(id)
            if (round.settled_at !== null) return
            yield* settleBets(round)
            yield* markSettled({ id, seed, crashPoint, at })
          })
        )
      ),
    betsOfRound: (crashRoundId: number) => orDieQuietly(betsOfRound(crashRoundId)),
    betById: (userId: number, betId: string) => orDieQuietly(betById({ userId, betId })),
    betByPk: (pk: number) => orDieQuietly(betByPk(pk)),
    recent: orDieQuietly(recent(undefined)),
    place: (bet: BetToPlace) => orDieQuietly(place(bet)),
    settle: (s: BetToSettle) => orDieQuietly(settle(s)),
    activeAccount: (userId: number) => orDieQuietly(activeAccount(userId)),
    balance: (accountId: number) => orDieQuietly(Effect.map(balance(accountId), (row) => row.balance))
  }
})

export type CrashRepo = Effect.Effect.Success<typeof makeCrashRepo>
