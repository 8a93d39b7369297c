import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { allocatePrizes, type Entrant, phaseOf, pointsOf, prizePool, prizeTableProblem, standings } from "../../src/domain/tournaments/ranking"

/**
 * A tournament's ranking and prizes (src/domain/tournaments/ranking.ts) against a brute-force model: an entrant's place
 * is one more than the number of entrants ahead of them, each compared with them one by one (more points; equal points
 * reached earlier; equal both, joined first), and a prize goes to each place of the table that an entrant with points holds.
 */

/** Small ranges so that ties (points and times) are common. */
const entrants = fc
  .uniqueArray(
    fc.record({ entryId: fc.integer({ min: 1, max: 60 }), userId: fc.integer({ min: 1, max: 1_000_000 }), points: fc.integer({ min: 0, max: 6 }), reachedAt: fc.integer({ min: 0, max: 4 }) }),
    { selector: (e) => e.entryId, maxLength: 25 }
  )
  .map((list): ReadonlyArray<Entrant> => list)

const table = fc.array(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 12 }).map((amounts) => amounts.map((amount, i) => ({ place: i + 1, amount })))

const isAhead = (other: Entrant, me: Entrant): boolean =>
  other.points > me.points ||
  (other.points === me.points && other.reachedAt < me.reachedAt) ||
  (other.points === me.points && other.reachedAt === me.reachedAt && other.entryId < me.entryId)

const modelPlace = (all: ReadonlyArray<Entrant>, me: Entrant): number => 1 + all.filter((other) => other !== me && isAhead(other, me)).length

describe("tournament standings and prizes", () => {
  it("gives every entrant the place the brute-force model gives: by points, then earlier reach, then earlier entry", () => {
    fc.assert(
      fc.property(entrants, (list) => {
        const ranked = standings(list)
        expect(ranked.map((e) => e.place)).toEqual(list.map((_, i) => i + 1))
        for (const e of ranked) expect(e.place).toBe(modelPlace(list, list.find((x) => x.entryId === e.entryId)!))
      })
    )
  })

  it("pays each place of the table to the entrant with points who holds it, and the prizes sum to the table's places taken", () => {
    fc.assert(
      fc.property(entrants, table, (list, prizes) => {
        const paid = allocatePrizes(list, prizes)
        const withPoints = list.filter((e) => e.points > 0)
        const expected = withPoints
          .map((e) => ({ entryId: e.entryId, place: modelPlace(list, e) }))
          .filter(({ place }) => place <= prizes.length)
          .map(({ entryId, place }) => ({ entryId, place, amount: prizes[place - 1]!.amount }))
          .sort((a, b) => a.place - b.place)
        expect(paid.map(({ amount, entryId, place }) => ({ entryId, place, amount }))).toEqual(expected)
        // Each place once, to one entrant; the sum is the table's first places, all of it when enough entrants scored.
        expect(new Set(paid.map((p) => p.place)).size).toBe(paid.length)
        expect(new Set(paid.map((p) => p.entryId)).size).toBe(paid.length)
        const taken = Math.min(prizes.length, withPoints.length)
        expect(paid.reduce((sum, p) => sum + p.amount, 0)).toBe(prizes.slice(0, taken).reduce((sum, p) => sum + p.amount, 0))
        if (withPoints.length >= prizes.length) expect(paid.reduce((sum, p) => sum + p.amount, 0)).toBe(prizePool(prizes))
      })
    )
  })

  it("does not depend on the order the entrants are read in", () => {
    fc.assert(
      fc.property(entrants, table, fc.integer(), (list, prizes, seed) => {
        const shuffled = [...list].sort((a, b) => ((a.entryId * 7919 + seed) % 101) - ((b.entryId * 7919 + seed) % 101))
        expect(allocatePrizes(shuffled, prizes)).toEqual(allocatePrizes(list, prizes))
      })
    )
  })

  it("breaks a tie for the earlier reach, and pays nothing to an entrant without points (examples)", () => {
    const prizes = [
      { place: 1, amount: 100_00 },
      { place: 2, amount: 50_00 },
      { place: 3, amount: 20_00 }
    ]
    const later = { entryId: 1, userId: 11, points: 400, reachedAt: 2_000 }
    const earlier = { entryId: 2, userId: 12, points: 400, reachedAt: 1_000 }
    const top = { entryId: 3, userId: 13, points: 900, reachedAt: 3_000 }
    const idle = { entryId: 4, userId: 14, points: 0, reachedAt: 0 }
    expect(allocatePrizes([later, earlier, top, idle], prizes)).toEqual([
      { place: 1, amount: 100_00, entryId: 3, userId: 13 },
      { place: 2, amount: 50_00, entryId: 2, userId: 12 },
      { place: 3, amount: 20_00, entryId: 1, userId: 11 }
    ])
    // The same points at the same instant: the earlier entry.
    expect(allocatePrizes([{ ...later, reachedAt: 5 }, { ...earlier, reachedAt: 5 }], prizes).map((p) => p.entryId)).toEqual([1, 2])
    expect(allocatePrizes([idle], prizes)).toEqual([])
  })

  it("counts points in hundredths at the game's weight, rounded down, and reads a tournament's phase by its window", () => {
    expect(pointsOf(250, 100)).toBe(250)
    expect(pointsOf(101, 50)).toBe(50)
    expect(pointsOf(1, 99)).toBe(0)
    expect(pointsOf(1_000_00, 20)).toBe(200_00)
    expect(phaseOf(1_000, 2_000, 999)).toBe("upcoming")
    expect(phaseOf(1_000, 2_000, 1_000)).toBe("running")
    expect(phaseOf(1_000, 2_000, 2_000)).toBe("finished")
  })

  it("takes a prize table of places 1, 2, ... with positive whole amounts only", () => {
    expect(prizeTableProblem([{ place: 1, amount: 5 }, { place: 2, amount: 1 }])).toBeNull()
    expect(prizeTableProblem([])).not.toBeNull()
    expect(prizeTableProblem([{ place: 2, amount: 5 }])).not.toBeNull()
    expect(prizeTableProblem([{ place: 1, amount: 0 }])).not.toBeNull()
    expect(prizeTableProblem([{ place: 1, amount: 1.5 }])).not.toBeNull()
    expect(prizeTableProblem(Array.from({ length: 101 }, (_, i) => ({ place: i + 1, amount: 1 })))).not.toBeNull()
  })
})
