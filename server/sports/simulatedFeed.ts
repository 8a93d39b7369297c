import { Clock, Deferred, Duration, Effect, Exit, FiberId, Layer, Option, Schedule, identity } from "effect"
import { Broker, StartAt } from "../platform/broker/broker"
import { alwaysLeading, ClusterLeadership, singleProcessLeadership } from "../platform/cluster/leadership"
import { InProcessBrokerLive } from "../platform/broker/inProcessBroker"
import type { Line } from "./feedModel"
import { SportsFeed } from "./feed"
import { changesBetween, makeChangeListeners } from "./lineChanges"
import { CHAMPIONSHIPS, MENU_SPORTS } from "./simulator/catalogue"
import type { LineAction, World, WorldConfig } from "./simulator/model"
import { WorldSecret } from "./simulator/prng"
import { statisticsOf } from "./simulator/statistics"
import { trackerOf, trackerUnchanged } from "./simulator/tracker"
import { DEFAULT_WORLD, advance, finishGame, learnActions, resultOfGame, suspendMarket, versionAt, wasMadeIn, worldAt } from "./simulator/world"
import { LINE_NUDGES, LINE_TICKS, type LineTick } from "./lineTicks"
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
/** The producer reads the developer's actions kept by any process this often (on the machine's clock). */
const READ_ACTIONS_EVERY_MS = 1_000
/** How long a process waits for the producer's first tick before it makes the line at its own time. */
const NO_PRODUCER_WAIT = Duration.seconds(5)
/** How long a developer's action waits for the producer's tick that plays it. */
const ASK_WAIT = Duration.seconds(5)
/** How long a tick asked of another process (a test's) is waited for: the producer ticks every second. */
const TICK_WAIT = Duration.seconds(1)

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

/** The broker and leadership of a feed with no cluster around it (a unit test's, a script's): this process alone. */
export const AloneInThisProcess = Layer.merge(InProcessBrokerLive, singleProcessLeadership)

const CATALOGUE = { sports: MENU_SPORTS, championships: CHAMPIONSHIPS }

