import { fixedSecret } from "../support/worldSecrets"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Game } from "../../src/domain/sports/feed"
import { applyAnswer, gamesSince, snapshot } from "../../server/sports/lineReads"
import type { World } from "../../server/sports/simulator/model"
import { DEFAULT_WORLD, advance, createWorld, suspendMarket } from "../../server/sports/simulator/world"

/**
 * A market held suspended by hand (the developer's devtools call stands in for a trading desk's suspension, issue 9):
 * it shows suspended at once and in every poll while the hold lasts, reopens at the first step at or after its time,
 * and changes nothing else: the world's other games, and the rest of its own game, play exactly as without it.
 */

const small = (seed: number) => ({ ...DEFAULT_WORLD, secret: fixedSecret(seed), live: 12, line: 30, pastResults: 20 })
const START = Date.UTC(2026, 5, 1, 18, 0, 0)
/** Poll-sized steps: a line game (starting 2 minutes or more after START) is still on the line after 15 of them. */
const stepsArb = fc.array(fc.integer({ min: 200, max: 3_000 }), { minLength: 1, maxLength: 15 })
const SLOW = 60_000

const byId = (games: ReadonlyArray<Game>) => Object.fromEntries([...games].map((g) => [g.id, g]))
const marketOf = (world: World, gameId: string, marketId: string) => world.games.get(gameId)?.game.markets.find((m) => m.id === marketId)

/** The open markets of matches (line or live, as `which` says): [game id, market id]. */
const openMarkets = (world: World, which: "line" | "live") =>
  [...world.games.values()]
    .filter((g) => g.outright === undefined && g.game.status === which)
    .flatMap((g) => g.game.markets.filter((m) => m.status === "open").map((m) => [g.game.id, m.id] as const))

describe("a market suspended by hand", () => {
  it("is suspended while held and reopened at its time; every other game, and the rest of its own, plays as without it", () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom("line" as const, "live" as const), fc.nat(), fc.integer({ min: 1_000, max: 20_000 }), stepsArb, (seed, which, pick, hold, steps) => {
        const start = createWorld(small(seed), START)
        const markets = openMarkets(start, which)
        fc.pre(markets.length > 0)
        const [gameId, marketId] = markets[pick % markets.length]!
        const until = START + hold
        const held = suspendMarket(start, marketId, until)!
        expect(marketOf(held, gameId, marketId)!.status).toBe("suspended")
        // A poll from the version before sees the suspension.
        const answer = gamesSince(held, {}, start.version)
        expect(answer).not.toBe("unchanged")
        if (answer !== "unchanged") expect(byId(applyAnswer(snapshot(start), answer))).toEqual(byId(snapshot(held)))

        let free = start
        let kept = held
        let now = START
        for (const step of steps) {
          now += step
          free = advance(free, now)
          kept = advance(kept, now)
          expect(kept.results).toEqual(free.results)
          const [freeGames, keptGames] = [byId(snapshot(free)), byId(snapshot(kept))]
          expect(Object.keys(keptGames).sort()).toEqual(Object.keys(freeGames).sort())
          for (const [id, game] of Object.entries(freeGames)) {
            if (id !== gameId) expect(keptGames[id]).toEqual(game)
          }
          const [freeGame, keptGame] = [freeGames[gameId], keptGames[gameId]]
          if (freeGame === undefined) continue
          const { markets: freeMarkets, ...freeHeader } = freeGame
          const { markets: keptMarkets, ...keptHeader } = keptGame!
          expect(keptHeader).toEqual(freeHeader)
          freeMarkets.forEach((market, m) => {
            if (market.id !== marketId) expect(keptMarkets[m]).toEqual(market)
          })
          const market = keptMarkets.find((m) => m.id === marketId)!
          if (now < until) expect(["suspended", "closed"]).toContain(market.status)
          // Its time up, the market is the one the line shows without the hold: reopened (unless the game itself is
          // locked or the market closed), at the prices the game has now.
          else expect(market).toEqual(freeMarkets.find((m) => m.id === marketId))
        }
      }),
      { numRuns: 40 }
    )
  }, SLOW)

  it("is held until the later time when held twice, and not at all when the line has no such market open", () => {
    const start = createWorld(small(5), START)
    const [gameId, marketId] = openMarkets(start, "line")[0]!
    const twice = suspendMarket(suspendMarket(start, marketId, START + 10_000)!, marketId, START + 2_000)!
    expect(marketOf(advance(twice, START + 5_000), gameId, marketId)!.status).toBe("suspended")
    expect(marketOf(advance(twice, START + 10_000), gameId, marketId)!.status).toBe("open")

    expect(suspendMarket(start, "g999999:1x2:0", START + 1_000)).toBeUndefined()
    expect(suspendMarket(start, `${gameId}:1x2:7`, START + 1_000)).toBeUndefined()
    const closed = [...start.games.values()].flatMap((g) => (g.outright === undefined ? g.game.markets.filter((m) => m.status === "closed") : []))[0]
    expect(closed).toBeDefined()
    expect(suspendMarket(start, closed!.id, START + 1_000)).toBeUndefined()
    const outright = [...start.games.values()].find((g) => g.outright !== undefined)!
    expect(suspendMarket(start, outright.game.markets[0]!.id, START + 1_000)).toBeUndefined()
  })
})
