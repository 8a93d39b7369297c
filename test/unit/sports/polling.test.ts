import { Effect, Layer, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { ApiCalls } from "../../../src/adapters/api/ApiTest"
import { type TestScript, TestServices } from "../../../src/adapters/layers"
import { VisibilityControl } from "../../../src/adapters/VisibilityTest"
import { UnwatchSports, WatchSports } from "../../../src/commands/sports/commands"
import { createApp } from "../../../src/commands/startup"
import { NotModified } from "../../../src/domain/api/sports"
import { demoConfig } from "../../support/demoConfig"
import { game } from "../../support/sportsLine"

/** SPEC.md 9 on the whole app with the TestClock: a watched list's timer, visibility and search bots. */
const startApp = async (options: { readonly isBot?: boolean } = {}) => {
  const script: TestScript = {
    api: {
      config: { all: () => demoConfig() },
      session: { check: () => ({ userId: null }), start: () => "ok", fingerprint: () => ({ token: "<redacted>", expiresAt: 2_000_000_000 }) },
      sports: {
        top: ({ urlParams }) => (urlParams.since === undefined ? { version: 5, full: true, games: [game({ status: "live" })], removed: [] } : new NotModified())
      }
    },
    navigation: { url: "/en/live" },
    visibility: { isBot: options.isBot ?? false }
  }
  const app = createApp(Layer.merge(TestServices(script), TestContext.TestContext) as never, { appVersion: "t", devTools: true })
  await app.start()
  const run = <A>(effect: Effect.Effect<A, never, ApiCalls | VisibilityControl>) => app.run(effect as never) as Promise<A>
  const wait = (duration: string) => run(TestClock.adjust(duration as never))
  const polls = () => run(Effect.flatMap(ApiCalls, (calls) => calls.count("sports.top")))
  const setVisible = (visible: boolean) => run(Effect.flatMap(VisibilityControl, (v) => v.setVisible(visible)))
  return { app, wait, polls, setVisible }
}

const liveTop = new WatchSports({ watch: { _tag: "top", section: "live" } })

describe("polling the watched lists (SPEC.md 9)", () => {
  it("polls live top games at once, then every 10 s with the version held, until its page is gone", async () => {
    const { app, polls, wait } = await startApp()
    await app.bus.dispatch(liveTop, "system")
    expect(await polls()).toBe(1)
    await wait("9999 millis")
    expect(await polls()).toBe(1)
    await wait("1 millis")
    expect(await polls()).toBe(2)
    await wait("20 seconds")
    expect(await polls()).toBe(4)
    expect(app.log.entries.filter((e) => e.kind === "command" && e.body._tag === "PollSports").map((e) => e.source)).toEqual(["system", "timer", "timer", "timer"])
    await app.bus.dispatch(new UnwatchSports({ key: "top:live" }), "system")
    await wait("60 seconds")
    expect(await polls()).toBe(4)
    await app.stop()
  })

  it("two pages of one list share one timer; it stops when the last one goes", async () => {
    const { app, polls, wait } = await startApp()
    await app.bus.dispatch(liveTop, "system")
    await app.bus.dispatch(liveTop, "system")
    expect(await polls()).toBe(2)
    await wait("10 seconds")
    expect(await polls()).toBe(3)
    await app.bus.dispatch(new UnwatchSports({ key: "top:live" }), "system")
    await wait("10 seconds")
    expect(await polls()).toBe(4)
    await app.bus.dispatch(new UnwatchSports({ key: "top:live" }), "system")
    await wait("60 seconds")
    expect(await polls()).toBe(4)
    await app.stop()
  })

  it("does not poll while the tab is hidden, and starts a fresh period when it is shown", async () => {
    const { app, polls, setVisible, wait } = await startApp()
    await app.bus.dispatch(liveTop, "system")
    await setVisible(false)
    await wait("60 seconds")
    expect(await polls()).toBe(1)
    await setVisible(true)
    await wait("9 seconds")
    expect(await polls()).toBe(1)
    await wait("1 second")
    expect(await polls()).toBe(2)
    await app.stop()
  })

  it("never polls for a search bot: the page's first look only", async () => {
    const { app, polls, wait } = await startApp({ isBot: true })
    await app.bus.dispatch(liveTop, "system")
    await wait("5 minutes")
    expect(await polls()).toBe(1)
    await app.stop()
  })
})
