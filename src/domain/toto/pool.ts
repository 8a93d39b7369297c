import { basisPointsOf } from "../account/money"

/**
 * How a toto draw's pool is shared (src/domain/toto/coupon.ts says what a coupon and a line are). All sums are whole
 * minor units; nothing is made or lost by rounding:
 *
 * - The pool is every coupon's stake. The house keeps the margin, TOTO_MARGIN_BP of it rounded down; the rest is the
 *   prize fund.
 * - The fund is shared among the tiers by their fixed shares: all games matched (TOTO_TIERS[0]), all but one, all but
 *   two. The lower tiers' shares are rounded down; the top tier takes the rest of the fund, and the jackpot carried in.
 * - Within a tier each winning line gets the tier's fund divided by its winning lines, rounded down (a coupon wins its
 *   winning lines times that).
 * - What is not paid goes to the jackpot carried out to the next draw settled, whose top tier it joins: the whole fund
 *   of a tier nobody won, and the remainder of each tier's division.
 *
 * So, exactly: payouts + jackpot carried out + margin = pool + jackpot carried in.
 */

export interface TotoTier {
  /** Games a line may have missed to win this tier: 0 is every game matched. */
  readonly missed: number
  /** The tier's share of the prize fund, in basis points (the shares sum to 10,000). */
  readonly shareBp: number
}

export const TOTO_TIERS: ReadonlyArray<TotoTier> = [
  { missed: 0, shareBp: 5_000 },
  { missed: 1, shareBp: 3_000 },
  { missed: 2, shareBp: 2_000 }
]

/** The house's margin of the pool, in basis points (15 %). */
export const TOTO_MARGIN_BP = 1_500

export interface TierShare {
  readonly missed: number
  readonly shareBp: number
  /** The tier's fund (the top tier's with the jackpot carried in). */
  readonly fund: number
  /** Winning lines of the tier, over every coupon. */
  readonly lines: number
  /** What each winning line is paid (0 when no line won). */
  readonly perLine: number
}

export interface PoolSplit {
  readonly pool: number
  readonly margin: number
  readonly jackpotIn: number
  readonly tiers: ReadonlyArray<TierShare>
  /** What goes on to the next draw: unwon tiers' funds and the divisions' remainders. */
  readonly jackpotOut: number
}

/** The margin the house keeps of a pool: TOTO_MARGIN_BP of it, rounded down. */
export const marginOf = (pool: number): number => basisPointsOf(pool, TOTO_MARGIN_BP)

/**
 * The pool split among the tiers. `linesByTier[i]` is the winning lines of TOTO_TIERS[i] over every coupon of the draw.
 */
export const splitPool = (pool: number, jackpotIn: number, linesByTier: ReadonlyArray<number>): PoolSplit => {
  const margin = marginOf(pool)
  const fund = BigInt(pool - margin)
  const lowerFunds = TOTO_TIERS.map((tier, i) => (i === 0 ? 0n : BigInt(basisPointsOf(pool - margin, tier.shareBp))))
  const topFund = fund - lowerFunds.reduce((sum, f) => sum + f, 0n) + BigInt(jackpotIn)
  let jackpotOut = 0n
  const tiers = TOTO_TIERS.map((tier, i): TierShare => {
    const tierFund = i === 0 ? topFund : lowerFunds[i]!
    const lines = linesByTier[i] ?? 0
    const perLine = lines === 0 ? 0n : tierFund / BigInt(lines)
    jackpotOut += tierFund - perLine * BigInt(lines)
    return { missed: tier.missed, shareBp: tier.shareBp, fund: Number(tierFund), lines, perLine: Number(perLine) }
  })
  return { pool, margin, jackpotIn, tiers, jackpotOut: Number(jackpotOut) }
}

/** The winning lines of each tier among a coupon's lines by matches, for a draw of `games` games. */
export const tierLinesOf = (linesByMatches: ReadonlyArray<number>, games: number): ReadonlyArray<number> =>
  TOTO_TIERS.map((tier) => linesByMatches[games - tier.missed] ?? 0)

/** A coupon's prize: its winning lines of each tier times that tier's pay per line. */
export const prizeOfLines = (tierLines: ReadonlyArray<number>, split: Pick<PoolSplit, "tiers">): number =>
  split.tiers.reduce((sum, tier, i) => sum + (tierLines[i] ?? 0) * tier.perLine, 0)
