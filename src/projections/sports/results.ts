import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { GameResult, SportId } from "../../domain/sports/feed"
import { defineProjection } from "../projection"

/** The results last read (SPEC.md 2.8 results, 2.2 champs): which day, sport and championship, and the finished games or why they are not. */
export const SportsResultsState = Schema.Struct({
  date: Schema.NullOr(Schema.String),
  sportId: Schema.NullOr(SportId),
  championshipId: Schema.NullOr(Schema.String),
  results: Schema.Array(GameResult),
  error: Schema.NullOr(ApiError)
})
export type SportsResultsState = typeof SportsResultsState.Type

export const sportsResultsProjection = defineProjection({
  name: "sportsResults",
  schema: SportsResultsState,
  initial: { date: null, sportId: null, championshipId: null, results: [], error: null } as SportsResultsState,
  tags: ["ResultsLoaded", "ResultsLoadFailed"],
  apply: (_state, event): SportsResultsState =>
    event._tag === "ResultsLoaded"
      ? { date: event.date, sportId: event.sportId, championshipId: event.championshipId, results: event.results, error: null }
      : { date: event.date, sportId: event.sportId, championshipId: event.championshipId, results: [], error: event.error }
})
