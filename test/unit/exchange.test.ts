import { Either } from "effect"
import { describe, expect, it } from "vitest"
import { exportLog, importLog, LOG_FORMAT } from "../../src/commands/exchange"
import { EventLog } from "../../src/commands/log"
import type { EventMigration } from "../../src/commands/migrations"
import { SessionChecked } from "../../src/commands/session/events"
import { SettingsChanged } from "../../src/commands/settings/events"
import { CheckSession } from "../../src/commands/session/commands"
import { replay } from "../../src/commands/replay"

const sampleLog = () => {
  const log = new EventLog({ maxEntries: 100, startedAt: 1_700_000_000_000, appVersion: "1.2.3" })
  const cmd = log.append({ kind: "command", at: 1, source: "user", body: new CheckSession({}) })
  log.append({ kind: "event", at: 2, source: "server", causedBy: cmd.seq, body: new SessionChecked({ userId: 7 }) })
  log.append({ kind: "event", at: 3, source: "user", body: new SettingsChanged({ patch: { appTheme: 1 } }) })
  return log
}

describe("log export and import (JSON Lines)", () => {
  it("writes a header, then one entry per line with seq, at, kind, causedBy and source", () => {
    const lines = exportLog(sampleLog()).trim().split("\n").map((l) => JSON.parse(l))
    expect(lines[0]).toMatchObject({ format: LOG_FORMAT, formatVersion: 1, appVersion: "1.2.3", startedAt: 1_700_000_000_000 })
    expect(lines[0].eventVersions).toMatchObject({ SessionChecked: 1, ConfigLoaded: 1 })
    expect(lines[1]).toStrictEqual({ seq: 1, at: 1, kind: "command", source: "user", body: { _tag: "CheckSession" } })
    expect(lines[2]).toEqual({ seq: 2, at: 2, kind: "event", source: "server", causedBy: 1, body: { _tag: "SessionChecked", v: 1, userId: 7 } })
  })

  it("reports an unknown event type and an undecodable entry instead of dropping them silently", () => {
    const text = exportLog(sampleLog()) + JSON.stringify({ seq: 4, at: 4, kind: "event", source: "user", body: { _tag: "Teleported", v: 1 } }) + "\n" + "{oops\n"
    const imported = importLog(text)
    if (Either.isLeft(imported)) throw imported.left
    expect(imported.right.entries).toHaveLength(3)
    expect(imported.right.skipped).toEqual([
      { line: 5, reason: "unknown event type Teleported" },
      { line: 6, reason: "not a JSON object" }
    ])
  })

  it("refuses a file that is not an Oddsfold log, or one from a newer format", () => {
    expect(Either.isLeft(importLog("hello\n"))).toBe(true)
    expect(Either.isLeft(importLog(JSON.stringify({ format: "other" }) + "\n"))).toBe(true)
    const newer = exportLog(sampleLog()).replace('"formatVersion":1', '"formatVersion":99')
    const result = importLog(newer)
    expect(Either.isLeft(result) && result.left.message).toContain("newer")
  })

  it("upgrades old event versions with the ordered migrations before decoding", () => {
    // An imagined v0 of SessionChecked that called the field `user` and a v-less body.
    const migrations: ReadonlyArray<EventMigration> = [
      { tag: "SessionChecked", from: 0, migrate: ({ user, ...rest }) => ({ ...rest, userId: user }) }
    ]
    const old = exportLog(sampleLog()).replace('{"v":1,"userId":7,"_tag":"SessionChecked"}', '{"v":0,"user":9,"_tag":"SessionChecked"}')
    const withMigration = importLog(old, migrations)
    if (Either.isLeft(withMigration)) throw withMigration.left
    expect(replay(withMigration.right).session.userId).toBe(9)
    const without = importLog(old, [])
    if (Either.isLeft(without)) throw without.left
    expect(without.right.skipped[0]?.reason).toBe("SessionChecked v0 has no migration to v1")
  })

  it("keeps memory bounded: past the budget the oldest entries become a checkpoint with the same state", () => {
    const log = new EventLog({ maxEntries: 4, startedAt: 0, appVersion: "t" })
    for (let i = 0; i < 10; i++) log.append({ kind: "event", at: i, source: "user", body: new SessionChecked({ userId: i }) })
    expect(log.size).toBeLessThanOrEqual(4)
    expect(log.checkpoint?.states.session.userId).toBeLessThan(9)
    expect(replay(log).session.userId).toBe(9)
    expect(log.entries[0]!.seq).toBe(log.checkpoint!.seq + 1)
  })
})

