import { Clock, Duration, Effect, Layer, Schedule } from "effect"
import type { Line } from "./feedModel"
import { SportsFeed } from "./feed"
import { changesBetween, makeChangeListeners } from "./lineChanges"
import { CHAMPIONSHIPS, MENU_SPORTS } from "./simulator/catalogue"
import type { LineAction, World, WorldConfig } from "./simulator/model"
import { WorldSecret } from "./simulator/prng"
import { statisticsOf } from "./simulator/statistics"
import { trackerOf, trackerUnchanged } from "./simulator/tracker"
import { DEFAULT_WORLD, advance, finishGame, learnActions, resultOfGame, suspendMarket, wasMadeIn, worldAt } from "./simulator/world"
import { SportsWorldStore } from "./worldStore"

/**
 * The line's feed as simulated: the world (server/sports/simulator) of this database, played on by the server's Clock
 * every `tickEvery`. The world is kept in the database (server/sports/worldStore.ts, migrations 036 and 040): its
 * secret, size and epoch, and what the developer did to it by hand. The secret (256 random bits, made by the first
 * process that needs the line) keys every draw of the world: nobody without it can compute a result before it happens,
 * so it is never served, never logged and never leaves the server. Since what a world holds at a time is a function of those and of the
 * time alone, every process on the database, and every restart, holds the same line: the same games under the same
 * ids, the same prices, the same results (so a bet placed before a deploy is settled by its game's real result, and a
 * coupon placed through one instance is judged against the line the others hold). The world is made on the first
 * request that needs it, at once at the Clock's time however long ago its epoch was, so a server that is never asked
 * about sports spends nothing on it. Every answer of the sports group reads this memory; no poll touches the database.
 * It is one implementation of the feed port (feed.ts): what it hands out is the world read as a line (feedModel.ts).
 */
export interface SimulatedFeedOptions {
  /**
   * The world's secret and size, for a database that has no world yet (one that has a world keeps its own). Without a
   * secret a new random one is made: only tests and benchmarks pass one, to draw a world they know.
   */
  readonly secret?: WorldSecret | undefined
  readonly live?: number | undefined
  readonly line?: number | undefined
  /** How often the world is played on; 0: never (a line that stands still, for benchmarks). Default 1 s. */
  readonly tickEvery?: Duration.DurationInput | undefined
}

export const DEFAULT_TICK = Duration.seconds(1)
/** Another process's actions are read this often (on the machine's clock: a test's clock may stand still). */
const READ_ACTIONS_EVERY = Schedule.spaced("1 second")

/** The world read as a line: made once per world, so a line's identity changes only when the world does. */
const lines = new WeakMap<World, Line>()
export const lineOf = (world: World): Line => {
  let line = lines.get(world)
  if (line === undefined) {
    line = {
      version: world.version,
      now: world.now,
      games: world.games,
      results: world.results,
      finished: world.finished,
      floor: world.floor,
      structureVersion: world.structureVersion,
      resultOf: (gameId) => resultOfGame(world, gameId),
      wasMade: (gameId) => wasMadeIn(world, gameId),
      statisticsOf: (gameId) => statisticsOf(world, gameId),
      trackerOf: (gameId) => trackerOf(world, gameId),
      trackerUnchanged: (gameId, since) => trackerUnchanged(world, gameId, since)
    }
    lines.set(world, line)
  }
  return line
}

const CATALOGUE = { sports: MENU_SPORTS, championships: CHAMPIONSHIPS }

