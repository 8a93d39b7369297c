import { fixedSecret } from "../support/worldSecrets"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Game, GameResult } from "../../src/domain/sports/feed"
import { overround } from "../../src/domain/sports/margin"
import { eventTitle, isOutright, namesInOrder, outrightPagePathOf, participantName, participantNumberOf, settleOutright } from "../../src/domain/sports/outright"
import { outcomeIdOf, parseOutcomeId, settleOutcome } from "../../src/domain/sports/outcomes"
import { drawOrder } from "../../server/sports/simulator/outrights"
import { Purpose } from "../../server/sports/simulator/prng"
import { snapshot } from "../../server/sports/lineReads"
import type { World } from "../../server/sports/simulator/model"
import { DEFAULT_WORLD, advance, createWorld, finishGame } from "../../server/sports/simulator/world"

/**
 * Outrights (SPEC.md 2.2 politics and marble): elections and marble races of the simulated line, their one market on
 * who wins, and how a bet on it settles against the finishing order.
 */

const small = (seed: number) => ({ ...DEFAULT_WORLD, secret: fixedSecret(seed), live: 12, line: 30, pastResults: 20 })
/** A minute past a race's start: the race of 18:00 is in play. */
const START = Date.UTC(2026, 5, 1, 18, 0, 30)
const SLOW = 60_000

const stepsArb = fc.array(fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 200, max: 5_000 }) }, { weight: 1, arbitrary: fc.integer({ min: 20_000, max: 900_000 }) }), {
  minLength: 1,
  maxLength: 15
})

const play = (world: World, steps: ReadonlyArray<number>): Array<World> => {
  const worlds = [world]
  let now = world.now
  for (const step of steps) {
    now += step
    worlds.push(advance(worlds[worlds.length - 1]!, now))
  }
  return worlds
}

const outrightsOf = (world: World): ReadonlyArray<Game> => snapshot(world).filter(isOutright)
const outrightResults = (world: World): ReadonlyArray<GameResult> => world.results.filter(isOutright)
const numbersTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1)
const byId = <A extends { readonly id: string }>(items: ReadonlyArray<A>) => Object.fromEntries(items.map((item) => [item.id, item]))

describe("an outright's outcomes, by hand", () => {
  it("an outcome id names the participant by number; 0, a leading zero, a number past 16 or a side's kind name none", () => {
    expect(parseOutcomeId("g809890760:outright:0:3")).toEqual({ gameId: "g809890760", marketType: "outright", period: 0, line: null, kind: "3" })
    expect(parseOutcomeId("g700000001:outright:0:12")).toEqual({ gameId: "g700000001", marketType: "outright", period: 0, line: null, kind: "12" })
    expect(outcomeIdOf({ gameId: "g700000001", marketType: "outright", period: 0, line: null, kind: "16" })).toBe("g700000001:outright:0:16")
    for (const id of ["g1:outright:0:0", "g1:outright:0:03", "g1:outright:0:17", "g1:outright:0:X", "g1:outright:0:home", "g1:outright:0", "g1:outright:0:2.5:1", "g1:constructor:0:1"]) {
      expect(parseOutcomeId(id), id).toBeUndefined()
    }
  })

  it("the participant who came first wins, every other loses; no recorded order is void", () => {
    expect(settleOutright(3, [3, 1, 2])).toBe("won")
    expect(settleOutright(1, [3, 1, 2])).toBe("lost")
    expect(settleOutright(2, [3, 1, 2])).toBe("lost")
    expect(settleOutright(1, [])).toBe("void")
    const race = { score: { home: 0, away: 0 }, periodScores: [], order: [5, 2, 8, 1, 3, 4, 6, 7] }
    expect(settleOutcome({ gameId: "g800000001", marketType: "outright", period: 0, line: null, kind: "5" }, race)).toBe("won")
    expect(settleOutcome({ gameId: "g800000001", marketType: "outright", period: 0, line: null, kind: "2" }, race)).toBe("lost")
    // A result that carries no order (a game the line no longer knows as an outright) returns the stake.
    expect(settleOutcome({ gameId: "g800000001", marketType: "outright", period: 0, line: null, kind: "5" }, { score: race.score, periodScores: [] })).toBe("void")
    expect(participantName(["Ruby Rocket", "Jade Jet"], "2")).toBe("Jade Jet")
    expect(participantName(["Ruby Rocket", "Jade Jet"], "3")).toBeUndefined()
  })

  it("names participants by number up to 16, titles an outright by its own name and a match by its sides, and pages politics and marble only", () => {
    expect([participantNumberOf("1"), participantNumberOf("16"), participantNumberOf("17"), participantNumberOf("X")]).toEqual([1, 16, undefined, undefined])
    expect(eventTitle({ home: "Valdoria presidential election 2026", away: "" })).toBe("Valdoria presidential election 2026")
    expect(eventTitle({ home: "Highgate FC", away: "Marlow Rangers" })).toBe("Highgate FC — Marlow Rangers")
    // In finishing order; a number the event does not name shows as the number.
    expect(namesInOrder({ participants: ["Ruby Rocket", "Jade Jet", "Azure Bolt"], order: [3, 1, 4] })).toEqual(["Azure Bolt", "Ruby Rocket", "4"])
    expect(namesInOrder({ participants: ["Ruby Rocket"] })).toEqual([])
    expect([outrightPagePathOf("en", "politics"), outrightPagePathOf("ru", "marble"), outrightPagePathOf("en", "football")]).toEqual(["/en/politics", "/ru/marble", null])
  })
})

