import { Either, Schema } from "effect"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { RoundRandom } from "../../src/domain/casino/fair"
import { type Ratio, winOn } from "../../src/domain/casino/game"
import { mines, MinesChoices, type MinesState } from "../../src/domain/casino/games/mines"

/** A RoundRandom whose `int` answers the given whole numbers in order: to count over every result of the draws. */
const intsGiving = (values: ReadonlyArray<number>): RoundRandom => {
  const random = new RoundRandom({ serverSeed: "00".repeat(32), clientSeed: "", nonce: 0 })
  let at = 0
  random.int = (n: number) => {
    const value = values[at++]!
    if (value >= n) throw new Error(`scripted ${value} is outside 0 … ${n - 1}`)
    return value
  }
  return random
}

/** A round whose mines lie on the given tiles. */
const roundWith = (mineTiles: ReadonlyArray<number>): MinesState => ({ mines: mineTiles.length, mineTiles, revealed: [], status: "playing" })

const step = (state: MinesState, action: Parameters<typeof mines.act>[1]): MinesState => Either.getOrThrow(mines.act(state, action))

/** Every set of m tiles out of 25, as sorted arrays. */
const placements = (m: number, from = 0): Array<Array<number>> => {
  if (m === 0) return [[]]
  const all: Array<Array<number>> = []
  for (let tile = from; tile <= 25 - m; tile++) for (const rest of placements(m - 1, tile + 1)) all.push([tile, ...rest])
  return all
}

const choose = (n: number, k: number): bigint => {
  let result = 1n
  for (let i = 1; i <= k; i++) result = (result * BigInt(n - k + i)) / BigInt(i)
  return result
}

describe("mines: the multiples", () => {
  it("by hand: 3 mines pay 9/8 after one safe tile and 9/7 after two; 24 mines pay 24.75× after one", () => {
    // 0.99 × 25/22 = 1.125; 0.99 × 300/231 = 9/7
    let state = roundWith([0, 1, 2])
    state = step(state, { _tag: "Reveal", tile: 10 })
    expect(mines.view(state).multiple).toEqual({ num: 9, den: 8 })
    expect(mines.view(state).nextMultiple).toEqual({ num: 9, den: 7 })
    state = step(state, { _tag: "Reveal", tile: 11 })
    state = step(state, { _tag: "CashOut" })
    expect(mines.isOver(state)).toBe(true)
    expect(mines.multipleOf({ mines: 3 }, state)).toEqual({ num: 9, den: 7 })
    expect(winOn(700, mines.multipleOf({ mines: 3 }, state))).toBe(900)

    const one = step(roundWith(Array.from({ length: 24 }, (_, i) => i)), { _tag: "Reveal", tile: 24 })
    expect(mines.isOver(one)).toBe(true)
    expect(mines.multipleOf({ mines: 24 }, one)).toEqual({ num: 99, den: 4 })
  })
  it("a mine loses the stake and shows every mine", () => {
    const state = step(step(roundWith([7, 3]), { _tag: "Reveal", tile: 0 }), { _tag: "Reveal", tile: 3 })
    expect(mines.isOver(state)).toBe(true)
    expect(mines.multipleOf({ mines: 2 }, state).num).toBe(0)
    expect(mines.view(state)).toMatchObject({ status: "hitMine", revealed: [0, 3], mineTiles: [7, 3] })
  })
  it("the largest win, 5,148,297×, is every safe tile with 12 mines, and no round pays more", () => {
    let state = roundWith(Array.from({ length: 12 }, (_, i) => i))
    for (let tile = 12; tile < 25; tile++) state = step(state, { _tag: "Reveal", tile })
    expect(mines.isOver(state)).toBe(true)
    expect(mines.multipleOf({ mines: 12 }, state)).toEqual({ num: 5_148_297, den: 1 })
    expect(mines.maxWin).toEqual({ num: 5_148_297, den: 1 })
    // every mine count, every number of safe tiles: (99/100) × C(25,k)/C(25−m,k) ≤ 5,148,297
    for (let m = 1; m <= 24; m++) {
      let round = roundWith(Array.from({ length: m }, (_, i) => i))
      for (let tile = m; tile < 25; tile++) {
        round = step(round, { _tag: "Reveal", tile })
        const multiple = mines.view(round).multiple
        expect(multiple.num * 100 * Number(choose(25 - m, tile - m + 1))).toBe(multiple.den * 99 * Number(choose(25, tile - m + 1)))
        expect(multiple.num).toBeLessThanOrEqual(5_148_297 * multiple.den)
      }
    }
  })
  it("mid-round the view never shows the mines", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 24 }), fc.uint8Array({ minLength: 32, maxLength: 32 }), (m, seed) => {
        const state = mines.start({ mines: m }, new RoundRandom({ serverSeed: Buffer.from(seed).toString("hex"), clientSeed: "c", nonce: 1 }))
        const view = mines.view(state)
        expect(view.mineTiles).toBeUndefined()
        expect(JSON.stringify(view)).not.toContain("mineTiles")
        expect(Schema.decodeUnknownSync(mines.viewSchema)(view)).toEqual(view)
        expect(Schema.decodeUnknownSync(mines.stateSchema)(state)).toEqual(state)
      })
    )
  })
})

