import { Schema } from "effect"
import { PageType } from "./pageType"

/**
 * Real players' web vitals (ARCHITECTURE 7 `web-vitals`): how fast the first content showed (LCP), how much the page
 * jumped (CLS), how quickly it answered a click or a key (INP) and how long the first byte took (TTFB), as the client
 * sends them and the server stores them for the operator's p75 per page type.
 *
 * A report is a metric, a number, a rating, a page type and a navigation type, all of closed lists or bounded
 * numbers: there is no place in it for a player's id, an address with its query, or anything else that names
 * someone, and a report with any other field is refused.
 */

export const WEB_VITAL_METRICS = ["LCP", "CLS", "INP", "TTFB"] as const
export const WebVitalMetric = Schema.Literal(...WEB_VITAL_METRICS)
export type WebVitalMetric = typeof WebVitalMetric.Type

export const WebVitalRating = Schema.Literal("good", "needs-improvement", "poor")
export type WebVitalRating = typeof WebVitalRating.Type

/** How the page was reached (the library's navigationType): a reload or a page restored from the back/forward cache measures differently. */
export const WebVitalNavigationType = Schema.Literal("navigate", "reload", "back-forward", "back-forward-cache", "prerender", "restore", "soft-navigation")
export type WebVitalNavigationType = typeof WebVitalNavigationType.Type

/**
 * The largest value taken: five minutes for a time (a page slower than that was not waited for by anyone), a layout
 * shift score of 100 (a page that jumps its own height a hundred times over). Anything beyond is a broken or forged
 * report, not a measurement.
 */
export const MAX_WEB_VITAL_MS = 300_000
export const MAX_CLS = 100

/** CLS is kept to 4 decimals (a shift of 0.0001 is invisible); the times in whole milliseconds. */
const CLS_SCALE = 10_000

/** A value as it is sent and stored: whole milliseconds for a time, CLS rounded to 4 decimals. */
export const roundWebVital = (metric: WebVitalMetric, value: number): number =>
  metric === "CLS" ? Math.round(value * CLS_SCALE) / CLS_SCALE : Math.round(value)

const isRounded = (metric: WebVitalMetric, value: number): boolean =>
  metric === "CLS" ? Math.abs(value * CLS_SCALE - Math.round(value * CLS_SCALE)) < 1e-6 : Number.isInteger(value)

const inBounds = (metric: WebVitalMetric, value: number): boolean =>
  Number.isFinite(value) && value >= 0 && value <= (metric === "CLS" ? MAX_CLS : MAX_WEB_VITAL_MS) && isRounded(metric, value)

/** One measurement of one page. */
export const WebVitalReport = Schema.Struct({
  metric: WebVitalMetric,
  value: Schema.Number,
  rating: WebVitalRating,
  pageType: PageType,
  navigationType: WebVitalNavigationType
}).pipe(
  Schema.filter((report) => inBounds(report.metric, report.value) || `a ${report.metric} value is rounded and from 0 to ${report.metric === "CLS" ? MAX_CLS : MAX_WEB_VITAL_MS}`)
)
export type WebVitalReport = typeof WebVitalReport.Type

/** Whether a report is one the server takes: the client drops any other rather than have the whole batch refused. */
export const isWebVitalReport = Schema.is(WebVitalReport)

/** One request's reports: a page has four metrics, a few more when it comes back from the back/forward cache. */
export const MAX_WEB_VITAL_REPORTS = 20

/** The web vitals call's body; anything beyond these fields, anywhere in it, is refused with the request (400). */
export const WebVitalsBatch = Schema.Struct({
  reports: Schema.Array(WebVitalReport).pipe(Schema.minItems(1), Schema.maxItems(MAX_WEB_VITAL_REPORTS))
}).annotations({ parseOptions: { onExcessProperty: "error" } })
export type WebVitalsBatch = typeof WebVitalsBatch.Type

/**
 * The thresholds of web.dev (the library's own): up to the first is good, up to the second needs improvement, above
 * it is poor. Times in milliseconds.
 */
export const WEB_VITAL_THRESHOLDS: Readonly<Record<WebVitalMetric, readonly [good: number, poor: number]>> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  TTFB: [800, 1800]
}

/** The rating of a value (a p75, for the operator), by WEB_VITAL_THRESHOLDS. */
export const rateWebVital = (metric: WebVitalMetric, value: number): WebVitalRating => {
  const [good, poor] = WEB_VITAL_THRESHOLDS[metric]
  return value <= good ? "good" : value <= poor ? "needs-improvement" : "poor"
}

/** Reports are kept this many days; the operator's figures reach as far. */
export const WEB_VITALS_RETENTION_DAYS = 30

/** The days the operator's figures cover unless asked for more: a week, every weekday once. */
export const DEFAULT_WEB_VITALS_DAYS = 7

/** One page type's one metric over the operator's days: its 75th percentile and how many reports it stands on. */
export const WebVitalSummary = Schema.Struct({ pageType: PageType, metric: WebVitalMetric, p75: Schema.Number, count: Schema.Int })
export type WebVitalSummary = typeof WebVitalSummary.Type
