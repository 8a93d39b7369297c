import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { FINAL_RULES, type FinalRule, type Fixture, finalGames, finalRuleOf } from "../../src/domain/sports/championshipFinal"
import { ChampionshipPage } from "../../src/domain/sports/feed"
import { CHAMPIONSHIPS } from "../../server/sports/simulator/catalogue"

const START = Date.UTC(2026, 5, 1, 18, 0, 0)
const HOUR = 3_600_000

/** Games with start times on a coarse grid (so that ties happen) between a few sides (so that pairs meet again). */
const SIDES = ["Ashford", "Blackrock", "Castleton", "Dunmore"]
const schedule = fc
  .array(fc.record({ slot: fc.integer({ min: 0, max: 12 }), home: fc.integer({ min: 0, max: 3 }), away: fc.integer({ min: 0, max: 3 }) }), { maxLength: 30 })
  .map((rows) =>
    rows
      .filter((row) => row.home !== row.away)
      .map((row, i): Fixture => ({ id: `g${i + 1}`, startsAt: START + row.slot * HOUR, home: SIDES[row.home]!, away: SIDES[row.away]! }))
  )

const match: FinalRule = { _tag: "match" }
const series: FinalRule = { _tag: "series" }
const round = (games: number): FinalRule => ({ _tag: "round", games })

/** The last game by hand: the latest start, and of games starting then, the one listed last. */
const lastByHand = (games: ReadonlyArray<Fixture>): Fixture | undefined => {
  let last: Fixture | undefined
  for (const game of games) if (last === undefined || game.startsAt >= last.startsAt) last = game
  return last
}

const ids = (games: ReadonlyArray<Fixture>) => games.map((game) => game.id)

describe("a championship page's final (SPEC.md 2.2: home, game and final)", () => {
  it("has a final for every championship page the spec lists, of the kind its competition decides the title by", () => {
    expect(FINAL_RULES).toEqual({
      champ: { _tag: "match" },
      europaleague: { _tag: "match" },
      fifacwc: { _tag: "match" },
      ipl: { _tag: "match" },
      scf: { _tag: "match" },
      nbafinals: { _tag: "series" },
      nhlfinals: { _tag: "series" },
      epl: { _tag: "round", games: 10 },
      laliga: { _tag: "round", games: 10 },
      ufc: null
    })
    expect(Object.keys(FINAL_RULES).sort()).toEqual([...ChampionshipPage.literals].sort())
    expect(finalRuleOf(null)).toBeNull()
    // SCF is a championship of the line, with a page of its own.
    expect(CHAMPIONSHIPS.find((c) => c.page === "scf")).toMatchObject({ id: "uefa-super-cup", sportId: "football", name: "UEFA Super Cup" })
  })

  it("a cup's final is its last game: the latest start, and of games starting then the one made last", () => {
    const games: ReadonlyArray<Fixture> = [
      { id: "g1", startsAt: START + 2 * HOUR, home: "A", away: "B" },
      { id: "g2", startsAt: START + 5 * HOUR, home: "C", away: "D" },
      { id: "g3", startsAt: START + HOUR, home: "E", away: "F" },
      { id: "g4", startsAt: START + 5 * HOUR, home: "G", away: "H" }
    ]
    expect(ids(finalGames(match, games))).toEqual(["g4"])
    expect(finalGames(match, [])).toEqual([])
    fc.assert(
      fc.property(schedule, (games) => {
        const final = finalGames(match, games)
        expect(final).toEqual(games.length === 0 ? [] : [lastByHand(games)])
        for (const game of games) expect(game.startsAt).toBeLessThanOrEqual(final[0]!.startsAt)
      })
    )
  })

  it("a finals series is every game the last game's two sides play each other, either way round, by start", () => {
    const games: ReadonlyArray<Fixture> = [
      { id: "g1", startsAt: START + HOUR, home: "Ashford", away: "Blackrock" },
      { id: "g2", startsAt: START + 2 * HOUR, home: "Ashford", away: "Castleton" },
      { id: "g3", startsAt: START + 4 * HOUR, home: "Ashford", away: "Blackrock" },
      { id: "g4", startsAt: START + 3 * HOUR, home: "Blackrock", away: "Ashford" }
    ]
    expect(ids(finalGames(series, games))).toEqual(["g1", "g4", "g3"])
    fc.assert(
      fc.property(schedule, (games) => {
        const final = finalGames(series, games)
        const last = lastByHand(games)
        if (last === undefined) {
          expect(final).toEqual([])
          return
        }
        const finalists = [last.home, last.away].sort().join("|")
        const between = games.filter((game) => [game.home, game.away].sort().join("|") === finalists)
        expect(new Set(ids(final))).toEqual(new Set(ids(between)))
        expect(final).toHaveLength(between.length)
        expect(final.at(-1)).toBe(last)
        for (let i = 1; i < final.length; i++) expect(final[i - 1]!.startsAt).toBeLessThanOrEqual(final[i]!.startsAt)
      })
    )
  })

  it("a league's final is its last round: the last games of its schedule, as many as a round has", () => {
    const games: ReadonlyArray<Fixture> = Array.from({ length: 12 }, (_, i) => ({ id: `g${i + 1}`, startsAt: START + (12 - i) * HOUR, home: `H${i}`, away: `A${i}` }))
    // g12 starts first and g1 last: the round is the ten that start last, earliest first.
    expect(ids(finalGames(round(10), games))).toEqual(["g10", "g9", "g8", "g7", "g6", "g5", "g4", "g3", "g2", "g1"])
    fc.assert(
      fc.property(schedule, fc.integer({ min: 1, max: 12 }), (games, size) => {
        const final = finalGames(round(size), games)
        expect(final).toHaveLength(Math.min(size, games.length))
        const inRound = new Set(ids(final))
        for (const game of final) for (const other of games) if (!inRound.has(other.id)) expect(game.startsAt).toBeGreaterThanOrEqual(other.startsAt)
        if (games.length > 0) expect(final.at(-1)).toBe(lastByHand(games))
        for (let i = 1; i < final.length; i++) expect(final[i - 1]!.startsAt).toBeLessThanOrEqual(final[i]!.startsAt)
      })
    )
  })
})
