import { fixedSecret } from "../support/worldSecrets"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { CHAMPIONSHIPS, SPORTS, sportEntry } from "../../server/sports/simulator/catalogue"
import { isOutright } from "../../src/domain/sports/outright"
import { pairingHistory } from "../../server/sports/simulator/history"
import { statisticsOf } from "../../server/sports/simulator/statistics"
import { DEFAULT_WORLD, advance, createWorld } from "../../server/sports/simulator/world"
import {
  type FormEntry,
  HEAD_TO_HEAD_SHOWN,
  type PlayedGame,
  type StandingRow,
  type StandingsRule,
  formOf,
  headToHeadOf,
  standingsOf
} from "../../src/domain/sports/statistics"


const TEAMS = ["Ashford", "Blackrock", "Castleton", "Dunmore", "Eastport", "Fairview"]

/** Games between sides of TEAMS (never a side against itself); `draws` false: every game has a winner. */
const gamesArb = (draws: boolean) =>
  fc
    .array(
      fc.record({
        home: fc.integer({ min: 0, max: TEAMS.length - 1 }),
        offset: fc.integer({ min: 1, max: TEAMS.length - 1 }),
        homeScore: fc.nat({ max: 6 }),
        awayScore: fc.nat({ max: 6 }),
        playedAt: fc.integer({ min: 1_600_000_000_000, max: 1_800_000_000_000 })
      }),
      { maxLength: 40 }
    )
    .map((picks) =>
      picks.map(({ home, offset, homeScore, awayScore, playedAt }, i): PlayedGame => ({
        id: `p${i}`,
        championshipId: "test-league",
        championshipName: "Test League",
        playedAt,
        home: TEAMS[home]!,
        away: TEAMS[(home + offset) % TEAMS.length]!,
        // No draws: a level game is settled by one more score for the home side, as overtime would.
        score: !draws && homeScore === awayScore ? { home: homeScore + 1, away: awayScore } : { home: homeScore, away: awayScore }
      }))
    )

/** The table's sides: some of TEAMS, so games against an outsider are in the input too. */
const tableArb = fc.subarray(TEAMS, { minLength: 2 })

const sum = (rows: ReadonlyArray<StandingRow>, key: "played" | "won" | "drawn" | "lost" | "goalsFor" | "goalsAgainst") => rows.reduce((total, row) => total + row[key], 0)

/** The table's totals agree with each other and with the games it counts. */
const expectConsistentTable = (rows: ReadonlyArray<StandingRow>, rule: StandingsRule, counted: number) => {
  expect(sum(rows, "won")).toBe(sum(rows, "lost"))
  expect(sum(rows, "drawn") % 2).toBe(0)
  expect(sum(rows, "goalsFor")).toBe(sum(rows, "goalsAgainst"))
  expect(sum(rows, "played")).toBe(2 * counted)
  expect(sum(rows, "won") + sum(rows, "drawn") / 2).toBe(counted)
  rows.forEach((row, index) => {
    expect(row.position).toBe(index + 1)
    expect(row.won + row.drawn + row.lost).toBe(row.played)
    if (rule === "points") expect(row.points).toBe(3 * row.won + row.drawn)
    else {
      expect(row.points).toBeNull()
      expect(row.drawn).toBe(0)
    }
  })
  // Ranked: never a side above one with more points (or, without points, more wins).
  for (let i = 1; i < rows.length; i++) {
    if (rule === "points") expect(rows[i - 1]!.points!).toBeGreaterThanOrEqual(rows[i]!.points!)
    else expect(rows[i - 1]!.won).toBeGreaterThanOrEqual(rows[i]!.won)
  }
}

/** The letter from the side's own goals and the other side's, worked out here independently of the rule. */
const expectLettersAgree = (team: string, entries: ReadonlyArray<FormEntry>) => {
  for (const { game, result } of entries) {
    expect([game.home, game.away]).toContain(team)
    const own = game.home === team ? game.score.home : game.score.away
    const other = game.home === team ? game.score.away : game.score.home
    expect(result).toBe(own > other ? "W" : own === other ? "D" : "L")
  }
}

const expectNewestFirst = (games: ReadonlyArray<PlayedGame>) => {
  for (let i = 1; i < games.length; i++) expect(games[i - 1]!.playedAt).toBeGreaterThanOrEqual(games[i]!.playedAt)
}

