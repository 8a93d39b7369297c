import { type Ratio, ratio } from "../../../domain/casino/game"
import { KENO_MAX_PICKS, KENO_NUMBERS, KENO_PAYTABLE } from "../../../domain/casino/games/keno"
import { chipReturn, coveredBy, RED_NUMBERS, type RouletteChip } from "../../../domain/casino/games/roulette"

/** The view math of the table games' screens (roulette, keno), from the domain's rules. */

/** The inside bets that cover two or more numbers, each named by the numbers it covers. */
export type InsideBet = "split" | "street" | "corner" | "sixLine"

/** A roulette spot the screen offers: a straight number, an inside bet on the lines between numbers, or an outside bet. */
export type RouletteSpot =
  | { readonly bet: "straight"; readonly number: number }
  | { readonly bet: InsideBet; readonly numbers: ReadonlyArray<number> }
  | { readonly bet: "column" | "dozen"; readonly which: 1 | 2 | 3 }
  | { readonly bet: "red" | "black" | "odd" | "even" | "low" | "high" }

const ascending = (numbers: ReadonlyArray<number>) => [...numbers].sort((a, b) => a - b)

/** A spot's key: one chip per spot (the game refuses two chips on one bet), so placing again adds to it. */
export const spotKey = (spot: RouletteSpot): string =>
  spot.bet === "straight"
    ? `straight:${spot.number}`
    : "numbers" in spot
      ? `${spot.bet}:${ascending(spot.numbers).join("-")}`
      : "which" in spot
        ? `${spot.bet}:${spot.which}`
        : spot.bet

/** The chip the game takes for `amount` on a spot. */
export const chipOn = (spot: RouletteSpot, amount: number): RouletteChip =>
  spot.bet === "straight"
    ? { bet: "straight", numbers: [spot.number], amount }
    : "numbers" in spot
      ? { bet: spot.bet, numbers: ascending(spot.numbers), amount }
      : "which" in spot
        ? { bet: spot.bet, which: spot.which, amount }
        : { bet: spot.bet, amount }

/** The numbers a spot covers (the game's own rule): what the felt lights up while the pointer or focus is on it. */
export const spotCovers = (spot: RouletteSpot): ReadonlyArray<number> => coveredBy(chipOn(spot, 1))

/** Where on a number's cell an inside spot sits: the edge or the corner the chip is put on, as on a real felt. */
export type SpotPlace = "right" | "bottom" | "bottomRight" | "left" | "bottomLeft"

export interface FeltSpot {
  readonly spot: { readonly bet: InsideBet; readonly numbers: ReadonlyArray<number> }
  readonly place: SpotPlace
}

/**
 * The inside spots on the lines around a number's cell of the layout (ROULETTE_ROWS: row 0 the third column on top,
 * row 2 the first column at the bottom; cell c holds 3c + 3 − row), each spot on one cell only:
 * - its right edge: the split with the number beside it (n, n + 3);
 * - its bottom edge: the split with the number below (n − 1, n), or on the bottom row the street of its column line;
 * - its bottom-right corner: the corner of four (n − 1, n, n + 2, n + 3), or on the bottom row the six line of two
 *   streets;
 * - on the first cells (next to zero) their left edge: the split with 0, their bottom-left corner: the trios 0-2-3 and
 *   0-1-2, and on the bottom row the first four 0-1-2-3.
 */
export const feltSpotsOf = (row: number, cell: number): ReadonlyArray<FeltSpot> => {
  const n = 3 * cell + 3 - row
  const bottomRow = row === 2
  const lastCell = cell === 11
  const spots: Array<FeltSpot> = []
  if (!lastCell) spots.push({ place: "right", spot: { bet: "split", numbers: [n, n + 3] } })
  spots.push(bottomRow ? { place: "bottom", spot: { bet: "street", numbers: [n, n + 1, n + 2] } } : { place: "bottom", spot: { bet: "split", numbers: [n - 1, n] } })
  if (!lastCell) {
    spots.push(
      bottomRow
        ? { place: "bottomRight", spot: { bet: "sixLine", numbers: [n, n + 1, n + 2, n + 3, n + 4, n + 5] } }
        : { place: "bottomRight", spot: { bet: "corner", numbers: [n - 1, n, n + 2, n + 3] } }
    )
  }
  if (cell === 0) {
    spots.push({ place: "left", spot: { bet: "split", numbers: [0, n] } })
    spots.push(
      bottomRow
        ? { place: "bottomLeft", spot: { bet: "corner", numbers: [0, 1, 2, 3] } }
        : { place: "bottomLeft", spot: { bet: "street", numbers: [0, n - 1, n] } }
    )
  }
  return spots
}

export interface PlacedChip {
  readonly spot: RouletteSpot
  readonly amount: number
}

/** The chips after one more chip of `value` on `spot`: it joins the chip already there, or is a new one. */
export const placeChip = (chips: ReadonlyArray<PlacedChip>, spot: RouletteSpot, value: number): ReadonlyArray<PlacedChip> => {
  const key = spotKey(spot)
  return chips.some((chip) => spotKey(chip.spot) === key)
    ? chips.map((chip) => (spotKey(chip.spot) === key ? { spot: chip.spot, amount: chip.amount + value } : chip))
    : [...chips, { spot, amount: value }]
}

/** The chips on the table after every chip put down, in order: undoing a chip is dropping the last one put down. */
export const tableOf = (placements: ReadonlyArray<PlacedChip>): ReadonlyArray<PlacedChip> =>
  placements.reduce<ReadonlyArray<PlacedChip>>((chips, placed) => placeChip(chips, placed.spot, placed.amount), [])

/** The stake of a roulette bet: the chips' sum (the game's own `stakeOf`). */
export const chipsTotal = (chips: ReadonlyArray<PlacedChip>): number => chips.reduce((sum, chip) => sum + chip.amount, 0)

export type PocketColour = "green" | "red" | "black"

export const pocketColour = (pocket: number): PocketColour => (pocket === 0 ? "green" : RED_NUMBERS.includes(pocket) ? "red" : "black")

/** What one chip returned on `pocket`: the game's own rule. */
export const chipWin = chipReturn

/** The layout's number rows as the table shows them, left to right: the third column on top (3, 6, … 36). */
export const ROULETTE_ROWS: ReadonlyArray<ReadonlyArray<number>> = [3, 2, 1].map((column) => Array.from({ length: 12 }, (_, r) => 3 * r + column))

/** The keno paytable for `picks` numbers: for each hit count that pays, its multiple of the stake. */
export const kenoPays = (picks: number): ReadonlyArray<{ readonly hits: number; readonly multiple: Ratio }> =>
  (KENO_PAYTABLE[picks] ?? []).flatMap((hundredths, hits) => (hundredths > 0 ? [{ hits, multiple: ratio(hundredths, 100) }] : []))

/** The picks after clicking `number`: it is dropped when picked, added while fewer than ten are. */
export const togglePick = (picks: ReadonlyArray<number>, number: number): ReadonlyArray<number> =>
  picks.includes(number) ? picks.filter((n) => n !== number) : picks.length < KENO_MAX_PICKS ? [...picks, number] : picks

/** `count` different board numbers, chosen by `randomInt(n)` (0 … n−1) without repeats. */
export const quickPick = (count: number, randomInt: (n: number) => number): ReadonlyArray<number> => {
  const pool = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1)
  const picked: Array<number> = []
  for (let k = 0; k < Math.min(count, KENO_MAX_PICKS); k++) {
    const at = randomInt(pool.length)
    picked.push(pool[at]!)
    pool.splice(at, 1)
  }
  return picked.sort((a, b) => a - b)
}
