import { Option } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  AUTH_METRICS_TTL_MS,
  type AuthMetrics,
  INITIAL_AUTH_METRICS,
  isAnalyticsPromocode,
  type MetricsMoment,
  nextMetrics,
  restoredMetrics,
  type SocialData,
  socialDataOf,
  storedMetrics
} from "../../src/domain/session/authMetrics"

/**
 * The login and registration analytics metrics (SPEC.md 3, 4, 9): counters that count and reset, hasDone, and the
 * one day they are kept, as properties of the pure rule.
 */

const DAY = 24 * 60 * 60 * 1000
const T0 = 1_800_000_000_000

const social: fc.Arbitrary<SocialData> = fc.record({
  currencyId: fc.constantFrom(1, 2, 3),
  countryId: fc.integer({ min: 1, max: 20 }),
  regType: fc.constantFrom("one_click" as const, "phone" as const, "full" as const, "social" as const),
  promocode: fc.constantFrom(null, "SPRING", "partner_7"),
  countryCode: fc.constantFrom(null, "RU", "KZ")
})

/** A moment of the spine, its `at` an offset (ms) to be placed on a time line. */
type Step =
  | { readonly kind: "login"; readonly popup: boolean }
  | { readonly kind: "recovery" }
  | { readonly kind: "try"; readonly type: "email_or_id" | "phone" | null }
  | { readonly kind: "loginDone" }
  | { readonly kind: "recoveryDone" }
  | { readonly kind: "reg" }
  | { readonly kind: "chosen"; readonly data: SocialData }
  | { readonly kind: "submitted" }
  | { readonly kind: "regDone" }

const step: fc.Arbitrary<Step> = fc.oneof(
  fc.boolean().map((popup) => ({ kind: "login" as const, popup })),
  fc.constant({ kind: "recovery" as const }),
  fc.constantFrom("email_or_id" as const, "phone" as const, null).map((type) => ({ kind: "try" as const, type })),
  fc.constant({ kind: "loginDone" as const }),
  fc.constant({ kind: "recoveryDone" as const }),
  fc.constant({ kind: "reg" as const }),
  social.map((data) => ({ kind: "chosen" as const, data })),
  fc.constant({ kind: "submitted" as const }),
  fc.constant({ kind: "regDone" as const })
)

const momentOf = (s: Step, at: number): MetricsMoment => {
  switch (s.kind) {
    case "login":
      return { _tag: "LoginFormOpened", at, popup: s.popup }
    case "recovery":
      return { _tag: "RecoveryOpened", at }
    case "try":
      return { _tag: "LoginTried", at, type: s.type }
    case "loginDone":
      return { _tag: "LoginDone" }
    case "recoveryDone":
      return { _tag: "RecoveryDone" }
    case "reg":
      return { _tag: "RegistrationCalled", at }
    case "chosen":
      return { _tag: "RegistrationChosen", at, data: s.data }
    case "submitted":
      return { _tag: "RegistrationSubmitted" }
    case "regDone":
      return { _tag: "RegistrationDone" }
  }
}

/** Steps within one day: a second apart each. */
const fold = (steps: ReadonlyArray<Step>, start = INITIAL_AUTH_METRICS, from = T0): AuthMetrics =>
  steps.reduce((metrics, s, i) => nextMetrics(metrics, momentOf(s, from + i * 1000)), start)

