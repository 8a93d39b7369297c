import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { BigIntColumn, type PreparedPosting } from "../account/ledgerRepo"
import { orDieQuietly } from "../platform/db/databaseFault"

/** The prize table as JSON text (the same on PGlite and node-postgres). */
const Prizes = Schema.parseJson(Schema.Array(Schema.Struct({ place: Schema.Int, amount: Schema.Int })))
const Games = Schema.parseJson(Schema.Array(Schema.Struct({ gameId: Schema.String, weight: Schema.Int })))

/** A tournament with its games and how many joined (migration 065). */
export const TournamentRow = Schema.Struct({
  id: BigIntColumn,
  key: Schema.String,
  kind: Schema.Literal("casino", "sports"),
  title_en: Schema.String,
  title_ru: Schema.String,
  currency: Schema.String,
  starts_at: Schema.DateFromSelf,
  ends_at: Schema.DateFromSelf,
  min_coef: Schema.NullOr(Schema.Number),
  prizes: Prizes,
  games: Games,
  entrants: BigIntColumn,
  published_at: Schema.NullOr(Schema.DateFromSelf),
  settled_at: Schema.NullOr(Schema.DateFromSelf)
})
export type TournamentRow = typeof TournamentRow.Type

export const EntryRow = Schema.Struct({
  id: BigIntColumn,
  user_id: BigIntColumn,
  account_id: BigIntColumn,
  points: BigIntColumn,
  joined_at: Schema.DateFromSelf,
  reached_at: Schema.DateFromSelf
})
export type EntryRow = typeof EntryRow.Type

const JoinedRow = Schema.Struct({
  outcome: Schema.Literal("joined", "joined_before", "no_tournament", "closed", "banned", "rg_excluded", "no_account"),
  entry_id: Schema.NullOr(BigIntColumn),
  rg_type: Schema.NullOr(Schema.Number),
  rg_until: Schema.NullOr(Schema.DateFromSelf)
})

export interface TournamentToCreate {
  readonly key: string
  readonly kind: "casino" | "sports"
  readonly titleEn: string
  readonly titleRu: string
  readonly currency: string
  readonly startsAt: Date
  readonly endsAt: Date
  readonly minCoef: number | null
  readonly prizes: ReadonlyArray<{ readonly place: number; readonly amount: number }>
  readonly games: ReadonlyArray<{ readonly gameId: string; readonly weight: number }>
  readonly publish: boolean
  readonly at: Date
}

export interface PrizeToPay {
  readonly place: number
  readonly entryId: number
  readonly userId: number
  readonly amount: number
  readonly posting: PreparedPosting
}

const columns = (sql: SqlClient.SqlClient) =>
  sql`t.id, t.key, t.kind, t.title_en, t.title_ru, t.currency::text as currency, t.starts_at, t.ends_at, t.min_coef::float8 as min_coef,
      t.prizes::text as prizes,
      coalesce((select json_agg(json_build_object('gameId', g.game_id, 'weight', g.weight) order by g.weight desc, g.game_id)
                from tournament_games g where g.tournament_id = t.id), '[]'::json)::text as games,
      (select count(*) from tournament_entries e where e.tournament_id = t.id) as entrants,
      t.published_at, t.settled_at`

