import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Option, Schema } from "effect"
import { orDieQuietly } from "../platform/db/databaseFault"

/** SQL of the casino's catalogue, favorites and recently played games (migrations 046 and 052). */

export const GameRow = Schema.Struct({
  id: Schema.String,
  slug: Schema.String,
  name: Schema.String,
  provider_id: Schema.String,
  categories: Schema.Array(Schema.String),
  tags: Schema.Array(Schema.String),
  rtp: Schema.Number,
  max_win: Schema.Number,
  hidden: Schema.Boolean,
  position: Schema.Number,
  launch_kind: Schema.Literal("in-house", "external"),
  launch_url: Schema.NullOr(Schema.String)
})
export type GameRow = typeof GameRow.Type

export const ProviderRow = Schema.Struct({ id: Schema.String, name: Schema.String, in_house: Schema.Boolean })
export type ProviderRow = typeof ProviderRow.Type

const RecentRow = Schema.Struct({ game_id: Schema.String, played_at: Schema.DateFromSelf })

const rows =
  <A, I>(schema: Schema.Schema<A, I>) =>
  (effect: Effect.Effect<ReadonlyArray<unknown>, unknown>) =>
    orDieQuietly(Effect.flatMap(effect as Effect.Effect<ReadonlyArray<unknown>, never>, (found) => Schema.decodeUnknown(Schema.Array(schema))(found)))

export interface NewGameRow {
  readonly id: string
  readonly name: string
  readonly provider: string
  readonly providerName: string | null
  readonly categories: ReadonlyArray<string>
  readonly tags: ReadonlyArray<string>
  readonly rtp: number
  readonly maxWin: number
  readonly position: number
  readonly launch: "in-house" | "external"
  readonly launchUrl: string | null
}

export const makeCatalogueRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  // Categories come as one text (PGlite and pg return arrays alike then): split here.
  const games = (id: string | null) =>
    Effect.map(
      rows(Schema.Struct({ ...GameRow.fields, categories: Schema.String, tags: Schema.String }))(
        sql`select g.id, g.slug, g.name, g.provider_id, g.rtp, g.max_win, g.hidden, g.position, g.launch_kind, g.launch_url,
                   array_to_string(g.tags, ',') as tags,
                   coalesce((select string_agg(gc.category_id, ',' order by c.position) from casino_game_categories gc
                             join casino_categories c on c.id = gc.category_id where gc.game_id = g.id), '') as categories
            from casino_games g where (${id}::text is null or g.id = ${id}::text) order by g.position, g.name, g.id`
      ),
      (found): ReadonlyArray<GameRow> =>
        found.map((row) => ({ ...row, categories: row.categories === "" ? [] : row.categories.split(","), tags: row.tags === "" ? [] : row.tags.split(",") }))
    )
  return {
    version: Effect.map(orDieQuietly(sql<{ version: unknown }>`select version from casino_catalogue_version`), (found) => Number(found[0]?.version ?? 0)),
    games: games(null),
    game: (id: string) => Effect.map(games(id), (found) => Option.fromNullable(found[0])),
    providers: rows(ProviderRow)(sql`select id, name, in_house from casino_providers order by in_house desc, name, id`),
    favorites: (userId: number) =>
      Effect.map(
        rows(Schema.Struct({ game_id: Schema.String }))(
          sql`select f.game_id from casino_favorites f join casino_games g on g.id = f.game_id
              where f.user_id = ${userId} and not g.hidden order by f.added_at desc, f.game_id`
        ),
        (found) => found.map((row) => row.game_id)
      ),
    addFavorite: (userId: number, gameId: string, at: Date) =>
      orDieQuietly(sql`insert into casino_favorites (user_id, game_id, added_at) values (${userId}, ${gameId}, ${at}) on conflict do nothing`),
    removeFavorite: (userId: number, gameId: string) => orDieQuietly(sql`delete from casino_favorites where user_id = ${userId} and game_id = ${gameId}`),
    /**
     * The games the player launched or played rounds in, newest first, each at the later of its last launch and its
     * last round (an instant round, or a stepped round's start: both are casino_rounds rows). The rounds are read
     * where they are written, so every way a round is played counts without telling this list; one index probe per
     * in-house game (casino_rounds_by_player_game, migration 052). Bonus games are no catalogue games: not listed.
     */
    recent: (userId: number, limit: number) =>
      rows(RecentRow)(
        sql`with played as (
              select r.game_id, r.played_at from casino_recent_games r where r.user_id = ${userId}
              union all
              select g.id, last.played_at from casino_games g
                cross join lateral (select max(c.played_at) as played_at from casino_rounds c where c.user_id = ${userId} and c.game_id = g.id) last
                where g.launch_kind = 'in-house' and last.played_at is not null
            )
            select p.game_id, max(p.played_at) as played_at from played p join casino_games g on g.id = p.game_id
            where not g.hidden group by p.game_id order by max(p.played_at) desc, p.game_id limit ${limit}`
      ),
    /** The player launched the game now: it moves to the top of their recently played (rounds count by themselves). */
    touchRecent: (userId: number, gameId: string, at: Date) =>
      orDieQuietly(
        sql`insert into casino_recent_games (user_id, game_id, played_at) values (${userId}, ${gameId}, ${at})
            on conflict (user_id, game_id) do update set played_at = greatest(casino_recent_games.played_at, excluded.played_at)`
      ),
    /** Adds a game (and its provider when new) in one transaction; false when the id or slug is taken. */
    addGame: (game: NewGameRow) =>
      sql.withTransaction(
        Effect.gen(function* () {
          if (game.providerName !== null) {
            yield* sql`insert into casino_providers (id, name) values (${game.provider}, ${game.providerName}) on conflict (id) do nothing`
          }
          const made = yield* sql`insert into casino_games (id, slug, name, provider_id, tags, rtp, max_win, position, launch_kind, launch_url)
              values (${game.id}, ${game.id}, ${game.name}, ${game.provider}, string_to_array(${game.tags.join(",")}, ','), ${game.rtp}, ${game.maxWin},
                      ${game.position}, ${game.launch}, ${game.launchUrl})
              on conflict do nothing returning id`
          if (made.length === 0) return false
          for (const category of game.categories) {
            yield* sql`insert into casino_game_categories (game_id, category_id) values (${game.id}, ${category}) on conflict do nothing`
          }
          return true
        })
      ),
    providerExists: (id: string) => Effect.map(orDieQuietly(sql`select 1 from casino_providers where id = ${id}`), (found) => found.length > 0),
    setHidden: (id: string, hidden: boolean) =>
      Effect.map(orDieQuietly(sql`update casino_games set hidden = ${hidden} where id = ${id} returning id`), (found) => found.length > 0),
    setPosition: (id: string, position: number) =>
      Effect.map(orDieQuietly(sql`update casino_games set position = ${position} where id = ${id} returning id`), (found) => found.length > 0)
  }
})

export type CatalogueRepo = Effect.Effect.Success<typeof makeCatalogueRepo>
