import { Schema } from "effect"
import { ChampionshipsAnswer, CyberAnswer, MenuAnswer } from "../../domain/api/sports"
import { ApiError } from "../../domain/api/clientErrors"
import { Game, GameResult, SportId } from "../../domain/sports/feed"
import { TrackerAnswer } from "../../domain/sports/tracker"
import { Watch } from "../../domain/sports/watch"
import { version } from "../version"
import { favoriteEvents, favoriteServerAnswers } from "./favoriteEvents"
import { StatisticsLoaded, StatisticsLoadFailed } from "./statisticsEvents"
import { TeamResultsLoaded, TeamResultsLoadFailed } from "./teamEvents"
import { searchEvents } from "./searchEvents"

/** A page began showing a list (one more watcher of `key`). */
export class SportsWatchStarted extends Schema.TaggedClass<SportsWatchStarted>()("SportsWatchStarted", {
  ...version(1),
  key: Schema.String,
  watch: Watch
}) {}

/** A page that showed the list is gone (one watcher fewer). */
export class SportsWatchStopped extends Schema.TaggedClass<SportsWatchStopped>()("SportsWatchStopped", { ...version(1), key: Schema.String }) {}

/** A section's sports with their counts, as the feed answered at `version`. */
export class SportsMenuLoaded extends Schema.TaggedClass<SportsMenuLoaded>()("SportsMenuLoaded", {
  ...version(1),
  key: Schema.String,
  menu: MenuAnswer
}) {}

/** A sport's championships with their counts. */
export class SportsChampionshipsLoaded extends Schema.TaggedClass<SportsChampionshipsLoaded>()("SportsChampionshipsLoaded", {
  ...version(1),
  key: Schema.String,
  championships: ChampionshipsAnswer
}) {}

/** A cyber section (real, virtual or stream): its disciplines and their championships, with their counts. */
export class SportsCyberLoaded extends Schema.TaggedClass<SportsCyberLoaded>()("SportsCyberLoaded", {
  ...version(1),
  key: Schema.String,
  cyber: CyberAnswer
}) {}

/**
 * What changed in a list of games since the version held (ARCHITECTURE 6): with `full`, the whole list;
 * otherwise per changed game its header and only the markets and outcomes that changed, and the games that left.
 */
export class SportsGamesChanged extends Schema.TaggedClass<SportsGamesChanged>()("SportsGamesChanged", {
  ...version(1),
  key: Schema.String,
  /** When the answer came (epoch ms): a live game's running clock is shown as of then. */
  at: Schema.Number,
  version: Schema.Int,
  full: Schema.Boolean,
  games: Schema.Array(Game),
  removed: Schema.Array(Schema.String)
}) {}

/** The feed did not answer, or refused (a game that has finished and gone: 404). */
export class SportsPollFailed extends Schema.TaggedClass<SportsPollFailed>()("SportsPollFailed", {
  ...version(1),
  key: Schema.String,
  error: ApiError
}) {}

/** A live game's tracker as the feed answered at `answer.version` (a 304 makes no event). */
export class SportsTrackerLoaded extends Schema.TaggedClass<SportsTrackerLoaded>()("SportsTrackerLoaded", {
  ...version(1),
  key: Schema.String,
  answer: TrackerAnswer
}) {}

/**
 * The player chose an outcome, or took it back: the fact before the coupon existed, kept so that logs recorded then
 * still import (an event type once shipped is never removed). Nothing folds it any more: the coupon's CouponEdited
 * is the choice now.
 */
export class OutcomePicked extends Schema.TaggedClass<OutcomePicked>()("OutcomePicked", {
  ...version(1),
  gameId: Schema.String,
  marketId: Schema.String,
  outcomeId: Schema.String,
  picked: Schema.Boolean
}) {}

/** The games multi-live shows side by side, in the order they were added. */
export class MultiLiveChanged extends Schema.TaggedClass<MultiLiveChanged>()("MultiLiveChanged", {
  ...version(1),
  gameIds: Schema.Array(Schema.String)
}) {}

/** The finished games of the day, newest first, with their final and period scores. */
// championshipId: logs from before results could be read by championship hold every championship's (null).
const resultsChampionship = { championshipId: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }) }

export class ResultsLoaded extends Schema.TaggedClass<ResultsLoaded>()("ResultsLoaded", {
  ...version(1),
  date: Schema.String,
  sportId: Schema.NullOr(SportId),
  ...resultsChampionship,
  results: Schema.Array(GameResult)
}) {}

export class ResultsLoadFailed extends Schema.TaggedClass<ResultsLoadFailed>()("ResultsLoadFailed", {
  ...version(1),
  date: Schema.String,
  sportId: Schema.NullOr(SportId),
  ...resultsChampionship,
  error: ApiError
}) {}

export const sportsEvents = [
  SportsWatchStarted,
  SportsWatchStopped,
  SportsMenuLoaded,
  SportsChampionshipsLoaded,
  SportsCyberLoaded,
  SportsGamesChanged,
  SportsPollFailed,
  OutcomePicked,
  MultiLiveChanged,
  ResultsLoaded,
  ResultsLoadFailed,
  StatisticsLoaded,
  StatisticsLoadFailed,
  TeamResultsLoaded,
  TeamResultsLoadFailed,
  ...favoriteEvents,
  SportsTrackerLoaded,
  ...searchEvents
] as const

/** The feed's answers. */
export const sportsServerAnswers = [SportsMenuLoaded, SportsChampionshipsLoaded, SportsCyberLoaded, SportsGamesChanged, SportsPollFailed, ResultsLoaded, ResultsLoadFailed, StatisticsLoaded, StatisticsLoadFailed, TeamResultsLoaded, TeamResultsLoadFailed, ...favoriteServerAnswers, SportsTrackerLoaded] as const
