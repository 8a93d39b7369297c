/**
 * Stake steps and initial stakes per currency (SPEC.md 9: "default amount step per currency (for example RUB 100,
 * USD 2.5, EUR 2.5) and default initial amount (RUB 150, USD 5, EUR 5), fallback RUB; full tables not shown").
 * In minor units. The rows beyond the three of SPEC.md are ours, at the same value in each currency's money.
 */
export interface CurrencyAmounts {
  readonly step: number
  readonly initial: number
}

const AMOUNTS: Readonly<Record<string, CurrencyAmounts>> = {
  RUB: { step: 100_00, initial: 150_00 },
  USD: { step: 2_50, initial: 5_00 },
  EUR: { step: 2_50, initial: 5_00 },
  GBP: { step: 2_00, initial: 5_00 },
  CAD: { step: 2_50, initial: 5_00 },
  KZT: { step: 1000_00, initial: 1500_00 },
  UZS: { step: 25_000_00, initial: 50_000_00 },
  TRY: { step: 50_00, initial: 100_00 },
  INR: { step: 200_00, initial: 300_00 },
  BRL: { step: 10_00, initial: 25_00 }
}

/** A currency's step and initial stake; a currency the table lacks falls back to RUB's (SPEC.md 9). */
export const amountsOf = (iso: string): CurrencyAmounts => AMOUNTS[iso] ?? AMOUNTS["RUB"]!

/**
 * The stake after pressing + (direction 1) or − (−1): the next multiple of the step in that direction, never below
 * 0. A stake typed between steps goes to the neighbouring multiple, as a stepper does.
 */
export const stepAmount = (amount: number, step: number, direction: 1 | -1): number => {
  if (step <= 0) return amount
  const below = Math.floor(amount / step) * step
  if (direction === 1) return below + step
  return Math.max(0, below === amount ? amount - step : below)
}
