import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { NO_ACTIONS, playMatch } from "../../server/sports/simulator/match"
import { Purpose } from "../../server/sports/simulator/prng"
import { STEP } from "../../server/sports/simulator/schedule"
import { snapshot } from "../../server/sports/lineReads"
import type { WorldGame } from "../../server/sports/simulator/model"
import { DEFAULT_WORLD, createWorld, versionAt } from "../../server/sports/simulator/world"
import { fixedSecret, secretOfBytes } from "../support/worldSecrets"

/**
 * The line's prices at a time come from what a game is then (its score, clock, period and the bookmaker's model),
 * never from how it goes on: two matches that are the same up to a time and go on differently (other goals, other
 * sets, another final score) show the same prices and the same header up to that time. And a world's draws are its
 * secret's: another secret draws another world.
 */

const START = Date.UTC(2026, 5, 1, 18, 0, 0)
const small = (label: number) => ({ ...DEFAULT_WORLD, secret: fixedSecret(label), live: 12, line: 30, pastResults: 0, elections: 0, racesAhead: 0 })
const SLOW = 120_000

/** The match with another future after `t`: its goals or sets after then moved, added or won by the other side. */
const withAnotherFuture = (entry: WorldGame, t: number, extraGoals: ReadonlyArray<readonly [number, boolean]>): WorldGame => {
  const play = entry.match!
  const { script, plan } = play
  const { startsAt } = script.scheduled
  const stepOf = (time: number) => Math.floor((time - startsAt) / STEP)
  if (script.model.kind === "goals") {
    const model = script.model
    const lastStep = stepOf(script.endsAt) - 1
    const firstFuture = Math.max(1, stepOf(t) + 1)
    const kept = plan.scoring.filter((goal) => goal.step < firstFuture)
    const added = extraGoals
      .map(([at, home]) => ({ step: firstFuture + (at % Math.max(1, lastStep - firstFuture + 1)), home: home ? 1 : 0, away: home ? 0 : 1 }))
      .filter((goal) => goal.step <= lastStep)
      .map((goal) => ({ ...goal, period: Math.min(model.periods, 1 + Math.floor((goal.step * STEP) / ((model.periodSeconds + model.breakSeconds) * 1000))) }))
    const scoring = [...kept, ...added].sort((a, b) => a.step - b.step)
    const score = scoring.reduce((sum, goal) => ({ home: sum.home + goal.home, away: sum.away + goal.away }), { home: 0, away: 0 })
    return { ...entry, match: { ...play, plan: { ...plan, scoring }, script: { ...script, score } } }
  }
  // Sets: every set that ends after `t` is won by the other side, a step later.
  const later = (index: number) => script.setEnds[index]! > t
  const setEnds = script.setEnds.map((end, index) => (later(index) ? end + STEP : end))
  const periodScores = script.periodScores.map((set, index) => (later(index) ? { home: set.away, away: set.home } : set))
  return { ...entry, match: { ...play, script: { ...script, setEnds, periodScores, endsAt: setEnds.at(-1)! } } }
}

describe("prices at a time", () => {
  it("are a function of the game's state then: two futures from one state show the same prices up to it", () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.nat(),
        fc.integer({ min: 1, max: 900 }),
        fc.array(fc.tuple(fc.nat(), fc.boolean()), { minLength: 1, maxLength: 6 }),
        (label, pick, seconds, extraGoals) => {
          const world = createWorld(small(label), START)
          const matches = snapshot(world)
            .map((game) => world.games.get(game.id)!)
            .filter((entry) => entry.match !== undefined)
          let one = matches[pick % matches.length]!
          const t = START + seconds * 1_000
          let other = withAnotherFuture(one, t, extraGoals)
          for (let time = START + 1_000; time <= t; time += 1_000) {
            const version = versionAt(START, time)
            const a = playMatch(world.config.secret, world.config.margin, one, time, NO_ACTIONS, version)
            const b = playMatch(world.config.secret, world.config.margin, other, time, NO_ACTIONS, version)
            // A future that ends the match sooner is a different state from then on.
            if (a.game === undefined || b.game === undefined) break
            expect(b.game.game).toEqual(a.game.game)
            one = a.game
            other = b.game
          }
        }
      ),
      { numRuns: 25 }
    )
  }, SLOW)
})

describe("the world's secret", () => {
  it("draws another world for another secret: other sides, sports, start times and scores", () => {
    const bytes = fc.uint8Array({ minLength: 32, maxLength: 32 })
    fc.assert(
      fc.property(bytes, bytes, fc.nat({ max: 1_000_000 }), (a, b, number) => {
        fc.pre(Buffer.compare(a, b) !== 0)
        const [x, y] = [secretOfBytes(a), secretOfBytes(b)]
        // Sixteen draws of one stream: equal by chance with probability 2^-512.
        const draws = (secret: typeof x) => {
          const rng = secret.stream(Purpose.matchPlay, number)
          return Array.from({ length: 16 }, () => rng.next())
        }
        expect(draws(x)).not.toEqual(draws(y))
        expect(draws(x)).toEqual(draws(secretOfBytes(a)))
      }),
      { numRuns: 50 }
    )
    const names = (label: number) => snapshot(createWorld(small(label), START)).map((game) => `${game.sportId} ${game.home}-${game.away} ${game.startsAt}`)
    const [first, second] = [names(1), names(2)]
    expect(first.filter((game) => second.includes(game))).toEqual([])
  })
})
