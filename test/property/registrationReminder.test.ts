import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  nextAllowedAfter,
  nextAllowedOf,
  reminderAllowedAt,
  reminderDelayMillis,
  sceneAllowsReminder
} from "../../src/domain/session/registrationReminder"

const DAY = { delay: 180, interval: 86_400 }
const T = 1_800_000_000_000

describe("the registration reminder's next time, by hand (SPEC.md 3 delay and interval in seconds, SPEC.md 4)", () => {
  it("a browser that never showed it may show it at once; one that did waits one interval", () => {
    expect(reminderAllowedAt(null, T)).toBe(true)
    expect(nextAllowedAfter(T, DAY)).toBe(1_800_086_400_000)
    expect(reminderAllowedAt(1_800_086_400_000, 1_800_086_399_999)).toBe(false)
    expect(reminderAllowedAt(1_800_086_400_000, 1_800_086_400_000)).toBe(true)
  })

  it("reads the stored time, and nothing else, as the next allowed time", () => {
    expect(nextAllowedOf("1800086400000", T, DAY)).toBe(1_800_086_400_000)
    expect(nextAllowedOf(undefined, T, DAY)).toBeNull()
    expect(nextAllowedOf("", T, DAY)).toBeNull()
    expect(nextAllowedOf("tomorrow", T, DAY)).toBeNull()
    expect(nextAllowedOf("-5", T, DAY)).toBeNull()
    expect(nextAllowedOf("1.5e12", T, DAY)).toBeNull()
  })

  it("never believes a wait longer than one interval from now (a clock moved back, an interval shortened)", () => {
    // Stored under a 7-day interval; the operator now asks for one day.
    expect(nextAllowedOf("1800604800000", T, DAY)).toBe(1_800_086_400_000)
    expect(nextAllowedOf("99999999999999", T, { delay: 0, interval: 60 })).toBe(1_800_000_060_000)
  })

  it("counts the delay in seconds", () => {
    expect(reminderDelayMillis({ delay: 180, interval: 86_400 })).toBe(180_000)
    expect(reminderDelayMillis({ delay: 0, interval: 0 })).toBe(0)
  })

  it("shows only to a guest of a site that registers, with nothing over the page", () => {
    expect(sceneAllowsReminder({ guest: true, formOrModalOpen: false, registrationOpen: true })).toBe(true)
    expect(sceneAllowsReminder({ guest: false, formOrModalOpen: false, registrationOpen: true })).toBe(false)
    expect(sceneAllowsReminder({ guest: true, formOrModalOpen: true, registrationOpen: true })).toBe(false)
    expect(sceneAllowsReminder({ guest: true, formOrModalOpen: false, registrationOpen: false })).toBe(false)
  })
})

const setting = fc.record({ delay: fc.integer({ min: 0, max: 86_400 }), interval: fc.integer({ min: 0, max: 365 * 86_400 }) })
const now = fc.integer({ min: 1_000_000_000_000, max: 4_000_000_000_000 })
const stored = fc.oneof(
  fc.constant(undefined),
  fc.integer({ min: 0, max: 9_000_000_000_000 }).map(String),
  fc.string({ maxLength: 20 })
)

describe("the registration reminder's next time, properties", () => {
  it("once shown, it is refused at every moment before one interval has passed, and allowed from then on", () => {
    fc.assert(
      fc.property(setting, now, fc.integer({ min: 0, max: 400 * 86_400_000 }), (s, shownAt, later) => {
        const record = String(nextAllowedAfter(shownAt, s))
        const at = shownAt + later
        expect(reminderAllowedAt(nextAllowedOf(record, at, s), at)).toBe(later >= s.interval * 1000)
      })
    )
  })

  it("whatever is stored, the reminder is allowed again at the latest one interval from now", () => {
    fc.assert(
      fc.property(setting, now, stored, (s, t, record) => {
        const next = nextAllowedOf(record, t, s)
        expect(reminderAllowedAt(next, t + s.interval * 1000)).toBe(true)
      })
    )
  })

  it("a stored time in the past or absent never holds the reminder back", () => {
    fc.assert(
      fc.property(setting, now, fc.integer({ min: 0, max: 1_000_000_000_000 }), (s, t, ago) => {
        expect(reminderAllowedAt(nextAllowedOf(String(t - ago), t, s), t)).toBe(true)
        expect(reminderAllowedAt(nextAllowedOf(undefined, t, s), t)).toBe(true)
      })
    )
  })

  it("never shows to a player, over a form or modal, or on a site that does not register", () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), (guest, formOrModalOpen, registrationOpen) => {
        expect(sceneAllowsReminder({ guest, formOrModalOpen, registrationOpen })).toBe(guest && !formOrModalOpen && registrationOpen)
      })
    )
  })
})
