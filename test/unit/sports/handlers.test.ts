import { it } from "@effect/vitest"
import { Effect } from "effect"
import { describe, expect } from "vitest"
import { ApiCalls } from "../../../src/adapters/api/ApiTest"
import { ToggleBet } from "../../../src/commands/coupon/commands"
import { CouponEdited } from "../../../src/commands/coupon/events"
import { toggleBet } from "../../../src/commands/coupon/handlers"
import { LoadResults, PickOutcome, PollSports, ToggleMultiLive, WatchSports } from "../../../src/commands/sports/commands"
import { MultiLiveChanged, ResultsLoaded, SportsCyberLoaded, SportsGamesChanged, SportsWatchStarted, SportsWatchStopped } from "../../../src/commands/sports/events"
import { loadResults, pickOutcome, pollSports, toggleMultiLive, watchSports } from "../../../src/commands/sports/handlers"
import { ServerRefused } from "../../../src/domain/api/clientErrors"
import { NotModified } from "../../../src/domain/api/sports"
import { foldEvents } from "../../../src/projections/fold"
import { initialStates } from "../../../src/projections/registry"
import { game, market } from "../../support/sportsLine"
import { handlerServices } from "../../support/handlerServices"

const KEY = "games:line:eng-premier"
const watch = { _tag: "games", section: "line", championshipId: "eng-premier" } as const

const services = handlerServices

const watched = new SportsWatchStarted({ key: KEY, watch })
const heldAt7 = new SportsGamesChanged({ key: KEY, at: 1_800_000_060_000, version: 7, full: true, games: [game()], removed: [] })

describe("watching and polling the line (ARCHITECTURE 6, SPEC.md 9)", () => {
  it.effect("a page's first look starts the watch and polls at once", () =>
    Effect.gen(function* () {
      const outcome = yield* watchSports(new WatchSports({ watch }), 1)
      expect(outcome.events).toEqual([new SportsWatchStarted({ key: KEY, watch })])
      expect(outcome.next).toEqual([new PollSports({ key: KEY })])
    }).pipe(Effect.provide(services([])))
  )

  it.effect("polls with the version the list holds, and turns the changes into one event", () =>
    Effect.gen(function* () {
      const delta = { version: 9, full: false, games: [game({ markets: [market({ outcomes: [{ id: "g1:1x2:0:1", kind: "1", price: 2.2 }] })] })], removed: ["g5"] }
      const outcome = yield* pollSports(new PollSports({ key: KEY }), 2).pipe(
        Effect.provide(services([watched, heldAt7], { api: { sports: { games: () => delta } } }))
      )
      expect(outcome.events).toEqual([new SportsGamesChanged({ key: KEY, at: 0, ...delta })])
    })
  )

  it.effect("sends `since` with the held version, none before the first answer", () =>
    Effect.gen(function* () {
      const calls = yield* ApiCalls
      yield* pollSports(new PollSports({ key: KEY }), 2)
      expect((yield* calls.all).map((call) => call.request)).toEqual([{ urlParams: { section: "line", championship: "eng-premier", since: 7 } }])
    }).pipe(Effect.provide(services([watched, heldAt7], { api: { sports: { games: [new NotModified()] } } })))
  )

  it.effect("a 304 changes nothing: no event", () =>
    Effect.gen(function* () {
      const outcome = yield* pollSports(new PollSports({ key: KEY }), 2)
      expect(outcome.events).toEqual([])
    }).pipe(Effect.provide(services([watched, heldAt7], { api: { sports: { games: [new NotModified()] } } })))
  )

  it.effect("a list no page shows any more is not polled", () =>
    Effect.gen(function* () {
      const calls = yield* ApiCalls
      const outcome = yield* pollSports(new PollSports({ key: KEY }), 2)
      expect(outcome.events).toEqual([])
      expect(yield* calls.count("sports.games")).toBe(0)
    }).pipe(Effect.provide(services([watched, heldAt7, new SportsWatchStopped({ key: KEY })])))
  )

  it.effect("a refusal is kept with the list: a game that finished and left answers 404", () =>
    Effect.gen(function* () {
      const outcome = yield* pollSports(new PollSports({ key: "game:live:g1" }), 2)
      expect(outcome.events).toMatchObject([{ _tag: "SportsPollFailed", key: "game:live:g1", error: { _tag: "ServerRefused", status: 404 } }])
    }).pipe(
      Effect.provide(
        services([new SportsWatchStarted({ key: "game:live:g1", watch: { _tag: "game", section: "live", gameId: "g1" } })], {
          api: { sports: { game: [new ServerRefused({ status: 404, title: "game g1 has finished" })] } }
        })
      )
    )
  )
})

