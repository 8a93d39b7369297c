import { describe, expect, it } from "vitest"
import { makePageAnalytics } from "../../../src/adapters/pageAnalytics"
import type { CookiesAgreeType } from "../../../src/domain/consent/cookieConsent"
import type { PageEvent } from "../../../src/domain/consent/pageEvents"

/** The live Analytics' page part: nothing before the installation, nothing without consent, counters once with marketing. */
const setup = () => {
  let consent: CookiesAgreeType | null = null
  const posted: Array<ReadonlyArray<PageEvent>> = []
  const counters: Array<number> = []
  const timers: Array<() => void> = []
  const pages = makePageAnalytics({
    post: (events) => posted.push(events),
    loadCounter: (counter) => counters.push(counter),
    setTimer: (run) => timers.push(run),
    consent: () => consent
  })
  const runTimers = () => timers.splice(0).forEach((run) => run())
  return { pages, posted, counters, runTimers, choose: (type: CookiesAgreeType | null) => void (consent = type) }
}

const route = (at: number): PageEvent => ({ name: "route_change", at, pageType: "casino", fromPageType: "home" })
const AT = Date.UTC(2031, 0, 1)

describe("page analytics", () => {
  it("sends nothing before the installation, and nothing without the analytics consent", () => {
    const { pages, posted, counters, runTimers, choose } = setup()
    pages.add([route(AT)])
    pages.install()
    runTimers()
    expect(posted).toEqual([])
    expect(counters).toEqual([])
    // Marketing alone allows the counters, not the analytics.
    choose("marketing")
    pages.add([route(AT + 1)])
    pages.consentChanged()
    runTimers()
    expect(posted).toEqual([])
    expect(counters).toEqual([8, 4])
  })

  it("holds events with consent until the installation, then sends them together; loads the counters once", () => {
    const { pages, posted, counters, runTimers, choose } = setup()
    choose("all")
    pages.add([route(AT), route(AT + 1)])
    runTimers()
    expect(posted).toEqual([])
    pages.install()
    expect(posted).toEqual([[route(AT), route(AT + 1)]])
    pages.add([route(AT + 2)])
    runTimers()
    expect(posted).toHaveLength(2)
    pages.consentChanged()
    pages.install()
    expect(counters).toEqual([8, 4])
  })

  it("drops what waits when the consent is withdrawn before it goes", () => {
    const { pages, posted, runTimers, choose } = setup()
    choose("functionality")
    pages.install()
    pages.add([route(AT)])
    choose("disabled")
    runTimers()
    expect(posted).toEqual([])
  })
})
