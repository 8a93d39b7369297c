import { Either, Schema } from "effect"

/**
 * The cashier's amount rules (SPEC.md 2.5 recharge and deduce), shared by the cashier's form and the server, which is
 * the law. Amounts are integers in minor units of the player's account currency. Each currency has a least and a most
 * amount per deposit and per withdrawal, and a step: an amount is a whole number of steps (a cashier takes whole
 * roubles, whole dollars), as the coupon's amounts move by their currency's step (SPEC.md 9).
 */

export interface AmountRule {
  /** Least amount, minor units. */
  readonly min: number
  /** Most amount, minor units. */
  readonly max: number
  /** Every amount is a multiple of this, minor units. */
  readonly step: number
}

export interface CashierRules {
  readonly deposit: AmountRule
  readonly withdrawal: AmountRule
}

const rule = (min: number, max: number, step: number): AmountRule => ({ min, max, step })

/**
 * Per currency, in minor units (2 digits for every currency of migration 007). A currency not listed takes the
 * fallback's, RUB as for the coupon (SPEC.md 9).
 */
export const CASHIER_RULES: Readonly<Record<string, CashierRules>> = {
  RUB: { deposit: rule(10_000, 60_000_000, 100), withdrawal: rule(50_000, 60_000_000, 100) },
  USD: { deposit: rule(500, 1_000_000, 100), withdrawal: rule(1_000, 1_000_000, 100) },
  EUR: { deposit: rule(500, 1_000_000, 100), withdrawal: rule(1_000, 1_000_000, 100) },
  GBP: { deposit: rule(500, 1_000_000, 100), withdrawal: rule(1_000, 1_000_000, 100) },
  CAD: { deposit: rule(500, 1_000_000, 100), withdrawal: rule(1_000, 1_000_000, 100) },
  KZT: { deposit: rule(100_000, 500_000_000, 100), withdrawal: rule(500_000, 500_000_000, 100) },
  UZS: { deposit: rule(1_000_000, 10_000_000_000, 100_000), withdrawal: rule(5_000_000, 10_000_000_000, 100_000) },
  TRY: { deposit: rule(5_000, 20_000_000, 100), withdrawal: rule(10_000, 20_000_000, 100) },
  INR: { deposit: rule(30_000, 50_000_000, 100), withdrawal: rule(50_000, 50_000_000, 100) },
  BRL: { deposit: rule(2_000, 5_000_000, 100), withdrawal: rule(5_000, 5_000_000, 100) }
}

export const FALLBACK_CASHIER_CURRENCY = "RUB"

export const cashierRulesOf = (currency: string): CashierRules => CASHIER_RULES[currency] ?? CASHIER_RULES[FALLBACK_CASHIER_CURRENCY]!

/** Why an amount is refused; the form and the server's refusal name the same one. */
export type AmountRefusal =
  | { readonly _tag: "NotWhole" }
  | { readonly _tag: "BelowMin"; readonly min: number }
  | { readonly _tag: "AboveMax"; readonly max: number }
  | { readonly _tag: "OffStep"; readonly step: number }

export const AmountRefusalTag = Schema.Literal("NotWhole", "BelowMin", "AboveMax", "OffStep")

/** An amount of minor units checked against a rule: whole, within min and max, a multiple of the step. */
export const checkAmount = (amount: number, r: AmountRule): Either.Either<number, AmountRefusal> => {
  if (!Number.isSafeInteger(amount)) return Either.left({ _tag: "NotWhole" })
  if (amount < r.min) return Either.left({ _tag: "BelowMin", min: r.min })
  if (amount > r.max) return Either.left({ _tag: "AboveMax", max: r.max })
  if (amount % r.step !== 0) return Either.left({ _tag: "OffStep", step: r.step })
  return Either.right(amount)
}

/** The nearest allowed amount at or below `amount` (a form's rounding): a multiple of the step, clamped to the rule. */
export const clampToRule = (amount: number, r: AmountRule): number => {
  const whole = Number.isFinite(amount) ? Math.floor(amount) : r.min
  const stepped = Math.floor(whole / r.step) * r.step
  return Math.min(Math.max(stepped, r.min), Math.floor(r.max / r.step) * r.step)
}

/** A refusal as a sentence, amounts written by `format` (the caller's money formatting). */
export const describeAmountRefusal = (refusal: AmountRefusal, format: (minor: number) => string): string => {
  switch (refusal._tag) {
    case "NotWhole":
      return "the amount must be a whole number of minor units"
    case "BelowMin":
      return `the amount must be at least ${format(refusal.min)}`
    case "AboveMax":
      return `the amount must be at most ${format(refusal.max)}`
    case "OffStep":
      return `the amount must be a multiple of ${format(refusal.step)}`
  }
}

/**
 * The cashier's methods (what the recharge page lists). Every method goes through the site's payment provider port;
 * a deployment lists the methods its provider offers. `withdrawal`: the method may also pay out.
 */
export const PaymentMethodId = Schema.Literal("card")
export type PaymentMethodId = typeof PaymentMethodId.Type

export interface PaymentMethodInfo {
  readonly id: PaymentMethodId
  readonly name: string
  readonly withdrawal: boolean
}

export const PAYMENT_METHODS: ReadonlyArray<PaymentMethodInfo> = [{ id: "card", name: "Bank card", withdrawal: true }]
