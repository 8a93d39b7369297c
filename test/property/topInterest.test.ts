import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { MarketStatus, SportId } from "../../src/domain/sports/feed"
import { type Interest, compareInterest, interestOf, rankByInterest } from "../../src/domain/sports/interest"

const SPORTS: ReadonlyArray<SportId> = ["football", "tennis", "basketball", "icehockey", "volleyball", "tabletennis", "cricket", "mma", "cs2", "dota2", "lol", "virtualfootball", "cyberfootball"]
const NOW = 1_800_000_000_000

interface Listed {
  readonly id: number
  readonly sportId: SportId
  readonly top: boolean
  readonly startsAt: number
  readonly statuses: ReadonlyArray<MarketStatus>
}

// Few distinct values, so that ties (same sport, same open count, same start) are common.
const listed: fc.Arbitrary<Omit<Listed, "id">> = fc.record({
  sportId: fc.constantFrom(...SPORTS.slice(0, 4)),
  top: fc.boolean(),
  startsAt: fc.integer({ min: 0, max: 3 }).map((k) => NOW + k * 60_000),
  statuses: fc.array(fc.constantFrom<MarketStatus>("open", "suspended", "closed"), { maxLength: 6 })
})
const lists = fc.array(listed, { maxLength: 30 }).map((games) => games.map((game, id): Listed => ({ ...game, id })))
const interest = (game: Listed): Interest => interestOf(game, game.statuses)
const locked = (game: Listed) => !game.statuses.includes("open")
const rank = (games: ReadonlyArray<Listed>) => rankByInterest(games, interest)

describe("the top live list's ranking by interest", () => {
  it("never puts a locked game (no open market) above one a player can bet on", () => {
    fc.assert(
      fc.property(lists, (games) => {
        const ranked = rank(games)
        const firstLocked = ranked.findIndex(locked)
        if (firstLocked >= 0) expect(ranked.slice(firstLocked).every(locked)).toBe(true)
      })
    )
  })

  it("is a permutation of the list, sorted by the comparison (a total order: any two games compare, both ways alike)", () => {
    fc.assert(
      fc.property(lists, (games) => {
        const ranked = rank(games)
        expect([...ranked].map((g) => g.id).sort((a, b) => a - b)).toEqual(games.map((g) => g.id))
        for (let i = 1; i < ranked.length; i++) expect(compareInterest(interest(ranked[i - 1]!), interest(ranked[i]!))).toBeLessThanOrEqual(0)
      })
    )
  })

  it("compares consistently: antisymmetric and transitive", () => {
    fc.assert(
      fc.property(listed, listed, listed, (a, b, c) => {
        const [x, y, z] = [a, b, c].map((g) => interestOf(g, g.statuses))
        expect(Math.sign(compareInterest(x!, y!))).toBe(-Math.sign(compareInterest(y!, x!)) || 0)
        if (compareInterest(x!, y!) <= 0 && compareInterest(y!, z!) <= 0) expect(compareInterest(x!, z!)).toBeLessThanOrEqual(0)
      })
    )
  })

  it("keeps games of equal interest in the order they came, and ranks the same whatever order the unequal ones came in", () => {
    fc.assert(
      fc.property(lists, fc.infiniteStream(fc.nat()), (games, draws) => {
        const ranked = rank(games)
        for (let i = 1; i < ranked.length; i++)
          if (compareInterest(interest(ranked[i - 1]!), interest(ranked[i]!)) === 0) expect(ranked[i - 1]!.id).toBeLessThan(ranked[i]!.id)
        // Shuffled, then ranked: the same games at each place up to ties.
        const shuffled = [...games]
        const it = draws[Symbol.iterator]()
        for (let i = shuffled.length - 1; i > 0; i--) {
          const j = it.next().value % (i + 1)
          ;[shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!]
        }
        const again = rank(shuffled)
        for (let i = 0; i < ranked.length; i++) expect(compareInterest(interest(again[i]!), interest(ranked[i]!))).toBe(0)
        expect(rank(ranked)).toEqual(ranked)
      })
    )
  })

  it("ranks by hand-worked cases: open before locked, more open markets first, football over table tennis, then the earlier start", () => {
    const game = (id: number, sportId: SportId, open: number, closed: number, minute: number): Listed => ({
      id,
      sportId,
      top: true,
      startsAt: NOW + minute * 60_000,
      statuses: [...Array<MarketStatus>(open).fill("open"), ...Array<MarketStatus>(closed).fill("suspended")]
    })
    const games = [
      game(1, "football", 0, 12, 0), // the oldest game, all locked: last
      game(2, "tabletennis", 3, 0, 5),
      game(3, "football", 3, 9, 10),
      game(4, "football", 5, 0, 20),
      game(5, "football", 3, 0, 8)
    ]
    // Football: 3 open × 2 = 6; table tennis: 3 × (1 + 8/30) = 3.8.
    expect(rank(games).map((g) => g.id)).toEqual([4, 5, 3, 2, 1])
  })
})
