import { Effect, Fiber } from "effect"
import { filter } from "rxjs"
import { forEachValue } from "../../adapters/observe"
import { every } from "../../adapters/timers"
import { pollIntervalMs } from "../../domain/sports/watch"
import { type Area, defineArea } from "../area"
import type { CommandBus } from "../bus"
import { PollSports, sportsCommands } from "./commands"
import { sportsEvents, sportsServerAnswers } from "./events"
import { loadResults, pickOutcome, pollSports, toggleMultiLive, unwatchSports, watchSports } from "./handlers"
import { loadStatistics } from "./statisticsHandlers"
import { loadTeamResults } from "./teamHandlers"
import { addFavorite, loadFavorites, removeFavorite, sendFavoriteChange } from "./favoriteHandlers"
import { loadFavoritesOnSignIn } from "./favoritesOnSignIn"
import { typeSearch } from "./searchHandlers"

const WATCH_CHANGES: ReadonlySet<string> = new Set(["SportsWatchStarted", "SportsWatchStopped"])

/**
 * SPEC.md 9: a list is polled at its interval from the moment its first page shows it (WatchSports polls it at
 * once) until its last page is gone; only while the tab is visible (a shown tab starts a fresh period) and never
 * for search bots. No timer runs while no page shows the line.
 */
const startPolling = (bus: CommandBus) =>
  Effect.gen(function* () {
    const pollers = new Map<string, Fiber.RuntimeFiber<void>>()
    const follow = (key: string) =>
      Effect.suspend(() => {
        const list = bus.store.snapshot().sportsLists[key]
        const running = pollers.get(key)
        if (list !== undefined && list.watchers > 0 && running === undefined) {
          const poll = every(pollIntervalMs(list.watch), bus.dispatchEffect(new PollSports({ key }), "timer"), { pauseWhileHidden: true })
          // Its own scope: interrupting the poller closes it, and the timer fiber with it.
          return Effect.map(Effect.forkScoped(Effect.scoped(Effect.zipRight(poll, Effect.never))), (fiber) => void pollers.set(key, fiber))
        }
        if ((list === undefined || list.watchers === 0) && running !== undefined) {
          pollers.delete(key)
          return Fiber.interrupt(running)
        }
        return Effect.void
      })
    yield* Effect.forkScoped(
      forEachValue(
        bus.log.feed.pipe(filter((entry) => entry.kind === "event" && WATCH_CHANGES.has(entry.body._tag))),
        (entry) => follow((entry.body as { readonly key: string }).key)
      )
    )
  })

/**
 * The line and live (ARCHITECTURE 2, area `sports`): watched lists of the feed, polled while a page shows them, and
 * the signed-in player's favorites, loaded whenever a player signs in.
 */
export const sportsArea: Area<typeof sportsCommands, typeof sportsEvents> = defineArea({
  name: "sports",
  commands: sportsCommands,
  handlers: {
    WatchSports: watchSports,
    UnwatchSports: unwatchSports,
    PollSports: pollSports,
    PickOutcome: pickOutcome,
    ToggleMultiLive: toggleMultiLive,
    LoadResults: loadResults,
    LoadStatistics: loadStatistics,
    LoadTeamResults: loadTeamResults,
    // Favorites (favoriteHandlers.ts).
    LoadFavorites: loadFavorites,
    AddFavorite: addFavorite,
    RemoveFavorite: removeFavorite,
    SendFavoriteChange: sendFavoriteChange,
    // The search box's text (the requests it makes have a lane of their own: searchArea.ts).
    TypeSearch: typeSearch
  },
  events: sportsEvents,
  serverAnswers: sportsServerAnswers,
  migrations: [],
  start: (bus) => Effect.andThen(startPolling(bus), loadFavoritesOnSignIn(bus))
})
