import { describe, expect, it } from "vitest"
import { sportEntry } from "../../../server/sports/simulator/catalogue"
import { roundRobin } from "../../../server/sports/simulator/history"
import { standingsRuleOf } from "../../../server/sports/simulator/statistics"
import { type PlayedGame, formOf, headToHeadOf, meetingsTally, resultFor, standingsOf } from "../../../src/domain/sports/statistics"

const played = (id: string, playedAt: number, home: string, homeScore: number, awayScore: number, away: string): PlayedGame => ({
  id,
  championshipId: "test-league",
  championshipName: "Test League",
  playedAt,
  home,
  away,
  score: { home: homeScore, away: awayScore }
})

// A small league worked out by hand: Arsenal, Brentford and Chelsea, and one cup game against an outsider.
const league = [
  played("g1", 1, "Arsenal", 2, 1, "Brentford"),
  played("g2", 2, "Brentford", 0, 0, "Chelsea"),
  played("g3", 3, "Chelsea", 1, 3, "Arsenal"),
  played("g4", 4, "Arsenal", 1, 1, "Brentford"),
  played("g5", 5, "Chelsea", 2, 0, "Outsiders")
]

describe("a table, by hand", () => {
  it("football: 3 points a win, 1 a draw; games against a side outside the table do not count; a side without games has a row", () => {
    expect(standingsOf(["Chelsea", "Arsenal", "Brentford", "Dover"], league, "points")).toEqual([
      { position: 1, team: "Arsenal", played: 3, won: 2, drawn: 1, lost: 0, goalsFor: 6, goalsAgainst: 3, points: 7 },
      { position: 2, team: "Brentford", played: 3, won: 0, drawn: 2, lost: 1, goalsFor: 2, goalsAgainst: 3, points: 2 },
      { position: 3, team: "Chelsea", played: 2, won: 0, drawn: 1, lost: 1, goalsFor: 1, goalsAgainst: 3, points: 1 },
      { position: 4, team: "Dover", played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 }
    ])
  })

  it("without draws: ranked by wins, then by the difference of points scored; no points shown", () => {
    const basketball = [played("b1", 1, "Pistons", 80, 70, "Queens"), played("b2", 2, "Queens", 90, 85, "Rockets"), played("b3", 3, "Rockets", 100, 99, "Pistons")]
    expect(standingsOf(["Queens", "Rockets", "Pistons"], basketball, "wins")).toEqual([
      { position: 1, team: "Pistons", played: 2, won: 1, drawn: 0, lost: 1, goalsFor: 179, goalsAgainst: 170, points: null },
      { position: 2, team: "Rockets", played: 2, won: 1, drawn: 0, lost: 1, goalsFor: 185, goalsAgainst: 189, points: null },
      { position: 3, team: "Queens", played: 2, won: 1, drawn: 0, lost: 1, goalsFor: 160, goalsAgainst: 165, points: null }
    ])
  })

  it("level on points: goal difference first, then goals scored, then the name", () => {
    const games = [played("t1", 1, "Ajax", 3, 0, "Zwolle"), played("t2", 2, "Breda", 1, 0, "Zwolle"), played("t3", 3, "Cambuur", 4, 1, "Zwolle")]
    expect(standingsOf(["Zwolle", "Cambuur", "Breda", "Ajax"], games, "points").map((row) => row.team)).toEqual(["Cambuur", "Ajax", "Breda", "Zwolle"])
    const level = [played("t1", 1, "Breda", 1, 0, "Zwolle"), played("t2", 2, "Ajax", 1, 0, "Zwolle")]
    expect(standingsOf(["Breda", "Ajax", "Zwolle"], level, "points").map((row) => row.team)).toEqual(["Ajax", "Breda", "Zwolle"])
  })

  it("football-like sports rank by points, the others by wins", () => {
    expect(standingsRuleOf(sportEntry("football").model)).toBe("points")
    expect(standingsRuleOf(sportEntry("icehockey").model)).toBe("points")
    expect(standingsRuleOf(sportEntry("basketball").model)).toBe("wins")
    expect(standingsRuleOf(sportEntry("tennis").model)).toBe("wins")
    expect(standingsRuleOf(sportEntry("cs2").model)).toBe("wins")
  })
})

describe("form and head-to-head, by hand", () => {
  it("a result from each side's point of view", () => {
    expect(resultFor("Chelsea", league[2]!)).toBe("L")
    expect(resultFor("Arsenal", league[2]!)).toBe("W")
    expect(resultFor("Brentford", league[1]!)).toBe("D")
  })

  it("form: the side's last games, newest first, home or away", () => {
    expect(formOf("Arsenal", league)).toEqual([
      { game: league[3], result: "D" },
      { game: league[2], result: "W" },
      { game: league[0], result: "W" }
    ])
    expect(formOf("Chelsea", league, 2)).toEqual([
      { game: league[4], result: "W" },
      { game: league[2], result: "L" }
    ])
  })

  it("head-to-head: the two sides' meetings, newest first, with the tally for each side", () => {
    const meetings = headToHeadOf("Brentford", "Arsenal", league)
    expect(meetings).toEqual([league[3], league[0]])
    expect(meetingsTally("Arsenal", meetings)).toEqual({ won: 1, drawn: 1, lost: 0 })
    expect(meetingsTally("Brentford", meetings)).toEqual({ won: 0, drawn: 1, lost: 1 })
    expect(headToHeadOf("Arsenal", "Dover", league)).toEqual([])
  })
})

describe("a season's fixtures", () => {
  it("four sides: six matchdays, each side plays once a matchday, each pair meets twice with each side at home once", () => {
    const rounds = roundRobin(4)
    expect(rounds).toHaveLength(6)
    for (const round of rounds) expect(round.flat().sort()).toEqual([0, 1, 2, 3])
    const fixtures = rounds.flat().map(([home, away]) => `${home}-${away}`).sort()
    expect(fixtures).toEqual(["0-1", "0-2", "0-3", "1-0", "1-2", "1-3", "2-0", "2-1", "2-3", "3-0", "3-1", "3-2"])
  })
})
