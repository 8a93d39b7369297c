import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { GameResult, SportId } from "../../domain/sports/feed"
import { version } from "../version"

/** A team's recent results as the feed answered them, newest first. */
export class TeamResultsLoaded extends Schema.TaggedClass<TeamResultsLoaded>()("TeamResultsLoaded", {
  ...version(1),
  sportId: SportId,
  name: Schema.String,
  results: Schema.Array(GameResult)
}) {}

/** The feed did not answer. */
export class TeamResultsLoadFailed extends Schema.TaggedClass<TeamResultsLoadFailed>()("TeamResultsLoadFailed", {
  ...version(1),
  sportId: SportId,
  name: Schema.String,
  error: ApiError
}) {}
