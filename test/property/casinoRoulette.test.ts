import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { winOn } from "../../src/domain/casino/game"
import { roulette, RouletteChoices } from "../../src/domain/casino/games/roulette"
import { scriptedBytes } from "../support/casinoStreams"

const decode = Schema.decodeUnknownEither(RouletteChoices)
const accepts = (chips: ReadonlyArray<unknown>) => Either.isRight(decode({ chips }))

// The layout, written here from the table itself: number n (1–36) sits in row ⌊(n−1)/3⌋ and column (n−1) mod 3.
const cell = (n: number) => ({ row: Math.floor((n - 1) / 3), col: (n - 1) % 3 })
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36])
const numbers = Array.from({ length: 36 }, (_, i) => i + 1)
const subsets = (items: ReadonlyArray<number>, k: number): Array<Array<number>> =>
  k === 0 ? [[]] : items.flatMap((first, i) => subsets(items.slice(i + 1), k - 1).map((rest) => [first, ...rest]))
const pockets = Array.from({ length: 37 }, (_, i) => i)

/** Whether a set of numbers is the bet of that name, by the rules a croupier states. */
const isSplit = ([a, b]: Array<number>) =>
  a === 0 ? [1, 2, 3].includes(b!) : Math.abs(cell(a!).row - cell(b!).row) + Math.abs(cell(a!).col - cell(b!).col) === 1
const isStreet = (s: Array<number>) =>
  s[0] === 0 ? ["0,1,2", "0,2,3"].includes(s.join()) : new Set(s.map((n) => cell(n).row)).size === 1
const isCorner = (s: Array<number>) => {
  if (s[0] === 0) return s.join() === "0,1,2,3"
  const rows = s.map((n) => cell(n).row)
  const cols = s.map((n) => cell(n).col)
  return Math.max(...rows) - Math.min(...rows) === 1 && Math.max(...cols) - Math.min(...cols) === 1
}

/** What the chips pay on a pocket, from the bets' rule "k numbers pay 36/k", with the covered numbers written here. */
const coverOf = (chip: { bet: string; numbers?: ReadonlyArray<number>; which?: number }): Array<number> => {
  switch (chip.bet) {
    case "column":
      return numbers.filter((n) => cell(n).col === chip.which! - 1)
    case "dozen":
      return numbers.filter((n) => Math.ceil(n / 12) === chip.which)
    case "red":
      return numbers.filter((n) => RED.has(n))
    case "black":
      return numbers.filter((n) => !RED.has(n))
    case "odd":
      return numbers.filter((n) => n % 2 === 1)
    case "even":
      return numbers.filter((n) => n % 2 === 0)
    case "low":
      return numbers.filter((n) => n <= 18)
    case "high":
      return numbers.filter((n) => n >= 19)
    default:
      return [...chip.numbers!]
  }
}

const legalInside = {
  straight: pockets.map((n) => [n]),
  split: subsets(pockets, 2).filter(isSplit),
  street: subsets(pockets, 3).filter(isStreet),
  corner: subsets(pockets, 4).filter(isCorner),
  sixLine: Array.from({ length: 11 }, (_, r) => Array.from({ length: 6 }, (_, i) => 3 * r + 1 + i))
}
const anyChip = fc.oneof(
  ...Object.entries(legalInside).map(([bet, sets]) =>
    fc.record({ bet: fc.constant(bet), numbers: fc.constantFrom(...sets).chain((s) => fc.shuffledSubarray(s, { minLength: s.length })), amount: fc.integer({ min: 1, max: 10_000 }) })
  ),
  fc.record({ bet: fc.constantFrom("column", "dozen"), which: fc.constantFrom(1, 2, 3), amount: fc.integer({ min: 1, max: 10_000 }) }),
  fc.record({ bet: fc.constantFrom("red", "black", "odd", "even", "low", "high"), amount: fc.integer({ min: 1, max: 10_000 }) })
)
const spot = (chip: { bet: string; numbers?: ReadonlyArray<number>; which?: number }) =>
  `${chip.bet}:${chip.which ?? ""}:${[...(chip.numbers ?? [])].sort((a, b) => a - b).join()}`
const anyBet = fc.uniqueArray(anyChip, { minLength: 1, maxLength: 12, selector: spot })

