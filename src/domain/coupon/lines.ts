import { COEF_SCALE, divideRoundHalfUp, toThousandths } from "./coefficient"
import { CouponType, type CouponTypeId } from "./couponType"
import { elementarySymmetric, isFullCover, isValidSystemValue, lineSizes, linesOfValue, splitStake } from "./system"

/**
 * A coupon as the lines it pays on. Every type is a set of lines, each a stake on a set of legs that pays
 * stake × the product of its legs' coefficients when no leg loses (a void leg counts 1.00): a single is one line of
 * one leg, an express one line of all legs, a system its combinations, a block system one express per block, multiple
 * singles one single per bet. The settler pays exactly what these lines say, and the coupon shows the same numbers.
 *
 * Rounding, the one rule of the coupon (SPEC.md 5 "rounded"): coefficients are exact thousandths, products are
 * exact, and a coupon's payout is rounded half up to a minor unit once, at the end, over all its lines.
 */

/** One leg as the lines read it: its coefficient, and for systems whether it is a banker; for blocks its block. */
export interface LineLeg {
  readonly coef: number
  readonly banker?: boolean
  readonly blockId?: number
}

/** What the coupon stakes, per type: SPEC.md 3's amount, amountByBlockId and amountByBetId (by leg index here). */
export interface CouponStake {
  readonly type: CouponTypeId
  readonly legs: ReadonlyArray<LineLeg>
  /** Types 0, 1, 2: the total stake in minor units. */
  readonly amount: number
  /** Type 4: stake per block id. */
  readonly amountByBlockId?: Readonly<Record<string, number>>
  /** Type 9: stake per leg index. */
  readonly amountByLeg?: ReadonlyArray<number>
  /** Type 2: the system value (k, or a full cover). */
  readonly systemValue?: number
  /** Express only: the bonus bet's coefficient (SPEC.md 5), multiplied into the line when it wins. */
  readonly bonusCoef?: number
}

export interface Line {
  readonly stake: number
  /** Indices into the legs. */
  readonly legs: ReadonlyArray<number>
  /** An extra factor in thousandths the line's product is multiplied by (the express bonus), 1000 for none. */
  readonly boost: bigint
}

/** The block ids of the legs, in the order first met. */
export const blocksOf = (legs: ReadonlyArray<LineLeg>): ReadonlyArray<number> => [...new Set(legs.map((leg) => leg.blockId ?? 0))]

/** Every k-subset of the indices, in lexicographic order. */
const subsets = (indices: ReadonlyArray<number>, k: number): Array<Array<number>> => {
  const out: Array<Array<number>> = []
  const pick: Array<number> = []
  const walk = (from: number) => {
    if (pick.length === k) {
      out.push([...pick])
      return
    }
    for (let i = from; i <= indices.length - (k - pick.length); i++) {
      pick.push(indices[i]!)
      walk(i + 1)
      pick.pop()
    }
  }
  walk(0)
  return out
}

const NO_BOOST = COEF_SCALE

/**
 * The coupon's lines, or undefined when the coupon does not make any (a system value that does not fit, a type with
 * too few legs). The stakes of a system's lines are the total split evenly; what does not split stays unstaked.
 */
export const linesOf = (stake: CouponStake): { readonly lines: ReadonlyArray<Line>; readonly unstaked: number } | undefined => {
  const { legs, type } = stake
  const all = legs.map((_, i) => i)
  switch (type) {
    case CouponType.single:
      return legs.length === 1 ? { lines: [{ stake: stake.amount, legs: [0], boost: NO_BOOST }], unstaked: 0 } : undefined
    case CouponType.express:
      if (legs.length < 2) return undefined
      return { lines: [{ stake: stake.amount, legs: all, boost: stake.bonusCoef === undefined ? NO_BOOST : toThousandths(stake.bonusCoef) }], unstaked: 0 }
    case CouponType.multiSingles:
      if (legs.length < 1) return undefined
      return { lines: all.map((i) => ({ stake: stake.amountByLeg?.[i] ?? 0, legs: [i], boost: NO_BOOST })), unstaked: 0 }
    case CouponType.blocks: {
      const blocks = blocksOf(legs)
      if (blocks.length < 2) return undefined
      return {
        lines: blocks.map((block) => ({
          stake: stake.amountByBlockId?.[String(block)] ?? 0,
          legs: all.filter((i) => (legs[i]!.blockId ?? 0) === block),
          boost: NO_BOOST
        })),
        unstaked: 0
      }
    }
    case CouponType.system: {
      const value = stake.systemValue ?? 0
      const bankers = all.filter((i) => legs[i]!.banker === true)
      const free = all.filter((i) => legs[i]!.banker !== true)
      if (!isValidSystemValue(value, legs.length, bankers.length)) return undefined
      const count = linesOfValue(value, legs.length, bankers.length)
      const { perLine, unstaked } = splitStake(BigInt(stake.amount), count)
      const combos = isFullCover(value)
        ? lineSizes(value, legs.length).flatMap((size) => subsets(all, size))
        : subsets(free, value - bankers.length).map((combo) => [...bankers, ...combo].sort((a, b) => a - b))
      return { lines: combos.map((combo) => ({ stake: Number(perLine), legs: combo, boost: NO_BOOST })), unstaked: Number(unstaked) }
    }
  }
}

