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
