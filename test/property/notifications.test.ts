import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type ShownNotification, withNotification, withoutNotification } from "../../src/domain/shell/notifications"

const note = (id: string, group: string): ShownNotification => ({ id, group, kind: "appUpdate", placement: "top-right", params: {}, autoClose: true })

/** SPEC.md 9: the default group shows at most 3, any other group at most 1. */
const MAXIMUM: Readonly<Record<string, number>> = { default: 3, maintenance: 1, "app-update": 1 }

type Step = { readonly show: ShownNotification } | { readonly close: string }

/**
 * The model: every notification carries the time it came (kept when it is shown again while still on screen); a group
 * keeps its latest arrivals up to its maximum; one pushed out or closed is gone until it is shown again.
 */
const model = (steps: ReadonlyArray<Step>): ReadonlyArray<string> => {
  const present = new Map<string, { readonly group: string; readonly came: number }>()
  steps.forEach((step, time) => {
    if ("close" in step) {
      present.delete(step.close)
      return
    }
    const kept = present.get(step.show.id)
    present.set(step.show.id, { group: step.show.group, came: kept?.came ?? time })
    const group = [...present].filter(([, entry]) => entry.group === step.show.group).sort(([, a], [, b]) => b.came - a.came)
    for (const [id] of group.slice(MAXIMUM[step.show.group]!)) present.delete(id)
  })
  return [...present].sort(([, a], [, b]) => a.came - b.came).map(([id]) => id)
}

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ show: fc.record({ id: fc.constantFrom("a", "b", "c", "d", "e", "f"), group: fc.constantFrom("default", "maintenance", "app-update") }).map(({ id, group }) => note(id, group)) }),
  fc.record({ close: fc.constantFrom("a", "b", "c", "d", "e", "f") })
)

describe("notification groups (SPEC.md 9: default max 3, others max 1)", () => {
  it("a fourth in the default group pushes out the oldest; one in another group replaces that group's", () => {
    let shown: ReadonlyArray<ShownNotification> = []
    for (const id of ["a", "b", "c", "d"]) shown = withNotification(shown, note(id, "default"))
    expect(shown.map((n) => n.id)).toEqual(["b", "c", "d"])
    shown = withNotification(shown, note("m1", "maintenance"))
    shown = withNotification(shown, note("m2", "maintenance"))
    expect(shown.map((n) => n.id)).toEqual(["b", "c", "d", "m2"])
    // Shown again while on screen: in its place, not moved to the end, pushing nothing out.
    shown = withNotification(shown, note("b", "default"))
    expect(shown.map((n) => n.id)).toEqual(["b", "c", "d", "m2"])
    expect(withoutNotification(shown, "c").map((n) => n.id)).toEqual(["b", "d", "m2"])
    expect(withoutNotification(shown, "zz")).toBe(shown)
  })

  it("any sequence of shows and closes leaves what the arrival-time model leaves, each group within its maximum", () => {
    fc.assert(
      fc.property(fc.array(stepArbitrary, { maxLength: 30 }), (steps) => {
        // Ids are unique per group in the arbitrary's use: an id always comes with one group.
        const groupOf = new Map<string, string>()
        const consistent = steps.map((step) => {
          if ("close" in step) return step
          const group = groupOf.get(step.show.id) ?? step.show.group
          groupOf.set(step.show.id, group)
          return { show: note(step.show.id, group) }
        })
        let shown: ReadonlyArray<ShownNotification> = []
        for (const step of consistent) shown = "close" in step ? withoutNotification(shown, step.close) : withNotification(shown, step.show)
        expect(shown.map((n) => n.id)).toEqual(model(consistent))
        for (const [group, maximum] of Object.entries(MAXIMUM)) expect(shown.filter((n) => n.group === group).length).toBeLessThanOrEqual(maximum)
        const last = consistent.at(-1)
        if (last !== undefined && "show" in last) expect(shown.map((n) => n.id)).toContain(last.show.id)
      })
    )
  })
})
