import { Schema } from "effect"
import { type InstantGame, type Ratio, ratio } from "../game"
import type { RoundRandom } from "../fair"

/**
 * Scratch card: a 3×3 ticket. The prize is decided first and alone: the round draws t = int(1 000 000) and the ticket
 * takes the tier whose stretch of the table below holds t (stretches in the table's order, each as long as its
 * weight: crown is t = 0–1, diamond 2–11, …, the loss 688 572–999 999). So a tier comes with chance weight / 1 000 000
 * and the ticket returns exactly Σ weight × multiple / 1 000 000 = 960 000 / 1 000 000 = 96%; the largest win is 500×.
 *
 * Then the ticket's nine cells (read left to right, top to bottom) are drawn to show that tier:
 * - a win shows three of its symbol: the three cells are `sample(9, 3)`; each other cell, in order, takes one of the
 *   other symbols still shown fewer than twice, int(how many there are) into them in the table's order;
 * - a loss fills every cell the same way from all eight symbols, so no symbol shows three times.
 * Three of a kind is therefore always the prize tier's symbol, and never more than one three.
 */

export const SCRATCH_SYMBOLS = ["crown", "diamond", "star", "horseshoe", "clover", "bell", "lemon", "cherry"] as const
export type ScratchSymbol = (typeof SCRATCH_SYMBOLS)[number]

/** The prize tiers: three of `symbol` pays `multiple` times the stake; the last tier is the loss. */
export interface ScratchTier {
  readonly symbol: ScratchSymbol | null
  readonly weight: number
  readonly multiple: number
}
export const SCRATCH_TIERS: ReadonlyArray<ScratchTier> = [
  { symbol: "crown", weight: 2, multiple: 500 },
  { symbol: "diamond", weight: 10, multiple: 100 },
  { symbol: "star", weight: 60, multiple: 50 },
  { symbol: "horseshoe", weight: 500, multiple: 20 },
  { symbol: "clover", weight: 3_000, multiple: 10 },
  { symbol: "bell", weight: 20_000, multiple: 5 },
  { symbol: "lemon", weight: 150_000, multiple: 2 },
  { symbol: "cherry", weight: 515_000, multiple: 1 },
  { symbol: null, weight: 311_428, multiple: 0 }
]
export const SCRATCH_TOTAL_WEIGHT = 1_000_000
export const SCRATCH_CELLS = 9

export const ScratchChoices = Schema.Struct({})
export type ScratchChoices = typeof ScratchChoices.Type

export const ScratchOutcome = Schema.Struct({
  /** The prize tier's index in SCRATCH_TIERS. */
  tier: Schema.Int.pipe(Schema.between(0, SCRATCH_TIERS.length - 1)),
  /** The nine cells, left to right, top to bottom. */
  cells: Schema.Array(Schema.Literal(...SCRATCH_SYMBOLS)).pipe(Schema.itemsCount(SCRATCH_CELLS))
})
export type ScratchOutcome = typeof ScratchOutcome.Type

const tierAt = (t: number): number => {
  let end = 0
  for (let tier = 0; tier < SCRATCH_TIERS.length; tier++) {
    end += SCRATCH_TIERS[tier]!.weight
    if (t < end) return tier
  }
  return SCRATCH_TIERS.length - 1
}

const drawTicket = (tier: number, random: RoundRandom): Array<ScratchSymbol> => {
  const prize = SCRATCH_TIERS[tier]!.symbol
  const cells = new Array<ScratchSymbol | null>(SCRATCH_CELLS).fill(null)
  if (prize !== null) for (const cell of random.sample(SCRATCH_CELLS, 3)) cells[cell] = prize
  const shown = new Map<ScratchSymbol, number>()
  for (let cell = 0; cell < SCRATCH_CELLS; cell++) {
    if (cells[cell] !== null) continue
    const allowed = SCRATCH_SYMBOLS.filter((symbol) => symbol !== prize && (shown.get(symbol) ?? 0) < 2)
    const symbol = allowed[random.int(allowed.length)]!
    shown.set(symbol, (shown.get(symbol) ?? 0) + 1)
    cells[cell] = symbol
  }
  return cells as Array<ScratchSymbol>
}

export const scratch: InstantGame<ScratchChoices, ScratchOutcome> = {
  id: "scratch",
  rtp: ratio(96, 100),
  maxWin: ratio(500, 1),
  choices: ScratchChoices,
  outcomeSchema: ScratchOutcome,
  draw: (_bet, random) => {
    const tier = tierAt(random.int(SCRATCH_TOTAL_WEIGHT))
    return { tier, cells: drawTicket(tier, random) }
  },
  multipleOf: (_bet, outcome): Ratio => ratio(SCRATCH_TIERS[outcome.tier]?.multiple ?? 0, 1)
}
