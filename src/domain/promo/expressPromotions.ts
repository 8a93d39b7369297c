import { BONUS_FALLBACK_CURRENCY } from "./bonuses"

/**
 * The express promotions of the coupon (SPEC.md 3 coupon state "hyperBonusPercent, minHyperBonusBetLimit,
 * maxHyperBonusLimit", "antiExpressCoef"; bet to place "three hyper-bonus fields"). Both reward a real-money express
 * (coupon type 1) placed from a main or currency account, without a free bet, and are paid at settlement by the house's
 * promotions account. What the slip shows before placing is what the coupon keeps and is paid.
 *
 * A selection qualifies at odds of at least QUALIFYING_COEF_MILLI. A void selection leaves the express as if it had not
 * been in it (the rule of the express bonus, server/coupon/settlement.ts): both promotions are judged again on the
 * selections that still count, never above what the coupon was placed with.
 *
 * Hyper bonus: an express of at least HYPER_MIN_LEGS (minHyperBonusBetLimit) qualifying selections that wins adds a
 * percent of its winnings (payout minus stake) growing with their number (HYPER_PERCENTS), rounded down and at most
 * the currency's cap (maxHyperBonusLimit).
 *
 * Anti-express: an express of at least ANTI_MIN_LEGS selections, every one of them qualifying, that loses by exactly one
 * selection (one lost, every other won or void) pays back a share of the stake growing with their number
 * (ANTI_EXPRESS_PERCENTS; antiExpressCoef is that share as a coefficient of the stake), rounded down. A void selection
 * may take the express below ANTI_MIN_LEGS: then nothing is paid back.
 */

/** The smallest odds of a qualifying selection, in thousandths. */
export const QUALIFYING_COEF_MILLI = 1300

/** minHyperBonusBetLimit: the fewest qualifying selections of a hyper bonus. */
export const HYPER_MIN_LEGS = 4

/** The hyper bonus's percent of the winnings by the number of qualifying selections (more than the table: its last). */
export const HYPER_PERCENTS: ReadonlyArray<readonly [legs: number, percent: number]> = [
  [4, 3],
  [5, 5],
  [6, 7],
  [7, 10],
  [8, 15],
  [9, 20],
  [10, 25],
  [11, 30]
]

/** maxHyperBonusLimit: the most a hyper bonus adds to one coupon, minor units per currency. */
export const HYPER_CAPS: Readonly<Record<string, number>> = {
  RUB: 5_000_000,
  USD: 50_000,
  EUR: 50_000,
  GBP: 50_000,
  CAD: 70_000,
  KZT: 25_000_000,
  UZS: 650_000_000,
  TRY: 1_750_000,
  INR: 4_250_000,
  BRL: 250_000
}

/** The fewest selections of an anti-express. */
export const ANTI_MIN_LEGS = 5

/** The anti-express's share of the stake paid back, in percent, by the number of selections (more: its last). */
export const ANTI_EXPRESS_PERCENTS: ReadonlyArray<readonly [legs: number, percent: number]> = [
  [5, 50],
  [7, 100],
  [10, 150]
]

const fromTable = (table: ReadonlyArray<readonly [number, number]>, legs: number): number => {
  let found = 0
  for (const [from, percent] of table) if (legs >= from) found = percent
  return found
}

export const hyperCapOf = (currency: string): number => HYPER_CAPS[currency] ?? HYPER_CAPS[BONUS_FALLBACK_CURRENCY]!

const qualifies = (coefMilli: number): boolean => coefMilli >= QUALIFYING_COEF_MILLI

/** The hyper bonus percent of an express whose selections have these odds (thousandths); 0: none. */
export const hyperPercentOf = (coefsMilli: ReadonlyArray<number>): number => {
  const count = coefsMilli.filter(qualifies).length
  return count < HYPER_MIN_LEGS ? 0 : fromTable(HYPER_PERCENTS, count)
}

/** The anti-express percent of the stake for an express whose selections have these odds; 0: none. */
export const antiExpressPercentOf = (coefsMilli: ReadonlyArray<number>): number =>
  coefsMilli.length < ANTI_MIN_LEGS || !coefsMilli.every(qualifies) ? 0 : fromTable(ANTI_EXPRESS_PERCENTS, coefsMilli.length)

/** What an express takes at placing: the percents it keeps (0: none), from whether it may have them at all. */
export interface ExpressPromotions {
  readonly hyperPercent: number
  readonly antiExpressPercent: number
}

export const NO_EXPRESS_PROMOTIONS: ExpressPromotions = { hyperPercent: 0, antiExpressPercent: 0 }

/**
 * The promotions a coupon is placed with: an express (type 1) of real money (`eligible`: a main or currency account,
 * no free bet) gets what its selections earn.
 */
export const expressPromotionsOf = (type: number, coefsMilli: ReadonlyArray<number>, eligible: boolean): ExpressPromotions =>
  type !== 1 || !eligible ? NO_EXPRESS_PROMOTIONS : { hyperPercent: hyperPercentOf(coefsMilli), antiExpressPercent: antiExpressPercentOf(coefsMilli) }

/** The hyper bonus the slip shows on a possible win: its percent of the winnings, rounded down, at most the cap. */
export const hyperExtra = (percent: number, stake: number, payout: number, currency: string): number => {
  const winnings = payout - stake
  if (percent <= 0 || winnings <= 0) return 0
  return Math.min(hyperCapOf(currency), Math.floor((winnings * percent) / 100))
}

/** The anti-express payback the slip shows: its percent of the stake, rounded down. */
export const antiExpressPayback = (percent: number, stake: number): number => (percent <= 0 ? 0 : Math.floor((stake * percent) / 100))

export type SelectionResult = "won" | "lost" | "void"

/** What a settled express pays from its promotions: the hyper bonus of a win, or the anti-express of a loss by one. */
export interface ExpressPromotionPayout {
  readonly hyper: number
  readonly antiExpress: number
}

/**
 * What a decided express placed with `placed` pays besides its odds. `payout` is what the odds pay (void selections
 * at 1). The percents are judged again on the selections that are not void, never above what was placed.
 */
export const expressPromotionPayout = (
  placed: ExpressPromotions,
  selections: ReadonlyArray<{ readonly coefMilli: number; readonly result: SelectionResult }>,
  stake: number,
  payout: number,
  currency: string
): ExpressPromotionPayout => {
  const counting = selections.filter((selection) => selection.result !== "void")
  const lost = counting.filter((selection) => selection.result === "lost").length
  const coefs = counting.map((selection) => selection.coefMilli)
  if (lost === 0 && counting.length > 0) {
    const percent = Math.min(placed.hyperPercent, hyperPercentOf(coefs))
    return { hyper: hyperExtra(percent, stake, payout, currency), antiExpress: 0 }
  }
  if (lost === 1) {
    const percent = Math.min(placed.antiExpressPercent, antiExpressPercentOf(coefs))
    return { hyper: 0, antiExpress: antiExpressPayback(percent, stake) }
  }
  return { hyper: 0, antiExpress: 0 }
}
