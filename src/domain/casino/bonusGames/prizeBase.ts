/**
 * The prize base of each currency, in its minor units: a bonus mini-game's prize table is written in multiples of it,
 * so one table serves every currency at about the same worth (1 base ≈ 0.10 USD). A currency not listed has no bonus
 * prizes (its players may still play, for the fun of it, and win nothing).
 */
export const BONUS_PRIZE_BASE: Readonly<Record<string, number>> = {
  RUB: 1_000,
  USD: 10,
  EUR: 10,
  KZT: 5_000,
  UZS: 130_000,
  TRY: 300,
  GBP: 10,
  INR: 1_000,
  BRL: 50,
  CAD: 15
}

/** A prize in minor units of the currency: the multiple times its base (0 for a currency without one). */
export const prizeInMinorUnits = (multiple: number, currency: string): number => multiple * (BONUS_PRIZE_BASE[currency] ?? 0)