describe("roulette", () => {
  it("by hand: 100 on red and 50 straight on 17 pay 1800 on 17 (black), 200 on 1 (red), nothing on 0", () => {
    const bet = decode({ chips: [{ bet: "red", amount: 100 }, { bet: "straight", numbers: [17], amount: 50 }] })
    if (Either.isLeft(bet)) throw new Error("the bet was refused")
    const paid = (pocket: number) => {
      const m = roulette.multipleOf(bet.right, { pocket })
      return (m.num / m.den) * 150
    }
    expect(roulette.stakeOf!(bet.right)).toBe(150)
    expect(paid(17)).toBe(1800)
    expect(paid(1)).toBe(200)
    expect(paid(0)).toBe(0)
    expect(paid(2)).toBe(0)
  })
  it("the win on the stake is the chips' pay to the minor unit, even for the largest chips", () => {
    fc.assert(
      fc.property(anyBet, fc.integer({ min: 0, max: 36 }), fc.integer({ min: 1, max: 1_000_000_000_000 }), (chips, pocket, big) => {
        const bet = { chips: chips.map((chip, i) => (i === 0 ? { ...chip, amount: big } : chip)) } as RouletteChoices
        const stake = roulette.stakeOf!(bet)
        const paid = bet.chips.reduce((s, c) => s + (coverOf(c).includes(pocket) ? (c.amount * 36) / coverOf(c).length : 0), 0)
        expect(winOn(stake, roulette.multipleOf(bet, { pocket }))).toBe(paid)
      })
    )
  })
  it("the layout has 37 straights, 60 splits, 14 streets (with the trios), 23 corners (with the first four), 11 six lines", () => {
    expect(legalInside.split.length).toBe(60)
    expect(legalInside.street.length).toBe(14)
    expect(legalInside.corner.length).toBe(23)
  })
  it("accepts exactly the splits, streets and corners of the layout among every set of 2, 3 and 4 numbers", () => {
    const wrong: Array<string> = []
    for (const [bet, k, rule] of [["split", 2, isSplit], ["street", 3, isStreet], ["corner", 4, isCorner]] as const)
      for (const set of subsets(pockets, k)) if (accepts([{ bet, numbers: set, amount: 1 }]) !== rule(set)) wrong.push(`${bet} ${set}`)
    expect(wrong).toEqual([])
  }, 60_000)
  it("refuses bad bets: a six line that is not two rows, a straight on 37, a split of one number twice, two chips on one spot, no chips, a zero chip", () => {
    expect(accepts([{ bet: "sixLine", numbers: [1, 2, 3, 4, 5, 6], amount: 1 }])).toBe(true)
    expect(accepts([{ bet: "sixLine", numbers: [2, 3, 4, 5, 6, 7], amount: 1 }])).toBe(false)
    expect(accepts([{ bet: "straight", numbers: [37], amount: 1 }])).toBe(false)
    expect(accepts([{ bet: "straight", numbers: [1, 2], amount: 1 }])).toBe(false)
    expect(accepts([{ bet: "split", numbers: [5, 5], amount: 1 }])).toBe(false)
    expect(accepts([{ bet: "red", amount: 1 }, { bet: "red", amount: 2 }])).toBe(false)
    expect(accepts([{ bet: "split", numbers: [1, 2], amount: 1 }, { bet: "split", numbers: [2, 1], amount: 1 }])).toBe(false)
    expect(accepts([{ bet: "column", which: 4, amount: 1 }])).toBe(false)
    expect(accepts([])).toBe(false)
    expect(accepts([{ bet: "red", amount: 0 }])).toBe(false)
    expect(accepts([{ bet: "red", amount: 1.5 }])).toBe(false)
  })
  it("the pocket is exactly uniform: over the 256 patterns of its byte, each of the 222 accepted gives each pocket 6 times", () => {
    const counts = new Array<number>(37).fill(0)
    for (let b = 0; b < 222; b++) counts[roulette.draw({ chips: [] }, scriptedBytes([b])).pocket]! += 1
    expect(counts.every((c) => c === 6)).toBe(true)
    // a byte of 222 or more is rejected and the next byte decides
    expect(roulette.draw({ chips: [] }, scriptedBytes([222, 255, 7])).pocket).toBe(7)
  })
  it("every bet returns exactly 36/37: over the 37 pockets the chips are paid 36 times the stake", () => {
    fc.assert(
      fc.property(anyBet, (chips) => {
        const bet = decode({ chips })
        expect(Either.isRight(bet)).toBe(true)
        if (Either.isLeft(bet)) return
        const stake = chips.reduce((s, c) => s + c.amount, 0)
        let paidNum = 0
        for (const pocket of pockets) {
          const m = roulette.multipleOf(bet.right, { pocket })
          expect(m.den).toBe(stake)
          const expected = chips.reduce((s, c) => s + (coverOf(c).includes(pocket) ? (c.amount * 36) / coverOf(c).length : 0), 0)
          expect(m.num).toBe(expected)
          paidNum += m.num
        }
        expect(paidNum * 37).toBe(36 * 37 * stake)
        expect(roulette.rtp.num * 37).toBe(36 * roulette.rtp.den)
      })
    )
  })
  it("the largest win is 36 times the stake: a single straight chip reaches it, no bet exceeds it", () => {
    expect(roulette.maxWin).toEqual({ num: 36, den: 1 })
    expect(roulette.multipleOf({ chips: [{ bet: "straight", numbers: [0], amount: 5 }] }, { pocket: 0 })).toEqual({ num: 180, den: 5 })
    fc.assert(
      fc.property(anyBet, fc.integer({ min: 0, max: 36 }), (chips, pocket) => {
        const m = roulette.multipleOf({ chips } as RouletteChoices, { pocket })
        expect(m.num).toBeLessThanOrEqual(36 * m.den)
      })
    )
  })
})
