import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { emit, type Handler } from "../handler"
import { fromServerAnswer } from "../serverAnswer"
import type { LaunchCasinoGame, LoadCasinoCatalogue, LoadCasinoFavorites, LoadRecentGames, SetCasinoFavorite } from "./commands"
import {
  CasinoCatalogueLoaded,
  CasinoCatalogueLoadFailed,
  CasinoFavoritesFailed,
  CasinoFavoritesLoaded,
  CasinoGameLaunched,
  CasinoGameLaunchFailed,
  RecentGamesLoaded,
  RecentGamesLoadFailed
} from "./events"

export const loadCasinoCatalogue: Handler<LoadCasinoCatalogue> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.casino.catalogue(undefined, { captcha: command.captcha }),
      (catalogue) => emit(new CasinoCatalogueLoaded({ catalogue })),
      (error) => emit(new CasinoCatalogueLoadFailed({ error }))
    )
  )

export const loadCasinoFavorites: Handler<LoadCasinoFavorites> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.casino.favorites(undefined, { captcha: command.captcha }),
      (favorites) => emit(new CasinoFavoritesLoaded({ favorites })),
      (error) => emit(new CasinoFavoritesFailed({ error }))
    )
  )

export const setCasinoFavorite: Handler<SetCasinoFavorite> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      command.favorite
        ? api.casino.addFavorite({ path: { gameId: command.gameId } }, { captcha: command.captcha })
        : api.casino.removeFavorite({ path: { gameId: command.gameId } }, { captcha: command.captcha }),
      (favorites) => emit(new CasinoFavoritesLoaded({ favorites })),
      (error) => emit(new CasinoFavoritesFailed({ error }))
    )
  )

export const loadRecentGames: Handler<LoadRecentGames> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.casino.recent(undefined, { captcha: command.captcha }),
      (recent) => emit(new RecentGamesLoaded({ recent })),
      (error) => emit(new RecentGamesLoadFailed({ error }))
    )
  )

export const launchCasinoGame: Handler<LaunchCasinoGame> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.casino.launch({ path: { gameId: command.gameId } }, { captcha: command.captcha }),
      (launch) => emit(new CasinoGameLaunched({ launch })),
      (error) => emit(new CasinoGameLaunchFailed({ gameId: command.gameId, error }))
    )
  )
