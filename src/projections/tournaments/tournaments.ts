import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { TournamentAnswer, TournamentsAnswer } from "../../domain/api/tournaments"
import { playerScoped } from "../playerScoped"

/**
 * Tournaments (SPEC.md bonus/casino/tournaments and tournaments/{id}): the list as last answered, each tournament read
 * (by id) with its leaderboard and the player's place, those that could not be found, the tournament a page watches,
 * and the last join's refusal. Reset when another player (or a guest) takes the browser: places and entries are theirs.
 */
export const TournamentsState = Schema.Struct({
  owner: Schema.NullOr(Schema.Int),
  status: Schema.Literal("idle", "loaded", "failed"),
  list: Schema.NullOr(TournamentsAnswer),
  byId: Schema.Record({ key: Schema.String, value: TournamentAnswer }),
  missing: Schema.Array(Schema.Int),
  watching: Schema.NullOr(Schema.Int),
  joinError: Schema.NullOr(Schema.Struct({ tournamentId: Schema.Int, error: ApiError }))
})
export type TournamentsState = typeof TournamentsState.Type

const emptyFor = (owner: number | null): TournamentsState => ({ owner, status: "idle", list: null, byId: {}, missing: [], watching: null, joinError: null })

const withTournament = (state: TournamentsState, answer: TournamentAnswer): TournamentsState => {
  const id = answer.tournament.id
  const list =
    state.list === null
      ? null
      : {
          ...state.list,
          tournaments: state.list.tournaments.map((t) => (t.id === id ? { ...t, ...answer.tournament, joined: t.joined || answer.me !== null } : t))
        }
  return { ...state, list, byId: { ...state.byId, [String(id)]: answer }, missing: state.missing.filter((m) => m !== id) }
}

export const tournamentsProjection = playerScoped({
  name: "tournaments",
  schema: TournamentsState,
  emptyFor,
  playerOf: (state) => state.owner,
  tags: [
    "TournamentsLoaded",
    "TournamentsLoadFailed",
    "TournamentLoaded",
    "TournamentLoadFailed",
    "TournamentJoined",
    "TournamentJoinFailed",
    "TournamentWatchStarted",
    "TournamentWatchStopped"
  ],
  apply: (state, event): TournamentsState => {
    switch (event._tag) {
      case "TournamentsLoaded":
        return { ...state, status: "loaded", list: event.answer }
      case "TournamentsLoadFailed":
        return { ...state, status: state.status === "loaded" ? "loaded" : "failed" }
      case "TournamentLoaded":
        return withTournament(state, event.answer)
      case "TournamentLoadFailed":
        return event.error._tag === "ServerRefused" && event.error.status === 404
          ? { ...state, missing: [...state.missing.filter((m) => m !== event.tournamentId), event.tournamentId] }
          : state
      case "TournamentJoined":
        return { ...withTournament(state, event.answer), joinError: null }
      case "TournamentJoinFailed":
        return { ...state, joinError: { tournamentId: event.tournamentId, error: event.error } }
      case "TournamentWatchStarted":
        return { ...state, watching: event.tournamentId }
      case "TournamentWatchStopped":
        return state.watching === event.tournamentId ? { ...state, watching: null } : state
      default:
        return state
    }
  }
})
