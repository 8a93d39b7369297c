import * as SqlClient from "@effect/sql/SqlClient"
import { SqlError } from "@effect/sql/SqlError"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Option, Schema } from "effect"
import { BigIntColumn, type PreparedPosting } from "../../account/ledgerRepo"
import { orDieQuietly } from "../../platform/db/databaseFault"
import { answersInOrder } from "../../platform/db/groupCommit"

/**
 * The player's active seed pair and active account, as a round is drawn and posted with them (migration 047). The
 * server seed is a secret: it lives here and in the round's draw, and is never served while the pair is active.
 */
export const PlayerSeedsRow = Schema.Struct({
  pair_id: BigIntColumn,
  server_seed: Schema.String,
  commitment: Schema.String,
  client_seed: Schema.String,
  next_nonce: BigIntColumn,
  account_id: Schema.NullOr(BigIntColumn),
  currency: Schema.NullOr(Schema.String)
})
export type PlayerSeedsRow = typeof PlayerSeedsRow.Type

/** What play_casino_round answers (migration 047). */
export const PlayedRow = Schema.Struct({
  outcome: Schema.Literal(
    "played",
    "replayed",
    "conflict",
    "banned",
    "frozen",
    "no_account",
    "rg_excluded",
    "rg_session",
    "rg_currency",
    "rg_limit",
    "insufficient",
    "stale"
  ),
  round_pk: Schema.NullOr(BigIntColumn),
  balance: Schema.NullOr(BigIntColumn),
  rg_type: Schema.NullOr(Schema.Number),
  rg_remaining: Schema.NullOr(BigIntColumn),
  rg_until: Schema.NullOr(Schema.DateFromSelf),
  pair_id: Schema.NullOr(BigIntColumn),
  server_seed: Schema.NullOr(Schema.String),
  commitment: Schema.NullOr(Schema.String),
  client_seed: Schema.NullOr(Schema.String),
  next_nonce: Schema.NullOr(BigIntColumn),
  account_id: Schema.NullOr(BigIntColumn),
  currency: Schema.NullOr(Schema.String)
})
export type PlayedRow = typeof PlayedRow.Type

/** What play_casino_rounds answers for each round of a group (migration 057): its row and its place in the group. */
const PlayedInGroupRow = Schema.Struct({ ord: Schema.Number, ...PlayedRow.fields })

/**
 * The seeds a round was played with, as every read of a round shows them: its pair's commitment and client seed, and
 * the server seed only once the pair is revealed (an active pair's secret never leaves the database in a round read).
 */
export const RoundSeedsColumns = {
  commitment: Schema.String,
  client_seed: Schema.String,
  revealed_server_seed: Schema.NullOr(Schema.String)
} as const

/** The SQL of RoundSeedsColumns, from the round's pair joined as `s`. */
export const roundSeedsSql = (sql: SqlClient.SqlClient) =>
  sql`s.commitment, s.client_seed, case when s.revealed_at is not null then s.server_seed end as revealed_server_seed`

/** A round with the seeds it was played with. */
export const RoundRow = Schema.Struct({
  id: BigIntColumn,
  round_id: Schema.String,
  request_hash: Schema.String,
  game_id: Schema.String,
  currency: Schema.String,
  stake: BigIntColumn,
  win: BigIntColumn,
  multiple_num: BigIntColumn,
  multiple_den: BigIntColumn,
  choices: Schema.Unknown,
  outcome: Schema.Unknown,
  nonce: BigIntColumn,
  played_at: Schema.DateFromSelf,
  ...RoundSeedsColumns
})
export type RoundRow = typeof RoundRow.Type

export const PairRow = Schema.Struct({
  commitment: Schema.String,
  revealed_server_seed: Schema.NullOr(Schema.String),
  client_seed: Schema.String,
  next_nonce: BigIntColumn,
  created_at: Schema.DateFromSelf,
  revealed_at: Schema.NullOr(Schema.DateFromSelf)
})
export type PairRow = typeof PairRow.Type

/** A round as play_casino_round writes it. */
export interface RoundToPlay {
  readonly userId: number
  readonly roundId: string
  readonly requestHash: string
  readonly gameId: string
  readonly pairId: number
  readonly nonce: number
  readonly accountId: number
  readonly stake: number
  readonly win: number
  readonly multiple: { readonly num: number; readonly den: number }
  readonly choices: unknown
  readonly outcome: unknown
  readonly posting: PreparedPosting
}

/** A fresh pair: its secret, its commitment, the client seed, when. */
export interface NewPair {
  readonly userId: number
  readonly serverSeed: string
  readonly commitment: string
  readonly clientSeed: string
  readonly at: Date
}

