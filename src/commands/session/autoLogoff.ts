import { Clock, Duration, Effect, Option, Queue, Schema } from "effect"
import { filter } from "rxjs"
import { ActivityShare } from "../../adapters/ActivityShare"
import { forEachValue } from "../../adapters/observe"
import { Visibility } from "../../adapters/Visibility"
import { activityReportInterval, inactivityLimit, isInactivePast, untilLogoff } from "../../domain/session/autoLogoff"
import type { CommandBus } from "../bus"
import { emit, emitThen, type Handler } from "../handler"
import { Query } from "../query"
import { version } from "../version"
import { CheckSession, Logout } from "./commands"

/**
 * Auto-logoff (SPEC.md 4, 8): a signed-in player inactive for the site config's `autoLogoffMinutes` is logged off by
 * the header's own Logout (disconnect on the server, cookies gone, home), and a modal about inactivity shows when
 * they come back. Activity is the Visibility service's throttled DOM stream; its time is shared by every tab of the
 * browser through the ActivityShare service (an idle tab must not log off a player active in another one), and
 * read at start (a player back after the limit finds the modal, not a fresh clock). The idle timer is a fiber on
 * the Clock whose firing dispatches AutoLogoff with the time it went by, so the logoff is in the log with source
 * "timer", and the handler decides on logged answers only.
 */

/** The idle timer fired: log the player off if they are still signed in and still inactive. */
export class AutoLogoff extends Schema.TaggedClass<AutoLogoff>()("AutoLogoff", {
  /**
   * The inactivity limit that ran out, in minutes (the config's value when the timer was set). Finite, like every
   * number of the log: JSON writes NaN and the infinities as null, so an export could not be read back.
   */
  minutes: Schema.Finite,
  /** The shared time of the last activity the timer counted from (epoch ms); absent in logs written before it. */
  lastActivityAt: Schema.optional(Schema.Finite)
}) {}

/** The player closed the inactivity modal. */
export class DismissInactivityNotice extends Schema.TaggedClass<DismissInactivityNotice>()("DismissInactivityNotice", {}) {}

/** The player was logged off after `minutes` without activity; the inactivity modal shows. */
export class LoggedOffForInactivity extends Schema.TaggedClass<LoggedOffForInactivity>()("LoggedOffForInactivity", {
  ...version(1),
  minutes: Schema.Finite
}) {}

export class InactivityNoticeDismissed extends Schema.TaggedClass<InactivityNoticeDismissed>()("InactivityNoticeDismissed", { ...version(1) }) {}

export const autoLogoffCommands = [AutoLogoff, DismissInactivityNotice] as const
export const autoLogoffEvents = [LoggedOffForInactivity, InactivityNoticeDismissed] as const

export const autoLogoff: Handler<AutoLogoff> = (command) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const status = states.session.status
    // A log written before the time was shared: the timer's word is enough.
    if (command.lastActivityAt === undefined) return status === "player" ? emitThen([new LoggedOffForInactivity({ minutes: command.minutes })], [new Logout({})]) : emit()
    const shared = yield* (yield* ActivityShare).lastActivity
    // Another tab of this browser saw the player since the timer looked: not inactive after all.
    if (shared !== undefined && shared > command.lastActivityAt) return emit()
    if (status === "player") return emitThen([new LoggedOffForInactivity({ minutes: command.minutes })], [new Logout({})])
    // The session ended while the player was away, past the limit (the server refuses an idle session), with no
    // logout: the modal about inactivity on return. A logout clears the shared time, so it never shows after one.
    if (status === "guest" && shared === command.lastActivityAt) return emit(new LoggedOffForInactivity({ minutes: command.minutes }))
    return emit()
  })

export const dismissInactivityNotice: Handler<DismissInactivityNotice> = () => Effect.succeed(emit(new InactivityNoticeDismissed({})))

/** Log entries after which the timer looks again: who is signed in, or the config's limit, may have changed. */
const RECHECK_AFTER: ReadonlySet<string> = new Set([
  "SessionChecked",
  "LoginSucceeded",
  "PlayerRegistered",
  "LoggedOut",
  "LoggedOffForInactivity",
  "ConfigLoaded"
])
/** Signing in counts as activity: the inactive time starts then. */
const ACTIVE_AFTER: ReadonlySet<string> = new Set(["LoginSucceeded", "PlayerRegistered"])
/** The player is gone: the shared time is forgotten, so no tab counts from it any more. */
const GONE_AFTER: ReadonlySet<string> = new Set(["LoggedOut", "LoggedOffForInactivity"])
/** The server heard from this page: the session's last use on the server moved. */
const HEARD_AFTER: ReadonlySet<string> = new Set(["SessionChecked", "LoginSucceeded", "PlayerRegistered"])

/**
 * The idle timer. It sleeps until the shared last activity plus the limit; activity only moves the shared time (no
 * fiber per mouse move), and the sleeper, on waking early, sleeps the rest. While the player is active it also
 * checks the session now and then, so the server (which refuses a session idle past the limit) hears of the
 * activity. Never started for a search bot (SPEC.md 4: bots start no timers).
 */
