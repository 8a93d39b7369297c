import { Schema } from "effect"
import { type InstantGame, ratio } from "../game"

/**
 * The video slot: five reels, three rows. Each reel is a published strip of symbols (read top to bottom, wrapping at
 * its end); the round draws each reel's stop with int(length of its strip), reel 1 first, and the reel shows rows
 * 0, 1, 2 = the symbols at stop, stop + 1 and stop + 2 (wrapping).
 *
 * The player plays 10 or 20 fixed paylines (the first 10 or all 20 of SLOT_PAYLINES; each names the row it crosses on
 * each reel) and the stake is spread evenly over them. A line pays when its first three, four or five symbols from
 * the left are one symbol: the line's symbol is its first symbol that is not wild (a line of five wilds is sevens),
 * and a wild stands in for it. The line then pays SLOT_PAYTABLE[symbol][run − 3] times its share of the stake. The
 * round pays the sum of its lines: Σ line pays / lines times the stake.
 *
 * Return: a line's five cells come one from each reel, each uniform over its strip's stops, whatever the rows, so every
 * line returns the same: Σ over the 8^5 symbol patterns of (the strips' counts of those symbols multiplied) × pay,
 * over 31 × 31 × 32 × 33 × 34 = 34 503 744 stop combinations. That is 33 166 912 / 34 503 744 = 518 233 / 539 121
 * (96.13%) for every line and so for the round. The largest win is 250× the stake: every reel's three sevens
 * stacked at stop 0 put five sevens on every line (no line pays more than 250× its share).
 */

export const SLOT_SYMBOLS = ["wild", "seven", "bar", "bell", "plum", "orange", "lemon", "cherry"] as const
export type SlotSymbol = (typeof SLOT_SYMBOLS)[number]
export type PayingSymbol = Exclude<SlotSymbol, "wild">

export const SLOT_REELS: ReadonlyArray<ReadonlyArray<SlotSymbol>> = [
  ["seven", "seven", "seven", "wild", "bar", "bell", "plum", "orange", "lemon", "cherry", "bar", "bell", "plum", "orange", "lemon", "cherry", "wild", "bell", "plum", "orange", "lemon", "cherry", "wild", "bar", "plum", "orange", "lemon", "cherry", "orange", "lemon", "cherry"],
  ["seven", "seven", "seven", "bar", "bell", "plum", "orange", "lemon", "cherry", "wild", "bell", "plum", "orange", "lemon", "cherry", "wild", "bar", "plum", "orange", "lemon", "cherry", "wild", "bar", "bell", "orange", "lemon", "cherry", "plum", "lemon", "cherry", "orange"],
  ["seven", "seven", "seven", "bell", "plum", "orange", "lemon", "cherry", "wild", "bar", "plum", "orange", "lemon", "cherry", "wild", "bar", "bell", "orange", "lemon", "cherry", "wild", "bar", "bell", "plum", "lemon", "cherry", "bell", "plum", "orange", "cherry", "orange", "lemon"],
  ["seven", "seven", "seven", "plum", "orange", "lemon", "cherry", "wild", "bar", "bell", "orange", "lemon", "cherry", "wild", "bar", "bell", "plum", "lemon", "cherry", "bar", "bell", "plum", "orange", "cherry", "bell", "plum", "orange", "lemon", "plum", "orange", "lemon", "cherry", "lemon"],
  ["seven", "seven", "seven", "orange", "lemon", "cherry", "wild", "bar", "bell", "plum", "lemon", "cherry", "wild", "bar", "bell", "plum", "orange", "cherry", "bar", "bell", "plum", "orange", "lemon", "bar", "bell", "plum", "orange", "lemon", "cherry", "plum", "orange", "lemon", "cherry", "lemon"],
]
export const SLOT_ROWS = 3

/** Three, four and five of a kind, in multiples of a line's share of the stake. */
export const SLOT_PAYTABLE: Readonly<Record<PayingSymbol, readonly [number, number, number]>> = {
  seven: [20, 80, 250],
  bar: [12, 50, 150],
  bell: [10, 30, 100],
  plum: [8, 20, 60],
  orange: [6, 15, 40],
  lemon: [5, 12, 30],
  cherry: [4, 10, 25]
}

/** The paylines: the row (0 top, 1 middle, 2 bottom) each crosses on reels 1–5. Ten lines are the first ten. */
export const SLOT_PAYLINES: ReadonlyArray<readonly [number, number, number, number, number]> = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [1, 0, 2, 0, 1]
]

export const SlotChoices = Schema.Struct({ lines: Schema.Literal(10, 20) })
export type SlotChoices = typeof SlotChoices.Type

export const SlotOutcome = Schema.Struct({
  /** Each reel's stop: the strip position shown on the top row. */
  stops: Schema.Array(Schema.Int.pipe(Schema.nonNegative())).pipe(Schema.itemsCount(SLOT_REELS.length))
}).pipe(Schema.filter((o) => o.stops.every((stop, reel) => stop < SLOT_REELS[reel]!.length) || "a stop is beyond its strip"))
export type SlotOutcome = typeof SlotOutcome.Type

/** What the window shows: window[row][reel]. */
export const windowOf = (stops: ReadonlyArray<number>): Array<Array<SlotSymbol>> =>
  Array.from({ length: SLOT_ROWS }, (_, row) =>
    SLOT_REELS.map((strip, reel) => strip[(stops[reel]! + row) % strip.length]!)
  )

/** What one line's five symbols pay, in multiples of the line's share of the stake. */
export const linePay = (cells: ReadonlyArray<SlotSymbol>): number => {
  const symbol = (cells.find((cell) => cell !== "wild") ?? "seven") as PayingSymbol
  let run = 0
  while (run < cells.length && (cells[run] === symbol || cells[run] === "wild")) run++
  return run >= 3 ? SLOT_PAYTABLE[symbol][run - 3] : 0
}

/** Each played line's pay, in multiples of its share of the stake. */
export const linePays = (lines: number, stops: ReadonlyArray<number>): Array<number> => {
  const window = windowOf(stops)
  return SLOT_PAYLINES.slice(0, lines).map((rows) => linePay(rows.map((row, reel) => window[row]![reel]!)))
}

export const slot: InstantGame<SlotChoices, SlotOutcome> = {
  id: "slot",
  rtp: ratio(518_233, 539_121),
  maxWin: ratio(250, 1),
  choices: SlotChoices,
  outcomeSchema: SlotOutcome,
  draw: (_bet, random) => ({ stops: SLOT_REELS.map((strip) => random.int(strip.length)) }),
  multipleOf: (bet, outcome) => ratio(linePays(bet.lines, outcome.stops).reduce((sum, pay) => sum + pay, 0), bet.lines)
}
