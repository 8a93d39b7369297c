import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { plinko, PlinkoChoices, type PlinkoChoices as Bet } from "../../src/domain/casino/games/plinko"
import { scriptedBytes, scriptedDraws } from "../support/casinoStreams"

const bets: Array<Bet> = [8, 12, 16].flatMap((rows) => (["low", "medium", "high"] as const).map((risk) => ({ rows, risk }) as Bet))
/** Every sequence of `rows` bounces, as the values of its int(2) draws. */
const allPaths = (rows: number) =>
  Array.from({ length: 2 ** rows }, (_, bits) => Array.from({ length: rows }, (_, row) => (bits >> row) & 1))

describe("plinko", () => {
  it("by hand: eight bounces right land in slot 8 of 8 rows, which pays 5.60× on low risk and 29× on high", () => {
    const odd = [1, 3, 5, 7, 9, 11, 13, 255]
    const outcome = plinko.draw({ rows: 8, risk: "low" }, scriptedBytes(odd))
    expect(outcome).toEqual({ path: [1, 1, 1, 1, 1, 1, 1, 1], slot: 8 })
    expect(plinko.multipleOf({ rows: 8, risk: "low" }, outcome)).toEqual({ num: 560, den: 100 })
    expect(plinko.multipleOf({ rows: 8, risk: "high" }, outcome)).toEqual({ num: 2900, den: 100 })
    const middle = plinko.draw({ rows: 8, risk: "high" }, scriptedBytes([0, 1, 2, 3, 4, 5, 6, 7]))
    expect(middle.slot).toBe(4)
    expect(plinko.multipleOf({ rows: 8, risk: "high" }, middle)).toEqual({ num: 20, den: 100 })
  })
  it("a bounce is exactly uniform: of the 256 patterns of its byte, 128 go left and 128 right (none rejected)", () => {
    let rights = 0
    for (let b = 0; b < 256; b++) rights += plinko.draw({ rows: 8, risk: "low" }, scriptedBytes([b, 0, 0, 0, 0, 0, 0, 0])).path[0]!
    expect(rights).toBe(128)
  })
  it("the bounces are the draws in order: every path of 16 bounces is drawn by exactly one sequence of draws", () => {
    const seen = new Set<string>()
    for (const draws of allPaths(16)) {
      const random = scriptedDraws(draws)
      const outcome = plinko.draw({ rows: 16, risk: "low" }, random)
      if (random.ranges.length === 16 && random.ranges.every((n) => n === 2)) seen.add(outcome.path.join(""))
    }
    expect(seen.size).toBe(65_536)
  })
  it("every rows and risk returns exactly 99%: summed over all 2^rows equally likely paths", () => {
    for (const bet of bets) {
      let paid = 0n
      let den = 0n
      const slots = new Array<number>(bet.rows + 1).fill(0)
      for (const draws of allPaths(bet.rows)) {
        const outcome = plinko.draw(bet, scriptedDraws(draws))
        if (outcome.slot !== draws.filter((d) => d === 1).length) throw new Error(`the slot of ${draws} is ${outcome.slot}`)
        slots[outcome.slot]! += 1
        const m = plinko.multipleOf(bet, outcome)
        if (den === 0n) den = BigInt(m.den)
        if (BigInt(m.den) !== den) throw new Error("one denominator per table")
        paid += BigInt(m.num)
      }
      // Σ multiples / 2^rows = 99/100
      expect(paid * 100n, `${bet.rows} ${bet.risk}`).toBe(99n * den * 2n ** BigInt(bet.rows))
      // the slots come binomially: C(rows, s) paths each, by Pascal's triangle
      let pascal = [1]
      for (let r = 0; r < bet.rows; r++) pascal = [...pascal, 0].map((v, i) => v + (pascal[i - 1] ?? 0))
      expect(slots).toEqual(pascal)
    }
    expect(plinko.rtp).toEqual({ num: 99, den: 100 })
  })
  it("the largest win, 1000×, is reached by 16 rows on high risk at either edge and by nothing else", () => {
    let most = 0
    for (const bet of bets)
      for (let slot = 0; slot <= bet.rows; slot++) {
        const m = plinko.multipleOf(bet, { path: [], slot })
        most = Math.max(most, m.num / m.den)
      }
    expect(most).toBe(1_000)
    expect(plinko.maxWin).toEqual({ num: 1_000, den: 1 })
    const edge = plinko.draw({ rows: 16, risk: "high" }, scriptedDraws(new Array(16).fill(0)))
    expect(plinko.multipleOf({ rows: 16, risk: "high" }, edge)).toEqual({ num: 100_000, den: 100 })
  })
  it("refuses rows and risks it does not have, and an outcome whose slot is not its count of rights", () => {
    const accepts = (bet: unknown) => Either.isRight(Schema.decodeUnknownEither(PlinkoChoices)(bet))
    expect(accepts({ rows: 12, risk: "medium" })).toBe(true)
    expect(accepts({ rows: 10, risk: "low" })).toBe(false)
    expect(accepts({ rows: 8, risk: "extreme" })).toBe(false)
    expect(accepts({ rows: "8", risk: "low" })).toBe(false)
    expect(Either.isRight(Schema.decodeUnknownEither(plinko.outcomeSchema)({ path: [1, 0, 0, 0, 0, 0, 0, 0], slot: 2 }))).toBe(false)
  })
})
