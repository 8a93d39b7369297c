import { fixedSecret } from "../support/worldSecrets"
import { Duration } from "effect"
import { describe, expect, it } from "vitest"
import { NotModified } from "../../src/domain/api/sports"
import type { Game, GamesAnswer } from "../../src/domain/sports/feed"
import { isOutright } from "../../src/domain/sports/outright"
import { withClient } from "./support/apiClient"
import { oneDatabase } from "./support/databases"
import { makeManualClock } from "./support/manualClock"
import { rawRequest } from "./support/rawHttp"
import { useTestServer } from "./support/testServer"

const START = Date.UTC(2026, 5, 1, 18, 0, 0)
const FEED = { secret: fixedSecret(11), live: 40, line: 300 }

/** A server clock that stands at START: the feed's world is made then and, never ticked, stays as it was made. */
const standingClock = makeManualClock(START).clock

const gamesOf = (answer: GamesAnswer | NotModified): ReadonlyArray<Game> => {
  if (answer instanceof NotModified) throw new Error("expected an answer, got 304")
  return answer.games
}

/** Two neighbouring letters of a name swapped in its first word (Northbridge -> Nortbhridge). */
const swapped = (name: string): string => {
  const chars = [...name]
  const at = Math.min(3, name.indexOf(" ") - 2)
  ;[chars[at], chars[at + 1]] = [chars[at + 1]!, chars[at]!]
  return chars.join("")
}

const search = (url: string, q: string, lang?: string) => withClient(url, (client) => client.sports.search({ urlParams: lang === undefined ? { q } : { q, lang: lang as never } }))

// Search reads the feed's memory alone; the world's secret is kept in the database, so each database kind runs it.
describe.each(oneDatabase)("search of the line on $label", (db) => {
  const server = useTestServer(db, { clock: standingClock, sports: { ...FEED, tickEvery: Duration.zero } })

  const lineAndLive = async (): Promise<ReadonlyArray<Game>> => {
    const line = gamesOf(await withClient(server.url, (c) => c.sports.top({ urlParams: { section: "line" } })))
    const live = gamesOf(await withClient(server.url, (c) => c.sports.top({ urlParams: { section: "live" } })))
    return [...live, ...line]
  }

  it("finds a football club by a misspelled name: the team among the teams, its games with it, each marked live when in play", async () => {
    const games = (await lineAndLive()).filter((game) => game.sportId === "football" && !isOutright(game) && game.home.indexOf(" ") >= 5)
    const game = games[0]!
    const team = game.home
    const typed = swapped(team)
    expect(typed).not.toBe(team)

    const answer = await search(server.url, typed)
    expect(answer.query).toBe(typed)
    expect(answer.teams.map((hit) => `${hit.sportId}:${hit.name}`)).toContain(`football:${team}`)
    const teamHit = answer.teams.find((hit) => hit.sportId === "football" && hit.name === team)!
    // A team is in play when one of its games is.
    const ownGames = games.filter((other) => other.home === team || other.away === team)
    expect(teamHit.live).toBe(ownGames.some((other) => other.status === "live"))
    // Its games come too, each as the line holds it.
    expect(answer.games.length).toBeGreaterThan(0)
    const byId = new Map(games.map((other) => [other.id, other]))
    const shown = answer.games.filter((hit) => hit.home === team || hit.away === team)
    expect(shown.length).toBeGreaterThan(0)
    for (const hit of shown) {
      const held = byId.get(hit.gameId)!
      expect(hit).toEqual({
        _tag: "game",
        gameId: held.id,
        sportId: held.sportId,
        championshipId: held.championshipId,
        championshipName: held.championshipName,
        home: held.home,
        away: held.away,
        startsAt: held.startsAt,
        live: held.status === "live"
      })
    }
  })

  it("ranks the team spelt exactly first, whatever the case, and reads the query trimmed", async () => {
    const game = (await lineAndLive()).find((g) => g.sportId === "icehockey" && !isOutright(g))!
    const raw = await rawRequest(server.url, { method: "GET", path: `/bff-api/sports/search?q=${encodeURIComponent(`  ${game.away.toUpperCase()} `)}` })
    expect(raw.status).toBe(200)
    const answer = JSON.parse(raw.body) as { readonly query: string; readonly teams: ReadonlyArray<unknown> }
    expect(answer.query).toBe(game.away.toUpperCase())
    expect(answer.teams[0]).toMatchObject({ sportId: "icehockey", name: game.away })
  })

  it("finds sports in the player's language and in the other, and championships by name or country", async () => {
    const football = await search(server.url, "footbal", "en")
    expect(football.sports[0]).toMatchObject({ _tag: "sport", sportId: "football", name: "Football", section: "line" })
    const ru = await search(server.url, "футбол", "ru")
    expect(ru.sports[0]).toMatchObject({ sportId: "football", name: "Футбол" })
    // A language without its own names reads the English ones.
    expect((await search(server.url, "hockey", "de")).sports[0]).toMatchObject({ sportId: "icehockey", name: "Ice hockey" })

    const premier = await search(server.url, "Premier Leage")
    expect(premier.championships.map((hit) => hit.championshipId)).toEqual(expect.arrayContaining(["epl"]))
    const england = await search(server.url, "england premier league")
    expect(england.championships[0]).toMatchObject({ championshipId: "epl", country: "England", sportId: "football" })
  })

  it("keeps each kind short and the whole answer within 20, and answers an unknown word with nothing", async () => {
    const many = await search(server.url, "united")
    expect(many.sports.length).toBeLessThanOrEqual(3)
    expect(many.championships.length).toBeLessThanOrEqual(4)
    expect(many.teams).toHaveLength(5)
    expect(many.games).toHaveLength(8)
    expect(many.sports.length + many.championships.length + many.teams.length + many.games.length).toBeLessThanOrEqual(20)
    for (const hit of many.teams) expect(hit.name.toLowerCase()).toContain("united")

    expect(await search(server.url, "zzqxv")).toEqual({ query: "zzqxv", sports: [], championships: [], teams: [], games: [] })
  })

  it("refuses with a typed 400 a query that is too short, too long, blank, carries a NUL or a lone surrogate, or comes twice", async () => {
    const refused = async (q: string) => {
      const answer = await rawRequest(server.url, { method: "GET", path: `/bff-api/sports/search?q=${q}&lang=en` })
      expect(answer.status, q.slice(0, 40)).toBe(400)
      expect(JSON.parse(answer.body)).toMatchObject({ _tag: "HttpApiDecodeError" })
    }
    await refused("a")
    await refused("%20%20a%20%20")
    await refused("x".repeat(65))
    await refused("ab%00cd")
    await refused("x".repeat(6000))
    await refused(`${"ab".repeat(10)}&q=twice`)
    // A lone surrogate's bytes in the URL (what no browser sends): not UTF-8, refused before the contract reads it.
    const surrogate = await rawRequest(server.url, { method: "GET", path: "/bff-api/sports/search?q=ab%ED%A0%80cd" })
    expect(surrogate.status).toBe(400)
    expect(JSON.parse(surrogate.body)).toMatchObject({ _tag: "BadRequest" })
    // No query at all, a language that is no language code.
    expect((await rawRequest(server.url, { method: "GET", path: "/bff-api/sports/search" })).status).toBe(400)
    expect((await rawRequest(server.url, { method: "GET", path: "/bff-api/sports/search?q=ab&lang=english" })).status).toBe(400)
  })
})
