import { Schema } from "effect"
import { GameLaunch, RecentGames } from "../../domain/api/casino"
import { ApiError } from "../../domain/api/clientErrors"
import { playerScoped } from "../playerScoped"

/**
 * The signed-in player's part of the casino: their favorite games, their recently played games (my-casino) and the
 * launches of game pages (by game id). Reset when another player (or a guest) takes the browser.
 */
export const CasinoPlayerState = Schema.Struct({
  owner: Schema.NullOr(Schema.Int),
  favorites: Schema.Struct({ status: Schema.Literal("idle", "loaded", "failed"), games: Schema.Array(Schema.String), error: Schema.NullOr(ApiError) }),
  recent: Schema.Struct({ status: Schema.Literal("idle", "loaded", "failed"), games: RecentGames.fields.games, error: Schema.NullOr(ApiError) }),
  launches: Schema.Record({ key: Schema.String, value: Schema.Union(Schema.TaggedStruct("launched", { launch: GameLaunch }), Schema.TaggedStruct("failed", { error: ApiError })) })
})
export type CasinoPlayerState = typeof CasinoPlayerState.Type

const emptyFor = (owner: number | null): CasinoPlayerState => ({
  owner,
  favorites: { status: "idle", games: [], error: null },
  recent: { status: "idle", games: [], error: null },
  launches: {}
})

export const casinoPlayerProjection = playerScoped({
  name: "casinoPlayer",
  schema: CasinoPlayerState,
  emptyFor,
  playerOf: (state) => state.owner,
  tags: ["CasinoFavoritesLoaded", "CasinoFavoritesFailed", "RecentGamesLoaded", "RecentGamesLoadFailed", "CasinoGameLaunched", "CasinoGameLaunchFailed"],
  apply: (state, event): CasinoPlayerState => {
    switch (event._tag) {
      case "CasinoFavoritesLoaded":
        return { ...state, favorites: { status: "loaded", games: event.favorites.games, error: null } }
      case "CasinoFavoritesFailed":
        return { ...state, favorites: { ...state.favorites, status: state.favorites.status === "loaded" ? "loaded" : "failed", error: event.error } }
      case "RecentGamesLoaded":
        return { ...state, recent: { status: "loaded", games: event.recent.games, error: null } }
      case "RecentGamesLoadFailed":
        return { ...state, recent: { ...state.recent, status: state.recent.status === "loaded" ? "loaded" : "failed", error: event.error } }
      case "CasinoGameLaunched":
        // A launch moves the game to the top of the recently played; the list is read again when my-casino opens.
        return { ...state, launches: { ...state.launches, [event.launch.gameId]: { _tag: "launched", launch: event.launch } }, recent: { ...state.recent, status: "idle" } }
      case "CasinoGameLaunchFailed":
        return { ...state, launches: { ...state.launches, [event.gameId]: { _tag: "failed", error: event.error } } }
      default:
        return state
    }
  }
})
