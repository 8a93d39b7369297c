import { Schema } from "effect"

/**
 * Coupon types (SPEC.md 4 typeId). What each type has is not shown there; this is the meaning a major bookmaker
 * gives them:
 * - 0 single: one bet, one stake, its coefficient.
 * - 1 express (accumulator): two or more bets on different games in one line; the coefficient is the product.
 * - 2 system: k of n bets in every combination (C(n − b, k − b) lines with b bankers), one total stake split evenly;
 *   full covers (Trixie to Goliath, Patent to Lucky 63) are offered as system values too (see system.ts).
 * - 4 block system: bets grouped by blockId; each block is one express line with its own stake (amountByBlockId).
 * - 9 multiple singles: every bet its own single with its own stake (amountByBetId).
 */
export const CouponType = { single: 0, express: 1, system: 2, blocks: 4, multiSingles: 9 } as const
export const CouponTypeId = Schema.Literal(CouponType.single, CouponType.express, CouponType.system, CouponType.blocks, CouponType.multiSingles)
export type CouponTypeId = typeof CouponTypeId.Type

export const COUPON_TYPES: ReadonlyArray<CouponTypeId> = CouponTypeId.literals

/** The fewest bets a type takes. */
export const minimumBets = (type: CouponTypeId): number =>
  type === CouponType.system ? 3 : type === CouponType.express || type === CouponType.blocks ? 2 : 1

/** Which stake fields a type reads: one amount, one per block, or one per bet. */
export const stakeFieldOf = (type: CouponTypeId): "amount" | "amountByBlockId" | "amountByBetId" =>
  type === CouponType.blocks ? "amountByBlockId" : type === CouponType.multiSingles ? "amountByBetId" : "amount"

/** Whether the type shows one coefficient (systems and the multi-line types show a possible-win range instead). */
export const hasOneCoefficient = (type: CouponTypeId): boolean => type === CouponType.single || type === CouponType.express

/** Whether the type puts several bets in one line, so bets on one game (or banned from expresses) conflict. */
export const combinesBets = (type: CouponTypeId): boolean =>
  type === CouponType.express || type === CouponType.system || type === CouponType.blocks

/**
 * The most bets a coupon holds (SPEC.md 9: "not shown"). 30 is what large European books allow on one slip; it also
 * bounds a system's enumeration.
 */
export const MAX_BETS = 30

/**
 * The type a coupon takes when bets come and go, unless the player chose one that still fits: one bet is a single,
 * two or more an express.
 */
export const typeForCount = (current: CouponTypeId, count: number): CouponTypeId => {
  if (count <= 1) return CouponType.single
  if (current === CouponType.single) return CouponType.express
  if (current === CouponType.system && count < minimumBets(CouponType.system)) return CouponType.express
  return current
}
