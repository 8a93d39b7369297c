import { allows, type CookiesAgreeType, mayAnalyse } from "../domain/consent/cookieConsent"
import { AnalyticsLabel, type ClickedControl, MARKETING_COUNTERS, type MarketingCounter, MAX_PAGE_EVENTS, type PageEvent } from "../domain/consent/pageEvents"
import { pageTypeOf } from "../domain/shell/pageType"
import { Schema } from "effect"

/** What the page analytics need of their surroundings: posting, loading a counter, a timer, the clock, the consent. */
export interface PageAnalyticsHost {
  readonly post: (events: ReadonlyArray<PageEvent>) => void
  readonly loadCounter: (counter: MarketingCounter) => void
  readonly setTimer: (run: () => void, ms: number) => void
  /** The consent standing now (the cookie the consent area writes). */
  readonly consent: () => CookiesAgreeType | null
}

/** Events wait this long for others before they go (one request for a burst of clicks). */
export const PAGE_EVENTS_BATCH_DELAY_MS = 1000

/**
 * The page analytics of the live Analytics: nothing goes before `install` (SPEC.md 9: 10 s after the page starts,
 * at once on the registration page); after it, events go in batches while the consent allows analytics, and the
 * marketing counters load once, when the consent allows marketing (at the installation or on a later choice).
 * Events of a page whose consent does not allow analytics are dropped, never kept for later.
 */
export const makePageAnalytics = (host: PageAnalyticsHost) => {
  let installed = false
  let countersLoaded = false
  let queued: Array<PageEvent> = []
  let timer = false
  const flush = () => {
    const events = queued
    queued = []
    if (!installed || !mayAnalyse(host.consent())) return
    for (let i = 0; i < events.length; i += MAX_PAGE_EVENTS) host.post(events.slice(i, i + MAX_PAGE_EVENTS))
  }
  const loadCounters = () => {
    if (!installed || countersLoaded || !allows(host.consent(), "marketing")) return
    countersLoaded = true
    for (const counter of MARKETING_COUNTERS) host.loadCounter(counter)
  }
  return {
    add: (events: ReadonlyArray<PageEvent>) => {
      if (events.length === 0 || !mayAnalyse(host.consent())) return
      queued.push(...events)
      if (!installed || timer) return
      timer = true
      host.setTimer(() => {
        timer = false
        flush()
      }, PAGE_EVENTS_BATCH_DELAY_MS)
    },
    install: () => {
      if (installed) return
      installed = true
      loadCounters()
      flush()
    },
    consentChanged: () => loadCounters(),
    get installed() {
      return installed
    }
  }
}

const isLabel = Schema.is(AnalyticsLabel)

/** The kind of control a click landed on, and its analytics label if it has one the server would take. */
export const clickOf = (target: Element | null): { readonly control: ClickedControl; readonly label: string | null } => {
  const control = target?.closest("button, a, input, select, textarea, [role=button], [role=link]") ?? null
  const kind: ClickedControl =
    control === null
      ? "other"
      : control.matches("button, [role=button]")
        ? "button"
        : control.matches("a, [role=link]")
          ? "link"
          : "field"
  const label = target?.closest("[data-analytics]")?.getAttribute("data-analytics") ?? null
  return { control: kind, label: isLabel(label) ? label : null }
}

/** The page-load timing of this document (navigation timing), or undefined before it loaded or without the API. */
export const pageLoadOf = (pathname: string, at: number): PageEvent | undefined => {
  const entry = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined
  if (entry === undefined || entry.loadEventEnd <= 0) return undefined
  const ms = (value: number) => Math.min(300_000, Math.max(0, Math.round(value)))
  return { name: "page_load", at, pageType: pageTypeOf(pathname), domContentLoadedMs: ms(entry.domContentLoadedEventEnd), loadMs: ms(entry.loadEventEnd) }
}
