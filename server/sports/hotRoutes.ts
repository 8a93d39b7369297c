import { Effect, Schema } from "effect"
import { championshipById, championshipIdsOfCountry, gamesSince } from "../../src/domain/sports/simulator/views"
import { TeamName } from "../../src/domain/api/sports"
import { CyberType, SportId } from "../../src/domain/sports/feed"
import { CountryCode } from "../../src/domain/sports/yourCountry"
import type { World } from "../../src/domain/sports/simulator/world"
import type { PlainAnswer } from "../platform/http/cachedAnswer"
import type { HotRoute } from "../platform/http/hotRoutes"
import { cyberScope } from "./cyberScope"
import { SportsFeed } from "./feed"
import { unchangedShape } from "./http"

/**
 * The live page's most frequent answer, "nothing new" (304), as hot reads (ARCHITECTURE 6): a poll of the top games,
 * a championship's, a country's, a team's or a cyber list's games, or a section's menu that holds the current version is answered by
 * node:http from the world in memory. Anything else (changes to send, a first look, a value the contract would
 * refuse) goes the usual way through the sports group, which answers it the same as before.
 */
const NOT_MODIFIED: PlainAnswer = { status: 304, headers: {}, body: undefined }

/** The one value of each name, when the query has exactly the names given (and any of `optional`), each once. */
const exactly = (query: URLSearchParams, names: ReadonlyArray<string>, optional: ReadonlyArray<string>): ReadonlyMap<string, string> | undefined => {
  const values = new Map<string, string>()
  for (const [name, value] of query) {
    if ((!names.includes(name) && !optional.includes(name)) || values.has(name)) return undefined
    values.set(name, value)
  }
  return names.every((name) => values.has(name)) ? values : undefined
}

/** The contract's `since`: a non-negative whole number, written plainly. */
const versionOf = (text: string | undefined): number | undefined => (text !== undefined && /^(0|[1-9][0-9]{0,14})$/.test(text) ? Number(text) : undefined)
const sectionOf = (text: string | undefined) => (text === "live" || text === "line" ? text : undefined)

/**
 * A poll route on the fast path: the query must have exactly `names` (`since` among them) plus any of `optional`,
 * each once, with values the contract takes (`valid`); then "nothing new" is answered here.
 */
const route = (
  path: string,
  names: ReadonlyArray<string>,
  feed: SportsFeed["Type"],
  unchanged: (world: World, values: ReadonlyMap<string, string>, since: number) => boolean,
  optional: ReadonlyArray<string> = [],
  valid: (values: ReadonlyMap<string, string>) => boolean = (values) => sectionOf(values.get("section")) !== undefined
): HotRoute => ({
  path,
  answer: ({ query }) => {
    const world = feed.current()
    const values = exactly(query, names, optional)
    const since = versionOf(values?.get("since"))
    if (world === undefined || values === undefined || since === undefined || !valid(values)) return undefined
    return unchanged(world, values, since) ? NOT_MODIFIED : undefined
  }
})

const isSportId = Schema.is(SportId)
const isTeamName = Schema.is(TeamName)
const optionalSport = (values: ReadonlyMap<string, string>): SportId | undefined | null => {
  const sport = values.get("sport")
  return sport === undefined ? undefined : isSportId(sport) ? sport : null
}

export const sportsHotRoutes = Effect.map(SportsFeed, (feed): ReadonlyArray<HotRoute> => [
  route("/bff-api/sports/top", ["section", "since"], feed, (world, values, since) => gamesSince(world, { section: sectionOf(values.get("section")), top: true }, since) === "unchanged"),
  route("/bff-api/sports/games", ["section", "championship", "since"], feed, (world, values, since) => {
    const championship = values.get("championship")!
    return championshipById(championship) !== undefined && gamesSince(world, { section: sectionOf(values.get("section")), championshipId: championship }, since) === "unchanged"
  }),
  route("/bff-api/sports/menu", ["section", "since"], feed, (world, _values, since) => unchangedShape(world, since)),
  route("/bff-api/sports/country", ["section", "country", "since"], feed, (world, values, since) => {
    const country = values.get("country")!
    return Schema.is(CountryCode)(country) && gamesSince(world, { section: sectionOf(values.get("section")), championshipIds: championshipIdsOfCountry(country) }, since) === "unchanged"
  }),
  route(
    "/bff-api/sports/team",
    ["sport", "name", "since"],
    feed,
    (world, values, since) => gamesSince(world, { sportId: values.get("sport") as SportId, team: values.get("name")! }, since) === "unchanged",
    [],
    (values) => isSportId(values.get("sport")) && isTeamName(values.get("name"))
  ),
  ...CyberType.literals.map((type) =>
    route(
      `/bff-api/sports/cyber/${type}/games`,
      ["section", "since"],
      feed,
      (world, values, since) => {
        const scope = cyberScope(type, optionalSport(values) ?? undefined, values.get("championship"))
        return !("notFound" in scope) && gamesSince(world, { section: sectionOf(values.get("section")), ...scope }, since) === "unchanged"
      },
      ["sport", "championship"],
      (values) => sectionOf(values.get("section")) !== undefined && optionalSport(values) !== null
    )
  )
])
