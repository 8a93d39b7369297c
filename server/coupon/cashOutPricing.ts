import { createHash } from "node:crypto"
import type { BetToPlace, EditBetRequest } from "../../src/domain/api/coupon"
import { type CashOutCoupon, type CashOutLeg, cashOutQuote, type CashOutQuote } from "../../src/domain/coupon/cashOut"
import { CouponType, type CouponTypeId } from "../../src/domain/coupon/couponType"
import { linesOf, possibleWin, totalStake } from "../../src/domain/coupon/lines"
import { couponCoefficient, stakeOf } from "../../src/domain/coupon/rules"
import type { LineState } from "../sports/feedModel"
import { outcomeOn } from "../sports/lineReads"
import type { LineCheck } from "./placement"
import { type CouponRow, type LegRow, type NewCoupon, type NewLeg, newLegOf } from "./repo"
import { placedStakeOf, type PlacedCouponRecord } from "./settlement"

/**
 * Cash-out against the line (pure): a stored coupon priced by the line as it is now, and the coupons a cash-out
 * leaves or makes (a partial one's smaller possible win, an edit bet's new coupon).
 */

/**
 * The live price of a leg's outcome while its market is open on the same game (same teams and start) the leg was
 * placed on; undefined when the market is suspended or closed, the game finished or left the line.
 */
export const livePriceOf = (line: LineState, leg: LegRow): number | undefined => {
  const found = outcomeOn(line, leg.outcome_id)
  if (found === undefined) return undefined
  const { game, market, outcome } = found
  if (game.home !== leg.home || game.away !== leg.away || game.startsAt !== leg.starts_at.getTime()) return undefined
  if (game.status === "finished" || market.status !== "open" || !(outcome.price >= 1)) return undefined
  return outcome.price
}

export const cashOutCouponOf = (row: CouponRow & { readonly same_game?: boolean }, legs: ReadonlyArray<LegRow>, priceOf: (leg: LegRow) => number | undefined): CashOutCoupon => ({
  type: row.type as CouponTypeId,
  status: row.status,
  stake: row.stake,
  bonusCoef: row.bonus_coef === null ? null : Number(row.bonus_coef),
  legs: legs.map((leg): CashOutLeg => ({ coef: Number(leg.coef), status: leg.status, current: leg.status === "open" ? priceOf(leg) : undefined })),
  sameGame: row.same_game === true,
  freeBet: row.free_bet_id !== null
})

/** The coupon's cash-out on `line` now. */
export const quoteOn = (line: LineState, row: CouponRow & { readonly same_game?: boolean }, legs: ReadonlyArray<LegRow>): CashOutQuote => cashOutQuote(cashOutCouponOf(row, legs, (leg) => livePriceOf(line, leg)))

export const placedCouponRecordOf = (row: CouponRow, legs: ReadonlyArray<LegRow>): PlacedCouponRecord => ({
  type: row.type as CouponTypeId,
  amount: row.amount,
  amountByBlock: row.amount_by_block,
  systemValue: row.system_value,
  bonusCoef: row.bonus_coef === null ? null : Number(row.bonus_coef),
  legs: legs.map((leg) => ({ coef: Number(leg.coef), banker: leg.banker, blockId: leg.block_id, amount: leg.amount }))
})

/** The possible win of a single or express on `stake` instead of its own (after a partial cash-out). */
export const possibleWinOn = (row: CouponRow, legs: ReadonlyArray<LegRow>, stake: number): { readonly min: number; readonly max: number } =>
  possibleWin(placedStakeOf({ ...placedCouponRecordOf(row, legs), amount: stake })) ?? { min: 0, max: 0 }

/** An edit bet's new coupon as a placement: a single of one bet, an express of more, the value (and extra) staked. */
export const editedPlacement = (body: EditBetRequest, accountId: number, stake: number): BetToPlace => ({
  key: editPlacementKeyOf(body.key),
  typeId: body.bets.length === 1 ? CouponType.single : CouponType.express,
  accountId,
  amount: stake,
  amountByBlockId: {},
  amountByBetId: {},
  bets: body.bets.map((bet) => ({ ...bet, blockId: 0, banker: false })),
  systemValue: 0,
  changeCoefAction: body.changeCoefAction,
  exactCoef: 0,
  promoCode: "",
  vip: false,
  bonusBet: false
})

/** The new coupon's placement key: its own, derived from the edit's request key so it never meets a placement's. */
export const editPlacementKeyOf = (key: string): string => `edit-${createHash("sha256").update(key).digest("hex").slice(0, 40)}`

/** The new coupon and its legs as an accepted line check makes them (as a placement does, server/coupon/service.ts). */
export const newCouponOf = (
  accepted: Extract<LineCheck, { _tag: "Accepted" }>,
  fields: Pick<NewCoupon, "userId" | "accountId" | "currency" | "placedAt" | "placementKey" | "requestHash">
): { readonly coupon: NewCoupon; readonly legs: ReadonlyArray<NewLeg> } | undefined => {
  const { draft } = accepted
  const stake = stakeOf(draft, undefined)
  const made = linesOf(stake)
  const win = possibleWin(stake)
  if (made === undefined || win === undefined) return undefined
  const coef = couponCoefficient(
    draft.type,
    draft.bets.map((bet) => bet.market.coef),
    undefined
  )
  const legs = accepted.bets.map(({ entry, game }, position) => newLegOf(entry, position, game?.championshipName ?? entry.champName))
  return {
    coupon: {
      ...fields,
      type: draft.type,
      amount: draft.amount,
      amountByBlock: {},
      stake: totalStake(made.lines),
      systemValue: 0,
      coef: coef ?? null,
      bonusCoef: null,
      possibleWinMin: win.min,
      possibleWinMax: win.max,
      vip: false,
      promoCode: ""
    },
    legs
  }
}
