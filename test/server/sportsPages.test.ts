import { fixedSecret } from "../support/worldSecrets"
import { Duration } from "effect"
import { describe, expect, it } from "vitest"
import { NotModified } from "../../src/domain/api/sports"
import type { GamesAnswer } from "../../src/domain/sports/feed"
import { failureOf, withClient } from "./support/apiClient"
import { oneDatabase } from "./support/databases"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

const START = Date.UTC(2026, 5, 1, 18, 0, 0)

const answerOf = (answer: GamesAnswer | NotModified): GamesAnswer => {
  if (answer instanceof NotModified) throw new Error("expected an answer, got 304")
  return answer
}
const ids = (answer: GamesAnswer) => answer.games.map((game) => game.id).sort()

/** SPEC.md 2.2's cyber pages and the team page, through the typed client against the real server. */
describe.each(oneDatabase)("cyber sport's games and a team's page on $label", (db) => {
  const clock = makeManualClock(START)
  // The world stands still (no ticks), so every list below is read from the same world.
  const server = useTestServer(db, { clock: clock.clock, sports: { secret: fixedSecret(7), live: 60, line: 400, tickEvery: Duration.zero } })

  it("lists a cyber kind's games, a discipline's and a championship's: the same games the line lists under them", async () => {
    for (const section of ["line", "live"] as const) {
      const all = answerOf(await withClient(server.url, (c) => c.sports.cyberGames({ path: { type: "real" }, urlParams: { section } })))
      expect(all.full).toBe(true)
      expect(new Set(all.games.map((game) => game.sportId)).size).toBeGreaterThan(0)
      for (const game of all.games) {
        expect(["cs2", "dota2", "lol"]).toContain(game.sportId)
        expect(game.status).toBe(section)
      }
      // The kind's disciplines as its section counts them: their games, and nothing else, make up "all".
      const kind = await withClient(server.url, (c) => c.sports.cyber({ path: { type: "real" }, urlParams: { section } }))
      if (!("sports" in kind)) throw new Error("expected the cyber section")
      expect(all.games.length).toBe(kind.sports.reduce((sum, entry) => sum + entry.count, 0))
      let fromDisciplines: Array<string> = []
      for (const { sport, count } of kind.sports) {
        const discipline = answerOf(await withClient(server.url, (c) => c.sports.cyberGames({ path: { type: "real" }, urlParams: { section, sport: sport.id } })))
        expect(discipline.games.length).toBe(count)
        expect(discipline.games.every((game) => game.sportId === sport.id)).toBe(true)
        fromDisciplines = [...fromDisciplines, ...ids(discipline)]
      }
      expect(fromDisciplines.sort()).toEqual(ids(all))
      for (const { championship, count } of kind.championships) {
        const champ = answerOf(
          await withClient(server.url, (c) => c.sports.cyberGames({ path: { type: "real" }, urlParams: { section, sport: championship.sportId, championship: championship.id } }))
        )
        const line = answerOf(await withClient(server.url, (c) => c.sports.games({ urlParams: { section, championship: championship.id } })))
        expect(champ.games.length).toBe(count)
        expect(ids(champ)).toEqual(ids(line))
      }
    }
  })

  it("answers a poll of a cyber list that holds the current version with 304", async () => {
    const first = answerOf(await withClient(server.url, (c) => c.sports.cyberGames({ path: { type: "virtual" }, urlParams: { section: "line" } })))
    const again = await withClient(server.url, (c) => c.sports.cyberGames({ path: { type: "virtual" }, urlParams: { section: "line", since: first.version } }))
    expect(again).toBeInstanceOf(NotModified)
  })

  it("refuses with a typed 404 a discipline of another kind, a championship of another discipline or kind, and one it does not know", async () => {
    const refused = (type: "real" | "virtual" | "stream", urlParams: Record<string, string>) =>
      failureOf(server.url, (c) => c.sports.cyberGames({ path: { type }, urlParams: { section: "line", ...urlParams } as never }))
    expect(await refused("virtual", { sport: "cs2" })).toMatchObject({ _tag: "SportsNotFound" })
    expect(await refused("real", { sport: "football" })).toMatchObject({ _tag: "SportsNotFound" })
    expect(await refused("real", { sport: "cs2", championship: "dota2-ti" })).toMatchObject({ _tag: "SportsNotFound" })
    expect(await refused("real", { championship: "epl" })).toMatchObject({ _tag: "SportsNotFound" })
    expect(await refused("real", { sport: "cs2", championship: "no-such-cup" })).toMatchObject({ _tag: "SportsNotFound" })
    const raw = await fetch(`${server.url}/bff-api/sports/cyber/stream/games?section=live&sport=lol`)
    expect(raw.status).toBe(404)
  })

  it("lists a team's games, live and upcoming, within its sport only, and its results newest first", async () => {
    const live = answerOf(await withClient(server.url, (c) => c.sports.top({ urlParams: { section: "live" } })))
    const line = answerOf(await withClient(server.url, (c) => c.sports.top({ urlParams: { section: "line" } })))
    const someGame = [...live.games, ...line.games][0]!
    const team = someGame.home
    const games = answerOf(await withClient(server.url, (c) => c.sports.team({ urlParams: { sport: someGame.sportId, name: team } })))
    expect(ids(games)).toContain(someGame.id)
    for (const game of games.games) {
      expect(game.sportId).toBe(someGame.sportId)
      expect([game.home, game.away]).toContain(team)
      expect(["line", "live"]).toContain(game.status)
    }
    const again = await withClient(server.url, (c) => c.sports.team({ urlParams: { sport: someGame.sportId, name: team, since: games.version } }))
    expect(again).toBeInstanceOf(NotModified)

    // A finished game's sides: their results hold it, with its final score, newest first, at most 10.
    const day = new Date(START).toISOString().slice(0, 10)
    const yesterday = new Date(START - 86_400_000).toISOString().slice(0, 10)
    const results = await withClient(server.url, (c) => c.sports.results({ urlParams: { date: day } }))
    const older = await withClient(server.url, (c) => c.sports.results({ urlParams: { date: yesterday } }))
    const finished = [...results.results, ...older.results][0]!
    const teamResults = await withClient(server.url, (c) => c.sports.teamResults({ urlParams: { sport: finished.sportId, name: finished.away } }))
    expect(teamResults).toMatchObject({ sportId: finished.sportId, name: finished.away })
    expect(teamResults.results.find((r) => r.id === finished.id)).toEqual(finished)
    expect(teamResults.results.length).toBeLessThanOrEqual(10)
    for (const result of teamResults.results) {
      expect(result.sportId).toBe(finished.sportId)
      expect([result.home, result.away]).toContain(finished.away)
    }
    const at = teamResults.results.map((r) => r.finishedAt)
    expect(at).toEqual([...at].sort((a, b) => b - a))

    // The same name in another sport is another team: none of these games.
    const other = someGame.sportId === "football" ? "tennis" : "football"
    const elsewhere = answerOf(await withClient(server.url, (c) => c.sports.team({ urlParams: { sport: other, name: team } })))
    expect(elsewhere.games.every((game) => game.sportId === other)).toBe(true)
    expect(ids(elsewhere)).not.toContain(someGame.id)
  })

  it("refuses a team query without a sport of the line or a name (400)", async () => {
    for (const path of ["/bff-api/sports/team?sport=chess&name=A", "/bff-api/sports/team?sport=football&name=", "/bff-api/sports/team/results?sport=football"]) {
      const answer = await fetch(`${server.url}${path}`)
      expect(answer.status, path).toBe(400)
    }
  })
})
