import { Either } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isAllowedValue, type Limit, type LimitTypeCode } from "../../src/domain/limits/limitTypes"
import {
  changeDirection,
  confirmChange,
  durationDays,
  hoursLeft,
  type LimitRecord,
  pingCredit,
  rejectChange,
  requestChange,
  sessionDayOf
} from "../../src/domain/limits/rules"
import {
  afterReject,
  approvalPopupAt,
  isApprovalDue,
  isCancellable,
  isFieldDisabled,
  isSectionDisabled,
  isSelfExcluded,
  limitIdsToRead,
  pendingHoursLeft,
  saveOutcome,
  selfExclusionDays,
  sessionLimitRemaining,
  showsSelfExclusionWarning,
  showsTerm
} from "../../src/domain/limits/view"

/** The spec's numbers, written here by hand: the oracle does not read the code's constants. */
const DAY = 86_400
const T0 = 1_780_000_000

const limit = (fields: Partial<Limit> & Pick<Limit, "limitType">): Limit => ({
  limitState: "ACTIVE",
  limitValue: 100,
  limitBalance: null,
  needApprove: false,
  measure: "RUB",
  startedAt: T0,
  endsAt: null,
  selfExcludeReason: null,
  ...fields
})

type Step =
  | { readonly kind: "set"; readonly wait: number; readonly type: 20 | 21 | 22; readonly value: number }
  | { readonly kind: "confirm"; readonly wait: number }
  | { readonly kind: "reject"; readonly wait: number }

const wait = fc.oneof(fc.integer({ min: 0, max: 3600 }), fc.integer({ min: 0, max: 3 * DAY }), fc.constantFrom(DAY - 1, DAY, DAY + 1, 7 * DAY, 30 * DAY))
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant("set" as const),
      wait,
      type: fc.constantFrom(20 as const, 21 as const, 22 as const),
      value: fc.oneof(fc.integer({ min: 1, max: 200_000 }), fc.constant(999_999_999))
    })
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("confirm" as const), wait }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("reject" as const), wait }) }
)

/*
 * What a binding limit leaves in its rolling window, and whether a term shuts the player out, are the database's law
 * (migration 044): test/server/limitsWindowProperty.test.ts drives them through the server against a brute-force model.
 */
describe("deposit limits 20, 21, 22 (UKGC RTS 12)", () => {
  it("bind a lower value at once, and a higher one or a removal only once confirmed 86400 s after it was asked for", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        let now = T0
        let records: ReadonlyArray<LimitRecord> = []
        /** The value each type binds with, kept by the model: set at once when lower, else only once confirmed a day on. */
        const bound = new Map<20 | 21 | 22, number>()
        const waiting = new Map<20 | 21 | 22, { value: number; at: number }>()
        for (const s of steps) {
          now += s.wait
          if (s.kind === "set") {
            const record = records.find((r) => r.type === s.type) ?? { type: s.type, value: undefined, since: now, pending: undefined }
            const next = requestChange(record, s.value, now)
            records = [...records.filter((r) => r.type !== s.type), next]
            const current = bound.get(s.type) ?? Number.POSITIVE_INFINITY
            const asked = s.value >= 999_999_999 ? Number.POSITIVE_INFINITY : s.value
            if (asked < current) {
              if (asked === Number.POSITIVE_INFINITY) bound.delete(s.type)
              else bound.set(s.type, asked)
              waiting.delete(s.type)
            } else if (asked > current) waiting.set(s.type, { value: asked, at: now })
            else waiting.delete(s.type)
          } else if (s.kind === "confirm") {
            records = records.map((r) => {
              const confirmed = confirmChange(r, now)
              return Either.isRight(confirmed) ? confirmed.right : r
            })
            for (const [type, change] of [...waiting]) {
              if (now - change.at >= DAY) {
                if (change.value === Number.POSITIVE_INFINITY) bound.delete(type)
                else bound.set(type, change.value)
                waiting.delete(type)
              }
            }
          } else {
            records = records.map(rejectChange)
            waiting.clear()
          }
          // The rule's view of what binds, and of what waits since when, is the model's.
          for (const type of [20, 21, 22] as const) {
            const record = records.find((r) => r.type === type)
            expect(record?.value).toBe(bound.get(type))
            const change = waiting.get(type)
            expect(record?.pending).toEqual(change === undefined ? undefined : { value: change.value === Number.POSITIVE_INFINITY ? 999_999_999 : change.value, startedAt: change.at })
          }
        }
      })
    )
  })
})

