import { Duration, Effect } from "effect"
import { filter } from "rxjs"
import { forEachValue } from "../../adapters/observe"
import { Navigation } from "../../adapters/Navigation"
import { Storage } from "../../adapters/Storage"
import { Visibility } from "../../adapters/Visibility"
import { AD_BLOCKER_CHECK_DELAY_MS } from "../../domain/shell/adBlocker"
import { mayLeaveForPlatform } from "../../domain/shell/platformRoute"
import { hasMaintenanceNoticeChanges, maintenanceNoticeChanges } from "../../domain/shell/maintenanceNotice"
import { after, every } from "../../adapters/timers"
import { APP_VERSION_CHECK_INTERVAL_MS, APP_VERSION_FIRST_CHECK_MS } from "../../domain/shell/appVersion"
import { encodeTabHistory, TAB_HISTORY_STORAGE_KEY } from "../../domain/shell/tabHistory"
import { NOTIFICATION_AUTO_CLOSE_MS, type ShownNotification } from "../../domain/shell/notifications"
import { type Area, defineArea } from "../area"
import type { CommandBus } from "../bus"
import { Navigate, RoutePlatform, shellCommands } from "./commands"
import { shellEvents } from "./events"
import { boot, changeLanguage, navigate, reportChunkLoadFailure, reportRouteError, routePlatform } from "./handlers"
import { CheckAdBlocker, CheckAppVersion, CheckPendingBonus, CloseNotification, notificationCommands, SyncMaintenanceNotice } from "./notificationCommands"
import { notificationEvents, notificationServerAnswers } from "./notificationEvents"
import { checkAdBlocker, checkAppVersion, checkPendingBonus, closeNotification, reloadForUpdate, syncMaintenanceNotice } from "./notificationHandlers"
import { RestoreTabHistory, tabHistoryCommands } from "./tabHistoryCommands"
import { tabHistoryEvents } from "./tabHistoryEvents"
import { goBack, restoreTabHistory } from "./tabHistoryHandlers"

const commands = [...shellCommands, ...notificationCommands, ...tabHistoryCommands] as const
const events = [...shellEvents, ...notificationEvents, ...tabHistoryEvents] as const

/** A notification that closes itself does so NOTIFICATION_AUTO_CLOSE_MS after it shows (SPEC.md 9). */
const closeNotificationsInTime = (bus: CommandBus) =>
  Effect.forkScoped(
    forEachValue(bus.log.feed.pipe(filter((entry) => entry.kind === "event" && entry.body._tag === "NotificationShown")), (entry) => {
      const { id, autoClose } = (entry.body as unknown as { readonly notification: ShownNotification }).notification
      return autoClose ? Effect.asVoid(after(Duration.millis(NOTIFICATION_AUTO_CLOSE_MS), bus.dispatchEffect(new CloseNotification({ id }), "timer"))) : Effect.void
    })
  )

/** What changes the tab history (src/domain/shell/tabHistory.ts). */
const TAB_HISTORY_CHANGES: ReadonlySet<string> = new Set(["Navigated", "TabHistoryRestored", "WentBack"])

/**
 * The tab history kept before this page load joins the one since, and from then on every change is written to session
 * storage, so a reload (or a page of another site and back in the same tab) keeps the way back.
 */
const keepTabHistory = (bus: CommandBus) =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const write = Effect.suspend(() => storage.set("session", TAB_HISTORY_STORAGE_KEY, encodeTabHistory(bus.store.snapshot().tabHistory.entries)))
    yield* bus.dispatchEffect(new RestoreTabHistory({}), "system")
    yield* write
    yield* Effect.forkScoped(forEachValue(bus.log.feed.pipe(filter((entry) => entry.kind === "event" && TAB_HISTORY_CHANGES.has(entry.body._tag))), () => write))
  })

/**
 * The maintenance notice follows each answer of the maintenance poll (every 30 s): only an answer that changes what it
 * shows makes a command (and a log entry).
 */
const followMaintenance = (bus: CommandBus) => {
  const sync = Effect.suspend(() => {
    const { siteAccess, notifications } = bus.store.snapshot()
    const changes = maintenanceNoticeChanges(siteAccess.maintenance ?? undefined, notifications.shown, notifications.closed)
    return hasMaintenanceNoticeChanges(changes) ? bus.dispatchEffect(new SyncMaintenanceNotice({}), "system") : Effect.void
  })
  return Effect.zipRight(
    Effect.forkScoped(forEachValue(bus.log.feed.pipe(filter((entry) => entry.kind === "event" && entry.body._tag === "MaintenanceLoaded")), () => sync)),
    sync
  )
}

