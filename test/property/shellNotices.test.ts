import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isAdBlocked, shouldTellAdBlocker } from "../../src/domain/shell/adBlocker"
import type { MaintenanceState } from "../../src/domain/shell/maintenance"
import { maintenanceNoticeChanges } from "../../src/domain/shell/maintenanceNotice"
import { type ShownNotification, withClosed, withNotification, withoutNotification } from "../../src/domain/shell/notifications"


const stateOf = (step: { readonly poll: "none" | "announced" | "active"; readonly start: number }): MaintenanceState =>
  step.poll === "none"
    ? { isActive: false, web_state: "none", notify_started_at: null, notify_ended_at: null, started_at: null, ended_at: null }
    : { isActive: step.poll === "active", web_state: step.poll, notify_started_at: 0, notify_ended_at: step.start, started_at: step.start, ended_at: step.start + 3_600_000 }

const other: ShownNotification = { id: "app-update", group: "app-update", kind: "appUpdate", placement: "top-right", params: { version: "2" }, autoClose: false }

describe("the maintenance notice (SPEC.md 4: shown while announced; closed, not again for that start)", () => {
  it("follows a hand-written model through any polls and closes", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.record({ poll: fc.constantFrom("none" as const, "announced" as const, "announced" as const, "active" as const), start: fc.constantFrom(1_000, 2_000, 3_000) }),
            fc.constant({ close: true as const })
          ),
          { maxLength: 40 }
        ),
        (steps) => {
          // The model: the start whose notice is on screen, and every start whose notice left it (closed or over).
          let visible: number | null = null
          const gone = new Set<number>()
          // The rule, applied as the shell applies it.
          let shown: ReadonlyArray<ShownNotification> = [other]
          let closed: ReadonlyArray<string> = []
          const close = (id: string) => {
            shown = withoutNotification(shown, id)
            closed = withClosed(closed, id)
          }
          for (const step of steps) {
            if ("close" in step) {
              if (visible !== null) gone.add(visible)
              visible = null
              for (const n of shown.filter((n) => n.kind === "maintenance")) close(n.id)
            } else {
              const wanted = step.poll === "announced" ? step.start : null
              if (visible !== null && visible !== wanted) {
                gone.add(visible)
                visible = null
              }
              if (wanted !== null && !gone.has(wanted)) visible = wanted
              const changes = maintenanceNoticeChanges(stateOf(step), shown, closed)
              for (const id of changes.close) close(id)
              if (changes.show !== undefined) shown = withNotification(shown, changes.show)
            }
            const notices = shown.filter((n) => n.kind === "maintenance")
            expect(notices.map((n) => n.params["startedAt"])).toEqual(visible === null ? [] : [String(visible)])
            // Another group's notification is never pushed out by it.
            expect(shown).toContain(other)
          }
        }
      )
    )
  })

  it("says nothing new to the same answer", () => {
    const announced = stateOf({ poll: "announced", start: 5_000 })
    const first = maintenanceNoticeChanges(announced, [], [])
    expect(first.show?.params).toEqual({ startedAt: "5000", endedAt: "3605000" })
    expect(maintenanceNoticeChanges(announced, [first.show!], [])).toEqual({ close: [], show: undefined })
    expect(maintenanceNoticeChanges(undefined, [], [])).toEqual({ close: [], show: undefined })
  })
})

describe("the ad blocker rule (SPEC.md 8)", () => {
  it("finds a blocker by the hidden bait, or by the bait request cancelled while the site's plain file loads; tells it once", () => {
    // [baitHidden, baitRequestFailed, controlRequestFailed] -> blocked, written out by hand.
    const table: ReadonlyArray<readonly [boolean, boolean, boolean, boolean]> = [
      [false, false, false, false],
      [false, false, true, false],
      [false, true, false, true],
      [false, true, true, false],
      [true, false, false, true],
      [true, false, true, true],
      [true, true, false, true],
      [true, true, true, true]
    ]
    for (const [baitHidden, baitRequestFailed, controlRequestFailed, blocked] of table) {
      expect(isAdBlocked({ baitHidden, baitRequestFailed, controlRequestFailed })).toBe(blocked)
    }
    expect([shouldTellAdBlocker(true, false), shouldTellAdBlocker(true, true), shouldTellAdBlocker(false, false), shouldTellAdBlocker(false, true)]).toEqual([true, false, false, false])
  })
})
