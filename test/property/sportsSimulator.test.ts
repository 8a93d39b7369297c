import { fixedSecret } from "../support/worldSecrets"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Game } from "../../src/domain/sports/feed"
import { overround } from "../../src/domain/sports/margin"
import { isOutright } from "../../src/domain/sports/outright"
import { type Pick, settle } from "../../src/domain/sports/markets"
import { SPORTS } from "../../server/sports/simulator/catalogue"
import { applyAnswer, gamesSince, snapshot, teamResultsOf } from "../../server/sports/lineReads"
import type { World } from "../../server/sports/simulator/model"
import { DEFAULT_WORLD, advance, createWorld } from "../../server/sports/simulator/world"

/** A small world is enough for properties: every sport still shows up across secrets. */
const small = (seed: number) => ({ ...DEFAULT_WORLD, secret: fixedSecret(seed), live: 12, line: 30, pastResults: 20 })
const START = Date.UTC(2026, 5, 1, 18, 0, 0)

/** Steps forward in time: mostly seconds (a poll's tick), sometimes minutes (a goal's lock ends, games finish). */
const stepsArb = fc.array(fc.oneof({ weight: 4, arbitrary: fc.integer({ min: 200, max: 3_000 }) }, { weight: 1, arbitrary: fc.integer({ min: 20_000, max: 600_000 }) }), {
  minLength: 1,
  maxLength: 15
})

/** Playing worlds is CPU work; the unit project runs many files at once on two cores. */
const SLOW = 60_000

const play = (world: World, steps: ReadonlyArray<number>): Array<World> => {
  const worlds = [world]
  let now = world.now
  for (const step of steps) {
    now += step
    worlds.push(advance(worlds[worlds.length - 1]!, now))
  }
  return worlds
}

const byId = (games: ReadonlyArray<Game>) => Object.fromEntries([...games].map((g) => [g.id, g]))

