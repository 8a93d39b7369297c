import { Schema } from "effect"
import { type InstantGame, ratio } from "../game"

/**
 * Keno: the board holds the numbers 1–40. The player picks 1 to 10 different numbers; the round draws 10 of the 40
 * by a partial Fisher–Yates shuffle (`RoundRandom.sample(40, 10)`): start from the list 1, 2, … 40; for k = 0 … 9,
 * j = k + int(40 − k) and the numbers at positions k and j swap places; the drawn numbers are the first ten, in that
 * order. Each sequence of draws gives a different ordered ten, so every set of 10 is equally likely, and with p
 * picks, h hits come with chance C(p, h) × C(40 − p, 10 − h) / C(40, 10).
 *
 * The pay for h hits with p picks is the table below (hundredths of the stake, from 0 hits), tuned so that every pick
 * count returns exactly 99%: Σ_h C(p, h) × C(40 − p, 10 − h) × pay(p, h) = 99 × C(40, 10), pay in hundredths. The
 * largest win is 999.84× (10 picks, 10 hits).
 */

export const KENO_NUMBERS = 40
export const KENO_DRAWN = 10
export const KENO_MAX_PICKS = 10

/** KENO_PAYTABLE[p][h]: the pay for h hits with p picks, in hundredths of the stake. */
export const KENO_PAYTABLE: Readonly<Record<number, ReadonlyArray<number>>> = {
  1: [0, 396],
  2: [0, 189, 456],
  3: [0, 99, 313, 1041],
  4: [0, 81, 178, 502, 2226],
  5: [0, 24, 140, 414, 1661, 3621],
  6: [0, 0, 100, 368, 701, 1655, 3997],
  7: [0, 0, 46, 301, 453, 1408, 3105, 6018],
  8: [0, 0, 0, 226, 400, 1103, 2996, 12013, 29963],
  9: [0, 0, 0, 155, 300, 800, 1501, 4401, 10017, 50037],
  10: [0, 0, 0, 140, 225, 449, 800, 1698, 5002, 24983, 99984]
}

const BoardNumber = Schema.Int.pipe(Schema.between(1, KENO_NUMBERS))

export const KenoChoices = Schema.Struct({
  picks: Schema.Array(BoardNumber).pipe(Schema.minItems(1), Schema.maxItems(KENO_MAX_PICKS))
}).pipe(Schema.filter((bet) => new Set(bet.picks).size === bet.picks.length || "each number may be picked once"))
export type KenoChoices = typeof KenoChoices.Type

export const KenoOutcome = Schema.Struct({
  /** The ten numbers drawn, in the order drawn. */
  drawn: Schema.Array(BoardNumber).pipe(Schema.itemsCount(KENO_DRAWN))
}).pipe(Schema.filter((o) => new Set(o.drawn).size === KENO_DRAWN || "the drawn numbers are different"))
export type KenoOutcome = typeof KenoOutcome.Type

/** How many of the picks were drawn. */
export const hitsOf = (bet: KenoChoices, outcome: KenoOutcome): number => bet.picks.filter((n) => outcome.drawn.includes(n)).length

export const keno: InstantGame<KenoChoices, KenoOutcome> = {
  id: "keno",
  rtp: ratio(99, 100),
  maxWin: ratio(99_984, 100),
  choices: KenoChoices,
  outcomeSchema: KenoOutcome,
  draw: (_bet, random) => ({ drawn: random.sample(KENO_NUMBERS, KENO_DRAWN).map((index) => index + 1) }),
  multipleOf: (bet, outcome) => ratio(KENO_PAYTABLE[bet.picks.length]?.[hitsOf(bet, outcome)] ?? 0, 100)
}
