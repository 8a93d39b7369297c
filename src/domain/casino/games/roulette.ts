import { Schema } from "effect"
import { type InstantGame, ratio } from "../game"

/**
 * European roulette: one zero and the numbers 1–36, 37 pockets. The round draws the pocket with int(37) (every pocket
 * 1/37). The player's bet is a list of chips, each an amount (minor units) on one standard bet; the stake is the sum
 * of the chips. A chip on a bet covering k numbers pays 36/k times its amount (its amount included) when the pocket is
 * one of them, and is lost otherwise, so every chip, and every mix of chips, returns exactly 36/37 (97.30%).
 *
 * The layout has three columns of twelve rows: row r (0–11) holds 3r+1, 3r+2, 3r+3; zero sits above the first row.
 * The bets (k numbers, paying 36/k):
 * - straight (1, pays 36): any number 0–36;
 * - split (2, pays 18): two numbers side by side in a row (n, n+1 with n not in the third column), one above the
 *   other (n, n+3), or zero with 1, 2 or 3;
 * - street (3, pays 12): a row (3r+1, 3r+2, 3r+3), or the trios 0-1-2 and 0-2-3;
 * - corner (4, pays 9): four numbers meeting at a corner (n, n+1, n+3, n+4 with n not in the third column), or the
 *   first four 0-1-2-3;
 * - six line (6, pays 6): two adjacent rows (3r+1 … 3r+6);
 * - column (12, pays 3): the first (1, 4, … 34), second (2, 5, … 35) or third (3, 6, … 36) column;
 * - dozen (12, pays 3): 1–12, 13–24 or 25–36;
 * - red or black, odd or even, low (1–18) or high (19–36) (18, pays 2): zero is none of them.
 * An inside bet names its numbers (in any order); a bet may carry one chip (put a larger chip instead of two).
 */

export const ROULETTE_POCKETS = 37
export const RED_NUMBERS: ReadonlyArray<number> = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]
/** The largest chip (minor units): keeps every sum and payout an exact JavaScript integer. */
export const ROULETTE_MAX_CHIP = 1_000_000_000_000
/** More chips than the layout has bets cannot be a valid bet (no bet takes two chips). */
export const ROULETTE_MAX_CHIPS = 157

const range = (from: number, to: number): Array<number> => Array.from({ length: to - from + 1 }, (_, i) => from + i)
const inThirdColumn = (n: number) => n % 3 === 0
const keyOf = (numbers: ReadonlyArray<number>) => [...numbers].sort((a, b) => a - b).join("-")

/** Every legal number set of each inside bet, as sorted keys. */
const INSIDE_BETS = {
  straight: range(0, 36).map((n) => [n]),
  split: [
    ...range(1, 35).filter((n) => !inThirdColumn(n)).map((n) => [n, n + 1]),
    ...range(1, 33).map((n) => [n, n + 3]),
    [0, 1],
    [0, 2],
    [0, 3]
  ],
  street: [...range(0, 11).map((r) => [3 * r + 1, 3 * r + 2, 3 * r + 3]), [0, 1, 2], [0, 2, 3]],
  corner: [...range(1, 32).filter((n) => !inThirdColumn(n)).map((n) => [n, n + 1, n + 3, n + 4]), [0, 1, 2, 3]],
  sixLine: range(0, 10).map((r) => range(3 * r + 1, 3 * r + 6))
} as const
const LEGAL_INSIDE: Record<keyof typeof INSIDE_BETS, ReadonlySet<string>> = {
  straight: new Set(INSIDE_BETS.straight.map(keyOf)),
  split: new Set(INSIDE_BETS.split.map(keyOf)),
  street: new Set(INSIDE_BETS.street.map(keyOf)),
  corner: new Set(INSIDE_BETS.corner.map(keyOf)),
  sixLine: new Set(INSIDE_BETS.sixLine.map(keyOf))
}
const INSIDE_SIZE = { straight: 1, split: 2, street: 3, corner: 4, sixLine: 6 } as const

