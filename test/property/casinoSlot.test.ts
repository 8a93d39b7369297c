import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { SLOT_PAYLINES, SLOT_PAYTABLE, SLOT_REELS, slot, SlotChoices, type SlotSymbol } from "../../src/domain/casino/games/slot"
import { acceptLimit } from "../../src/domain/casino/fair"
import { scriptedBytes, scriptedDraws } from "../support/casinoStreams"

/** The rules as the help page states them, written again here: the line's symbol is its first non-wild (five wilds are sevens), a wild stands in, three to five from the left pay. */
const PAYS: Record<string, readonly [number, number, number]> = {
  seven: [20, 80, 250],
  bar: [12, 50, 150],
  bell: [10, 30, 100],
  plum: [8, 20, 60],
  orange: [6, 15, 40],
  lemon: [5, 12, 30],
  cherry: [4, 10, 25]
}
const ruledPay = (cells: ReadonlyArray<string>): number => {
  const symbol = cells.find((c) => c !== "wild") ?? "seven"
  let run = 0
  for (const cell of cells) {
    if (cell !== symbol && cell !== "wild") break
    run++
  }
  return run >= 3 ? PAYS[symbol]![run - 3]! : 0
}
const cellsOf = (stops: ReadonlyArray<number>, rows: ReadonlyArray<number>) =>
  rows.map((row, reel) => SLOT_REELS[reel]![(stops[reel]! + row) % SLOT_REELS[reel]!.length]!)
const anyStops = fc.tuple(...SLOT_REELS.map((strip) => fc.integer({ min: 0, max: strip.length - 1 })))

describe("the video slot", () => {
  it("by hand: stops 0, 0, 0, 7, 3 on 10 lines pay 38×: three lines of four sevens (a wild on reel 4) and seven lines of three", () => {
    const outcome = slot.draw({ lines: 10 }, scriptedDraws([0, 0, 0, 7, 3]))
    expect(outcome.stops).toEqual([0, 0, 0, 7, 3])
    expect(slot.multipleOf({ lines: 10 }, outcome)).toEqual({ num: 3 * 80 + 7 * 20, den: 10 })
    // stops 3 everywhere: line 5 (bottom, middle, top, …) reads bell, bell, bell, and line 12 (top, middle, top, …)
    // wild, bell, bell: 10 each, so 10 on ten lines and 20 on twenty
    expect(slot.multipleOf({ lines: 10 }, { stops: [3, 3, 3, 3, 3] })).toEqual({ num: 10, den: 10 })
    expect(slot.multipleOf({ lines: 20 }, { stops: [3, 3, 3, 3, 3] })).toEqual({ num: 20, den: 20 })
  })
  it("the paytable and paylines are the published ones: 20 different lines, the first ten the ten-line game", () => {
    expect(SLOT_PAYTABLE).toEqual(PAYS)
    expect(new Set(SLOT_PAYLINES.map((line) => line.join())).size).toBe(20)
    expect(SLOT_REELS.map((strip) => strip.length)).toEqual([31, 31, 32, 33, 34])
  })
  it("each stop is exactly uniform: over the 256 patterns of its reel's byte, every stop as often (the rest rejected)", () => {
    for (let reel = 0; reel < 5; reel++) {
      const length = SLOT_REELS[reel]!.length
      const counts = new Array<number>(length).fill(0)
      for (let b = 0; b < acceptLimit(length, 1); b++) {
        const bytes = [0, 0, 0, 0, 0]
        bytes[reel] = b
        counts[slot.draw({ lines: 20 }, scriptedBytes(bytes)).stops[reel]!]! += 1
      }
      expect(new Set(counts).size, `reel ${reel + 1}`).toBe(1)
    }
  })
  it("the round pays the sum of its lines as the rules state them, over its share of the stake", () => {
    fc.assert(
      fc.property(anyStops, fc.constantFrom(10 as const, 20 as const), (stops, lines) => {
        const expected = SLOT_PAYLINES.slice(0, lines).reduce((sum, rows) => sum + ruledPay(cellsOf(stops, rows)), 0)
        expect(slot.multipleOf({ lines }, { stops })).toEqual({ num: expected, den: lines })
      })
    )
  })
  it("returns exactly the published 518233/539121: a line's five cells, one uniform stop per reel, counted over every symbol pattern", () => {
    const counts = SLOT_REELS.map((strip) => {
      const count = new Map<SlotSymbol, bigint>()
      for (const symbol of strip) count.set(symbol, (count.get(symbol) ?? 0n) + 1n)
      return [...count]
    })
    let paid = 0n
    let combinations = 0n
    const walk = (reel: number, ways: bigint, cells: Array<string>) => {
      if (reel === 5) {
        paid += ways * BigInt(ruledPay(cells))
        combinations += ways
        return
      }
      for (const [symbol, count] of counts[reel]!) walk(reel + 1, ways * count, [...cells, symbol])
    }
    walk(0, 1n, [])
    expect(combinations).toBe(31n * 31n * 32n * 33n * 34n)
    // every line has this expectation (its row on each reel only shifts the uniform stop), and the round is their mean
    expect(paid * BigInt(slot.rtp.den)).toBe(BigInt(slot.rtp.num) * combinations)
    expect(paid).toBe(33_166_912n)
  })
  it("the largest win is 250×: stops 0 show five sevens on every line, and no round pays more", () => {
    expect(slot.maxWin).toEqual({ num: 250, den: 1 })
    expect(Math.max(...Object.values(PAYS).flat())).toBe(250)
    expect(slot.multipleOf({ lines: 20 }, { stops: [0, 0, 0, 0, 0] })).toEqual({ num: 20 * 250, den: 20 })
    fc.assert(
      fc.property(anyStops, (stops) => {
        const m = slot.multipleOf({ lines: 20 }, { stops })
        expect(m.num).toBeLessThanOrEqual(250 * m.den)
      })
    )
  })
  it("refuses line counts it does not offer and stops beyond a strip", () => {
    const accepts = (bet: unknown) => Either.isRight(Schema.decodeUnknownEither(SlotChoices)(bet))
    expect(accepts({ lines: 10 })).toBe(true)
    expect(accepts({ lines: 15 })).toBe(false)
    expect(accepts({ lines: 0 })).toBe(false)
    expect(accepts({ lines: "20" })).toBe(false)
    const outcome = (stops: unknown) => Either.isRight(Schema.decodeUnknownEither(slot.outcomeSchema)({ stops }))
    expect(outcome([30, 30, 31, 32, 33])).toBe(true)
    expect(outcome([31, 0, 0, 0, 0])).toBe(false)
    expect(outcome([0, 0, 0, 0])).toBe(false)
  })
})
