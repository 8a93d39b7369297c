import { Schema } from "effect"
import { Catalogue, FavoriteGames, GameLaunch, RecentGames } from "../../domain/api/casino"
import { ApiError } from "../../domain/api/clientErrors"
import { CatalogueId } from "../../domain/casino/catalogue"
import { version } from "../version"

export class CasinoCatalogueLoaded extends Schema.TaggedClass<CasinoCatalogueLoaded>()("CasinoCatalogueLoaded", { ...version(1), catalogue: Catalogue }) {}
export class CasinoCatalogueLoadFailed extends Schema.TaggedClass<CasinoCatalogueLoadFailed>()("CasinoCatalogueLoadFailed", { ...version(1), error: ApiError }) {}

/** The player's favorites as the server keeps them now (after a read, an add or a removal). */
export class CasinoFavoritesLoaded extends Schema.TaggedClass<CasinoFavoritesLoaded>()("CasinoFavoritesLoaded", { ...version(1), favorites: FavoriteGames }) {}
export class CasinoFavoritesFailed extends Schema.TaggedClass<CasinoFavoritesFailed>()("CasinoFavoritesFailed", { ...version(1), error: ApiError }) {}

export class RecentGamesLoaded extends Schema.TaggedClass<RecentGamesLoaded>()("RecentGamesLoaded", { ...version(1), recent: RecentGames }) {}
export class RecentGamesLoadFailed extends Schema.TaggedClass<RecentGamesLoadFailed>()("RecentGamesLoadFailed", { ...version(1), error: ApiError }) {}

/** The server started the game: an in-house game's screen mounts, an external one's page opens in the iframe. */
export class CasinoGameLaunched extends Schema.TaggedClass<CasinoGameLaunched>()("CasinoGameLaunched", { ...version(1), launch: GameLaunch }) {}
export class CasinoGameLaunchFailed extends Schema.TaggedClass<CasinoGameLaunchFailed>()("CasinoGameLaunchFailed", { ...version(1), gameId: CatalogueId, error: ApiError }) {}

export const casinoServerAnswers = [
  CasinoCatalogueLoaded,
  CasinoCatalogueLoadFailed,
  CasinoFavoritesLoaded,
  CasinoFavoritesFailed,
  RecentGamesLoaded,
  RecentGamesLoadFailed,
  CasinoGameLaunched,
  CasinoGameLaunchFailed
] as const

export const casinoEvents = [...casinoServerAnswers] as const