describe("the line simulator", () => {
  it("has every sport of the brief, with the championships that have pages of their own", () => {
    expect(SPORTS.map((s) => s.sport.id)).toEqual([
      "football", "tennis", "basketball", "icehockey", "volleyball", "tabletennis", "cricket", "mma", "cs2", "dota2", "lol", "virtualfootball", "cyberfootball"
    ])
  })

  it("makes the same world from the same secret, and plays it the same way", () => {
    fc.assert(
      fc.property(fc.integer(), stepsArb, (seed, steps) => {
        const a = play(createWorld(small(seed), START), steps)
        const b = play(createWorld(small(seed), START), steps)
        expect(snapshot(a.at(-1)!)).toEqual(snapshot(b.at(-1)!))
        expect(a.at(-1)!.results).toEqual(b.at(-1)!.results)
        expect(a.at(-1)!.version).toBe(b.at(-1)!.version)
      }),
      { numRuns: 20 }
    )
  }, SLOW)

  it("gives different worlds for different secrets", () => {
    const names = (seed: number) => snapshot(createWorld(small(seed), START)).map((g) => `${g.home}-${g.away}`)
    expect(names(1)).not.toEqual(names(2))
  })

  it("prices every open market with a margin: implied probabilities sum above 1, prices within the line's limits", () => {
    fc.assert(
      fc.property(fc.integer(), stepsArb, (seed, steps) => {
        const bad: Array<string> = []
        for (const world of play(createWorld(small(seed), START), steps))
          for (const game of snapshot(world))
            for (const market of game.markets) {
              if (market.status !== "open") continue
              const prices = market.outcomes.map((o) => o.price)
              // Double chance outcomes overlap (each covers two results): their book sums to about 2 plus the margin.
              const fair = market.type === "doubleChance" ? 2 : 1
              if (!prices.every((p) => p >= 1.01 && p <= 1000) || !(overround(prices) > fair)) bad.push(`${market.id} ${prices.join(" ")}`)
            }
        expect(bad).toEqual([])
      }),
      { numRuns: 20 }
    )
  }, SLOW)

  it("never moves a finished game, and versions only grow", () => {
    fc.assert(
      fc.property(fc.integer(), stepsArb, (seed, steps) => {
        const worlds = play(createWorld(small(seed), START), steps)
        for (let i = 1; i < worlds.length; i++) {
          const before = worlds[i - 1]!
          const after = worlds[i]!
          expect(after.version).toBeGreaterThanOrEqual(before.version)
          // A finished game is gone from the line and live for good, and its result never changes.
          const finished = new Set(before.results.map((r) => r.id))
          for (const game of snapshot(after)) expect(finished.has(game.id)).toBe(false)
          const kept = new Map(after.results.map((r) => [r.id, r]))
          for (const result of before.results) if (kept.has(result.id)) expect(kept.get(result.id)).toEqual(result)
          // Every game, market and outcome version is at most the world's.
          for (const entry of after.games.values()) {
            expect(Math.max(entry.headerVersion, ...entry.marketVersions, ...entry.outcomeVersions.flat())).toBeLessThanOrEqual(after.version)
          }
        }
      }),
      { numRuns: 20 }
    )
  }, SLOW)

  it("applying the changes since version V to the list held at V gives the list now (model-based)", () => {
    const cyber = new Set(["cs2", "dota2", "lol"] as const)
    const filters = [{}, { section: "live" as const }, { section: "line" as const }, { top: true }, { sportId: "football" as const }, { section: "live" as const, sportIds: cyber }, { section: "line" as const, sportIds: cyber }]
    fc.assert(
      fc.property(fc.integer(), stepsArb, fc.constantFrom(...filters), (seed, steps, filter) => {
        const worlds = play(createWorld(small(seed), START), steps)
        const now = worlds.at(-1)!
        // The client's model: it polls after every step and applies what it gets.
        let held = snapshot(worlds[0]!, filter)
        let heldVersion = worlds[0]!.version
        for (const world of worlds.slice(1)) {
          const answer = gamesSince(world, filter, heldVersion)
          if (answer !== "unchanged") {
            held = applyAnswer(held, answer)
            heldVersion = answer.version
          }
          expect(byId(held)).toEqual(byId(snapshot(world, filter)))
        }
        // And a client that skipped every poll catches up in one.
        const answer = gamesSince(now, filter, worlds[0]!.version)
        const caughtUp = answer === "unchanged" ? snapshot(worlds[0]!, filter) : applyAnswer(snapshot(worlds[0]!, filter), answer)
        expect(byId(caughtUp)).toEqual(byId(snapshot(now, filter)))
      }),
      { numRuns: 30 }
    )
  }, SLOW)

  it("a team's list (SPEC.md 2.2 team) holds exactly its games, live and upcoming, and learns by polls when one finishes", () => {
    fc.assert(
      fc.property(fc.integer(), stepsArb, fc.nat(), (seed, steps, pick) => {
        const worlds = play(createWorld(small(seed), START), [...steps, 4 * 3_600_000])
        // A match in play at the start: four hours on it has finished, whatever its sport (an outright has no teams).
        const first = snapshot(worlds[0]!, { section: "live" }).filter((game) => !isOutright(game))
        fc.pre(first.length > 0)
        const chosen = first[pick % first.length]!
        const filter = { sportId: chosen.sportId, team: pick % 2 === 0 ? chosen.home : chosen.away }
        let held = snapshot(worlds[0]!, filter)
        expect(held.map((g) => g.id)).toContain(chosen.id)
        let heldVersion = worlds[0]!.version
        for (const world of worlds.slice(1)) {
          const answer = gamesSince(world, filter, heldVersion)
          if (answer !== "unchanged") {
            held = applyAnswer(held, answer)
            heldVersion = answer.version
          }
          expect(byId(held)).toEqual(byId(snapshot(world, filter)))
          for (const game of held) {
            expect(game.sportId).toBe(filter.sportId)
            expect([game.home, game.away]).toContain(filter.team)
          }
        }
        // Four hours on, the chosen game has finished: gone from the list, among the team's results.
        expect(held.map((g) => g.id)).not.toContain(chosen.id)
        const results = teamResultsOf(worlds.at(-1)!, filter.sportId, filter.team, 1_000)
        expect(results.map((r) => r.id)).toContain(chosen.id)
        for (const result of results) expect([result.home, result.away]).toContain(filter.team)
        expect(results.map((r) => r.finishedAt)).toEqual([...results].map((r) => r.finishedAt).sort((a, b) => b - a))
      }),
      { numRuns: 15 }
    )
  }, SLOW)

  it("a poll that holds the current version is told nothing changed; a version from elsewhere gets the whole list", () => {
    const world = advance(createWorld(small(3), START), START + 5_000)
    expect(gamesSince(world, {}, world.version)).toBe("unchanged")
    const ahead = gamesSince(world, {}, world.version + 10)
    expect(ahead !== "unchanged" && ahead.full).toBe(true)
  })

  it("a suspended market's prices do not move while it stays suspended", () => {
    fc.assert(
      fc.property(fc.integer(), stepsArb, (seed, steps) => {
        // Seen every second on the way (a long step plays every moment of it): suspended twice in a row is staying so.
        const worlds = play(createWorld(small(seed), START), steps.flatMap((step) => [...Array<number>(Math.floor(step / 1_000)).fill(1_000), step % 1_000]))
        for (let i = 1; i < worlds.length; i++) {
          const before = byId(snapshot(worlds[i - 1]!))
          for (const game of snapshot(worlds[i]!)) {
            const old = before[game.id]
            if (old === undefined) continue
            game.markets.forEach((market, m) => {
              if (market.status === "suspended" && old.markets[m]!.status === "suspended") expect(market.outcomes).toEqual(old.markets[m]!.outcomes)
            })
          }
        }
      }),
      { numRuns: 20 }
    )
  }, SLOW)

  it("locks a football game's markets when a goal goes in and reopens them", () => {
    // Play many football minutes and look for a goal: the step after it shows the markets suspended, later open.
    let world = createWorld({ ...small(11), live: 40 }, START)
    let sawLock = false
    let sawReopen = false
    for (let t = 1; t <= 900 && !(sawLock && sawReopen); t++) {
      const before = byId(snapshot(world, { section: "live", sportId: "football" }))
      world = advance(world, START + t * 2_000)
      for (const game of snapshot(world, { section: "live", sportId: "football" })) {
        const old = before[game.id]
        if (old === undefined) continue
        const goals = game.score.home + game.score.away - (old.score.home + old.score.away)
        const main = game.markets.find((m) => m.period === 0 && m.type === "1x2")!
        if (goals > 0 && main.status === "suspended") sawLock = true
        if (old.markets.find((m) => m.id === main.id)!.status === "suspended" && main.status === "open") sawReopen = true
      }
    }
    expect(sawLock).toBe(true)
    expect(sawReopen).toBe(true)
  }, SLOW)

  it("settles finished games by their final score: the score is the sum of the periods, sides with no draw never tie", () => {
    fc.assert(
      fc.property(fc.integer(), stepsArb, (seed, steps) => {
        const world = play(createWorld(small(seed), START), [...steps, 4 * 3_600_000]).at(-1)!
        // Matches: outrights are settled by their finishing order (test/property/sportsOutrights.test.ts).
        for (const result of world.results.filter((r) => !isOutright(r))) {
          const model = SPORTS.find((s) => s.sport.id === result.sportId)!.model
          const periods = result.periodScores
          if (model.kind === "goals") {
            expect(periods.reduce((s, p) => s + p.home, 0)).toBe(result.score.home)
            expect(periods.reduce((s, p) => s + p.away, 0)).toBe(result.score.away)
            if (!model.draw) expect(result.score.home).not.toBe(result.score.away)
          } else {
            expect(Math.max(result.score.home, result.score.away)).toBe(model.setsToWin)
            expect(periods.filter((p) => p.home > p.away).length).toBe(result.score.home)
          }
          const winner: Pick = { kind: "1x2", pick: result.score.home > result.score.away ? "1" : result.score.home < result.score.away ? "2" : "X" }
          expect(settle({ kind: "1x2" }, winner, result.score)).toBe("won")
        }
      }),
      { numRuns: 15 }
    )
  }, SLOW)
})
