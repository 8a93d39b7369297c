import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Effect, Schema } from "effect"
import { orDieQuietly } from "../platform/db/databaseFault"

/** A favorite of migration 017: what the star marks. */
export const FavoriteRow = Schema.Struct({ kind: Schema.Literal("game", "championship"), target_id: Schema.String })
export type FavoriteRow = typeof FavoriteRow.Type

const NewFavorite = Schema.Struct({ userId: Schema.Number, kind: FavoriteRow.fields.kind, targetId: Schema.String, at: Schema.DateFromSelf })
const PlayerFavorite = Schema.Struct({ userId: Schema.Number, kind: FavoriteRow.fields.kind, targetId: Schema.String })
const PlayerGames = Schema.Struct({ userId: Schema.Number, gameIds: Schema.Array(Schema.String) })

/** SQL of migration 017: a player's favorites. */
export const makeFavoritesRepo = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient

  const list = SqlSchema.findAll({
    Request: Schema.Number,
    Result: FavoriteRow,
    execute: (userId) => sql`select kind, target_id from sports_favorites where user_id = ${userId} order by seq`
  })
  // Every change of a player's favorites takes this lock first, so two adds at the cap cannot both pass the count.
  const lockPlayer = SqlSchema.findOne({
    Request: Schema.Number,
    Result: Schema.Struct({ found: Schema.Boolean }),
    execute: (userId) => sql`select true as found from players where id = ${userId} for update`
  })
  const insert = SqlSchema.void({
    Request: NewFavorite,
    execute: ({ at, kind, targetId, userId }) =>
      sql`insert into sports_favorites (user_id, kind, target_id, created_at) values (${userId}, ${kind}, ${targetId}, ${at})
          on conflict (user_id, kind, target_id) do nothing`
  })
  const remove = SqlSchema.void({
    Request: PlayerFavorite,
    execute: ({ kind, targetId, userId }) => sql`delete from sports_favorites where user_id = ${userId} and kind = ${kind} and target_id = ${targetId}`
  })
  const removeGames = SqlSchema.void({
    Request: PlayerGames,
    execute: ({ gameIds, userId }) => sql`delete from sports_favorites where user_id = ${userId} and kind = 'game' and target_id in ${sql.in(gameIds)}`
  })

  return {
    withTransaction: sql.withTransaction,
    list: (userId: number) => orDieQuietly(list(userId)),
    lockPlayer: (userId: number) => orDieQuietly(lockPlayer(userId)),
    insert: (request: typeof NewFavorite.Type) => orDieQuietly(insert(request)),
    remove: (request: typeof PlayerFavorite.Type) => orDieQuietly(remove(request)),
    removeGames: (request: typeof PlayerGames.Type) => orDieQuietly(removeGames(request))
  }
})
