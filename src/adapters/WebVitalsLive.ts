import { whilePageLeaves } from "./pageLeaving"
import { Effect, Layer } from "effect"
import type { PageType } from "../domain/shell/pageType"
import { isWebVitalReport, MAX_WEB_VITAL_REPORTS, roundWebVital, WEB_VITAL_METRICS, type WebVitalMetric, type WebVitalReport } from "../domain/shell/webVitals"
import { contractEndpoints } from "./api/endpoints"
import { HttpTransport } from "./api/HttpTransport"
import { keepaliveTransport } from "./api/keepaliveTransport"
import { compileEndpoint } from "./api/wire"
import { WebVitals } from "./WebVitals"

/** What the queue needs of its surroundings: a way to post a batch, and whether measuring is allowed now. */
export interface WebVitalsHost {
  /** Posts one batch as the page goes away; never fails. */
  readonly post: (reports: ReadonlyArray<WebVitalReport>) => void
  /** The analytics consent (src/domain/consent/cookieConsent.ts mayAnalyse), asked again at each sending. */
  readonly mayMeasure: () => boolean
}

/** A metric as the library reports it (web-vitals' Metric, the fields used here). */
export interface MeasuredMetric {
  readonly name: string
  readonly value: number
  readonly rating: string
  readonly navigationType?: string | undefined
}

/** The report of a measured metric, rounded; undefined for a metric not sent (FCP) or one the server would refuse. */
export const reportOf = (metric: MeasuredMetric, pageType: PageType): WebVitalReport | undefined => {
  if (!(WEB_VITAL_METRICS as ReadonlyArray<string>).includes(metric.name)) return undefined
  const report = {
    metric: metric.name as WebVitalMetric,
    value: roundWebVital(metric.name as WebVitalMetric, metric.value),
    rating: metric.rating,
    pageType,
    // An older browser without Navigation Timing gives none: its page was navigated to.
    navigationType: metric.navigationType ?? "navigate"
  }
  return isWebVitalReport(report) ? report : undefined
}

/**
 * The batching of the live service: reports wait until the page is hidden (when the library gives CLS and INP their
 * last values, and when a page may be closed without another word), then go together, MAX_WEB_VITAL_REPORTS a
 * request. A hidden page that comes back and is hidden again sends what it measured since.
 */
export const makeWebVitalsQueue = (host: WebVitalsHost) => {
  let queued: Array<WebVitalReport> = []
  return {
    add: (report: WebVitalReport | undefined) => {
      if (report !== undefined) queued.push(report)
    },
    /** The page was hidden or is being left: what waits goes now, or is dropped if measuring is no longer allowed. */
    hidden: () => {
      const reports = queued
      queued = []
      if (reports.length === 0 || !host.mayMeasure()) return
      for (let i = 0; i < reports.length; i += MAX_WEB_VITAL_REPORTS) host.post(reports.slice(i, i + MAX_WEB_VITAL_REPORTS))
    }
  }
}

/** SPEC.md 9: web vitals are reported after 10 s idle. */
export const WEB_VITALS_IDLE_MS = 10_000

/** Runs `load` 10 s after the first page, once the browser has nothing better to do then. */
const whenIdle = (load: () => void) =>
  setTimeout(() => {
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(load, { timeout: 5000 })
    else load()
  }, WEB_VITALS_IDLE_MS)

/**
 * The web vitals of this browser's page, sent through the contract's call with fetch `keepalive`
 * (api/keepaliveTransport.ts). `mayMeasure` decides before the library is even loaded, and again at each sending.
 * Outside a browser it measures nothing.
 */
export const WebVitalsLive = (baseUrl: string, mayMeasure: () => boolean): Layer.Layer<WebVitals> =>
  Layer.scoped(
    WebVitals,
    Effect.gen(function* () {
      const endpoint = contractEndpoints.find((e) => e.key === "session.webVitals")!
      let send: ReturnType<typeof compileEndpoint> | undefined
      const queue = makeWebVitalsQueue({
        post: (reports) => {
          send ??= compileEndpoint(endpoint.wire, baseUrl)
          // A batch the server refuses or the network loses is dropped: a measurement is never retried.
          void Effect.runPromise(send({ payload: { reports } }, {}).pipe(Effect.provideService(HttpTransport, keepaliveTransport), Effect.ignore))
        },
        mayMeasure
      })
      // The library reports CLS and INP on visibilitychange in the capture phase, before these.
      yield* whilePageLeaves({ hidden: () => queue.hidden(), left: () => queue.hidden() })
      const inBrowser = typeof window !== "undefined" && typeof document !== "undefined"
      let started = false
      return {
        measure: (pageType) =>
          Effect.sync(() => {
            if (started || !inBrowser) return
            started = true
            whenIdle(() => {
              // The consent may have been given during the 10 s; without it the library is never loaded.
              if (!mayMeasure()) return
              // Its own chunk, asked for only now: nothing of it is in the first route's JavaScript.
              import("web-vitals")
                .then(({ onCLS, onINP, onLCP, onTTFB }) => {
                  const report = (metric: MeasuredMetric) => queue.add(reportOf(metric, pageType))
                  onLCP(report)
                  onCLS(report)
                  onINP(report)
                  onTTFB(report)
                })
                // A chunk that does not load (offline, a new deployment) measures nothing, and says nothing.
                .catch(() => undefined)
            })
          })
      }
    })
  )
