import { Effect, Layer, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { ApiCalls } from "../../../src/adapters/api/ApiTest"
import { NavigationControl } from "../../../src/adapters/NavigationTest"
import { BadResponse, NetworkError } from "../../../src/domain/api/clientErrors"
import { Navigate } from "../../../src/commands/shell/commands"
import { type TestScript, TestServices } from "../../../src/adapters/layers"
import { createApp } from "../../../src/commands/startup"
import { demoConfig } from "../../support/demoConfig"

/**
 * The siteAccess area on the whole app with the TestClock (SPEC.md 4 "Maintenance", "Blocking"): the state read at
 * start and polled, the blocks service asked once the session is known, and the visitor moved by logged commands.
 */
const NONE = { isActive: false, web_state: "none", notify_started_at: null, notify_ended_at: null, started_at: null, ended_at: null } as const
const ACTIVE = { isActive: true, web_state: "active", notify_started_at: 0, notify_ended_at: 60_000, started_at: 60_000, ended_at: 3_600_000 } as const
const NO_BLOCK = { displayTypeId: 0, templateTypeId: 0, reason: null }

const startApp = async (options: {
  readonly url: string
  readonly maintenance: () => unknown
  readonly block?: unknown
  readonly cookies?: Readonly<Record<string, string>>
  readonly redirect?: (request: { readonly payload: { readonly url: string } }) => unknown
}) => {
  const script: TestScript = {
    api: {
      config: { all: () => demoConfig() },
      session: { check: () => ({ userId: null }), start: () => "ok", fingerprint: () => ({ token: "<redacted>", expiresAt: 2_000_000_000 }) },
      siteAccess: { maintenance: options.maintenance as never, block: () => (options.block ?? NO_BLOCK) as never },
      ...(options.redirect === undefined ? {} : { redirects: { redirect: options.redirect as never } })
    },
    navigation: { url: options.url },
    ...(options.cookies === undefined ? {} : { cookies: options.cookies })
  }
  const app = createApp(Layer.merge(TestServices(script), TestContext.TestContext) as never, { appVersion: "t", devTools: true })
  await app.start()
  const run = <A>(effect: Effect.Effect<A, never, ApiCalls>) => app.run(effect as never) as Promise<A>
  const wait = (duration: string) => run(TestClock.adjust(duration as never) as never)
  const path = () => app.store.state.location.value.path
  const tags = () => app.log.entries.filter((e) => e.kind === "event").map((e) => e.body._tag)
  const calls = (endpoint: "siteAccess.maintenance" | "siteAccess.block" | "redirects.redirect") => run(Effect.flatMap(ApiCalls, (c) => c.count(endpoint)))
  const history = () => run(Effect.flatMap(NavigationControl, (n) => n.history) as never) as Promise<ReadonlyArray<string>>
  return { app, wait, path, tags, calls, run, history }
}

describe("maintenance (SPEC.md 4)", () => {
  it("sends the open page to the maintenance page once the poll finds it active, and home once it is over", async () => {
    let state: unknown = NONE
    const { app, wait, path, tags, calls } = await startApp({ url: "/en/casino", maintenance: () => state })
    await wait("1 millis")
    expect(path()).toBe("/en/casino")
    state = ACTIVE
    // The next read comes 30 s later.
    await wait("29 seconds")
    expect(path()).toBe("/en/casino")
    await wait("1 seconds")
    expect(path()).toBe("/en/maintenance")
    expect(tags()).toContain("SiteAccessRedirected")
    // On the page it is read every 5 s: home as soon as it is over.
    state = NONE
    const before = await calls("siteAccess.maintenance")
    await wait("5 seconds")
    expect(await calls("siteAccess.maintenance")).toBe(before + 1)
    expect(path()).toBe("/en/")
    await app.stop()
  })
})

describe("blocking (SPEC.md 4)", () => {
  it("sends a blocked guest to the reason's page, but not with force_geo_off=1 under template type 1", async () => {
    const block = { displayTypeId: 1, templateTypeId: 1, reason: 13 }
    const blocked = await startApp({ url: "/en/casino", maintenance: () => NONE, block })
    await blocked.wait("1 millis")
    expect(blocked.path()).toBe("/en/block-ua")
    expect(blocked.app.store.state.siteAccess.value.block).toEqual({ auth: false, reason: 13 })
    await blocked.app.stop()

    const exempt = await startApp({ url: "/en/casino", maintenance: () => NONE, block, cookies: { force_geo_off: "1" } })
    await exempt.wait("1 millis")
    expect(exempt.path()).toBe("/en/casino")
    expect(exempt.app.store.state.siteAccess.value.block).toEqual({ auth: false, reason: null })
    await exempt.app.stop()
  })

  it("keeps the page for site updates in the query, and leaves account verification open", async () => {
    const updates = await startApp({ url: "/en/line?day=2", maintenance: () => NONE, block: { displayTypeId: 1, templateTypeId: 0, reason: 4 } })
    await updates.wait("1 millis")
    expect(updates.path()).toBe("/en/site-updates")
    expect(updates.app.store.state.location.value.search).toBe("?from=%2Fen%2Fline%3Fday%3D2")
    await updates.app.stop()

    const verify = await startApp({ url: "/en/user/accountverify", maintenance: () => NONE, block: { displayTypeId: 1, templateTypeId: 0, reason: 1 } })
    await verify.wait("1 millis")
    expect(verify.path()).toBe("/en/user/accountverify")
    await verify.app.stop()
  })
})

/** The redirects service's answers, as the server would give them for two rules: /news/old → /news/new, /a ↔ /b. */
const movedPages = ({ payload: { url } }: { readonly payload: { readonly url: string } }) => {
  if (url === "/en/news/old") return { redirect: true, code: 301, url: "/en/news/new", reasons: ["renamed"], breadcrumbs: [url, "/en/news/new"] }
  if (url === "/en/a") return { redirect: true, code: 301, url: "/en/a", reasons: ["x", "y"], breadcrumbs: ["/en/a", "/en/b", "/en/a"] }
  return { redirect: false, code: 200, url, reasons: [], breadcrumbs: [url] }
}

describe("redirects (SPEC.md 3, 4, 8 and 9)", () => {
  it("replaces a moved page's address with its new one, at start and after a move inside the site", async () => {
    const moved = await startApp({ url: "/en/news/old?tab=2", maintenance: () => NONE, redirect: movedPages })
    await moved.wait("1 millis")
    expect(`${moved.path()}${moved.app.store.state.location.value.search}`).toBe("/en/news/new?tab=2")
    // Replaced, not pushed: Back does not return to the moved address.
    expect(await moved.history()).toEqual(["/en/news/new?tab=2"])
    const followed = moved.app.log.entries.find((e) => e.kind === "event" && e.body._tag === "PageRedirected")
    expect(followed?.body).toMatchObject({ from: "/en/news/old?tab=2", to: "/en/news/new?tab=2", code: 301, reasons: ["renamed"] })
    // Asked once for the old page and once for the new one, by their paths: the query (an e-mail link's token, say)
    // is put back by the page and never sent.
    expect(await moved.calls("redirects.redirect")).toBe(2)
    const asked = await moved.run(Effect.map(Effect.flatMap(ApiCalls, (c) => c.all), (all) => all.filter((call) => call.endpoint === "redirects.redirect").map((call) => call.request)))
    expect(asked).toEqual([{ headers: { "x-service-auth": "oddsfold-web" }, payload: { url: "/en/news/old" } }, { headers: { "x-service-auth": "oddsfold-web" }, payload: { url: "/en/news/new" } }])

    await moved.app.bus.dispatch(new Navigate({ to: "/en/line", mode: "push" }), "user")
    await moved.wait("1 millis")
    await moved.app.bus.dispatch(new Navigate({ to: "/en/news/old?tab=2", mode: "push" }), "user")
    await moved.wait("1 millis")
    expect(moved.path()).toBe("/en/news/new")
    expect(await moved.history()).toEqual(["/en/news/new?tab=2", "/en/line", "/en/news/new?tab=2"])
    await moved.app.stop()
  })

  it("logs a loop and stays; a service that fails or answers out of its format is asked 5 more times 1 s apart, then logged", async () => {
    const loop = await startApp({ url: "/en/a", maintenance: () => NONE, redirect: movedPages })
    await loop.wait("1 millis")
    expect(loop.path()).toBe("/en/a")
    expect(loop.tags()).toContain("PageRedirectSkipped")
    expect(loop.tags()).not.toContain("PageRedirected")
    await loop.app.stop()

    // Down: 5 retries 1 s apart (SPEC.md 9), then logged.
    const down = await startApp({ url: "/en/news/old?tab=2", maintenance: () => NONE, redirect: () => new NetworkError({ message: "down" }) })
    await down.wait("4 seconds")
    expect(await down.calls("redirects.redirect")).toBe(5)
    expect(down.tags()).not.toContain("RedirectCheckFailed")
    await down.wait("1 seconds")
    expect(await down.calls("redirects.redirect")).toBe(6)
    expect(down.tags()).toContain("RedirectCheckFailed")
    expect(down.path()).toBe("/en/news/old")
    await down.app.stop()

    // An answer out of the service's format (SPEC.md 8 "incorrect response format logged"): retried, then logged.
    const garbled = await startApp({ url: "/en/news/old?tab=2", maintenance: () => NONE, redirect: () => new BadResponse({ message: "url: expected a string" }) })
    await garbled.wait("5 seconds")
    expect(await garbled.calls("redirects.redirect")).toBe(6)
    expect(garbled.path()).toBe("/en/news/old")
    expect(garbled.app.log.entries.find((e) => e.kind === "event" && e.body._tag === "RedirectCheckFailed")?.body).toMatchObject({ error: { _tag: "BadResponse" } })
    await garbled.app.stop()
  })
})
