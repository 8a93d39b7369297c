import { PAGE_TYPES } from "../../src/domain/shell/pageType"
import { rateWebVital, WEB_VITAL_METRICS, WEB_VITAL_THRESHOLDS, type WebVitalMetric, type WebVitalSummary } from "../../src/domain/shell/webVitals"

/**
 * The operator's view of real players' web vitals: one line per page type and metric that has reports, in the page
 * types' and metrics' fixed order, with the 75th percentile (what three players in four got, or better), its rating by
 * web.dev's thresholds, and how many reports it stands on. Times in whole milliseconds, CLS unitless.
 */

const RATING_WORDS = { good: "good", "needs-improvement": "needs improvement", poor: "poor" } as const

/** A value as the operator reads it: "2140 ms", or a CLS score to 3 decimals ("0.081"). */
export const formatWebVital = (metric: WebVitalMetric, value: number): string => (metric === "CLS" ? value.toFixed(3) : `${Math.round(value)} ms`)

const thresholds = (metric: WebVitalMetric): string => {
  const [good, poor] = WEB_VITAL_THRESHOLDS[metric]
  return `${metric} ${metric === "CLS" ? `${good}/${poor}` : `${good}/${poor} ms`}`
}

export const webVitalsTable = (summaries: ReadonlyArray<WebVitalSummary>, days: number): string => {
  const heading = `web vitals of the last ${days} day${days === 1 ? "" : "s"}, p75 per page type (good up to / poor above: ${WEB_VITAL_METRICS.map(thresholds).join(", ")})`
  if (summaries.length === 0) return `${heading}\nno reports`
  const sorted = [...summaries].sort(
    (a, b) => PAGE_TYPES.indexOf(a.pageType) - PAGE_TYPES.indexOf(b.pageType) || WEB_VITAL_METRICS.indexOf(a.metric) - WEB_VITAL_METRICS.indexOf(b.metric)
  )
  const rows = sorted.map((s) => [s.pageType, s.metric, formatWebVital(s.metric, s.p75), RATING_WORDS[rateWebVital(s.metric, s.p75)], String(s.count)])
  const header = ["page type", "metric", "p75", "rating", "reports"]
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => row[i]!.length)))
  // Numbers right-aligned, words left.
  const right = new Set([2, 4])
  const line = (cells: ReadonlyArray<string>) =>
    cells
      .map((cell, i) => (right.has(i) ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!)))
      .join("  ")
      .trimEnd()
  return [heading, line(header), ...rows.map(line)].join("\n")
}
