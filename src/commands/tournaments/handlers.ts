import { Effect } from "effect"
import { Api } from "../../adapters/api/Api"
import { emit, emitThen, type Handler } from "../handler"
import { fromServerAnswer } from "../serverAnswer"
import { type JoinTournament, LoadTournament, type LoadTournaments, type UnwatchTournament, type WatchTournament } from "./commands"
import {
  TournamentJoined,
  TournamentJoinFailed,
  TournamentLoaded,
  TournamentLoadFailed,
  TournamentsLoaded,
  TournamentsLoadFailed,
  TournamentWatchStarted,
  TournamentWatchStopped
} from "./events"

export const loadTournaments: Handler<LoadTournaments> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.tournaments.list(),
      (answer) => emit(new TournamentsLoaded({ answer })),
      (error) => emit(new TournamentsLoadFailed({ error }))
    )
  )

export const loadTournament: Handler<LoadTournament> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.tournaments.tournament({ path: { tournamentId: command.tournamentId } }),
      (answer) => emit(new TournamentLoaded({ answer })),
      (error) => emit(new TournamentLoadFailed({ tournamentId: command.tournamentId, error }))
    )
  )

export const joinTournament: Handler<JoinTournament> = (command) =>
  Effect.flatMap(Api, (api) =>
    fromServerAnswer(
      command,
      api.tournaments.join({ path: { tournamentId: command.tournamentId } }),
      (answer) => emit(new TournamentJoined({ answer })),
      (error) => emit(new TournamentJoinFailed({ tournamentId: command.tournamentId, error }))
    )
  )

/** The page is shown: read at once; the area's poller reads it again while it is watched. */
export const watchTournament: Handler<WatchTournament> = (command) =>
  Effect.succeed(emitThen([new TournamentWatchStarted({ tournamentId: command.tournamentId })], [new LoadTournament({ tournamentId: command.tournamentId })]))

export const unwatchTournament: Handler<UnwatchTournament> = (command) => Effect.succeed(emit(new TournamentWatchStopped({ tournamentId: command.tournamentId })))
