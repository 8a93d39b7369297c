import { Effect, Fiber } from "effect"
import { filter, startWith } from "rxjs"
import { forEachValue } from "../../adapters/observe"
import { every } from "../../adapters/timers"
import { type Area, defineArea } from "../area"
import type { CommandBus } from "../bus"
import { LoadTournament, tournamentsCommands } from "./commands"
import { tournamentsEvents, tournamentsServerAnswers } from "./events"
import { joinTournament, loadTournament, loadTournaments, unwatchTournament, watchTournament } from "./handlers"

/** How often a shown tournament's leaderboard is read again. */
export const TOURNAMENT_POLL_MS = 3_000

/**
 * The leaderboard of the tournament a page shows is read every TOURNAMENT_POLL_MS from the moment the page watches it
 * until it stops; only while the tab is visible and never for search bots (the timers adapter's rule). Every poll is a
 * command from the timer, in the log.
 */
const pollWatchedTournament = (bus: CommandBus) =>
  Effect.gen(function* () {
    let poller: { readonly id: number; readonly fiber: Fiber.RuntimeFiber<void> } | undefined
    const follow = Effect.suspend(() => {
      const watched = bus.store.snapshot().tournaments.watching
      const stop = poller === undefined || poller.id === watched ? Effect.void : Fiber.interrupt(poller.fiber)
      if (poller !== undefined && poller.id !== watched) poller = undefined
      if (watched === null || poller !== undefined) return stop
      const poll = every(TOURNAMENT_POLL_MS, bus.dispatchEffect(new LoadTournament({ tournamentId: watched }), "timer"), { pauseWhileHidden: true })
      return Effect.zipRight(
        stop,
        Effect.map(Effect.forkScoped(Effect.scoped(Effect.zipRight(poll, Effect.never))), (fiber) => void (poller = { id: watched, fiber }))
      )
    })
    yield* Effect.forkScoped(
      forEachValue(
        bus.log.feed.pipe(
          filter((entry) => entry.kind === "event" && (entry.body._tag === "TournamentWatchStarted" || entry.body._tag === "TournamentWatchStopped")),
          startWith(undefined)
        ),
        () => follow
      )
    )
  })

/** Tournaments (ARCHITECTURE 2, area `promo`'s tournaments): the list, one tournament with its live leaderboard, joining. */
export const tournamentsArea: Area<typeof tournamentsCommands, typeof tournamentsEvents> = defineArea({
  name: "tournaments",
  commands: tournamentsCommands,
  handlers: {
    LoadTournaments: loadTournaments,
    LoadTournament: loadTournament,
    JoinTournament: joinTournament,
    WatchTournament: watchTournament,
    UnwatchTournament: unwatchTournament
  },
  events: tournamentsEvents,
  serverAnswers: tournamentsServerAnswers,
  migrations: [],
  start: pollWatchedTournament
})
