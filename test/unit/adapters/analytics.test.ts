import { describe, expect, it } from "vitest"
import { ANALYTICS_BATCH_DELAY_MS, makeAnalyticsQueue } from "../../../src/adapters/AnalyticsLive"
import type { AnalyticsEvent } from "../../../src/domain/session/analyticsEvents"

/** The live Analytics service's batching: a second's events in one request, at once when hidden, leave events on leaving. */

const T0 = 1_800_000_000_000
const opened = (at: number): AnalyticsEvent => ({ name: "login_open", at, view: "modal" })
const leave: AnalyticsEvent = { name: "registration_leave", at: T0, tries: 1, openedAt: T0, regType: null }

const host = () => {
  const posted: Array<{ events: ReadonlyArray<AnalyticsEvent>; leaving: boolean }> = []
  const timers: Array<{ run: () => void; ms: number }> = []
  let now = T0 + 60_000
  return {
    posted,
    timers,
    setNow: (at: number) => void (now = at),
    fire: () => timers.splice(0).forEach((timer) => timer.run()),
    queue: makeAnalyticsQueue({ post: (events, leaving) => posted.push({ events, leaving }), setTimer: (run, ms) => timers.push({ run, ms }), now: () => now })
  }
}

describe("the live analytics queue", () => {
  it("sends what comes within a second as one request, a second after the first", () => {
    const h = host()
    h.queue.send([opened(T0)])
    h.queue.send([opened(T0 + 1), opened(T0 + 2)])
    expect(h.posted).toEqual([])
    expect(h.timers.map((t) => t.ms)).toEqual([ANALYTICS_BATCH_DELAY_MS])
    expect(ANALYTICS_BATCH_DELAY_MS).toBe(1000)
    h.fire()
    expect(h.posted).toEqual([{ events: [opened(T0), opened(T0 + 1), opened(T0 + 2)], leaving: false }])
    h.queue.send([opened(T0 + 3)])
    h.fire()
    expect(h.posted.at(-1)).toEqual({ events: [opened(T0 + 3)], leaving: false })
  })

  it("splits more than 50 events into requests of 50", () => {
    const h = host()
    h.queue.send(Array.from({ length: 120 }, (_, i) => opened(T0 + i)))
    h.fire()
    expect(h.posted.map((p) => p.events.length)).toEqual([50, 50, 20])
  })

  it("sends what waits at once when the page is hidden, and the standing leave events, stamped now, when it is left", () => {
    const h = host()
    h.queue.send([opened(T0)])
    h.queue.hidden()
    expect(h.posted).toEqual([{ events: [opened(T0)], leaving: true }])
    h.queue.onLeave([leave])
    h.queue.send([opened(T0 + 5)])
    h.setNow(T0 + 90_000)
    h.queue.left()
    expect(h.posted.at(-1)).toEqual({ events: [opened(T0 + 5), { ...leave, at: T0 + 90_000 }], leaving: true })
    // Sent once: leaving again sends nothing more.
    h.queue.left()
    expect(h.posted).toHaveLength(2)
  })

  it("sends no leave event that was withdrawn or replaced", () => {
    const h = host()
    h.queue.onLeave([leave])
    h.queue.onLeave([])
    h.queue.left()
    expect(h.posted).toEqual([])
    h.queue.onLeave([leave])
    h.queue.onLeave([{ ...leave, tries: 2 }])
    h.queue.left()
    expect(h.posted).toEqual([{ events: [{ ...leave, tries: 2, at: T0 + 60_000 }], leaving: true }])
  })
})
