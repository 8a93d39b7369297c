import { computed } from "@preact/signals-react"
import { Effect, Runtime } from "effect"
import { Analytics } from "../../adapters/Analytics"
import { Storage } from "../../adapters/Storage"
import type { ApiError } from "../../domain/api/clientErrors"
import { type AnalyticsEvent, isAnalyticsEvent } from "../../domain/session/analyticsEvents"
import { AUTH_METRICS_STORAGE_KEY, type AuthMetrics, storedMetrics } from "../../domain/session/authMetrics"
import type { RegistrationMethod } from "../../domain/session/registration"
import type { AuthState } from "../../projections/session/auth"
import type { PasswordRecoveryState } from "../../projections/session/passwordRecovery"
import { initialStates, projections, type States } from "../../projections/registry"
import type { CommandBus } from "../bus"
import type { LogEntry } from "../entry"
import type { Event } from "../registry"

/**
 * The analytics of sign-in, registration and password recovery (SPEC.md 1, 3 and 4), made from the log as it grows:
 * each event is compared with the states just before and just after it (the store folds an event before the log's
 * feed announces it), and what changed is sent through the Analytics service. Sending is output, like writing
 * storage: a pure function of logged events, so a replay of the log shows exactly what was sent.
 *
 * What is sent: the popup opened, a sign-in tried, done or refused (with its kind, the attempt counter and the
 * refusal's numeric code), a registration called, its choices submitted (socialData), done or refused, and left
 * unfinished (SPEC.md 4: only if not done; also when the page itself is left, through the service's leave events),
 * and each password recovery step.
 */

/** What the analytics read of the state. */
export interface AnalyticsView {
  readonly metrics: AuthMetrics
  readonly open: AuthState["open"]
  readonly steps: PasswordRecoveryState["steps"]
}

export const viewOf = (states: Pick<States, "authMetrics" | "auth" | "passwordRecovery">): AnalyticsView => ({
  metrics: states.authMetrics,
  open: states.auth.open,
  steps: states.passwordRecovery.steps
})

/** What one event makes: events to send now, and (when it changes) what to send if the page is left. */
export interface AnalyticsOutput {
  readonly send: ReadonlyArray<AnalyticsEvent>
  readonly onLeave?: ReadonlyArray<AnalyticsEvent>
}

/** The reactor's own memory: the kind of registration chosen since the form was called (for its leave event). */
export interface AnalyticsMemory {
  chosen: RegistrationMethod | null
}

const NOTHING: AnalyticsOutput = { send: [] }

/** SPEC.md 8: refusals are tracked by numeric code (else their HTTP status); anything else has none. */
const codeOf = (error: ApiError): number | null => {
  if (error._tag !== "ServerRefused") return null
  const code = error.code ?? error.status
  return Number.isInteger(code) && code >= 0 && code <= 999 ? code : null
}

/** Whole seconds from `since` to `at`, within what an event may say (two days); null without a start. */
const secondsSince = (since: number | null, at: number): number | null => (since === null ? null : Math.min(172_800, Math.max(0, Math.round((at - since) / 1000))))

/** The recovery steps an event added: those after the last step seen before (all of them when a new recovery began). */
const newSteps = (before: AnalyticsView["steps"], after: AnalyticsView["steps"]): AnalyticsView["steps"] => {
  if (before === after) return []
  const last = before.at(-1)
  const from = last === undefined ? 0 : after.lastIndexOf(last) + 1
  return after.slice(from)
}

const leaveEvent = (metrics: AuthMetrics, at: number, memory: AnalyticsMemory): AnalyticsEvent => ({
  name: "registration_leave",
  at,
  tries: metrics.regTryCounter,
  openedAt: metrics.lastRegCallTime,
  regType: memory.chosen
})

const choicesOf = (metrics: AuthMetrics, method: RegistrationMethod) => {
  const data = metrics.socialData !== null && metrics.socialData.regType === method ? metrics.socialData : null
  return {
    regType: method,
    currencyId: data?.currencyId ?? null,
    countryId: data?.countryId ?? null,
    countryCode: data?.countryCode ?? null,
    promocode: data?.promocode ?? null
  }
}

/**
 * The analytics of one event, from the state just before it and just after it, at the log entry's time `at`. Pure
 * but for `memory`, which it keeps up to date.
 */