describe("mines: the mapping", () => {
  it("every placement of 1, 2 or 3 mines is equally likely: counted over every result of the draws", () => {
    for (const m of [1, 2, 3]) {
      const counts = new Map<string, number>()
      const ranges = Array.from({ length: m }, (_, i) => 25 - i)
      const walk = (values: Array<number>): void => {
        if (values.length === m) {
          const key = [...mines.start({ mines: m }, intsGiving(values)).mineTiles].sort((a, b) => a - b).join(",")
          counts.set(key, (counts.get(key) ?? 0) + 1)
          return
        }
        for (let v = 0; v < ranges[values.length]!; v++) walk([...values, v])
      }
      walk([])
      expect(counts.size).toBe(Number(choose(25, m)))
      // each set of m tiles comes out of m! orders of the draws
      expect(new Set(counts.values())).toEqual(new Set([[1, 1, 2, 6][m]]))
    }
   }, 60_000)
})

describe("mines: the return to player is exactly 99% whatever the player does", () => {
  /** Σ over every placement of the multiple a strategy wins, as an exact fraction, divided by the placements. */
  const expectedMultiple = (m: number, order: ReadonlyArray<number>, stopAfter: number): { num: bigint; den: bigint } => {
    let num = 0n
    let den = 1n
    const all = placements(m)
    for (const mineTiles of all) {
      let state = roundWith(mineTiles)
      for (const tile of order.slice(0, stopAfter)) {
        state = step(state, { _tag: "Reveal", tile })
        if (mines.isOver(state)) break
      }
      if (!mines.isOver(state)) state = step(state, { _tag: "CashOut" })
      const multiple: Ratio = mines.multipleOf({ mines: m }, state)
      num = num * BigInt(multiple.den) + BigInt(multiple.num) * den
      den = den * BigInt(multiple.den)
    }
    return { num, den: den * BigInt(all.length) }
  }
  it("by brute force over every placement: 1–3 and 22–24 mines, a generated order of picks and a generated stop", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(1, 2, 3, 22, 23, 24),
        fc.shuffledSubarray(Array.from({ length: 25 }, (_, i) => i), { minLength: 25, maxLength: 25 }),
        fc.integer({ min: 1, max: 24 }),
        (m, order, stop) => {
          const stopAfter = Math.min(stop, 25 - m)
          const expected = expectedMultiple(m, order, stopAfter)
          expect(expected.num * 100n).toBe(expected.den * 99n)
        }
      ),
      { numRuns: 30 }
    )
   }, 60_000)
  it("for every mine count and every stop, by the chance of surviving: C(25−m,k)/C(25,k) × multiple = 99/100", () => {
    for (let m = 1; m <= 24; m++) {
      for (let k = 1; k <= 25 - m; k++) {
        let state = roundWith(Array.from({ length: m }, (_, i) => 24 - i))
        for (let tile = 0; tile < k; tile++) state = step(state, { _tag: "Reveal", tile })
        if (!mines.isOver(state)) state = step(state, { _tag: "CashOut" })
        const multiple = mines.multipleOf({ mines: m }, state)
        expect(choose(25 - m, k) * BigInt(multiple.num) * 100n).toBe(choose(25, k) * BigInt(multiple.den) * 99n)
      }
    }
    expect(mines.rtp).toEqual({ num: 99, den: 100 })
  })
})

describe("mines: refusals and the abandoned round", () => {
  it("the bet takes 1–24 mines", () => {
    expect(Schema.decodeUnknownEither(MinesChoices)({ mines: 0 })._tag).toBe("Left")
    expect(Schema.decodeUnknownEither(MinesChoices)({ mines: 25 })._tag).toBe("Left")
    expect(Schema.decodeUnknownEither(MinesChoices)({ mines: 24 })._tag).toBe("Right")
    expect(Schema.decodeUnknownEither(mines.actions)({ _tag: "Reveal", tile: 25 })._tag).toBe("Left")
  })
  it("cashing out before a pick, revealing a tile twice and acting after the end are refused", () => {
    const fresh = roundWith([5])
    expect(mines.act(fresh, { _tag: "CashOut" })).toEqual(Either.left({ _tag: "NotAllowed", reason: "reveal a tile before cashing out" }))
    const once = step(fresh, { _tag: "Reveal", tile: 0 })
    expect(Either.getLeft(mines.act(once, { _tag: "Reveal", tile: 0 }))._tag).toBe("Some")
    const cashed = step(once, { _tag: "CashOut" })
    expect(mines.act(cashed, { _tag: "Reveal", tile: 1 })).toEqual(Either.left({ _tag: "RoundOver" }))
    expect(mines.act(cashed, { _tag: "CashOut" })).toEqual(Either.left({ _tag: "RoundOver" }))
    const lost = step(fresh, { _tag: "Reveal", tile: 5 })
    expect(mines.act(lost, { _tag: "Reveal", tile: 6 })).toEqual(Either.left({ _tag: "RoundOver" }))
  })
  it("an abandoned round cashes out what it has won (0.99× before any pick); an ended one stays as it is", () => {
    const picked = mines.abandon(step(roundWith([0, 1, 2]), { _tag: "Reveal", tile: 10 }))
    expect(mines.isOver(picked)).toBe(true)
    expect(mines.multipleOf({ mines: 3 }, picked)).toEqual({ num: 9, den: 8 })
    expect(mines.multipleOf({ mines: 3 }, mines.abandon(roundWith([0, 1, 2])))).toEqual({ num: 99, den: 100 })
    const lost = step(roundWith([4]), { _tag: "Reveal", tile: 4 })
    expect(mines.abandon(lost)).toEqual(lost)
  })
})
