import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { BigIntColumn, type PreparedPosting } from "../../account/ledgerRepo"
import { orDieQuietly } from "../../platform/db/databaseFault"
import { roundSeedsSql, RoundSeedsColumns } from "../rounds/repo"

/** What play_bonus_game answers (migration 049). */
export const PlayedRow = Schema.Struct({
  outcome: Schema.Literal("played", "replayed", "conflict", "banned", "frozen", "rg_excluded", "rg_session", "no_free_play", "stale"),
  play_pk: Schema.NullOr(BigIntColumn),
  bonus_balance: Schema.NullOr(BigIntColumn),
  free_play: Schema.NullOr(Schema.String),
  rg_type: Schema.NullOr(Schema.Number),
  rg_until: Schema.NullOr(Schema.DateFromSelf),
  pair_id: Schema.NullOr(BigIntColumn),
  server_seed: Schema.NullOr(Schema.String),
  commitment: Schema.NullOr(Schema.String),
  client_seed: Schema.NullOr(Schema.String),
  next_nonce: Schema.NullOr(BigIntColumn)
})
export type PlayedRow = typeof PlayedRow.Type

/** A play with its pair's commitment and client seed, and its server seed once the pair is revealed. */
export const PlayRow = Schema.Struct({
  id: BigIntColumn,
  play_id: Schema.String,
  request_hash: Schema.String,
  game_id: Schema.String,
  free_play: Schema.Literal("daily", "granted"),
  currency: Schema.String,
  prize_multiple: BigIntColumn,
  prize: BigIntColumn,
  choice: Schema.Unknown,
  outcome: Schema.Unknown,
  nonce: BigIntColumn,
  played_at: Schema.DateFromSelf,
  bonus_balance: BigIntColumn,
  ...RoundSeedsColumns
})
export type PlayRow = typeof PlayRow.Type

const FreePlaysRow = Schema.Struct({ daily_used: Schema.Boolean, granted_left: BigIntColumn })
const WalletRow = Schema.Struct({ currency: Schema.NullOr(Schema.String), bonus_balance: Schema.NullOr(BigIntColumn) })
const IdRow = Schema.Struct({ id: BigIntColumn })

/** A play as play_bonus_game writes it. */
export interface PlayToMake {
  readonly userId: number
  readonly playId: string
  readonly requestHash: string
  readonly gameId: string
  readonly pairId: number
  readonly nonce: number
  readonly accountId: number
  readonly bonusAccountId: number
  readonly currency: string
  readonly day: number
  readonly prizeMultiple: number
  readonly prize: number
  readonly choice: unknown
  readonly outcome: unknown
  /** The prize's posting; null for a prize of 0. */
  readonly posting: PreparedPosting | null
  readonly at: Date
}

const playColumns = (sql: SqlClient.SqlClient) =>
  sql`p.id, p.play_id, p.request_hash, p.game_id, p.free_play, p.currency, p.prize_multiple, p.prize, p.choice, p.outcome, p.nonce, p.played_at,
      a.balance as bonus_balance, ${roundSeedsSql(sql)}
      from bonus_game_plays p join casino_seed_pairs s on s.id = p.seed_pair_id join ledger_accounts a on a.id = p.bonus_account_id`