/**
 * SPEC.md 2.1, once the first route is known: only a page load with platform_type, or on a site with a mobile version,
 * has anything to decide; never for a search bot (it indexes the version it asked for).
 */
const routeByPlatform = (bus: CommandBus) =>
  Effect.gen(function* () {
    if (yield* (yield* Visibility).isBot) return
    const { location, siteConfig } = bus.store.snapshot()
    if (mayLeaveForPlatform(location.search, siteConfig.config?.mobileSiteUrl ?? null)) yield* bus.dispatchEffect(new RoutePlatform({}), "system")
  })

/** SPEC.md 8: the ad blocker is looked for once the page has settled; never for a search bot. */
const lookForAdBlocker = (bus: CommandBus) =>
  Effect.gen(function* () {
    if (yield* (yield* Visibility).isBot) return
    yield* after(Duration.millis(AD_BLOCKER_CHECK_DELAY_MS), Effect.asVoid(bus.dispatchEffect(new CheckAdBlocker({}), "timer")))
  })

/** The events after which the session may name a player the page did not know: a page opened signed in, a sign-in. */
const PLAYER_KNOWN = new Set(["SessionChecked", "LoginSucceeded"])

/**
 * SPEC.md 9 "the bonus-pending notifier": once per page and player, when a signed-in player becomes known, the shell
 * asks whether bonus money is still to be wagered. A new registration has none yet; the minute's session check of the
 * same player asks nothing again.
 */
const askForPendingBonus = (bus: CommandBus) => {
  let asked: number | null = null
  const ask = Effect.suspend(() => {
    const { session } = bus.store.snapshot()
    if (session.status !== "player" || session.userId === null || session.userId === asked) return Effect.void
    asked = session.userId
    return Effect.asVoid(bus.dispatchEffect(new CheckPendingBonus({}), "system"))
  })
  // And at once: the server's first paint may have told the session already.
  return Effect.zipRight(
    Effect.forkScoped(forEachValue(bus.log.feed.pipe(filter((entry) => entry.kind === "event" && PLAYER_KNOWN.has(entry.body._tag))), () => ask)),
    Effect.forkScoped(ask)
  )
}

/** SPEC.md 4: the first check 60 s after start, then every few minutes while the page is seen. */
const checkAppVersionInTime = (bus: CommandBus) => {
  const check = Effect.asVoid(bus.dispatchEffect(new CheckAppVersion({}), "timer"))
  return after(Duration.millis(APP_VERSION_FIRST_CHECK_MS), Effect.zipRight(check, Effect.asVoid(every(Duration.millis(APP_VERSION_CHECK_INTERVAL_MS), check, { pauseWhileHidden: true }))))
}

/** Boot, routing and the language segment, route errors, notifications and the app-version check (ARCHITECTURE 2, area `shell`). */
export const shellArea: Area<typeof commands, typeof events> = defineArea({
  name: "shell",
  commands,
  handlers: {
    Boot: boot,
    Navigate: navigate,
    ChangeLanguage: changeLanguage,
    ReportChunkLoadFailure: reportChunkLoadFailure,
    ReportRouteError: reportRouteError,
    RoutePlatform: routePlatform,
    CloseNotification: closeNotification,
    CheckAppVersion: checkAppVersion,
    ReloadForUpdate: reloadForUpdate,
    SyncMaintenanceNotice: syncMaintenanceNotice,
    CheckAdBlocker: checkAdBlocker,
    CheckPendingBonus: checkPendingBonus,
    RestoreTabHistory: restoreTabHistory,
    GoBack: goBack
  },
  events,
  serverAnswers: [...notificationServerAnswers],
  migrations: [],
  start: (bus) =>
    Effect.gen(function* () {
      const nav = yield* Navigation
      // The browser's back and forward buttons: the browser already moved, the app follows.
      yield* Effect.forkScoped(
        forEachValue(nav.pops, (popped) => bus.dispatchEffect(new Navigate({ to: `${popped.path}${popped.search}`, mode: "pop" }), "user"))
      )
      yield* routeByPlatform(bus)
      yield* keepTabHistory(bus)
      yield* closeNotificationsInTime(bus)
      yield* followMaintenance(bus)
      yield* lookForAdBlocker(bus)
      yield* askForPendingBonus(bus)
      yield* checkAppVersionInTime(bus)
    })
})
