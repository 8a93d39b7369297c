import { Effect, Fiber } from "effect"
import { filter, startWith } from "rxjs"
import { forEachValue } from "../../../adapters/observe"
import { every } from "../../../adapters/timers"
import { type Area, defineArea } from "../../area"
import type { CommandBus } from "../../bus"
import { casinoPlayCommands, LoadCrashState } from "./commands"
import { casinoPlayEvents, casinoPlayServerAnswers } from "./events"
import { unwatchCrash, watchCrash, loadCasinoRound, loadCasinoRounds, loadCasinoSeeds, playCasinoRound, rotateCasinoSeeds, sendCasinoRound, setCasinoClientSeed, actOnSteppedRound, loadOpenSteppedRounds, sendSteppedRound, startSteppedRound, loadCrashState, loadRecentCrashes, placeCrashBet, sendCrashBet, cashOutCrash } from "./handlers"

/** How often a shown crash screen reads the round: the curve is drawn locally, the poll brings bets, cash-outs, the crash. */
export const CRASH_POLL_MS = 500

/**
 * The crash round is polled from the moment a screen shows it (WatchCrash reads it at once) until the last screen is
 * gone; only while the tab is visible, and never for search bots (the timers adapter's rule). Every poll is a command
 * from the timer, in the log.
 */
const pollCrashWhileWatched = (bus: CommandBus) =>
  Effect.gen(function* () {
    let poller: Fiber.RuntimeFiber<void> | undefined
    const follow = Effect.suspend(() => {
      const watched = bus.store.snapshot().casinoPlay.crash.watchers > 0
      if (watched && poller === undefined) {
        const poll = every(CRASH_POLL_MS, bus.dispatchEffect(new LoadCrashState({}), "timer"), { pauseWhileHidden: true })
        return Effect.map(Effect.forkScoped(Effect.scoped(Effect.zipRight(poll, Effect.never))), (fiber) => void (poller = fiber))
      }
      if (!watched && poller !== undefined) {
        const running = poller
        poller = undefined
        return Fiber.interrupt(running)
      }
      return Effect.void
    })
    // Looked at once as soon as the feed is heard, too: a screen may have started watching before this fiber ran.
    yield* Effect.forkScoped(
      forEachValue(
        bus.log.feed.pipe(
          filter((entry) => entry.kind === "event" && (entry.body._tag === "CrashWatchStarted" || entry.body._tag === "CrashWatchStopped")),
          startWith(undefined)
        ),
        () => follow
      )
    )
  })

/**
 * Playing the in-house studio's rounds, in a lane of its own beside the casino lobby's (as the sports area's search
 * is): the provably fair seeds, rounds (instant and stepped) and the player's round history. A round waiting for its answer holds up none
 * of the lobby's reads, and seeds change only between rounds, since this lane runs one command at a time.
 */
export const casinoPlayArea: Area<typeof casinoPlayCommands, typeof casinoPlayEvents> = defineArea({
  name: "casinoPlay",
  commands: casinoPlayCommands,
  handlers: {
    LoadCasinoSeeds: loadCasinoSeeds,
    SetCasinoClientSeed: setCasinoClientSeed,
    RotateCasinoSeeds: rotateCasinoSeeds,
    PlayCasinoRound: playCasinoRound,
    SendCasinoRound: sendCasinoRound,
    LoadCasinoRounds: loadCasinoRounds,
    LoadCasinoRound: loadCasinoRound,
    StartSteppedRound: startSteppedRound,
    SendSteppedRound: sendSteppedRound,
    ActOnSteppedRound: actOnSteppedRound,
    LoadOpenSteppedRounds: loadOpenSteppedRounds,
    WatchCrash: watchCrash,
    UnwatchCrash: unwatchCrash,
    LoadCrashState: loadCrashState,
    LoadRecentCrashes: loadRecentCrashes,
    PlaceCrashBet: placeCrashBet,
    SendCrashBet: sendCrashBet,
    CashOutCrash: cashOutCrash
  },
  events: casinoPlayEvents,
  serverAnswers: casinoPlayServerAnswers,
  migrations: [],
  start: pollCrashWhileWatched
})
