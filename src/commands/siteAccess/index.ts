import { Clock, Effect } from "effect"
import { filter } from "rxjs"
import { forEachValue } from "../../adapters/observe"
import { Visibility } from "../../adapters/Visibility"
import { isMaintenancePage, nextMaintenanceCheckMs } from "../../domain/shell/maintenance"
import { withoutSecrets } from "../../domain/shell/secretQuery"
import { type Area, defineArea } from "../area"
import type { CommandBus } from "../bus"
import { CheckBlock, CheckRedirect, FollowRedirect, GuardSiteAccess, LoadMaintenance, siteAccessCommands } from "./commands"
import { siteAccessEvents, siteAccessServerAnswers } from "./events"
import { checkBlock, checkRedirect, followRedirect, guardSiteAccess, loadMaintenance, pageRedirectVerdictOf, siteAccessVerdictOf } from "./handlers"

/** What may change where maintenance and blocking send the visitor: a move, an answer of theirs, who is signed in. */
const GUARD_AFTER: ReadonlySet<string> = new Set(["Navigated", "MaintenanceLoaded", "BlockChecked", "SessionChecked", "UserConfigLoaded", "LoggedOut"])

/**
 * The maintenance state, read at start and then as often as src/domain/shell/maintenance.ts says (every 30 s, every
 * 5 s on the maintenance page, at the announced start); never for a search bot.
 */
const pollMaintenance = (bus: CommandBus) =>
  Effect.gen(function* () {
    if (yield* (yield* Visibility).isBot) return
    yield* bus.dispatchEffect(new LoadMaintenance({}), "system")
    const next = Effect.gen(function* () {
      const states = bus.store.snapshot()
      const delay = nextMaintenanceCheckMs(states.siteAccess.maintenance ?? undefined, isMaintenancePage(states.location.path), yield* Clock.currentTimeMillis)
      yield* Effect.sleep(delay)
      yield* bus.dispatchEffect(new LoadMaintenance({}), "timer")
    })
    yield* Effect.forkScoped(Effect.forever(next))
  })

/** The blocks service is asked once the session is known, and again whenever the visitor signs in or out. */
const checkBlocks = (bus: CommandBus) =>
  Effect.gen(function* () {
    let askedFor: boolean | undefined
    const check = Effect.suspend(() => {
      const { session, location } = bus.store.snapshot()
      if (session.status === "unknown") return Effect.void
      const auth = session.status === "player"
      if (askedFor === auth) return Effect.void
      askedFor = auth
      // What the service reads is the page, not its secrets: an e-mail link's token stays out of the call and of the log.
      return bus.dispatchEffect(new CheckBlock({ auth, url: withoutSecrets(`${location.path}${location.search}`) }), "system")
    })
    yield* Effect.forkScoped(forEachValue(bus.log.feed.pipe(filter((entry) => entry.kind === "event")), () => check))
    yield* check
  })

/** Only a route that maintenance or blocking rules out makes a command (and a log entry); every other move passes quietly. */
const guard = (bus: CommandBus) =>
  Effect.gen(function* () {
    const check = Effect.suspend(() => (siteAccessVerdictOf(bus.store.snapshot())._tag === "Stay" ? Effect.void : bus.dispatchEffect(new GuardSiteAccess({}), "system")))
    yield* Effect.forkScoped(forEachValue(bus.log.feed.pipe(filter((entry) => entry.kind === "event" && GUARD_AFTER.has(entry.body._tag))), () => check))
    yield* check
  })

/**
 * The redirects service is asked about every page the visitor comes to (at start and after each move to another path,
 * never twice in a row for one), and its answer is acted on only when it moves the page: every other answer makes no
 * command.
 */
const checkRedirects = (bus: CommandBus) =>
  Effect.gen(function* () {
    let askedFor: string | undefined
    const check = Effect.suspend(() => {
      const path = bus.store.snapshot().location.path
      if (askedFor === path) return Effect.void
      askedFor = path
      return bus.dispatchEffect(new CheckRedirect({ path }), "system")
    })
    const follow = Effect.suspend(() => (pageRedirectVerdictOf(bus.store.snapshot())._tag === "Stay" ? Effect.void : bus.dispatchEffect(new FollowRedirect({}), "system")))
    yield* Effect.forkScoped(forEachValue(bus.log.feed.pipe(filter((entry) => entry.kind === "event" && entry.body._tag === "Navigated")), () => check))
    yield* Effect.forkScoped(forEachValue(bus.log.feed.pipe(filter((entry) => entry.kind === "event" && entry.body._tag === "RedirectChecked")), () => follow))
    // The watches subscribe when their fibers first run: they must see the first answer and the move it may make. The
    // first check is not waited for: a service that is down is retried for 5 s, and nothing of the page waits for it.
    yield* Effect.yieldNow()
    yield* Effect.forkScoped(check)
  })

/** Maintenance, blocking and redirects (ARCHITECTURE 2, area `shell`; SPEC.md 4 "Maintenance", "Blocking"). */
export const siteAccessArea: Area<typeof siteAccessCommands, typeof siteAccessEvents> = defineArea({
  name: "siteAccess",
  commands: siteAccessCommands,
  handlers: { LoadMaintenance: loadMaintenance, CheckBlock: checkBlock, GuardSiteAccess: guardSiteAccess, CheckRedirect: checkRedirect, FollowRedirect: followRedirect },
  events: siteAccessEvents,
  serverAnswers: siteAccessServerAnswers,
  migrations: [],
  start: (bus) =>
    Effect.gen(function* () {
      yield* guard(bus)
      yield* checkBlocks(bus)
      yield* checkRedirects(bus)
      yield* Effect.forkScoped(pollMaintenance(bus))
    })
})
