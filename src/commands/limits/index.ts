import { Clock, Duration, Effect, Queue } from "effect"
import { filter } from "rxjs"
import { forEachValue } from "../../adapters/observe"
import { Visibility } from "../../adapters/Visibility"
import { PING_INTERVAL_SECONDS } from "../../domain/limits/limitTypes"
import { approvalPopupAt, readsLimits, sessionLimitRemaining } from "../../domain/limits/view"
import type { States } from "../../projections/registry"
import { type Area, defineArea } from "../area"
import type { CommandBus } from "../bus"
import type { Command } from "../registry"
import { limitsCommands, LoadLimits, PingSessionLimit, ShowDepositApproval, ShowRealityCheck, StartRealityCheck } from "./commands"
import { limitsEvents, limitsServerAnswers } from "./events"
import {
  answerLimitTest,
  answerRealityCheck,
  cancelLimit,
  closeLimitTest,
  confirmLimit,
  dismissLimitMessage,
  dismissSessionLimitNotice,
  loadLimitOptions,
  loadLimits,
  pingSessionLimit,
  rejectLimit,
  saveLimits,
  showDepositApproval,
  showRealityCheck,
  startRealityCheck
} from "./handlers"

/** SPEC.md 9: the reality check is counted in chunks of at most 5 minutes (a long sleep of a throttled tab drifts). */
export const REALITY_CHECK_CHUNK = Duration.minutes(5)
/** The approval popup's time is waited for in the same chunks. */
const APPROVAL_CHUNK = Duration.minutes(5)
const PING_PERIOD_MILLIS = PING_INTERVAL_SECONDS * 1000

/** Log events after which the timers look again: who is signed in, the config, the limits or the timers changed. */
const RECHECK_AFTER: ReadonlySet<string> = new Set([
  "SessionChecked",
  "LoginSucceeded",
  "PlayerRegistered",
  "LoggedOut",
  "ConfigLoaded",
  ...limitsEvents.map((event) => event.identifier)
])
const PLAYER_ARRIVES: ReadonlySet<string> = new Set(["SessionChecked", "LoginSucceeded", "PlayerRegistered", "ConfigLoaded"])

const signedIn = (states: States): boolean => states.session.status === "player"

/** SPEC.md 4 "Limits view": limits are read only for the client limit ids config enables. */
const shouldLoad = (states: States): boolean =>
  signedIn(states) && states.limits.status === "idle" && states.siteConfig.config !== null && readsLimits(states.siteConfig.config.enabledLimitIds)

/** The session limit that applies now: seconds left today, or undefined when none applies. */
export const sessionSecondsLeft = (states: States): number | undefined => {
  if (!signedIn(states)) return undefined
  const limit = states.limits.limits.find((candidate) => candidate.limitType === 31 && candidate.limitState === "ACTIVE")
  const remaining = limit === undefined ? undefined : sessionLimitRemaining(limit)
  if (remaining === undefined) return undefined
  return states.limits.sessionSecondsLeft ?? remaining
}

/** The reality check's interval in minutes from the player's limits; 0 when none applies. */
export const realityCheckMinutes = (states: States): number => {
  const limit = states.limits.limits.find((candidate) => candidate.limitType === 32 && candidate.limitState === "ACTIVE")
  return limit === undefined || limit.limitValue <= 0 ? 0 : limit.limitValue
}

type Plan = { readonly _tag: "wait" } | { readonly _tag: "sleep"; readonly millis: number; readonly fire: boolean }

/**
 * A timer of the area: `plan` says, from the current state and time, whether to wait for the next change of state,
 * or sleep (then fire its command, or only look again). A state change meanwhile wakes it to plan again; an overdue
 * firing that changed nothing waits for the next change, so a command the handler declines does not spin.
 */
const timer = (bus: CommandBus, wake: Queue.Queue<void>, plan: (states: States, now: number) => Plan, command: () => Command) =>
  Effect.forever(
    Effect.gen(function* () {
      const states = bus.store.snapshot()
      const step = plan(states, yield* Clock.currentTimeMillis)
      if (step._tag === "wait") return yield* Queue.take(wake)
      const slept = yield* Effect.raceFirst(Effect.as(Effect.sleep(Duration.millis(Math.max(0, step.millis))), true), Effect.as(Queue.take(wake), false))
      if (!slept || !step.fire) return
      yield* bus.dispatchEffect(command(), "timer")
      if (step.millis <= 0 && bus.store.snapshot() === states) yield* Queue.take(wake)
    })
  )

