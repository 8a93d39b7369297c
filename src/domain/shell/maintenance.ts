import type { LanguageCode } from "./language"
import { splitLanguageSegment, withLanguage } from "./languageRoute"

/**
 * SPEC.md 8: the maintenance screen is in Russian for visitors from Azerbaijan, Kazakhstan, Ukraine and Russia
 * (by the geo country the edge reports), in English for everyone else, whatever the URL's language.
 */
const RUSSIAN_READING_COUNTRIES: ReadonlyArray<string> = ["AZ", "KZ", "UA", "RU"]

export const maintenanceLanguage = (geoCountry: string | null): "ru" | "en" =>
  geoCountry !== null && RUSSIAN_READING_COUNTRIES.includes(geoCountry.toUpperCase()) ? "ru" : "en"

/**
 * A maintenance window as the operator set it (SPEC.md 3 "Maintenance", 4 "Maintenance"): announced from `notifyFrom`,
 * down from `startAt` (or from `startedAt`, when the operator started it early) to `finishAt` (or `endedAt`, when the
 * operator ended it), for the visitors of `countries` (empty: everyone). Times are epoch milliseconds.
 */
export interface MaintenanceWindowFacts {
  readonly notifyFrom: number
  readonly startAt: number
  readonly finishAt: number
  readonly startedAt: number | null
  readonly endedAt: number | null
  readonly countries: ReadonlyArray<string>
}

/** scheduled: not announced yet; announced: the notification shows; active: the site is down; over: ended. */
export type MaintenancePhase = "scheduled" | "announced" | "active" | "over"

export const maintenancePhase = (window: MaintenanceWindowFacts, now: number): MaintenancePhase => {
  if ((window.endedAt !== null && window.endedAt <= now) || now >= window.finishAt) return "over"
  if ((window.startedAt !== null && window.startedAt <= now) || now >= window.startAt) return "active"
  return now >= window.notifyFrom ? "announced" : "scheduled"
}

/** A window for everyone, or for the visitor's geo country (a visitor whose country is unknown is in no group). */
export const maintenanceAppliesTo = (window: MaintenanceWindowFacts, geoCountry: string | null): boolean =>
  window.countries.length === 0 || (geoCountry !== null && window.countries.includes(geoCountry.toUpperCase()))

/**
 * What the back end answers a visitor (SPEC.md 3 "Maintenance": started_at, ended_at, notify_started_at,
 * notify_ended_at, isActive, web_state): the window that concerns them now, the active one first, else the announced
 * one that starts first. The notification shows from notify_started_at until the maintenance starts (notify_ended_at).
 */
export interface MaintenanceState {
  readonly isActive: boolean
  readonly web_state: "none" | "announced" | "active"
  readonly notify_started_at: number | null
  readonly notify_ended_at: number | null
  readonly started_at: number | null
  readonly ended_at: number | null
}

export const NO_MAINTENANCE: MaintenanceState = {
  isActive: false,
  web_state: "none",
  notify_started_at: null,
  notify_ended_at: null,
  started_at: null,
  ended_at: null
}

export const maintenanceStateFor = (windows: ReadonlyArray<MaintenanceWindowFacts>, geoCountry: string | null, now: number): MaintenanceState => {
  let shown: { readonly window: MaintenanceWindowFacts; readonly phase: "announced" | "active" } | undefined
  for (const window of windows) {
    if (!maintenanceAppliesTo(window, geoCountry)) continue
    const phase = maintenancePhase(window, now)
    if (phase !== "announced" && phase !== "active") continue
    const better =
      shown === undefined ||
      (phase === "active" && shown.phase === "announced") ||
      (phase === shown.phase && startOf(window) < startOf(shown.window))
    if (better) shown = { window, phase }
  }
  if (shown === undefined) return NO_MAINTENANCE
  const { window, phase } = shown
  const start = startOf(window)
  return {
    isActive: phase === "active",
    web_state: phase,
    notify_started_at: window.notifyFrom,
    notify_ended_at: start,
    started_at: start,
    ended_at: window.endedAt === null ? window.finishAt : Math.min(window.endedAt, window.finishAt)
  }
}

const startOf = (window: MaintenanceWindowFacts): number => (window.startedAt === null ? window.startAt : Math.min(window.startedAt, window.startAt))

/** The maintenance page, after the language segment. */
export const MAINTENANCE_PAGE = "/maintenance"

export const isMaintenancePage = (path: string): boolean => {
  const rest = splitLanguageSegment(path).rest
  return rest === MAINTENANCE_PAGE || rest === `${MAINTENANCE_PAGE}/`
}

export type MaintenanceVerdict =
  | { readonly _tag: "Stay" }
  | { readonly _tag: "Redirect"; readonly to: string; readonly cause: "maintenance" | "maintenanceOver" }
  | { readonly _tag: "Cyclic"; readonly to: string; readonly cause: "maintenance" | "maintenanceOver" }

/**
 * SPEC.md 4: while maintenance is active the visitor goes to /{lng}/maintenance; when it is not, the maintenance page
 * sends them home. `state` undefined: the back end has not answered yet (nothing is decided on a guess).
 */
export const maintenanceDetour = (
  route: { readonly path: string },
  state: MaintenanceState | undefined,
  lng: LanguageCode
): MaintenanceVerdict => {
  if (state === undefined) return { _tag: "Stay" }
  const onPage = isMaintenancePage(route.path)
  if (state.isActive === onPage) return { _tag: "Stay" }
  const cause = state.isActive ? "maintenance" : "maintenanceOver"
  const to = withLanguage(lng, state.isActive ? MAINTENANCE_PAGE : "/")
  return to === route.path ? { _tag: "Cyclic", to, cause } : { _tag: "Redirect", to, cause }
}

/** SPEC.md 4: the notification shows while the maintenance is announced (its date is near), not once it is active. */
export const isMaintenanceAnnounced = (state: MaintenanceState | undefined): boolean => state !== undefined && state.web_state === "announced"

/** The state is read again every 30 s, every 5 s on the maintenance page (to go home as soon as it is over). */
export const MAINTENANCE_POLL_MS = 30_000
export const MAINTENANCE_PAGE_POLL_MS = 5_000
/** Never sooner than this, even when an announced start is closer (the clocks of browser and server differ). */
export const MAINTENANCE_MIN_POLL_MS = 1_000

/**
 * When to read the state again: soon on the maintenance page, at the announced start when that comes before the next
 * poll (the site goes down on time, not up to a poll period late), else a poll period later.
 */
export const nextMaintenanceCheckMs = (state: MaintenanceState | undefined, onMaintenancePage: boolean, now: number): number => {
  if (onMaintenancePage || state?.isActive === true) return MAINTENANCE_PAGE_POLL_MS
  if (state !== undefined && state.web_state === "announced" && state.started_at !== null) {
    return Math.min(MAINTENANCE_POLL_MS, Math.max(MAINTENANCE_MIN_POLL_MS, state.started_at - now))
  }
  return MAINTENANCE_POLL_MS
}
