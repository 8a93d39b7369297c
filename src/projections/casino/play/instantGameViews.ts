import { SCRATCH_CELLS, type ScratchSymbol } from "../../../domain/casino/games/scratch"
import { SLOT_PAYLINES, type SlotSymbol, linePay, windowOf } from "../../../domain/casino/games/slot"

/**
 * The pictures' arithmetic of the plinko, scratch and slot screens, kept out of the views so it can be tested: where
 * the plinko ball passes, which scratch cells make the prize, which slot lines pay and over which cells.
 */

/** A point of the plinko board: `col` in peg spacings from the board's left edge, `row` in rows from the top peg. */
export interface BoardPoint {
  readonly col: number
  readonly row: number
}

/**
 * The plinko ball's points: the drop above the top peg, each peg it strikes (row r is struck at the peg as many
 * spacings right of the leftmost path as it has bounced right so far), and the centre of the slot it lands in.
 * With `rows` rows there are rows + 1 slots one spacing wide, so slot s is centred at col s + 0.5.
 */
export const plinkoBallPoints = (path: ReadonlyArray<0 | 1>): Array<BoardPoint> => {
  const rows = path.length
  const centre = (rows + 1) / 2
  const points: Array<BoardPoint> = [{ col: centre, row: -1 }]
  let rights = 0
  path.forEach((step, row) => {
    points.push({ col: centre + rights - row / 2, row })
    rights += step
  })
  points.push({ col: centre + rights - rows / 2, row: rows })
  return points
}

/** The pegs of a board of `rows` rows: row r has r + 3 pegs, one spacing apart, centred. */
export const plinkoPegs = (rows: number): Array<BoardPoint> => {
  const centre = (rows + 1) / 2
  return Array.from({ length: rows }, (_, row) => Array.from({ length: row + 3 }, (_, peg) => ({ col: centre + peg - 1 - row / 2, row }))).flat()
}

/** The cells (0–8, left to right, top to bottom) holding the symbol shown three times: the prize; none on a loss. */
export const scratchPrizeCells = (cells: ReadonlyArray<ScratchSymbol>): Array<number> => {
  const counts = new Map<ScratchSymbol, number>()
  for (const cell of cells) counts.set(cell, (counts.get(cell) ?? 0) + 1)
  const prize = [...counts].find(([, count]) => count >= 3)?.[0]
  return prize === undefined ? [] : Array.from({ length: Math.min(cells.length, SCRATCH_CELLS) }, (_, at) => at).filter((at) => cells[at] === prize)
}

/** A paying slot line: its number (1-based, as the paytable names it), its pay in multiples of its share, and its winning cells. */
export interface SlotWin {
  readonly line: number
  readonly pay: number
  readonly symbol: Exclude<SlotSymbol, "wild">
  /** The run's cells as [row, reel], from reel 1. */
  readonly cells: ReadonlyArray<readonly [number, number]>
}

/** The played lines that pay on these stops, with the cells of each winning run (the wilds standing in included). */
export const slotWins = (lines: number, stops: ReadonlyArray<number>): Array<SlotWin> => {
  const window = windowOf(stops)
  return SLOT_PAYLINES.slice(0, lines).flatMap((rows, index) => {
    const symbols = rows.map((row, reel) => window[row]![reel]!)
    const pay = linePay(symbols)
    if (pay === 0) return []
    const symbol = (symbols.find((cell) => cell !== "wild") ?? "seven") as Exclude<SlotSymbol, "wild">
    let run = 0
    while (run < symbols.length && (symbols[run] === symbol || symbols[run] === "wild")) run++
    return [{ line: index + 1, pay, symbol, cells: rows.slice(0, run).map((row, reel) => [row, reel] as const) }]
  })
}
