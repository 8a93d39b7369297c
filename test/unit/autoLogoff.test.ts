import { Effect, Layer, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { ActivityShareControl } from "../../src/adapters/ActivityShareTest"
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
const startApp = async (options: {
  readonly player: boolean
  readonly minutes: number
  /** The time another tab or an earlier visit shared (epoch ms; the TestClock starts at 0). */
  readonly sharedActivity?: number
}) => {
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
      },
      // A signed-in player's changes feed polls all along: nothing ever changes here.
      changes: { poll: () => ({ version: 1, accounts: null, coupons: [], reload: false }) },
      // A signed-in player's terms check every 60 s: the terms never change here.
      terms: { status: () => ({ result: false, updatedAt: 1_790_000_000_000, version: 1 }) }
    },
    navigation: { url: "/en/" },
    ...(options.sharedActivity === undefined ? {} : { activity: { lastActivity: options.sharedActivity } })
  }
  const app = createApp(Layer.merge(TestServices(script), TestContext.TestContext) as never, { appVersion: "t", devTools: true })
  await app.start()
  const run = <A>(effect: Effect.Effect<A, never, ApiCalls | NavigationControl | VisibilityControl | ActivityShareControl>) =>
    app.run(effect as never) as Promise<A>
  const wait = (duration: string) => run(TestClock.adjust(duration as never))
  const act = () => run(Effect.flatMap(VisibilityControl, (v) => v.act))
  const logouts = () => run(Effect.flatMap(ApiCalls, (c) => c.count("session.logout")))
  const autoLogoffs = () => app.log.entries.filter((e) => e.kind === "command" && e.body._tag === "AutoLogoff")
  const checks = () => run(Effect.flatMap(ApiCalls, (c) => c.count("session.check")))
  /** Another tab of the same browser: its player's activity now, or its logout. */
  const otherTab = (active: boolean) =>
    run(Effect.flatMap(ActivityShareControl, (share) => (active ? Effect.flatMap(TestClock.currentTimeMillis, share.otherTab) : share.otherTab(undefined))))
  const shared = () => run(Effect.flatMap(ActivityShareControl, (share) => share.shared))
  const signOutOnServer = () => void (signedIn = false)
  return { app, wait, act, logouts, autoLogoffs, checks, otherTab, shared, signOutOnServer }
}

describe("auto-logoff (SPEC.md 4, 8)", () => {
  // Half an hour of the TestClock after the logoff plays every minute's polls: seconds of real time on a loaded machine.
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
  }, 20_000)

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

  // The TestClock plays every minute's polls: seconds of real time on a loaded machine.
  it("never logs a guest off", async () => {
    const { app, autoLogoffs, logouts, wait } = await startApp({ player: false, minutes: 1 })
    expect(app.store.state.session.value.status).toBe("guest")
    // Ten times the site's limit: a guest's timer, were there one, would have fired nine times over.
    await wait("10 minutes")
    expect(await logouts()).toBe(0)
    expect(autoLogoffs()).toEqual([])
    expect(app.store.state.inactivity.value.loggedOffAfterMinutes).toBeNull()
    await app.stop()
  }, 30_000)

  // As long, for the same reason.
  it("never logs anyone off when the site's limit is 0", async () => {
    const { app, logouts, wait } = await startApp({ player: true, minutes: 0 })
    // Longer than any limit a site sets (SPEC.md 4: minutes); each simulated minute costs the feed's polls in real time.
    await wait("90 minutes")
    expect(await logouts()).toBe(0)
    expect(app.store.state.session.value.status).toBe("player")
    await app.stop()
  }, 30_000)

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

