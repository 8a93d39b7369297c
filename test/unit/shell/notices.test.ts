import { Effect, Layer, TestClock, TestContext } from "effect"
import { describe, expect, it } from "vitest"
import { type TestScript, TestServices } from "../../../src/adapters/layers"
import { Storage } from "../../../src/adapters/Storage"
import { CloseNotification } from "../../../src/commands/shell/notificationCommands"
import { replay } from "../../../src/commands/replay"
import { createApp } from "../../../src/commands/startup"
import type { AdBaitFacts } from "../../../src/domain/shell/adBlocker"
import { demoConfig } from "../../support/demoConfig"

/** The shell's notices of the site itself on the whole app with the TestClock: an announced maintenance, an ad blocker. */
const NONE = { isActive: false, web_state: "none", notify_started_at: null, notify_ended_at: null, started_at: null, ended_at: null } as const
const announced = (startedAt: number) =>
  ({ isActive: false, web_state: "announced", notify_started_at: 0, notify_ended_at: startedAt, started_at: startedAt, ended_at: startedAt + 3_600_000 }) as const
const active = (startedAt: number) => ({ ...announced(startedAt), isActive: true, web_state: "active" }) as const

const startApp = async (options: {
  readonly maintenance?: () => unknown
  readonly adBait?: AdBaitFacts
  readonly session?: Readonly<Record<string, string>>
  readonly isBot?: boolean
}) => {
  const script: TestScript = {
    api: {
      config: { all: () => demoConfig(), appVersion: () => ({ version: "t" }) },
      session: { check: () => ({ userId: null }), start: () => "ok", fingerprint: () => ({ token: "<redacted>", expiresAt: 2_000_000_000 }) },
      ...(options.maintenance === undefined ? {} : { siteAccess: { maintenance: options.maintenance as never, block: () => ({ displayTypeId: 0, templateTypeId: 0, reason: null }) } })
    },
    navigation: { url: "/en/casino" },
    ...(options.adBait === undefined ? {} : { adBait: options.adBait }),
    ...(options.session === undefined ? {} : { storage: { session: options.session } }),
    ...(options.isBot === undefined ? {} : { visibility: { isBot: options.isBot } })
  }
  const app = createApp(Layer.merge(TestServices(script), TestContext.TestContext) as never, { appVersion: "t", devTools: true })
  await app.start()
  const wait = (duration: string) => app.run(TestClock.adjust(duration as never) as never) as Promise<void>
  const shown = () => app.store.state.notifications.value.shown.map((n) => `${n.kind}:${n.id}`)
  const count = (tag: string) => app.log.entries.filter((e) => e.kind === "command" && e.body._tag === tag).length
  return { app, wait, shown, count }
}

describe("the maintenance notice is a notification of the shell (SPEC.md 4)", () => {
  it("shows while announced, closes by CloseNotification for that start only, and goes once the maintenance starts", async () => {
    let state: unknown = announced(600_000)
    const { app, wait, shown, count } = await startApp({ maintenance: () => state })
    await wait("1 millis")
    expect(shown()).toEqual(["maintenance:maintenance:600000"])
    expect(app.store.state.notifications.value.shown[0]!.params).toEqual({ startedAt: "600000", endedAt: "4200000" })
    // The poll answers the same state every 30 s: no command, nothing new.
    const syncs = count("SyncMaintenanceNotice")
    await wait("60 seconds")
    expect(count("SyncMaintenanceNotice")).toBe(syncs)
    await app.bus.dispatch(new CloseNotification({ id: "maintenance:600000" }), "user")
    expect(shown()).toEqual([])
    await wait("30 seconds")
    expect(shown()).toEqual([])
    // Another start is another announcement: told again.
    state = announced(900_000)
    await wait("30 seconds")
    expect(shown()).toEqual(["maintenance:maintenance:900000"])
    // It started: the notice goes (the site goes to the maintenance page).
    state = active(900_000)
    await wait("30 seconds")
    expect(shown()).toEqual([])
    expect(replay({ checkpoint: null, entries: app.log.entries }).notifications).toEqual(app.store.snapshot().notifications)
    await app.stop()
  })

  it("a maintenance called off before it starts takes its notice away", async () => {
    let state: unknown = announced(600_000)
    const { app, wait, shown } = await startApp({ maintenance: () => state })
    await wait("1 millis")
    expect(shown()).toHaveLength(1)
    state = NONE
    await wait("30 seconds")
    expect(shown()).toEqual([])
    await app.stop()
  })
})

describe("the ad blocker notice (SPEC.md 8)", () => {
  const BLOCKED: AdBaitFacts = { baitHidden: false, baitRequestFailed: true, controlRequestFailed: false }

  it("is looked for 3 s after start, told once per session, and stays until closed", async () => {
    const { app, wait, shown, count } = await startApp({ adBait: BLOCKED })
    await wait("2999 millis")
    expect(count("CheckAdBlocker")).toBe(0)
    await wait("1 millis")
    expect(count("CheckAdBlocker")).toBe(1)
    expect(shown()).toEqual(["adBlocker:ad-blocker"])
    await wait("1 minute")
    expect(shown()).toEqual(["adBlocker:ad-blocker"])
    await app.bus.dispatch(new CloseNotification({ id: "ad-blocker" }), "user")
    expect(shown()).toEqual([])
    expect(await app.run(Effect.flatMap(Storage, (s) => s.get("session", "oddsfold.adBlockerTold")) as never)).toBe("1")
    await app.stop()
  })

  it("is not told again in the same session, nor when the bait loads, nor when the network is down", async () => {
    for (const options of [
      { adBait: BLOCKED, session: { "oddsfold.adBlockerTold": "1" } },
      { adBait: { baitHidden: false, baitRequestFailed: false, controlRequestFailed: false } },
      { adBait: { baitHidden: false, baitRequestFailed: true, controlRequestFailed: true } }
    ]) {
      const { app, wait, shown, count } = await startApp(options)
      await wait("3 seconds")
      expect(count("CheckAdBlocker")).toBe(1)
      expect(shown()).toEqual([])
      await app.stop()
    }
  })

  it("a search bot is never checked", async () => {
    const { app, wait, count } = await startApp({ adBait: BLOCKED, isBot: true })
    await wait("10 seconds")
    expect(count("CheckAdBlocker")).toBe(0)
    await app.stop()
  })
})
