import { Effect, Layer, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { ApiCalls } from "../../src/adapters/api/ApiTest"
import { type TestScript, TestServices } from "../../src/adapters/layers"
import { NavigationControl } from "../../src/adapters/NavigationTest"
import { VisibilityControl } from "../../src/adapters/VisibilityTest"
import { createApp } from "../../src/commands/startup"
import { demoConfig } from "../support/demoConfig"
import { sampleUserConfig } from "../support/userConfig"

/**
 * SPEC.md 4 "Auto-logoff" on the whole app with the TestClock: the idle timer is a fiber on the Clock, activity
 * comes from the Visibility service's (already throttled) stream, and the timer's firing is a logged command.
 */
const startApp = async (options: { readonly player: boolean; readonly minutes: number }) => {
  let signedIn = options.player
  const script: TestScript = {
    api: {
      config: { all: () => demoConfig({ autoLogoffMinutes: options.minutes }) },
      session: {
        check: () => ({ userId: signedIn ? 5 : null }),
        start: () => "ok",
        fingerprint: () => ({ token: "<redacted>", expiresAt: 2_000_000_000 }),
        userConfig: () => ({ result: sampleUserConfig }),
        logout: () => {
          signedIn = false
          return { userId: null }
        }
      }
    },
    navigation: { url: "/en/" }
  }
  const app = createApp(Layer.merge(TestServices(script), TestContext.TestContext) as never, { appVersion: "t", devTools: true })
  await app.start()
  const run = <A>(effect: Effect.Effect<A, never, ApiCalls | NavigationControl | VisibilityControl>) => app.run(effect as never) as Promise<A>
  const wait = (duration: string) => run(TestClock.adjust(duration as never))
  const act = () => run(Effect.flatMap(VisibilityControl, (v) => v.act))
  const logouts = () => run(Effect.flatMap(ApiCalls, (c) => c.count("session.logout")))
  const autoLogoffs = () => app.log.entries.filter((e) => e.kind === "command" && e.body._tag === "AutoLogoff")
  return { app, wait, act, logouts, autoLogoffs }
}

describe("auto-logoff (SPEC.md 4, 8)", () => {
  it("logs a player off after the configured inactive minutes, by a timer command, and shows the inactivity modal", async () => {
    const { act, app, autoLogoffs, logouts, wait } = await startApp({ player: true, minutes: 2 })
    expect(app.store.state.session.value.status).toBe("player")
    await act()
    await wait("119999 millis")
    expect(await logouts()).toBe(0)
    expect(app.store.state.inactivity.value.loggedOffAfterMinutes).toBeNull()
    await wait("1 millis")
    expect(await logouts()).toBe(1)
    expect(autoLogoffs().map((e) => e.source)).toEqual(["timer"])
    expect(app.store.state.session.value.status).toBe("guest")
    expect(app.store.state.userConfig.value.config).toBeNull()
    expect(app.store.state.inactivity.value.loggedOffAfterMinutes).toBe(2)
    // Once: a guest now, the timer does not fire again.
    await wait("30 minutes")
    expect(await logouts()).toBe(1)
    await app.stop()
  })

  it("restarts the inactive time on every activity", async () => {
    const { act, app, logouts, wait } = await startApp({ player: true, minutes: 1 })
    await wait("50 seconds")
    await act()
    await wait("50 seconds")
    await act()
    await wait("59 seconds")
    expect(await logouts()).toBe(0)
    expect(app.store.state.session.value.status).toBe("player")
    // A minute after the last activity, not after the first.
    await wait("1 seconds")
    expect(await logouts()).toBe(1)
    await app.stop()
  })

  it("never logs a guest off", async () => {
    const { app, autoLogoffs, logouts, wait } = await startApp({ player: false, minutes: 1 })
    expect(app.store.state.session.value.status).toBe("guest")
    await wait("3 hours")
    expect(await logouts()).toBe(0)
    expect(autoLogoffs()).toEqual([])
    expect(app.store.state.inactivity.value.loggedOffAfterMinutes).toBeNull()
    await app.stop()
  })

  it("never logs anyone off when the site's limit is 0", async () => {
    const { app, logouts, wait } = await startApp({ player: true, minutes: 0 })
    await wait("3 hours")
    expect(await logouts()).toBe(0)
    expect(app.store.state.session.value.status).toBe("player")
    await app.stop()
  })

  it("closes the modal when the player dismisses it", async () => {
    const { app, wait } = await startApp({ player: true, minutes: 1 })
    await wait("61 seconds")
    expect(app.store.state.inactivity.value.loggedOffAfterMinutes).toBe(1)
    const { DismissInactivityNotice } = await import("../../src/commands/session/autoLogoff")
    await app.bus.dispatch(new DismissInactivityNotice({}), "user")
    expect(app.store.state.inactivity.value.loggedOffAfterMinutes).toBeNull()
    await app.stop()
  })
})
