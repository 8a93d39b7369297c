/**
 * Coupon promo codes: an odds boost typed in the bet slip (kind 'boost', src/domain/promo/promoCodes.ts). A profit
 * boost, as the large books offer it: the coupon's winnings (payout minus stake) are raised by the code's percent,
 * the extra at most the code's cap, paid only when the coupon is settled won. A void coupon, a lost one, one that
 * pays back no more than its stake, or one cashed out before it was settled gets no boost: the boost rewards a win,
 * not a refund or a price the player took early. The stake and the odds stay as placed, so the limits, the express
 * bonus and the cash-out read the coupon as they would without the code. SPEC.md 5: not for multiple singles
 * (`isPromoAllowed`). Amounts are minor units of the coupon's currency.
 */

/** A boost code's terms as the coupon keeps them. */
export interface BoostTerms {
  /** The share of the winnings added, 1 to 100 percent. */
  readonly percent: number
  /** The most the boost adds to one coupon. */
  readonly cap: number
}

export const MIN_BOOST_PERCENT = 1
export const MAX_BOOST_PERCENT = 100

/** What the boost adds to a settled coupon that staked `stake` and pays `payout` (rounded down; 0 without winnings). */
export const boostExtra = (terms: BoostTerms, stake: number, payout: number): number => {
  const winnings = payout - stake
  if (winnings <= 0) return 0
  return Math.min(terms.cap, Math.floor((winnings * terms.percent) / 100))
}
