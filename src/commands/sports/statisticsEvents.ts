import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { GameStatistics } from "../../domain/sports/statistics"
import { version } from "../version"

/** A game's statistics as the feed answered them: head-to-head, both sides' form, the championship's table. */
export class StatisticsLoaded extends Schema.TaggedClass<StatisticsLoaded>()("StatisticsLoaded", {
  ...version(1),
  gameId: Schema.String,
  statistics: GameStatistics
}) {}

/** The feed did not answer, or knows no such game (404). */
export class StatisticsLoadFailed extends Schema.TaggedClass<StatisticsLoadFailed>()("StatisticsLoadFailed", {
  ...version(1),
  gameId: Schema.String,
  error: ApiError
}) {}
