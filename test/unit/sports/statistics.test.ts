import { it } from "@effect/vitest"
import { Effect } from "effect"
import { describe, expect } from "vitest"
import { ApiCalls } from "../../../src/adapters/api/ApiTest"
import { LoadStatistics } from "../../../src/commands/sports/statisticsCommands"
import { StatisticsLoaded, StatisticsLoadFailed } from "../../../src/commands/sports/statisticsEvents"
import { loadStatistics } from "../../../src/commands/sports/statisticsHandlers"
import { NetworkError, ServerRefused } from "../../../src/domain/api/clientErrors"
import type { GameStatistics } from "../../../src/domain/sports/statistics"
import { applyEvent } from "../../../src/projections/fold"
import { initialStates } from "../../../src/projections/registry"
import { handlerServices } from "../../support/handlerServices"

const meeting = { id: "past-1", championshipId: "epl", championshipName: "Premier League", playedAt: 1_790_000_000_000, home: "Arsenal", away: "Chelsea", score: { home: 2, away: 1 } }

/** A game's statistics as the server would answer them, small enough to read. */
const arsenalChelsea: GameStatistics = {
  gameId: "g12",
  sportId: "football",
  championshipId: "epl",
  championshipName: "Premier League",
  country: "England",
  startsAt: 1_800_000_000_000,
  home: "Arsenal",
  away: "Chelsea",
  headToHead: [meeting],
  form: { home: [{ game: meeting, result: "W" }], away: [{ game: meeting, result: "L" }] },
  standings: {
    championshipId: "epl",
    championshipName: "Premier League",
    rule: "points",
    rows: [
      { position: 1, team: "Arsenal", played: 1, won: 1, drawn: 0, lost: 0, goalsFor: 2, goalsAgainst: 1, points: 3 },
      { position: 2, team: "Chelsea", played: 1, won: 0, drawn: 0, lost: 1, goalsFor: 1, goalsAgainst: 2, points: 0 }
    ]
  }
}

const after = (...events: ReadonlyArray<Parameters<typeof applyEvent>[1]>) => events.reduce(applyEvent, initialStates())

describe("the sportsStatistics projection", () => {
  it("starts with no game", () => {
    expect(initialStates().sportsStatistics).toEqual({ gameId: null, statistics: null, error: null })
  })

  it("holds the statistics of the game last read", () => {
    expect(after(new StatisticsLoaded({ gameId: "g12", statistics: arsenalChelsea })).sportsStatistics).toEqual({ gameId: "g12", statistics: arsenalChelsea, error: null })
  })

  it("a failure replaces what it held: the game it was for and why", () => {
    const refused = after(
      new StatisticsLoaded({ gameId: "g12", statistics: arsenalChelsea }),
      new StatisticsLoadFailed({ gameId: "g99", error: new ServerRefused({ status: 404, title: "no game g99" }) })
    )
    expect(refused.sportsStatistics).toEqual({ gameId: "g99", statistics: null, error: new ServerRefused({ status: 404, title: "no game g99" }) })
    // Read again later: the failure is gone.
    expect(applyEvent(refused, new StatisticsLoaded({ gameId: "g99", statistics: { ...arsenalChelsea, gameId: "g99" } })).sportsStatistics.error).toBeNull()
  })
})

const services = handlerServices

describe("loading a game's statistics", () => {
  it.effect("asks the feed for the game and records its answer", () =>
    Effect.gen(function* () {
      const calls = yield* ApiCalls
      const outcome = yield* loadStatistics(new LoadStatistics({ gameId: "g12" }), 1)
      expect((yield* calls.all).map((call) => call.request)).toEqual([{ path: { id: "g12" } }])
      expect(outcome.events).toEqual([new StatisticsLoaded({ gameId: "g12", statistics: arsenalChelsea })])
    }).pipe(Effect.provide(services([], { api: { sports: { statistics: () => arsenalChelsea } } })))
  )

  it.effect("records why not when the feed does not answer", () =>
    Effect.gen(function* () {
      const outcome = yield* loadStatistics(new LoadStatistics({ gameId: "g12" }), 1)
      expect(outcome.events).toEqual([new StatisticsLoadFailed({ gameId: "g12", error: new NetworkError({ message: "down" }) })])
    }).pipe(Effect.provide(services([], { api: { sports: { statistics: [new NetworkError({ message: "down" })] } } })))
  )

  it("a command names a game by its id: anything else is refused before it reaches the log", () => {
    expect(() => new LoadStatistics({ gameId: "../admin" })).toThrow()
  })
})