describe("the finishing order drawn by the fair chances (Plackett–Luce)", () => {
  it("is always every participant once", () => {
    fc.assert(
      fc.property(fc.array(fc.double({ min: 0.001, max: 1, noNaN: true }), { minLength: 1, maxLength: 16 }), fc.array(fc.double({ min: 0, max: 0.999_999, noNaN: true }), { minLength: 1 }), (weights, uniforms) => {
        let i = 0
        const order = drawOrder(weights, () => uniforms[i++ % uniforms.length]!)
        expect([...order].sort((a, b) => a - b)).toEqual(numbersTo(weights.length))
      })
    )
  })

  it("makes each participant the winner as often as their chance, and the runner-up by the chances of those left", () => {
    // Chances 0.5, 0.3, 0.2: the model's published probabilities are P(first = i) = p_i and
    // P(second = 2 | first = 1) = 0.3 / (0.3 + 0.2) = 0.6.
    const rng = fixedSecret(2026).stream(Purpose.outrightResult, 1)
    const draws = 40_000
    const first = [0, 0, 0]
    let oneThenTwo = 0
    for (let i = 0; i < draws; i++) {
      const order = drawOrder([0.5, 0.3, 0.2], () => rng.next())
      first[order[0]! - 1]!++
      if (order[0] === 1 && order[1] === 2) oneThenTwo++
    }
    // Four standard errors of a share of 40 000 draws is at most 0.01.
    expect(Math.abs(first[0]! / draws - 0.5)).toBeLessThan(0.01)
    expect(Math.abs(first[1]! / draws - 0.3)).toBeLessThan(0.01)
    expect(Math.abs(first[2]! / draws - 0.2)).toBeLessThan(0.01)
    expect(Math.abs(oneThenTwo / first[0]! - 0.6)).toBeLessThan(0.015)
  })
})