describe("the cyber sections", () => {
  const cyberWatch = { _tag: "cyber", type: "virtual", section: "live" } as const
  const answer = {
    version: 6,
    type: "virtual" as const,
    section: "live" as const,
    sports: [{ sport: { id: "virtualfootball" as const, name: "Virtual football", cyber: "virtual" as const }, count: 4, championships: 1 }],
    championships: [{ championship: { id: "vfl", sportId: "virtualfootball" as const, country: "World", name: "Virtual League", page: null }, count: 4 }]
  }

  it.effect("polls a cyber section with the version held and keeps its disciplines and championships", () =>
    Effect.gen(function* () {
      const calls = yield* ApiCalls
      const outcome = yield* pollSports(new PollSports({ key: "cyber:virtual:live" }), 2)
      expect((yield* calls.all).map((call) => call.request)).toEqual([{ path: { type: "virtual" }, urlParams: { section: "live", since: undefined } }])
      expect(outcome.events).toEqual([new SportsCyberLoaded({ key: "cyber:virtual:live", cyber: answer })])
      const states = foldEvents(initialStates(), [new SportsWatchStarted({ key: "cyber:virtual:live", watch: cyberWatch }), ...outcome.events])
      expect(states.sportsLists["cyber:virtual:live"]).toMatchObject({ version: 6, status: "ready", menu: answer.sports, championships: answer.championships })
    }).pipe(Effect.provide(services([new SportsWatchStarted({ key: "cyber:virtual:live", watch: cyberWatch })], { api: { sports: { cyber: () => answer } } })))
  )
})

describe("choosing an outcome", () => {
  const toggle = new ToggleBet({ gameId: "g1", marketId: "g1:1x2:0", outcomeId: "g1:1x2:0:X" })
  const suspended = new SportsGamesChanged({ key: KEY, at: 1_800_000_060_000, version: 8, full: false, games: [game({ markets: [market({ status: "suspended", outcomes: [] })] })], removed: [] })

  it.effect("a price clicked joins the coupon as a bet with its game, market and the price shown", () =>
    Effect.gen(function* () {
      const [event] = (yield* toggleBet(toggle, 3)).events
      expect(event).toMatchObject({ _tag: "CouponEdited", edit: { _tag: "AddBet", bet: { market: { id: "g1:1x2:0:X", marketId: "g1:1x2:0", gameId: "g1", typeId: "1x2", outcome: "X" }, isBlocked: false } } })
      const price = game().markets[0]!.outcomes.find((o) => o.id === "g1:1x2:0:X")!.price
      expect((event as CouponEdited).edit).toMatchObject({ bet: { market: { coef: price } } })
    }).pipe(Effect.provide(services([watched, heldAt7])))
  )

  it.effect("refuses a price of a suspended market, and of one it never saw", () =>
    Effect.gen(function* () {
      expect((yield* toggleBet(toggle, 3)).events).toEqual([])
      expect((yield* toggleBet(new ToggleBet({ gameId: "g9", marketId: "g9:1x2:0", outcomeId: "g9:1x2:0:1" }), 4)).events).toEqual([])
    }).pipe(Effect.provide(services([watched, heldAt7, suspended])))
  )

  it.effect("a bet in the coupon leaves it on the next click, even while its market is suspended", () =>
    Effect.gen(function* () {
      const added = (yield* toggleBet(toggle, 3).pipe(Effect.provide(services([watched, heldAt7])))).events
      const outcome = yield* toggleBet(toggle, 5).pipe(Effect.provide(services([watched, heldAt7, ...added, suspended])))
      expect(outcome.events).toEqual([new CouponEdited({ edit: { _tag: "RemoveBet", betId: "g1:1x2:0:X" } })])
    })
  )

  it.effect("an outcome chosen in a log recorded before the coupon is handed on to the coupon", () =>
    Effect.gen(function* () {
      const outcome = yield* pickOutcome(new PickOutcome({ gameId: "g1", marketId: "g1:1x2:0", outcomeId: "g1:1x2:0:X" }), 3)
      expect(outcome.events).toEqual([])
      expect(outcome.next).toEqual([toggle])
    }).pipe(Effect.provide(services([])))
  )
})

