import { fixedSecret } from "../support/worldSecrets"
import { Duration, Effect, Layer } from "effect"
import { SportsFeed } from "../../server/sports/feed"
import { AloneInThisProcess, SimulatedFeedLive } from "../../server/sports/simulatedFeed"
import { sportsHotRoutes } from "../../server/sports/hotRoutes"
import { SportsWorldStoreInMemory } from "../../server/sports/worldStore"
import { describe, expect, it } from "vitest"
import { NotModified } from "../../src/domain/api/sports"
import type { Tracker } from "../../src/domain/sports/tracker"
import type { World } from "../../server/sports/simulator/model"
import { DEFAULT_WORLD, advance, createWorld } from "../../server/sports/simulator/world"
import { trackerOf } from "../../server/sports/simulator/tracker"
import { sportEntry } from "../../server/sports/simulator/catalogue"
import { failureOf, withClient } from "./support/apiClient"
import { databasesUnderTest } from "./support/databases"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

const START = Date.UTC(2026, 5, 1, 18, 0, 0)
const FEED = { secret: fixedSecret("tracker"), live: 40, line: 120 }
const MINUTE = 60_000

const world0 = createWorld({ ...DEFAULT_WORLD, ...FEED }, START)
/** Live matches of the world (not outrights), with their trackers. */
const liveTrackers = (world: World): ReadonlyArray<Tracker> =>
  [...world.games.values()].filter((entry) => entry.game.status === "live").flatMap((entry) => trackerOf(world, entry.game.id) ?? [])

/**
 * The game's minute at the world's time as its header tells it: a clock sport's from the period and the clock (a
 * break stops it), a set sport's from the start (its events are read on the wall clock).
 */
const minuteNow = (world: World, gameId: string): number => {
  const game = world.games.get(gameId)!.game
  const model = sportEntry(game.sportId).model
  if (model.kind === "sets" || game.clock === null || game.clockAt === null) return Math.ceil((world.now - game.startsAt) / MINUTE)
  const seconds = (game.period - 1) * model.periodSeconds + game.clock + (game.clockRunning ? (world.now - game.clockAt) / 1000 : 0)
  return Math.max(1, Math.ceil(seconds / 60))
}

const total = (scores: ReadonlyArray<{ readonly home: number; readonly away: number }>) =>
  scores.reduce((sum, s) => ({ home: sum.home + s.home, away: sum.away + s.away }), { home: 0, away: 0 })

describe("a game's tracker read from the world", () => {
  const later = advance(world0, START + 20 * MINUTE)
  const now = liveTrackers(world0)
  const sports = new Set(now.map((tracker) => tracker.sportId))

  it("covers several sports, and matches each game's score", () => {
    // The world of this secret has football and set sports live at START (a different world would need other checks).
    expect(sports.has("football")).toBe(true)
    expect([...sports].some((sport) => ["tennis", "volleyball", "tabletennis", "cs2", "dota2", "lol", "mma"].includes(sport))).toBe(true)
    for (const tracker of now) {
      const game = world0.games.get(tracker.gameId)!.game
      expect(tracker.score).toEqual(game.score)
      expect(tracker.periods).toEqual(game.periodScores)
      expect(tracker.stream).toBe(false)
      const last = tracker.events.at(-1)
      // The score after the last event that scores is the game's score.
      const scoring = tracker.events.filter((event) => event.kind === "goal" || event.kind === "periodWon")
      if (scoring.length > 0) expect(scoring.at(-1)!.score).toEqual(game.score)
      if (tracker.periodKind === "half" || tracker.periodKind === "period") {
        // A low-scoring sport lists every goal: as many as the score says, each side's own.
        expect(scoring.filter((e) => e.side === "home")).toHaveLength(game.score.home)
        expect(scoring.filter((e) => e.side === "away")).toHaveLength(game.score.away)
        expect(total(game.periodScores)).toEqual(game.score)
      }
      // Events come in order, and none is later than the game's minute now.
      const minutes = tracker.events.map((event) => event.minute)
      expect(minutes).toEqual([...minutes].sort((a, b) => a - b))
      if (last !== undefined) expect(last.minute).toBeLessThanOrEqual(minuteNow(world0, tracker.gameId))
    }
  })

  it("holds nothing that happens after its time: each event at START is one the game still shows later, and the later ones are not at START", () => {
    let grew = 0
    for (const before of now) {
      const after = trackerOf(later, before.gameId)
      const minute = minuteNow(world0, before.gameId)
      if (after === undefined) continue // finished since: its result is in the results
      expect(after.events.slice(0, before.events.length)).toEqual(before.events)
      const added = after.events.slice(before.events.length)
      grew += added.length
      // What came after START happened after it (a minute at most shares START's minute).
      for (const event of added) expect(event.minute).toBeGreaterThanOrEqual(minute)
    }
    // The 20 minutes revealed something: otherwise the check above checked nothing.
    expect(grew).toBeGreaterThan(0)
  })

  it("is the same whether the world was played minute by minute or made at the later time at once", () => {
    let stepped = world0
    for (let t = START + MINUTE; t <= START + 20 * MINUTE; t += MINUTE) stepped = advance(stepped, t)
    for (const tracker of liveTrackers(later)) expect(trackerOf(stepped, tracker.gameId)).toEqual(tracker)
  })

  it("of a game on the line is empty", () => {
    const line = [...world0.games.values()].find((entry) => entry.game.status === "line" && entry.match !== undefined)!
    expect(trackerOf(world0, line.game.id)).toMatchObject({ status: "line", events: [], statistics: [], periods: [] })
  })
})

