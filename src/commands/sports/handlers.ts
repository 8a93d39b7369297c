import { Clock, Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import type { ApiError } from "../../domain/api/clientErrors"
import { NotModified } from "../../domain/api/sports"
import type { Game } from "../../domain/sports/feed"
import type { SportsList } from "../../projections/sports/lists"
import { watchKey } from "../../domain/sports/watch"
import { ToggleBet } from "../coupon/commands"
import { emit, emitThen, type Handler, type Outcome } from "../handler"
import { Query } from "../query"
import { fromServerAnswer } from "../serverAnswer"
import { pollFavorites } from "./favoriteHandlers"
import { type LoadResults, PollSports, type PickOutcome, type ToggleMultiLive, type UnwatchSports, type WatchSports } from "./commands"
import {
  MultiLiveChanged,
  ResultsLoaded,
  ResultsLoadFailed,
  SportsChampionshipsLoaded,
  SportsCyberLoaded,
  SportsGamesChanged,
  SportsMenuLoaded,
  SportsPollFailed,
  SportsTrackerLoaded,
  SportsWatchStarted,
  SportsWatchStopped
} from "./events"

/** One more watcher of the list; the first look at it (or a look again after a while away) is a poll at once. */
export const watchSports: Handler<WatchSports> = ({ watch }) => {
  const key = watchKey(watch)
  return Effect.succeed(emitThen([new SportsWatchStarted({ key, watch })], [new PollSports({ key })]))
}

export const unwatchSports: Handler<UnwatchSports> = ({ key }) => Effect.succeed(emit(new SportsWatchStopped({ key })))

type GamesPoll = Effect.Effect<{ readonly version: number; readonly full: boolean; readonly games: ReadonlyArray<Game>; readonly removed: ReadonlyArray<string> } | NotModified, ApiError>

/** The list's call with the version it holds, and the change event its answer makes (304: none). */
const pollOf = (api: Api["Type"], command: PollSports, list: SportsList, at: number): Effect.Effect<Outcome, never, Query> => {
  const since = list.version ?? undefined
  const options = { captcha: command.captcha }
  const { key, watch } = list
  const failed = (error: ApiError): Outcome => emit(new SportsPollFailed({ key, error }))
  const games = (call: GamesPoll) =>
    fromServerAnswer(
      command,
      call,
      // The answer was decoded by the contract's Schema on its way in: checking 500 games again would cost the live
      // page a few milliseconds per poll for nothing.
      (answer) => (answer instanceof NotModified ? emit() : emit(new SportsGamesChanged({ key, at, ...answer }, true))),
      failed
    )
  switch (watch._tag) {
    case "menu":
      return fromServerAnswer(
        command,
        api.sports.menu({ urlParams: { section: watch.section, since } }, options),
        (answer) => (answer instanceof NotModified ? emit() : emit(new SportsMenuLoaded({ key, menu: answer }))),
        failed
      )
    case "championships":
      return fromServerAnswer(
        command,
        api.sports.championships({ urlParams: { section: watch.section, sport: watch.sportId, since } }, options),
        (answer) => (answer instanceof NotModified ? emit() : emit(new SportsChampionshipsLoaded({ key, championships: answer }))),
        failed
      )
    case "games":
      return games(api.sports.games({ urlParams: { section: watch.section, championship: watch.championshipId, since } }, options))
    case "top":
      return games(api.sports.top({ urlParams: { section: watch.section, since, ...(watch.limit === undefined ? {} : { limit: watch.limit }) } }, options))
    case "game":
      return games(api.sports.game({ path: { id: watch.gameId }, urlParams: { since } }, options))
    case "multi":
      return games(api.sports.multi({ urlParams: { ids: watch.gameIds, since } }, options))
    case "favorites":
      return pollFavorites(api, command, list, watch.section, at)
    case "cyberGames": {
      const filter = { ...(watch.sportId === null ? {} : { sport: watch.sportId }), ...(watch.championshipId === null ? {} : { championship: watch.championshipId }) }
      return games(api.sports.cyberGames({ path: { type: watch.type }, urlParams: { section: watch.section, ...filter, since } }, options))
    }
    case "team":
      return games(api.sports.team({ urlParams: { sport: watch.sportId, name: watch.name, since } }, options))
    case "country":
      return games(api.sports.country({ urlParams: { section: watch.section, country: watch.country, since } }, options))
    case "tracker":
      return fromServerAnswer(
        command,
        api.sports.tracker({ urlParams: { game: watch.gameId, since } }, options),
        (answer) => (answer instanceof NotModified ? emit() : emit(new SportsTrackerLoaded({ key, answer }))),
        failed
      )
    case "cyber":
      return fromServerAnswer(
        command,
        api.sports.cyber({ path: { type: watch.type }, urlParams: { section: watch.section, since } }, options),
        (answer) => (answer instanceof NotModified ? emit() : emit(new SportsCyberLoaded({ key, cyber: answer }))),
        failed
      )
  }
}

/**
 * Polls one watched list with the version it holds (ARCHITECTURE 6): the feed answers what changed, or 304 when
 * nothing did, which changes nothing here (the answer itself is in the log). A list no page watches any more is
 * not polled.
 */
export const pollSports: Handler<PollSports> = (command) =>
  Effect.gen(function* () {
    const { sportsLists } = yield* (yield* Query).states
    const list = sportsLists[command.key]
    if (list === undefined || list.watchers === 0) return emit()
    return yield* pollOf(yield* Api, command, list, yield* Clock.currentTimeMillis)
  })

/**
 * A price clicked before the coupon existed chose an outcome; the coupon's ToggleBet does that now (its bet joins or
 * leaves the coupon). Logs recorded before the coupon still hold this command: a re-run hands it on.
 */
export const pickOutcome: Handler<PickOutcome> = ({ gameId, marketId, outcomeId }) => Effect.succeed(emitThen([], [new ToggleBet({ gameId, marketId, outcomeId })]))

/** SPEC.md 2.2 multi-live: at most this many games side by side on a desktop screen. */
export const MULTI_LIVE_MAX = 4

/** Adds the game to multi-live (the oldest leaves when it is full), or takes it off. */
export const toggleMultiLive: Handler<ToggleMultiLive> = ({ gameId }) =>
  Effect.gen(function* () {
    const { multiLive } = yield* (yield* Query).states
    const gameIds = multiLive.includes(gameId) ? multiLive.filter((id) => id !== gameId) : [...multiLive, gameId].slice(-MULTI_LIVE_MAX)
    return emit(new MultiLiveChanged({ gameIds }))
  })

/** Reads the results of a day and sport; the page shows them, or why they could not be read. */
export const loadResults: Handler<LoadResults> = (command) =>
  Effect.gen(function* () {
    const api = yield* Api
    const { date, sportId, championshipId } = command
    const urlParams = { date, ...(sportId === null ? {} : { sport: sportId }), ...(championshipId === null ? {} : { championship: championshipId }) }
    return yield* fromServerAnswer(
      command,
      api.sports.results({ urlParams }, { captcha: command.captcha }),
      (answer) => emit(new ResultsLoaded({ date, sportId, championshipId, results: answer.results })),
      (error) => emit(new ResultsLoadFailed({ date, sportId, championshipId, error }))
    )
  })