describe("the line's outrights", () => {
  it("elections of 4 to 12 candidates on the line only, races of 8 marbles; each one market of its participants, priced with a margin", () => {
    fc.assert(
      fc.property(fc.integer(), stepsArb, (seed, steps) => {
        const bad: Array<string> = []
        for (const world of play(createWorld(small(seed), START), steps)) {
          const outrights = outrightsOf(world)
          expect(outrights.filter((game) => game.sportId === "politics").length).toBe(DEFAULT_WORLD.elections)
          // The races ahead, and the one of this slot while it runs.
          expect(outrights.filter((game) => game.sportId === "marble" && game.status === "line").length).toBe(DEFAULT_WORLD.racesAhead)
          for (const game of outrights) {
            const n = game.participants!.length
            if (game.sportId === "politics") {
              expect(n).toBeGreaterThanOrEqual(4)
              expect(n).toBeLessThanOrEqual(12)
              expect(game.status).toBe("line")
            } else expect(n).toBe(8)
            expect(new Set(game.participants).size).toBe(n)
            expect(game.away).toBe("")
            expect(game.markets.map((m) => m.type)).toEqual(["outright"])
            const market = game.markets[0]!
            expect(market.outcomes.map((o) => o.kind)).toEqual(numbersTo(n).map(String))
            for (const outcome of market.outcomes) expect(parseOutcomeId(outcome.id)).toEqual({ gameId: game.id, marketType: "outright", period: 0, line: null, kind: outcome.kind })
            const prices = market.outcomes.map((o) => o.price)
            // The margin: a book on every participant always costs more than it can pay back.
            if (market.status === "open" && (!prices.every((p) => p >= 1.01 && p <= 1000) || !(overround(prices) > 1))) bad.push(`${market.id} ${prices.join(" ")}`)
          }
        }
        expect(bad).toEqual([])
      }),
      { numRuns: 15 }
    )
  }, SLOW)

  it("a race runs 60 to 90 s in play with its market suspended and the marbles changing places, then finishes in an order", () => {
    let world = createWorld(small(4), START)
    const seen = new Map<string, { orders: Set<string>; from: number; to: number }>()
    for (let t = 1; t <= 1_200; t++) {
      world = advance(world, START + t * 1_000)
      for (const game of snapshot(world, { section: "live", sportId: "marble" })) {
        expect(game.markets[0]!.status).toBe("suspended")
        expect([...game.order!].sort((a, b) => a - b)).toEqual(numbersTo(8))
        const entry = seen.get(game.id) ?? { orders: new Set<string>(), from: world.now, to: world.now }
        entry.orders.add(game.order!.join(","))
        entry.to = world.now
        seen.set(game.id, entry)
      }
      for (const game of snapshot(world, { section: "line", sportId: "marble" })) expect(game.markets[0]!.status).toBe("open")
    }
    // Twenty minutes: six or seven races, each seen in play from its start.
    expect(seen.size).toBeGreaterThanOrEqual(6)
    const results = byId(outrightResults(world))
    for (const [id, race] of seen) {
      expect(race.orders.size, id).toBeGreaterThan(1)
      const result = results[id]
      if (result === undefined) continue
      expect(result.finishedAt - result.startsAt).toBeGreaterThanOrEqual(60_000)
      expect(result.finishedAt - result.startsAt).toBeLessThanOrEqual(90_000)
      expect(race.to).toBeLessThan(result.finishedAt)
    }
  }, SLOW)

  it("settles exactly one participant of a finished outright a winner: the first of its recorded finishing order", () => {
    fc.assert(
      fc.property(fc.integer(), stepsArb, (seed, steps) => {
        const world = play(createWorld(small(seed), START), [...steps, 2 * 3_600_000]).at(-1)!
        const results = outrightResults(world)
        expect(results.some((r) => r.sportId === "marble")).toBe(true)
        expect(results.some((r) => r.sportId === "politics")).toBe(true)
        for (const result of results) {
          const n = result.participants!.length
          expect([...result.order!].sort((a, b) => a - b)).toEqual(numbersTo(n))
          const settled = numbersTo(n).map((number) => settleOutcome({ gameId: result.id, marketType: "outright", period: 0, line: null, kind: String(number) }, result))
          expect(settled.filter((s) => s === "won").length).toBe(1)
          expect(settled.filter((s) => s === "lost").length).toBe(n - 1)
          expect(settled[result.order![0]! - 1]).toBe("won")
          // An election is decided at its date.
          if (result.sportId === "politics") expect(result.finishedAt).toBe(result.startsAt)
        }
      }),
      { numRuns: 15 }
    )
  }, SLOW)

  it("decides an election when its date passes: it leaves the line, its result is kept, and a new one opens", () => {
    let world = createWorld(small(9), START)
    const first = [...outrightsOf(world)].filter((g) => g.sportId === "politics").sort((a, b) => a.startsAt - b.startsAt)[0]!
    world = advance(world, first.startsAt - 1)
    expect(world.games.has(first.id)).toBe(true)
    world = advance(world, first.startsAt + 1)
    expect(world.games.has(first.id)).toBe(false)
    expect(outrightResults(world).find((r) => r.id === first.id)).toMatchObject({ finishedAt: first.startsAt, home: first.home, participants: first.participants })
    expect(outrightsOf(world).filter((g) => g.sportId === "politics").length).toBe(DEFAULT_WORLD.elections)
  })

  it("moves an election's prices slowly as its campaign goes on", () => {
    const world = createWorld(small(12), START)
    const later = advance(world, START + 6 * 3_600_000)
    const prices = (w: World) => outrightsOf(w).filter((g) => g.sportId === "politics" && g.startsAt > later.now).map((g) => [g.id, g.markets[0]!.outcomes.map((o) => o.price)] as const)
    const now = new Map(prices(later))
    const moved = prices(world).filter(([id, was]) => now.has(id) && now.get(id)!.some((price, i) => price !== was[i]))
    expect(moved.length).toBeGreaterThan(0)
    // Slowly: in six hours no favourite's price has halved or doubled.
    for (const [id, was] of prices(world)) if (now.has(id)) expect(Math.abs(Math.log(now.get(id)![0]! / was[0]!))).toBeLessThan(Math.log(2))
  })
})