const Amount = Schema.Int.pipe(Schema.between(1, ROULETTE_MAX_CHIP))
const Pocket = Schema.Int.pipe(Schema.between(0, ROULETTE_POCKETS - 1))

export const InsideChip = Schema.Struct({
  bet: Schema.Literal("straight", "split", "street", "corner", "sixLine"),
  numbers: Schema.Array(Pocket).pipe(Schema.maxItems(6)),
  amount: Amount
}).pipe(
  Schema.filter(
    (chip) =>
      (chip.numbers.length === INSIDE_SIZE[chip.bet] && LEGAL_INSIDE[chip.bet].has(keyOf(chip.numbers))) ||
      `these numbers are not a ${chip.bet} on the layout`
  )
)
export const OutsideChip = Schema.Union(
  Schema.Struct({ bet: Schema.Literal("column", "dozen"), which: Schema.Literal(1, 2, 3), amount: Amount }),
  Schema.Struct({ bet: Schema.Literal("red", "black", "odd", "even", "low", "high"), amount: Amount })
)
export const RouletteChip = Schema.Union(InsideChip, OutsideChip)
export type RouletteChip = typeof RouletteChip.Type

/** The numbers a chip covers. */
export const coveredBy = (chip: RouletteChip): ReadonlyArray<number> => {
  switch (chip.bet) {
    case "straight":
    case "split":
    case "street":
    case "corner":
    case "sixLine":
      return chip.numbers
    case "column":
      return range(0, 11).map((r) => 3 * r + chip.which)
    case "dozen":
      return range(12 * (chip.which - 1) + 1, 12 * chip.which)
    case "red":
      return RED_NUMBERS
    case "black":
      return range(1, 36).filter((n) => !RED_NUMBERS.includes(n))
    case "odd":
      return range(1, 36).filter((n) => n % 2 === 1)
    case "even":
      return range(1, 36).filter((n) => n % 2 === 0)
    case "low":
      return range(1, 18)
    case "high":
      return range(19, 36)
  }
}

/** Which spot of the layout a chip sits on: two chips on one spot are one bet placed twice. */
const spotOf = (chip: RouletteChip): string => `${chip.bet}:${"which" in chip ? chip.which : "numbers" in chip ? keyOf(chip.numbers) : ""}`

export const RouletteChoices = Schema.Struct({
  chips: Schema.Array(RouletteChip).pipe(Schema.minItems(1), Schema.maxItems(ROULETTE_MAX_CHIPS))
}).pipe(
  Schema.filter(
    (bet) => new Set(bet.chips.map(spotOf)).size === bet.chips.length || "a bet may carry one chip: put a larger chip instead"
  )
)
export type RouletteChoices = typeof RouletteChoices.Type

export const RouletteOutcome = Schema.Struct({ pocket: Pocket })
export type RouletteOutcome = typeof RouletteOutcome.Type

/**
 * What one chip returns on `pocket`: 36/k times its amount when the pocket is one of its k numbers, else nothing. 36/k
 * is whole for every bet (k = 1, 2, 3, 4, 6, 12, 18), so the return is an exact integer.
 */
export const chipReturn = (chip: RouletteChip, pocket: number): number => {
  const covered = coveredBy(chip)
  return covered.includes(pocket) ? chip.amount * (36 / covered.length) : 0
}

const stakeOf = (bet: RouletteChoices): number => bet.chips.reduce((sum, chip) => sum + chip.amount, 0)

export const roulette: InstantGame<RouletteChoices, RouletteOutcome> = {
  id: "roulette",
  rtp: ratio(36, 37),
  maxWin: ratio(36, 1),
  choices: RouletteChoices,
  outcomeSchema: RouletteOutcome,
  draw: (_bet, random) => ({ pocket: random.int(ROULETTE_POCKETS) }),
  multipleOf: (bet, outcome) => ratio(
    bet.chips.reduce((paid, chip) => paid + chipReturn(chip, outcome.pocket), 0),
    stakeOf(bet)
  ),
  stakeOf
}
