import { CouponType, type CouponTypeId } from "../coupon/couponType"

/**
 * Free bets (SPEC.md 3 "availablePrepaidAmount", "prepaidAmount"): a prepaid stake the house gives a player, chosen in
 * the bet slip instead of money. The loyalty exchange's 'free-bet' reward and a promo code of kind 'freebet' award one
 * through the bonus engine (src/domain/promo/bonuses.ts): a bonus whose money the house holds in its own 'free-bets'
 * account, not in the player's bonus account, so it is never spent as ordinary bonus money, never wagered and never
 * converted; unused past its expiry it expires (its money goes back to the promotions account). A withdrawal does not
 * forfeit it: it is no money of the player's.
 *
 * Using it. A coupon placed with a free bet stakes exactly the free bet's amount, in its currency, before it expires,
 * once: the server checks it inside the statement that places the coupon, under the free bet's row lock, and marks it
 * used there (two placements with one free bet at once: one coupon, the other refused). A free bet with minimum odds
 * takes only a coupon whose odds reach them; a coupon of several lines (system, blocks, multiple singles) only when the
 * free bet says so. A free-bet coupon gets no cash-out, no hyper bonus and no anti-express, and earns no loyalty
 * points and no wagering: none of it was the player's money.
 *
 * Settling, the rule the large European books apply ("free bet stakes are not included in returns"):
 * - won: the winnings only (what the coupon pays minus the stake), the stake is not returned;
 * - lost: nothing;
 * - void (every leg void): the free bet is given back to the player, unused again with its own expiry (a free bet
 *   given back after its expiry expires at once). Nothing is paid.
 * The winnings come from the house's promotions account, and the held stake goes back there.
 */

/** A free bet as the slip and the server read it. Amounts are minor units of its currency. */
export interface FreeBetTerms {
  readonly currency: string
  readonly amount: number
  /** The smallest odds of a coupon it takes, in thousandths; 0: any. */
  readonly minCoefMilli: number
  /** Whether it takes a coupon of several lines (system, blocks, multiple singles). */
  readonly anyType: boolean
  readonly expiresAt: number
  readonly used: boolean
}

export const FREE_BET_REFUSALS = ["used", "expired", "currency", "amount", "odds", "couponType"] as const
export type FreeBetRefusal = (typeof FREE_BET_REFUSALS)[number]

/** Each refusal in words, for the server's messages (the client shows its own texts by the refusal). */
export const FREE_BET_REFUSAL_WORDS: Readonly<Record<FreeBetRefusal, string>> = {
  used: "this free bet has been used",
  expired: "this free bet has expired",
  currency: "this free bet is for another currency",
  amount: "a free bet stakes exactly its amount",
  odds: "the coupon's odds are below this free bet's minimum",
  couponType: "this free bet is for a single or an express"
}

/** The coupon a free bet would stake. coefMilli: the coupon's odds in thousandths, null for the multi-line types. */
export interface FreeBetCoupon {
  readonly type: CouponTypeId
  readonly currency: string
  readonly stake: number
  readonly coefMilli: number | null
}

/** Why `freeBet` does not take `coupon` at `now`, or null when it does. */
export const freeBetRefusal = (freeBet: FreeBetTerms, coupon: FreeBetCoupon, now: number): FreeBetRefusal | null => {
  if (freeBet.used) return "used"
  if (now >= freeBet.expiresAt) return "expired"
  if (coupon.currency !== freeBet.currency) return "currency"
  const oneLine = coupon.type === CouponType.single || coupon.type === CouponType.express
  if (!oneLine && !freeBet.anyType) return "couponType"
  if (coupon.stake !== freeBet.amount) return "amount"
  if (freeBet.minCoefMilli > 0 && (coupon.coefMilli === null || coupon.coefMilli < freeBet.minCoefMilli)) return "odds"
  return null
}

/** What a settled free-bet coupon pays the player: the winnings of a won one, else nothing. */
export const freeBetPayout = (status: "won" | "lost" | "void", stake: number, payout: number): number =>
  status === "won" ? Math.max(0, payout - stake) : 0

/** What the slip shows as the possible win of a free-bet coupon: the coupon's possible win less the stake. */
export const freeBetPossibleWin = (stake: number, possibleWin: number): number => Math.max(0, possibleWin - stake)
