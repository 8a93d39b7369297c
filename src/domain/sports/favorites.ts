import { Schema } from "effect"
import { Championship } from "./feed"
import { ChampionshipId, GameId } from "./ids"

/**
 * Favorites (issue 8): games and championships a signed-in player marks with a star. The server keeps them per
 * player and is the law on them (the cap included); the client shows them and the changes on their way.
 */

/** How many favorites one player may keep, games and championships together. */
export const FAVORITES_MAX = 200

/** What a star marks: a game or a championship of the feed, by id. */
export const FavoriteTarget = Schema.Union(
  Schema.Struct({ kind: Schema.Literal("game"), id: GameId }),
  Schema.Struct({ kind: Schema.Literal("championship"), id: ChampionshipId })
)
export type FavoriteTarget = typeof FavoriteTarget.Type

/**
 * A player's favorites, in the order they were added: the championships whole (a link needs their sport), the
 * games by id (their views come from the feed's lists).
 */
export const Favorites = Schema.Struct({ championships: Schema.Array(Championship), gameIds: Schema.Array(Schema.String) })
export type Favorites = typeof Favorites.Type

export const NO_FAVORITES: Favorites = { championships: [], gameIds: [] }

/** A star pressed: a target added or taken off. */
export const FavoriteChange = Schema.Struct({ action: Schema.Literal("add", "remove"), target: FavoriteTarget })
export type FavoriteChange = typeof FavoriteChange.Type

/**
 * Why a change was not made, as the player is told: sign in first; the cap is reached; the game is gone (it
 * finished or left the line); anything else (the network, the server) failed.
 */
export const FavoriteFailure = Schema.Literal("signIn", "limit", "gone", "failed")
export type FavoriteFailure = typeof FavoriteFailure.Type

export const sameTarget = (a: FavoriteTarget, b: FavoriteTarget): boolean => a.kind === b.kind && a.id === b.id

/** The same favorites in the same order (a poll answers them again with every change of their games). */
export const sameFavorites = (a: Favorites, b: Favorites): boolean =>
  a.gameIds.length === b.gameIds.length &&
  a.championships.length === b.championships.length &&
  a.gameIds.every((id, i) => b.gameIds[i] === id) &&
  a.championships.every((championship, i) => b.championships[i]?.id === championship.id)

/** Whether the favorites hold the target. */
export const holds = (favorites: Favorites, target: FavoriteTarget): boolean =>
  target.kind === "game" ? favorites.gameIds.includes(target.id) : favorites.championships.some((c) => c.id === target.id)