describe("a loosening of a limit", () => {
  it("never binds before 86400 s, nor after them until confirmed", () => {
    fc.assert(
      fc.property(
        fc.constantFrom<LimitTypeCode>(1, 2, 3, 10, 11, 12, 20, 21, 22),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 0, max: DAY - 1 }),
        (type, value, more, early) => {
          const record: LimitRecord = { type, value, since: T0 - 100, pending: undefined }
          const asked = requestChange(record, value + more, T0)
          expect(asked.value).toBe(value)
          expect(asked.pending).toEqual({ value: value + more, startedAt: T0 })
          expect(confirmChange(asked, T0 + early)).toEqual(Either.left({ _tag: "NotYetDue", dueAt: T0 + 86_400 }))
          const confirmed = confirmChange(asked, T0 + 86_400)
          expect(Either.isRight(confirmed) && confirmed.right.value).toBe(value + more)
          expect(rejectChange(asked)).toEqual({ ...asked, pending: undefined })
        }
      )
    )
  })

  it("of the session limit waits too; a removal waits; a reality-check change does not", () => {
    const session: LimitRecord = { type: 31, value: 2, since: T0, pending: undefined }
    expect(requestChange(session, 5, T0 + 1)).toEqual({ ...session, pending: { value: 5, startedAt: T0 + 1 } })
    expect(requestChange(session, -1, T0 + 1)).toEqual({ ...session, pending: { value: -1, startedAt: T0 + 1 } })
    expect(requestChange(session, 1, T0 + 1)).toEqual({ type: 31, value: 1, since: T0 + 1, pending: undefined })
    const deposit: LimitRecord = { type: 20, value: 500, since: T0, pending: undefined }
    const removal = requestChange(deposit, 999_999_999, T0 + 5)
    expect(removal).toEqual({ ...deposit, pending: { value: 999_999_999, startedAt: T0 + 5 } })
    const removed = confirmChange(removal, T0 + 5 + DAY)
    expect(Either.isRight(removed) && removed.right.value).toBeUndefined()
    const reality: LimitRecord = { type: 32, value: 15, since: T0, pending: undefined }
    expect(requestChange(reality, 60, T0 + 1)).toEqual({ type: 32, value: 60, since: T0 + 1, pending: undefined })
  })

  it("is dropped by a tightening asked for while it waits", () => {
    const waiting: LimitRecord = { type: 21, value: 300, since: T0, pending: { value: 900, startedAt: T0 } }
    expect(requestChange(waiting, 200, T0 + 10)).toEqual({ type: 21, value: 200, since: T0 + 10, pending: undefined })
    expect(requestChange(waiting, 300, T0 + 10)).toEqual({ ...waiting, pending: undefined })
  })
})

describe("the direction of a change", () => {
  it("reads these changes this way", () => {
    const cases: ReadonlyArray<readonly [LimitTypeCode, number | undefined, number, string]> = [
      [20, 500, 400, "decrease"],
      [20, 500, 600, "increase"],
      [20, 500, 500, "same"],
      [20, undefined, 500, "decrease"],
      [20, 500, 999_999_999, "increase"],
      [20, undefined, 999_999_999, "same"],
      [31, 4, -1, "increase"],
      [31, undefined, 3, "decrease"],
      [1, 1000, 999, "decrease"]
    ]
    for (const [type, from, to, direction] of cases) expect(changeDirection(type, from, to), `${type}: ${from} -> ${to}`).toBe(direction)
  })

  it("is an increase exactly when the new value is higher, for any two money limits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_998 }), fc.integer({ min: 1, max: 999_999_998 }), (from, to) => {
        const direction = changeDirection(21, from, to)
        expect(direction).toBe(to > from ? "increase" : to < from ? "decrease" : "same")
      })
    )
  })
})

