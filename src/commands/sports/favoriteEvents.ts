import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { FavoriteChange, FavoriteFailure, Favorites, FavoriteTarget } from "../../domain/sports/favorites"
import { version } from "../version"

/**
 * The player's favorites as the server answered them. `list`: the answer was a favorites list's poll (its games
 * came in a SportsGamesChanged of the same key) and `revision` names the favorites that list was answered for, which
 * its next poll sends back.
 */
export class FavoritesLoaded extends Schema.TaggedClass<FavoritesLoaded>()("FavoritesLoaded", {
  ...version(1),
  favorites: Favorites,
  list: Schema.NullOr(Schema.Struct({ key: Schema.String, revision: Schema.String }))
}) {}

export class FavoritesLoadFailed extends Schema.TaggedClass<FavoritesLoadFailed>()("FavoritesLoadFailed", { ...version(1), error: ApiError }) {}

/** A change is on its way to the server: the star shows it already. */
export class FavoriteChangeStarted extends Schema.TaggedClass<FavoriteChangeStarted>()("FavoriteChangeStarted", {
  ...version(1),
  change: FavoriteChange
}) {}

/** The server kept the star; `favorites` are the player's favorites after it. */
export class FavoriteAdded extends Schema.TaggedClass<FavoriteAdded>()("FavoriteAdded", { ...version(1), target: FavoriteTarget, favorites: Favorites }) {}

/** The server took the star off; `favorites` are the player's favorites after it. */
export class FavoriteRemoved extends Schema.TaggedClass<FavoriteRemoved>()("FavoriteRemoved", {
  ...version(1),
  target: FavoriteTarget,
  favorites: Favorites
}) {}

/** The change was not made, and why as the player is told; `error` is the call's failure when there was a call. */
export class FavoriteChangeFailed extends Schema.TaggedClass<FavoriteChangeFailed>()("FavoriteChangeFailed", {
  ...version(1),
  change: FavoriteChange,
  reason: FavoriteFailure,
  error: Schema.NullOr(ApiError)
}) {}

export const favoriteEvents = [FavoritesLoaded, FavoritesLoadFailed, FavoriteChangeStarted, FavoriteAdded, FavoriteRemoved, FavoriteChangeFailed] as const

/**
 * Everything but the start of a change records what the server answered (a guest's change is refused before any
 * call, as the server would refuse it; the stars open the sign-in for guests, so only a page left open gets there).
 */
export const favoriteServerAnswers = [FavoritesLoaded, FavoritesLoadFailed, FavoriteAdded, FavoriteRemoved, FavoriteChangeFailed] as const
