import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import type { ApiError } from "../../domain/api/clientErrors"
import { NotModified } from "../../domain/api/sports"
import type { FavoriteChange, FavoriteFailure } from "../../domain/sports/favorites"
import type { Section } from "../../domain/sports/feed"
import { isStarred } from "../../projections/sports/favorites"
import type { SportsList } from "../../projections/sports/lists"
import { emit, emitThen, type Handler, type Outcome } from "../handler"
import { Query } from "../query"
import { fromServerAnswer } from "../serverAnswer"
import { PollSports } from "./commands"
import { type AddFavorite, type LoadFavorites, type RemoveFavorite, SendFavoriteChange } from "./favoriteCommands"
import { FavoriteAdded, FavoriteChangeFailed, FavoriteChangeStarted, FavoriteRemoved, FavoritesLoaded, FavoritesLoadFailed } from "./favoriteEvents"
import { SportsGamesChanged, SportsPollFailed } from "./events"

/** The player's marks, for the stars; a guest has none to load. */
export const loadFavorites: Handler<LoadFavorites> = (command) =>
  Effect.gen(function* () {
    const { sportsFavorites } = yield* (yield* Query).states
    if (sportsFavorites.owner === null) return emit()
    const api = yield* Api
    return yield* fromServerAnswer(
      command,
      api.sports.favorites({ urlParams: {} }, { captcha: command.captcha }),
      // Without a section the server answers the marks only (never 304: there is no `since`).
      (answer) => (answer instanceof NotModified ? emit() : emit(new FavoritesLoaded({ favorites: answer.favorites, list: null }))),
      (error) => emit(new FavoritesLoadFailed({ error }))
    )
  })

/**
 * A star pressed: the change is logged as started (the star shows it at once) and sent next. Pressing a star into
 * the state it shows already changes nothing; a guest's star is refused (the page opens the sign-in instead).
 */
const startChange = (change: FavoriteChange) =>
  Effect.gen(function* () {
    const { sportsFavorites } = yield* (yield* Query).states
    if (sportsFavorites.owner === null) return emit(new FavoriteChangeFailed({ change, reason: "signIn", error: null }))
    if (isStarred(sportsFavorites, change.target) === (change.action === "add")) return emit()
    return emitThen([new FavoriteChangeStarted({ change })], [new SendFavoriteChange({ change })])
  })

export const addFavorite: Handler<AddFavorite> = ({ target }) => startChange({ action: "add", target })

export const removeFavorite: Handler<RemoveFavorite> = ({ target }) => startChange({ action: "remove", target })

/** What the player is told of a failed change (SPEC.md 8: 401 not cured by a new token is "sign in"). */
export const failureOf = (error: ApiError): FavoriteFailure => {
  if (error._tag === "NotAuthenticated") return "signIn"
  if (error._tag === "ServerRefused" && error.status === 404) return "gone"
  if (error._tag === "ServerRefused" && error.status === 409) return "limit"
  return "failed"
}

/** The change's call. Narrowed by kind: the client types a union payload as one request type per member. */
const callFor = (api: Api["Type"], { action, target }: FavoriteChange, options: { readonly captcha: SendFavoriteChange["captcha"] }) => {
  if (action === "add") return target.kind === "game" ? api.sports.addFavorite({ payload: target }, options) : api.sports.addFavorite({ payload: target }, options)
  return target.kind === "game" ? api.sports.removeFavorite({ path: target }, options) : api.sports.removeFavorite({ path: target }, options)
}

/**
 * Sends the change; the server answers the favorites after it. An added game is polled at once by the favorites
 * lists pages show, so its prices appear without waiting for the next tick.
 */
export const sendFavoriteChange: Handler<SendFavoriteChange> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const { change } = command
    const options = { captcha: command.captcha }
    const { sportsLists } = yield* (yield* Query).states
    const shown = Object.values(sportsLists).filter((list) => list.watch._tag === "favorites" && list.watchers > 0)
    return yield* fromServerAnswer(
      command,
      callFor(api, change, options),
      (favorites) =>
        change.action === "add"
          ? emitThen(
              [new FavoriteAdded({ target: change.target, favorites })],
              shown.map((list) => new PollSports({ key: list.key }))
            )
          : emit(new FavoriteRemoved({ target: change.target, favorites })),
      (error) => emit(new FavoriteChangeFailed({ change, reason: failureOf(error), error }))
    )
  })

/**
 * A favorites list's poll (PollSports of a `favorites` watch): the favorite games of the section with the version
 * and the favorites' revision the list holds, so the server answers what changed, 304, or the whole list when the
 * favorites changed since. Every answer brings the marks too (a star on another device shows here). A guest's page
 * shows no favorites, so nothing is polled for one.
 */
export const pollFavorites = (api: Api["Type"], command: PollSports, list: SportsList, section: Section, at: number): Effect.Effect<Outcome, never, Query> =>
  Effect.gen(function* () {
    const { sportsFavorites } = yield* (yield* Query).states
    if (sportsFavorites.owner === null) return emit()
    const revision = sportsFavorites.revisions[list.key]
    const since = list.version ?? undefined
    const urlParams = revision === undefined || since === undefined ? { section } : { section, since, revision }
    const { key } = list
    return yield* fromServerAnswer(
      command,
      api.sports.favorites({ urlParams }, { captcha: command.captcha }),
      (answer) =>
        answer instanceof NotModified || answer.list === null
          ? emit()
          : emit(
              new FavoritesLoaded({ favorites: answer.favorites, list: { key, revision: answer.revision } }),
              // Decoded by the contract on its way in, as every games answer (handlers.ts).
              new SportsGamesChanged({ key, at, ...answer.list }, true)
            ),
      (error) => emit(new SportsPollFailed({ key, error }))
    )
  })
