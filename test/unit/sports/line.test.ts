import { HashMap, Option } from "effect"
import { describe, expect, it } from "vitest"
import { SportsGamesChanged, SportsPollFailed, SportsWatchStarted, SportsWatchStopped } from "../../../src/commands/sports/events"
import { ServerRefused } from "../../../src/domain/api/clientErrors"
import { applyEvent, foldEvents } from "../../../src/projections/fold"
import { initialStates, type States } from "../../../src/projections/registry"
import { ProjectionStore } from "../../../src/projections/store"
import { game, market } from "../../support/sportsLine"

const KEY = "games:line:eng-premier"
const started = new SportsWatchStarted({ key: KEY, watch: { _tag: "games", section: "line", championshipId: "eng-premier" } })
const full = new SportsGamesChanged({ key: KEY, version: 7, full: true, games: [game(), game({ id: "g2", home: "Leeds", away: "Everton", markets: [] })], removed: [] })

const at = <V>(map: HashMap.HashMap<string, V>, key: string): V | undefined => Option.getOrUndefined(HashMap.get(map, key))
const after = (...events: ReadonlyArray<Parameters<typeof applyEvent>[1]>): States => events.reduce(applyEvent, initialStates())

describe("the sports lists a page watches", () => {
  it("counts watchers, holds the games in the feed's order, and applies what changed", () => {
    const twice = after(started, started)
    expect(twice.sportsLists[KEY]).toMatchObject({ watchers: 2, version: null, status: "loading", gameIds: [] })
    expect(after(started, started, new SportsWatchStopped({ key: KEY })).sportsLists[KEY]!.watchers).toBe(1)

    const loaded = after(started, full)
    expect(loaded.sportsLists[KEY]).toMatchObject({ watchers: 1, version: 7, status: "ready", gameIds: ["g1", "g2"] })

    // g1 finished and left; g3 is new to the list; g2 changed and keeps its place.
    const delta = new SportsGamesChanged({ key: KEY, version: 9, full: false, games: [game({ id: "g3", markets: [] }), game({ id: "g2", markets: [] })], removed: ["g1"] })
    expect(applyEvent(loaded, delta).sportsLists[KEY]).toMatchObject({ version: 9, gameIds: ["g2", "g3"] })
  })

  it("keeps what a list held when a poll fails, and says so", () => {
    const failed = after(started, full, new SportsPollFailed({ key: KEY, error: new ServerRefused({ status: 502, title: "bad gateway" }) }))
    expect(failed.sportsLists[KEY]).toMatchObject({ status: "failed", version: 7, gameIds: ["g1", "g2"], error: { _tag: "ServerRefused", status: 502 } })
  })

  it("ignores answers and stops for a list no page ever watched", () => {
    const states = initialStates()
    expect(applyEvent(states, full).sportsLists).toBe(states.sportsLists)
    expect(applyEvent(states, new SportsWatchStopped({ key: KEY })).sportsLists).toBe(states.sportsLists)
  })
})

describe("the line's keyed collections: games, market statuses, prices", () => {
  it("splits a whole answer into a game view without prices, each market's status and each outcome's price", () => {
    const states = after(started, full)
    expect(at(states.sportsGames, "g1")).toEqual({
      id: "g1",
      sportId: "football",
      championshipId: "eng-premier",
      startsAt: 1_800_000_000_000,
      home: "Arsenal",
      away: "Chelsea",
      status: "line",
      score: { home: 0, away: 0 },
      periodScores: [],
      period: 0,
      clock: null,
      clockAt: null,
      clockRunning: false,
      top: true,
      markets: [
        {
          id: "g1:1x2:0",
          type: "1x2",
          period: 0,
          line: null,
          outcomes: [
            { id: "g1:1x2:0:1", kind: "1" },
            { id: "g1:1x2:0:X", kind: "X" },
            { id: "g1:1x2:0:2", kind: "2" }
          ]
        }
      ]
    })
    expect(at(states.sportsMarkets, "g1:1x2:0")).toBe("open")
    expect(at(states.sportsPrices, "g1:1x2:0:X")).toEqual({ price: 3.4, previous: null, version: 7, history: [3.4] })
  })

  it("a delta moves one price and suspends its market; the game view and the other prices keep their identity", () => {
    const before = after(started, full)
    // What the feed sends when one price moved and the market was suspended: the header, the market, one outcome.
    const delta = new SportsGamesChanged({
      key: KEY,
      version: 8,
      full: false,
      games: [game({ markets: [market({ status: "suspended", outcomes: [{ id: "g1:1x2:0:1", kind: "1", price: 2.05 }] })] })],
      removed: []
    })
    const next = applyEvent(before, delta)
    expect(at(next.sportsPrices, "g1:1x2:0:1")).toEqual({ price: 2.05, previous: 2.1, version: 8, history: [2.1, 2.05] })
    expect(at(next.sportsPrices, "g1:1x2:0:X")).toBe(at(before.sportsPrices, "g1:1x2:0:X"))
    expect(at(next.sportsMarkets, "g1:1x2:0")).toBe("suspended")
    expect(at(next.sportsGames, "g1")).toBe(at(before.sportsGames, "g1"))
  })

  it("a goal changes the game view's score; a market new to the game joins its list", () => {
    const before = after(started, full)
    const total = market({ id: "g1:total:0:2.5", type: "total", line: 2.5, outcomes: [{ id: "g1:total:0:2.5:over", kind: "over", price: 1.9 }, { id: "g1:total:0:2.5:under", kind: "under", price: 1.9 }] })
    const goal = new SportsGamesChanged({ key: KEY, version: 8, full: false, games: [game({ status: "live", score: { home: 1, away: 0 }, markets: [total] })], removed: [] })
    const view = at(applyEvent(before, goal).sportsGames, "g1")!
    expect(view.score).toEqual({ home: 1, away: 0 })
    expect(view.status).toBe("live")
    expect(view.markets.map((m) => m.id)).toEqual(["g1:1x2:0", "g1:total:0:2.5"])
  })

  it("keeps the last 30 prices of an outcome for its chart", () => {
    const prices = Array.from({ length: 35 }, (_, i) => 1.5 + i / 100)
    const events = prices.map(
      (price, i) =>
        new SportsGamesChanged({ key: KEY, version: 10 + i, full: false, games: [game({ markets: [market({ outcomes: [{ id: "g1:1x2:0:1", kind: "1", price }] })] })], removed: [] })
    )
    const view = at(foldEvents(after(started, full), events).sportsPrices, "g1:1x2:0:1")!
    expect(view.history).toHaveLength(30)
    expect(view.history[0]).toBe(1.55)
    expect(view.history.at(-1)).toBe(1.84)
    expect(view).toMatchObject({ price: 1.84, previous: 1.83, version: 44 })
  })

  it("writes only the signal of the price that moved: one changed price re-renders one cell", () => {
    const store = new ProjectionStore()
    store.applyMany([started, full])
    const moved = store.keySignal("sportsPrices", "g1:1x2:0:1")
    const still = store.keySignal("sportsPrices", "g1:1x2:0:X")
    let movedWrites = 0
    let stillWrites = 0
    moved.subscribe(() => movedWrites++)
    still.subscribe(() => stillWrites++)
    store.apply(new SportsGamesChanged({ key: KEY, version: 8, full: false, games: [game({ markets: [market({ outcomes: [{ id: "g1:1x2:0:1", kind: "1", price: 2.2 }] })] })], removed: [] }))
    // A subscription is called once with the current value, then on each write.
    expect([movedWrites, stillWrites]).toEqual([2, 1])
    expect((moved.value as { price: number }).price).toBe(2.2)
  })
})