/**
 * Responsible gaming (ARCHITECTURE 2, area `limits`): the player's limits, their page and its answers, and three
 * timers, each firing a logged command: the session limit's ping (every 30 s while one applies, sooner when less is
 * left), the reality check (stored in local storage, counted in chunks of at most 5 minutes) and the deposit limit's
 * approval popup (at startedAt + 86400 s). Search bots start none.
 */
export const limitsArea: Area<typeof limitsCommands, typeof limitsEvents> = defineArea({
  name: "limits",
  commands: limitsCommands,
  handlers: {
    LoadLimits: loadLimits,
    LoadLimitOptions: loadLimitOptions,
    SaveLimits: saveLimits,
    AnswerLimitTest: answerLimitTest,
    CloseLimitTest: closeLimitTest,
    ConfirmLimit: confirmLimit,
    RejectLimit: rejectLimit,
    CancelLimit: cancelLimit,
    DismissLimitMessage: dismissLimitMessage,
    PingSessionLimit: pingSessionLimit,
    DismissSessionLimitNotice: dismissSessionLimitNotice,
    StartRealityCheck: startRealityCheck,
    ShowRealityCheck: showRealityCheck,
    AnswerRealityCheck: answerRealityCheck,
    ShowDepositApproval: showDepositApproval
  },
  events: limitsEvents,
  serverAnswers: limitsServerAnswers,
  migrations: [],
  start: (bus) =>
    Effect.gen(function* () {
      const load = Effect.suspend(() => (shouldLoad(bus.store.snapshot()) ? bus.dispatchEffect(new LoadLimits({}), "system") : Effect.void))
      // The reality check follows the player's interval: started when one applies and its timer does not count it.
      const followRealityCheck = Effect.suspend(() => {
        const states = bus.store.snapshot()
        if (!signedIn(states) || states.limits.status !== "loaded") return Effect.void
        const minutes = realityCheckMinutes(states)
        const check = states.realityCheck
        if (minutes === 0) return check.minutes === null || check.stopped ? Effect.void : bus.dispatchEffect(new StartRealityCheck({ minutes: 0 }), "system")
        return check.minutes === minutes ? Effect.void : bus.dispatchEffect(new StartRealityCheck({ minutes }), "system")
      })
      yield* load
      yield* followRealityCheck
      const feed = bus.log.feed.pipe(filter((entry) => entry.kind === "event" && RECHECK_AFTER.has(entry.body._tag)))
      const wakes = [yield* Queue.sliding<void>(1), yield* Queue.sliding<void>(1), yield* Queue.sliding<void>(1)] as const
      yield* Effect.forkScoped(
        forEachValue(feed, (entry) =>
          Effect.gen(function* () {
            if ("_tag" in entry.body && PLAYER_ARRIVES.has(entry.body._tag)) yield* load
            yield* followRealityCheck
            for (const wake of wakes) yield* Queue.offer(wake, undefined)
          })
        )
      )

      if (yield* (yield* Visibility).isBot) return
      // The session limit's ping: every 30 s while a session limit applies, sooner when less than that is left.
      yield* Effect.forkScoped(
        timer(
          bus,
          wakes[0],
          (states) => {
            const left = sessionSecondsLeft(states)
            return left === undefined ? { _tag: "wait" } : { _tag: "sleep", millis: Math.min(PING_PERIOD_MILLIS, Math.max(1000, left * 1000)), fire: true }
          },
          () => new PingSessionLimit({})
        )
      )
      // The reality check: asleep in chunks of at most 5 minutes until the popup is due.
      yield* Effect.forkScoped(
        timer(
          bus,
          wakes[1],
          (states, now) => {
            const { dueAt, shownAt } = states.realityCheck
            if (!signedIn(states) || dueAt === null || shownAt !== null) return { _tag: "wait" }
            const left = dueAt - now
            return left <= Duration.toMillis(REALITY_CHECK_CHUNK) ? { _tag: "sleep", millis: left, fire: true } : { _tag: "sleep", millis: Duration.toMillis(REALITY_CHECK_CHUNK), fire: false }
          },
          () => new ShowRealityCheck({})
        )
      )
      // The deposit limit's approval: the popup at the earliest approval time of the limits that await it.
      yield* Effect.forkScoped(
        timer(
          bus,
          wakes[2],
          (states, now) => {
            const at = signedIn(states) && !states.depositApproval.due ? approvalPopupAt(states.limits.limits) : undefined
            if (at === undefined) return { _tag: "wait" }
            const left = at * 1000 - now
            return left <= Duration.toMillis(APPROVAL_CHUNK) ? { _tag: "sleep", millis: left, fire: true } : { _tag: "sleep", millis: Duration.toMillis(APPROVAL_CHUNK), fire: false }
          },
          () => new ShowDepositApproval({})
        )
      )
    })
})
