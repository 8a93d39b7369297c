import { describe, expect, it } from "vitest"
import { LoggedOut, SessionChecked } from "../../src/commands/session/events"
import {
  TournamentJoined,
  TournamentJoinFailed,
  TournamentLoaded,
  TournamentLoadFailed,
  TournamentsLoaded,
  TournamentWatchStarted,
  TournamentWatchStopped
} from "../../src/commands/tournaments/events"
import { ServerRefused } from "../../src/domain/api/clientErrors"
import { tournamentsProjection } from "../../src/projections/tournaments/tournaments"

/** The tournaments' state as their pages read it: the list, each tournament by id with the player's place, the watched page. */

const summary = (id: number, entrants = 0) => ({
  id,
  kind: "casino" as const,
  title: { en: "Spin sprint", ru: "Спринт вращений" },
  currency: "RUB",
  startsAt: 1_000,
  endsAt: 9_000,
  phase: "running" as const,
  prizes: [{ place: 1, amount: 100_00 }],
  games: [{ gameId: "dice", weight: 100 }],
  minCoef: null,
  entrants,
  settledAt: null
})
const answer = (id: number, me: { place: number; points: number } | null, entrants = 1) => ({
  tournament: summary(id, entrants),
  leaderboard: me === null ? [] : [{ place: me.place, player: "…7", points: me.points, prize: 100_00, me: true }],
  me: me === null ? null : { ...me, joinedAt: 2_000 },
  now: 3_000
})

const fold = (events: ReadonlyArray<any>): typeof tournamentsProjection.initial =>
  events.reduce((state, event) => tournamentsProjection.apply(state, event), tournamentsProjection.initial)

describe("the tournaments projection", () => {
  it("keeps the list, a tournament by id, and marks the list's tournament joined once the player's entry arrives", () => {
    const state = fold([
      new SessionChecked({ userId: 7 }),
      new TournamentsLoaded({ answer: { tournaments: [{ ...summary(1), joined: false }, { ...summary(2), joined: false }], now: 3_000 } }),
      new TournamentJoined({ answer: answer(1, { place: 1, points: 0 }) }),
      new TournamentLoaded({ answer: answer(1, { place: 1, points: 10_00 }) })
    ])
    expect(state.status).toBe("loaded")
    expect(state.byId["1"]!.me).toEqual({ place: 1, points: 10_00, joinedAt: 2_000 })
    expect(state.list!.tournaments.map((t) => [t.id, t.joined, t.entrants])).toEqual([
      [1, true, 1],
      [2, false, 0]
    ])
  })

  it("keeps a 404 tournament as missing, a refused join for its tournament, and the watched tournament until its page stops", () => {
    const state = fold([
      new SessionChecked({ userId: 7 }),
      new TournamentLoadFailed({ tournamentId: 5, error: new ServerRefused({ status: 404, title: "TournamentNotFound" }) }),
      new TournamentJoinFailed({ tournamentId: 2, error: new ServerRefused({ status: 409, title: "TournamentJoinRefused", code: 90 }) }),
      new TournamentWatchStarted({ tournamentId: 2 }),
      new TournamentWatchStopped({ tournamentId: 3 })
    ])
    expect(state.missing).toEqual([5])
    expect(state.joinError?.tournamentId).toBe(2)
    expect(state.watching).toBe(2)
    expect(fold([new TournamentWatchStarted({ tournamentId: 2 }), new TournamentWatchStopped({ tournamentId: 2 })]).watching).toBeNull()
  })

  it("forgets the player's entries when another player, or a guest, takes the browser", () => {
    const state = fold([new SessionChecked({ userId: 7 }), new TournamentLoaded({ answer: answer(1, { place: 1, points: 5_00 }) }), new LoggedOut({})])
    expect(state.owner).toBeNull()
    expect(state.byId).toEqual({})
  })
})
