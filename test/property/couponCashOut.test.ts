import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  acceptsCashOutValue,
  type CashOutCoupon,
  type CashOutLeg,
  cashOutQuote,
  partialCashOut
} from "../../src/domain/coupon/cashOut"

/**
 * Cash-out priced from the live line with a 6% margin (src/domain/coupon/cashOut.ts). The oracles here are the test's
 * own arithmetic: floating point with a tolerance of one minor unit, and the possible win by BigInt of its own.
 */

const MARGIN = 0.06

/** A price with at most three decimals, 1.01 to 15.00. */
const price = fc.integer({ min: 1010, max: 15_000 }).map((t) => t / 1000)
const openLeg = fc.record({ coef: price, current: price }).map((l): CashOutLeg => ({ ...l, status: "open" }))
const decidedLeg = fc.record({ coef: price, status: fc.constantFrom<"won" | "void">("won", "void") }).map((l): CashOutLeg => ({ ...l, current: undefined }))
const legs = fc
  .tuple(fc.array(openLeg, { minLength: 1, maxLength: 6 }), fc.array(decidedLeg, { maxLength: 4 }))
  .chain(([open, decided]) => fc.shuffledSubarray([...open, ...decided], { minLength: open.length + decided.length }))
const coupon = fc
  .record({ legs, stake: fc.integer({ min: 1, max: 10_000_000 }), bonus: fc.option(fc.constantFrom(1.03, 1.05, 1.1), { nil: null }) })
  .map(
    ({ bonus, legs, stake }): CashOutCoupon => ({
      type: legs.length === 1 ? 0 : 1,
      status: "open",
      stake,
      bonusCoef: legs.length === 1 ? null : bonus,
      legs
    })
  )

/** The test's own fair value: stake × Π taken / Π live × bonus × (1 − 6%), floored (float: ±1). */
const oracle = (c: CashOutCoupon): number => {
  let value = c.stake * (1 - MARGIN)
  for (const leg of c.legs) {
    if (leg.status === "void") continue
    value *= leg.coef
    if (leg.status === "open") value /= leg.current!
  }
  if (c.bonusCoef !== null && !c.legs.some((leg) => leg.status === "void")) value *= c.bonusCoef
  return Math.floor(value)
}

/** The possible win the coupon shows: stake × Π prices × bonus, rounded half up (BigInt, thousandths). */
const possibleWin = (c: CashOutCoupon): bigint => {
  const factors = [...c.legs.map((l) => l.coef), ...(c.bonusCoef === null ? [] : [c.bonusCoef])]
  const product = factors.reduce((acc, f) => acc * BigInt(Math.round(f * 1000)), 1n)
  const scale = 1000n ** BigInt(factors.length)
  return (2n * BigInt(c.stake) * product + scale) / (2n * scale)
}

const valueOf = (c: CashOutCoupon): number => {
  const quote = cashOutQuote(c)
  return quote._tag === "Available" ? quote.value : 0
}

