import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { TournamentAnswer, TournamentsAnswer } from "../../domain/api/tournaments"
import { version } from "../version"

export class TournamentsLoaded extends Schema.TaggedClass<TournamentsLoaded>()("TournamentsLoaded", { ...version(1), answer: TournamentsAnswer }) {}
export class TournamentsLoadFailed extends Schema.TaggedClass<TournamentsLoadFailed>()("TournamentsLoadFailed", { ...version(1), error: ApiError }) {}

/** One tournament as the server answered it (a read, a poll or a join). */
export class TournamentLoaded extends Schema.TaggedClass<TournamentLoaded>()("TournamentLoaded", { ...version(1), answer: TournamentAnswer }) {}
export class TournamentLoadFailed extends Schema.TaggedClass<TournamentLoadFailed>()("TournamentLoadFailed", { ...version(1), tournamentId: Schema.Int, error: ApiError }) {}

/** The player joined (or had joined): the tournament with their entry. */
export class TournamentJoined extends Schema.TaggedClass<TournamentJoined>()("TournamentJoined", { ...version(1), answer: TournamentAnswer }) {}
/** Refused (over, no account in its currency, self-excluded) or not sent. */
export class TournamentJoinFailed extends Schema.TaggedClass<TournamentJoinFailed>()("TournamentJoinFailed", { ...version(1), tournamentId: Schema.Int, error: ApiError }) {}

export class TournamentWatchStarted extends Schema.TaggedClass<TournamentWatchStarted>()("TournamentWatchStarted", { ...version(1), tournamentId: Schema.Int }) {}
export class TournamentWatchStopped extends Schema.TaggedClass<TournamentWatchStopped>()("TournamentWatchStopped", { ...version(1), tournamentId: Schema.Int }) {}

export const tournamentsServerAnswers = [TournamentsLoaded, TournamentsLoadFailed, TournamentLoaded, TournamentLoadFailed, TournamentJoined, TournamentJoinFailed] as const

export const tournamentsEvents = [...tournamentsServerAnswers, TournamentWatchStarted, TournamentWatchStopped] as const
