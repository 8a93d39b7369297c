import { describe, expect, it } from "vitest"
import type { LogEntry } from "../../../src/commands/entry"
import { SessionChecked } from "../../../src/commands/session/events"
import { Navigate } from "../../../src/commands/shell/commands"
import { Navigated } from "../../../src/commands/shell/events"
import { initialStates } from "../../../src/projections/registry"
import { countUpTo, createStatesCache, statesAfter } from "../../../src/ui/devtools/timeTravel"

const navigated = (seq: number, path: string): LogEntry => ({
  seq,
  at: seq,
  kind: "event",
  source: "user",
  body: new Navigated({ path, search: "", lng: "en", mode: "push" })
})

const entries: ReadonlyArray<LogEntry> = [
  { seq: 11, at: 11, kind: "command", source: "user", body: new Navigate({ to: "/en/", mode: "push" }) },
  navigated(12, "/en/"),
  { seq: 13, at: 13, kind: "event", source: "server", body: new SessionChecked({ userId: 7 }) },
  navigated(14, "/en/debugger")
]

describe("devtools time travel", () => {
  it("counts the entries up to a seq", () => {
    expect(countUpTo(entries, 10)).toBe(0)
    expect(countUpTo(entries, 11)).toBe(1)
    expect(countUpTo(entries, 13)).toBe(3)
    expect(countUpTo(entries, 99)).toBe(4)
  })

  it("gives the state right after the chosen entry, not the latest one", () => {
    const log = { checkpoint: null, entries }
    expect(statesAfter(log, 11).location).toEqual(initialStates().location)
    expect(statesAfter(log, 12).location).toEqual({ path: "/en/", search: "", mode: "push", visited: 1, lastRedirect: null })
    expect(statesAfter(log, 12).session.userId).toBe(initialStates().session.userId)
    expect(statesAfter(log, 13).session.userId).toBe(7)
    expect(statesAfter(log, 14).location).toEqual({ path: "/en/debugger", search: "", mode: "push", visited: 2, lastRedirect: null })
  })

  it("starts from the checkpoint: at its seq the state is the checkpoint's own", () => {
    const start = statesAfter({ checkpoint: null, entries: [navigated(1, "/ru/"), navigated(2, "/ru/x")] }, 2)
    const log = { checkpoint: { seq: 10, at: 10, states: start }, entries }
    expect(statesAfter(log, 10)).toBe(start)
    expect(statesAfter(log, 12).location.visited).toBe(3)
  })

  it("remembers a replayed state per log and seq", () => {
    const cached = createStatesCache()
    const log = { checkpoint: null, entries }
    const first = cached(log, 12)
    expect(cached(log, 12)).toBe(first)
    const other = { checkpoint: null, entries: [navigated(12, "/ru/")] }
    expect(cached(other, 12).location.path).toBe("/ru/")
  })
})
