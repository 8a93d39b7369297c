import { fixedSecret } from "../support/worldSecrets"
import { Duration } from "effect"
import { describe, expect, it } from "vitest"
import { NotModified } from "../../src/domain/api/sports"
import type { Game, GamesAnswer } from "../../src/domain/sports/feed"
import { applyAnswer } from "../../server/sports/lineReads"
import { failureOf, withClient } from "./support/apiClient"
import { oneDatabase } from "./support/databases"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

const START = Date.UTC(2026, 5, 1, 18, 0, 0)

const answerOf = (answer: GamesAnswer | NotModified): GamesAnswer => {
  if (answer instanceof NotModified) throw new Error("expected an answer, got 304")
  return answer
}
const ids = (games: ReadonlyArray<Game>) => games.map((game) => game.id).sort()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** A country's own championships, by hand (src/domain/sports/yourCountry.ts is what the server reads). */
const OWN: Readonly<Record<string, ReadonlyArray<string>>> = {
  GB: ["epl", "efl-championship"],
  RU: ["rpl", "vtb", "khl", "volley-superliga"],
  ES: ["laliga"]
}

/** SPEC.md 2.2 betsonyour's list, through the typed client against the real server. */
describe.each(oneDatabase)("a country's games (bets on your country) on $label", (db) => {
  const clock = makeManualClock(START)
  // The world stands still (no ticks), so every list below is read from the same world.
  const server = useTestServer(db, { clock: clock.clock, sports: { secret: fixedSecret(7), live: 60, line: 400, tickEvery: Duration.zero } })

  it("lists the games of the country's own championships in the section asked for: what those championships list, nothing else", async () => {
    let seen = 0
    for (const section of ["line", "live"] as const) {
      for (const [country, championships] of Object.entries(OWN)) {
        const answer = answerOf(await withClient(server.url, (c) => c.sports.country({ urlParams: { section, country } })))
        expect(answer.full).toBe(true)
        let expected: Array<string> = []
        for (const championship of championships) {
          const games = answerOf(await withClient(server.url, (c) => c.sports.games({ urlParams: { section, championship } })))
          expected = [...expected, ...games.games.map((game) => game.id)]
        }
        expect(ids(answer.games), `${country} ${section}`).toEqual(expected.sort())
        for (const game of answer.games) expect(game.status).toBe(section)
        seen += answer.games.length
      }
    }
    expect(seen).toBeGreaterThan(20)
  })

  it("answers a country with no championship of its own an empty list, and refuses a malformed code with a typed 400", async () => {
    const none = answerOf(await withClient(server.url, (c) => c.sports.country({ urlParams: { section: "line", country: "KZ" } })))
    expect(none.games).toEqual([])
    for (const country of ["gb", "GBR", "1A"]) {
      expect(await failureOf(server.url, (c) => c.sports.country({ urlParams: { section: "line", country } as never })), country).toMatchObject({ _tag: "ParseError" })
      expect((await fetch(`${server.url}/bff-api/sports/country?section=line&country=${country}&since=1`)).status, country).toBe(400)
    }
  })

  it("answers a poll that holds the current version with 304 from memory, even while the database is locked, the fast path too", async () => {
    const first = answerOf(await withClient(server.url, (c) => c.sports.country({ urlParams: { section: "line", country: "GB" } })))
    expect(first.games.length).toBeGreaterThan(0)
    const { released } = await server.database.holdLocks(3_000)
    const started = Date.now()
    const again = await withClient(server.url, (c) => c.sports.country({ urlParams: { section: "line", country: "GB", since: first.version } }))
    expect(again).toBeInstanceOf(NotModified)
    const raw = await fetch(`${server.url}/bff-api/sports/country?section=line&country=GB&since=${first.version}`)
    expect([raw.status, await raw.text()]).toEqual([304, ""])
    // A version from before: the long way, with the list again.
    expect((await fetch(`${server.url}/bff-api/sports/country?section=line&country=GB&since=0`)).status).toBe(200)
    expect(Date.now() - started).toBeLessThan(2_000)
    await released
  })
})

describe.each(oneDatabase)("a country's games as the world plays on, on $label", (db) => {
  const TICK = 40
  const clock = makeManualClock(START)
  const server = useTestServer(db, { clock: clock.clock, sports: { secret: fixedSecret(11), live: 80, line: 300, tickEvery: Duration.millis(TICK) } })

  it("a poll with the version it holds gets only the games that changed, and they bring its list up to date", async () => {
    const poll = (since?: number) => withClient(server.url, (c) => c.sports.country({ urlParams: { section: "live", country: "RU", ...(since === undefined ? {} : { since }) } }))
    const first = answerOf(await poll())
    expect(first.games.length).toBeGreaterThan(0)
    expect(await poll(first.version)).toBeInstanceOf(NotModified)
    // Play on until something of the country's live games moved (a price, a score, a game over).
    let delta: GamesAnswer | NotModified = new NotModified()
    for (let i = 0; i < 60 && delta instanceof NotModified; i++) {
      clock.advance(Duration.seconds(20))
      await sleep(TICK * 3)
      delta = await poll(first.version)
    }
    answerOf(delta)
    // The clock stands still now: once the feed has played to it, the list and the changes are of one version.
    await sleep(TICK * 3)
    const now = answerOf(await poll())
    const changes = answerOf(await poll(first.version))
    expect(changes.full).toBe(false)
    expect(changes.version).toBe(now.version)
    expect(changes.version).toBeGreaterThan(first.version)
    const byId = (games: ReadonlyArray<Game>) => Object.fromEntries(games.map((game) => [game.id, game]))
    expect(byId(applyAnswer(first.games, changes))).toEqual(byId(now.games))
    for (const game of changes.games) expect(["rpl", "vtb", "khl", "volley-superliga"]).toContain(game.championshipId)
  })
})
