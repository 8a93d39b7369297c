import { Schema } from "effect"

/** Reads the tournaments: running, upcoming and finished, with whether the signed-in player joined each. */
export class LoadTournaments extends Schema.TaggedClass<LoadTournaments>()("LoadTournaments", {}) {}

/** Reads one tournament: its rules and prizes, the leaderboard's first places and the player's own place. */
export class LoadTournament extends Schema.TaggedClass<LoadTournament>()("LoadTournament", { tournamentId: Schema.Int }) {}

/** The player joins a tournament: only their stakes from now on count. */
export class JoinTournament extends Schema.TaggedClass<JoinTournament>()("JoinTournament", { tournamentId: Schema.Int }) {}

/** A tournament's page is shown: its leaderboard is read again every few seconds while it is. */
export class WatchTournament extends Schema.TaggedClass<WatchTournament>()("WatchTournament", { tournamentId: Schema.Int }) {}

/** The tournament's page is gone. */
export class UnwatchTournament extends Schema.TaggedClass<UnwatchTournament>()("UnwatchTournament", { tournamentId: Schema.Int }) {}

export const tournamentsCommands = [LoadTournaments, LoadTournament, JoinTournament, WatchTournament, UnwatchTournament] as const
