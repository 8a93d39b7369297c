import { Effect, Layer, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { type TestScript, TestServices } from "../../../src/adapters/layers"
import { NavigationControl } from "../../../src/adapters/NavigationTest"
import { Storage } from "../../../src/adapters/Storage"
import { Navigate } from "../../../src/commands/shell/commands"
import { GoBack } from "../../../src/commands/shell/tabHistoryCommands"
import { createApp } from "../../../src/commands/startup"
import { replay } from "../../../src/commands/replay"
import { demoConfig } from "../../support/demoConfig"

/** The shell's route rules on the whole app: the tab history and its back. */
const startApp = async (options: {
  readonly url: string
  readonly session?: Readonly<Record<string, string>>
  readonly mobileSiteUrl?: string
  readonly device?: { readonly platform: string; readonly maxTouchPoints: number }
}) => {
  const script: TestScript = {
    api: {
      config: { all: () => ({ ...demoConfig(), mobileSiteUrl: options.mobileSiteUrl ?? null }) },
      session: { check: () => ({ userId: null }), start: () => "ok", fingerprint: () => ({ token: "<redacted>", expiresAt: 2_000_000_000 }) }
    },
    navigation: { url: options.url },
    ...(options.device === undefined ? {} : { device: options.device }),
    ...(options.session === undefined ? {} : { storage: { session: options.session } })
  }
  const app = createApp(Layer.merge(TestServices(script), TestContext.TestContext) as never, { appVersion: "t", devTools: true })
  await app.start()
  const run = <A>(effect: Effect.Effect<A, never, NavigationControl | Storage>) => app.run(effect as never) as Promise<A>
  const entries = () => app.store.state.tabHistory.value.entries
  const stored = () => run(Effect.flatMap(Storage, (s) => s.get("session", "oddsfold.tabHistory")))
  const browser = () => run(Effect.flatMap(NavigationControl, (n) => n.history))
  const assigned = () => run(Effect.flatMap(NavigationControl, (n) => n.assigned))
  return { app, entries, stored, browser, assigned }
}

describe("tab history (SPEC.md 2.1)", () => {
  it("keeps the routes shown, in session storage too, and the app's back pops two and pushes the one returned to", async () => {
    const { app, entries, stored, browser } = await startApp({ url: "/en/" })
    await app.bus.dispatch(new Navigate({ to: "/en/casino/search?q=book", mode: "push" }), "user")
    await app.bus.dispatch(new Navigate({ to: "/en/casino/slots/game/g1/g-one", mode: "push" }), "user")
    expect(entries()).toEqual(["/en/", "/en/casino/search?q=book", "/en/casino/slots/game/g1/g-one"])
    expect(JSON.parse((await stored())!)).toEqual(entries())

    await app.bus.dispatch(new GoBack({ fallback: "/en/casino/slots" }), "user")
    expect(app.store.state.location.value.path).toBe("/en/casino/search")
    expect(app.store.state.location.value.search).toBe("?q=book")
    expect(entries()).toEqual(["/en/", "/en/casino/search?q=book"])
    expect((await browser()).at(-1)).toBe("/en/casino/search?q=book")
    // Back again, then once more with nothing before: the link's own address.
    await app.bus.dispatch(new GoBack({ fallback: "/en/casino" }), "user")
    expect(entries()).toEqual(["/en/"])
    await app.bus.dispatch(new GoBack({ fallback: "/en/casino" }), "user")
    expect(entries()).toEqual(["/en/casino"])
    expect(JSON.parse((await stored())!)).toEqual(["/en/casino"])
    // The log replays into the same history.
    expect(replay({ checkpoint: null, entries: app.log.entries }).tabHistory).toEqual(app.store.snapshot().tabHistory)
    await app.stop()
  })

  it("a reload keeps the way back the tab had", async () => {
    const { app, entries } = await startApp({ url: "/en/live", session: { "oddsfold.tabHistory": JSON.stringify(["/en/", "/en/casino", "/en/live"]) } })
    expect(entries()).toEqual(["/en/", "/en/casino", "/en/live"])
    await app.bus.dispatch(new GoBack({ fallback: "/en/" }), "user")
    expect(app.store.state.location.value.path).toBe("/en/casino")
    expect(app.log.entries.some((e) => e.kind === "event" && e.body._tag === "TabHistoryRestored")).toBe(true)
    await app.stop()
  })
})

describe("platform_type at start (SPEC.md 2.1)", () => {
  it("a path no page has goes home with the parameter removed, by a logged command", async () => {
    const { app } = await startApp({ url: "/en/nothing-here?platform_type=desktop&utm_source=mail" })
    expect(`${app.store.state.location.value.path}${app.store.state.location.value.search}`).toBe("/en/?utm_source=mail")
    const routed = app.log.entries.find((e) => e.kind === "event" && e.body._tag === "PlatformRouted")
    expect(routed?.body).toMatchObject({ verdict: "home", to: "/en/?utm_source=mail", platform: "Win32" })
    await app.stop()
  })

  it("without the parameter, and with no mobile version in the config, nothing is decided or logged", async () => {
    const { app } = await startApp({ url: "/en/casino" })
    expect(app.log.entries.some((e) => e.kind === "command" && e.body._tag === "RoutePlatform")).toBe(false)
    await app.stop()
  })
})

describe("the iPad rule at start (SPEC.md 2.1)", () => {
  const IPAD = { platform: "MacIntel", maxTouchPoints: 5 }

  it("an iPad asking for desktop sites goes to the mobile version the config names, same page", async () => {
    const { app, assigned } = await startApp({ url: "/en/live?x=1", mobileSiteUrl: "https://m.example.com", device: IPAD })
    expect(await assigned()).toEqual(["https://m.example.com/en/live?x=1"])
    await app.stop()
  })

  it("stays with platform_type, or when the config names no mobile version", async () => {
    for (const options of [
      { url: "/en/live?platform_type=desktop", mobileSiteUrl: "https://m.example.com", device: IPAD },
      { url: "/en/live", device: IPAD }
    ]) {
      const { app, assigned } = await startApp(options)
      expect(await assigned()).toEqual([])
      await app.stop()
    }
  })
})
