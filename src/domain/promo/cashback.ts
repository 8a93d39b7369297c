import { basisPointsOf, minorDigitsOf } from "../account/money"

/**
 * Casino cashback on net losses (SPEC.md 2.5 casino/vipcashback and casino/premiumcashback). A period is a week from
 * Monday 00:00 UTC to the next Monday 00:00 UTC. A player's net casino loss in a period is the stakes of their casino
 * rounds in it minus the wins, in their main account's currency, and never below zero. Two programmes pay back a share
 * of it, each once per player and period:
 *
 * - VIP cashback: VIP_RATE of the net loss, for a period whose turnover (the stakes) stayed below the premium threshold;
 * - premium cashback: the higher PREMIUM_RATE, for a period whose turnover reached PREMIUM_TURNOVER_MAJOR.
 *
 * A period pays one programme or the other, never both, so the two can be settled independently without paying twice.
 * The cashback is the net loss times the rate rounded down to a whole minor unit; below MIN_PAYOUT_MAJOR nothing is
 * paid. It is real money on the main account, with no wagering: it gives back part of money that was really lost.
 * Rates are basis points (1/100 of a percent) so that all the arithmetic stays in integers.
 */

export const CASHBACK_PROGRAMMES = ["vip", "premium"] as const
export type CashbackProgramme = (typeof CASHBACK_PROGRAMMES)[number]

export const VIP_RATE_BP = 500
export const PREMIUM_RATE_BP = 1_000
/** The period's casino turnover (major units of the currency) from which premium cashback replaces VIP cashback. */
export const PREMIUM_TURNOVER_MAJOR = 50_000
/** The smallest cashback paid (major units): a smaller one pays nothing. */
export const MIN_PAYOUT_MAJOR = 1

export const RATE_BP: Readonly<Record<CashbackProgramme, number>> = { vip: VIP_RATE_BP, premium: PREMIUM_RATE_BP }

export const WEEK_MS = 7 * 86_400_000
/** A Monday 00:00 UTC (1970-01-05): every period starts a whole number of weeks from it. */
export const PERIOD_ANCHOR_MS = Date.UTC(1970, 0, 5)
/** The automatic payout comes this long after a period ends (Monday 12:00 UTC); until then the player may claim it. */
export const AUTO_PAYOUT_DELAY_MS = 12 * 3_600_000
/** How many ended periods the pages list, and may still be claimed. */
export const CLAIMABLE_PERIODS = 8

/** The start (epoch ms) of the period holding `atMs`. */
export const periodStartOf = (atMs: number): number => PERIOD_ANCHOR_MS + Math.floor((atMs - PERIOD_ANCHOR_MS) / WEEK_MS) * WEEK_MS

export const isPeriodStart = (ms: number): boolean => Number.isSafeInteger(ms) && (ms - PERIOD_ANCHOR_MS) % WEEK_MS === 0

const minorOf = (major: number, currency: string): number => major * 10 ** minorDigitsOf(currency)

export const minPayoutOf = (currency: string): number => minorOf(MIN_PAYOUT_MAJOR, currency)
export const premiumTurnoverOf = (currency: string): number => minorOf(PREMIUM_TURNOVER_MAJOR, currency)

/** A period's casino rounds summed: stakes and wins, minor units. */
export interface RoundTotals {
  readonly stakes: number
  readonly wins: number
}

export const netLossOf = (totals: RoundTotals): number => Math.max(0, totals.stakes - totals.wins)

/** Whether the period's turnover puts it in this programme (premium from the threshold, VIP below it). */
export const qualifies = (programme: CashbackProgramme, totals: RoundTotals, currency: string): boolean =>
  (totals.stakes >= premiumTurnoverOf(currency)) === (programme === "premium")

/** floor(net loss × rate) in minor units. */
export const shareOf = (netLoss: number, rateBp: number): number => basisPointsOf(Math.max(0, netLoss), rateBp)

/**
 * The cashback a programme pays for a period's rounds: the share of the net loss at the programme's rate when the
 * period qualifies for the programme and the share reaches the minimum payout, else 0.
 */
export const cashbackOf = (programme: CashbackProgramme, totals: RoundTotals, currency: string): number => {
  if (!qualifies(programme, totals, currency)) return 0
  const share = shareOf(netLossOf(totals), RATE_BP[programme])
  return share >= minPayoutOf(currency) ? share : 0
}

/** The ledger's idempotency key of a payment: one per programme, player and period. */
export const cashbackKey = (programme: CashbackProgramme, userId: number, periodStartMs: number): string =>
  `cashback:${programme}:${userId}:${new Date(periodStartMs).toISOString()}`