// A crash bet (migration 051) has no seed pair of the player's: its seeds are its round's chain (the commitment s_0,
// the salt as the client seed, the round number as the nonce, the round's seed once revealed) and its outcome names
// its round, the crash point (once crashed) and the moment of a cash-out by hand.
const roundColumns = (sql: SqlClient.SqlClient) =>
  sql`r.id, r.round_id, r.request_hash, r.game_id, r.currency, r.stake, r.win, r.multiple_num, r.multiple_den, r.choices,
      case when cb.round_pk is null then r.outcome
        else jsonb_build_object('crashRoundId', cb.crash_round_id, 'crashPoint', cr.crash_point, 'cashedOutMs', cb.cashed_out_ms) end as outcome,
      r.nonce, r.played_at,
      coalesce(s.commitment, ch.commitment) as commitment, coalesce(s.client_seed, ch.salt) as client_seed,
      case when s.revealed_at is not null then s.server_seed when cb.round_pk is not null then cr.seed end as revealed_server_seed`
const roundSources = (sql: SqlClient.SqlClient) =>
  sql`casino_rounds r left join casino_seed_pairs s on s.id = r.seed_pair_id left join crash_bets cb on cb.round_pk = r.id
      left join crash_rounds cr on cr.id = cb.crash_round_id left join crash_chains ch on ch.id = cr.chain_id`

