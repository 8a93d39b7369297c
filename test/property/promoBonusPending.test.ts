import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { BONUS_STATUSES } from "../../src/domain/promo/bonuses"
import { hoursLeft, pendingBonusOf, type PendingBonusFacts, shouldTellPendingBonus } from "../../src/domain/promo/bonusPending"

/**
 * The bonus-pending notifier (SPEC.md 9 "rounds hours up") against independent models: the hours by counting whole
 * hours one at a time until they cover the time left, and the bonus told by sorting every candidate.
 */

const HOUR = 60 * 60 * 1000
const NOW = 1_800_000_000_000

/** The fewest whole hours that cover `ms`, counted one by one. */
const hoursByCounting = (ms: number): number => {
  let hours = 0
  while (hours * HOUR < ms) hours += 1
  return hours
}

const bonus: fc.Arbitrary<PendingBonusFacts> = fc
  .record({
    id: fc.integer({ min: 1, max: 50 }),
    status: fc.constantFrom(...BONUS_STATUSES),
    amount: fc.integer({ min: 1, max: 1_000_000 }),
    requirement: fc.integer({ min: 1, max: 5_000_000 }),
    wageredShare: fc.double({ min: 0, max: 1.2, noNaN: true }),
    expiresIn: fc.integer({ min: -3 * HOUR, max: 31 * 24 * HOUR }),
    freeBet: fc.boolean()
  })
  .map(({ wageredShare, expiresIn, freeBet, ...rest }) => ({
    ...rest,
    currency: "RUB",
    wagered: Math.min(rest.requirement, Math.floor(rest.requirement * wageredShare)),
    expiresAt: NOW + expiresIn,
    ...(freeBet ? { freeBet: { anyType: false } } : {})
  }))

describe("the bonus-pending notifier", () => {
  it("rounds the hours left up: a part of an hour counts as a whole one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 60 * 24 * HOUR }), (ms) => {
        expect(hoursLeft(NOW + ms, NOW)).toBe(hoursByCounting(ms))
      })
    )
    expect(hoursLeft(NOW + 1, NOW)).toBe(1)
    expect(hoursLeft(NOW + HOUR, NOW)).toBe(1)
    expect(hoursLeft(NOW + HOUR + 1, NOW)).toBe(2)
    expect(hoursLeft(NOW + 30 * 24 * HOUR, NOW)).toBe(720)
  })

  it("tells the active, unmet, unexpired bonus money that expires first, with what is left to wager, and nothing to an excluded player", () => {
    fc.assert(
      fc.property(fc.array(bonus, { maxLength: 8 }), fc.boolean(), (bonuses, excluded): void => {
        const candidates = bonuses
          .filter((b) => b.status === "active" && b.freeBet === undefined && b.wagered < b.requirement && b.expiresAt > NOW)
          .sort((a, b) => a.expiresAt - b.expiresAt || a.id - b.id)
        const first = excluded ? undefined : candidates[0]
        expect(pendingBonusOf({ excluded, bonuses }, NOW)).toEqual(
          first === undefined
            ? undefined
            : { id: first.id, amount: first.amount, currency: "RUB", left: first.requirement - first.wagered, hours: hoursByCounting(first.expiresAt - NOW) }
        )
      })
    )
  })

  it("is told once per tab session for a bonus, and again for another one", () => {
    const pending = { id: 7, amount: 500_00, currency: "RUB", left: 1_000_00, hours: 3 }
    expect(shouldTellPendingBonus(pending, undefined)).toBe(true)
    expect(shouldTellPendingBonus(pending, "7")).toBe(false)
    expect(shouldTellPendingBonus(pending, "6")).toBe(true)
    expect(shouldTellPendingBonus(undefined, undefined)).toBe(false)
  })
})
