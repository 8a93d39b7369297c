import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { GameStatistics } from "../../domain/sports/statistics"
import { defineProjection } from "../projection"

/**
 * The statistics last read (SPEC.md 2.8 statistic): which game, and its statistics or why there are none. One game
 * at a time: a window shows one statistics page, and the page asks again when it opens.
 */
export const SportsStatisticsState = Schema.Struct({
  gameId: Schema.NullOr(Schema.String),
  statistics: Schema.NullOr(GameStatistics),
  error: Schema.NullOr(ApiError)
})
export type SportsStatisticsState = typeof SportsStatisticsState.Type

export const sportsStatisticsProjection = defineProjection({
  name: "sportsStatistics",
  schema: SportsStatisticsState,
  initial: { gameId: null, statistics: null, error: null } as SportsStatisticsState,
  tags: ["StatisticsLoaded", "StatisticsLoadFailed"],
  apply: (_state, event): SportsStatisticsState =>
    event._tag === "StatisticsLoaded"
      ? { gameId: event.gameId, statistics: event.statistics, error: null }
      : { gameId: event.gameId, statistics: null, error: event.error }
})
