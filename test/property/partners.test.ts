import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { maskedAccount, REFERRAL_REWARD, referralRewardOf, referrerAccountOf } from "../../src/domain/promo/partners"

/**
 * The reward written independently of the code under test: the share as an exact fraction with BigInt (no float
 * rounding), then capped; nothing below the minimum deposit.
 */
const expectedReward = (deposit: number, rule: { rateBasisPoints: number; capMinor: number; minDepositMinor: number }): number => {
  if (deposit < rule.minDepositMinor) return 0
  const share = (BigInt(deposit) * BigInt(rule.rateBasisPoints)) / 10_000n
  return share > BigInt(rule.capMinor) ? rule.capMinor : Number(share)
}

const deposits = fc.integer({ min: 0, max: 100_000_000_000 })
const rules = fc.record({
  rateBasisPoints: fc.integer({ min: 0, max: 10_000 }),
  capMinor: fc.integer({ min: 0, max: 100_000_000 }),
  minDepositMinor: fc.integer({ min: 0, max: 1_000_000 })
})

describe("the bring-a-friend reward", () => {
  it("is min(cap, floor(deposit × rate)) from the minimum deposit up, under the programme's rule", () => {
    fc.assert(fc.property(deposits, (deposit) => {
      expect(referralRewardOf(deposit)).toBe(expectedReward(deposit, REFERRAL_REWARD))
    }))
  })

  it("is the same formula under any rule", () => {
    fc.assert(fc.property(deposits, rules, (deposit, rule) => {
      expect(referralRewardOf(deposit, rule)).toBe(expectedReward(deposit, rule))
    }))
  })

  it("is zero below the minimum deposit", () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: REFERRAL_REWARD.minDepositMinor - 1 }), (deposit) => {
      expect(referralRewardOf(deposit)).toBe(0)
    }))
  })

  it("is an integer, never negative and never above the cap, whatever the amount", () => {
    fc.assert(
      fc.property(fc.oneof(deposits, fc.integer(), fc.double()), (deposit) => {
        const reward = referralRewardOf(deposit)
        expect(Number.isSafeInteger(reward)).toBe(true)
        expect(reward).toBeGreaterThanOrEqual(0)
        expect(reward).toBeLessThanOrEqual(REFERRAL_REWARD.capMinor)
      })
    )
  })

  it("examples: 10 % of 500.00 is 50.00; the cap at 1 000.00; 199.99 earns nothing", () => {
    expect(referralRewardOf(500_00)).toBe(50_00)
    expect(referralRewardOf(20_000_00)).toBe(1_000_00)
    expect(referralRewardOf(199_99)).toBe(0)
    expect(referralRewardOf(200_00)).toBe(20_00)
    expect(referralRewardOf(200_09)).toBe(20_00)
  })
})

describe("the referral code", () => {
  it("names an account by its nine digits, and nothing else", () => {
    fc.assert(fc.property(fc.integer({ min: 100_000_000, max: 999_999_999 }), (account) => {
      expect(referrerAccountOf(String(account))).toBe(account)
    }))
    for (const code of ["", "12345678", "1234567890", "012345678", "abc123456", "PROMO"]) expect(referrerAccountOf(code)).toBeUndefined()
  })

  it("is shown masked: the last three digits only", () => {
    fc.assert(fc.property(fc.integer({ min: 100_000_000, max: 999_999_999 }), (account) => {
      const masked = maskedAccount(account)
      expect(masked.endsWith(String(account).slice(-3))).toBe(true)
      expect(masked).not.toContain(String(account).slice(0, 6))
    }))
  })
})
