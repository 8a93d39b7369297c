import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { RoundRandom } from "../../src/domain/casino/fair"
import { scratch } from "../../src/domain/casino/games/scratch"
import { scriptedBytes, scriptedDraws } from "../support/casinoStreams"

// The published table, written here as the player reads it: weight out of 1 000 000 and multiple of the stake
const TABLE: ReadonlyArray<readonly [string | null, number, number]> = [
  ["crown", 2, 500],
  ["diamond", 10, 100],
  ["star", 60, 50],
  ["horseshoe", 500, 20],
  ["clover", 3_000, 10],
  ["bell", 20_000, 5],
  ["lemon", 150_000, 2],
  ["cherry", 515_000, 1],
  [null, 311_428, 0]
]
const countsOf = (cells: ReadonlyArray<string>) => {
  const counts = new Map<string, number>()
  for (const cell of cells) counts.set(cell, (counts.get(cell) ?? 0) + 1)
  return counts
}

describe("scratch card", () => {
  it("by hand: t = 0 and t = 1 are the crown (500×), t = 2 a diamond, t = 688 571 the last cherry, t = 688 572 a loss", () => {
    const ticket = (t: number) => scratch.draw({}, scriptedDraws([t]))
    expect(scratch.multipleOf({}, ticket(0))).toEqual({ num: 500, den: 1 })
    expect(scratch.multipleOf({}, ticket(1))).toEqual({ num: 500, den: 1 })
    expect(scratch.multipleOf({}, ticket(2))).toEqual({ num: 100, den: 1 })
    expect(scratch.multipleOf({}, ticket(688_571))).toEqual({ num: 1, den: 1 })
    expect(scratch.multipleOf({}, ticket(688_572)).num).toBe(0)
    expect(scratch.multipleOf({}, ticket(999_999)).num).toBe(0)
    // draws of 0 after the crown: the crowns take cells 0, 1, 2; the others fill with the first symbols allowed, two at most
    expect(ticket(0).cells).toEqual(["crown", "crown", "crown", "diamond", "diamond", "star", "star", "horseshoe", "horseshoe"])
    // the prize draw reads three bytes (1 000 000 values) and rejects 16 000 000 and above
    expect(scratch.draw({}, scriptedBytes([0xf4, 0x24, 0x00])).tier).toBe(0)
    expect(scratch.draw({}, scriptedBytes([0xf4, 0x24, 0x00 + 0, 0, 0, 0])).tier).toBe(0)
    expect(scratch.draw({}, scriptedBytes([0xff, 0xff, 0xff, 0, 0, 2])).tier).toBe(1)
  })
  it("every value of the prize draw gives its tier: counted over all 1 000 000, each tier as often as its weight, returning exactly 96%", () => {
    const counts = new Array<number>(TABLE.length).fill(0)
    let paid = 0
    // one scripted stream for all million: its first draw is t, the ticket's draws 0
    let t = 0
    let first = true
    const random = scriptedDraws([])
    random.int = () => (first ? ((first = false), t) : 0)
    for (t = 0; t < 1_000_000; t++) {
      first = true
      const outcome = scratch.draw({}, random)
      counts[outcome.tier]! += 1
      const m = scratch.multipleOf({}, outcome)
      paid += (m.num * 100) / m.den
    }
    expect(counts).toEqual(TABLE.map(([, weight]) => weight))
    // Σ multiple over the 1 000 000 equally likely values = 0.96 × 1 000 000 (in hundredths: every multiple is whole)
    expect(paid).toBe(96 * 1_000_000)
    expect(TABLE.reduce((sum, [, weight, multiple]) => sum + weight * multiple, 0)).toBe(960_000)
    expect(scratch.rtp).toEqual({ num: 96, den: 100 })
  }, 60_000)
  it("a ticket shows its tier: three of the prize symbol on a win and no other three; no three of a kind on a loss", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999 }), fc.array(fc.nat(), { maxLength: 9 }), (t, rest) => {
        // later draws are taken modulo their range so any values script a valid round
        let at = 0
        const random = scriptedDraws([])
        random.int = (n: number) => (at++ === 0 ? t : (rest[at - 2] ?? 0) % n)
        const outcome = scratch.draw({}, random)
        expect(Either.isRight(Schema.decodeUnknownEither(scratch.outcomeSchema)(outcome))).toBe(true)
        const [symbol] = TABLE[outcome.tier]!
        const threes = [...countsOf(outcome.cells)].filter(([, count]) => count >= 3)
        expect(threes).toEqual(symbol === null ? [] : [[symbol, 3]])
      })
    )
  })
  it("the same holds for rounds of generated seeds, and their win is always the tier's multiple", () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), (nonce) => {
        const outcome = scratch.draw({}, new RoundRandom({ serverSeed: "5c".repeat(32), clientSeed: "ticket", nonce }))
        const threes = [...countsOf(outcome.cells)].filter(([, count]) => count >= 3)
        const [symbol, , multiple] = TABLE[outcome.tier]!
        expect(threes.length).toBe(symbol === null ? 0 : 1)
        expect(scratch.multipleOf({}, outcome).num).toBe(multiple)
      })
    )
  })
  it("the largest win is 500×: the crown reaches it, no tier pays more; the card takes no choices", () => {
    expect(Math.max(...TABLE.map(([, , multiple]) => multiple))).toBe(500)
    expect(scratch.maxWin).toEqual({ num: 500, den: 1 })
    expect(Either.isRight(Schema.decodeUnknownEither(scratch.choices)({}))).toBe(true)
    expect(Either.isRight(Schema.decodeUnknownEither(scratch.outcomeSchema)({ tier: 9, cells: new Array(9).fill("bell") }))).toBe(false)
  })
})
