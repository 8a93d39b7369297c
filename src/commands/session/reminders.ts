import { computed } from "@preact/signals-react"
import { Clock, Effect, Queue, Runtime, Schema } from "effect"
import { filter } from "rxjs"
import { forEachValue } from "../../adapters/observe"
import { Storage } from "../../adapters/Storage"
import { Visibility } from "../../adapters/Visibility"
import { isRegistrationAvailable } from "../../domain/config/siteConfig"
import { isGuestOnlyPage } from "../../domain/session/authRedirects"
import { takeRegisteredFlag } from "../../domain/session/registeredArrival"
import {
  nextAllowedAfter,
  nextAllowedOf,
  REGISTRATION_REMINDER_STORAGE_KEY,
  reminderAllowedAt,
  reminderDelayMillis,
  type ReminderScene,
  sceneAllowsReminder,
  welcomeStorageKey
} from "../../domain/session/registrationReminder"
import type { States } from "../../projections/registry"
import type { CommandBus } from "../bus"
import { emit, type Handler } from "../handler"
import { Query } from "../query"
import { Navigate } from "../shell/commands"
import { version } from "../version"

/**
 * The registration reminder popup and the welcome modal (SPEC.md 4 "Registration reminder popup", 6 "Guests see ...
 * the registration reminder"). The reminder's timer is a fiber on the Clock that counts the site config's delay while
 * a guest has the page with nothing over it (an open form or modal starts the count again), and dispatches
 * ShowRegistrationReminder with source "timer", so the popup is in the log; the handler reads and writes the stored
 * next allowed time through the Storage service, so a replay or re-run takes them from the log. The welcome modal
 * follows a fresh registration once per player of the browser (a stored flag).
 */

/** The reminder's timer ran out: show the popup if the page and the stored next allowed time still allow it. */
export class ShowRegistrationReminder extends Schema.TaggedClass<ShowRegistrationReminder>()("ShowRegistrationReminder", {}) {}

/** The guest closed the popup (its close button, Escape, or a click beside it). */
export class CloseRegistrationReminder extends Schema.TaggedClass<CloseRegistrationReminder>()("CloseRegistrationReminder", {}) {}

/**
 * A player registered on this page, or arrived registered by a page load: welcome them, unless this browser has
 * welcomed them before.
 */
export class ShowWelcome extends Schema.TaggedClass<ShowWelcome>()("ShowWelcome", { userId: Schema.Int }) {}

export class DismissWelcome extends Schema.TaggedClass<DismissWelcome>()("DismissWelcome", {}) {}

/** The popup shows; it may show again from `nextAllowedAt` (epoch ms), which is stored. */
export class RegistrationReminderShown extends Schema.TaggedClass<RegistrationReminderShown>()("RegistrationReminderShown", {
  ...version(1),
  nextAllowedAt: Schema.Number
}) {}

export class RegistrationReminderClosed extends Schema.TaggedClass<RegistrationReminderClosed>()("RegistrationReminderClosed", { ...version(1) }) {}

export class WelcomeShown extends Schema.TaggedClass<WelcomeShown>()("WelcomeShown", { ...version(1), userId: Schema.Int }) {}

export class WelcomeDismissed extends Schema.TaggedClass<WelcomeDismissed>()("WelcomeDismissed", { ...version(1) }) {}

export const reminderCommands = [ShowRegistrationReminder, CloseRegistrationReminder, ShowWelcome, DismissWelcome] as const
export const reminderEvents = [RegistrationReminderShown, RegistrationReminderClosed, WelcomeShown, WelcomeDismissed] as const

/** The page as the reminder sees it. */
export const reminderSceneOf = (states: Pick<States, "session" | "auth" | "captcha" | "inactivity" | "oneTap" | "siteConfig" | "location" | "welcome">): ReminderScene => {
  const config = states.siteConfig.config
  return {
    guest: states.session.status === "guest",
    formOrModalOpen:
      states.auth.open !== null ||
      states.auth.issuedCredentials !== null ||
      isGuestOnlyPage(states.location.path) ||
      states.captcha.pending !== null ||
      states.inactivity.loggedOffAfterMinutes !== null ||
      states.oneTap.status === "prompting" ||
      states.welcome.visible,
    registrationOpen: config !== null && isRegistrationAvailable(config)
  }
}