export const startAutoLogoff = (bus: CommandBus) =>
  Effect.gen(function* () {
    const visibility = yield* Visibility
    if (yield* visibility.isBot) return
    const share = yield* ActivityShare
    const wake = yield* Queue.sliding<void>(1)
    const snapshot = () => bus.store.snapshot()
    const signedIn = () => snapshot().session.status === "player"
    const limitNow = () => {
      const config = snapshot().siteConfig.config
      return config === null ? undefined : { minutes: config.autoLogoffMinutes, limit: inactivityLimit(config.autoLogoffMinutes) }
    }
    /** The last shared activity this tab knew of (its own or another tab's), kept when another tab forgets it. */
    let knownActivity: number | undefined
    const learn = (atMillis: number) => void (knownActivity = Math.max(knownActivity ?? atMillis, atMillis))
    const record = (atMillis: number) => Effect.zipRight(Effect.sync(() => learn(atMillis)), share.record(atMillis))
    const touch = Effect.flatMap(Clock.currentTimeMillis, record)
    let heardAt = yield* Clock.currentTimeMillis
    /**
     * The session status the timer last looked at: a session found over is judged once. The page has just loaded:
     * whatever the first check answered (perhaps before this timer started) is news.
     */
    let lastStatus: string = "unknown"

    // A person at this page: their activity counts for every tab while a player is signed in, and the server is told
    // of it at least once a report interval.
    const onActivity = Effect.gen(function* () {
      if (!signedIn()) return
      const now = yield* Clock.currentTimeMillis
      yield* record(now)
      const limit = Option.flatMap(Option.fromNullable(limitNow()), (l) => l.limit)
      if (Option.isSome(limit) && now - heardAt >= Duration.toMillis(activityReportInterval(limit.value))) {
        heardAt = now
        yield* bus.dispatchEffect(new CheckSession({}), "system")
      }
    })
    yield* Effect.forkScoped(forEachValue(visibility.activity, () => onActivity))
    // Another tab: its activity moves the time this timer waits for; its forgetting the time is judged by the round.
    yield* Effect.forkScoped(
      forEachValue(share.changes, (value) => {
        if (value !== undefined) learn(value)
        return Queue.offer(wake, undefined)
      })
    )
    yield* Effect.forkScoped(
      forEachValue(bus.log.feed.pipe(filter((entry) => entry.kind === "event" && RECHECK_AFTER.has(entry.body._tag))), (entry) =>
        Effect.gen(function* () {
          const tag = "_tag" in entry.body ? entry.body._tag : ""
          if (HEARD_AFTER.has(tag)) heardAt = yield* Clock.currentTimeMillis
          if (ACTIVE_AFTER.has(tag)) yield* touch
          if (GONE_AFTER.has(tag)) yield* share.clear
          yield* Queue.offer(wake, undefined)
        })
      )
    )

    const round = Effect.gen(function* () {
      const limits = limitNow()
      // The limit comes with the site config: nothing is judged before it.
      if (limits === undefined) return yield* Queue.take(wake)
      const { limit, minutes } = limits
      const status = snapshot().session.status
      const entered = status !== lastStatus
      lastStatus = status
      const last = yield* share.lastActivity
      if (last !== undefined) learn(last)
      const now = yield* Clock.currentTimeMillis
      if (status === "player") {
        // No tab has shared an activity yet (a first visit): the page's loading counts as one.
        if (last === undefined && knownActivity === undefined) return yield* touch
        // Another tab forgot the time this one knew: the player logged out there, or that tab's timer logged them off
        // (whichever tab's timer is first; a background tab's is throttled). Past the limit it is the latter, and this
        // tab's timer says so too, so every tab shows why; otherwise the logout is checked, so this tab learns it.
        if (last === undefined) {
          if (isInactivePast(limit, knownActivity!, now)) yield* bus.dispatchEffect(new AutoLogoff({ minutes, lastActivityAt: knownActivity! }), "timer")
          else yield* bus.dispatchEffect(new CheckSession({}), "system")
          // Still signed in (the server kept the session): the inactive time starts again rather than spin.
          if (signedIn() && (yield* share.lastActivity) === undefined) yield* touch
          return
        }
        const due = untilLogoff({ signedIn: true, limit, lastActivityMillis: last, nowMillis: now })
        // A site with no limit waits for the next config.
        if (Option.isNone(due)) return yield* Queue.take(wake)
        if (Duration.toMillis(due.value) > 0) return yield* Effect.race(Effect.sleep(due.value), Queue.take(wake))
        yield* bus.dispatchEffect(new AutoLogoff({ minutes, lastActivityAt: last }), "timer")
        // Still signed in with the same time (the logout failed): the inactive time starts again rather than spin.
        if (signedIn() && (yield* share.lastActivity) === last) yield* touch
        return
      }
      // A player's time is still shared but the session is over, with no logout (the page opened after the
      // server ended an idle session): the modal if the limit ran out meanwhile, else the time is forgotten.
      if (status === "guest" && entered && last !== undefined) {
        if (isInactivePast(limit, last, now)) yield* bus.dispatchEffect(new AutoLogoff({ minutes, lastActivityAt: last }), "timer")
        else yield* share.clear
      }
      return yield* Queue.take(wake)
    })
    yield* Effect.forkScoped(Effect.forever(round))
  })
