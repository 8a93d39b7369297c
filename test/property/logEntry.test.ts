import { Arbitrary, Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { decodeLogEntry, encodeLogEntry, LogEntry } from "../../src/commands/entry"
import { areas } from "../../src/commands/registry"
import { kernelEvents } from "../../src/commands/kernelEvents"
import { commandArbitrary } from "../support/commands"

/**
 * An entry coded by the one class its tag names (what the first paint's entries and log files go through) against the
 * whole `LogEntry` union, the model: the same JSON out, the same entry back, the same refusals.
 */
const encodeWhole = Schema.encodeSync(LogEntry)
const decodeWhole = Schema.decodeUnknownEither(LogEntry)

const eventClasses: ReadonlyArray<Schema.Schema<any, any>> = [...kernelEvents, ...areas.flatMap((area): ReadonlyArray<Schema.Schema<any, any>> => area.events)]
// Every event class effect's Arbitrary can generate (a few have patterns with lookaheads fast-check cannot read).
const eventArbitraries = eventClasses.flatMap((cls) => {
  try {
    return [Arbitrary.make(cls)]
  } catch {
    return []
  }
})
const event = fc.oneof(...eventArbitraries)
const frame = { seq: fc.nat(), at: fc.nat(), causedBy: fc.option(fc.nat(), { nil: undefined }), source: fc.constantFrom("user", "timer", "server", "system", "replay") }
const entry: fc.Arbitrary<LogEntry> = fc.oneof(
  fc.record({ ...frame, kind: fc.constant("command"), body: commandArbitrary() }, { requiredKeys: ["seq", "at", "source", "kind", "body"] }),
  fc.record({ ...frame, kind: fc.constant("event"), body: event }, { requiredKeys: ["seq", "at", "source", "kind", "body"] }),
  fc.record(
    { ...frame, kind: fc.constant("answer"), body: fc.record({ call: fc.string(), input: fc.jsonValue(), exit: fc.jsonValue() }, { requiredKeys: ["call", "exit"] }) },
    { requiredKeys: ["seq", "at", "source", "kind", "body"] }
  )
) as fc.Arbitrary<LogEntry>

describe("a log entry coded by its own class", () => {
  it("is generated for nearly every event class", () => {
    expect(eventArbitraries.length).toBeGreaterThan(eventClasses.length * 0.9)
  })

  it("encodes to the JSON the whole union writes, and decodes back to what the union reads", () => {
    fc.assert(
      fc.property(entry, (value) => {
        const encoded = encodeLogEntry(value)
        expect(JSON.stringify(encoded)).toBe(JSON.stringify(encodeWhole(value)))
        const json = JSON.parse(JSON.stringify(encoded)) as unknown
        expect(decodeLogEntry(json)).toStrictEqual(decodeWhole(json))
      }),
      { numRuns: 300 }
    )
  })

  it("refuses what the union refuses, with the union's words", () => {
    const refused = [
      { seq: 1, at: 0, source: "user", kind: "command", body: { _tag: "NoSuchCommand" } },
      { seq: 1, at: 0, source: "user", kind: "event", body: { _tag: "ConfigLoaded" } },
      { seq: 1, at: 0, source: "user", kind: "event", body: "ConfigLoaded" },
      { seq: "1", at: 0, source: "user", kind: "command", body: { _tag: "Boot", appVersion: "1", devTools: false } },
      { seq: 1, at: 0, source: "nobody", kind: "answer", body: { call: "Clock", exit: null } }
    ]
    for (const raw of refused) {
      const decoded = decodeLogEntry(raw)
      expect(Either.isLeft(decoded)).toBe(true)
      expect(decoded).toEqual(decodeWhole(raw))
    }
  })
})
