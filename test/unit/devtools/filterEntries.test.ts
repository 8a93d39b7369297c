import { describe, expect, it } from "vitest"
import type { LogEntry } from "../../../src/commands/entry"
import { CheckSession } from "../../../src/commands/session/commands"
import { SessionChecked } from "../../../src/commands/session/events"
import { SettingsChanged } from "../../../src/commands/settings/events"
import { Navigate } from "../../../src/commands/shell/commands"
import { Navigated } from "../../../src/commands/shell/events"
import { filterEntries, filterOptions, NO_FILTER } from "../../../src/ui/devtools/filterEntries"

const log: ReadonlyArray<LogEntry> = [
  { seq: 1, at: 0, kind: "command", source: "system", body: new CheckSession({}) },
  { seq: 2, at: 0, kind: "event", source: "server", causedBy: 1, body: new SessionChecked({ userId: 7 }) },
  { seq: 3, at: 0, kind: "command", source: "user", body: new Navigate({ to: "/en/", mode: "push" }) },
  { seq: 4, at: 0, kind: "event", source: "user", causedBy: 3, body: new Navigated({ path: "/en/", search: "", lng: "en", mode: "push" }) },
  { seq: 5, at: 0, kind: "event", source: "user", body: new SettingsChanged({ patch: { appTheme: 1 } }) }
]
const seqs = (entries: ReadonlyArray<LogEntry>) => entries.map((entry) => entry.seq)

describe("devtools list filters", () => {
  it("offers the kinds, areas and sources the log holds, sorted", () => {
    expect(filterOptions(log)).toEqual({
      kinds: ["command", "event"],
      areas: ["session", "settings", "shell"],
      sources: ["server", "system", "user"]
    })
  })

  it("offers a kind this build's filters were not written for, as soon as the log has one", () => {
    const answer = { seq: 6, at: 0, kind: "answer", source: "server", body: { _tag: "SessionAnswer" } } as unknown as LogEntry
    expect(filterOptions([...log, answer]).kinds).toEqual(["answer", "command", "event"])
    expect(seqs(filterEntries([...log, answer], { ...NO_FILTER, kind: "answer" }))).toEqual([6])
  })

  it("keeps the very same list when no filter is set", () => {
    expect(filterEntries(log, NO_FILTER)).toBe(log)
    expect(filterEntries(log, { ...NO_FILTER, tag: "  " })).toBe(log)
  })

  it("narrows by kind, area, source and a case-insensitive tag search, all together", () => {
    expect(seqs(filterEntries(log, { ...NO_FILTER, kind: "command" }))).toEqual([1, 3])
    expect(seqs(filterEntries(log, { ...NO_FILTER, area: "shell" }))).toEqual([3, 4])
    expect(seqs(filterEntries(log, { ...NO_FILTER, source: "user" }))).toEqual([3, 4, 5])
    expect(seqs(filterEntries(log, { ...NO_FILTER, tag: "navigat" }))).toEqual([3, 4])
    expect(seqs(filterEntries(log, { kind: "event", area: null, source: "user", tag: "" }))).toEqual([4, 5])
    expect(seqs(filterEntries(log, { kind: "event", area: "session", source: "user", tag: "" }))).toEqual([])
  })
})
