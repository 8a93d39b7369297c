import { Schema } from "effect"
import { COUPON_TYPES } from "./couponType"
import type { CouponLimits } from "./rules"

/**
 * The coupon limits of one currency as the trading desk sets them (the server keeps them in its database, migration
 * 037, and the operator changes them with `npm run operator -- limits set`): the least stake of a line, the most a
 * coupon stakes and the most one coupon may pay, in minor units of that currency.
 */

/** The currency whose limits hold for a currency that has none of its own (SPEC.md 9: fallback RUB). */
export const FALLBACK_LIMITS_CURRENCY = "RUB"

let isoCodes: ReadonlySet<string> | undefined

/** Whether ISO 4217 names `code` as a currency in use: the runtime's own list (Intl), not one kept by hand. */
export const isKnownCurrency = (code: string): boolean => {
  isoCodes ??= new Set(Intl.supportedValuesOf("currency"))
  return isoCodes.has(code)
}

export const IsoCurrency = Schema.String.pipe(
  Schema.filter((code) => isKnownCurrency(code) || `${JSON.stringify(code)} is not a known ISO 4217 currency code (e.g. RUB, USD, EUR)`)
)

const Minor = (what: string) =>
  Schema.Number.pipe(Schema.filter((n) => (Number.isSafeInteger(n) && n > 0) || `${what} is a positive whole number of minor units, not ${n}`))

/** A currency's limits as they are stored (what the operator is shown, whatever wrote them). */
export const StoredCouponLimits = Schema.Struct({ currency: Schema.String, minBetAmount: Schema.Int, maxBetAmount: Schema.Int, maxPayout: Schema.Int })

/** A currency's limits as they may be set: a known currency, positive whole amounts, the minimum not above the maximum. */
export const CurrencyCouponLimits = Schema.Struct({
  currency: IsoCurrency,
  minBetAmount: Minor("the minimum stake"),
  maxBetAmount: Minor("the maximum stake"),
  maxPayout: Minor("the maximum payout")
}).pipe(
  Schema.filter(
    (limits) =>
      limits.minBetAmount <= limits.maxBetAmount || `the minimum stake (${limits.minBetAmount}) is above the maximum stake (${limits.maxBetAmount})`
  )
)
export type CurrencyCouponLimits = typeof CurrencyCouponLimits.Type

/** A currency's limits as the coupon rules read them: the minimum and the maximum apply to every coupon type. */
export const couponLimitsFrom = (limits: CurrencyCouponLimits): CouponLimits => ({
  minBetAmount: limits.minBetAmount,
  maxBetAmount: limits.maxBetAmount,
  maxPayout: limits.maxPayout,
  minAmountTypes: COUPON_TYPES,
  maxAmountTypes: COUPON_TYPES
})

/** The limits an account in `currency` is held to: its currency's, else the fallback currency's. */
export const limitsForCurrency = (table: ReadonlyMap<string, CurrencyCouponLimits>, currency: string): CurrencyCouponLimits | undefined =>
  table.get(currency) ?? table.get(FALLBACK_LIMITS_CURRENCY)
