import { Effect, Schema } from "effect"
import { filter } from "rxjs"
import { forEachValue } from "../../adapters/observe"
import { type BanFacts, banDetour } from "../../domain/session/banGuard"
import { guestPageDetour, signInDetour } from "../../domain/session/signInGuard"
import { FALLBACK_LANGUAGE, type LanguageCode } from "../../domain/shell/language"
import type { States } from "../../projections/registry"
import type { CommandBus } from "../bus"
import { emit, emitThen, type Handler } from "../handler"
import { Query } from "../query"
import { Navigate } from "../shell/commands"
import { version } from "../version"
import { sourcesOf } from "./authHandlers"
import { OpenAuthForm } from "./commands"
import { LoggedUrl } from "../../domain/shell/secretQuery"

/**
 * The login-required guard of the personal office (SPEC.md 2.5 and 6): a guest on a player-only route goes home
 * with the login dropdown open; the return URL brings the page back after sign-in. The ban redirect guard (SPEC.md 4)
 * runs in the same place: a banned player goes to the ban page, a player who is not banned leaves the pages only
 * banned players see (src/domain/session/banGuard.ts).
 */

/** Checks the route shown against who is signed in (after every navigation and every session answer). */
export class GuardRoute extends Schema.TaggedClass<GuardRoute>()("GuardRoute", {}) {}

/** A guest was sent away from a player-only route to sign in first. */
export class SignInRequired extends Schema.TaggedClass<SignInRequired>()("SignInRequired", { ...version(1), from: LoggedUrl }) {}

/** A banned player was sent to the ban page, or a player who is not banned away from a banned player's page. */
export class BanRedirected extends Schema.TaggedClass<BanRedirected>()("BanRedirected", {
  ...version(1),
  // The page left may be an e-mail link's: its secret query values are exported as the placeholder.
  from: LoggedUrl,
  to: Schema.String,
  reason: Schema.Literal("banned", "notBanned")
}) {}

/** SPEC.md 4 and 8: a redirect to the route already shown would loop; it is logged, not performed. */
export class CyclicRedirectSkipped extends Schema.TaggedClass<CyclicRedirectSkipped>()("CyclicRedirectSkipped", {
  ...version(1),
  from: LoggedUrl,
  to: Schema.String
}) {}

export const guardCommands = [GuardRoute] as const
/** A signed-in player was sent away from a page only guests have use for (registration, sign-in). */
export class GuestPageLeft extends Schema.TaggedClass<GuestPageLeft>()("GuestPageLeft", { ...version(1), from: LoggedUrl, to: Schema.String }) {}

export const guardEvents = [SignInRequired, BanRedirected, CyclicRedirectSkipped, GuestPageLeft] as const

/**
 * Where a signed-in player on a guest-only page goes, once nothing of that page is still theirs to see: the one-click
 * credentials are shown on the registration page until the player dismisses them (their redirect comes then).
 */
const guestPageDetourOf = (states: States): string | undefined =>
  states.auth.issuedCredentials !== null ? undefined : guestPageDetour(states.location, states.session.status, sourcesOf(states))

/** The signed-in player's ban, once their user config has answered (a guest has none). */
export const banFactsOf = (states: Pick<States, "session" | "userConfig">): BanFacts | undefined => {
  const config = states.userConfig.config
  return states.session.status !== "player" || config === null ? undefined : { banLevel: config.ban_level, banVersion: config.ban_version }
}

export const guardRoute: Handler<GuardRoute> = () =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    const lng = (states.language.current ?? FALLBACK_LANGUAGE) as LanguageCode
    const detour = signInDetour(states.location, states.session.status, lng)
    const from = `${states.location.path}${states.location.search}`
    const away = guestPageDetourOf(states)
    if (away !== undefined) {
      if (away === from) return emit(new CyclicRedirectSkipped({ from, to: away }))
      return emitThen([new GuestPageLeft({ from, to: away })], [new Navigate({ to: away, mode: "replace" })])
    }
    if (detour === undefined) {
      const verdict = banDetour(states.location, banFactsOf(states), lng)
      switch (verdict._tag) {
        case "Stay":
          return emit()
        case "Cyclic":
          return emit(new CyclicRedirectSkipped({ from, to: verdict.to }))
        case "Redirect":
          return emitThen([new BanRedirected({ from, to: verdict.to, reason: verdict.reason })], [new Navigate({ to: verdict.to, mode: "replace" })])
      }
    }
    return emitThen(
      [new SignInRequired({ from: `${states.location.path}${states.location.search}` })],
      [new Navigate({ to: detour, mode: "replace" }), new OpenAuthForm({ form: "login", view: "dropdown" })]
    )
  })

/** What may put a guest on a player-only route, or a player where their ban does not let them be: a move, a session answer, the player's config. */
const GUARD_AFTER: ReadonlySet<string> = new Set(["Navigated", "SessionChecked", "LoggedOut", "UserConfigLoaded"])
/**
 * What may put a signed-in player on a guest-only page: opening it, or the session answering that the visitor is one.
 * Not a sign-in's own answers: its handler moves the player on itself.
 */
const GUEST_PAGE_AFTER: ReadonlySet<string> = new Set(["Navigated", "SessionChecked"])

export const startSignInGuard = (bus: CommandBus) => {
  const check = (after: string | undefined) =>
    Effect.suspend(() => {
      const states = bus.store.snapshot()
      const { location, session } = states
      // Only a guest on a player-only route, a player on a guest-only page, or a route the player's ban rules out,
      // makes a command (and a log entry); every other move passes quietly.
      const quiet =
        signInDetour(location, session.status, FALLBACK_LANGUAGE) === undefined &&
        banDetour(location, banFactsOf(states), FALLBACK_LANGUAGE)._tag === "Stay" &&
        (after !== undefined && !GUEST_PAGE_AFTER.has(after) ? true : guestPageDetourOf(states) === undefined)
      return quiet ? Effect.void : bus.dispatchEffect(new GuardRoute({}), "system")
    })
  return Effect.gen(function* () {
    yield* Effect.forkScoped(
      forEachValue(
        bus.log.feed.pipe(filter((entry) => entry.kind === "event" && GUARD_AFTER.has(entry.body._tag))),
        (entry) => check(entry.kind === "event" ? entry.body._tag : undefined)
      )
    )
    // The first route and the session were settled before the areas started: a guest who opened a player-only
    // address is sent on now, once the subscription above has started.
    yield* Effect.yieldNow()
    yield* check(undefined)
  })
}
