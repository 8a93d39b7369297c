import { describe, expect, it } from "@effect/vitest"
import { Effect } from "effect"
import { measurePage, WebVitals } from "../../../src/adapters/WebVitals"
import { makeWebVitalsQueue, reportOf, WebVitalsLive } from "../../../src/adapters/WebVitalsLive"
import { WebVitalsRecord, WebVitalsTest } from "../../../src/adapters/WebVitalsTest"
import type { WebVitalReport } from "../../../src/domain/shell/webVitals"

/**
 * The live WebVitals service's batching and reports: nothing goes until the page is hidden, then everything measured
 * goes at once, twenty a request; nothing at all when measuring is not allowed; values rounded as the server takes them.
 */

const lcp = (value: number): WebVitalReport => ({ metric: "LCP", value, rating: "good", pageType: "home", navigationType: "navigate" })

const host = (allowed = true) => {
  const posted: Array<ReadonlyArray<WebVitalReport>> = []
  let may = allowed
  return {
    posted,
    allow: (value: boolean) => void (may = value),
    queue: makeWebVitalsQueue({ post: (reports) => posted.push(reports), mayMeasure: () => may })
  }
}

describe("the live web vitals queue", () => {
  it("sends nothing until the page is hidden, then all it measured in one request, once", () => {
    const h = host()
    h.queue.add(lcp(1200))
    h.queue.add(reportOf({ name: "TTFB", value: 300.4, rating: "good", navigationType: "reload" }, "home"))
    expect(h.posted).toEqual([])
    h.queue.hidden()
    expect(h.posted).toEqual([[lcp(1200), { metric: "TTFB", value: 300, rating: "good", pageType: "home", navigationType: "reload" }]])
    // Hidden again (pagehide after visibilitychange): nothing more to send.
    h.queue.hidden()
    expect(h.posted).toHaveLength(1)
    // Back and hidden again: what was measured since goes.
    h.queue.add(lcp(900))
    h.queue.hidden()
    expect(h.posted.at(-1)).toEqual([lcp(900)])
  })

  it("splits more than 20 reports into requests of 20", () => {
    const h = host()
    for (let i = 0; i < 45; i++) h.queue.add(lcp(1000 + i))
    h.queue.hidden()
    expect(h.posted.map((batch) => batch.length)).toEqual([20, 20, 5])
  })

  it("sends nothing when measuring is not allowed, and drops what waited rather than send it later", () => {
    const h = host(false)
    h.queue.add(lcp(1200))
    h.queue.hidden()
    expect(h.posted).toEqual([])
    h.allow(true)
    h.queue.hidden()
    expect(h.posted).toEqual([])
  })
})

describe("a web vitals report of a measured metric", () => {
  it("is rounded: whole milliseconds, CLS to 4 decimals", () => {
    expect(reportOf({ name: "LCP", value: 2499.6, rating: "good", navigationType: "navigate" }, "game")?.value).toBe(2500)
    expect(reportOf({ name: "INP", value: 199.4, rating: "good", navigationType: "navigate" }, "game")?.value).toBe(199)
    expect(reportOf({ name: "CLS", value: 0.123456, rating: "needs-improvement", navigationType: "navigate" }, "game")?.value).toBe(0.1235)
  })

  it("is none for a metric the server does not take or a value no page measures", () => {
    expect(reportOf({ name: "FCP", value: 900, rating: "good", navigationType: "navigate" }, "home")).toBeUndefined()
    expect(reportOf({ name: "LCP", value: -5, rating: "good", navigationType: "navigate" }, "home")).toBeUndefined()
    expect(reportOf({ name: "LCP", value: Number.NaN, rating: "good", navigationType: "navigate" }, "home")).toBeUndefined()
    expect(reportOf({ name: "LCP", value: 400_000, rating: "poor", navigationType: "navigate" }, "home")).toBeUndefined()
    expect(reportOf({ name: "LCP", value: 1200, rating: "splendid", navigationType: "navigate" }, "home")).toBeUndefined()
    // An older browser that knows no navigation type: the page was navigated to.
    expect(reportOf({ name: "LCP", value: 1200, rating: "good" }, "home")?.navigationType).toBe("navigate")
  })
})

describe("the WebVitals service", () => {
  it.effect("measures a page by its page type, nothing of its address", () =>
    Effect.gen(function* () {
      yield* measurePage("/en/live/football/premier-league/123456")
      yield* measurePage("/en/casino/slots")
      expect(yield* (yield* WebVitalsRecord).measured).toEqual(["game", "casino"])
    }).pipe(Effect.provide(WebVitalsTest())))

  it.effect("live, builds and is asked to measure outside a browser (tests, server rendering) without failing", () =>
    Effect.gen(function* () {
      yield* (yield* WebVitals).measure("home")
    }).pipe(Effect.provide(WebVitalsLive("http://oddsfold.test", () => true))))
})
