import { describe, expect, it } from "vitest"
import type { LogEntry } from "../../src/commands/entry"
import { EventLog } from "../../src/commands/log"
import { replay } from "../../src/commands/replay"
import { CheckSession } from "../../src/commands/session/commands"
import { SessionChecked } from "../../src/commands/session/events"
import { Navigated } from "../../src/commands/shell/events"
import { initialStates } from "../../src/projections/registry"

const options = { maxEntries: 4, startedAt: 1_700_000_000_000, appVersion: "t" }
const checked = (userId: number) => ({ kind: "event" as const, at: userId * 10, source: "server" as const, body: new SessionChecked({ userId }) })

describe("event log", () => {
  it("numbers entries from 1, keeps what caused them, and feeds every entry as it is appended", () => {
    const log = new EventLog({ ...options, maxEntries: 100 })
    const fed: Array<LogEntry> = []
    log.feed.subscribe((entry) => fed.push(entry))
    const command = log.append({ kind: "command", at: 5, source: "user", body: new CheckSession({}) })
    const event = log.append({ ...checked(1), causedBy: command.seq })
    expect([command.seq, event.seq, event.causedBy, event.at, event.source]).toEqual([1, 2, 1, 10, "server"])
    expect(fed).toEqual([command, event])
    expect(log.entries).toEqual([command, event])
    expect(log.size).toBe(2)
    expect(log.checkpoint).toBeNull()
  })

  it("past maxEntries, folds the oldest entries into a checkpoint and keeps the newest half", () => {
    const log = new EventLog(options)
    for (let userId = 1; userId <= 4; userId++) log.append(checked(userId))
    expect(log.checkpoint).toBeNull()
    log.append(checked(5))
    expect(log.entries.map((e) => e.seq)).toEqual([4, 5])
    expect(log.checkpoint?.seq).toBe(3)
    expect(log.checkpoint?.at).toBe(30)
    expect(log.checkpoint?.states.session).toEqual({ status: "player", userId: 3, accountId: null, deviceSession: false, fingerprintExpiresAt: null, error: null })
    expect(replay(log).session.userId).toBe(5)
  })

  it("a second compaction starts from the first checkpoint", () => {
    const log = new EventLog(options)
    for (let i = 1; i <= 8; i++) log.append({ kind: "event", at: i, source: "user", body: new Navigated({ path: `/en/${i}`, search: "", lng: "en", mode: "push" }) })
    // The 5th entry cuts at 3 (keeping 4, 5); the 8th makes five again and cuts at 6: six visits in all.
    expect(log.entries.map((e) => e.seq)).toEqual([7, 8])
    expect(log.checkpoint?.seq).toBe(6)
    expect(log.checkpoint?.states.location).toEqual({ path: "/en/6", search: "", mode: "push", visited: 6, lastRedirect: null })
  })

  it("restores a log so that new entries continue its numbering", () => {
    const source = new EventLog(options)
    for (let userId = 1; userId <= 5; userId++) source.append(checked(userId))
    const restored = EventLog.restore(options, source.checkpoint, source.entries)
    expect(restored.append(checked(6)).seq).toBe(6)
    expect(EventLog.restore(options, { seq: 9, at: 90, states: initialStates() }, []).append(checked(1)).seq).toBe(10)
    expect(EventLog.restore(options, null, []).append(checked(1)).seq).toBe(1)
  })
})
