import { Schema } from "effect"
import { SportId } from "../../domain/sports/feed"
import { Watch } from "../../domain/sports/watch"
import { captchaAnswer } from "../secret"
import { favoriteCommands } from "./favoriteCommands"
import { LoadStatistics } from "./statisticsCommands"
import { LoadTeamResults } from "./teamCommands"
import { searchCommands } from "./searchCommands"

/** A sports page shows a list of the feed: it is loaded now and polled while any page shows it (SPEC.md 9). */
export class WatchSports extends Schema.TaggedClass<WatchSports>()("WatchSports", { watch: Watch }) {}

/** The page that showed the list is gone; the list is kept, so coming back polls only what changed. */
export class UnwatchSports extends Schema.TaggedClass<UnwatchSports>()("UnwatchSports", { key: Schema.String }) {}

/** Asks the feed what changed in a watched list since the version held (the timer's tick, or a page's first look). */
export class PollSports extends Schema.TaggedClass<PollSports>()("PollSports", { key: Schema.String, ...captchaAnswer }) {}

/**
 * The player clicks an outcome: it is chosen, or no longer chosen (the coupon issue gives this its full meaning;
 * until then the selection shows as chosen). A locked outcome cannot be chosen.
 */
export class PickOutcome extends Schema.TaggedClass<PickOutcome>()("PickOutcome", {
  gameId: Schema.String,
  marketId: Schema.String,
  outcomeId: Schema.String
}) {}

/** Adds a live game to multi-live, or takes it off (SPEC.md 2.2 multi). */
export class ToggleMultiLive extends Schema.TaggedClass<ToggleMultiLive>()("ToggleMultiLive", { gameId: Schema.String }) {}

/** Results of a day (UTC), of one sport or all (SPEC.md 2.8 results). */
export class LoadResults extends Schema.TaggedClass<LoadResults>()("LoadResults", {
  date: Schema.String,
  sportId: Schema.NullOr(SportId),
  /** SPEC.md 2.2 champs/{champId}: one championship's results. */
  championshipId: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null }),
  ...captchaAnswer
}) {}

export const sportsCommands = [WatchSports, UnwatchSports, PollSports, PickOutcome, ToggleMultiLive, LoadResults, LoadStatistics, LoadTeamResults, ...favoriteCommands, ...searchCommands] as const