export const SimulatedFeedLive = (options: SimulatedFeedOptions = {}) =>
  Layer.scoped(
    SportsFeed,
    Effect.gen(function* () {
      const store = yield* SportsWorldStore
      const broker = yield* Broker
      // The line's producer is the cluster's leader only where the cluster hears its ticks: on a broker of this process
      // alone (no BROKER_URL), this process plays its own line on, whoever leads the rest of the cluster's work.
      const leadership = broker.sharedWithOtherProcesses ? yield* ClusterLeadership : alwaysLeading
      // One change of the world at a time: a tick heard, the world made.
      const turn = (yield* Effect.makeSemaphore(1)).withPermits(1)
      const realTime = Clock.make()
      let current: World | undefined
      /** The newest tick heard (the world stands at it once made). */
      let heard: LineTick | undefined
      const waiting: Array<{ readonly version: number; readonly done: Deferred.Deferred<void> }> = []
      const listeners = makeChangeListeners()
      /** The world changed: its subscribers are told what changed. */
      const become = (next: World) => {
        const before = current
        current = next
        if (before !== undefined && before !== next) listeners.tell(() => changesBetween(lineOf(before), lineOf(next)))
      }

      // The world kept in the database: its secret, size and epoch; whichever process asks first makes it.
      const proposal = { secret: options.secret ?? WorldSecret.random(), live: options.live ?? DEFAULT_WORLD.live, line: options.line ?? DEFAULT_WORLD.line }
      const kept = yield* Effect.cached(Effect.flatMap(Clock.currentTimeMillis, (now) => store.open({ ...proposal, epoch: now })))

      /** A tick from the log, in its order: the world (once made) is played on to it, knowing the actions it carries. */
      const hear = (tick: LineTick) =>
        turn(
          Effect.sync(() => {
            if (heard !== undefined && tick.version <= heard.version) return
            heard = tick
            if (current !== undefined) {
              const learned = learnActions(current, tick.actions.map(({ action }) => action))
              become(advance(learned, Math.max(tick.now, learned.now)))
            }
            for (let i = waiting.length - 1; i >= 0; i--) {
              if (waiting[i]!.version <= tick.version) Deferred.unsafeDone(waiting.splice(i, 1)[0]!.done, Exit.void)
            }
          })
        )
      yield* Effect.catchAll(broker.subscribe(LINE_TICKS, StartAt.Last, (delivered) => hear(delivered.message)), (error) =>
        Effect.logWarning(`the line's ticks cannot be heard (${error.message}); the line stands still until they can`)
      )
      /** Until a tick of `version` or later is heard, at most `within`. */
      const heardBy = (version: number, within: Duration.DurationInput) =>
        Effect.suspend(() => {
          if (heard !== undefined && heard.version >= version) return Effect.succeed(true)
          const done = Deferred.unsafeMake<void>(FiberId.none)
          waiting.push({ version, done })
          return Deferred.await(done).pipe(
            Effect.as(true),
            Effect.timeoutTo({ duration: within, onSuccess: identity, onTimeout: () => false }),
            Effect.withClock(realTime)
          )
        })

      // ------------------------------------------------------------------------------------------ the producer
      // The leader's: plays nothing itself; it tells every process (itself too) the time to play the world on to, and
      // the developer's actions kept since its previous tick. It continues from the last tick in the log, so a new
      // leader neither goes back nor repeats a version (the log also keeps one tick per version id).
      const producer = yield* Effect.makeSemaphore(1)
      let resumed = false
      let lastNow = 0
      let actionsThrough = 0
      let actionsReadAt = Number.NEGATIVE_INFINITY
      const produce = (withActions: boolean, atLeast: number) => producer.withPermits(1)(
        Effect.gen(function* () {
          if (!resumed) {
            const last = yield* broker.last(LINE_TICKS)
            if (Option.isSome(last)) {
              lastNow = Math.max(lastNow, last.value.message.now)
              actionsThrough = Math.max(actionsThrough, last.value.message.actionsThrough)
            }
            resumed = true
          }
          const { epoch } = yield* kept
          // The developer's actions are read at most once a second of the machine's time, unless one was just kept.
          const readNow = withActions || realTime.unsafeCurrentTimeMillis() - actionsReadAt >= READ_ACTIONS_EVERY_MS
          const fresh = readNow ? yield* store.actionsAfter(actionsThrough) : []
          if (readNow) actionsReadAt = realTime.unsafeCurrentTimeMillis()
          const newest = Math.max(lastNow, heard?.now ?? 0)
          let now = Math.max(yield* Clock.currentTimeMillis, epoch, atLeast)
          if (fresh.length > 0 && now <= newest) now = newest + 1
          if (now <= newest) return undefined
          const through = fresh.reduce((last, stored) => Math.max(last, stored.seq), actionsThrough)
          const tick: LineTick = { version: versionAt(epoch, now), now, actions: fresh.map(({ action, seq }) => ({ seq, action })), actionsThrough: through }
          yield* broker.publish(LINE_TICKS, tick, { id: `v${tick.version}` })
          lastNow = now
          actionsThrough = through
          return tick.version
        })
      )
      const produceLogged = (withActions: boolean, atLeast = 0) => Effect.catchAllCause(produce(withActions, atLeast), (cause) => Effect.as(Effect.logWarning("the line's producer could not tick; it tries again at the next", cause), undefined))
      const every = Duration.decode(options.tickEvery ?? DEFAULT_TICK)
      const wanted = yield* Deferred.make<void>()
      yield* leadership.whileLeading(
        "the line's producer",
        Effect.scoped(
          Effect.gen(function* () {
            resumed = false
            yield* broker.subscribe(LINE_NUDGES, StartAt.New, ({ message }) => Effect.zipRight(Deferred.succeed(wanted, undefined), Effect.asVoid(produceLogged(message.why === "action", message.at ?? 0))))
            // A line that stands still (tickEvery 0) moves only when asked; another ticks once someone wants it (a tick in
            // the log, a nudge, a read here): a cluster that is never asked about sports makes nothing.
            if (!Duration.greaterThan(every, Duration.zero)) return yield* Effect.never
            if (Option.isNone(yield* broker.last(LINE_TICKS)) && heard === undefined) yield* Deferred.await(wanted)
            yield* Effect.repeat(produceLogged(false), Schedule.spaced(every))
          })
        )
      )

      /**
       * The line played on to now: the leader ticks itself, another process asks the leader; answers the version it
       * waits for (undefined: the next one, whichever it is).
       */
      const askTick = (why: "line" | "action" | "tick", at?: number) =>
        Effect.gen(function* () {
          yield* Deferred.succeed(wanted, undefined)
          if (yield* leadership.leading) return yield* produceLogged(why !== "tick" || Duration.lessThanOrEqualTo(every, Duration.zero), at)
          yield* Effect.catchAll(broker.publish(LINE_NUDGES, at === undefined ? { why } : { why, at }), (error) => Effect.logWarning(`the line's producer cannot be asked to tick: ${error.message}`))
          return undefined
        })
      /**
       * Plays the line on to now and waits (at most `within`) for it: the leader's own tick, when the Clock has moved
       * since its last, is heard before this returns; another process waits for the next tick it asked for. False
       * when none came in time.
       */
      const tickNow = (why: "line" | "action" | "tick", within: Duration.DurationInput, at?: number) =>
        Effect.gen(function* () {
          const before = heard?.version ?? 0
          const asked = yield* askTick(why, at)
          if (asked === undefined && (yield* leadership.leading)) return true
          return yield* heardBy(asked ?? before + 1, within)
        })

      /** The world made at the newest tick heard (a process that starts late catches up so), once. */
      const make = Effect.gen(function* () {
        if (heard === undefined || (yield* leadership.leading)) {
          if (!(yield* tickNow("line", NO_PRODUCER_WAIT)) && heard === undefined)
            yield* Effect.logWarning(`the line has no producer: no tick came within ${Duration.format(NO_PRODUCER_WAIT)}; made at this process's time`)
        }
        return yield* turn(
          Effect.gen(function* () {
            if (current !== undefined) return current
            const world = yield* kept
            const at = heard?.now ?? (yield* Clock.currentTimeMillis)
            const through = heard?.actionsThrough ?? Number.POSITIVE_INFINITY
            const actions = (yield* store.actionsAfter(0)).filter((stored) => stored.seq <= through)
            const config: WorldConfig = { ...DEFAULT_WORLD, secret: world.secret, live: world.live, line: world.line }
            const started = realTime.unsafeCurrentTimeMillis()
            const made = worldAt(config, world.epoch, actions.map((stored) => stored.action), at)
            yield* Effect.logInfo(
              `the line: the world of ${new Date(world.epoch).toISOString()} (${world.live} live, ${world.line} in the line) made at ` +
                `${new Date(at).toISOString()} in ${realTime.unsafeCurrentTimeMillis() - started} ms: ${made.made.matches} matches drawn, ` +
                `${made.made.priced} markets priced, ${made.games.size} games, ${made.results.length} results`
            )
            current = made
            return made
          })
        )
      })
      // Made once, however many ask at once.
      const makeOnce = yield* Effect.cached(make)
      const world = Effect.suspend(() => (current === undefined ? makeOnce : Effect.succeed(current)))
      const tick = Effect.zipRight(world, Effect.asVoid(tickNow("tick", TICK_WAIT)))

      /**
       * A change by hand: checked on this process's world, kept in the store, then played by every process at the
       * producer's next tick (asked for at once); answers once this process has played it.
       */
      const byHand = <A>(change: (world: World, now: number) => { readonly world: World; readonly action: LineAction; readonly answer: (played: World) => A | undefined } | undefined) =>
        Effect.gen(function* () {
          const from = yield* world
          const now = Math.max(yield* Clock.currentTimeMillis, from.now)
          const changed = change(advance(from, now), now)
          if (changed === undefined) return undefined
          yield* store.record(changed.action)
          const { action } = changed
          const played = (w: World) => w.now >= action.at && w.actions.some((known) => known.kind === action.kind && known.at === action.at && (known.kind === "finish" ? known.gameId === (action as typeof known).gameId : known.marketId === (action as typeof known).marketId))
          const deadline = realTime.unsafeCurrentTimeMillis() + Duration.toMillis(ASK_WAIT)
          while (!played(current!) && realTime.unsafeCurrentTimeMillis() < deadline) yield* tickNow("action", ASK_WAIT, action.at)
          if (!played(current!)) yield* Effect.logWarning(`the line's producer has not played a ${action.kind} by hand yet; it will at its next tick`)
          return changed.answer(played(current!) ? current! : changed.world)
        })
      /**
       * The line played on to at least `at`: a line standing earlier asks the producer for a tick reaching `at` (the
       * regular ticks come once a second, and only as the producer's clock moves) and waits for it, ASK_WAIT at most.
       */
      const lineAt = (at: number) =>
        Effect.gen(function* () {
          if ((yield* world).now >= at) return lineOf(current!)
          const deadline = realTime.unsafeCurrentTimeMillis() + Duration.toMillis(ASK_WAIT)
          while (current!.now < at && realTime.unsafeCurrentTimeMillis() < deadline) {
            const came = yield* tickNow("tick", TICK_WAIT, at)
            // A tick reaching `at` published but not heard yet: it is on its way.
            if (came && current!.now < at) yield* Effect.sleep(Duration.millis(10)).pipe(Effect.withClock(realTime))
          }
          if (current!.now < at) yield* Effect.logWarning(`the line's producer has not played the line on to ${new Date(at).toISOString()} yet; read as it is`)
          return lineOf(current!)
        })
      const finish = (gameId: string) =>
        byHand((from) => {
          const finished = finishGame(from, gameId)
          const action = finished?.actions.at(-1)
          if (finished === undefined || action === undefined || action.kind !== "finish" || action.gameId !== gameId || action.at !== finished.now) return undefined
          return { world: finished, action, answer: (played) => resultOfGame(played, gameId) }
        })
      const suspend = (marketId: string, seconds: number) =>
        byHand((from, now) => {
          const until = now + seconds * 1000
          const held = suspendMarket(from, marketId, until)
          const action = held?.actions.at(-1)
          return held === undefined || action === undefined ? undefined : { world: held, action, answer: () => until }
        })
      return {
        catalogue: CATALOGUE,
        line: Effect.map(world, lineOf),
        lineAt,
        current: () => (current === undefined ? undefined : lineOf(current)),
        changes: listeners.changes,
        tick,
        finish,
        suspend
      }
    })
  )
