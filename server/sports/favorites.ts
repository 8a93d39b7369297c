import { createHash } from "node:crypto"
import { Clock, Context, Effect, Layer } from "effect"
import { NotModified, SportsNotFound } from "../../src/domain/api/sports"
import { type FavoritesAnswer, FavoritesLimitReached } from "../../src/domain/api/sportsFavorites"
import { FAVORITES_MAX, type Favorites, type FavoriteTarget } from "../../src/domain/sports/favorites"
import type { Section } from "../../src/domain/sports/feed"
import type { Catalogue, Line } from "./feedModel"
import { championshipById, gamesSince } from "./lineReads"
import { transactionOrDie } from "../platform/db/databaseFault"
import { SportsFeed } from "./feed"
import { type FavoriteRow, makeFavoritesRepo } from "./favoritesRepo"

/** What a favorites poll sends: the section whose games it shows (none: the marks only), and what its list holds. */
export interface FavoritesRequest {
  readonly section?: Section | undefined
  readonly since?: number | undefined
  readonly revision?: string | undefined
}

/**
 * A signed-in player's favorites (issue 8), kept in the database so they follow the player to every device, and
 * read against the feed's line in memory:
 * - a game favorite whose game the feed no longer has (it finished, or the feed was made again) is deleted when the
 *   player's favorites are next read or changed, and so is never answered: a favorite is something to bet on;
 * - a championship is checked against the catalogue when added and stays, with or without games;
 * - at most FAVORITES_MAX per player, counted under a lock of the player's row, so concurrent adds cannot pass it.
 */
export interface SportsFavoritesShape {
  /** The marks, and with a section its favorite games as a poll answers a list (NotModified: nothing new). */
  readonly list: (userId: number, request: FavoritesRequest) => Effect.Effect<FavoritesAnswer | NotModified>
  /** Adds the target (a favorite already kept is no change); the favorites after. */
  readonly add: (userId: number, target: FavoriteTarget) => Effect.Effect<Favorites, SportsNotFound | FavoritesLimitReached>
  /** Takes the target off (one that is not kept is no change); the favorites after. */
  readonly remove: (userId: number, target: FavoriteTarget) => Effect.Effect<Favorites>
}

export class SportsFavorites extends Context.Tag("oddsfold/server/SportsFavorites")<SportsFavorites, SportsFavoritesShape>() {}

/** A digest of the marks, in the order kept: equal revisions, equal favorites. */
export const revisionOf = (rows: ReadonlyArray<FavoriteRow>): string =>
  createHash("sha256")
    .update(rows.map((row) => `${row.kind}:${row.target_id}`).join("\n"))
    .digest("hex")
    .slice(0, 16)

const favoritesIn = (catalogue: Catalogue) => (rows: ReadonlyArray<FavoriteRow>): Favorites => ({
  // A championship the catalogue dropped is not answered (it cannot be linked to); its row does no harm.
  championships: rows.flatMap((row) => {
    const championship = row.kind === "championship" ? championshipById(catalogue, row.target_id) : undefined
    return championship === undefined ? [] : [championship]
  }),
  gameIds: rows.filter((row) => row.kind === "game").map((row) => row.target_id)
})

const isTarget = (target: FavoriteTarget) => (row: FavoriteRow) => row.kind === target.kind && row.target_id === target.id

/** Why the feed has not got the target, or undefined when it has. */
const missing = (line: Line, catalogue: Catalogue, target: FavoriteTarget): SportsNotFound | undefined => {
  if (target.kind === "championship") return championshipById(catalogue, target.id) === undefined ? new SportsNotFound({ message: `no championship ${target.id}` }) : undefined
  if (line.games.has(target.id)) return undefined
  return new SportsNotFound({ message: line.wasMade(target.id) ? `game ${target.id} has finished` : `no game ${target.id}` })
}

export const SportsFavoritesLive = Layer.effect(
  SportsFavorites,
  Effect.gen(function* () {
    const repo = yield* makeFavoritesRepo
    const feed = yield* SportsFeed
    const transaction = transactionOrDie(repo.withTransaction)
    const favoritesOf = favoritesIn(feed.catalogue)

    /** The player's favorites with the games the line no longer has deleted. */
    const kept = (userId: number, line: Line) =>
      Effect.gen(function* () {
        const rows = yield* repo.list(userId)
        const gone = rows.filter((row) => row.kind === "game" && !line.games.has(row.target_id)).map((row) => row.target_id)
        if (gone.length === 0) return rows
        yield* repo.removeGames({ userId, gameIds: gone })
        return rows.filter((row) => row.kind !== "game" || !gone.includes(row.target_id))
      })

    return {
      list: (userId, { revision, section, since }) =>
        Effect.gen(function* () {
          const line = yield* feed.line
          const rows = yield* kept(userId, line)
          const favorites = favoritesOf(rows)
          const current = revisionOf(rows)
          if (section === undefined) return { favorites, revision: current, list: null }
          // Changes since `since` only for the favorites that list was answered for; other favorites: the whole list.
          const answer = gamesSince(line, { section, ids: new Set(favorites.gameIds) }, revision === current ? since : undefined)
          return answer === "unchanged" ? new NotModified() : { favorites, revision: current, list: answer }
        }),
      add: (userId, target) =>
        Effect.gen(function* () {
          const line = yield* feed.line
          const notFound = missing(line, feed.catalogue, target)
          if (notFound !== undefined) return yield* notFound
          const at = new Date(yield* Clock.currentTimeMillis)
          return yield* transaction(
            Effect.gen(function* () {
              yield* repo.lockPlayer(userId)
              const rows = yield* kept(userId, line)
              if (rows.some(isTarget(target))) return favoritesOf(rows)
              if (rows.length >= FAVORITES_MAX) {
                return yield* new FavoritesLimitReached({
                  max: FAVORITES_MAX,
                  message: `you keep ${FAVORITES_MAX} favorites already: take one off to add another`
                })
              }
              yield* repo.insert({ userId, kind: target.kind, targetId: target.id, at })
              return favoritesOf([...rows, { kind: target.kind, target_id: target.id }])
            })
          )
        }),
      remove: (userId, target) =>
        Effect.gen(function* () {
          const line = yield* feed.line
          yield* repo.remove({ userId, kind: target.kind, targetId: target.id })
          return favoritesOf(yield* kept(userId, line))
        })
    }
  })
)
