/**
 * Toto (SPEC.md route toto): pool betting on a draw of football games of the line. For every game of the draw a coupon
 * picks one or more of its outcomes, 1 (the home side wins), X (a draw), 2 (the away side wins). A coupon stands for
 * every combination of one pick per game (a "line"): two picks on one game and three on another make 2 × 3 = 6 lines,
 * and its price is its lines times the draw's base stake.
 *
 * When every game has its result a line matches the games whose result it picked. A game called off (void) counts as
 * matched by every pick, so that no coupon loses by a game nobody could foresee.
 */

export const TOTO_OUTCOMES = ["1", "X", "2"] as const
export type TotoOutcome = (typeof TOTO_OUTCOMES)[number]

/** A game's result as the draw keeps it: its 1/X/2, or void (called off, or no longer known to the line). */
export type TotoResult = TotoOutcome | "void"

/** One game's picks: a non-empty set of outcomes, written in the order 1, X, 2 ("1", "X2", "1X2", ...). */
export const TOTO_PICKS = ["1", "X", "2", "1X", "12", "X2", "1X2"] as const
export type TotoPick = (typeof TOTO_PICKS)[number]

/** A draw has at most this many games, and is not opened with fewer than TOTO_MIN_GAMES. */
export const TOTO_MAX_GAMES = 15
export const TOTO_MIN_GAMES = 12

/** The price of one line (minor units of the draw's currency). */
export const TOTO_BASE_STAKE = 1_000

/** The most lines one coupon may stand for (6⁴: e.g. four games with all three outcomes and four with two). */
export const TOTO_MAX_COMBINATIONS = 1_296

/** The picks written in the canonical order, or null when the text is no set of outcomes. */
export const pickOf = (outcomes: ReadonlyArray<TotoOutcome>): TotoPick | null => {
  const text = TOTO_OUTCOMES.filter((o) => outcomes.includes(o)).join("")
  return (TOTO_PICKS as ReadonlyArray<string>).includes(text) ? (text as TotoPick) : null
}

/** The outcomes of a pick. */
export const outcomesOf = (pick: TotoPick): ReadonlyArray<TotoOutcome> => TOTO_OUTCOMES.filter((o) => pick.includes(o))

/** How many lines a coupon stands for: the product of its picks' sizes. */
export const combinationsOf = (picks: ReadonlyArray<TotoPick>): number => picks.reduce((product, pick) => product * pick.length, 1)

/** A coupon's price: its lines times the base stake. */
export const priceOf = (picks: ReadonlyArray<TotoPick>, baseStake: number): number => combinationsOf(picks) * baseStake

/** Why a coupon's picks are not a coupon of a draw of `games` games. */
export type CouponProblem = "count" | "combinations"

export const couponProblem = (games: number, picks: ReadonlyArray<TotoPick>): CouponProblem | null => {
  if (picks.length !== games) return "count"
  if (combinationsOf(picks) > TOTO_MAX_COMBINATIONS) return "combinations"
  return null
}

/** A football game's 1/X/2 from its final score. */
export const outcomeOfScore = (score: { readonly home: number; readonly away: number }): TotoOutcome =>
  score.home > score.away ? "1" : score.home === score.away ? "X" : "2"

const isHit = (pick: TotoPick, result: TotoResult): boolean => result === "void" || pick.includes(result)

/**
 * A coupon's lines by their matches: index k holds how many of its lines matched exactly k games. Each game multiplies
 * the count polynomial by (hits·x + misses), hits being the picks that match its result (all of them on a void game).
 */
export const linesByMatches = (picks: ReadonlyArray<TotoPick>, results: ReadonlyArray<TotoResult>): ReadonlyArray<number> => {
  let lines: Array<number> = [1]
  picks.forEach((pick, i) => {
    const result = results[i] ?? "void"
    const hits = result === "void" ? pick.length : pick.includes(result) ? 1 : 0
    const misses = pick.length - hits
    const next = new Array<number>(lines.length + 1).fill(0)
    lines.forEach((count, k) => {
      next[k] = next[k]! + count * misses
      next[k + 1] = next[k + 1]! + count * hits
    })
    lines = next
  })
  return lines
}

/** The coupon's best line: the games whose result it picked (a void game counts). */
export const matchedOf = (picks: ReadonlyArray<TotoPick>, results: ReadonlyArray<TotoResult>): number =>
  picks.reduce((sum, pick, i) => sum + (isHit(pick, results[i] ?? "void") ? 1 : 0), 0)
