import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { Championship, CyberType, GameResult, GamesAnswer, Section, Sport, SportId } from "../sports/feed"
import { GameStatistics } from "../sports/statistics"
import { Favorites, FavoriteTarget } from "../sports/favorites"
import { ChampionshipId, GameId } from "../sports/ids"
import { CountryCode } from "../sports/yourCountry"
import { BadRequest, Unauthorized } from "./errors"
import { FavoritesAnswer, FavoritesLimitReached, FavoritesRevision } from "./sportsFavorites"
import { PlayerText } from "../playerText"
import { TrackerAnswer } from "../sports/tracker"
import { LanguageCode } from "../shell/language"
import { SearchAnswer, SearchQuery } from "../sports/search"

/**
 * The line and live (ARCHITECTURE 6, SPEC.md 2.2): menus, championships, games, results and the cyber sections,
 * answered from the feed's memory. Every answer carries the feed's `version`; a poll that sends `since` (the
 * version it holds) gets only what changed since then, or 304 Not Modified when nothing in its list changed.
 */
export class NotModified extends Schema.TaggedClass<NotModified>()("NotModified", {}) {}
const Unchanged = NotModified.pipe(HttpApiSchema.asEmpty({ status: 304, decode: () => new NotModified() }))

/** An id the feed does not know: a game, a championship. */
export class SportsNotFound extends Schema.TaggedError<SportsNotFound>()(
  "SportsNotFound",
  { message: Schema.String },
  HttpApiSchema.annotations({ status: 404 })
) {}

const Version = Schema.NumberFromString.pipe(Schema.int(), Schema.nonNegative())
// The ids' Schemas live in src/domain/sports/ids.ts (the favorites' targets use them too).
export { GameId }
/** A day as YYYY-MM-DD (UTC). */
export const ResultsDay = Schema.String.pipe(Schema.pattern(/^\d{4}-\d{2}-\d{2}$/, { message: () => "a date as YYYY-MM-DD" }))

const Poll = { since: Schema.optional(Version) }
const TopLimit = Schema.NumberFromString.pipe(Schema.int(), Schema.between(1, 50))

export const MenuSport = Schema.Struct({ sport: Sport, count: Schema.Int, championships: Schema.Int })
export const MenuAnswer = Schema.Struct({ version: Schema.Int, section: Section, sports: Schema.Array(MenuSport) })
export const ChampionshipsAnswer = Schema.Struct({
  version: Schema.Int,
  section: Section,
  sportId: SportId,
  championships: Schema.Array(Schema.Struct({ championship: Championship, count: Schema.Int }))
})
export const ResultsAnswer = Schema.Struct({ version: Schema.Int, date: ResultsDay, results: Schema.Array(GameResult) })
export const CyberAnswer = Schema.Struct({
  version: Schema.Int,
  type: CyberType,
  section: Section,
  sports: Schema.Array(MenuSport),
  championships: Schema.Array(Schema.Struct({ championship: Championship, count: Schema.Int }))
})

/** A team as the feed names it (SPEC.md 2.2 team): its name within a sport. */
export const TeamName = PlayerText(80).pipe(Schema.minLength(1))
/** How many of a team's results its page shows. */
export const TEAM_RESULTS_SHOWN = 10
export const TeamResultsAnswer = Schema.Struct({ version: Schema.Int, sportId: SportId, name: Schema.String, results: Schema.Array(GameResult) })

