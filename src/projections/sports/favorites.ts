import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { FavoriteChange, FavoriteFailure, Favorites, type FavoriteTarget, holds, NO_FAVORITES, sameFavorites, sameTarget } from "../../domain/sports/favorites"
import { playerScoped } from "../playerScoped"

/**
 * The signed-in player's favorites (issue 8): the marks as the server last answered them, the changes on their way
 * (the stars show them at once), what each favorites list was answered for, and the last change that failed.
 */
export const SportsFavoritesState = Schema.Struct({
  /** The signed-in player the favorites belong to (from the session's answers); null for a guest. */
  owner: Schema.NullOr(Schema.Int),
  /** idle: not loaded for `owner` yet. */
  status: Schema.Literal("idle", "loaded", "failed"),
  favorites: Favorites,
  /** Changes sent and not answered yet, oldest first: a star shows the last one of its target. */
  pending: Schema.Array(FavoriteChange),
  /** Per favorites list (its watch key): the revision of the favorites its games were answered for. */
  revisions: Schema.Record({ key: Schema.String, value: Schema.String }),
  /** The last change that was not made, and why: the page says so until the next change. */
  failure: Schema.NullOr(Schema.Struct({ change: FavoriteChange, reason: FavoriteFailure })),
  error: Schema.NullOr(ApiError)
})
export type SportsFavoritesState = typeof SportsFavoritesState.Type

const emptyFor = (owner: number | null): SportsFavoritesState => ({
  owner,
  status: "idle",
  favorites: NO_FAVORITES,
  pending: [],
  revisions: {},
  failure: null,
  error: null
})

/** The pending changes with the oldest one like `answered` gone (a later click on the same star stays pending). */
const withoutAnswered = (pending: ReadonlyArray<FavoriteChange>, answered: FavoriteChange): ReadonlyArray<FavoriteChange> => {
  const index = pending.findIndex((change) => change.action === answered.action && sameTarget(change.target, answered.target))
  return index === -1 ? pending : [...pending.slice(0, index), ...pending.slice(index + 1)]
}

/** Whether the star of `target` is on: the change on its way decides, else what the server answered. */
export const isStarred = (state: SportsFavoritesState, target: FavoriteTarget): boolean => {
  for (let i = state.pending.length - 1; i >= 0; i--) {
    const change = state.pending[i]!
    if (sameTarget(change.target, target)) return change.action === "add"
  }
  return holds(state.favorites, target)
}

export const sportsFavoritesProjection = playerScoped({
  name: "sportsFavorites",
  schema: SportsFavoritesState,
  emptyFor,
  playerOf: (state) => state.owner,
  tags: [
    "FavoritesLoaded",
    "FavoritesLoadFailed",
    "FavoriteChangeStarted",
    "FavoriteAdded",
    "FavoriteRemoved",
    "FavoriteChangeFailed"
  ],
  apply: (state, event): SportsFavoritesState => {
    switch (event._tag) {
      case "FavoritesLoaded": {
        // An answer that arrives after the player logged out is no one's.
        if (state.owner === null) return state
        // The live list's polls answer the same favorites every few seconds: every star would be asked again for nothing.
        const unchanged =
          state.status === "loaded" &&
          state.error === null &&
          sameFavorites(state.favorites, event.favorites) &&
          (event.list === null || state.revisions[event.list.key] === event.list.revision)
        if (unchanged) return state
        return {
          ...state,
          status: "loaded",
          favorites: event.favorites,
          revisions: event.list === null ? state.revisions : { ...state.revisions, [event.list.key]: event.list.revision },
          error: null
        }
      }
      case "FavoritesLoadFailed":
        // Favorites already shown stay; only a first load that fails leaves them failed.
        return { ...state, status: state.status === "loaded" ? "loaded" : "failed", error: event.error }
      case "FavoriteChangeStarted":
        return { ...state, pending: [...state.pending, event.change], failure: null }
      case "FavoriteAdded":
      case "FavoriteRemoved": {
        if (state.owner === null) return state
        const answered = { action: event._tag === "FavoriteAdded" ? "add" : "remove", target: event.target } as const
        return { ...state, status: "loaded", favorites: event.favorites, pending: withoutAnswered(state.pending, answered) }
      }
      case "FavoriteChangeFailed":
        return { ...state, pending: withoutAnswered(state.pending, event.change), failure: { change: event.change, reason: event.reason } }
    }
  }
})
