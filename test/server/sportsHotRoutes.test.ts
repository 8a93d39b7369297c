import { fixedSecret } from "../support/worldSecrets"
import { gunzipSync } from "node:zlib"
import { Effect, Exit, Layer, Scope } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { SportsFeed } from "../../server/sports/feed"
import { AloneInThisProcess, SimulatedFeedLive } from "../../server/sports/simulatedFeed"
import { SportsWorldStoreInMemory } from "../../server/sports/worldStore"
import { sportsHotRoutes } from "../../server/sports/hotRoutes"
import type { HotRoute } from "../../server/platform/http/hotRoutes"
import { gamesSince } from "../../server/sports/lineReads"
import type { GamesAnswer } from "../../src/domain/sports/feed"
import { oneDatabase } from "./support/databases"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

/**
 * The fast path of the polls (ARCHITECTURE 6: a poll with nothing new costs no database query and no re-encoding):
 * the routes answer "nothing new" themselves, before the Effect app, for exactly the polls that hold the current
 * version with values the contract takes; everything else is left to the sports group (undefined).
 */
const routesAndWorld = Effect.runSync(
  Effect.gen(function* () {
    const feed = yield* SportsFeed
    const world = yield* feed.line
    return { routes: yield* sportsHotRoutes, world }
  }).pipe(Effect.provide(SimulatedFeedLive({ secret: fixedSecret(5), live: 40, line: 120, tickEvery: 0 }).pipe(Layer.provide(Layer.merge(SportsWorldStoreInMemory, AloneInThisProcess)))), Effect.scoped)
)

const answer = (routes: ReadonlyArray<HotRoute>, pathAndQuery: string) => {
  const [path, query = ""] = pathAndQuery.split("?")
  const route = routes.find((each) => each.path === path)
  return route?.answer({ path: path!, query: new URLSearchParams(query), headers: {}, client: { address: "127.0.0.1", https: false, geoCountry: null } })?.status
}

describe("the sports polls' fast path", () => {
  const { routes, world } = routesAndWorld
  const v = world.version
  const team = [...world.games.values()].map((g) => g.game).find((game) => game.sportId === "football" && game.away !== "")!

  it("answers 304 itself to a team's and a cyber list's poll that holds the current version", () => {
    expect(gamesSince(world, { sportId: "football", team: team.home }, undefined)).not.toBe("unchanged")
    for (const path of [
      `/bff-api/sports/team?sport=football&name=${encodeURIComponent(team.home)}&since=${v}`,
      `/bff-api/sports/cyber/real/games?section=live&since=${v}`,
      `/bff-api/sports/cyber/real/games?section=line&sport=cs2&since=${v}`,
      `/bff-api/sports/cyber/virtual/games?section=line&since=${v}`,
      `/bff-api/sports/cyber/stream/games?since=${v}&section=live`
    ]) {
      expect([path, answer(routes, path)]).toEqual([path, 304])
    }
  })

  it("answers itself the first look at a menu and at a sport's championships, and leaves a sport the contract refuses", () => {
    expect(answer(routes, "/bff-api/sports/menu?section=live")).toBe(200)
    expect(answer(routes, "/bff-api/sports/championships?section=line&sport=football")).toBe(200)
    expect(answer(routes, `/bff-api/sports/menu?section=live&since=${v}`)).toBe(304)
    expect(answer(routes, "/bff-api/sports/championships?section=line&sport=No%20such")).toBeUndefined()
    expect(answer(routes, "/bff-api/sports/menu?section=both")).toBeUndefined()
    expect(answer(routes, "/bff-api/sports/menu?section=live&section=line")).toBeUndefined()
  })

  it("answers itself a poll from an older version: the whole list, as the sports group would", () => {
    const path = `/bff-api/sports/team?sport=football&name=${encodeURIComponent(team.home)}&since=0`
    expect([path, answer(routes, path)]).toEqual([path, 200])
  })

  it("leaves to the sports group a value the contract refuses, an unknown name, or a discipline of another kind", () => {
    for (const path of [
      `/bff-api/sports/team?sport=football&name=${encodeURIComponent(team.home)}&since=01`,
      `/bff-api/sports/top?section=live&limit=51&since=${v}`,
      `/bff-api/sports/top?section=live&limit=0`,
      `/bff-api/sports/game/x1?since=${v}`,
      `/bff-api/sports/game/g999999999?since=${v}`,
      `/bff-api/sports/team?sport=curling&name=Anyone&since=${v}`,
      `/bff-api/sports/team?sport=football&name=&since=${v}`,
      `/bff-api/sports/team?sport=football&name=A&name=B&since=${v}`,
      `/bff-api/sports/cyber/real/games?section=sideways&since=${v}`,
      `/bff-api/sports/cyber/real/games?section=live&since=${v}&page=2`,
      `/bff-api/sports/cyber/virtual/games?section=line&sport=cs2&since=${v}`,
      `/bff-api/sports/cyber/real/games?section=line&championship=no-such-cup&since=${v}`
    ]) {
      expect([path, answer(routes, path)]).toEqual([path, undefined])
    }
  })
})

