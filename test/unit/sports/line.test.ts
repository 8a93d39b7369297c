import { HashMap, Option } from "effect"
import { describe, expect, it } from "vitest"
import {
  MultiLiveChanged,
  ResultsLoaded,
  ResultsLoadFailed,
  SportsChampionshipsLoaded,
  SportsGamesChanged,
  SportsMenuLoaded,
  SportsPollFailed,
  SportsWatchStarted,
  SportsWatchStopped
} from "../../../src/commands/sports/events"
import type { Game } from "../../../src/domain/sports/feed"
import { gameViewAfter, priceAfter } from "../../../src/projections/sports/line"
import { ServerRefused } from "../../../src/domain/api/clientErrors"
import { applyEvent, foldEvents } from "../../../src/projections/fold"
import { initialStates, type States } from "../../../src/projections/registry"
import { ProjectionStore } from "../../../src/projections/store"
import { game, market } from "../../support/sportsLine"

const KEY = "games:line:eng-premier"
const started = new SportsWatchStarted({ key: KEY, watch: { _tag: "games", section: "line", championshipId: "eng-premier" } })
const full = new SportsGamesChanged({ key: KEY, at: 1_800_000_060_000, version: 7, full: true, games: [game(), game({ id: "g2", home: "Leeds", away: "Everton", markets: [] })], removed: [] })

const at = <V>(map: HashMap.HashMap<string, V>, key: string): V | undefined => Option.getOrUndefined(HashMap.get(map, key))
const after = (...events: ReadonlyArray<Parameters<typeof applyEvent>[1]>): States => events.reduce(applyEvent, initialStates())

