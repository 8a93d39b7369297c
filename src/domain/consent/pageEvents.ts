import { Schema } from "effect"
import { PageType } from "../shell/pageType"

/**
 * The site's own anonymous page analytics (SPEC.md 7 "Analytics outputs": the collector's events with numeric ids;
 * route changes 2, clicks 10005, page-load timing 1; web vitals 4 travel through their own call,
 * src/domain/shell/webVitals.ts). Sent only with consent (cookieConsent.ts mayAnalyse) and installed 10 s after the
 * page starts, except on the registration page (SPEC.md 9).
 *
 * Nothing in an event names a person or a page's address: a page is its page type, a click is the kind of control
 * and, at most, the control's analytics label (a short lower-case word the site gives it). A label that looks like
 * personal data or a secret (an e-mail, a long number, a token) is refused with the whole request.
 */

/** SPEC.md 7: the collector's numeric event ids. */
export const PAGE_EVENT_IDS = { page_load: 1, route_change: 2, web_vitals: 4, click: 10005 } as const

/** SPEC.md 9: analytics installation is delayed this long, except on the registration page. */
export const ANALYTICS_INSTALL_DELAY_MS = 10_000

/** How long after the page starts the analytics are installed: at once on the registration page, else 10 s. */
export const analyticsInstallDelayMs = (onRegistrationPage: boolean): number => (onRegistrationPage ? 0 : ANALYTICS_INSTALL_DELAY_MS)

/** Whether a text looks like something that names a person or opens an account: an e-mail, a phone number, a token. */
export const looksPersonal = (text: string): boolean =>
  text.includes("@") ||
  /\d{7,}/.test(text) ||
  // A long unbroken run of letters and digits with digits in it: a session id, a hash, an API key.
  /(?=[A-Za-z0-9_-]*\d)[A-Za-z0-9_-]{20,}/.test(text)

const At = Schema.Int.pipe(Schema.between(946_684_800_000, 4_102_444_800_000))
const Ms = Schema.Int.pipe(Schema.between(0, 300_000))

/** A control's analytics label (`data-analytics` in the views): lower-case words joined by '.', '-' or '_'. */
export const AnalyticsLabel = Schema.String.pipe(
  Schema.pattern(/^[a-z][a-z0-9_.-]{0,47}$/, { message: () => "a label is up to 48 lower-case letters, digits, '.', '-' or '_'" }),
  Schema.filter((label) => !looksPersonal(label) || "a label may not carry personal data")
)

export const ClickedControl = Schema.Literal("button", "link", "field", "other")
export type ClickedControl = typeof ClickedControl.Type

export const PageLoadEvent = Schema.Struct({
  name: Schema.Literal("page_load"),
  at: At,
  pageType: PageType,
  /** From the navigation's start: the document parsed, and loaded. */
  domContentLoadedMs: Ms,
  loadMs: Ms
})
export const RouteChangeEvent = Schema.Struct({ name: Schema.Literal("route_change"), at: At, pageType: PageType, fromPageType: PageType })
export const ClickEvent = Schema.Struct({
  name: Schema.Literal("click"),
  at: At,
  pageType: PageType,
  control: ClickedControl,
  label: Schema.NullOr(AnalyticsLabel)
})

export const PageEvent = Schema.Union(PageLoadEvent, RouteChangeEvent, ClickEvent)
export type PageEvent = typeof PageEvent.Type
export type PageEventName = PageEvent["name"]

export const MAX_PAGE_EVENTS = 50

/** The page events call's body; anything beyond these fields, anywhere in it, refuses the request (400). */
export const PageEventsBatch = Schema.Struct({
  events: Schema.Array(PageEvent).pipe(Schema.minItems(1), Schema.maxItems(MAX_PAGE_EVENTS))
}).annotations({ parseOptions: { onExcessProperty: "error" } })
export type PageEventsBatch = typeof PageEventsBatch.Type

/**
 * The marketing counters of SPEC.md 7 (counter 8 a search-engine metrics service, 4 a social pixel), loaded only with
 * marketing consent. This site hosts its own: loading one is one call to the server, counted per counter.
 */
export const MARKETING_COUNTERS = [8, 4] as const
export const MarketingCounter = Schema.Literal(...MARKETING_COUNTERS)
export type MarketingCounter = typeof MarketingCounter.Type

/** One day (UTC) of the page analytics as the operator reads it: how many of each event, and counter loads (counter_8, ...). */
export const PageEventsDay = Schema.Struct({ day: Schema.String, counts: Schema.Record({ key: Schema.String, value: Schema.Int }) })
export type PageEventsDay = typeof PageEventsDay.Type

/** Events are kept this long, then deleted (as the sign-in funnel's). */
export const PAGE_EVENTS_RETENTION_DAYS = 400
export const MAX_PAGE_EVENTS_DAYS = PAGE_EVENTS_RETENTION_DAYS
/** The days the operator sees without asking for more: the last two weeks. */
export const DEFAULT_PAGE_EVENTS_DAYS = 14
