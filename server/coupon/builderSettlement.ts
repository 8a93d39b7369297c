import type { LegResult } from "../../src/domain/coupon/lines"
import { builderWin } from "./builderPlacement"
import type { Decision } from "./settlement"

/**
 * How a bet builder ends (pure): it is one bet on every leg at once, so it is won only when every leg won, and pays
 * the stake at its own price; a lost leg loses it. A void leg (its game off the line) leaves a combination the price
 * was never made for, so with no leg lost the stake comes back, as books rule a same-game bet with a void leg.
 */
export const decideBuilder = (stake: number, coef: number, results: ReadonlyArray<LegResult>): Decision => {
  if (results.includes("lost")) return { status: "lost", payout: 0 }
  if (results.every((result) => result === "won")) return { status: "won", payout: builderWin(stake, coef) }
  return { status: "void", payout: stake }
}
