import { fixedSecret } from "../support/worldSecrets"
import { Duration } from "effect"
import { describe, expect, it } from "vitest"
import { NotModified } from "../../src/domain/api/sports"
import type { GamesAnswer } from "../../src/domain/sports/feed"
import { isOutright } from "../../src/domain/sports/outright"
import { DEFAULT_WORLD, createWorld } from "../../server/sports/simulator/world"
import { statisticsOf } from "../../server/sports/simulator/statistics"
import { FORM_SHOWN, type StandingRow } from "../../src/domain/sports/statistics"
import { failureOf, withClient } from "./support/apiClient"
import { databasesUnderTest } from "./support/databases"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

const START = Date.UTC(2026, 5, 1, 18, 0, 0)
const FEED = { secret: fixedSecret(7), live: 20, line: 120 }

/** A server clock that stands at START: the feed's world is made then and, never ticked, stays as it was made. */
const standingClock = makeManualClock(START).clock

const answerOf = (answer: GamesAnswer | NotModified): GamesAnswer => {
  if (answer instanceof NotModified) throw new Error("expected an answer, got 304")
  return answer
}
const total = (rows: ReadonlyArray<StandingRow>, key: "won" | "lost" | "drawn" | "goalsFor" | "goalsAgainst" | "played") => rows.reduce((sum, row) => sum + row[key], 0)

// Statistics are read from the feed's memory and never touch the database: one database kind is enough.
describe.each(databasesUnderTest.slice(0, 1))("a game's statistics on $label", (db) => {
  const server = useTestServer(db, { clock: standingClock, sports: { ...FEED, tickEvery: Duration.zero } })

  it("answers a football game of the line with its head-to-head, both sides' form and a consistent table", async () => {
    const menu = await withClient(server.url, (c) => c.sports.championships({ urlParams: { section: "line", sport: "football" } }))
    if (!("championships" in menu)) throw new Error("expected championships")
    const championship = menu.championships[0]!.championship
    const games = answerOf(await withClient(server.url, (c) => c.sports.games({ urlParams: { section: "line", championship: championship.id } })))
    const game = games.games[0]!
    const statistics = await withClient(server.url, (c) => c.sports.statistics({ path: { id: game.id } }))

    expect(statistics).toMatchObject({ gameId: game.id, sportId: "football", championshipId: championship.id, championshipName: championship.name, home: game.home, away: game.away, startsAt: game.startsAt })
    expect(statistics.headToHead.length).toBeGreaterThan(0)
    for (const meeting of statistics.headToHead) expect([meeting.home, meeting.away].sort()).toEqual([game.home, game.away].sort())
    expect(statistics.form.home).toHaveLength(FORM_SHOWN)
    expect(statistics.form.away).toHaveLength(FORM_SHOWN)
    for (const { game: played, result } of statistics.form.home) {
      const own = played.home === game.home ? played.score.home : played.score.away
      const other = played.home === game.home ? played.score.away : played.score.home
      expect(result).toBe(own > other ? "W" : own < other ? "L" : "D")
    }
    // Football: 3 points a win, 1 a draw; the totals of the table agree.
    const { rule, rows } = statistics.standings
    expect(rule).toBe("points")
    expect(rows.map((row) => row.team)).toEqual(expect.arrayContaining([game.home, game.away]))
    expect(total(rows, "won")).toBe(total(rows, "lost"))
    expect(total(rows, "goalsFor")).toBe(total(rows, "goalsAgainst"))
    for (const row of rows) {
      expect(row.points).toBe(3 * row.won + row.drawn)
      expect(row.won + row.drawn + row.lost).toBe(row.played)
    }
    expect(rows.map((row) => row.position)).toEqual(rows.map((_, i) => i + 1))

    // What the server answers is what the domain works out from the same world.
    const world = createWorld({ ...DEFAULT_WORLD, ...FEED }, START)
    expect(statistics).toEqual(statisticsOf(world, game.id))
  })

  it("answers a finished game from the results too, and a sport without draws with wins and losses only", async () => {
    const date = new Date(START).toISOString().slice(0, 10)
    const results = await withClient(server.url, (c) => c.sports.results({ urlParams: { date } }))
    // The newest finished match (an outright, such as a marble race, has no statistics).
    const finished = results.results.find((result) => !isOutright(result))!
    const statistics = await withClient(server.url, (c) => c.sports.statistics({ path: { id: finished.id } }))
    expect(statistics).toMatchObject({ gameId: finished.id, home: finished.home, away: finished.away })
    expect(statistics.headToHead.every((meeting) => meeting.playedAt < finished.startsAt)).toBe(true)

    const basketball = await withClient(server.url, (c) => c.sports.championships({ urlParams: { section: "line", sport: "basketball" } }))
    if (!("championships" in basketball)) throw new Error("expected championships")
    const games = answerOf(await withClient(server.url, (c) => c.sports.games({ urlParams: { section: "line", championship: basketball.championships[0]!.championship.id } })))
    const noDraws = await withClient(server.url, (c) => c.sports.statistics({ path: { id: games.games[0]!.id } }))
    expect(noDraws.standings.rule).toBe("wins")
    expect(noDraws.standings.rows.every((row) => row.drawn === 0 && row.points === null)).toBe(true)
  })

  it("answers an id the feed never made with a typed 404", async () => {
    expect(await failureOf(server.url, (c) => c.sports.statistics({ path: { id: "g999999999" } }))).toMatchObject({ _tag: "SportsNotFound" })
    const raw = await fetch(`${server.url}/bff-api/sports/statistics/g999999999`)
    expect(raw.status).toBe(404)
    expect(await raw.json()).toMatchObject({ _tag: "SportsNotFound" })
  })

  it("refuses a malformed id with a typed 400", async () => {
    for (const id of ["42", "g", "g12x", "G12", "g-1", "g1234567890123"]) {
      const answer = await fetch(`${server.url}/bff-api/sports/statistics/${id}`)
      expect(answer.status, id).toBe(400)
      expect(await answer.json(), id).toMatchObject({ _tag: "HttpApiDecodeError" })
    }
  })
})
