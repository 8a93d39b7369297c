import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { RouletteChoices } from "../../../src/domain/casino/games/roulette"
import {
  chipOn,
  chipsTotal,
  chipWin,
  feltSpotsOf,
  kenoPays,
  placeChip,
  pocketColour,
  quickPick,
  ROULETTE_ROWS,
  spotCovers,
  spotKey,
  tableOf,
  togglePick
} from "../../../src/projections/casino/play/tableGames"

describe("the roulette screen's view math", () => {
  it("a second chip on a spot joins the first; the stake is every chip's sum", () => {
    let chips = placeChip([], { bet: "straight", number: 17 }, 1_00)
    chips = placeChip(chips, { bet: "red" }, 5_00)
    chips = placeChip(chips, { bet: "straight", number: 17 }, 10_00)
    expect(chips.map((c) => c.amount)).toEqual([11_00, 5_00])
    expect(chipsTotal(chips)).toBe(16_00)
    expect(chipsTotal([])).toBe(0)
  })

  it("the table's colours: 0 green, 1 red, 2 black, 10 black, 19 red, 36 red", () => {
    expect([0, 1, 2, 10, 19, 36].map(pocketColour)).toEqual(["green", "red", "black", "black", "red", "red"])
  })

  it("a chip returns 36 times on its number, 3 times on its dozen, 2 times on red, nothing elsewhere", () => {
    expect(chipWin(chipOn({ bet: "straight", number: 17 }, 1_00), 17)).toBe(36_00)
    expect(chipWin(chipOn({ bet: "straight", number: 17 }, 1_00), 18)).toBe(0)
    expect(chipWin(chipOn({ bet: "dozen", which: 2 }, 2_00), 13)).toBe(6_00)
    expect(chipWin(chipOn({ bet: "column", which: 1 }, 2_00), 34)).toBe(6_00)
    expect(chipWin(chipOn({ bet: "red" }, 5_00), 0)).toBe(0)
    expect(chipWin(chipOn({ bet: "red" }, 5_00), 3)).toBe(10_00)
    expect(chipWin(chipOn({ bet: "black" }, 5_00), 3)).toBe(0)
  })

  it("the felt's lines and corners offer every inside bet of the European layout once, each a bet the game takes", () => {
    const spots = ROULETTE_ROWS.flatMap((row, r) => row.flatMap((_, c) => feltSpotsOf(r, c)))
    const keys = spots.map((placed) => spotKey(placed.spot))
    expect(new Set(keys).size).toBe(keys.length)
    const count = (bet: string) => spots.filter((placed) => placed.spot.bet === bet).length
    // Splits: 24 side by side in a row, 33 one above the other, 3 with zero. Streets: 12 rows and 0-1-2, 0-2-3.
    // Corners: 22 of four numbers and the first four. Six lines: 11 pairs of rows.
    expect([count("split"), count("street"), count("corner"), count("sixLine")]).toEqual([60, 14, 23, 11])
    for (const placed of spots) {
      const decoded = Schema.decodeUnknownEither(RouletteChoices)({ chips: [chipOn(placed.spot, 1_00)] })
      expect(Either.isRight(decoded), spotKey(placed.spot)).toBe(true)
    }
  })

  it("the lines around 17 (middle row, sixth cell) are the split 17/20, the split 16/17 and the corner 16/17/19/20", () => {
    const around = feltSpotsOf(1, 5).map((placed) => [placed.place, spotKey(placed.spot)])
    expect(around).toEqual([
      ["right", "split:17-20"],
      ["bottom", "split:16-17"],
      ["bottomRight", "corner:16-17-19-20"]
    ])
    // The bottom row's outer line is its street, its outer corner the six line; beside zero, the first four.
    expect(feltSpotsOf(2, 0).map((placed) => spotKey(placed.spot))).toEqual(["split:1-4", "street:1-2-3", "sixLine:1-2-3-4-5-6", "split:0-1", "corner:0-1-2-3"])
    expect(feltSpotsOf(0, 11).map((placed) => spotKey(placed.spot))).toEqual(["split:35-36"])
  })

  it("a split returns 18 times on either number, a corner 9 times, a six line 6 times", () => {
    expect(chipWin(chipOn({ bet: "split", numbers: [20, 17] }, 1_00), 20)).toBe(18_00)
    expect(chipWin(chipOn({ bet: "split", numbers: [17, 20] }, 1_00), 18)).toBe(0)
    expect(chipWin(chipOn({ bet: "corner", numbers: [16, 17, 19, 20] }, 2_00), 19)).toBe(18_00)
    expect(chipWin(chipOn({ bet: "sixLine", numbers: [1, 2, 3, 4, 5, 6] }, 1_00), 6)).toBe(6_00)
    expect(spotCovers({ bet: "street", numbers: [0, 2, 3] })).toEqual([0, 2, 3])
    expect(spotCovers({ bet: "dozen", which: 3 })).toHaveLength(12)
  })

  it("undoing the last chip put down takes back only that chip's value", () => {
    const split = { bet: "split", numbers: [17, 20] } as const
    const placements = [
      { spot: split, amount: 10_00 },
      { spot: { bet: "red" }, amount: 5_00 },
      { spot: split, amount: 1_00 }
    ] as const
    expect(tableOf(placements).map((chip) => [spotKey(chip.spot), chip.amount])).toEqual([
      ["split:17-20", 11_00],
      ["red", 5_00]
    ])
    expect(tableOf(placements.slice(0, -1)).map((chip) => chip.amount)).toEqual([10_00, 5_00])
    expect(tableOf([])).toEqual([])
  })

  it("the layout's rows read 3…36 on top and 1…34 at the bottom", () => {
    expect(ROULETTE_ROWS[0]).toEqual([3, 6, 9, 12, 15, 18, 21, 24, 27, 30, 33, 36])
    expect(ROULETTE_ROWS[2]).toEqual([1, 4, 7, 10, 13, 16, 19, 22, 25, 28, 31, 34])
  })
})

describe("the keno screen's view math", () => {
  it("the paytable for a pick count lists only the hit counts that pay", () => {
    expect(kenoPays(1)).toEqual([{ hits: 1, multiple: { num: 396, den: 100 } }])
    expect(kenoPays(6).map((p) => p.hits)).toEqual([2, 3, 4, 5, 6])
    expect(kenoPays(10).at(-1)).toEqual({ hits: 10, multiple: { num: 99_984, den: 100 } })
    expect(kenoPays(0)).toEqual([])
  })

  it("clicking a number picks it, clicking again drops it, and an eleventh pick is refused", () => {
    expect(togglePick([3, 7], 7)).toEqual([3])
    expect(togglePick([3], 40)).toEqual([3, 40])
    const ten = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
    expect(togglePick(ten, 11)).toEqual(ten)
  })

  it("a quick pick draws different numbers from 1–40 without repeats", () => {
    // Always the first number left in the pool: 1, 2, 3, …
    expect(quickPick(3, () => 0)).toEqual([1, 2, 3])
    // Always the last left: 40, 39, …
    expect(quickPick(4, (n) => n - 1)).toEqual([37, 38, 39, 40])
    expect(quickPick(12, () => 0)).toHaveLength(10)
  })
})