describe("auto-logoff across the tabs of a browser and across visits (SPEC.md 4)", () => {
  it("an idle tab does not log off a player who is active in another tab", async () => {
    const { app, logouts, otherTab, wait } = await startApp({ player: true, minutes: 2 })
    await wait("90 seconds")
    // The player works in another tab; this one stays untouched.
    await otherTab(true)
    await wait("60 seconds")
    expect(await logouts()).toBe(0)
    expect(app.store.state.session.value.status).toBe("player")
    expect(app.store.state.inactivity.value.loggedOffAfterMinutes).toBeNull()
    // Two minutes after the other tab's last activity, the player is inactive everywhere.
    await wait("59999 millis")
    expect(await logouts()).toBe(0)
    await wait("1 millis")
    expect(await logouts()).toBe(1)
    expect(app.store.state.inactivity.value.loggedOffAfterMinutes).toBe(2)
    await app.stop()
  })

  it("shares this tab's activity with the other tabs", async () => {
    const { act, app, shared, wait } = await startApp({ player: true, minutes: 2 })
    await wait("30 seconds")
    await act()
    expect(await shared()).toBe(30_000)
    await app.stop()
  })

  it("a timer that fired while another tab was active leaves the player signed in, by the logged answers of its handler", async () => {
    const { app, logouts } = await startApp({ player: true, minutes: 2 })
    const { AutoLogoff } = await import("../../src/commands/session/autoLogoff")
    // The other tab's activity is newer than the time the timer counted from.
    await app.bus.dispatch(new AutoLogoff({ minutes: 2, lastActivityAt: -1 }), "timer")
    expect(await logouts()).toBe(0)
    const answers = app.log.entries.filter((e) => e.kind === "answer" && e.body.call === "ActivityShare.lastActivity")
    expect(answers).toHaveLength(1)
    expect(app.store.state.session.value.status).toBe("player")
    await app.stop()
  })

  it("reads the shared time at start: a player back after the limit, with the session still alive, is logged off at once and finds the modal", async () => {
    const { app, autoLogoffs, logouts, wait } = await startApp({ player: true, minutes: 2, sharedActivity: -3 * 60 * 60 * 1000 })
    await wait("1 millis")
    expect(await logouts()).toBe(1)
    expect(autoLogoffs().map((e) => [e.source, e.kind === "command" && "lastActivityAt" in e.body ? e.body.lastActivityAt : null])).toEqual([["timer", -10_800_000]])
    expect(app.store.state.session.value.status).toBe("guest")
    expect(app.store.state.inactivity.value.loggedOffAfterMinutes).toBe(2)
    await app.stop()
  })

  it("a player back after the limit whose session the server already ended opens as a guest with the modal, once", async () => {
    const { app, logouts, shared, wait } = await startApp({ player: false, minutes: 2, sharedActivity: -3 * 60 * 60 * 1000 })
    await wait("1 millis")
    expect(app.store.state.session.value.status).toBe("guest")
    expect(app.store.state.inactivity.value.loggedOffAfterMinutes).toBe(2)
    // Nothing to disconnect; the shared time is forgotten, so the next visit shows no modal.
    expect(await logouts()).toBe(0)
    expect(await shared()).toBeUndefined()
    await app.stop()
  })

  it("a session that ended within the limit (signed out elsewhere) shows no modal, and its time is forgotten", async () => {
    const { app, shared, wait } = await startApp({ player: false, minutes: 2, sharedActivity: -30_000 })
    await wait("1 millis")
    expect(app.store.state.session.value.status).toBe("guest")
    expect(app.store.state.inactivity.value.loggedOffAfterMinutes).toBeNull()
    expect(await shared()).toBeUndefined()
    await app.stop()
  })

  it("a logout clears the shared time, and another tab's logout is checked with the server at once", async () => {
    const { app, checks, otherTab, shared, signOutOnServer, wait } = await startApp({ player: true, minutes: 2 })
    await wait("10 seconds")
    expect(await shared()).toBe(0)
    const before = await checks()
    signOutOnServer()
    await otherTab(false)
    await wait("1 millis")
    expect(await checks()).toBe(before + 1)
    expect(app.store.state.session.value.status).toBe("guest")
    expect(app.store.state.inactivity.value.loggedOffAfterMinutes).toBeNull()
    await app.stop()
  })

  it("a player's own logout leaves no time behind, so the next visit shows no modal", async () => {
    const { app, shared, wait } = await startApp({ player: true, minutes: 2 })
    await wait("10 seconds")
    const { Logout } = await import("../../src/commands/session/commands")
    await app.bus.dispatch(new Logout({}), "user")
    await wait("1 millis")
    expect(await shared()).toBeUndefined()
    await app.stop()
  })

  it("tells the server of an active player's activity at least once a report interval (a quarter of the limit, at most a minute)", async () => {
    const { act, app, checks, wait } = await startApp({ player: true, minutes: 1 })
    const atStart = await checks()
    await wait("10 seconds")
    await act()
    expect(await checks()).toBe(atStart)
    await wait("6 seconds")
    await act()
    expect(await checks()).toBe(atStart + 1)
    expect(app.log.entries.filter((e) => e.kind === "command" && e.body._tag === "CheckSession").at(-1)?.source).toBe("system")
    await wait("1 seconds")
    await act()
    expect(await checks()).toBe(atStart + 1)
    await app.stop()
  })
})