describe("the sign-in metrics rule (SPEC.md 4)", () => {
  it("counts each sign-in attempt and each forgot-password opening since the last sign-in or recovery, and nothing else", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        // The model: count back from the end to the last reset.
        let expected = 0
        for (const s of steps) {
          if (s.kind === "try" || s.kind === "recovery") expected += 1
          if (s.kind === "loginDone" || s.kind === "recoveryDone") expected = 0
        }
        expect(fold(steps).authTryCounter).toBe(expected)
      })
    )
  })

  it("puts the attempt counter back to 0 on a sign-in or a recovery, touching nothing else", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), fc.constantFrom("LoginDone" as const, "RecoveryDone" as const), (steps, done) => {
        const before = fold(steps)
        const after = nextMetrics(before, { _tag: done })
        expect(after).toEqual({ ...before, authTryCounter: 0 })
      })
    )
  })

  it("counts every registration call, with its time; hasDone is false after a call until the registration finishes or is submitted", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const metrics = fold(steps)
        const calls = steps.map((s, i) => ({ s, at: T0 + i * 1000 })).filter(({ s }) => s.kind === "reg")
        expect(metrics.regTryCounter).toBe(calls.length)
        expect(metrics.lastRegCallTime).toBe(calls.at(-1)?.at ?? null)
        const last = [...steps].reverse().find((s) => s.kind === "reg" || s.kind === "regDone" || s.kind === "submitted")
        expect(metrics.hasDone).toBe(last !== undefined && last.kind !== "reg")
        // A finished registration is remembered in additionalParams.
        expect(metrics.additionalParams?.hasRegister ?? false).toBe(steps.some((s) => s.kind === "regDone"))
      })
    )
  })

  it("keeps the popup's time (not the page's), the last kind of sign-in tried, and the last choices", () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const metrics = fold(steps)
        const indexed = steps.map((s, i) => ({ s, at: T0 + i * 1000 }))
        const popup = indexed.filter(({ s }) => s.kind === "login" && s.popup).at(-1)
        expect(metrics.lastAuthPopUpCallTime).toBe(popup?.at ?? null)
        // A second step (null) keeps the kind its first step had.
        const typed = steps.filter((s): s is Extract<Step, { kind: "try" }> => s.kind === "try" && s.type !== null).at(-1)
        expect(metrics.additionalParams?.type ?? null).toBe(typed?.type ?? null)
        const chosen = steps.filter((s): s is Extract<Step, { kind: "chosen" }> => s.kind === "chosen").at(-1)
        expect(metrics.socialData).toEqual(chosen?.data ?? null)
      })
    )
  })

  it("forgets everything a day after the last change: the next moment counts from zero", () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 30 }), fc.integer({ min: 0, max: 5 * DAY }), (steps, pause) => {
        const before = fold(steps)
        const lastTouch = before.touchedAt ?? T0
        const at = lastTouch + pause
        const after = nextMetrics(before, { _tag: "LoginTried", at, type: "phone" })
        if (before.touchedAt !== null && pause >= DAY) {
          expect(after).toEqual({ ...INITIAL_AUTH_METRICS, authTryCounter: 1, additionalParams: { type: "phone", hasRegister: false }, touchedAt: at })
        } else {
          expect(after.authTryCounter).toBe(before.authTryCounter + 1)
          expect(after.regTryCounter).toBe(before.regTryCounter)
          expect(after.touchedAt).toBe(at)
        }
      })
    )
  })

  it("is read back from storage within its day and not from the moment the day is over", () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 30 }), fc.integer({ min: -DAY, max: 3 * DAY }), (steps, elapsed) => {
        const metrics = fold(steps)
        const stored = storedMetrics(metrics)
        if (metrics.touchedAt === null) {
          expect(stored).toBeNull()
          return
        }
        const now = metrics.touchedAt + elapsed
        const restored = restoredMetrics(stored!, now)
        if (elapsed >= 0 && elapsed < DAY) expect(Option.getOrThrow(restored)).toEqual(metrics)
        else expect(Option.isNone(restored)).toBe(true)
      })
    )
    expect(AUTH_METRICS_TTL_MS).toBe(86_400_000)
  })

  it("restores only into metrics this visit has not touched, and never reads garbage", () => {
    fc.assert(
      fc.property(fc.array(step, { minLength: 1, maxLength: 20 }), fc.array(step, { maxLength: 20 }), (earlier, now) => {
        const kept = fold(earlier)
        const visit = fold(now, INITIAL_AUTH_METRICS, T0 + 10_000_000)
        const restored = nextMetrics(visit, { _tag: "Restored", metrics: kept })
        expect(restored).toEqual(visit.touchedAt === null ? kept : visit)
      })
    )
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(Option.isNone(restoredMetrics(text, T0)) || text.startsWith("{")).toBe(true)
      })
    )
  })

  it("puts into analytics only promo codes that cannot be a number, an address or a sentence", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (code) => {
        const taken = isAnalyticsPromocode(code)
        if (taken) {
          expect(code).toMatch(/^[A-Za-z0-9_-]{1,32}$/)
          expect(code).toMatch(/[A-Za-z]/)
        }
        const data = socialDataOf({ regType: "full", countryId: 1, currencyId: 1, refCode: code }, "RU")
        expect(data?.promocode ?? null).toBe(isAnalyticsPromocode(code.trim()) ? code.trim() : null)
      })
    )
    expect(["123456", "+79991234567", "a@b.c", "two words", ""].map(isAnalyticsPromocode)).toEqual([false, false, false, false, false])
    expect(["SPRING", "partner_7", "A1"].map(isAnalyticsPromocode)).toEqual([true, true, true])
    // Choices no registration offers make no socialData (logged and not sent, SPEC.md 5).
    expect(socialDataOf({ regType: "one_click", countryId: 0, currencyId: 1, refCode: "" }, null)).toBeUndefined()
  })
})