/** How a leg ended: it won at its coefficient, lost, or was void (counts 1.00). */
export type LegResult = "won" | "lost" | "void"

/**
 * Minor units as a number. A payout past the largest safe integer (a huge stake on long prices) saturates there: it
 * is far above any maximum payout, so the coupon refuses it (PayoutAboveMax) instead of showing a wrong sum.
 */
const toMoney = (minor: bigint): number => (minor > BigInt(Number.MAX_SAFE_INTEGER) ? Number.MAX_SAFE_INTEGER : Number(minor))

/** The largest leg count of any line: the lines' products are brought to one scale, 1000^(that + 1 for a boost). */
const scaleOf = (lines: ReadonlyArray<Line>): number => Math.max(0, ...lines.map((line) => line.legs.length)) + 1

/**
 * What the lines pay, in minor units, when the legs ended as `results` say: the sum over lines where no leg lost of
 * stake × product (void legs 1.00) × boost, rounded half up once.
 */
export const payoutOf = (legs: ReadonlyArray<LineLeg>, lines: ReadonlyArray<Line>, results: ReadonlyArray<LegResult>): number => {
  const scale = scaleOf(lines)
  const coefs = legs.map((leg) => toThousandths(leg.coef))
  let sum = 0n
  for (const line of lines) {
    if (line.stake === 0 || line.legs.some((i) => results[i] === "lost")) continue
    let product = BigInt(line.stake) * line.boost
    for (const i of line.legs) product *= results[i] === "void" ? COEF_SCALE : coefs[i]!
    sum += product * COEF_SCALE ** BigInt(scale - line.legs.length - 1)
  }
  return toMoney(divideRoundHalfUp(sum, COEF_SCALE ** BigInt(scale)))
}

/** The coupon's total stake: what leaves the player's account (a system's unstaked remainder stays). */
export const totalStake = (lines: ReadonlyArray<Line>): number => lines.reduce((sum, line) => sum + line.stake, 0)

export interface PossibleWin {
  /** The least a winning coupon pays: the fewest, shortest-priced winners that make one line pay. */
  readonly min: number
  /** Every leg wins. */
  readonly max: number
}

/**
 * Possible win (SPEC.md 5): amount × coefficient for singles and expresses; for the multi-line types the range
 * from the least winning outcome to every leg winning. A system's maximum is computed without enumerating its lines
 * (elementary symmetric sums, O(n·k)), and equals the sum over all lines; its minimum is one line of the bankers
 * and the shortest other prices.
 */
export const possibleWin = (stake: CouponStake): PossibleWin | undefined => {
  if (stake.type !== CouponType.system) {
    const made = linesOf(stake)
    if (made === undefined) return undefined
    const allWon = stake.legs.map((): LegResult => "won")
    const paying = made.lines.filter((line) => line.stake > 0).map((line) => payoutOf(stake.legs, [line], allWon))
    return { min: paying.length === 0 ? 0 : Math.min(...paying), max: payoutOf(stake.legs, made.lines, allWon) }
  }
  const value = stake.systemValue ?? 0
  const bankerLegs = stake.legs.filter((leg) => leg.banker === true)
  const freeCoefs = stake.legs.filter((leg) => leg.banker !== true).map((leg) => toThousandths(leg.coef))
  if (!isValidSystemValue(value, stake.legs.length, bankerLegs.length)) return undefined
  const count = linesOfValue(value, stake.legs.length, bankerLegs.length)
  const { perLine } = splitStake(BigInt(stake.amount), count)
  const bankerProduct = bankerLegs.reduce((acc, leg) => acc * toThousandths(leg.coef), 1n)
  const sizes = isFullCover(value) ? lineSizes(value, stake.legs.length) : [value - bankerLegs.length]
  const largest = sizes[sizes.length - 1]!
  const e = elementarySymmetric(freeCoefs, largest)
  // Lines of different sizes are brought to the largest one's scale before the one rounding.
  const scale = COEF_SCALE ** BigInt(largest + bankerLegs.length)
  const sumOfLines = sizes.reduce((acc, size) => acc + e[size]! * COEF_SCALE ** BigInt(largest - size), 0n)
  const shortest = [...freeCoefs].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).slice(0, sizes[0]!)
  const minLine = shortest.reduce((acc, c) => acc * c, 1n) * COEF_SCALE ** BigInt(largest - sizes[0]!)
  return {
    min: toMoney(divideRoundHalfUp(perLine * bankerProduct * minLine, scale)),
    max: toMoney(divideRoundHalfUp(perLine * bankerProduct * sumOfLines, scale))
  }
}