describe("standings, form and head-to-head (src/domain/sports/statistics.ts)", () => {
  it("a table's totals agree: wins and losses, goals for and against, points 3W + D; every side of the table has a row", () => {
    fc.assert(
      fc.property(tableArb, gamesArb(true), (teams, games) => {
        const rows = standingsOf(teams, games, "points")
        expect(rows.map((row) => row.team).sort()).toEqual([...teams].sort())
        const counted = games.filter((g) => teams.includes(g.home) && teams.includes(g.away)).length
        expectConsistentTable(rows, "points", counted)
      })
    )
  })

  it("sports without draws rank by wins and show no points", () => {
    fc.assert(
      fc.property(tableArb, gamesArb(false), (teams, games) => {
        const counted = games.filter((g) => teams.includes(g.home) && teams.includes(g.away)).length
        expectConsistentTable(standingsOf(teams, games, "wins"), "wins", counted)
      })
    )
  })

  it("the table does not depend on the order the games came in", () => {
    fc.assert(
      fc.property(tableArb, gamesArb(true), fc.boolean(), (teams, games, points) => {
        const rule = points ? "points" : "wins"
        expect(standingsOf([...teams].reverse(), [...games].reverse(), rule)).toEqual(standingsOf(teams, games, rule))
      })
    )
  })

  it("form: a side's last games, newest first, each letter agreeing with the score from that side's point of view", () => {
    fc.assert(
      fc.property(fc.constantFrom(...TEAMS), gamesArb(true), (team, games) => {
        const form = formOf(team, games)
        const played = games.filter((g) => g.home === team || g.away === team)
        expect(form.length).toBe(Math.min(5, played.length))
        expectLettersAgree(team, form)
        expectNewestFirst(form.map((entry) => entry.game))
        // No game of the side is newer than the oldest one shown and left out.
        const oldest = form.at(-1)?.game.playedAt ?? Infinity
        expect(played.filter((g) => g.playedAt > oldest).every((g) => form.some((entry) => entry.game === g))).toBe(true)
      })
    )
  })

  it("head-to-head: only games of the two sides, whoever was at home, newest first, at most ten", () => {
    fc.assert(
      fc.property(fc.constantFrom(...TEAMS), fc.constantFrom(...TEAMS), gamesArb(true), (a, b, games) => {
        fc.pre(a !== b)
        const meetings = headToHeadOf(a, b, games)
        const all = games.filter((g) => (g.home === a && g.away === b) || (g.home === b && g.away === a))
        expect(meetings.length).toBe(Math.min(HEAD_TO_HEAD_SHOWN, all.length))
        expect(meetings.every((g) => all.includes(g))).toBe(true)
        expectNewestFirst(meetings)
        expect(headToHeadOf(b, a, games)).toEqual(meetings)
      })
    )
  })
})

describe("a pairing's seeded past (server/sports/simulator/history.ts)", () => {
  const pairing = fc.record({
    seed: fc.integer(),
    // Championships of matches: an outright's (politics, marble racing) has no pairings.
    championship: fc.constantFrom(...CHAMPIONSHIPS.filter((c) => SPORTS.some((entry) => entry.sport.id === c.sportId))),
    names: fc.uniqueArray(fc.string({ minLength: 1, maxLength: 12 }), { minLength: 2, maxLength: 2 }),
    lastDay: fc.integer({ min: 18_000, max: 22_000 }).map((day) => day * 86_400_000)
  })

  it("is the same for the same secret, whichever side is at home; the season's table is a fair one: every side has played every matchday", () => {
    fc.assert(
      fc.property(pairing, ({ seed, championship, names: [home, away], lastDay }) => {
        const entry = sportEntry(championship.sportId)
        const history = pairingHistory(fixedSecret(seed), entry, championship, home!, away!, lastDay)
        expect(pairingHistory(fixedSecret(seed), entry, championship, home!, away!, lastDay)).toEqual(history)
        expect(pairingHistory(fixedSecret(seed), entry, championship, away!, home!, lastDay)).toEqual(history)
        expect(new Set(history.teams).size).toBe(history.teams.length)
        expect(history.teams).toContain(home)
        expect(history.teams).toContain(away)
        const season = history.games.filter((g) => g.playedAt >= history.seasonStartsAt)
        expect(season.every((g) => g.playedAt < lastDay + 86_400_000)).toBe(true)
        const rule = entry.model.kind === "goals" && entry.model.draw ? "points" : "wins"
        const rows = standingsOf(history.teams, season, rule)
        expectConsistentTable(rows, rule, season.length)
        // A round robin: each matchday every side plays once, so all have played as many games, at least a form's worth.
        expect(new Set(rows.map((row) => row.played)).size).toBe(1)
        expect(rows[0]!.played).toBeGreaterThanOrEqual(5)
      }),
      { numRuns: 60 }
    )
  })
})

