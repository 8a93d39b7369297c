import { Schema } from "effect"
import { type InstantGame, ratio } from "../game"

/**
 * Plinko: the ball falls through 8, 12 or 16 rows of pegs and bounces left or right at each, one int(2) per row in
 * order from the top (0 left, 1 right, each 1/2). It lands in the slot numbered by how many times it went right
 * (0 … rows), so slot s comes with chance C(rows, s) / 2^rows. The player picks the rows and a risk (low, medium,
 * high); the slot pays the multiple of the stake the paytable below gives for those rows and risk (hundredths: 1000 is
 * 10×, read left to right from slot 0). Every table returns exactly 99%: with pay in hundredths,
 * Σ C(rows, s) × pay(s) = 99 × 2^rows. The largest win is 1000× (16 rows, high risk, either edge).
 */

export const PLINKO_ROWS = [8, 12, 16] as const
export const PLINKO_RISKS = ["low", "medium", "high"] as const
export type PlinkoRows = (typeof PLINKO_ROWS)[number]
export type PlinkoRisk = (typeof PLINKO_RISKS)[number]

/** The pay of each slot in hundredths of the stake, slot 0 (every bounce left) first. */
export const PLINKO_PAYTABLE: Readonly<Record<PlinkoRows, Readonly<Record<PlinkoRisk, ReadonlyArray<number>>>>> = {
  8: {
    low: [560, 212, 110, 101, 48, 101, 110, 212, 560],
    medium: [1300, 298, 131, 70, 40, 70, 131, 298, 1300],
    high: [2900, 399, 150, 30, 20, 30, 150, 399, 2900]
  },
  12: {
    low: [1000, 298, 161, 140, 110, 100, 50, 100, 110, 140, 161, 298, 1000],
    medium: [3300, 1100, 397, 201, 110, 60, 30, 60, 110, 201, 397, 1100, 3300],
    high: [17000, 2404, 816, 199, 70, 20, 19, 20, 70, 199, 816, 2404, 17000]
  },
  16: {
    low: [1600, 902, 200, 163, 140, 120, 110, 100, 48, 100, 110, 120, 140, 163, 200, 902, 1600],
    medium: [11000, 4097, 999, 478, 300, 150, 100, 50, 32, 50, 100, 150, 300, 478, 999, 4097, 11000],
    high: [100000, 13002, 2597, 856, 400, 200, 20, 20, 24, 20, 20, 200, 400, 856, 2597, 13002, 100000]
  }
}

export const PlinkoChoices = Schema.Struct({
  rows: Schema.Literal(...PLINKO_ROWS),
  risk: Schema.Literal(...PLINKO_RISKS)
})
export type PlinkoChoices = typeof PlinkoChoices.Type

export const PlinkoOutcome = Schema.Struct({
  /** Each row's bounce from the top: 0 left, 1 right. */
  path: Schema.Array(Schema.Literal(0, 1)).pipe(Schema.minItems(8), Schema.maxItems(16)),
  /** The slot it lands in: the number of rights. */
  slot: Schema.Int.pipe(Schema.between(0, 16))
}).pipe(Schema.filter((o) => o.path.reduce<number>((sum, step) => sum + step, 0) === o.slot || "the slot is the number of rights"))
export type PlinkoOutcome = typeof PlinkoOutcome.Type

export const plinko: InstantGame<PlinkoChoices, PlinkoOutcome> = {
  id: "plinko",
  rtp: ratio(99, 100),
  maxWin: ratio(1_000, 1),
  choices: PlinkoChoices,
  outcomeSchema: PlinkoOutcome,
  draw: (bet, random) => {
    const path = Array.from({ length: bet.rows }, () => random.int(2) as 0 | 1)
    return { path, slot: path.reduce<number>((sum, step) => sum + step, 0) }
  },
  multipleOf: (bet, outcome) => ratio(PLINKO_PAYTABLE[bet.rows][bet.risk][outcome.slot] ?? 0, 100)
}
