import { Effect, Layer, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import type { EndpointKey } from "../../src/adapters/api/Api"
import { ApiCalls } from "../../src/adapters/api/ApiTest"
import { type TestScript, TestServices } from "../../src/adapters/layers"
import { NavigationControl } from "../../src/adapters/NavigationTest"
import { VisibilityControl } from "../../src/adapters/VisibilityTest"
import { CloseNotification, ReloadForUpdate } from "../../src/commands/shell/notificationCommands"
import { createApp } from "../../src/commands/startup"
import { demoConfig } from "../support/demoConfig"

/** A whole app, started as version 1.4.0, on a server that reports the versions given, one per check. */
const startApp = async (reported: ReadonlyArray<string>) => {
  let calls = 0
  const script: TestScript = {
    api: {
      config: { all: () => demoConfig(), appVersion: () => ({ version: reported[Math.min(calls++, reported.length - 1)]! }) },
      session: { check: () => ({ userId: null }), start: () => "ok", fingerprint: () => ({ token: "<redacted>", expiresAt: 2_000_000_000 }) }
    },
    navigation: { url: "/en/" }
  }
  const app = createApp(Layer.merge(TestServices(script), TestContext.TestContext) as never, { appVersion: "1.4.0", devTools: true })
  await app.start()
  const run = <A>(effect: Effect.Effect<A, never, ApiCalls | NavigationControl | VisibilityControl>) => app.run(effect as never) as Promise<A>
  return { app, run, count: (key: EndpointKey) => run(Effect.flatMap(ApiCalls, (c) => c.count(key))) }
}

describe("the app-version check (SPEC.md 4: 60 s after start, an update when the version differs)", () => {
  it("asks first at 60 s, then every 5 minutes while the page is seen, never while it is hidden", async () => {
    const { app, run, count } = await startApp(["1.4.0"])
    await run(TestClock.adjust("59 seconds"))
    expect(await count("config.appVersion")).toBe(0)
    await run(TestClock.adjust("1 second"))
    expect(await count("config.appVersion")).toBe(1)
    await run(TestClock.adjust("5 minutes"))
    expect(await count("config.appVersion")).toBe(2)
    await run(Effect.flatMap(VisibilityControl, (v) => v.setVisible(false)))
    await run(TestClock.adjust("30 minutes"))
    expect(await count("config.appVersion")).toBe(2)
    await run(Effect.flatMap(VisibilityControl, (v) => v.setVisible(true)))
    await run(TestClock.adjust("5 minutes"))
    expect(await count("config.appVersion")).toBe(3)
    // The same version: nothing to tell.
    expect(app.store.state.notifications.value.shown).toEqual([])
    await app.stop()
  })

  it("tells of a new release once, in a notification that stays until closed or reloaded", async () => {
    const { app, run } = await startApp(["1.4.0", "1.5.0", "1.5.0", "1.6.0"])
    await run(TestClock.adjust("60 seconds"))
    expect(app.store.state.notifications.value.shown).toEqual([])
    await run(TestClock.adjust("5 minutes"))
    expect(app.store.state.notifications.value.shown.map((n) => [n.kind, n.params["version"], n.placement])).toEqual([["appUpdate", "1.5.0", "top-right"]])
    // It does not close by itself.
    await run(TestClock.adjust("1 minute"))
    expect(app.store.state.notifications.value.shown).toHaveLength(1)
    await app.bus.dispatch(new CloseNotification({ id: "app-update" }), "user")
    expect(app.store.state.notifications.value.shown).toEqual([])
    // The same release reported again is not told again; a newer one is.
    await run(TestClock.adjust("4 minutes"))
    expect(app.store.state.notifications.value.shown).toEqual([])
    await run(TestClock.adjust("5 minutes"))
    expect(app.store.state.notifications.value.shown.map((n) => n.params["version"])).toEqual(["1.6.0"])
    await app.bus.dispatch(new ReloadForUpdate({}), "user")
    expect(await run(Effect.flatMap(NavigationControl, (n) => n.reloads))).toBe(1)
    await app.stop()
  })
})
