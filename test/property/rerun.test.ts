import { Effect, Either } from "effect"
import fc from "fast-check"
import { describe, expect, it, vi } from "vitest"
import { Storage } from "../../src/adapters/Storage"
import { LoadConfig } from "../../src/commands/config/commands"
import { exportLog, importLog } from "../../src/commands/exchange"
import { emit, type Handler } from "../../src/commands/handler"
import { type Command, type Route, routes } from "../../src/commands/registry"
import { rerun } from "../../src/commands/rerun"
import { CheckSession, LoadUserConfig } from "../../src/commands/session/commands"
import { SessionChecked } from "../../src/commands/session/events"
import { ChangeSettings } from "../../src/commands/settings/commands"
import { CashOutCoupon, LoadCouponLimits } from "../../src/commands/coupon/commands"
import { ToggleMultiLive } from "../../src/commands/sports/commands"
import { WatchSports } from "../../src/commands/sports/commands"
import { TestServices } from "../../src/adapters/layers"
import { createApp } from "../../src/commands/startup"
import { answer, command, runSession, scriptedServer } from "./support/generatedSession"

/** Today's handler table with one handler replaced: a deliberate change of behaviour. */
const withHandler = (tag: Command["_tag"], handler: Handler<any>): ReadonlyMap<string, Route> =>
  new Map([...routes, [tag, { ...routes.get(tag)!, handler }]])

/** Boot (seq 1-6), LoadConfig en (7-9), CheckSession (10-12) and the user config it loads (13-15), ChangeSettings (16-17). */
const fixedSession = () =>
  runSession([new LoadConfig({ lang: "en" }), new CheckSession({}), new ChangeSettings({ patch: { appTheme: 1 } })], ["ok"])