describe("a game's statistics read from the simulator's world", () => {
  const small = (seed: number) => ({ ...DEFAULT_WORLD, secret: fixedSecret(seed), live: 8, line: 40, pastResults: 120 })
  const START = Date.UTC(2026, 5, 1, 18, 0, 0)

  it("same secret, same statistics; every part consistent with the game and with the others", () => {
    fc.assert(
      fc.property(fc.integer(), (seed) => {
        const world = createWorld(small(seed), START)
        const twin = createWorld(small(seed), START)
        // Matches: an outright has no statistics (the last test).
        const matches = [...world.games.values()].filter((entry) => !isOutright(entry.game)).map((entry) => entry.game.id)
        const ids = [...matches.slice(0, 12), ...world.results.filter((r) => !isOutright(r)).slice(-4).map((r) => r.id)]
        for (const id of ids) {
          const statistics = statisticsOf(world, id)!
          expect(statisticsOf(twin, id)).toEqual(statistics)
          const { home, away, startsAt, sportId } = statistics
          const model = sportEntry(sportId).model
          const rule = model.kind === "goals" && model.draw ? "points" : "wins"
          expect(statistics.standings.rule).toBe(rule)
          // Only what was known before the game started, and never the game itself.
          const everything = [...statistics.headToHead, ...statistics.form.home.map((e) => e.game), ...statistics.form.away.map((e) => e.game)]
          expect(everything.every((g) => g.playedAt < startsAt && g.id !== id)).toBe(true)
          expect(statistics.headToHead.every((g) => (g.home === home && g.away === away) || (g.home === away && g.away === home))).toBe(true)
          expect(statistics.headToHead.length).toBeLessThanOrEqual(HEAD_TO_HEAD_SHOWN)
          expect(statistics.headToHead.length).toBeGreaterThan(0)
          // The season has had at least a form's worth of matchdays, so both sides show a full form.
          expect(statistics.form.home.length).toBe(5) // a form is the last 5 games
          expect(statistics.form.away.length).toBe(5)
          expectLettersAgree(home, statistics.form.home)
          expectLettersAgree(away, statistics.form.away)
          expectNewestFirst(statistics.headToHead)
          const rows = statistics.standings.rows
          expect(rows.map((row) => row.team)).toEqual(expect.arrayContaining([home, away]))
          expectConsistentTable(rows, rule, sum(rows, "played") / 2)
          // A sport that cannot end level has no level games anywhere in its statistics.
          if (rule === "wins") expect(everything.every((g) => g.score.home !== g.score.away)).toBe(true)
        }
      }),
      { numRuns: 8 }
    )
  }, 60_000)

  it("a game's statistics stay the same while the world plays on without its sides (the past does not move)", () => {
    const world = createWorld(small(11), START)
    const later = advance(world, START + 60_000)
    for (const id of [...world.games.keys()].slice(0, 20)) {
      if (!later.games.has(id)) continue
      const before = statisticsOf(world, id)!
      const after = statisticsOf(later, id)!
      const newResults = later.results.filter((r) => !world.results.includes(r) && [before.home, before.away].some((side) => r.home === side || r.away === side))
      if (newResults.length === 0) expect(after).toEqual(before)
    }
  })

  it("knows no statistics for an id the world never made", () => {
    const world = createWorld(small(3), START)
    expect(statisticsOf(world, `g${world.nextId + 5}`)).toBeUndefined()
  })

  it("covers every sport of the catalogue, and knows none for an outright (no two sides to compare)", () => {
    const world = createWorld({ ...DEFAULT_WORLD, secret: fixedSecret(5), live: 40, line: 200, pastResults: 0 }, START)
    const sports = new Set<string>()
    let outrights = 0
    for (const { game } of world.games.values()) {
      if (isOutright(game)) {
        expect(statisticsOf(world, game.id), game.id).toBeUndefined()
        outrights++
      } else sports.add(statisticsOf(world, game.id)!.sportId)
    }
    expect([...sports].sort()).toEqual(SPORTS.map((s) => s.sport.id).sort())
    expect(outrights).toBeGreaterThan(0)
  })
})