describe("times shown by the limits view", () => {
  it("a self-exclusion's term in days is (endsAt - startedAt) / 86400", () => {
    for (const days of [1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650]) {
      expect(durationDays(T0, T0 + days * 86_400)).toBe(days)
      expect(selfExclusionDays(limit({ limitType: 30, startedAt: T0, endsAt: T0 + days * 86_400 }))).toBe(days)
    }
    expect(durationDays(T0, T0 + 43_200)).toBe(0.5)
    expect(selfExclusionDays(limit({ limitType: 30, endsAt: null }))).toBeUndefined()
  })

  it("hours left round up and never go below 0", () => {
    const cases: ReadonlyArray<readonly [number, number]> = [
      [0, 0],
      [-5000, 0],
      [1, 1],
      [3600, 1],
      [3601, 2],
      [86_400, 24],
      [86_399, 24]
    ]
    for (const [left, hours] of cases) expect(hoursLeft(T0 + left, T0), `${left} s`).toBe(hours)
    expect(pendingHoursLeft(limit({ limitType: 20, limitState: "PENDING", startedAt: T0 }), T0 + 3600)).toBe(23)
  })

  it("a ping counts the time since the last one, at most a minute, and a first ping 30 s", () => {
    expect(pingCredit(undefined, T0)).toBe(30)
    expect(pingCredit(T0 - 30, T0)).toBe(30)
    expect(pingCredit(T0 - 45, T0)).toBe(45)
    expect(pingCredit(T0 - 3600, T0)).toBe(60)
    expect(pingCredit(T0 + 10, T0)).toBe(0)
    expect(sessionDayOf(Date.UTC(2026, 5, 1, 23, 59, 59) / 1000)).toBe(sessionDayOf(Date.UTC(2026, 5, 1, 0, 0, 0) / 1000))
    expect(sessionDayOf(Date.UTC(2026, 5, 2, 0, 0, 0) / 1000)).toBe(sessionDayOf(Date.UTC(2026, 5, 1) / 1000) + 1)
  })
})

