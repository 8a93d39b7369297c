import { Schema } from "effect"
import { ChampionshipsAnswer, MenuSport } from "../../domain/api/sports"
import { ApiError } from "../../domain/api/clientErrors"
import { idsAfter } from "../../domain/sports/listChanges"
import { Watch } from "../../domain/sports/watch"
import { defineProjection } from "../projection"

/** One watched list of the feed: what it holds, the version it holds it at, and how many pages show it. */
export const SportsList = Schema.Struct({
  key: Schema.String,
  watch: Watch,
  watchers: Schema.Int,
  /** The feed's version of the last answer; null before the first. */
  version: Schema.NullOr(Schema.Int),
  /** When the last change of its games came (epoch ms): live clocks are shown as of then. */
  polledAt: Schema.NullOr(Schema.Number),
  status: Schema.Literal("loading", "ready", "failed"),
  error: Schema.NullOr(ApiError),
  menu: Schema.Array(MenuSport),
  championships: ChampionshipsAnswer.fields.championships,
  /** Games of the list in the feed's order (their headers, markets and prices are in the keyed projections). */
  gameIds: Schema.Array(Schema.String)
})
export type SportsList = typeof SportsList.Type

export const SportsListsState = Schema.Record({ key: Schema.String, value: SportsList })
export type SportsListsState = typeof SportsListsState.Type

const emptyList = (key: string, watch: Watch): SportsList => ({
  key,
  watch,
  watchers: 0,
  version: null,
  polledAt: null,
  status: "loading",
  error: null,
  menu: [],
  championships: [],
  gameIds: []
})

const withList = (state: SportsListsState, key: string, change: (list: SportsList) => SportsList): SportsListsState => {
  const list = state[key]
  return list === undefined ? state : { ...state, [key]: change(list) }
}

/** The lists sports pages watch (SPEC.md 2.2), kept after their pages are gone so a return polls only changes. */
export const sportsListsProjection = defineProjection({
  name: "sportsLists",
  schema: SportsListsState,
  initial: {} as SportsListsState,
  tags: ["SportsWatchStarted", "SportsWatchStopped", "SportsMenuLoaded", "SportsChampionshipsLoaded", "SportsCyberLoaded", "SportsGamesChanged", "SportsPollFailed", "SportsTrackerLoaded"],
  apply: (state, event): SportsListsState => {
    switch (event._tag) {
      case "SportsWatchStarted": {
        const list = state[event.key] ?? emptyList(event.key, event.watch)
        return { ...state, [event.key]: { ...list, watchers: list.watchers + 1 } }
      }
      case "SportsWatchStopped":
        return withList(state, event.key, (list) => ({ ...list, watchers: Math.max(0, list.watchers - 1) }))
      case "SportsMenuLoaded":
        return withList(state, event.key, (list) => ({ ...list, version: event.menu.version, status: "ready", error: null, menu: event.menu.sports }))
      case "SportsChampionshipsLoaded":
        return withList(state, event.key, (list) => ({
          ...list,
          version: event.championships.version,
          status: "ready",
          error: null,
          championships: event.championships.championships
        }))
      case "SportsCyberLoaded":
        return withList(state, event.key, (list) => ({
          ...list,
          version: event.cyber.version,
          status: "ready",
          error: null,
          menu: event.cyber.sports,
          championships: event.cyber.championships
        }))
      case "SportsGamesChanged":
        return withList(state, event.key, (list) => ({
          ...list,
          version: event.version,
          polledAt: event.at,
          status: "ready",
          error: null,
          gameIds: idsAfter(list.gameIds, event)
        }))
      case "SportsTrackerLoaded":
        // The tracker itself is the sportsTrackers projection's.
        return withList(state, event.key, (list) => ({ ...list, version: event.answer.version, polledAt: null, status: "ready", error: null }))
      case "SportsPollFailed":
        // What the list held stays on screen; the error says why it may be out of date.
        return withList(state, event.key, (list) => ({ ...list, status: "failed", error: event.error }))
    }
  }
})
