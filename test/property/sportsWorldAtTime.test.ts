import { fixedSecret } from "../support/worldSecrets"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Game } from "../../src/domain/sports/feed"
import { isOutright } from "../../src/domain/sports/outright"
import { applyAnswer, gamesSince, snapshot } from "../../server/sports/lineReads"
import type { LineAction, World } from "../../server/sports/simulator/model"
import { DEFAULT_WORLD, advance, createWorld, finishGame, learnActions, resultOfGame, suspendMarket, worldAt } from "../../server/sports/simulator/world"

/**
 * The line's world is a function of its secret, its epoch, the time and what the developer did (issue 8): however a
 * process got to a time (a tick a second, hours at once, a restart that makes it anew), it holds the same games, prices,
 * scores and results, so two server processes on one database show the same line and a restart forgets nothing.
 */

/** A small world is enough: every rule shows up across secrets, and a world is made in a few milliseconds. */
const small = (seed: number) => ({ ...DEFAULT_WORLD, secret: fixedSecret(seed), live: 8, line: 24, pastResults: 10, elections: 3, racesAhead: 2 })
const START = Date.UTC(2026, 5, 1, 18, 0, 0)
const SLOW = 120_000

/** Steps forward in time: mostly poll-sized, sometimes minutes (past the world's step-by-step span), now and then hours. */
const stepsArb = fc.array(
  fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 100, max: 3_000 }) },
    { weight: 2, arbitrary: fc.integer({ min: 20_000, max: 600_000 }) },
    { weight: 1, arbitrary: fc.integer({ min: 3_600_000, max: 5 * 3_600_000 }) }
  ),
  { minLength: 1, maxLength: 8 }
)

const play = (world: World, steps: ReadonlyArray<number>): World => steps.reduce((w, step) => advance(w, w.now + step), world)

/** Everything a player sees of the world: the games in their order, and the results. */
const seen = (world: World) => ({ games: snapshot(world), results: world.results, version: world.version })

const byId = (games: ReadonlyArray<Game>) => Object.fromEntries(games.map((g) => [g.id, g]))

/** A developer's action at a step: finish a game, or suspend one of its open markets (picked by number). */
type Hand = { readonly kind: "finish"; readonly pick: number } | { readonly kind: "suspend"; readonly pick: number; readonly seconds: number }
const handArb: fc.Arbitrary<Hand | null> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(null) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("finish" as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant("suspend" as const), pick: fc.nat(), seconds: fc.integer({ min: 1, max: 900 }) }) }
)

const byHand = (world: World, hand: Hand | null): World => {
  if (hand === null) return world
  const games = snapshot(world).filter((game) => !isOutright(game) || hand.kind === "finish")
  if (games.length === 0) return world
  if (hand.kind === "finish") return finishGame(world, games[hand.pick % games.length]!.id) ?? world
  const markets = games.flatMap((game) => game.markets.filter((m) => m.status !== "closed"))
  if (markets.length === 0) return world
  return suspendMarket(world, markets[hand.pick % markets.length]!.id, world.now + hand.seconds * 1000) ?? world
}

