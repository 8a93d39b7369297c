import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { GameResult, SportId } from "../../domain/sports/feed"
import { defineProjection } from "../projection"

/** The team's results last read (SPEC.md 2.2 team): which team, and its results or why there are none. One team at a time. */
export const SportsTeamResultsState = Schema.Struct({
  sportId: Schema.NullOr(SportId),
  name: Schema.NullOr(Schema.String),
  results: Schema.Array(GameResult),
  error: Schema.NullOr(ApiError)
})
export type SportsTeamResultsState = typeof SportsTeamResultsState.Type

export const sportsTeamResultsProjection = defineProjection({
  name: "sportsTeamResults",
  schema: SportsTeamResultsState,
  initial: { sportId: null, name: null, results: [], error: null } as SportsTeamResultsState,
  tags: ["TeamResultsLoaded", "TeamResultsLoadFailed"],
  apply: (_state, event): SportsTeamResultsState =>
    event._tag === "TeamResultsLoaded"
      ? { sportId: event.sportId, name: event.name, results: event.results, error: null }
      : { sportId: event.sportId, name: event.name, results: [], error: event.error }
})
