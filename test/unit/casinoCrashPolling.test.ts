import { Effect, Layer, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { type TestScript, TestServices } from "../../src/adapters/layers"
import { VisibilityControl } from "../../src/adapters/VisibilityTest"
import { UnwatchCrash, WatchCrash } from "../../src/commands/casino/play/commands"
import { createApp } from "../../src/commands/startup"
import { demoConfig } from "../support/demoConfig"

/** The crash screen's poll on the whole app with the TestClock: every half second while shown, in the log as the timer's. */
const startApp = async (beforeStarted?: (app: ReturnType<typeof createApp>) => Promise<void>) => {
  const script: TestScript = {
    api: {
      config: { all: () => demoConfig() },
      session: { check: () => ({ userId: null }), start: () => "ok", fingerprint: () => ({ token: "<redacted>", expiresAt: 2_000_000_000 }) }
    },
    navigation: { url: "/en/casino" }
  }
  const app = createApp(Layer.merge(TestServices(script), TestContext.TestContext) as never, { appVersion: "t", devTools: true })
  const started = app.start()
  // What a screen does while the app still boots (the first route shown before every area has started).
  if (beforeStarted !== undefined) await beforeStarted(app)
  await started
  const run = <A>(effect: Effect.Effect<A, never, VisibilityControl>) => app.run(effect as never) as Promise<A>
  const wait = (duration: string) => run(TestClock.adjust(duration as never))
  const setVisible = (visible: boolean) => run(Effect.flatMap(VisibilityControl, (v) => v.setVisible(visible)))
  const reads = () => app.log.entries.filter((e) => e.kind === "command" && e.body._tag === "LoadCrashState").map((e) => e.source)
  return { app, wait, setVisible, reads }
}

describe("the crash screen's poll", () => {
  it("reads the round at once when a screen shows it, then every 500 ms, until the last screen is gone", async () => {
    const { app, wait, reads } = await startApp()
    await app.bus.dispatch(new WatchCrash({}), "user")
    await app.bus.dispatch(new WatchCrash({}), "user")
    expect(reads()).toHaveLength(2)
    await wait("499 millis")
    expect(reads()).toHaveLength(2)
    await wait("1 millis")
    // Two screens, one timer.
    expect(reads()).toHaveLength(3)
    await wait("1 second")
    expect(reads().slice(2)).toEqual(["timer", "timer", "timer"])
    await app.bus.dispatch(new UnwatchCrash({}), "user")
    await wait("500 millis")
    expect(reads()).toHaveLength(6)
    await app.bus.dispatch(new UnwatchCrash({}), "user")
    await wait("10 seconds")
    expect(reads()).toHaveLength(6)
    await app.stop()
  })

  it("polls a screen that started watching while the app was still starting", async () => {
    const { app, wait, reads } = await startApp((booting) => booting.bus.dispatch(new WatchCrash({}), "user").then(() => undefined))
    expect(reads()).toEqual(["user"])
    await wait("1 second")
    expect(reads()).toEqual(["user", "timer", "timer"])
    await app.stop()
  })

  it("does not poll while the tab is hidden", async () => {
    const { app, wait, setVisible, reads } = await startApp()
    await app.bus.dispatch(new WatchCrash({}), "user")
    await setVisible(false)
    await wait("10 seconds")
    expect(reads()).toHaveLength(1)
    await setVisible(true)
    await wait("500 millis")
    expect(reads()).toHaveLength(2)
    await app.stop()
  })
})
