import { Effect, Schema } from "effect"
import { filter } from "rxjs"
import { forEachValue } from "../../adapters/observe"
import { signInDetour } from "../../domain/session/signInGuard"
import { FALLBACK_LANGUAGE, type LanguageCode } from "../../domain/shell/language"
import type { CommandBus } from "../bus"
import { emit, emitThen, type Handler } from "../handler"
import { Query } from "../query"
import { Navigate } from "../shell/commands"
import { version } from "../version"
import { OpenAuthForm } from "./commands"

/**
 * The login-required guard of the personal office (SPEC.md 2.5 and 6): a guest on a player-only route goes home
 * with the login dropdown open; the return URL brings the page back after sign-in.
 */

/** Checks the route shown against who is signed in (after every navigation and every session answer). */
export class GuardRoute extends Schema.TaggedClass<GuardRoute>()("GuardRoute", {}) {}

/** A guest was sent away from a player-only route to sign in first. */
export class SignInRequired extends Schema.TaggedClass<SignInRequired>()("SignInRequired", { ...version(1), from: Schema.String }) {}

export const guardCommands = [GuardRoute] as const
export const guardEvents = [SignInRequired] as const

export const guardRoute: Handler<GuardRoute> = () =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const lng = (states.language.current ?? FALLBACK_LANGUAGE) as LanguageCode
    const detour = signInDetour(states.location, states.session.status, lng)
    if (detour === undefined) return emit()
    return emitThen(
      [new SignInRequired({ from: `${states.location.path}${states.location.search}` })],
      [new Navigate({ to: detour, mode: "replace" }), new OpenAuthForm({ form: "login", view: "dropdown" })]
    )
  })

/** What may put a guest on a player-only route: a move, or the session turning out (or becoming) a guest's. */
const GUARD_AFTER: ReadonlySet<string> = new Set(["Navigated", "SessionChecked", "LoggedOut"])

export const startSignInGuard = (bus: CommandBus) => {
  const check = Effect.suspend(() => {
    const { location, session } = bus.store.snapshot()
    // Only a guest on a player-only route makes a command (and a log entry); every other move passes quietly.
    return signInDetour(location, session.status, FALLBACK_LANGUAGE) === undefined ? Effect.void : bus.dispatchEffect(new GuardRoute({}), "system")
  })
  return Effect.gen(function* () {
    yield* Effect.forkScoped(
      forEachValue(
        bus.log.feed.pipe(filter((entry) => entry.kind === "event" && GUARD_AFTER.has(entry.body._tag))),
        () => check
      )
    )
    // The first route and the session were settled before the areas started: a guest who opened a player-only
    // address is sent on now, once the subscription above has started.
    yield* Effect.yieldNow()
    yield* check
  })
}
