import fc from "fast-check"
import { Either, ParseResult, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { couponLimitsFrom, CurrencyCouponLimits, type CurrencyCouponLimits as Limits, limitsForCurrency } from "../../src/domain/coupon/currencyLimits"

/**
 * The rule an operator's `limits set` is held to (issue 9): a known ISO 4217 currency, positive whole amounts of minor
 * units, the minimum stake not above the maximum; and an account in a currency with no limits of its own has RUB's.
 */

const KNOWN = ["RUB", "USD", "EUR", "GBP", "KZT", "TRY", "UZS", "JPY", "GEL", "CHF"]
const UNKNOWN = ["XYZ", "ABC", "rub", "Usd", "RU", "RUBL", "", " RUB", "R1B", "XXX"]

const decode = Schema.decodeUnknownEither(CurrencyCouponLimits)
const amount = fc.oneof(
  fc.integer({ min: -1_000, max: 1_000 }),
  fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
  fc.constantFrom(0.5, 200.5, Number.MAX_SAFE_INTEGER + 1, Number.NaN, Number.POSITIVE_INFINITY)
)

describe("a currency's coupon limits as an operator sets them", () => {
  it("takes exactly a known currency with positive whole amounts and the minimum not above the maximum", () => {
    fc.assert(
      fc.property(fc.constantFrom(...KNOWN, ...UNKNOWN), amount, amount, amount, (currency, minBetAmount, maxBetAmount, maxPayout) => {
        const whole = (n: number) => Number.isInteger(n) && n > 0 && n <= Number.MAX_SAFE_INTEGER
        const valid = KNOWN.includes(currency) && whole(minBetAmount) && whole(maxBetAmount) && whole(maxPayout) && minBetAmount <= maxBetAmount
        expect(Either.isRight(decode({ currency, minBetAmount, maxBetAmount, maxPayout }))).toBe(valid)
      }),
      { numRuns: 2000 }
    )
  })

  it("takes the seeded RUB limits and refuses them turned around, a zero and an unknown currency, saying why (hand-picked)", () => {
    /** What the operator is told: the refusal's messages, or "" when the limits are taken. */
    const said = (input: unknown) =>
      Either.match(decode(input), { onLeft: (error) => ParseResult.ArrayFormatter.formatErrorSync(error).map((issue) => issue.message).join("; "), onRight: () => "" })
    expect(said({ currency: "RUB", minBetAmount: 1000, maxBetAmount: 10_000_000, maxPayout: 1_000_000_000 })).toBe("")
    expect(said({ currency: "RUB", minBetAmount: 500, maxBetAmount: 500, maxPayout: 1 })).toBe("")
    expect(said({ currency: "RUB", minBetAmount: 10_000_000, maxBetAmount: 1000, maxPayout: 1_000_000_000 })).toBe(
      "the minimum stake (10000000) is above the maximum stake (1000)"
    )
    expect(said({ currency: "RUB", minBetAmount: 0, maxBetAmount: 1000, maxPayout: 1_000_000_000 })).toBe("the minimum stake is a positive whole number of minor units, not 0")
    expect(said({ currency: "XYZ", minBetAmount: 1000, maxBetAmount: 10_000_000, maxPayout: 1_000_000_000 })).toBe(
      '"XYZ" is not a known ISO 4217 currency code (e.g. RUB, USD, EUR)'
    )
  })

  it("holds an account in a currency without limits of its own to RUB's, every coupon type under both", () => {
    const row = (currency: string, n: number): Limits => ({ currency, minBetAmount: n, maxBetAmount: n * 100, maxPayout: n * 10_000 })
    fc.assert(
      fc.property(fc.subarray(KNOWN.filter((c) => c !== "RUB")), fc.constantFrom(...KNOWN), (listed, asked) => {
        const table = new Map([row("RUB", 1000), ...listed.map((currency, i) => row(currency, i + 1))].map((r) => [r.currency, r]))
        const expected = listed.includes(asked) ? row(asked, listed.indexOf(asked) + 1) : row("RUB", 1000)
        expect(limitsForCurrency(table, asked)).toEqual(expected)
      })
    )
    expect(couponLimitsFrom(row("USD", 20))).toEqual({ minBetAmount: 20, maxBetAmount: 2000, maxPayout: 200_000, minAmountTypes: [0, 1, 2, 4, 9], maxAmountTypes: [0, 1, 2, 4, 9] })
  })
})