describe("the tracker's poll on the fast path", () => {
  const { routes, world } = Effect.runSync(
    Effect.gen(function* () {
      const feed = yield* SportsFeed
      return { routes: yield* sportsHotRoutes, world: yield* feed.line }
    }).pipe(Effect.provide(SimulatedFeedLive({ ...FEED, tickEvery: 0 }).pipe(Layer.provide(Layer.merge(SportsWorldStoreInMemory, AloneInThisProcess)))), Effect.scoped)
  )
  const route = routes.find((each) => each.path === "/bff-api/sports/tracker")!
  const status = (query: string) => route.answer({ path: route.path, query: new URLSearchParams(query), headers: {}, client: { address: "127.0.0.1", https: false, geoCountry: null } })?.status
  const live = [...world.games.values()].find((entry) => entry.game.status === "live" && world.trackerOf(entry.game.id) !== undefined)!

  it("answers 304 itself to a poll that holds the version its game's header last moved at or later", () => {
    expect(status(`game=${live.game.id}&since=${world.version}`)).toBe(304)
    expect(status(`since=${live.headerVersion}&game=${live.game.id}`)).toBe(304)
  })

  it("answers the tracker whole itself to a poll from an older version, a version the world has not reached, and a first look", () => {
    for (const query of [`game=${live.game.id}&since=${live.headerVersion - 1}`, `game=${live.game.id}&since=${world.version + 1}`, `game=${live.game.id}`])
      expect([query, status(query)]).toEqual([query, 200])
  })

  it("leaves to the sports group an unknown or malformed game, or any other query", () => {
    for (const query of [
      `game=g999999999999&since=${world.version}`,
      "game=g999999999999",
      `game=${live.game.id}%00&since=${world.version}`,
      `game=${live.game.id}&game=${live.game.id}&since=${world.version}`,
      `game=${live.game.id}&since=${world.version}&extra=1`
    ])
      expect([query, status(query)]).toEqual([query, undefined])
  })
})

/** A server clock that stands at START: the feed's world is made then and stays as it was made. */
const standingClock = makeManualClock(START).clock

// The tracker is read from the feed's memory and never touches the database: one database kind is enough.
describe.each(databasesUnderTest.slice(0, 1))("the tracker endpoint on $label", (db) => {
  const server = useTestServer(db, { clock: standingClock, sports: { ...FEED, tickEvery: Duration.zero } })

  it("answers a live game's tracker, 304 to a poll that holds it, and 404 for a game it does not hold", async () => {
    const game = liveTrackers(world0).find((tracker) => tracker.sportId === "football")!
    const answer = await withClient(server.url, (c) => c.sports.tracker({ urlParams: { game: game.gameId } }))
    if (answer instanceof NotModified) throw new Error("expected a tracker")
    expect(answer.tracker).toEqual(game)
    const again = await withClient(server.url, (c) => c.sports.tracker({ urlParams: { game: game.gameId, since: answer.version } }))
    expect(again).toBeInstanceOf(NotModified)
    const missing = await failureOf(server.url, (c) => c.sports.tracker({ urlParams: { game: "g999999999999" } }))
    expect(missing).toMatchObject({ _tag: "SportsNotFound" })
  })
})
