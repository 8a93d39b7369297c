import { Schema } from "effect"
import { FINAL_SEGMENT } from "./championshipFinal"
import { cyberTypeOf } from "./cyber"
import { CyberType, Section, SportId } from "./feed"

/**
 * What a sports page shows and so keeps polling (SPEC.md 2.2 and 9): a section's sports menu, a sport's
 * championships, a championship's games, a section's top games, one game, or several games side by side.
 * Each watch is one list of the feed, polled with the version it holds.
 */
export const Watch = Schema.Union(
  Schema.TaggedStruct("menu", { section: Section }),
  Schema.TaggedStruct("championships", { section: Section, sportId: SportId }),
  // `sportId`, where the page knows it: a synthetic sport's live games are polled faster (pollIntervalMs).
  Schema.TaggedStruct("games", { section: Section, championshipId: Schema.String, sportId: Schema.optional(SportId) }),
  // `limit`: only the first games by start time (the home page's short lists); absent, the whole top list.
  Schema.TaggedStruct("top", { section: Section, limit: Schema.optional(Schema.Int) }),
  Schema.TaggedStruct("game", { section: Section, gameId: Schema.String, sportId: Schema.optional(SportId) }),
  Schema.TaggedStruct("multi", { gameIds: Schema.Array(Schema.String) }),
  Schema.TaggedStruct("cyber", { type: CyberType, section: Section }),
  // The signed-in player's favorite games of a section; the marks themselves come with every answer.
  Schema.TaggedStruct("favorites", { section: Section }),
  // The games of a cyber kind (SPEC.md 2.2 cyber: all), of one of its disciplines, or of one championship of it.
  Schema.TaggedStruct("cyberGames", {
    type: CyberType,
    section: Section,
    sportId: Schema.NullOr(SportId),
    championshipId: Schema.NullOr(Schema.String)
  }),
  // A team's games (SPEC.md 2.2 team), live and upcoming in one list: the name within its sport.
  Schema.TaggedStruct("team", { sportId: SportId, name: Schema.String }),
  // A country's games (SPEC.md 2.2 betsonyour): its own championships' games of a section; the country a code.
  Schema.TaggedStruct("country", { section: Section, country: Schema.String }),
  // A live game's tracker (src/domain/sports/tracker.ts), polled beside its game.
  Schema.TaggedStruct("tracker", { gameId: Schema.String, sportId: Schema.optional(SportId) })
)
export type Watch = typeof Watch.Type

/** The watch as a key: two pages showing the same list share one poll. */
export const watchKey = (watch: Watch): string => {
  switch (watch._tag) {
    case "top":
      return watch.limit === undefined ? `top:${watch.section}` : `top:${watch.section}:${watch.limit}`
    case "menu":
    case "favorites":
      return `${watch._tag}:${watch.section}`
    case "championships":
      return `championships:${watch.section}:${watch.sportId}`
    case "games":
      return `games:${watch.section}:${watch.championshipId}`
    case "game":
      return `game:${watch.section}:${watch.gameId}`
    case "multi":
      return `multi:${watch.gameIds.join(",")}`
    case "cyber":
      return `cyber:${watch.type}:${watch.section}`
    case "cyberGames":
      return `cyberGames:${watch.type}:${watch.section}:${watch.sportId ?? ""}:${watch.championshipId ?? ""}`
    case "team":
      return `team:${watch.sportId}:${watch.name}`
    case "country":
      return `country:${watch.section}:${watch.country}`
    case "tracker":
      return `tracker:${watch.gameId}`
  }
}

/**
 * Synthetic sports: games the simulator plays out in minutes with no real event behind them, the virtual sports and
 * the marble races. SPEC.md 9 polls a synthetic game live every 2 s.
 */
export const isSyntheticSport = (sportId: SportId): boolean => sportId === "marble" || cyberTypeOf(sportId) === "virtual"

const SYNTHETIC_LIVE_MS = 2_000

/**
 * How often a watch is polled, by SPEC.md 9: menus (the cyber sections' too), a championship's games (the
 * dashboard), a game and the favorites every 15 s on the line and 5 s live; top games 60 s and 10 s; multi-live is live
 * games, 5 s; a synthetic sport's live games and the virtual cyber games live every 2 s. A cyber kind's games and a
 * country's are dashboards too; a team's page mixes live and upcoming games, so it polls at the default 10 s. A live
 * game's tracker polls as its game does.
 */
export const pollIntervalMs = (watch: Watch): number => {
  switch (watch._tag) {
    case "top":
      return watch.section === "live" ? 10_000 : 60_000
    case "game":
    case "games":
      return watch.section === "line" ? 15_000 : watch.sportId !== undefined && isSyntheticSport(watch.sportId) ? SYNTHETIC_LIVE_MS : 5_000
    case "cyberGames":
      return watch.section === "line" ? 15_000 : watch.type === "virtual" ? SYNTHETIC_LIVE_MS : 5_000
    case "menu":
    case "championships":
    case "cyber":
    case "favorites":
    case "country":
      return watch.section === "live" ? 5_000 : 15_000
    case "multi":
      return 5_000
    case "team":
      return 10_000
    case "tracker":
      return watch.sportId !== undefined && isSyntheticSport(watch.sportId) ? SYNTHETIC_LIVE_MS : 5_000
  }
}

/**
 * The sports pages' place in a path: /{lng}/{live|line}/{sport?}/{championship?}/{game?} (SPEC.md 2.2), or a
 * championship's final, /{lng}/{live|line}/{sport}/{championship}/final (src/domain/sports/championshipFinal.ts).
 */
export interface SportsPlace {
  readonly section: Section
  readonly sportId: SportId | null
  readonly championshipId: string | null
  readonly gameId: string | null
  /** The championship's final rather than its home (no game then); absent on every other place. */
  readonly final?: true
}

const isSportId = Schema.is(SportId)

/** The place a path names, or null for a path that is not a sports page (or names a sport the line has not). */
export const sportsPlaceOf = (path: string): SportsPlace | null => {
  const [, , section, sport, championship, game, ...rest] = path.split("/")
  if (section !== "live" && section !== "line") return null
  if (rest.some((segment) => segment !== "")) return null
  const sportId = sport === undefined || sport === "" ? null : sport
  if (sportId !== null && !isSportId(sportId)) return null
  const championshipId = sportId === null || championship === undefined || championship === "" ? null : championship
  if (championshipId !== null && game === FINAL_SEGMENT) return { section, sportId, championshipId, gameId: null, final: true }
  const gameId = championshipId === null || game === undefined || game === "" ? null : game
  return { section, sportId, championshipId, gameId }
}

/** The path of a sports place, the inverse of sportsPlaceOf. */
export const sportsPathOf = (lng: string, place: SportsPlace): string =>
  [lng, place.section, place.sportId, place.championshipId, place.final === true && place.championshipId !== null && place.gameId === null ? FINAL_SEGMENT : place.gameId].reduce<string>(
    (path, segment) => (segment === null ? path : `${path}/${segment}`),
    ""
  )