export const SimulatedFeedLive = (options: SimulatedFeedOptions = {}) =>
  Layer.scoped(
    SportsFeed,
    Effect.gen(function* () {
      const store = yield* SportsWorldStore
      // One change of the world at a time: a tick, a finish, a suspension, actions read from the store.
      const turn = (yield* Effect.makeSemaphore(1)).withPermits(1)
      const realTime = Clock.make()
      let current: World | undefined
      let seen = 0
      const listeners = makeChangeListeners()
      /** The world changed: its subscribers are told what changed. */
      const become = (next: World) => {
        const before = current
        current = next
        if (before !== undefined && before !== next) listeners.tell(() => changesBetween(lineOf(before), lineOf(next)))
      }

      const make = turn(
        Effect.gen(function* () {
          if (current !== undefined) return current
          const now = yield* Clock.currentTimeMillis
          const kept = yield* store.open({ secret: options.secret ?? WorldSecret.random(), live: options.live ?? DEFAULT_WORLD.live, line: options.line ?? DEFAULT_WORLD.line, epoch: now })
          const actions = yield* store.actionsAfter(0)
          seen = actions.reduce((last, kept) => Math.max(last, kept.seq), seen)
          const config: WorldConfig = { ...DEFAULT_WORLD, secret: kept.secret, live: kept.live, line: kept.line }
          const started = realTime.unsafeCurrentTimeMillis()
          const made = worldAt(config, kept.epoch, actions.map((stored) => stored.action), now)
          yield* Effect.logInfo(
            `the line: the world of ${new Date(kept.epoch).toISOString()} (${kept.live} live, ${kept.line} in the line) made at ` +
              `${new Date(now).toISOString()} in ${realTime.unsafeCurrentTimeMillis() - started} ms: ${made.made.matches} matches drawn, ` +
              `${made.made.priced} markets priced, ${made.games.size} games, ${made.results.length} results`
          )
          current = made
          return made
        })
      )
      const world = Effect.suspend(() => (current === undefined ? make : Effect.succeed(current)))
      const playOn = Effect.flatMap(Clock.currentTimeMillis, (now) =>
        Effect.sync(() => {
          if (current !== undefined) become(advance(current, now))
        })
      )
      const tick = turn(playOn)
      // What other processes did to the line: a change of a time to come is played then, one of a time past plays its
      // game again (learnActions).
      const readActions = turn(
        Effect.gen(function* () {
          if (current === undefined) return
          const fresh = yield* store.actionsAfter(seen)
          if (fresh.length === 0) return
          seen = fresh.reduce((last, kept) => Math.max(last, kept.seq), seen)
          const learned = learnActions(current, fresh.map((stored) => stored.action))
          // A game whose action came after its time is played again at once, a moment on (a version of its own).
          become(learned.stale.size > 0 ? advance(learned, learned.now + 1) : learned)
        })
      )
      const every = Duration.decode(options.tickEvery ?? DEFAULT_TICK)
      if (Duration.greaterThan(every, Duration.zero)) {
        yield* Effect.forkScoped(Effect.repeat(tick, Schedule.spaced(every)))
        yield* Effect.forkScoped(
          Effect.repeat(Effect.catchAllCause(readActions, (cause) => Effect.logWarning("the line's actions could not be read; read again in a second", cause)), READ_ACTIONS_EVERY).pipe(
            Effect.withClock(realTime)
          )
        )
      }

      /** The world changed by hand at once, kept in the store before any answer reads it. */
      const byHand = <A>(change: (world: World, now: number) => { readonly world: World; readonly action: LineAction; readonly answer: A } | undefined) =>
        Effect.zipRight(
          world,
          turn(
            Effect.gen(function* () {
              yield* playOn
              const changed = change(current!, yield* Clock.currentTimeMillis)
              if (changed === undefined) return undefined
              yield* store.record(changed.action)
              become(changed.world)
              return changed.answer
            })
          )
        )
      const finish = (gameId: string) =>
        byHand((from) => {
          const finished = finishGame(from, gameId)
          const action = finished?.actions.at(-1)
          if (finished === undefined || action === undefined || action.kind !== "finish" || action.gameId !== gameId || action.at !== finished.now) return undefined
          return { world: finished, action, answer: finished.results.find((result) => result.id === gameId)! }
        })
      const suspend = (marketId: string, seconds: number) =>
        byHand((from, now) => {
          const until = now + seconds * 1000
          const held = suspendMarket(from, marketId, until)
          const action = held?.actions.at(-1)
          return held === undefined || action === undefined ? undefined : { world: held, action, answer: until }
        })
      return {
        catalogue: CATALOGUE,
        line: Effect.map(world, lineOf),
        current: () => (current === undefined ? undefined : lineOf(current)),
        changes: listeners.changes,
        tick,
        finish,
        suspend
      }
    })
  )