/** SQL of migration 065: the tournaments, their entries (points counted by the migration's triggers) and prizes. */
export const makeTournamentsRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const shown = SqlSchema.findAll({
    Request: Schema.Number,
    Result: TournamentRow,
    execute: (limit) => sql`select ${columns(sql)} from tournaments t where t.published_at is not null order by t.ends_at desc, t.id desc limit ${limit}`
  })
  const all = SqlSchema.findAll({ Request: Schema.Void, Result: TournamentRow, execute: () => sql`select ${columns(sql)} from tournaments t order by t.id desc limit 500` })
  const byId = SqlSchema.findOne({ Request: Schema.Number, Result: TournamentRow, execute: (id) => sql`select ${columns(sql)} from tournaments t where t.id = ${id}` })
  const byKey = SqlSchema.findOne({ Request: Schema.String, Result: TournamentRow, execute: (key) => sql`select ${columns(sql)} from tournaments t where t.key = ${key}` })
  const board = SqlSchema.findAll({
    Request: Schema.Struct({ id: Schema.Number, limit: Schema.Number }),
    Result: EntryRow,
    execute: ({ id, limit }) =>
      sql`select e.id, e.user_id, e.account_id, e.points, e.joined_at, e.reached_at from tournament_entries e
          where e.tournament_id = ${id} order by e.points desc, e.reached_at, e.id limit ${limit}`
  })
  const entryOf = SqlSchema.findOne({
    Request: Schema.Struct({ id: Schema.Number, userId: Schema.Number }),
    Result: EntryRow,
    execute: ({ id, userId }) =>
      sql`select e.id, e.user_id, e.account_id, e.points, e.joined_at, e.reached_at from tournament_entries e where e.tournament_id = ${id} and e.user_id = ${userId}`
  })
  const ahead = SqlSchema.single({
    Request: Schema.Struct({ id: Schema.Number, points: Schema.Number, reachedAt: Schema.DateFromSelf, entryId: Schema.Number }),
    Result: Schema.Struct({ n: BigIntColumn }),
    execute: ({ entryId, id, points, reachedAt }) =>
      sql`select count(*) as n from tournament_entries e where e.tournament_id = ${id}
          and (e.points > ${points} or (e.points = ${points} and (e.reached_at < ${reachedAt} or (e.reached_at = ${reachedAt} and e.id < ${entryId}))))`
  })
  const joinedIds = SqlSchema.findAll({
    Request: Schema.Number,
    Result: Schema.Struct({ tournament_id: BigIntColumn }),
    execute: (userId) => sql`select e.tournament_id from tournament_entries e where e.user_id = ${userId} order by e.tournament_id desc limit 500`
  })
  const join = SqlSchema.single({
    Request: Schema.Struct({ id: Schema.Number, userId: Schema.Number, at: Schema.DateFromSelf }),
    Result: JoinedRow,
    execute: ({ at, id, userId }) => sql`select * from join_tournament(${id}, ${userId}, ${at})`
  })
  const due = SqlSchema.findAll({
    Request: Schema.DateFromSelf,
    Result: Schema.Struct({ id: BigIntColumn }),
    execute: (before) => sql`select t.id from tournaments t where t.settled_at is null and t.published_at is not null and t.ends_at <= ${before} order by t.ends_at, t.id`
  })
  const winners = SqlSchema.findAll({
    Request: Schema.Number,
    Result: EntryRow,
    execute: (id) =>
      sql`select e.id, e.user_id, e.account_id, e.points, e.joined_at, e.reached_at from tournament_entries e
          where e.tournament_id = ${id} and e.points > 0 order by e.points desc, e.reached_at, e.id limit 100`
  })
  const runningOfKind = SqlSchema.findAll({
    Request: Schema.Struct({ kind: Schema.String, at: Schema.DateFromSelf }),
    Result: Schema.Struct({ id: BigIntColumn }),
    execute: ({ at, kind }) => sql`select t.id from tournaments t where t.kind = ${kind} and t.published_at is not null and t.ends_at > ${at} limit 1`
  })
  const paid = SqlSchema.findAll({
    Request: Schema.Number,
    Result: Schema.Struct({ entry_id: BigIntColumn, amount: BigIntColumn }),
    execute: (id) => sql`select p.entry_id, p.amount from tournament_prizes p where p.tournament_id = ${id}`
  })

  return {
    shown: (limit: number) => orDieQuietly(shown(limit)),
    all: orDieQuietly(all(undefined)),
    byId: (id: number) => orDieQuietly(byId(id)),
    byKey: (key: string) => orDieQuietly(byKey(key)),
    board: (id: number, limit: number) => orDieQuietly(board({ id, limit })),
    entryOf: (id: number, userId: number) => orDieQuietly(entryOf({ id, userId })),
    /** How many entries stand ahead of this one (its place less one), by the ranking's order. */
    ahead: (id: number, entry: EntryRow) => orDieQuietly(ahead({ id, points: entry.points, reachedAt: entry.reached_at, entryId: entry.id })).pipe(Effect.map((r) => r.n)),
    joinedIds: (userId: number) => orDieQuietly(joinedIds(userId)).pipe(Effect.map((rows) => new Set(rows.map((r) => r.tournament_id)))),
    join: (id: number, userId: number, at: Date) => orDieQuietly(join({ id, userId, at })),
    due: (before: Date) => orDieQuietly(due(before)).pipe(Effect.map((rows) => rows.map((r) => r.id))),
    runningOfKind: (kind: string, at: Date) => orDieQuietly(runningOfKind({ kind, at })).pipe(Effect.map((rows) => rows.length > 0)),
    winners: (id: number) => orDieQuietly(winners(id)),
    paid: (id: number) => orDieQuietly(paid(id)),
    currencyExists: (iso: string) => orDieQuietly(sql<{ iso: string }>`select iso from currencies where iso = ${iso}`).pipe(Effect.map((rows) => rows.length > 0)),
    /** A tournament made once per key (a second call with the key answers nothing new), with its games. */
    create: (t: TournamentToCreate) =>
      orDieQuietly(
        sql.withTransaction(
          Effect.gen(function* () {
            const made = yield* sql<{ id: number | string }>`
              insert into tournaments (key, kind, title_en, title_ru, currency, starts_at, ends_at, min_coef, prizes, created_at, published_at)
              values (${t.key}, ${t.kind}, ${t.titleEn}, ${t.titleRu}, ${t.currency}, ${t.startsAt}, ${t.endsAt}, ${t.minCoef}, ${JSON.stringify(t.prizes)}::jsonb,
                      ${t.at}, ${t.publish ? t.at : null})
              on conflict (key) do nothing returning id`
            const id = made[0]?.id
            if (id === undefined) return
            for (const g of t.games) yield* sql`insert into tournament_games (tournament_id, game_id, weight) values (${Number(id)}, ${g.gameId}, ${g.weight})`
          })
        )
      ),
    publish: (id: number, at: Date) => orDieQuietly(sql`update tournaments set published_at = ${at} where id = ${id} and published_at is null`.pipe(Effect.asVoid)),
    /** Ends a tournament now: its window closes at `at` (one that had not started yet opens and closes at once). */
    endNow: (id: number, at: Date) =>
      orDieQuietly(
        sql`update tournaments set ends_at = ${at}, starts_at = least(starts_at, ${at}::timestamptz - interval '1 millisecond')
            where id = ${id} and ends_at > ${at} and settled_at is null`.pipe(Effect.asVoid)
      ),
    /** The prizes posted and the tournament marked paid in one statement (settle_tournament, migration 065). */
    settle: (id: number, at: Date, prizes: ReadonlyArray<PrizeToPay>) =>
      orDieQuietly(
        sql<{ outcome: string }>`select * from settle_tournament(${id}, ${at}, ${JSON.stringify(
          prizes.map((p) => ({
            place: p.place,
            entry: p.entryId,
            user: p.userId,
            amount: p.amount,
            kind: p.posting.kind,
            key: p.posting.key,
            hash: p.posting.contentHash,
            entries: p.posting.entries
          }))
        )}::jsonb)`.pipe(Effect.map((rows) => rows[0]?.outcome ?? "no_tournament"))
      )
  }
})

export type TournamentsRepo = Effect.Effect.Success<typeof makeTournamentsRepo>
