import * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Context, Duration, Effect, Layer, Schedule, type Scope } from "effect"
import { Broker, type BrokerShape, type Delivered, StartAt } from "../broker/broker"
import { makeInProcessBroker } from "../broker/inProcessBroker"
import { ClusterLeadership } from "../cluster/leadership"
import { CHANGE_NOTICES_TOPIC, type ChangeNotice, type NoticeBatch } from "./notice"
import { runRelay } from "./relay"

/**
 * How long a process may hear nothing from the relay (which sends a heartbeat every half second) before it takes
 * itself for deaf: the leader died and the next one has not relayed yet, or the broker is away. It then stops
 * trusting what it kept, until it hears the relay again.
 */
export const DEAF_AFTER = Duration.seconds(2)
const WATCH_EVERY = Duration.millis(250)

/** What a cache does with the notices: hears them, forgets everything when it may have missed some, reads again when it hears again. */
export interface NoticeListener {
  readonly heard: (notices: ReadonlyArray<ChangeNotice>) => Effect.Effect<void>
  /** Notices may have been missed (nothing heard for DEAF_AFTER, or a gap in the relay's messages). */
  readonly deaf: Effect.Effect<void>
  /** Heard again after being deaf, and at the first message after start: changes made meanwhile were not heard. */
  readonly back: Effect.Effect<void>
}

export interface ChangeNoticesShape {
  /** Whether this process hears every change notice now; while it does not, nothing kept may be trusted. */
  readonly hearing: () => boolean
  /** Hands the notices to `listener` for as long as the caller's scope lives. */
  readonly listen: (listener: NoticeListener) => Effect.Effect<void, never, Scope.Scope>
}

export class ChangeNotices extends Context.Tag("oddsfold/server/ChangeNotices")<ChangeNotices, ChangeNoticesShape>() {}

/**
 * When the broker is this process's own (the embedded default), the notices go on one in-process broker per
 * database client instead, so that several servers of one process on one embedded database (tests) all hear them, as
 * processes sharing a NATS server do; the line and every other topic stay on each server's own broker.
 */
const hubs = new WeakMap<SqlClient.SqlClient, BrokerShape>()
const hubOf = (sql: SqlClient.SqlClient): BrokerShape => {
  let hub = hubs.get(sql)
  if (hub === undefined) {
    hub = makeInProcessBroker()
    hubs.set(sql, hub)
  }
  return hub
}

/**
 * The change notices of migration 058, in every process: the leader relays the committed ones from the database to
 * the broker (relay.ts) and each process hears them there, so that a session ended or limits changed anywhere (another
 * process, an operator's tool, a janitor) are forgotten or read again here about RELAY_EVERY after the commit.
 *
 * A process hears only while the relay's messages keep coming without a gap: nothing for DEAF_AFTER (the leader died
 * before relaying, the broker is away) or a message missing makes every listener forget what it kept, until the relay
 * is heard again. A process of a cluster on PostgreSQL without a shared broker (no BROKER_URL) never hears the
 * leader's relay unless it leads itself: its caches stay unused and it reads the database every time.
 */
export const ChangeNoticesLive: Layer.Layer<ChangeNotices, never, SqlClient.SqlClient | Broker | ClusterLeadership> = Layer.scoped(
  ChangeNotices,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const ownBroker = yield* Broker
    const broker = ownBroker.sharedWithOtherProcesses ? ownBroker : hubOf(sql)
    const listeners = new Set<NoticeListener>()
    let hearing = false
    let lastSeq: number | undefined
    let lastHeardAt = 0
    const each = (f: (listener: NoticeListener) => Effect.Effect<void>) => Effect.forEach([...listeners], f, { discard: true })
    const goDeaf = (why: string) =>
      Effect.gen(function* () {
        if (!hearing) return
        hearing = false
        yield* each((listener) => listener.deaf)
        yield* Effect.logWarning(`change notices are not heard (${why}): sessions and coupon limits are read from the database until they are`)
      })

    const onBatch = ({ seq, message }: Delivered<NoticeBatch>) =>
      Effect.gen(function* () {
        if (lastSeq !== undefined && seq !== lastSeq + 1) yield* goDeaf(`messages ${lastSeq + 1} to ${seq - 1} were missed`)
        lastSeq = seq
        lastHeardAt = performance.now()
        if (!hearing) {
          hearing = true
          yield* each((listener) => listener.back)
        }
        if (message.notices.length > 0) yield* each((listener) => listener.heard(message.notices))
      })

    const deafAfter = Duration.toMillis(DEAF_AFTER)
    const watch = Effect.suspend(() => (hearing && performance.now() - lastHeardAt > deafAfter ? goDeaf(`nothing from the relay for ${Duration.format(DEAF_AFTER)}`) : Effect.void))
    // On the machine's own clock: a server run on a test's clock still hears its notices in real time.
    const realTime = Clock.make()
    yield* Effect.forkScoped(
      broker.subscribe(CHANGE_NOTICES_TOPIC, StartAt.New, onBatch).pipe(
        Effect.tapError((error) => Effect.logWarning(`cannot subscribe to the change notices yet: ${error.message}`)),
        Effect.retry(Schedule.spaced("1 second")),
        Effect.zipRight(Effect.never),
        Effect.withClock(realTime)
      )
    )
    yield* Effect.forkScoped(Effect.repeat(watch, Schedule.spaced(WATCH_EVERY)).pipe(Effect.withClock(realTime)))
    yield* (yield* ClusterLeadership).whileLeading("the change notices relay", runRelay(broker).pipe(Effect.withClock(realTime)))

    return {
      hearing: () => hearing,
      listen: (listener) => Effect.acquireRelease(Effect.sync(() => void listeners.add(listener)), () => Effect.sync(() => void listeners.delete(listener)))
    }
  })
)
