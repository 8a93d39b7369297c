import { describe, expect, it } from "vitest"
import { plinkoBallPoints, plinkoPegs, scratchPrizeCells, slotWins } from "../../../src/projections/casino/play/instantGameViews"

describe("the plinko board's points", () => {
  it("lands an all-left ball in slot 0's centre and an all-right one in the last slot's, on 8 rows", () => {
    expect(plinkoBallPoints([0, 0, 0, 0, 0, 0, 0, 0]).at(-1)).toEqual({ col: 0.5, row: 8 })
    expect(plinkoBallPoints([1, 1, 1, 1, 1, 1, 1, 1]).at(-1)).toEqual({ col: 8.5, row: 8 })
  })

  it("drops from the middle and moves half a spacing per row, striking the pegs it passes", () => {
    const points = plinkoBallPoints([1, 0, 1, 1, 0, 0, 1, 0, 1, 1, 0, 1])
    expect(points[0]).toEqual({ col: 6.5, row: -1 })
    expect(points.slice(1, 5)).toEqual([
      { col: 6.5, row: 0 },
      { col: 7, row: 1 },
      { col: 6.5, row: 2 },
      { col: 7, row: 3 }
    ])
    // Seven rights of twelve: slot 7, centred at 7.5.
    expect(points.at(-1)).toEqual({ col: 7.5, row: 12 })
    const pegs = new Set(plinkoPegs(12).map((peg) => `${peg.row}:${peg.col}`))
    for (const point of points.slice(1, -1)) expect(pegs.has(`${point.row}:${point.col}`)).toBe(true)
  })

  it("draws 3 pegs on the top row and 18 on the last of 16, spanning the 17 slots", () => {
    const pegs = plinkoPegs(16)
    expect(pegs.filter((peg) => peg.row === 0)).toHaveLength(3)
    const last = pegs.filter((peg) => peg.row === 15).map((peg) => peg.col)
    expect(last).toHaveLength(18)
    expect([Math.min(...last), Math.max(...last)]).toEqual([0, 17])
    expect(plinkoPegs(8)).toHaveLength(3 + 4 + 5 + 6 + 7 + 8 + 9 + 10)
  })
})

describe("the scratch ticket's prize cells", () => {
  it("are the three cells of the symbol shown three times", () => {
    expect(scratchPrizeCells(["lemon", "crown", "lemon", "bell", "cherry", "crown", "star", "lemon", "bell"])).toEqual([0, 2, 7])
  })
  it("are none on a losing ticket", () => {
    expect(scratchPrizeCells(["lemon", "crown", "lemon", "bell", "cherry", "crown", "star", "clover", "bell"])).toEqual([])
  })
})

describe("the slot's winning lines", () => {
  it("are all twenty at five sevens when every reel stops at its stacked sevens", () => {
    const wins = slotWins(20, [0, 0, 0, 0, 0])
    expect(wins).toHaveLength(20)
    expect(wins.every((win) => win.pay === 250 && win.symbol === "seven" && win.cells.length === 5)).toBe(true)
  })

  it("light a three-bar middle line and a wild-filled top line of sevens, and nothing else of the ten", () => {
    // The window (by hand from the strips): top wild 7 wild 7 7, middle BAR BAR BAR 7 7, bottom bell bell plum 7 7.
    expect(slotWins(10, [3, 2, 8, 0, 0])).toEqual([
      { line: 1, pay: 12, symbol: "bar", cells: [[1, 0], [1, 1], [1, 2]] },
      { line: 2, pay: 250, symbol: "seven", cells: [[0, 0], [0, 1], [0, 2], [0, 3], [0, 4]] }
    ])
  })
})