export const showRegistrationReminder: Handler<ShowRegistrationReminder> = () =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const setting = states.siteConfig.config?.registrationReminder ?? null
    // Once a visit: a popup already shown (or closed) on this page is not shown again by a second firing.
    if (setting === null || states.registrationReminder.shown || !sceneAllowsReminder(reminderSceneOf(states))) return emit()
    const storage = yield* Storage
    const now = yield* Clock.currentTimeMillis
    if (!reminderAllowedAt(nextAllowedOf(yield* storage.get("local", REGISTRATION_REMINDER_STORAGE_KEY), now, setting), now)) return emit()
    const nextAllowedAt = nextAllowedAfter(now, setting)
    yield* storage.set("local", REGISTRATION_REMINDER_STORAGE_KEY, String(nextAllowedAt))
    return emit(new RegistrationReminderShown({ nextAllowedAt }))
  })

export const closeRegistrationReminder: Handler<CloseRegistrationReminder> = () => Effect.succeed(emit(new RegistrationReminderClosed({})))

export const showWelcome: Handler<ShowWelcome> = (command) =>
  Effect.gen(function* () {
    const { session } = yield* (yield* Query).states
    if (session.userId !== command.userId) return emit()
    const storage = yield* Storage
    const key = welcomeStorageKey(command.userId)
    if ((yield* storage.get("local", key)) !== undefined) return emit()
    yield* storage.set("local", key, "1")
    return emit(new WelcomeShown({ userId: command.userId }))
  })

export const dismissWelcome: Handler<DismissWelcome> = () => Effect.succeed(emit(new WelcomeDismissed({})))

/**
 * A registration that ended in this page's load (a social provider, one-tap) is welcomed like one made on the page:
 * the server flagged the URL it sent the new player to (src/domain/session/registeredArrival.ts). The welcome comes
 * first, so the first-deposit bonus modal, which starts watching after this area, finds the visit a registration's;
 * then the flag leaves the address, so a reload or a bookmark does not carry it.
 */
const welcomeRegisteredArrival = (bus: CommandBus) =>
  Effect.gen(function* () {
    const { location, session } = bus.store.snapshot()
    const arrival = takeRegisteredFlag(location.search)
    if (!arrival.registered) return
    if (session.status === "player" && session.userId !== null) yield* bus.dispatchEffect(new ShowWelcome({ userId: session.userId }), "system")
    yield* bus.dispatchEffect(new Navigate({ to: `${location.path}${arrival.search}`, mode: "replace" }), "system")
  })

/**
 * The reminder's timer and the welcome's trigger. The timer waits while the page does not allow the popup, then
 * sleeps the delay; any change of the page's state meanwhile (a form opened, a player signed in) starts it over.
 * It fires once a visit, and never for a search bot (SPEC.md 4).
 */
export const startReminders = (bus: CommandBus) =>
  Effect.gen(function* () {
    yield* welcomeRegisteredArrival(bus)
    yield* Effect.forkScoped(
      forEachValue(bus.log.feed.pipe(filter((entry) => entry.kind === "event" && entry.body._tag === "PlayerRegistered")), (entry) =>
        "userId" in entry.body && typeof entry.body.userId === "number" ? bus.dispatchEffect(new ShowWelcome({ userId: entry.body.userId }), "system") : Effect.void
      )
    )

    const visibility = yield* Visibility
    if (yield* visibility.isBot) return
    const { state } = bus.store
    /** The delay (ms) to count while the page allows the popup; null while it does not, or once it has fired. */
    const counting = computed((): number | null => {
      const setting = state.siteConfig.value.config?.registrationReminder ?? null
      if (setting === null || state.registrationReminder.value.shown) return null
      const scene = reminderSceneOf({
        session: state.session.value,
        auth: state.auth.value,
        captcha: state.captcha.value,
        inactivity: state.inactivity.value,
        oneTap: state.oneTap.value,
        siteConfig: state.siteConfig.value,
        location: state.location.value,
        welcome: state.welcome.value
      })
      return sceneAllowsReminder(scene) ? reminderDelayMillis(setting) : null
    })
    const changes = yield* Queue.sliding<number | null>(1)
    const runtime = yield* Effect.runtime<never>()
    const stop = counting.subscribe((value) => Runtime.runSync(runtime)(Queue.offer(changes, value)))
    yield* Effect.addFinalizer(() => Effect.sync(stop))

    const timer = Effect.gen(function* () {
      let delay = yield* Queue.take(changes)
      for (;;) {
        if (delay === null) {
          delay = yield* Queue.take(changes)
          continue
        }
        const outcome = yield* Effect.raceFirst(Effect.as(Effect.sleep(delay), { due: true as const }), Effect.map(Queue.take(changes), (next) => ({ due: false as const, next })))
        if (outcome.due) return yield* bus.dispatchEffect(new ShowRegistrationReminder({}), "timer")
        delay = outcome.next
      }
    })
    yield* Effect.forkScoped(timer)
  })