describe("outrights and the secret", () => {
  it("the same secret gives the same outrights and results, however the world was stepped to the same time", () => {
    fc.assert(
      fc.property(fc.integer(), stepsArb, fc.nat(), (seed, steps, cut) => {
        const total = steps.reduce((a, b) => a + b, 0)
        // The same time reached in the given steps, and in two steps split somewhere else.
        const split = 1 + (cut % total)
        const a = play(createWorld(small(seed), START), steps).at(-1)!
        const b = play(createWorld(small(seed), START), split === total ? [total] : [split, total - split]).at(-1)!
        expect(byId(outrightsOf(a))).toEqual(byId(outrightsOf(b)))
        expect(byId(outrightResults(a))).toEqual(byId(outrightResults(b)))
      }),
      { numRuns: 20 }
    )
  }, SLOW)

  it("adding outrights leaves every match of the world as it was, in the line, in play and in the results", () => {
    fc.assert(
      fc.property(fc.integer(), stepsArb, (seed, steps) => {
        const withOutrights = play(createWorld(small(seed), START), steps).at(-1)!
        const without = play(createWorld({ ...small(seed), elections: 0, racesAhead: 0 }, START), steps).at(-1)!
        expect(outrightsOf(without)).toEqual([])
        expect(snapshot(withOutrights).filter((game) => !isOutright(game))).toEqual(snapshot(without))
        expect(withOutrights.results.filter((r) => !isOutright(r))).toEqual(without.results)
      }),
      { numRuns: 20 }
    )
  }, SLOW)

  it("the developer's finish decides an outright as its date would: a race in its drawn order, an election by its chances", () => {
    const world = createWorld(small(21), START)
    const race = outrightsOf(world).find((g) => g.sportId === "marble" && g.status === "line")!
    const finished = finishGame(world, race.id)!
    const early = finished.results.at(-1)!
    const natural = outrightResults(advance(world, race.startsAt + 120_000)).find((r) => r.id === race.id)!
    expect(early.order).toEqual(natural.order)
    expect(finished.games.has(race.id)).toBe(false)
    const election = outrightsOf(world).find((g) => g.sportId === "politics")!
    expect(finishGame(world, election.id)!.results.at(-1)!.order).toEqual(finishGame(world, election.id)!.results.at(-1)!.order)
  })
})
