import { CouponType, type CouponTypeId } from "../../src/domain/coupon/couponType"
import { type CouponStake, type LegResult, linesOf, payoutOf, totalStake } from "../../src/domain/coupon/lines"
import type { BetEntry } from "../../src/domain/coupon/bet"
import { bonusBetCoef } from "../../src/domain/coupon/rules"

/**
 * What a decided coupon pays (pure: the settler's arithmetic, tested by hand). The coupon's lines are made again
 * from what was placed (src/domain/coupon/lines.ts, the same lines the coupon showed and the stake was reserved
 * for), and paid as `payoutOf` says: a void leg counts 1.00, a line with a lost leg pays nothing (so a lost banker
 * loses every line), the sum rounded half up once.
 */

/** A leg of a placed coupon, as the database keeps it. */
export interface PlacedLegRecord {
  readonly coef: number
  readonly banker: boolean
  readonly blockId: number
  /** Type 9: the leg's own stake. */
  readonly amount: number
}

/** A placed coupon as the database keeps it (not the bet slip a browser saves, src/domain/coupon/couponState.ts). */
export interface PlacedCouponRecord {
  readonly type: CouponTypeId
  readonly amount: number
  readonly amountByBlock: Readonly<Record<string, number>>
  readonly systemValue: number
  readonly bonusCoef: number | null
  readonly legs: ReadonlyArray<PlacedLegRecord>
}

/** A placed coupon's stake as the domain's lines read it (the slip's own is `stakeOf`, src/domain/coupon/rules.ts). */
export const placedStakeOf = (coupon: PlacedCouponRecord, bonusCoef: number | null = coupon.bonusCoef): CouponStake => ({
  type: coupon.type,
  legs: coupon.legs.map((leg) => ({ coef: leg.coef, banker: leg.banker, blockId: leg.blockId })),
  amount: coupon.amount,
  amountByBlockId: coupon.amountByBlock,
  amountByLeg: coupon.legs.map((leg) => leg.amount),
  systemValue: coupon.systemValue,
  ...(bonusCoef === null ? {} : { bonusCoef })
})

/** The stake that left the account for this coupon (the sum of its lines' stakes). */
export const stakedAmountOf = (coupon: PlacedCouponRecord): number => totalStake(linesOf(placedStakeOf(coupon))?.lines ?? [])

export interface Decision {
  readonly status: "won" | "lost" | "void"
  readonly payout: number
}

/**
 * The coupon's end once every leg is decided. Every leg void: the stake back (void), whatever bonus the express
 * carried. An express bonus (SPEC.md 5) is kept only while the legs that still count earn it: a void leg leaves the
 * express as if it had not been in it, so an express of three with one void leg has no bonus (our rule, the one
 * major books apply). A coupon that pays nothing is lost; one that pays anything is won.
 */
export const decide = (coupon: PlacedCouponRecord, results: ReadonlyArray<LegResult>): Decision => {
  const stake = stakedAmountOf(coupon)
  if (results.every((result) => result === "void")) return { status: "void", payout: stake }
  let bonus = coupon.bonusCoef
  if (bonus !== null && coupon.type === CouponType.express && results.includes("void")) {
    const counting = coupon.legs.filter((_, i) => results[i] !== "void").map((leg) => ({ market: { coef: leg.coef, kind: 0 } as BetEntry["market"] }))
    bonus = bonusBetCoef(true, CouponType.express, counting) ?? null
  }
  const stakeSpec = placedStakeOf(coupon, bonus)
  const made = linesOf(stakeSpec)
  const payout = made === undefined ? 0 : payoutOf(stakeSpec.legs, made.lines, results)
  return { status: payout === 0 ? "lost" : "won", payout }
}