describe("the world at a time", () => {
  it("is the same however it was played to that time, and when made at once there", () => {
    fc.assert(
      fc.property(fc.integer(), stepsArb, (seed, steps) => {
        const played = play(createWorld(small(seed), START), steps)
        const made = worldAt(small(seed), START, [], played.now)
        expect(seen(made)).toEqual(seen(played))
        // Played on from there, both stay the same.
        expect(seen(advance(made, played.now + 7_000))).toEqual(seen(advance(played, played.now + 7_000)))
      }),
      { numRuns: 10 }
    )
  }, SLOW)

  it("holds the developer's finishes and suspensions: made at once with them, or learning them late from another process", () => {
    fc.assert(
      fc.property(fc.integer(), fc.array(fc.tuple(stepsArb.map((s) => s[0]!), handArb), { minLength: 1, maxLength: 8 }), fc.integer({ min: 1, max: 30_000 }), (seed, script, delay) => {
        let acted = createWorld(small(seed), START)
        for (const [step, hand] of script) acted = byHand(advance(acted, acted.now + step), hand)
        const actions: ReadonlyArray<LineAction> = acted.actions
        // The process that acted, one made at once with its actions, and one that played on and heard of them late.
        const made = worldAt(small(seed), START, actions, acted.now)
        expect(seen(made)).toEqual(seen(acted))
        let other = createWorld(small(seed), START)
        for (const action of actions) other = advance(learnActions(other, [action]), Math.max(other.now, Math.min(acted.now, action.at + delay)))
        other = advance(other, acted.now + 3_000)
        expect(seen(other)).toEqual(seen(advance(acted, acted.now + 3_000)))
      }),
      {
        numRuns: 10,
        // Found by CI: a suspension learnt before a live match's next step, its hold starting between two steps.
        examples: [
          [4, [[1899, null], [101, { kind: "suspend", pick: 3, seconds: 4 }], [100, null]], 1],
          // Found by CI (fast-check seed -338357386, when worlds had numeric seeds): a game held for a second, then
          // finished by hand, whose own end comes before another process learns of the finish; that process kept the
          // result of the end instead of the finish's. The world of 98 draws such a game at pick 0.
          [98, [[20000, { kind: "finish", pick: 70145346 }], [539815, { kind: "suspend", pick: 0, seconds: 1 }], [100, { kind: "finish", pick: 0 }], [25082, null]], 25183]
        ]
      }
    )
  }, SLOW)

  it("answers a poll from another process's version: applying the answer gives the list it holds", () => {
    fc.assert(
      fc.property(fc.integer(), stepsArb, stepsArb, (seed, first, more) => {
        const running = play(createWorld(small(seed), START), first)
        // A client of the running process polls one started later (a restart, or a second instance), and back.
        const restarted = worldAt(small(seed), START, [], running.now + more.reduce((a, b) => a + b, 0))
        const caughtUp = play(running, more)
        for (const [from, to] of [
          [running, restarted],
          [restarted, advance(caughtUp, restarted.now + 2_000)]
        ] as const) {
          const answer = gamesSince(to, {}, from.version)
          const held = answer === "unchanged" ? snapshot(from) : applyAnswer(snapshot(from), answer)
          expect(byId(held)).toEqual(byId(snapshot(to)))
        }
      }),
      { numRuns: 12 }
    )
  }, SLOW)

  it("names the same game by the same id at every time, and knows a match's result long after it stopped keeping it", () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 0, max: 3 * 86_400_000 }), (seed, later) => {
        const early = worldAt(small(seed), START, [], START + 3_600_000)
        const late = worldAt(small(seed), START, [], START + 3_600_000 + later)
        const lateGames = byId(snapshot(late))
        for (const game of snapshot(early)) {
          const same = lateGames[game.id]
          if (same !== undefined) expect([same.home, same.away, same.startsAt, same.championshipId]).toEqual([game.home, game.away, game.startsAt, game.championshipId])
        }
        // Ten days on, the world keeps none of these results, yet knows every match's.
        const muchLater = worldAt(small(seed), START, [], START + 10 * 86_400_000)
        for (const result of late.results.filter((r) => !isOutright(r) || r.sportId === "marble").slice(-30)) {
          expect(muchLater.results.some((r) => r.id === result.id)).toBe(false)
          expect(resultOfGame(muchLater, result.id)).toEqual(result)
        }
      }),
      { numRuns: 6 }
    )
  }, SLOW)
})

describe("making the world long after its epoch", () => {
  const medium = { ...DEFAULT_WORLD, secret: fixedSecret(7), live: 60, line: 300 }

  it("draws and prices what the line and the kept days of results hold, however long ago the epoch was", () => {
    const day = worldAt(medium, START, [], START + 86_400_000)
    const month = worldAt(medium, START, [], START + 30 * 86_400_000)
    const year = worldAt(medium, START, [], START + 365 * 86_400_000)
    // A day and a year after the epoch the world holds the same kind of line...
    expect(year.games.size).toBeGreaterThan(day.games.size * 0.8)
    expect(year.version).toBe(365 * 86_400_000 + 1)
    // ...and making it took as much work: nothing was played from the epoch on.
    for (const late of [month, year]) {
      expect(late.made.matches).toBeLessThan(day.made.matches * 1.25)
      expect(late.made.priced).toBeLessThan(day.made.priced * 1.5)
    }
  }, SLOW)
})