export const sportsGroup = HttpApiGroup.make("sports")
  .add(
    HttpApiEndpoint.get("menu", "/bff-api/sports/menu")
      .setUrlParams(Schema.Struct({ section: Section, ...Poll }))
      .addSuccess(MenuAnswer)
      .addSuccess(Unchanged)
  )
  .add(
    HttpApiEndpoint.get("championships", "/bff-api/sports/championships")
      .setUrlParams(Schema.Struct({ section: Section, sport: SportId, ...Poll }))
      .addSuccess(ChampionshipsAnswer)
      .addSuccess(Unchanged)
  )
  .add(
    HttpApiEndpoint.get("games", "/bff-api/sports/games")
      .setUrlParams(Schema.Struct({ section: Section, championship: ChampionshipId, ...Poll }))
      .addSuccess(GamesAnswer)
      .addSuccess(Unchanged)
      .addError(SportsNotFound)
  )
  .add(
    // `limit`: only the first games by start time, answered whole (the home page shows a few of them).
    HttpApiEndpoint.get("top", "/bff-api/sports/top")
      .setUrlParams(Schema.Struct({ section: Section, ...Poll, limit: Schema.optional(TopLimit) }))
      .addSuccess(GamesAnswer)
      .addSuccess(Unchanged)
  )
  .add(
    HttpApiEndpoint.get("game", "/bff-api/sports/game/:id")
      .setPath(Schema.Struct({ id: GameId }))
      .setUrlParams(Schema.Struct(Poll))
      .addSuccess(GamesAnswer)
      .addSuccess(Unchanged)
      .addError(SportsNotFound)
  )
  .add(
    // SPEC.md 2.8 statistic: a game's head-to-head, form and table, for a game of the line, of live or of the results.
    HttpApiEndpoint.get("statistics", "/bff-api/sports/statistics/:id")
      .setPath(Schema.Struct({ id: GameId }))
      .addSuccess(GameStatistics)
      .addError(SportsNotFound)
  )
  .add(
    HttpApiEndpoint.get("multi", "/bff-api/sports/multi")
      .setUrlParams(Schema.Struct({ ids: Schema.split(",").pipe(Schema.compose(Schema.Array(GameId)), Schema.maxItems(12), Schema.minItems(1)), ...Poll }))
      .addSuccess(GamesAnswer)
      .addSuccess(Unchanged)
      .addError(SportsNotFound)
  )
  .add(
    HttpApiEndpoint.get("results", "/bff-api/sports/results")
      .setUrlParams(Schema.Struct({ date: ResultsDay, sport: Schema.optional(SportId), championship: Schema.optional(ChampionshipId) }))
      .addSuccess(ResultsAnswer)
      .addError(BadRequest)
      .addError(SportsNotFound)
  )
  .add(
    HttpApiEndpoint.get("cyber", "/bff-api/sports/cyber/:type")
      .setPath(Schema.Struct({ type: CyberType }))
      .setUrlParams(Schema.Struct({ section: Section, ...Poll }))
      .addSuccess(CyberAnswer)
      .addSuccess(Unchanged)
  )
  .add(
    // SPEC.md 2.2 cyber all, {discipline}, {champ}: the games of a cyber kind, of one discipline of it, or of one of
    // the discipline's championships. A discipline of another kind, or a championship of another discipline, is 404.
    HttpApiEndpoint.get("cyberGames", "/bff-api/sports/cyber/:type/games")
      .setPath(Schema.Struct({ type: CyberType }))
      .setUrlParams(Schema.Struct({ section: Section, sport: Schema.optional(SportId), championship: Schema.optional(ChampionshipId), ...Poll }))
      .addSuccess(GamesAnswer)
      .addSuccess(Unchanged)
      .addError(SportsNotFound)
  )
  .add(
    // SPEC.md 2.2 team: a team's live and upcoming games, one list (a game going live stays in it).
    HttpApiEndpoint.get("team", "/bff-api/sports/team")
      .setUrlParams(Schema.Struct({ sport: SportId, name: TeamName, ...Poll }))
      .addSuccess(GamesAnswer)
      .addSuccess(Unchanged)
  )
  .add(
    // SPEC.md 2.2 betsonyour: the games of a country's own championships (src/domain/sports/yourCountry.ts); a country
    // the line has no championship of answers an empty list.
    HttpApiEndpoint.get("country", "/bff-api/sports/country")
      .setUrlParams(Schema.Struct({ section: Section, country: CountryCode, ...Poll }))
      .addSuccess(GamesAnswer)
      .addSuccess(Unchanged)
  )
  .add(
    // The team's recent results (the days the feed keeps), newest first: read once when its page opens.
    HttpApiEndpoint.get("teamResults", "/bff-api/sports/team/results")
      .setUrlParams(Schema.Struct({ sport: SportId, name: TeamName }))
      .addSuccess(TeamResultsAnswer)
  )
  // Favorites (sportsFavorites.ts): the signed-in player's own, else 401. The list polls like the others
  // (`since`, with the revision its list was answered for); a game favorite whose game has gone is dropped.
  .add(
    HttpApiEndpoint.get("favorites", "/bff-api/sports/favorites")
      .setUrlParams(Schema.Struct({ section: Schema.optional(Section), ...Poll, revision: Schema.optional(FavoritesRevision) }))
      .addSuccess(FavoritesAnswer)
      .addSuccess(Unchanged)
      .addError(Unauthorized)
  )
  .add(
    // Adding a favorite the player has is no change (200); a game that has finished or was never made is 404.
    HttpApiEndpoint.post("addFavorite", "/bff-api/sports/favorites")
      .setPayload(FavoriteTarget)
      .addSuccess(Favorites)
      .addError(Unauthorized)
      .addError(SportsNotFound)
      .addError(FavoritesLimitReached)
  )
  .add(
    // Taking off a favorite the player has not is no change either: a game that finished can always be taken off.
    HttpApiEndpoint.del("removeFavorite", "/bff-api/sports/favorites/:kind/:id")
      .setPath(FavoriteTarget)
      .addSuccess(Favorites)
      .addError(Unauthorized)
  )
  .add(
    // A live game's tracker (src/domain/sports/tracker.ts): its score by period, key events and statistics so far.
    // The game by query, not path, so the "nothing new" poll is a hot read (server/sports/hotRoutes.ts).
    HttpApiEndpoint.get("tracker", "/bff-api/sports/tracker")
      .setUrlParams(Schema.Struct({ game: GameId, ...Poll }))
      .addSuccess(TrackerAnswer)
      .addSuccess(Unchanged)
      .addError(SportsNotFound)
  )
  .add(
    // Search of the line as the player types (src/domain/sports/search.ts): sports, championships, teams and games of
    // the line and live, by kind, best first, read from the feed's memory. `lang`: the language sports are named in.
    HttpApiEndpoint.get("search", "/bff-api/sports/search")
      .setUrlParams(Schema.Struct({ q: SearchQuery, lang: Schema.optional(LanguageCode) }))
      .addSuccess(SearchAnswer)
  )
