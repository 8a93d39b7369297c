import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { initialViewEntry, movesOf, stepView, type ViewEntry, type ViewEvent } from "../../src/domain/content/viewEntry"

/**
 * The remote view entry (SPEC.md 4): not existing (-2), error (-1), loading (1), ready (2). The moves the spec allows,
 * written out here from the spec's sentence, are the only ones the machine ever makes; a failing view retries after
 * 1000, 2000 and 4000 ms and then stays in error; reload events take effect at most once a second; ready clears the
 * retries.
 */

/** SPEC.md 4: "not existing to loading or ready; error to loading or not existing; loading to error, ready or not existing; ready to not existing only". */
const SPEC_MOVES = new Set(["-2>1", "-2>2", "-1>1", "-1>-2", "1>-1", "1>2", "1>-2", "2>-2"])

const event: fc.Arbitrary<ViewEvent> = fc.oneof(
  fc.constant({ _tag: "use" } as const),
  fc.constant({ _tag: "loaded" } as const),
  fc.constant({ _tag: "failed" } as const),
  fc.constant({ _tag: "retryDue" } as const),
  fc.constant({ _tag: "release" } as const),
  fc.integer({ min: 0, max: 3000 }).map((gap) => ({ _tag: "reload", at: gap }) as const)
)

/** Reload times as gaps: each reload happens `gap` ms after the previous event's time. */
const run = (events: ReadonlyArray<ViewEvent>) => {
  let entry: ViewEntry = initialViewEntry
  let now = 10_000
  const steps: Array<{ readonly from: ViewEntry; readonly event: ViewEvent; readonly to: ViewEntry; readonly effect: ReturnType<typeof stepView>["effect"] }> = []
  for (const given of events) {
    const e: ViewEvent = given._tag === "reload" ? { _tag: "reload", at: (now += given.at) } : given
    const step = stepView(entry, e)
    steps.push({ from: entry, event: e, to: step.entry, effect: step.effect })
    entry = step.entry
  }
  return steps
}

describe("remote view entry", () => {
  it("never makes a move the spec forbids", () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 60 }), (events) => {
        for (const { event, from, to } of run(events)) {
          for (const [a, b] of movesOf(from.state, to.state)) expect(SPEC_MOVES.has(`${a}>${b}`), `${a} to ${b} on ${event._tag}`).toBe(true)
          // Passing through not existing is a reload of a ready view only.
          if (from.state !== to.state && !SPEC_MOVES.has(`${from.state}>${to.state}`)) expect([event._tag, from.state, to.state]).toEqual(["reload", 2, 1])
          // Ready clears the retries.
          if (to.state === 2) expect(to.retries).toBe(0)
        }
      })
    )
  })

  it("retries a failing view after 1000, 2000 and 4000 ms, then stays in error until a reload", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 5 }), (extra) => {
        let entry = stepView(initialViewEntry, { _tag: "use" }).entry
        const delays: Array<number> = []
        for (let attempt = 0; attempt < 4 + extra; attempt++) {
          const failed = stepView(entry, { _tag: "failed" })
          expect(failed.entry.state).toBe(-1)
          if (failed.effect._tag === "retryAfter") delays.push(failed.effect.ms)
          const due = stepView(failed.entry, { _tag: "retryDue" })
          entry = due.entry
        }
        expect(delays).toEqual([1000, 2000, 4000])
        expect(entry.state).toBe(-1)
        // A reload starts over: loading, and its first failure waits 1000 ms again.
        const reloaded = stepView(entry, { _tag: "reload", at: 50_000 })
        expect(reloaded.effect).toEqual({ _tag: "load" })
        expect(stepView(reloaded.entry, { _tag: "failed" }).effect).toEqual({ _tag: "retryAfter", ms: 1000 })
      })
    )
  })

  it("takes reload events at most once a second", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.integer({ min: 1000, max: 5000 }), (soon, later) => {
        const ready = stepView(stepView(initialViewEntry, { _tag: "use" }).entry, { _tag: "loaded" }).entry
        const first = stepView(ready, { _tag: "reload", at: 20_000 })
        expect(first.effect._tag).toBe("load")
        const loaded = stepView(first.entry, { _tag: "loaded" }).entry
        expect(stepView(loaded, { _tag: "reload", at: 20_000 + soon }).effect._tag).toBe("none")
        expect(stepView(loaded, { _tag: "reload", at: 20_000 + later }).effect._tag).toBe("load")
      })
    )
  })
})