describe("a list's whole answer on the fast path", () => {
  const START = Date.UTC(2026, 10, 23, 12, 0, 0)
  const clock = makeManualClock(START)
  // The feed lives through the tests below (its ticks are heard in its scope), and is closed after them.
  const feedScope = Effect.runSync(Scope.make())
  afterAll(() => Effect.runPromise(Scope.close(feedScope, Exit.void)))
  const feedContext = Effect.runSync(
    Layer.buildWithScope(SimulatedFeedLive({ secret: fixedSecret(5), live: 40, line: 120, tickEvery: 0 }).pipe(Layer.provide(Layer.merge(SportsWorldStoreInMemory, AloneInThisProcess))), feedScope).pipe(
      Effect.withClock(clock.clock)
    )
  )
  const { routes, feed } = Effect.runSync(
    Effect.gen(function* () {
      const feed = yield* SportsFeed
      yield* feed.line
      return { routes: yield* sportsHotRoutes, feed }
    }).pipe(Effect.provide(feedContext), Effect.withClock(clock.clock))
  )
  const whole = (pathAndQuery: string, acceptEncoding?: string) => {
    const [path, query = ""] = pathAndQuery.split("?")
    return routes.find((each) => each.path === path)!.answer({ path: path!, query: new URLSearchParams(query), headers: { "accept-encoding": acceptEncoding }, client: { address: "127.0.0.1", https: false, geoCountry: null } })
  }
  const gamesOf = (body: Uint8Array) => JSON.parse(new TextDecoder().decode(body)) as GamesAnswer

  it("is the world's top live games at its version, made once per version and made again when the line moves on", () => {
    const world = feed.current()!
    const first = whole("/bff-api/sports/top?section=live")!
    expect(first.status).toBe(200)
    expect(first.headers).toMatchObject({ "content-type": "application/json", "cache-control": "no-store" })
    const answer = gamesOf(first.body!)
    expect(answer).toMatchObject({ version: world.version, full: true, removed: [] })
    // The top live games, picked from the world here by their own fields.
    const expected = [...world.games.values()].map((entry) => entry.game).filter((game) => game.status === "live" && game.top)
    expect(expected.length).toBeGreaterThan(0)
    expect(new Set(answer.games.map((game) => game.id))).toEqual(new Set(expected.map((game) => game.id)))
    // The same bytes for the next player at this version; new ones once the world has played on.
    expect(whole("/bff-api/sports/top?section=live")!.body).toBe(first.body)
    clock.advance("90 seconds")
    Effect.runSync(Effect.withClock(feed.tick, clock.clock))
    expect(feed.current()!.version).toBeGreaterThan(world.version)
    const later = gamesOf(whole("/bff-api/sports/top?section=live")!.body!)
    expect(later.version).toBe(feed.current()!.version)
  })

  it("is compressed for a client that takes it, to the same bytes", () => {
    const plain = whole("/bff-api/sports/top?section=line")!
    const zipped = whole("/bff-api/sports/top?section=line", "gzip, deflate")!
    expect(zipped.headers).toMatchObject({ "content-encoding": "gzip", vary: "accept-encoding" })
    expect(Buffer.from(gunzipSync(zipped.body!)).equals(Buffer.from(plain.body!))).toBe(true)
    expect(zipped.body!.byteLength).toBeLessThan(plain.body!.byteLength / 4)
  })

  it("is left to the sports group for what the contract refuses, a list it does not know, or a name it does not take", () => {
    for (const path of [
      "/bff-api/sports/top?section=sideways",
      "/bff-api/sports/top?section=live&limit=five",
      "/bff-api/sports/top?section=live&section=line",
      "/bff-api/sports/games?section=live&championship=no-such-cup",
      "/bff-api/sports/country?section=live&country=ZZZ",
      "/bff-api/sports/team?sport=curling&name=Anyone",
      "/bff-api/sports/cyber/virtual/games?section=line&sport=cs2"
    ]) {
      expect([path, whole(path)]).toEqual([path, undefined])
    }
  })
})

