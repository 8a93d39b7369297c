import { Clock, Duration, Effect, Option, Queue, Schema } from "effect"
import { filter } from "rxjs"
import { forEachValue } from "../../adapters/observe"
import { Visibility } from "../../adapters/Visibility"
import { DEFAULT_AUTO_LOGOFF_MINUTES } from "../../domain/config/siteConfig"
import { inactivityLimit, untilLogoff } from "../../domain/session/autoLogoff"
import type { CommandBus } from "../bus"
import { emit, emitThen, type Handler } from "../handler"
import { Query } from "../query"
import { version } from "../version"
import { Logout } from "./commands"

/**
 * Auto-logoff (SPEC.md 4, 8): a signed-in player inactive for the site config's `autoLogoffMinutes` is logged off by
 * the header's own Logout (disconnect on the server, cookies gone, home), and a modal about inactivity shows when
 * they come back. Activity is the Visibility service's throttled DOM stream; the idle timer is a fiber on the Clock
 * whose firing dispatches AutoLogoff, so the logoff is in the log with source "timer".
 */

/** The idle timer fired: log the player off if they are still signed in and still inactive. */
export class AutoLogoff extends Schema.TaggedClass<AutoLogoff>()("AutoLogoff", {
  /** The inactivity limit that ran out, in minutes (the config's value when the timer was set). */
  minutes: Schema.Number
}) {}

/** The player closed the inactivity modal. */
export class DismissInactivityNotice extends Schema.TaggedClass<DismissInactivityNotice>()("DismissInactivityNotice", {}) {}

/** The player was logged off after `minutes` without activity; the inactivity modal shows. */
export class LoggedOffForInactivity extends Schema.TaggedClass<LoggedOffForInactivity>()("LoggedOffForInactivity", {
  ...version(1),
  minutes: Schema.Number
}) {}

export class InactivityNoticeDismissed extends Schema.TaggedClass<InactivityNoticeDismissed>()("InactivityNoticeDismissed", { ...version(1) }) {}

export const autoLogoffCommands = [AutoLogoff, DismissInactivityNotice] as const
export const autoLogoffEvents = [LoggedOffForInactivity, InactivityNoticeDismissed] as const

export const autoLogoff: Handler<AutoLogoff> = (command) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    // Signed out meanwhile (the header's button, another tab): nothing to do, and no modal.
    if (states.session.status !== "player") return emit()
    return emitThen([new LoggedOffForInactivity({ minutes: command.minutes })], [new Logout({})])
  })

export const dismissInactivityNotice: Handler<DismissInactivityNotice> = () => Effect.succeed(emit(new InactivityNoticeDismissed({})))

/** Log entries after which the timer looks again: who is signed in, or the config's limit, may have changed. */
const RECHECK_AFTER: ReadonlySet<string> = new Set(["SessionChecked", "LoginSucceeded", "PlayerRegistered", "LoggedOut", "ConfigLoaded"])
/** Signing in counts as activity: the inactive time starts then. */
const ACTIVE_AFTER: ReadonlySet<string> = new Set(["LoginSucceeded", "PlayerRegistered"])

/**
 * The idle timer. It keeps the time of the last activity and sleeps until that time plus the limit; activity only
 * moves the time (no fiber per mouse move), and the sleeper, on waking early, sleeps the rest. Never started for a
 * search bot (SPEC.md 4: bots start no timers).
 */
export const startAutoLogoff = (bus: CommandBus) =>
  Effect.gen(function* () {
    const visibility = yield* Visibility
    if (yield* visibility.isBot) return
    let lastActivity = yield* Clock.currentTimeMillis
    const wake = yield* Queue.sliding<void>(1)
    const touch = Effect.map(Clock.currentTimeMillis, (now) => void (lastActivity = now))

    yield* Effect.forkScoped(forEachValue(visibility.activity, () => touch))
    yield* Effect.forkScoped(
      forEachValue(bus.log.feed.pipe(filter((entry) => entry.kind === "event" && RECHECK_AFTER.has(entry.body._tag))), (entry) =>
        Effect.zipRight("_tag" in entry.body && ACTIVE_AFTER.has(entry.body._tag) ? touch : Effect.void, Queue.offer(wake, undefined))
      )
    )

    const minutesNow = () => bus.store.snapshot().siteConfig.config?.autoLogoffMinutes ?? DEFAULT_AUTO_LOGOFF_MINUTES
    const round = Effect.gen(function* () {
      const minutes = minutesNow()
      const due = untilLogoff({
        signedIn: bus.store.snapshot().session.status === "player",
        limit: inactivityLimit(minutes),
        lastActivityMillis: lastActivity,
        nowMillis: yield* Clock.currentTimeMillis
      })
      // A guest (or a site with no limit) waits for the next sign-in or config.
      if (Option.isNone(due)) return yield* Queue.take(wake)
      if (Duration.toMillis(due.value) > 0) {
        return yield* Effect.race(Effect.sleep(due.value), Queue.take(wake))
      }
      // The fresh start after a logoff: the next player's inactive time begins at their sign-in.
      yield* touch
      yield* bus.dispatchEffect(new AutoLogoff({ minutes }), "timer")
    })
    yield* Effect.forkScoped(Effect.forever(round))
  })
