import { type Ratio, ratio } from "../../../domain/casino/game"
import { KENO_MAX_PICKS, KENO_NUMBERS, KENO_PAYTABLE } from "../../../domain/casino/games/keno"
import { chipReturn, RED_NUMBERS, type RouletteChip } from "../../../domain/casino/games/roulette"

/** The view math of the table games' screens (roulette, keno), from the domain's rules. */

/** A roulette spot the screen offers: a straight number or one of the outside bets. */
export type RouletteSpot =
  | { readonly bet: "straight"; readonly number: number }
  | { readonly bet: "column" | "dozen"; readonly which: 1 | 2 | 3 }
  | { readonly bet: "red" | "black" | "odd" | "even" | "low" | "high" }

/** A spot's key: one chip per spot (the game refuses two chips on one bet), so placing again adds to it. */
export const spotKey = (spot: RouletteSpot): string =>
  spot.bet === "straight" ? `straight:${spot.number}` : spot.bet === "column" || spot.bet === "dozen" ? `${spot.bet}:${spot.which}` : spot.bet

/** The chip the game takes for `amount` on a spot. */
export const chipOn = (spot: RouletteSpot, amount: number): RouletteChip =>
  spot.bet === "straight"
    ? { bet: "straight", numbers: [spot.number], amount }
    : spot.bet === "column" || spot.bet === "dozen"
      ? { bet: spot.bet, which: spot.which, amount }
      : { bet: spot.bet, amount }

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
