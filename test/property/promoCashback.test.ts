import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { cashbackOf, type CashbackProgramme, periodStartOf, type RoundTotals } from "../../src/domain/promo/cashback"

/**
 * Casino cashback (src/domain/promo/cashback.ts) against a model written from the programmes' rules on the page, not
 * from the code: a week runs from Monday 00:00 UTC; VIP pays 5% of the week's net loss (stakes minus wins of the rounds
 * in it, in the currency) when its turnover is below 50 000.00, premium pays 10% from 50 000.00 on; the share is
 * rounded down to a kopeck, and below 1.00 nothing is paid. Amounts are kopecks of RUB.
 */

interface Round {
  readonly playedAt: number
  readonly currency: "RUB" | "USD"
  readonly stake: number
  readonly win: number
}

const DAY = 86_400_000
/** A Monday 00:00 UTC: 2026-11-23. */
const MONDAY = Date.UTC(2026, 10, 23)

const round: fc.Arbitrary<Round> = fc.record({
  playedAt: fc.integer({ min: MONDAY - 8 * DAY, max: MONDAY + 15 * DAY }),
  currency: fc.constantFrom("RUB" as const, "USD" as const),
  stake: fc.integer({ min: 1, max: 2_000_000 }),
  win: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 4_000_000 }))
})

/** The Monday 00:00 UTC on or before `ms`, found by walking back a day at a time (the model's own calendar). */
const mondayOf = (ms: number): number => {
  let day = Math.floor(ms / DAY) * DAY
  while (new Date(day).getUTCDay() !== 1) day -= DAY
  return day
}

/** The week's totals by brute force: every round looked at, kept when it is in the week and the currency. */
const totalsOf = (rounds: ReadonlyArray<Round>, weekStart: number, currency: string): RoundTotals => {
  let stakes = 0
  let wins = 0
  for (const r of rounds) {
    if (r.currency === currency && r.playedAt >= weekStart && r.playedAt < weekStart + 7 * DAY) {
      stakes += r.stake
      wins += r.win
    }
  }
  return { stakes, wins }
}

/** floor(loss × percent / 100) by search: the largest whole k with k × 100 ≤ loss × percent. */
const floorShare = (loss: number, percent: number): number => {
  let k = Math.floor((loss * percent) / 100) + 2
  while (BigInt(k) * 100n > BigInt(loss) * BigInt(percent)) k--
  return k
}

const modelCashback = (programme: CashbackProgramme, totals: RoundTotals): number => {
  const premium = totals.stakes >= 5_000_000
  if (premium !== (programme === "premium")) return 0
  const loss = totals.stakes - totals.wins
  if (loss <= 0) return 0
  const share = floorShare(loss, programme === "premium" ? 10 : 5)
  return share >= 100 ? share : 0
}

const programme = fc.constantFrom<CashbackProgramme>("vip", "premium")

describe("casino cashback", () => {
  it("a period starts on the Monday 00:00 UTC on or before any moment", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: Date.UTC(2200, 0, 1) }), (ms) => {
        expect(periodStartOf(ms)).toBe(mondayOf(ms))
      })
    )
  })

  it("pays floor(net loss × rate) of the week's rounds in the currency, summed by brute force", () => {
    fc.assert(
      fc.property(fc.array(round, { maxLength: 60 }), programme, fc.integer({ min: -1, max: 2 }), (rounds, p, week) => {
        const weekStart = MONDAY + week * 7 * DAY
        const totals = totalsOf(rounds, weekStart, "RUB")
        expect(cashbackOf(p, totals, "RUB")).toBe(modelCashback(p, totals))
      })
    )
  })

  it("pays nothing when the rounds won as much as they staked or more", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), fc.integer({ min: 0, max: 100_000_000 }), programme, (stakes, extra, p) => {
        expect(cashbackOf(p, { stakes, wins: stakes + extra }, "RUB")).toBe(0)
      })
    )
  })

  it("never pays more than the net loss times the rate, nor less than the minimum unless nothing", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000_000 }), fc.integer({ min: 0, max: 1_000_000_000_000 }), programme, (stakes, wins, p) => {
        const paid = cashbackOf(p, { stakes, wins }, "RUB")
        const loss = Math.max(0, stakes - wins)
        expect(BigInt(paid) * 100n).toBeLessThanOrEqual(BigInt(loss) * (p === "premium" ? 10n : 5n))
        expect(paid === 0 || paid >= 100).toBe(true)
        expect(Number.isInteger(paid)).toBe(true)
      })
    )
  })

  it("pays nothing below 1.00: a VIP loss under 20.00 and a premium loss under 10.00", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_999 }), (loss) => {
        expect(cashbackOf("vip", { stakes: loss, wins: 0 }, "RUB")).toBe(0)
        expect(cashbackOf("premium", { stakes: 5_000_000, wins: 5_000_000 - Math.floor(loss / 2) }, "RUB")).toBe(0)
      })
    )
    expect(cashbackOf("vip", { stakes: 2_000, wins: 0 }, "RUB")).toBe(100)
    expect(cashbackOf("premium", { stakes: 5_000_000, wins: 4_999_000 }, "RUB")).toBe(100)
    // One programme per week: at the threshold premium pays and VIP does not.
    expect(cashbackOf("vip", { stakes: 5_000_000, wins: 0 }, "RUB")).toBe(0)
    expect(cashbackOf("premium", { stakes: 4_999_999, wins: 0 }, "RUB")).toBe(0)
  })
})