/** SQL of migration 047: seed pairs and rounds. */
export const makeCasinoRoundsRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const playerSeeds = SqlSchema.findOne({
    Request: Schema.Number,
    Result: PlayerSeedsRow,
    execute: (userId) =>
      sql`select s.id as pair_id, s.server_seed, s.commitment, s.client_seed, s.next_nonce, a.id as account_id, a.currency::text as currency
          from casino_seed_pairs s
          left join wallets w on w.user_id = s.user_id
          left join ledger_accounts a on a.id = w.active_account_id and a.user_id = s.user_id and a.closed_at is null
          where s.user_id = ${userId} and s.revealed_at is null`
  })
  // Made only if the player has no active pair: two first rounds at once make one.
  const insertPair = (pair: NewPair) =>
    sql`insert into casino_seed_pairs (user_id, server_seed, commitment, client_seed, created_at)
        values (${pair.userId}, ${pair.serverSeed}, ${pair.commitment}, ${pair.clientSeed}, ${pair.at})
        on conflict (user_id) where revealed_at is null do nothing`.pipe(Effect.asVoid)
  const openSteppedGame = SqlSchema.findOne({
    Request: Schema.Number,
    Result: Schema.Struct({ game_id: Schema.String }),
    execute: (userId) => sql`select game_id from casino_stepped_rounds where user_id = ${userId} and ended_at is null limit 1`
  })
  const revealActive = (userId: number, at: Date) =>
    sql`update casino_seed_pairs set revealed_at = ${at} where user_id = ${userId} and revealed_at is null`.pipe(Effect.asVoid)

  const play = SqlSchema.single({
    Request: Schema.Any,
    Result: PlayedRow,
    execute: (round: RoundToPlay) =>
      sql`select * from play_casino_round(${round.userId}, ${round.roundId}, ${round.requestHash}, ${round.gameId}, ${round.pairId},
            ${round.nonce}, ${round.accountId}, ${round.stake}, ${round.win}, ${round.multiple.num}, ${round.multiple.den},
            ${JSON.stringify(round.choices)}::jsonb, ${JSON.stringify(round.outcome)}::jsonb, ${round.posting.kind}, ${round.posting.key},
            ${round.posting.contentHash}, ${round.posting.at}, ${JSON.stringify(round.posting.entries)}::jsonb)`
  })
  // The arguments of play_casino_round as play_casino_rounds takes each element of its group.
  const argumentsOf = (round: RoundToPlay) => ({
    user: round.userId,
    roundId: round.roundId,
    requestHash: round.requestHash,
    game: round.gameId,
    pair: round.pairId,
    nonce: round.nonce,
    account: round.accountId,
    stake: round.stake,
    win: round.win,
    multipleNum: round.multiple.num,
    multipleDen: round.multiple.den,
    choices: round.choices,
    outcome: round.outcome,
    kind: round.posting.kind,
    key: round.posting.key,
    contentHash: round.posting.contentHash,
    at: round.posting.at.toISOString(),
    entries: round.posting.entries
  })
  const playGroup = SqlSchema.findAll({
    Request: Schema.Any,
    Result: PlayedInGroupRow,
    execute: (rounds: ReadonlyArray<RoundToPlay>) => sql`select * from play_casino_rounds(${JSON.stringify(rounds.map(argumentsOf))}::jsonb)`
  })
  const roundByPk = SqlSchema.single({
    Request: Schema.Number,
    Result: RoundRow,
    execute: (id) => sql`select ${roundColumns(sql)} from ${roundSources(sql)} where r.id = ${id}`
  })
  const roundById = SqlSchema.findOne({
    Request: Schema.Struct({ userId: Schema.Number, roundId: Schema.String }),
    Result: RoundRow,
    execute: ({ roundId, userId }) =>
      sql`select ${roundColumns(sql)} from ${roundSources(sql)} where r.user_id = ${userId} and r.round_id = ${roundId}`
  })
  const rounds = SqlSchema.findAll({
    Request: Schema.Struct({ userId: Schema.Number, before: Schema.NullOr(Schema.Number), limit: Schema.Number }),
    Result: RoundRow,
    execute: ({ before, limit, userId }) =>
      sql`select ${roundColumns(sql)} from ${roundSources(sql)}
          where r.user_id = ${userId} ${before === null ? sql`` : sql`and r.id < ${before}`}
            -- A stepped round joins the history once it has ended (migration 050), a crash bet once its round is settled (051).
            and not exists (select 1 from casino_stepped_rounds o where o.round_pk = r.id and o.ended_at is null)
            and (cb.round_pk is null or cr.settled_at is not null)
          order by r.id desc limit ${limit}`
  })
  const pairs = SqlSchema.findAll({
    Request: Schema.Struct({ userId: Schema.Number, limit: Schema.Number }),
    Result: PairRow,
    execute: ({ limit, userId }) =>
      sql`select commitment, case when revealed_at is not null then server_seed end as revealed_server_seed, client_seed, next_nonce,
            created_at, revealed_at
          from casino_seed_pairs where user_id = ${userId} order by (revealed_at is null) desc, id desc limit ${limit}`
  })

  // The player's responsible-gaming lock (advisory lock space 44, migration 044), which play_casino_round takes first.
  const playerLock = (userId: number) => sql`select pg_advisory_xact_lock(44, ${userId}::integer)`.pipe(Effect.asVoid)
  const underPlayerLock = <A, E>(userId: number, effect: Effect.Effect<A, E>): Effect.Effect<A, E> =>
    sql.withTransaction(Effect.zipRight(orDieQuietly(playerLock(userId)), effect)).pipe(
      Effect.catchIf(
        (error): error is SqlError => error instanceof SqlError,
        (error) => orDieQuietly(Effect.fail(error))
      )
    ) as Effect.Effect<A, E>

  return {
    /** `effect` in one transaction that holds the player's lock from its start. */
    underPlayerLock,
    /** The active pair (none before the player's first) and the active open account. */
    playerSeeds: (userId: number) => orDieQuietly(playerSeeds(userId)),
    /** A pair made active if the player has none. */
    ensurePair: (pair: NewPair) => orDieQuietly(insertPair(pair)),
    /** The active pair revealed and `pair` made active, in one transaction under the player's lock (no round runs across it). */
    /**
     * The active pair revealed and `pair` committed, under the player's lock; unless a stepped round of the player's is
     * open (its hidden draws come from the active seed): then nothing changes and the open round's game is answered.
     */
    replacePair: (pair: NewPair): Effect.Effect<Option.Option<string>> =>
      orDieQuietly(
        sql.withTransaction(
          Effect.gen(function* () {
            yield* playerLock(pair.userId)
            const open = yield* openSteppedGame(pair.userId)
            if (Option.isSome(open)) return Option.some(open.value.game_id)
            yield* revealActive(pair.userId, pair.at)
            yield* insertPair(pair)
            return Option.none()
          })
        )
      ),
    play: (round: RoundToPlay) => orDieQuietly(play(round)),
    /** Rounds of several players as one statement and one transaction (migration 057): one row per round, in order. */
    playGroup: (rounds: ReadonlyArray<RoundToPlay>) =>
      Effect.flatMap(orDieQuietly(playGroup(rounds)), (rows) => answersInOrder(rows, rounds.length)),
    roundByPk: (id: number) => orDieQuietly(roundByPk(id)),
    roundById: (userId: number, roundId: string) => orDieQuietly(roundById({ userId, roundId })),
    rounds: (userId: number, before: number | null, limit: number) => orDieQuietly(rounds({ userId, before, limit })),
    /** The active pair first, then the revealed ones newest first, `limit` in all. */
    pairs: (userId: number, limit: number) => orDieQuietly(pairs({ userId, limit }))
  }
})

export type CasinoRoundsRepo = Effect.Effect.Success<typeof makeCasinoRoundsRepo>
