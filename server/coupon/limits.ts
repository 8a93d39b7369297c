import { COUPON_TYPES } from "../../src/domain/coupon/couponType"
import type { CouponLimits } from "../../src/domain/coupon/rules"

/**
 * The coupon limits per currency, in minor units. The site config has no place for them (its groups are texts and
 * client settings, served to every visitor), so the trading desk's demo values live here: what a mid-sized
 * European bookmaker sets, RUB 10.00 to 100 000.00 a coupon and 10 000 000.00 a payout, the other currencies at
 * about the same value in round numbers of their own money. Every coupon type is under both the minimum and the
 * maximum (SPEC.md 5 lets config list them; ours lists them all).
 */
interface CurrencyLimits {
  readonly minBetAmount: number
  readonly maxBetAmount: number
  readonly maxPayout: number
}

const TABLE: Readonly<Record<string, CurrencyLimits>> = {
  RUB: { minBetAmount: 10_00, maxBetAmount: 100_000_00, maxPayout: 10_000_000_00 },
  USD: { minBetAmount: 20, maxBetAmount: 1_000_00, maxPayout: 100_000_00 },
  EUR: { minBetAmount: 20, maxBetAmount: 1_000_00, maxPayout: 100_000_00 },
  GBP: { minBetAmount: 10, maxBetAmount: 1_000_00, maxPayout: 100_000_00 },
  CAD: { minBetAmount: 30, maxBetAmount: 1_500_00, maxPayout: 150_000_00 },
  KZT: { minBetAmount: 50_00, maxBetAmount: 500_000_00, maxPayout: 50_000_000_00 },
  UZS: { minBetAmount: 1_500_00, maxBetAmount: 15_000_000_00, maxPayout: 1_500_000_000_00 },
  TRY: { minBetAmount: 5_00, maxBetAmount: 40_000_00, maxPayout: 4_000_000_00 },
  INR: { minBetAmount: 10_00, maxBetAmount: 100_000_00, maxPayout: 10_000_000_00 },
  BRL: { minBetAmount: 1_00, maxBetAmount: 6_000_00, maxPayout: 600_000_00 }
}

/** The limits of an account in `currency`; a currency the table lacks gets RUB's (as the amounts do, SPEC.md 9). */
export const couponLimitsOf = (currency: string): CouponLimits => {
  const row = TABLE[currency] ?? TABLE["RUB"]!
  return { ...row, minAmountTypes: COUPON_TYPES, maxAmountTypes: COUPON_TYPES }
}