/** SQL of migration 049: free plays, grants, plays and the players' bonus accounts. */
export const makeBonusGamesRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const freePlays = SqlSchema.single({
    Request: Schema.Struct({ userId: Schema.Number, day: Schema.Number }),
    Result: FreePlaysRow,
    execute: ({ day, userId }) => sql`select daily_used, granted_left from bonus_game_free_plays(${userId}, ${day})`
  })
  const wallet = SqlSchema.single({
    Request: Schema.Number,
    Result: WalletRow,
    execute: (userId) =>
      sql`select a.currency::text as currency, b.balance as bonus_balance
          from (select ${userId}::bigint as user_id) u
          left join wallets w on w.user_id = u.user_id
          left join ledger_accounts a on a.id = w.active_account_id and a.user_id = u.user_id and a.closed_at is null
          left join ledger_accounts b on b.user_id = u.user_id and b.type = 4 and b.currency = a.currency and b.closed_at is null`
  })
  const bonusAccount = SqlSchema.single({
    Request: Schema.Struct({ userId: Schema.Number, currency: Schema.String, at: Schema.DateFromSelf }),
    Result: IdRow,
    execute: ({ at, currency, userId }) =>
      sql`with made as (
            insert into ledger_accounts (user_id, type, currency, balance, created_at) values (${userId}, 4, ${currency}, 0, ${at})
            on conflict (user_id, currency) where type = 4 and closed_at is null do nothing returning id)
          select id from made
          union all
          select id from ledger_accounts where user_id = ${userId} and type = 4 and currency = ${currency} and closed_at is null
          limit 1`
  })
  const play = SqlSchema.single({
    Request: Schema.Any,
    Result: PlayedRow,
    execute: (p: PlayToMake) =>
      sql`select * from play_bonus_game(${p.userId}, ${p.playId}, ${p.requestHash}, ${p.gameId}, ${p.pairId}, ${p.nonce}, ${p.accountId},
            ${p.bonusAccountId}, ${p.currency}, ${p.day}, ${p.prizeMultiple}, ${p.prize}, ${JSON.stringify(p.choice)}::jsonb,
            ${JSON.stringify(p.outcome)}::jsonb, ${p.posting?.kind ?? "bonus_game_prize"}, ${p.posting?.key ?? p.playId},
            ${p.posting?.contentHash ?? "0".repeat(64)}, ${p.at}, ${JSON.stringify(p.posting?.entries ?? [])}::jsonb)`
  })
  const playByPk = SqlSchema.single({
    Request: Schema.Number,
    Result: PlayRow,
    execute: (id) => sql`select ${playColumns(sql)} where p.id = ${id}`
  })
  const playById = SqlSchema.findOne({
    Request: Schema.Struct({ userId: Schema.Number, playId: Schema.String }),
    Result: PlayRow,
    execute: ({ playId, userId }) => sql`select ${playColumns(sql)} where p.user_id = ${userId} and p.play_id = ${playId}`
  })
  const plays = SqlSchema.findAll({
    Request: Schema.Struct({ userId: Schema.Number, limit: Schema.Number }),
    Result: PlayRow,
    execute: ({ limit, userId }) => sql`select ${playColumns(sql)} where p.user_id = ${userId} order by p.id desc limit ${limit}`
  })
  const grant = SqlSchema.findOne({
    Request: Schema.Struct({ userId: Schema.Number, plays: Schema.Number, source: Schema.String, at: Schema.DateFromSelf }),
    Result: IdRow,
    execute: ({ at, plays, source, userId }) =>
      sql`insert into bonus_game_grants (user_id, plays, source, granted_at)
          select id, ${plays}, ${source}, ${at} from players where id = ${userId} returning id`
  })

  return {
    freePlays: (userId: number, day: number) => orDieQuietly(freePlays({ userId, day })),
    /** The active account's currency and the bonus balance in it (nulls: no account; no bonus account yet). */
    wallet: (userId: number) => orDieQuietly(wallet(userId)),
    /** The player's open bonus account in this currency, made if they have none. */
    bonusAccount: (userId: number, currency: string, at: Date) => Effect.map(orDieQuietly(bonusAccount({ userId, currency, at })), (row) => row.id),
    play: (p: PlayToMake) => orDieQuietly(play(p)),
    playByPk: (id: number) => orDieQuietly(playByPk(id)),
    playById: (userId: number, playId: string) => orDieQuietly(playById({ userId, playId })),
    plays: (userId: number, limit: number) => orDieQuietly(plays({ userId, limit })),
    /** Plays granted to an existing player (None: no such player). */
    grant: (userId: number, plays: number, source: string, at: Date) => orDieQuietly(grant({ userId, plays, source, at }))
  }
})