describe("the sports lists a page watches", () => {
  it("counts watchers, holds the games in the feed's order, and applies what changed", () => {
    const twice = after(started, started)
    expect(twice.sportsLists[KEY]).toMatchObject({ watchers: 2, version: null, status: "loading", gameIds: [] })
    expect(after(started, started, new SportsWatchStopped({ key: KEY })).sportsLists[KEY]!.watchers).toBe(1)

    const loaded = after(started, full)
    expect(loaded.sportsLists[KEY]).toMatchObject({ watchers: 1, version: 7, polledAt: 1_800_000_060_000, status: "ready", gameIds: ["g1", "g2"] })

    // g1 finished and left; g3 is new to the list; g2 changed and keeps its place.
    const delta = new SportsGamesChanged({ key: KEY, at: 1_800_000_060_000, version: 9, full: false, games: [game({ id: "g3", markets: [] }), game({ id: "g2", markets: [] })], removed: ["g1"] })
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
      championshipName: "Premier League",
      country: "England",
      video: false,
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
      at: 1_800_000_060_000,
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
    const goal = new SportsGamesChanged({ key: KEY, at: 1_800_000_060_000, version: 8, full: false, games: [game({ status: "live", score: { home: 1, away: 0 }, markets: [total] })], removed: [] })
    const view = at(applyEvent(before, goal).sportsGames, "g1")!
    expect(view.score).toEqual({ home: 1, away: 0 })
    expect(view.status).toBe("live")
    expect(view.markets.map((m) => m.id)).toEqual(["g1:1x2:0", "g1:total:0:2.5"])
  })

  it("keeps the last 30 prices of an outcome for its chart", () => {
    const prices = Array.from({ length: 35 }, (_, i) => 1.5 + i / 100)
    const events = prices.map(
      (price, i) =>
        new SportsGamesChanged({ key: KEY, at: 1_800_000_060_000, version: 10 + i, full: false, games: [game({ markets: [market({ outcomes: [{ id: "g1:1x2:0:1", kind: "1", price }] })] })], removed: [] })
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
    store.apply(new SportsGamesChanged({ key: KEY, at: 1_800_000_060_000, version: 8, full: false, games: [game({ markets: [market({ outcomes: [{ id: "g1:1x2:0:1", kind: "1", price: 2.2 }] })] })], removed: [] }))
    // A subscription is called once with the current value, then on each write.
    expect([movedWrites, stillWrites]).toEqual([2, 1])
    expect((moved.value as { price: number }).price).toBe(2.2)
  })
})

describe("what each change keeps and replaces (hand examples)", () => {
  it("a whole answer replaces the list's games, even those it does not name as removed", () => {
    const held = after(started, full)
    const whole = new SportsGamesChanged({ key: KEY, at: 1_800_000_060_000, version: 12, full: true, games: [game({ id: "g2", markets: [] })], removed: [] })
    expect(applyEvent(held, whole).sportsLists[KEY]!.gameIds).toEqual(["g2"])
  })

  it("a delta that only removes a game drops it from the list", () => {
    const held = after(started, full)
    const gone = new SportsGamesChanged({ key: KEY, at: 1_800_000_060_000, version: 8, full: false, games: [], removed: ["g1"] })
    expect(applyEvent(held, gone).sportsLists[KEY]!.gameIds).toEqual(["g2"])
  })

  it("a delta that neither adds nor removes games keeps the list's ids as they were", () => {
    const held = after(started, full)
    const moved = new SportsGamesChanged({ key: KEY, at: 1_800_000_060_000, version: 8, full: false, games: [game({ markets: [market({ outcomes: [{ id: "g1:1x2:0:1", kind: "1", price: 2.2 }] })] })], removed: [] })
    expect(applyEvent(held, moved).sportsLists[KEY]!.gameIds).toBe(held.sportsLists[KEY]!.gameIds)
  })

  it("menus and championships are held with the version they came at", () => {
    const menuKey = "menu:live"
    const states = after(
      new SportsWatchStarted({ key: menuKey, watch: { _tag: "menu", section: "live" } }),
      new SportsMenuLoaded({ key: menuKey, menu: { version: 4, section: "live", sports: [{ sport: { id: "tennis", name: "Tennis", cyber: null }, count: 7, championships: 2 }] } })
    )
    expect(states.sportsLists[menuKey]).toMatchObject({ version: 4, status: "ready", menu: [{ sport: { id: "tennis" }, count: 7, championships: 2 }] })
    const champKey = "championships:live:tennis"
    const champs = after(
      new SportsWatchStarted({ key: champKey, watch: { _tag: "championships", section: "live", sportId: "tennis" } }),
      new SportsChampionshipsLoaded({
        key: champKey,
        championships: { version: 5, section: "live", sportId: "tennis", championships: [{ championship: { id: "atp-1", sportId: "tennis", country: "World", name: "ATP", page: null }, count: 3 }] }
      })
    )
    expect(champs.sportsLists[champKey]).toMatchObject({ version: 5, status: "ready", championships: [{ championship: { id: "atp-1" }, count: 3 }] })
  })

  it("every field of a game's header that changes makes a new view with it; the same header keeps the view", () => {
    const before = gameViewAfter(undefined, game())
    expect(gameViewAfter(before, game({ markets: [] }))).toBe(before)
    const changes: ReadonlyArray<Partial<Game>> = [
      { status: "live" },
      { period: 2 },
      { clock: 61 },
      { clockAt: 1_800_000_061_000 },
      { clockRunning: true },
      { startsAt: 1_800_000_900_000 },
      { top: false },
      { home: "Arsenal W" },
      { away: "Chelsea W" },
      { sportId: "tennis" },
      { championshipId: "eng-championship" },
      { score: { home: 1, away: 0 } },
      { score: { home: 0, away: 1 } },
      { periodScores: [{ home: 0, away: 0 }] },
      // An outright's (src/domain/sports/outright.ts): its participants, and their places as a race runs.
      { participants: ["Ruby Rocket", "Jade Jet"] },
      { order: [2, 1] }
    ]
    for (const change of changes) {
      const next = gameViewAfter(before, game({ ...change, markets: [] }))
      expect(next, JSON.stringify(change)).not.toBe(before)
      expect(next, JSON.stringify(change)).toMatchObject(change)
      // The markets it held stay, the same array: only a market new to the game makes a new list.
      expect(next.markets).toBe(before.markets)
    }
    const scored = gameViewAfter(undefined, game({ periodScores: [{ home: 1, away: 0 }] }))
    expect(gameViewAfter(scored, game({ periodScores: [{ home: 1, away: 1 }], markets: [] }))).not.toBe(scored)
    const racing = gameViewAfter(undefined, game({ participants: ["Ruby Rocket", "Jade Jet"], order: [1, 2] }))
    expect(gameViewAfter(racing, game({ participants: ["Ruby Rocket", "Jade Jet"], order: [1, 2], markets: [] }))).toBe(racing)
    expect(gameViewAfter(racing, game({ participants: ["Ruby Rocket", "Jade Jet"], order: [2, 1], markets: [] }))).toMatchObject({ order: [2, 1] })
  })

  it("a market new to the game joins it though the header did not change", () => {
    const before = gameViewAfter(undefined, game())
    const total = market({ id: "g1:total:0:2.5", type: "total", line: 2.5, outcomes: [{ id: "g1:total:0:2.5:over", kind: "over", price: 1.9 }] })
    expect(gameViewAfter(before, game({ markets: [total] })).markets.map((m) => m.id)).toEqual(["g1:1x2:0", "g1:total:0:2.5"])
  })

  it("an answer that moves nothing keeps every keyed collection as it was", () => {
    const held = after(started, full)
    const same = applyEvent(held, new SportsGamesChanged({ key: KEY, at: 1_800_000_060_000, version: 8, full: false, games: [game({ markets: [market()] })], removed: [] }))
    expect(same.sportsGames).toBe(held.sportsGames)
    expect(same.sportsMarkets).toBe(held.sportsMarkets)
    expect(same.sportsPrices).toBe(held.sportsPrices)
  })

  it("a price sent again unchanged keeps its view: no rise or fall is shown for it", () => {
    const view = priceAfter(priceAfter(undefined, 2.1, 7), 2.05, 8)
    expect(priceAfter(view, 2.05, 9)).toBe(view)
    expect(view).toEqual({ price: 2.05, previous: 2.1, version: 8, history: [2.1, 2.05] })
  })
})

describe("results and multi-live", () => {
  it("holds the results of the day and sport last read, or why they could not be read", () => {
    const result = { id: "g9", sportId: "tennis" as const, championshipId: "atp-1", championshipName: "ATP 500", country: "World", startsAt: 1, finishedAt: 2, home: "A", away: "B", score: { home: 2, away: 0 }, periodScores: [] }
    const loaded = after(new ResultsLoaded({ date: "2026-11-22", sportId: "tennis", results: [result] }))
    expect(loaded.sportsResults).toEqual({ date: "2026-11-22", sportId: "tennis", championshipId: null, results: [result], error: null })
    const refused = applyEvent(loaded, new ResultsLoadFailed({ date: "2026-11-21", sportId: null, championshipId: "atp-1", error: new ServerRefused({ status: 503, title: "down" }) }))
    expect(refused.sportsResults).toMatchObject({ date: "2026-11-21", sportId: null, championshipId: "atp-1", results: [], error: { _tag: "ServerRefused", status: 503 } })
  })

  it("multi-live shows the games it was last told, in that order", () => {
    expect(after(new MultiLiveChanged({ gameIds: ["g3", "g1"] })).multiLive).toEqual(["g3", "g1"])
  })
})