describe("cash-out value", () => {
  it("by hand: RUB 100 on 2.00 × 3.00 whose first leg now trades at 1.50 is worth 100 × 6 / (1.5 × 3) × 0.94 = 125.33", () => {
    const c: CashOutCoupon = {
      type: 1,
      status: "open",
      stake: 100_00,
      bonusCoef: null,
      legs: [
        { coef: 2, status: "open", current: 1.5 },
        { coef: 3, status: "open", current: 3 }
      ]
    }
    expect(cashOutQuote(c)).toEqual({ _tag: "Available", value: 125_33 })
    // The first leg won: 100 × 6 / 3 × 0.94 = 188.00.
    expect(cashOutQuote({ ...c, legs: [{ coef: 2, status: "won", current: undefined }, c.legs[1]!] })).toEqual({ _tag: "Available", value: 188_00 })
    // Lost, suspended, all decided, a system, a settled coupon: no cash-out.
    expect(cashOutQuote({ ...c, legs: [{ coef: 2, status: "lost", current: undefined }, c.legs[1]!] })).toEqual({ _tag: "Unavailable", reason: "legLost" })
    expect(cashOutQuote({ ...c, legs: [{ coef: 2, status: "open", current: undefined }, c.legs[1]!] })).toEqual({ _tag: "Unavailable", reason: "suspended" })
    expect(cashOutQuote({ ...c, legs: c.legs.map((l) => ({ ...l, status: "won" as const })) })).toEqual({ _tag: "Unavailable", reason: "decided" })
    expect(cashOutQuote({ ...c, type: 2 })).toEqual({ _tag: "Unavailable", reason: "notOffered" })
    expect(cashOutQuote({ ...c, type: 9 })).toEqual({ _tag: "Unavailable", reason: "notOffered" })
    expect(cashOutQuote({ ...c, status: "cashedOut" })).toEqual({ _tag: "Unavailable", reason: "closed" })
  })

  it("is the test's own formula, within one minor unit", () => {
    fc.assert(
      fc.property(coupon, (c) => {
        const expected = oracle(c)
        const quote = cashOutQuote(c)
        if (expected >= 2) expect(quote._tag).toBe("Available")
        expect(Math.abs(valueOf(c) - expected)).toBeLessThanOrEqual(1)
      })
    )
  })

  it("never exceeds the possible win", () => {
    fc.assert(fc.property(coupon, (c) => BigInt(valueOf(c)) <= possibleWin(c)))
  })

  it("never falls when a leg's live price falls", () => {
    fc.assert(
      fc.property(coupon, fc.nat(), fc.integer({ min: 1000, max: 15_000 }), (c, which, lower) => {
        const open = c.legs.flatMap((leg, i) => (leg.status === "open" ? [i] : []))
        const i = open[which % open.length]!
        const now = c.legs[i]!.current!
        const fallen = Math.min(now, lower / 1000)
        const moved = { ...c, legs: c.legs.map((leg, j) => (j === i ? { ...leg, current: fallen } : leg)) }
        return valueOf(moved) >= valueOf(c)
      })
    )
  })

  it("is refused whenever a leg lost or an open leg has no live price", () => {
    fc.assert(
      fc.property(coupon, fc.nat(), fc.boolean(), (c, which, lose) => {
        const i = which % c.legs.length
        const leg = c.legs[i]!
        if (!lose && leg.status !== "open") return true
        const broken = { ...c, legs: c.legs.map((l, j) => (j === i ? (lose ? { ...l, status: "lost" as const } : { ...l, current: undefined }) : l)) }
        return cashOutQuote(broken)._tag === "Unavailable"
      })
    )
  })
})

describe("partial cash-out", () => {
  it("by hand: RUB 50 of a RUB 125.33 cash-out on RUB 100 keeps 100 × (1 − 50 / 125.33) = RUB 60.10 staked", () => {
    expect(partialCashOut(100_00, 125_33, 50_00)).toEqual({ _tag: "Partial", paid: 50_00, remainingStake: 60_10 })
    expect(partialCashOut(100_00, 125_33, 125_33)._tag).toBe("Refused")
    expect(partialCashOut(100_00, 125_33, 0)._tag).toBe("Refused")
  })

  it("what is paid plus what is left is worth the full cash-out, within rounding, and never more", () => {
    fc.assert(
      fc.property(coupon, fc.double({ min: 0, max: 1, noNaN: true }), (c, share) => {
        const full = valueOf(c)
        fc.pre(full >= 2)
        const amount = Math.max(1, Math.min(full - 1, Math.floor(full * share)))
        const partial = partialCashOut(c.stake, full, amount)
        if (partial._tag === "Refused") return partial.reason === "nothingLeft"
        const rest = valueOf({ ...c, stake: partial.remainingStake })
        // The value per minor unit of stake: flooring the stake loses at most that much, flooring each value one unit.
        const perStake = Math.ceil((full + 1) / c.stake)
        expect(amount + rest).toBeLessThanOrEqual(full)
        expect(full - (amount + rest)).toBeLessThanOrEqual(perStake + 1)
        return true
      })
    )
  })
})

describe("a cash-out at a value that moved", () => {
  it("accept any takes every value, accept higher only a higher one, always ask only the one seen", () => {
    expect([acceptsCashOutValue(2, 100, 90), acceptsCashOutValue(2, 100, 110)]).toEqual([true, true])
    expect([acceptsCashOutValue(1, 100, 90), acceptsCashOutValue(1, 100, 110)]).toEqual([false, true])
    expect([acceptsCashOutValue(0, 100, 90), acceptsCashOutValue(0, 100, 110), acceptsCashOutValue(0, 100, 100)]).toEqual([false, false, true])
  })
})
