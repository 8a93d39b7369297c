import { CouponType } from "./couponType"
import { type CouponStake, possibleWin } from "./lines"
import { type CouponLimits, maxApplies } from "./rules"

/**
 * The largest stake a coupon takes as it stands (the "Max" button, and what auto-max stakes; SPEC.md 3 coupon
 * state "auto-max"): no more than the account's balance, no more than the maximum stake where it applies (never on
 * the bonus account, SPEC.md 5), and no more than keeps the possible win within the maximum payout. A major
 * bookmaker's auto-max follows the coupon the same way: it is recomputed whenever the prices, bets or balance
 * change. Types 0, 1 and 2 only (blocks and multiple singles stake per block and per bet): undefined for the others.
 * 0 when no positive stake fits.
 */
export const maxStake = (stake: Omit<CouponStake, "amount">, limits: CouponLimits, accountType: number, balance: number): number | undefined => {
  if (stake.type !== CouponType.single && stake.type !== CouponType.express && stake.type !== CouponType.system) return undefined
  const ceiling = Math.max(0, Math.min(balance, maxApplies(limits, stake.type, accountType) ? limits.maxBetAmount! : balance))
  const fits = (amount: number): boolean => {
    const win = possibleWin({ ...stake, amount })
    return win !== undefined && win.max <= limits.maxPayout
  }
  if (fits(ceiling)) return ceiling
  // The possible win never falls as the stake grows (a system's lines share it by whole minor units), so the
  // largest stake that fits is found by halving: `low` fits, `high` does not.
  let low = 0
  let high = ceiling
  while (high - low > 1) {
    const middle = low + Math.floor((high - low) / 2)
    if (fits(middle)) low = middle
    else high = middle
  }
  return low
}
