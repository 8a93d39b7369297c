import { Effect, Layer, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { ApiCalls } from "../../../src/adapters/api/ApiTest"
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
}) => {
  const script: TestScript = {
    api: {
      config: { all: () => demoConfig() },
      session: { check: () => ({ userId: null }), start: () => "ok", fingerprint: () => ({ token: "<redacted>", expiresAt: 2_000_000_000 }) },
      siteAccess: { maintenance: options.maintenance as never, block: () => (options.block ?? NO_BLOCK) as never }
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
  const calls = (endpoint: "siteAccess.maintenance" | "siteAccess.block") => run(Effect.flatMap(ApiCalls, (c) => c.count(endpoint)))
  return { app, wait, path, tags, calls, run }
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
