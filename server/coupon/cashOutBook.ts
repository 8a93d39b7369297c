import type { CashOutQuote } from "../../src/domain/coupon/cashOut"
import type { LineGame, LineState } from "../sports/feedModel"
import { quoteOn } from "./cashOutPricing"
import type { CouponRow, LegRow } from "./repo"

/**
 * The cash-out quotes of many open coupons kept across the line's ticks: an index from game id to the coupons with a
 * leg on it. A tick of the feed replaces only the games it changed (an unchanged game keeps its object), so after
 * a tick only the coupons on a game whose object changed are priced again; the rest keep their quote. Pure and
 * in memory: what it is given is its whole line.
 */
export interface BookedCoupon {
  readonly row: CouponRow
  readonly legs: ReadonlyArray<LegRow>
}

export const makeCashOutBook = () => {
  const coupons = new Map<number, BookedCoupon>()
  const quotes = new Map<number, CashOutQuote>()
  const byGame = new Map<string, Set<number>>()
  /** The game object each indexed game had when its coupons were last priced (undefined: off the line). */
  const seen = new Map<string, LineGame | undefined>()

  const add = (coupon: BookedCoupon, line: LineState): CashOutQuote => {
    const id = coupon.row.id
    coupons.set(id, coupon)
    for (const leg of coupon.legs) {
      let set = byGame.get(leg.game_id)
      if (set === undefined) byGame.set(leg.game_id, (set = new Set()))
      set.add(id)
      seen.set(leg.game_id, line.games.get(leg.game_id))
    }
    const quote = quoteOn(line, coupon.row, coupon.legs)
    quotes.set(id, quote)
    return quote
  }

  const remove = (id: number): void => {
    const coupon = coupons.get(id)
    if (coupon === undefined) return
    coupons.delete(id)
    quotes.delete(id)
    for (const leg of coupon.legs) {
      const set = byGame.get(leg.game_id)
      set?.delete(id)
      if (set?.size === 0) {
        byGame.delete(leg.game_id)
        seen.delete(leg.game_id)
      }
    }
  }

  /** Prices again the coupons on games the tick changed; how many were priced. */
  const tick = (line: LineState): number => {
    const stale = new Set<number>()
    for (const [gameId, ids] of byGame) {
      const now = line.games.get(gameId)
      if (now === seen.get(gameId)) continue
      seen.set(gameId, now)
      for (const id of ids) stale.add(id)
    }
    for (const id of stale) {
      const coupon = coupons.get(id)!
      quotes.set(id, quoteOn(line, coupon.row, coupon.legs))
    }
    return stale.size
  }

  return { add, remove, tick, quote: (id: number): CashOutQuote | undefined => quotes.get(id), size: () => coupons.size }
}

export type CashOutBook = ReturnType<typeof makeCashOutBook>
