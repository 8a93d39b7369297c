import { Effect, Layer } from "effect"
import { describe, expect, it } from "vitest"
import { SportsFeed, SportsFeedLive } from "../../server/sports/feed"
import { SportsWorldStoreInMemory } from "../../server/sports/worldStore"
import { sportsHotRoutes } from "../../server/sports/hotRoutes"
import type { HotRoute } from "../../server/platform/http/hotRoutes"
import { gamesSince } from "../../src/domain/sports/simulator/views"

/**
 * The fast path of the polls (ARCHITECTURE 6: a poll with nothing new costs no database query and no re-encoding):
 * the routes answer "nothing new" themselves, before the Effect app, for exactly the polls that hold the current
 * version with values the contract takes; everything else is left to the sports group (undefined).
 */
const routesAndWorld = Effect.runSync(
  Effect.gen(function* () {
    const feed = yield* SportsFeed
    const world = yield* feed.world
    return { routes: yield* sportsHotRoutes, world }
  }).pipe(Effect.provide(SportsFeedLive({ seed: 5, live: 40, line: 120, tickEvery: 0 }).pipe(Layer.provide(SportsWorldStoreInMemory))), Effect.scoped)
)

const answer = (routes: ReadonlyArray<HotRoute>, pathAndQuery: string) => {
  const [path, query = ""] = pathAndQuery.split("?")
  const route = routes.find((each) => each.path === path)
  return route?.answer({ query: new URLSearchParams(query), headers: {}, client: { address: "127.0.0.1", https: false, geoCountry: null } })?.status
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

  it("leaves to the sports group an older version, a value the contract refuses, an unknown name, or a discipline of another kind", () => {
    for (const path of [
      `/bff-api/sports/team?sport=football&name=${encodeURIComponent(team.home)}&since=0`,
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