describe("the Limits view (SPEC.md 4)", () => {
  const pendingDeposit = limit({ limitType: 20, limitState: "PENDING", needApprove: true, startedAt: T0 })
  const activeDeposit = limit({ limitType: 20 })
  const selfExclusion = limit({ limitType: 30, startedAt: T0, endsAt: T0 + 7 * DAY })
  const timeOut = limit({ limitType: 33, startedAt: T0, endsAt: T0 + DAY })
  const lock = limit({ limitType: 37 })

  it("a pending deposit limit is cancellable; a running self-exclusion or time-out is not and shows its term", () => {
    expect(isCancellable(pendingDeposit)).toBe(true)
    expect(isCancellable(activeDeposit)).toBe(false)
    expect(isCancellable(selfExclusion)).toBe(false)
    expect(isCancellable(timeOut)).toBe(false)
    expect(showsTerm(selfExclusion)).toBe(true)
    expect(showsTerm(timeOut)).toBe(true)
    expect(showsTerm(activeDeposit)).toBe(false)
  })

  it("rejecting removes the pending limits of cancellable types", () => {
    const pendingWeekly = limit({ limitType: 21, limitState: "PENDING", needApprove: true })
    expect(afterReject([activeDeposit, pendingDeposit, pendingWeekly, selfExclusion])).toEqual([activeDeposit, selfExclusion])
  })

  it("disables a field for a pending change under the lock setting, and a running 30 or 33 always", () => {
    expect(isFieldDisabled(20, [activeDeposit, pendingDeposit], true)).toBe(true)
    expect(isFieldDisabled(20, [activeDeposit, pendingDeposit], false)).toBe(false)
    expect(isFieldDisabled(21, [pendingDeposit], true)).toBe(false)
    expect(isFieldDisabled(30, [selfExclusion], false)).toBe(true)
    expect(isFieldDisabled(33, [timeOut], false)).toBe(true)
    expect(isFieldDisabled(33, [selfExclusion], false)).toBe(false)
    expect(isFieldDisabled(30, [limit({ limitType: 30, endsAt: null })], false)).toBe(false)
  })

  it("disables a section with any disabled field, and the extra-limits section under the lock setting", () => {
    expect(isSectionDisabled([33, 30, 31], [], true, true)).toBe(true)
    expect(isSectionDisabled([33, 30, 31], [], false, true)).toBe(false)
    expect(isSectionDisabled([33, 30, 31], [timeOut], false, true)).toBe(true)
    expect(isSectionDisabled([20, 21, 22], [], true, false)).toBe(false)
    expect(isSectionDisabled([20, 21, 22], [pendingDeposit], true, false)).toBe(true)
    expect(isSectionDisabled([20, 21, 22], [pendingDeposit], false, false)).toBe(false)
  })

  it("counts the player self-excluded with an ACTIVE 37 or a disabled extra-limits section", () => {
    expect(isSelfExcluded([lock], false)).toBe(true)
    expect(isSelfExcluded([limit({ limitType: 37, limitState: "INACTIVE" })], false)).toBe(false)
    expect(isSelfExcluded([], true)).toBe(true)
    expect(isSelfExcluded([selfExclusion], false)).toBe(false)
  })

  it("warns when self-exclusion is chosen but not started", () => {
    expect(showsSelfExclusionWarning(true, [])).toBe(true)
    expect(showsSelfExclusionWarning(true, [selfExclusion])).toBe(false)
    expect(showsSelfExclusionWarning(false, [])).toBe(false)
  })

  it("reads a session limit's remaining balance, none at the no-limit value, 0 when not positive", () => {
    expect(sessionLimitRemaining(limit({ limitType: 31, limitValue: 999_999_999, limitBalance: 500 }))).toBeUndefined()
    expect(sessionLimitRemaining(limit({ limitType: 31, limitValue: 2, limitBalance: 1800 }))).toBe(1800)
    expect(sessionLimitRemaining(limit({ limitType: 31, limitValue: 2, limitBalance: -5 }))).toBe(0)
    expect(sessionLimitRemaining(limit({ limitType: 31, limitValue: 2, limitBalance: null }))).toBe(0)
  })

  it("reads limits only for the ids config enables among 20, 21, 22, 31, 32", () => {
    expect(limitIdsToRead([20, 21, 22, 31, 32])).toEqual([20, 21, 22, 31, 32])
    expect(limitIdsToRead([32, 1, 30, 20])).toEqual([20, 32])
    expect(limitIdsToRead([])).toEqual([])
  })

  it("schedules the approval popup at the earliest pending deposit limit's startedAt + 86400, blocking from then", () => {
    const later = limit({ limitType: 22, limitState: "PENDING", needApprove: true, startedAt: T0 + 500 })
    const notApproval = limit({ limitType: 1, limitState: "PENDING", needApprove: true, startedAt: T0 - 500 })
    expect(approvalPopupAt([later, pendingDeposit, notApproval, activeDeposit])).toBe(T0 + 86_400)
    expect(approvalPopupAt([activeDeposit])).toBeUndefined()
    expect(isApprovalDue([later, pendingDeposit], T0 + 86_399)).toBe(false)
    expect(isApprovalDue([later, pendingDeposit], T0 + 86_400)).toBe(true)
  })

  it("goes to the test-answers step when saving answers questions and a token", () => {
    expect(saveOutcome({ questions: [{}], tokenGuid: "0b5e2a4c-0000-4000-8000-000000000000" })).toBe("testAnswers")
    expect(saveOutcome({ questions: [], tokenGuid: null })).toBe("saved")
    expect(saveOutcome({ questions: [{}], tokenGuid: null })).toBe("saved")
  })

  it("offers the spec's values: time-out 1, 7, 30, 90 days; session 1 to 24 hours or -1; reality check 5 to 60 minutes", () => {
    for (const days of [1, 7, 30, 90]) expect(isAllowedValue(33, days)).toBe(true)
    for (const days of [2, 0, 365]) expect(isAllowedValue(33, days)).toBe(false)
    for (const days of [1, 7, 30, 90, 180, 360, 365, 720, 730, 1080, 1095, 1800, 1825, 3650]) expect(isAllowedValue(30, days)).toBe(true)
    expect(isAllowedValue(30, 100)).toBe(false)
    expect(isAllowedValue(31, -1)).toBe(true)
    expect(isAllowedValue(31, 24)).toBe(true)
    expect(isAllowedValue(31, 25)).toBe(false)
    for (const minutes of [5, 10, 15, 30, 45, 60]) expect(isAllowedValue(32, minutes)).toBe(true)
    expect(isAllowedValue(32, 20)).toBe(false)
    expect(isAllowedValue(20, 0)).toBe(false)
    expect(isAllowedValue(20, 999_999_999)).toBe(true)
    expect(isAllowedValue(20, 1_000_000_000)).toBe(false)
    expect(isAllowedValue(37, 1)).toBe(false)
  })
})
