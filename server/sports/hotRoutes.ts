import { Effect, Schema } from "effect"
import { championshipById, championshipIdsOfCountry, gamesSince } from "../../src/domain/sports/simulator/views"
import { CountryCode } from "../../src/domain/sports/yourCountry"
import type { World } from "../../src/domain/sports/simulator/world"
import type { PlainAnswer } from "../platform/http/cachedAnswer"
import type { HotRoute } from "../platform/http/hotRoutes"
import { SportsFeed } from "./feed"
import { unchangedShape } from "./http"

/**
 * The live page's most frequent answer, "nothing new" (304), as hot reads (ARCHITECTURE 6): a poll of the top games,
 * a championship's games, a country's games or a section's menu that holds the current version is answered by
 * node:http from the world in memory. Anything else (changes to send, a first look, a value the contract would
 * refuse) goes the usual way through the sports group, which answers it the same as before.
 */
const NOT_MODIFIED: PlainAnswer = { status: 304, headers: {}, body: undefined }

/** The one value of `name`, when the query has exactly the names given, each once. */
const exactly = (query: URLSearchParams, names: ReadonlyArray<string>): ReadonlyMap<string, string> | undefined => {
  const values = new Map<string, string>()
  for (const [name, value] of query) {
    if (!names.includes(name) || values.has(name)) return undefined
    values.set(name, value)
  }
  return values.size === names.length ? values : undefined
}

/** The contract's `since`: a non-negative whole number, written plainly. */
const versionOf = (text: string | undefined): number | undefined => (text !== undefined && /^(0|[1-9][0-9]{0,14})$/.test(text) ? Number(text) : undefined)
const sectionOf = (text: string | undefined) => (text === "live" || text === "line" ? text : undefined)

const route = (path: string, names: ReadonlyArray<string>, feed: SportsFeed["Type"], unchanged: (world: World, values: ReadonlyMap<string, string>, since: number) => boolean): HotRoute => ({
  path,
  answer: ({ query }) => {
    const world = feed.current()
    const values = exactly(query, names)
    const since = versionOf(values?.get("since"))
    if (world === undefined || values === undefined || since === undefined || sectionOf(values.get("section")) === undefined) return undefined
    return unchanged(world, values, since) ? NOT_MODIFIED : undefined
  }
})

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
  })
])
