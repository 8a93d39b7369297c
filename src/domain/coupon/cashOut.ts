import { Schema } from "effect"
import { COEF_SCALE, toThousandths } from "./coefficient"
import { CouponType, type CouponTypeId } from "./couponType"
import { ChangeCoefAction, type ChangeCoefActionId } from "./priceChange"

/**
 * Cash-out (pure): what the house pays now for an open single or express, priced from the live line.
 *
 * The fair value of a bet is its possible win discounted by the chance the line gives its undecided legs:
 * stake × (product of the prices taken, bonus included) / (product of the live prices of the legs still open).
 * A leg already won counts at the price taken (its live factor is 1), a void leg counts 1.00 both ways, a lost leg
 * leaves nothing to buy back. The house keeps CASH_OUT_MARGIN of that, and the rest is rounded DOWN to a minor unit
 * (never up: the house never pays a fraction it did not owe).
 *
 * Systems, block systems and multiple singles are not offered cash-out: their lines settle separately (a lost leg
 * loses some lines and not others), so one value per coupon would need each line priced and a partial cash-out
 * would have to cut every line's stake in proportion; the big books refuse them too, and so do we until a player asks.
 */

/** The house's share of the fair value, in thousandths (6%). */
export const CASH_OUT_MARGIN_PERMILLE = 60

/** Why a coupon has no cash-out now. */
export const CashOutUnavailableReason = Schema.Literal(
  /** A system, block system, multiple singles or a bet builder (see above). */
  "notOffered",
  /** A leg has lost: the coupon is worth nothing. */
  "legLost",
  /** A leg's market is suspended or closed, or its game is not priced now: no live price to buy back at. */
  "suspended",
  /** Every leg is decided: the settler pays it in a moment. */
  "decided",
  /** The coupon is no longer open (settled or cashed out). */
  "closed",
  /** The value is below one minor unit. */
  "nothing"
)
export type CashOutUnavailableReason = typeof CashOutUnavailableReason.Type

export type LegState = "open" | "won" | "lost" | "void"

export interface CashOutLeg {
  /** The price the leg was taken at. */
  readonly coef: number
  readonly status: LegState
  /** The line's price of the outcome now while its market is open; undefined when suspended, closed or gone. */
  readonly current: number | undefined
}

export interface CashOutCoupon {
  readonly type: CouponTypeId
  readonly status: "open" | "won" | "lost" | "void" | "cashedOut"
  /** The stake held for it, in minor units. */
  readonly stake: number
  /** An express bonus taken with it (SPEC.md 5), or null. */
  readonly bonusCoef: number | null
  readonly legs: ReadonlyArray<CashOutLeg>
  /**
   * A bet builder: one game's legs priced together by their correlation (betBuilder.ts), so the product of their
   * live prices is not what it is worth now; it is not offered a cash-out.
   */
  readonly sameGame?: boolean
  /** Staked by a free bet (src/domain/promo/freeBets.ts): the stake was never the player's to buy back. Not offered. */
  readonly freeBet?: boolean
}

export type CashOutQuote =
  | { readonly _tag: "Available"; readonly value: number }
  | { readonly _tag: "Unavailable"; readonly reason: CashOutUnavailableReason }

const unavailable = (reason: CashOutUnavailableReason): CashOutQuote => ({ _tag: "Unavailable", reason })

/**
 * The cash-out value of `coupon` now. Every product is exact in thousandths (BigInt), so the one rounding is the
 * final floor.
 */
export const cashOutQuote = (coupon: CashOutCoupon, marginPermille: number = CASH_OUT_MARGIN_PERMILLE): CashOutQuote => {
  if (coupon.status !== "open") return unavailable("closed")
  if ((coupon.type !== CouponType.single && coupon.type !== CouponType.express) || coupon.sameGame === true || coupon.freeBet === true) return unavailable("notOffered")
  if (coupon.legs.some((leg) => leg.status === "lost")) return unavailable("legLost")
  const open = coupon.legs.filter((leg) => leg.status === "open")
  if (open.length === 0) return unavailable("decided")
  if (open.some((leg) => leg.current === undefined)) return unavailable("suspended")
  let numerator = BigInt(coupon.stake) * BigInt(1000 - marginPermille)
  let denominator = COEF_SCALE
  for (const leg of coupon.legs) {
    if (leg.status === "void") continue
    numerator *= toThousandths(leg.coef)
    denominator *= COEF_SCALE
    if (leg.status === "open") {
      numerator *= COEF_SCALE
      denominator *= toThousandths(leg.current!)
    }
  }
  // A void leg takes the express bonus away at settlement unless the rest still earn it; the quote never counts on it.
  if (coupon.bonusCoef !== null && !coupon.legs.some((leg) => leg.status === "void")) {
    numerator *= toThousandths(coupon.bonusCoef)
    denominator *= COEF_SCALE
  }
  const value = Number(numerator / denominator)
  return value < 1 ? unavailable("nothing") : { _tag: "Available", value }
}

export type PartialCashOut =
  | { readonly _tag: "Partial"; readonly paid: number; readonly remainingStake: number }
  | { readonly _tag: "Refused"; readonly reason: "notBelowValue" | "nothingLeft" }

/**
 * A partial cash-out of `amount` from a coupon worth `value` on `stake`: `amount` is paid and the coupon goes on with
 * stake × (1 − amount / value), rounded down (the part sold is never undercounted). An amount of the whole value or
 * more is a full cash-out, not this; one that would leave no whole minor unit of stake is refused.
 */
export const partialCashOut = (stake: number, value: number, amount: number): PartialCashOut => {
  if (!(Number.isSafeInteger(amount) && amount >= 1 && amount < value)) return { _tag: "Refused", reason: "notBelowValue" }
  const remainingStake = Number((BigInt(stake) * BigInt(value - amount)) / BigInt(value))
  return remainingStake < 1 ? { _tag: "Refused", reason: "nothingLeft" } : { _tag: "Partial", paid: amount, remainingStake }
}

/**
 * Whether a cash-out the player asked for at `seen` is made at the server's `current` value under the player's
 * price-change policy (priceChange.ts): accept any change, accept a higher value only, or always ask.
 */
export const acceptsCashOutValue = (action: ChangeCoefActionId, seen: number, current: number): boolean => {
  if (seen === current) return true
  if (action === ChangeCoefAction.alwaysAsk) return false
  return action === ChangeCoefAction.acceptAny || current > seen
}