describe("log import, line by line", () => {
  const header = () => exportLog(new EventLog({ maxEntries: 100, startedAt: 5, appVersion: "2.0.0" })).trim()
  const line = (record: unknown) => JSON.stringify(record)

  it("reads a checkpoint back into the same states, a missing projection's state as its initial one", () => {
    const log = new EventLog({ maxEntries: 2, startedAt: 0, appVersion: "t" })
    for (let i = 1; i <= 3; i++) log.append({ kind: "event", at: i, source: "server", body: new SessionChecked({ userId: i }) })
    const imported = importLog(exportLog(log))
    if (Either.isLeft(imported)) throw imported.left
    expect(imported.right.checkpoint).toEqual(log.checkpoint)
    const partial = importLog(`${header()}\n${line({ kind: "checkpoint", seq: 4, at: 40, states: { session: { status: "guest", userId: null, deviceSession: false, fingerprintExpiresAt: null, error: null } } })}\n`)
    if (Either.isLeft(partial)) throw partial.left
    expect(partial.right.checkpoint?.seq).toBe(4)
    expect(partial.right.checkpoint?.at).toBe(40)
    expect(partial.right.checkpoint?.states.session.status).toBe("guest")
    expect(partial.right.checkpoint?.states.location).toEqual({ path: "/", search: "", mode: "replace", visited: 0, lastRedirect: null })
  })

  it("refuses a checkpoint whose states do not decode, naming the line and the projection", () => {
    const notObject = importLog(`${header()}\n${line({ kind: "checkpoint", seq: 1, at: 1, states: 7 })}\n`)
    expect(Either.isLeft(notObject) && notObject.left.message).toBe("line 2: checkpoint states are not an object")
    const badState = importLog(`${header()}\n\n${line({ kind: "checkpoint", seq: 1, at: 1, states: { session: { status: "bored" } } })}\n`)
    expect(Either.isLeft(badState) && badState.left.message).toMatch(/^line 3: checkpoint state 'session': /)
  })

  it("skips blank lines, and reports each unusable line with its number and reason", () => {
    const text = [
      header(),
      "",
      line({ seq: 1, at: 1, kind: "event", source: "user" }),
      line({ seq: 2, at: 2, kind: "event", source: "user", body: { v: 1 } }),
      "42",
      line({ seq: 3, at: 3, kind: "event", source: "user", body: { _tag: "SessionChecked", v: 1, userId: "seven" } }),
      line({ seq: 4, at: 4, kind: "command", source: "user", body: { _tag: "CheckSession" } })
    ].join("\n")
    const imported = importLog(text)
    if (Either.isLeft(imported)) throw imported.left
    expect(imported.right.skipped.map((s) => s.line)).toEqual([3, 4, 5, 6])
    expect(imported.right.skipped.slice(0, 3).map((s) => s.reason)).toEqual(["event without a body", "unknown event type (none)", "not a JSON object"])
    expect(imported.right.skipped[3]!.reason).toMatch(/^SessionChecked does not decode: /)
    expect(imported.right.entries.map((e) => (e.kind === "answer" ? e.body.call : e.body._tag))).toEqual(["CheckSession"])
    expect(imported.right.header).toMatchObject({ format: "oddsfold-log", formatVersion: 1, appVersion: "2.0.0", startedAt: 5 })
  })

  it("reads a log of this very format version", () => {
    expect(Either.isRight(importLog(header() + "\n"))).toBe(true)
    expect(Either.isLeft(importLog(header().replace('"formatVersion":1', '"formatVersion":2')))).toBe(true)
  })
})