export const analyticsOf = (before: AnalyticsView, after: AnalyticsView, event: Event, at: number, memory: AnalyticsMemory): AnalyticsOutput => {
  const send: Array<AnalyticsEvent> = []
  let onLeave: ReadonlyArray<AnalyticsEvent> | undefined
  const m = after.metrics
  switch (event._tag) {
    case "AuthFormOpened":
      if (event.form === "login") send.push({ name: "login_open", at, view: event.view })
      if (event.form === "registration") {
        memory.chosen = null
        send.push({ name: "registration_open", at, view: event.view, tries: m.regTryCounter })
        // Left with the page (tab closed, another site) before it is done: said then.
        onLeave = [leaveEvent(m, at, memory)]
      }
      break
    case "LoginAttempted":
      send.push({ name: "login_try", at, type: m.additionalParams?.type ?? null, tries: m.authTryCounter })
      break
    case "LoginSucceeded": {
      const b = before.metrics
      send.push({
        name: "login_success",
        at,
        type: b.additionalParams?.type ?? null,
        tries: b.authTryCounter,
        seconds: secondsSince(b.lastAuthPopUpCallTime, at),
        hasRegister: b.additionalParams?.hasRegister ?? false
      })
      break
    }
    case "LoginFailed":
      send.push({ name: "login_error", at, type: m.additionalParams?.type ?? null, tries: m.authTryCounter, code: codeOf(event.error), field: event.field })
      break
    case "RegistrationChosen":
      memory.chosen = event.data.regType
      send.push({ name: "registration_try", at, ...choicesOf(m, event.data.regType), tries: m.regTryCounter })
      // Off to the provider: leaving the page now is the registration going on, not abandoned.
      if (event.data.regType === "social") onLeave = []
      break
    case "PlayerRegistered":
      send.push({
        name: "registration_success",
        at,
        ...choicesOf(m, event.method),
        tries: before.metrics.regTryCounter,
        seconds: secondsSince(before.metrics.lastRegCallTime, at)
      })
      onLeave = []
      break
    case "RegistrationLinkSent":
      // The form's part is done; the e-mail's link makes the account.
      onLeave = []
      break
    case "RegistrationFailed":
      send.push({ name: "registration_error", at, regType: event.method, code: codeOf(event.error) })
      break
  }
  // The registration form closed (closed, another form, signed in, another page) before the registration was done.
  if (before.open?.form === "registration" && after.open?.form !== "registration") {
    if (!m.hasDone) send.push(leaveEvent(m, at, memory))
    onLeave = []
  }
  for (const entry of newSteps(before.steps, after.steps)) {
    send.push({ name: "recovery_step", at, step: entry.step, kind: entry.step === "error" ? entry.kind : null })
  }
  return send.length === 0 && onLeave === undefined ? NOTHING : { send, ...(onLeave === undefined ? {} : { onLeave }) }
}

/** Only events the server takes are sent; any other is a bug of ours, logged and not sent (SPEC.md 5). */
const checked = (events: ReadonlyArray<AnalyticsEvent>): ReadonlyArray<AnalyticsEvent> =>
  events.filter((event) => {
    if (isAnalyticsEvent(event)) return true
    console.warn(`analytics event ${(event as AnalyticsEvent).name} does not fit the analytics schema: not sent`)
    return false
  })

/** The three projections the analytics read, folded on their own (for the events logged before the session area started). */
type Folded = Pick<States, "authMetrics" | "auth" | "passwordRecovery">
const FOLDED = ["authMetrics", "auth", "passwordRecovery"] as const

const foldOne = (states: Folded, event: Event): Folded => {
  let next = states
  for (const name of FOLDED) {
    const projection = projections[name] as unknown as { readonly tags: ReadonlyArray<string>; readonly apply: (state: unknown, event: Event) => unknown }
    if (projection.tags.includes(event._tag)) next = { ...next, [name]: projection.apply(next[name], event) }
  }
  return next
}

/**
 * Starts the analytics and the metrics' storage (SPEC.md 9: kept a day). The events logged before this start (the
 * first route's form may have opened already) are caught up with from the log, folded the same way.
 */
export const startAuthAnalytics = (bus: CommandBus) =>
  Effect.gen(function* () {
    const analytics = yield* Analytics
    const storage = yield* Storage
    const runtime = yield* Effect.runtime<never>()
    const run = Runtime.runFork(runtime)
    const memory: AnalyticsMemory = { chosen: null }

    const emitOutput = (output: AnalyticsOutput) => {
      const send = checked(output.send)
      if (send.length > 0) run(analytics.send(send))
      if (output.onLeave !== undefined) run(analytics.onLeave(checked(output.onLeave)))
    }

    // Catch up with what was logged before now, from the checkpoint (or the start) through the log's entries.
    let folded: Folded = bus.log.checkpoint?.states ?? initialStates()
    for (const entry of bus.log.entries) {
      if (entry.kind !== "event") continue
      const next = foldOne(folded, entry.body)
      if (next !== folded) emitOutput(analyticsOf(viewOf(folded), viewOf(next), entry.body, entry.at, memory))
      folded = next
    }
    let view = viewOf(bus.store.snapshot())

    // From now on: each event as the log announces it, the store having folded it already.
    const subscription = bus.log.feed.subscribe((entry: LogEntry) => {
      if (entry.kind !== "event") return
      const after = viewOf(bus.store.snapshot())
      const output = analyticsOf(view, after, entry.body, entry.at, memory)
      view = after
      if (output !== NOTHING) emitOutput(output)
    })

    // The metrics in local storage, rewritten whenever they change; removed when nothing is left to keep.
    const stored = computed(() => storedMetrics(bus.store.state.authMetrics.value))
    let written = stored.peek()
    // What the first route counted before this start is kept at once.
    if (written !== null) run(storage.set("local", AUTH_METRICS_STORAGE_KEY, written))
    const unsubscribe = stored.subscribe((next) => {
      if (next === written) return
      written = next
      run(next === null ? storage.remove("local", AUTH_METRICS_STORAGE_KEY) : storage.set("local", AUTH_METRICS_STORAGE_KEY, next))
    })
    yield* Effect.addFinalizer(() =>
      Effect.sync(() => {
        subscription.unsubscribe()
        unsubscribe()
      })
    )
  })
