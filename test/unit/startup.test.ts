import { Effect, Layer, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import type { EndpointKey } from "../../src/adapters/api/Api"
import { ApiCalls } from "../../src/adapters/api/ApiTest"
import { type TestScript, TestServices } from "../../src/adapters/layers"
import { NavigationControl } from "../../src/adapters/NavigationTest"
import { VisibilityControl } from "../../src/adapters/VisibilityTest"
import { createApp } from "../../src/commands/startup"
import { demoConfig } from "../support/demoConfig"

/** A whole app on a scripted server and the TestClock. */
const startApp = async (script: TestScript) => {
  const app = createApp(Layer.merge(TestServices(script), TestContext.TestContext) as never, { appVersion: "t", devTools: true })
  await app.start()
  const run = <A>(effect: Effect.Effect<A, never, ApiCalls | NavigationControl | VisibilityControl>) => app.run(effect as never) as Promise<A>
  return { app, run, count: (m: EndpointKey) => run(Effect.flatMap(ApiCalls, (c) => c.count(m))) }
}

const guestServer: TestScript["api"] = {
  config: { all: () => demoConfig() },
  session: {
    check: () => ({ userId: null }),
    start: () => "ok",
    fingerprint: () => ({ token: "<redacted>", expiresAt: 2_000_000_000 })
  }
}

describe("start-up (SPEC.md 4 and 7)", () => {
  it("loads config in the browser's language, checks the session and puts the language in the URL", async () => {
    const { app, run } = await startApp({ api: guestServer, navigation: { url: "/casino", browserLanguages: ["de-DE", "en"] } })
    expect(app.store.state.siteConfig.value.lang).toBe("de")
    expect(app.store.state.session.value.status).toBe("guest")
    // German has no texts, so it is not offered: the next browser language that is goes into the URL.
    expect(await run(Effect.flatMap(NavigationControl, (n) => n.history))).toEqual(["/en/casino"])
    await app.stop()
  })

  it("checks the session every 60 s while the tab is visible, not while hidden, and again on return", async () => {
    const { app, run, count } = await startApp({ api: guestServer, navigation: { url: "/en/" } })
    expect(await count("session.check")).toBe(1)
    await run(TestClock.adjust("60 seconds"))
    expect(await count("session.check")).toBe(2)
    await run(Effect.flatMap(VisibilityControl, (v) => v.setVisible(false)))
    await run(TestClock.adjust("5 minutes"))
    expect(await count("session.check")).toBe(2)
    await run(Effect.flatMap(VisibilityControl, (v) => v.setVisible(true)))
    await run(TestClock.adjust("60 seconds"))
    expect(await count("session.check")).toBe(3)
    const timerChecks = app.log.entries.filter((e) => e.kind === "command" && e.body._tag === "CheckSession" && e.source === "timer")
    expect(timerChecks).toHaveLength(2)
    await app.stop()
  })

  it("starts the device session and fingerprint 8 s after readiness for a guest, never for a signed-in player", async () => {
    const guest = await startApp({ api: guestServer, navigation: { url: "/en/" } })
    await guest.run(TestClock.adjust("7999 millis"))
    expect(await guest.count("session.start")).toBe(0)
    await guest.run(TestClock.adjust("1 millis"))
    expect(await guest.count("session.start")).toBe(1)
    expect(guest.app.store.state.session.value.deviceSession).toBe(true)
    await guest.app.stop()

    const player = await startApp({ api: { ...guestServer, session: { ...guestServer.session, check: () => ({ userId: 5 }) } }, navigation: { url: "/en/" } })
    await player.run(TestClock.adjust("30 seconds"))
    expect(await player.count("session.start")).toBe(0)
    await player.app.stop()
  })

  it("search bots start no timers", async () => {
    const { app, run, count } = await startApp({ api: guestServer, navigation: { url: "/en/" }, visibility: { isBot: true } })
    await run(TestClock.adjust("10 minutes"))
    expect(await count("session.check")).toBe(1)
    expect(await count("session.start")).toBe(0)
    await app.stop()
  })
})
