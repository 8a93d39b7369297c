import { it } from "@effect/vitest"
import { Effect } from "effect"
import { describe, expect } from "vitest"
import { ApiCalls } from "../../../src/adapters/api/ApiTest"
import { PollSports } from "../../../src/commands/sports/commands"
import { SportsTrackerLoaded, SportsWatchStarted } from "../../../src/commands/sports/events"
import { pollSports } from "../../../src/commands/sports/handlers"
import { NotModified } from "../../../src/domain/api/sports"
import type { Tracker } from "../../../src/domain/sports/tracker"
import { pollIntervalMs, watchKey } from "../../../src/domain/sports/watch"
import { foldEvents } from "../../../src/projections/fold"
import { initialStates } from "../../../src/projections/registry"
import { handlerServices } from "../../support/handlerServices"

const watch = { _tag: "tracker", gameId: "g7", sportId: "football" } as const
const KEY = watchKey(watch)
const watched = new SportsWatchStarted({ key: KEY, watch })
const tracker: Tracker = {
  gameId: "g7",
  sportId: "football",
  status: "live",
  periodKind: "half",
  periodCount: 2,
  period: 2,
  score: { home: 1, away: 0 },
  periods: [{ home: 1, away: 0 }, { home: 0, away: 0 }],
  events: [
    { kind: "goal", side: "home", period: 1, minute: 23, score: { home: 1, away: 0 } },
    { kind: "periodEnd", side: null, period: 1, minute: 45, score: { home: 1, away: 0 } }
  ],
  statistics: [{ kind: "biggestLead", home: 1, away: 0 }],
  stream: false
}
const loaded = new SportsTrackerLoaded({ key: KEY, answer: { version: 12, tracker } })

describe("a live game's tracker on the client", () => {
  it("is polled as its game is: every 5 s, a synthetic sport's every 2 s (SPEC.md 9)", () => {
    expect(KEY).toBe("tracker:g7")
    expect(pollIntervalMs(watch)).toBe(5_000)
    expect(pollIntervalMs({ _tag: "tracker", gameId: "g8", sportId: "virtualfootball" })).toBe(2_000)
  })

  it.effect("asks with the version it holds, and a 304 makes no event", () =>
    Effect.gen(function* () {
      const calls = yield* ApiCalls
      const outcome = yield* pollSports(new PollSports({ key: KEY }), 2)
      expect(outcome.events).toEqual([])
      expect((yield* calls.all).map((call) => call.request)).toEqual([{ urlParams: { game: "g7", since: 12 } }])
    }).pipe(Effect.provide(handlerServices([watched, loaded], { api: { sports: { tracker: [new NotModified()] } } })))
  )

  it.effect("turns an answer into one event, which the trackers and the list fold", () =>
    Effect.gen(function* () {
      const outcome = yield* pollSports(new PollSports({ key: KEY }), 2).pipe(
        Effect.provide(handlerServices([watched], { api: { sports: { tracker: () => ({ version: 12, tracker }) } } }))
      )
      expect(outcome.events).toEqual([loaded])
      const states = foldEvents(initialStates(), [watched, loaded])
      expect(states.sportsTrackers["g7"]).toEqual(tracker)
      expect(states.sportsLists[KEY]).toMatchObject({ version: 12, status: "ready" })
    })
  )
})