describe("re-run of a log through today's handlers (ARCHITECTURE 3)", () => {
  it("reports no divergence for generated sessions, live and after export and import", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { maxLength: 25 }), fc.array(answer, { maxLength: 8 }), async (commands, answers) => {
        const app = await runSession(commands, answers)
        expect((await rerun(app.log)).divergence).toBeNull()
        const imported = importLog(exportLog(app.log))
        if (Either.isLeft(imported)) throw imported.left
        expect(imported.right.skipped).toEqual([])
        const report = await rerun(imported.right)
        expect(report.divergence).toBeNull()
        expect(report.roots).toBe(commands.length + 1)
        await app.stop()
      }),
      { numRuns: 40 }
    )
  }, 120_000)

  it("starts from the checkpoint's states when the log was compacted", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 10, maxLength: 30 }), fc.array(answer, { maxLength: 8 }), async (commands, answers) => {
        const app = await runSession(commands, answers, 16)
        expect(app.log.checkpoint).not.toBeNull()
        const imported = importLog(exportLog(app.log))
        if (Either.isLeft(imported)) throw imported.left
        expect((await rerun(imported.right)).divergence).toBeNull()
        await app.stop()
      }),
      {
        numRuns: 25,
        // fast-check's counterexample, kept: a cash-out after the checkpoint made its idempotency key from today's
        // log position instead of the one it was logged at, so the re-run sent another key.
        examples: [
          [
            [
              ...Array.from({ length: 8 }, () => new LoadCouponLimits({ accountId: 0 })),
              new ToggleMultiLive({ gameId: "" }),
              new CashOutCoupon({ couponId: 0, seen: 0, amount: null })
            ],
            []
          ]
        ]
      }
    )
  }, 120_000)

  it("shows a changed handler's divergence at the first entry it changed: the call it no longer makes", async () => {
    const app = await fixedSession()
    // Today's session check no longer asks the server: everyone is a guest.
    const guessing = withHandler("CheckSession", () => Effect.succeed(emit(new SessionChecked({ userId: null }))))
    const report = await rerun(app.log, { table: guessing })
    expect(report.roots).toBe(3)
    const divergence = report.divergence!
    expect(divergence.root).toBe(10)
    expect(divergence.index).toBe(1)
    expect(divergence.reason).toBe("answer Api.session.check became event SessionChecked")
    expect(divergence.logged.map((e) => [e.seq, e.kind, e.tag, e.cause])).toEqual([
      [10, "command", "CheckSession", null],
      [11, "answer", "Api.session.check", 0],
      [12, "event", "SessionChecked", 0],
      [13, "command", "LoadUserConfig", 0],
      [14, "answer", "Api.session.userConfig", 3],
      [15, "event", "UserConfigLoaded", 3],
      [16, "command", "LoadRights", 0],
      [17, "answer", "Api.session.rights", 6],
      [18, "event", "RightsLoaded", 6]
    ])
    expect(divergence.today.map((e) => [e.kind, e.tag, e.body, e.cause])).toEqual([
      ["command", "CheckSession", '{"_tag":"CheckSession"}', null],
      ["event", "SessionChecked", '{"v":1,"userId":null,"_tag":"SessionChecked"}', 0]
    ])
    await app.stop()
  })

  it("a changed request to the server is a divergence of that answer's body", async () => {
    const app = await fixedSession()
    const original = routes.get("LoadConfig")!.handler
    const alwaysRussian = withHandler("LoadConfig", (c: LoadConfig, seq) => original(new LoadConfig({ lang: "ru" }), seq))
    const divergence = (await rerun(app.log, { table: alwaysRussian })).divergence!
    expect([divergence.root, divergence.index, divergence.reason]).toEqual([7, 1, "answer Api.config.all has a different body"])
    expect(divergence.logged[1]!.body).toContain('"input":[{"urlParams":{"lang":"en"},"headers":{}}]')
    expect(divergence.today[1]!.body).toContain('"input":[{"urlParams":{"lang":"ru"},"headers":{}}]')
    await app.stop()
  })

  it("a call today's handler makes that the log does not hold is an unrecorded call", async () => {
    const app = await fixedSession()
    const original = routes.get("ChangeSettings")!.handler
    const curious = withHandler("ChangeSettings", (c: ChangeSettings, seq) =>
      Effect.zipRight(Effect.flatMap(Storage, (storage) => storage.get("local", "theme")), original(c, seq))
    )
    const divergence = (await rerun(app.log, { table: curious })).divergence!
    expect([divergence.root, divergence.index, divergence.reason]).toEqual([19, 1, "unrecorded call Storage.get"])
    await app.stop()
  })

  it("a log exported while a command waits for the server re-runs to where it was cut; without that mark it is an unrecorded call", async () => {
    // The player signs in; the server has answered the session check but not yet the user config the check asks for.
    const server = scriptedServer([])
    const app = createApp(
      TestServices({ api: { ...server, session: { ...server.session, userConfig: () => Effect.never } }, navigation: { url: "/" } }),
      { appVersion: "test", devTools: true }
    )
    await app.bus.dispatch(new LoadConfig({ lang: "en" }))
    void app.bus.dispatch(new CheckSession({}))
    await vi.waitFor(() => expect(app.log.entries.at(-1)?.kind === "command" && app.log.entries.at(-1)?.body).toBeInstanceOf(LoadUserConfig))
    const waiting = app.log.entries.at(-1)!.seq
    expect([...app.log.unfinished]).toEqual([waiting])

    const exported = exportLog(app.log)
    const imported = importLog(exported)
    if (Either.isLeft(imported)) throw imported.left
    expect([...imported.right.unfinished]).toEqual([waiting])
    expect(await rerun(imported.right)).toEqual({ roots: 2, divergence: null })

    // A log from an app that did not mark unfinished commands: the waiting call is missing from the log.
    const unmarked = importLog(exported.replace(/,"unfinished":\[[0-9,]*\]/, ""))
    if (Either.isLeft(unmarked)) throw unmarked.left
    expect(unmarked.right.unfinished.size).toBe(0)
    const divergence = (await rerun(unmarked.right)).divergence!
    expect([divergence.root, divergence.index, divergence.reason]).toEqual([4, 4, "unrecorded call Api.session.userConfig"])
    await app.stop()
  })

  it("a log exported while a command waits for its area's lane re-runs to where it was cut, not past it", async () => {
    // The home page watches two lists: the second WatchSports waits in the sports lane while the first one's poll
    // waits for the server, so an export then holds the command without its events.
    const script = scriptedServer(["ok"])
    const app = createApp(TestServices({ api: { ...script, sports: { ...script.sports, top: () => Effect.never } }, navigation: { url: "/" } }), { appVersion: "test", devTools: true })
    void app.bus.dispatch(new WatchSports({ watch: { _tag: "top", section: "live" } }), "system")
    void app.bus.dispatch(new WatchSports({ watch: { _tag: "top", section: "line" } }), "system")
    await vi.waitFor(() => expect(app.log.entries.filter((entry) => entry.kind === "command").length).toBe(3))
    const waiting = app.log.entries.find((entry) => entry.body instanceof WatchSports && entry.body.watch._tag === "top" && entry.body.watch.section === "line")!
    expect(app.log.unfinished.has(waiting.seq)).toBe(true)
    expect(app.log.entries.some((entry) => entry.causedBy === waiting.seq)).toBe(false)

    const exported = exportLog(app.log)
    const imported = importLog(exported)
    if (Either.isLeft(imported)) throw imported.left
    expect(await rerun(imported.right)).toEqual({ roots: 2, divergence: null })
    // Unmarked, the same log diverges (first at the poll the server never answered).
    const unmarked = importLog(exported.replace(/,"unfinished":\[[0-9,]*\]/, ""))
    if (Either.isLeft(unmarked)) throw unmarked.left
    expect((await rerun(unmarked.right)).divergence).not.toBeNull()
    await app.stop()
  })

  it("a finished session leaves no command unfinished", async () => {
    const app = await fixedSession()
    expect(app.log.unfinished.size).toBe(0)
    await app.stop()
  })
})