describe("multi-live and results", () => {
  it.effect("adds games to multi-live in order, at most four (the oldest leaves), and takes one off", () =>
    Effect.gen(function* () {
      const outcome = yield* toggleMultiLive(new ToggleMultiLive({ gameId: "g5" }), 1)
      expect(outcome.events).toEqual([new MultiLiveChanged({ gameIds: ["g2", "g3", "g4", "g5"] })])
    }).pipe(Effect.provide(services([new MultiLiveChanged({ gameIds: ["g1", "g2", "g3", "g4"] })])))
  )

  it.effect("a game already on multi-live comes off", () =>
    Effect.gen(function* () {
      const outcome = yield* toggleMultiLive(new ToggleMultiLive({ gameId: "g2" }), 1)
      expect(outcome.events).toEqual([new MultiLiveChanged({ gameIds: ["g1", "g3"] })])
    }).pipe(Effect.provide(services([new MultiLiveChanged({ gameIds: ["g1", "g2", "g3"] })])))
  )

  it.effect("reads a day's results of one sport, and says which day and sport they are", () =>
    Effect.gen(function* () {
      const calls = yield* ApiCalls
      const outcome = yield* loadResults(new LoadResults({ date: "2026-11-22", sportId: "tennis" }), 1)
      expect((yield* calls.all).map((call) => call.request)).toEqual([{ urlParams: { date: "2026-11-22", sport: "tennis" } }])
      expect(outcome.events).toEqual([new ResultsLoaded({ date: "2026-11-22", sportId: "tennis", results: [finishedMatch] })])
    }).pipe(Effect.provide(services([], { api: { sports: { results: () => ({ version: 4, date: "2026-11-22", results: [finishedMatch] }) } } })))
  )

  it.effect("one championship's results (SPEC.md 2.2 champs/{champId}): the championship in the request and in the event", () =>
    Effect.gen(function* () {
      const calls = yield* ApiCalls
      const outcome = yield* loadResults(new LoadResults({ date: "2026-11-22", sportId: null, championshipId: "atp-1" }), 1)
      expect((yield* calls.all).map((call) => call.request)).toEqual([{ urlParams: { date: "2026-11-22", championship: "atp-1" } }])
      expect(outcome.events).toEqual([new ResultsLoaded({ date: "2026-11-22", sportId: null, championshipId: "atp-1", results: [finishedMatch] })])
    }).pipe(Effect.provide(services([], { api: { sports: { results: () => ({ version: 4, date: "2026-11-22", results: [finishedMatch] }) } } })))
  )

  it.effect("every sport: no sport in the request", () =>
    Effect.gen(function* () {
      const calls = yield* ApiCalls
      yield* loadResults(new LoadResults({ date: "2026-11-21", sportId: null }), 1)
      expect((yield* calls.all).map((call) => call.request)).toEqual([{ urlParams: { date: "2026-11-21" } }])
    }).pipe(Effect.provide(services([], { api: { sports: { results: () => ({ version: 4, date: "2026-11-21", results: [] }) } } })))
  )
})

const finishedMatch = {
  id: "g77",
  sportId: "tennis" as const,
  championshipId: "atp-1",
  championshipName: "ATP 500",
  country: "World",
  startsAt: 1_795_000_000_000,
  finishedAt: 1_795_005_400_000,
  home: "Alex Costa",
  away: "Marco Lind",
  score: { home: 2, away: 1 },
  periodScores: [
    { home: 6, away: 4 },
    { home: 3, away: 6 },
    { home: 7, away: 5 }
  ]
}