describe.each(oneDatabase)("the whole top list on $label: the fast path answers what the sports group answers", (db) => {
  const server = useTestServer(db, { sports: { secret: fixedSecret(8), live: 30, line: 60, tickEvery: 0 } })

  it("the same bytes and headers as the sports group's whole answer (a poll from a version the line never had)", async () => {
    for (const section of ["live", "line"]) {
      // Made by the sports group: the world is made on its first request, and then the fast path can answer.
      const bySportsGroup = await fetch(`${server.url}/bff-api/sports/top?section=${section}&since=999999999999`)
      const fast = await fetch(`${server.url}/bff-api/sports/top?section=${section}`)
      expect([fast.status, bySportsGroup.status]).toEqual([200, 200])
      for (const name of ["content-type", "cache-control", "x-content-type-options", "content-security-policy"]) {
        expect([name, fast.headers.get(name)]).toEqual([name, bySportsGroup.headers.get(name)])
      }
      expect(await fast.text()).toBe(await bySportsGroup.text())
    }
  })

  it("the same bytes as the sports group's for a menu's and a sport's championships' first look", async () => {
    for (const list of ["menu?section=live", "menu?section=line", "championships?section=line&sport=football", "championships?section=live&sport=tennis"]) {
      const bySportsGroup = await fetch(`${server.url}/bff-api/sports/${list}&since=999999999999`)
      const fast = await fetch(`${server.url}/bff-api/sports/${list}`)
      expect([list, fast.status, bySportsGroup.status]).toEqual([list, 200, 200])
      expect([list, fast.headers.get("cache-control"), fast.headers.get("content-type")]).toEqual([list, bySportsGroup.headers.get("cache-control"), bySportsGroup.headers.get("content-type")])
      const text = await fast.text()
      expect(text).toContain('"version":')
      expect(text).toBe(await bySportsGroup.text())
    }
  })

  it("the same bytes as the sports group's for a live game's tracker", async () => {
    const top = (await (await fetch(`${server.url}/bff-api/sports/top?section=live`)).json()) as { games: ReadonlyArray<{ id: string }> }
    const game = top.games[0]!.id
    // A version the line never had: the group answers the tracker whole.
    const bySportsGroup = await fetch(`${server.url}/bff-api/sports/tracker?game=${game}&since=999999999999`)
    const fast = await fetch(`${server.url}/bff-api/sports/tracker?game=${game}`)
    expect([fast.status, bySportsGroup.status]).toEqual([200, 200])
    expect([fast.headers.get("cache-control"), fast.headers.get("content-type")]).toEqual([bySportsGroup.headers.get("cache-control"), bySportsGroup.headers.get("content-type")])
    const text = await fast.text()
    expect(text).toContain('"tracker":')
    expect(text).toBe(await bySportsGroup.text())
  })
})
