import { Effect, Schema } from "effect"
import { championshipById, championshipIdsOfCountry, type GameFilter, gamesSince } from "./lineReads"
import { GameId, TeamName } from "../../src/domain/api/sports"
import { CyberType, GamesAnswer, SportId } from "../../src/domain/sports/feed"
import { CountryCode } from "../../src/domain/sports/yourCountry"
import type { Line } from "./feedModel"
import type { PlainAnswer } from "../platform/http/cachedAnswer"
import { EncodedCopies } from "../platform/http/compression"
import type { HotRoute } from "../platform/http/hotRoutes"
import { cyberScope } from "./cyberScope"
import { SportsFeed } from "./feed"
import { unchangedShape } from "./http"

/**
 * The live page's most frequent answers as hot reads (ARCHITECTURE 6), answered by node:http from the feed's line in memory:
 * "nothing new" (304) to a poll of the top games, a championship's, a country's, a team's or a cyber list's games, or
 * a section's menu or a game's tracker that holds the current version; and the first look at any of those lists of games (no `since`),
 * encoded once per version of the line for everyone who opens the page then. Anything else (changes to
 * send, a value the contract would refuse) goes the usual way through the sports group, which answers it the same.
 */
const NOT_MODIFIED: PlainAnswer = { status: 304, headers: {}, body: undefined }

const encodeGames = Schema.encodeSync(GamesAnswer)
const encoder = new TextEncoder()
/** Whole answers kept at most, all of one version of the line: one per list asked for (top, championship, team...). */
const WHOLE_ANSWERS_KEPT = 256

/**
 * A list's whole answer as the sports group sends it (the contract's JSON of GamesAnswer), made once per version of
 * the line and query: the live top list is 500 games, some 370 kB, that every player opening the live page asks for.
 */
const wholeAnswers = () => {
  let version = -1
  const kept = new Map<string, EncodedCopies>()
  return (line: Line, key: string, filter: GameFilter, acceptEncoding: string | undefined): PlainAnswer => {
    if (line.version !== version || kept.size >= WHOLE_ANSWERS_KEPT) {
      kept.clear()
      version = line.version
    }
    let body = kept.get(key)
    if (body === undefined) {
      const answer = gamesSince(line, filter, undefined) as GamesAnswer
      body = new EncodedCopies(encoder.encode(JSON.stringify(encodeGames(answer))), "application/json", "per-request")
      kept.set(key, body)
    }
    const { body: bytes, encoding } = body.forEncoding(acceptEncoding)
    // The headers the sports group's answer carries (requestGuard.ts: an API answer is not stored).
    const headers: Record<string, string> = { "content-type": body.contentType, "cache-control": "no-store" }
    if (encoding !== undefined) {
      headers["content-encoding"] = encoding
      headers.vary = "accept-encoding"
    }
    return { status: 200, headers, body: bytes }
  }
}

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

/** A section's poll on the fast path (`section` and `since`, each once): "nothing new" is answered here. */
const route = (path: string, feed: SportsFeed["Type"], unchanged: (line: Line, since: number) => boolean): HotRoute => ({
  path,
  answer: ({ query }) => {
    const line = feed.current()
    const values = exactly(query, ["section", "since"], [])
    const since = versionOf(values?.get("since"))
    if (line === undefined || values === undefined || since === undefined || sectionOf(values.get("section")) === undefined) return undefined
    return unchanged(line, since) ? NOT_MODIFIED : undefined
  }
})

/**
 * A list of games on the fast path, its query `names` (plus any of `optional`) each once: with `since` as well, a
 * poll answered 304 when nothing changed since; without, the whole list (wholeAnswers). `filterOf` reads the
 * values into the list's filter, undefined when the contract refuses one or knows no such list (the sports group
 * answers those with its 400 or 404).
 */
const listRoute = (
  path: string,
  names: ReadonlyArray<string>,
  feed: SportsFeed["Type"],
  filterOf: (values: ReadonlyMap<string, string>) => GameFilter | undefined,
  optional: ReadonlyArray<string> = []
): HotRoute => {
  const whole = wholeAnswers()
  return {
    path,
    answer: ({ query, headers }) => {
      const line = feed.current()
      if (line === undefined) return undefined
      const polled = exactly(query, [...names, "since"], optional)
      if (polled !== undefined) {
        const since = versionOf(polled.get("since"))
        const filter = since === undefined ? undefined : filterOf(polled)
        return filter !== undefined && gamesSince(line, filter, since) === "unchanged" ? NOT_MODIFIED : undefined
      }
      const first = exactly(query, names, optional)
      const filter = first === undefined ? undefined : filterOf(first)
      if (filter === undefined) return undefined
      return whole(line, JSON.stringify([...names, ...optional].map((name) => first!.get(name) ?? null)), filter, headers["accept-encoding"])
    }
  }
}

const isSportId = Schema.is(SportId)
const isGameId = Schema.is(GameId)
const isTeamName = Schema.is(TeamName)
const isCountryCode = Schema.is(CountryCode)
const optionalSport = (values: ReadonlyMap<string, string>): SportId | undefined | null => {
  const sport = values.get("sport")
  return sport === undefined ? undefined : isSportId(sport) ? sport : null
}

export const sportsHotRoutes = Effect.map(SportsFeed, (feed): ReadonlyArray<HotRoute> => [
  listRoute("/bff-api/sports/top", ["section"], feed, (values) => {
    const section = sectionOf(values.get("section"))
    return section === undefined ? undefined : { section, top: true }
  }),
  listRoute("/bff-api/sports/games", ["section", "championship"], feed, (values) => {
    const section = sectionOf(values.get("section"))
    const championshipId = values.get("championship")!
    return section === undefined || championshipById(feed.catalogue, championshipId) === undefined ? undefined : { section, championshipId }
  }),
  route("/bff-api/sports/menu", feed, unchangedShape),
  listRoute("/bff-api/sports/country", ["section", "country"], feed, (values) => {
    const section = sectionOf(values.get("section"))
    const country = values.get("country")
    return section === undefined || !isCountryCode(country) ? undefined : { section, championshipIds: championshipIdsOfCountry(feed.catalogue, country) }
  }),
  listRoute("/bff-api/sports/team", ["sport", "name"], feed, (values) => {
    const sportId = values.get("sport")
    const team = values.get("name")
    return isSportId(sportId) && isTeamName(team) ? { sportId, team } : undefined
  }),
  ...CyberType.literals.map((type) =>
    listRoute(
      `/bff-api/sports/cyber/${type}/games`,
      ["section"],
      feed,
      (values) => {
        const section = sectionOf(values.get("section"))
        const sport = optionalSport(values)
        if (section === undefined || sport === null) return undefined
        const scope = cyberScope(feed.catalogue, type, sport, values.get("championship"))
        return "notFound" in scope ? undefined : { section, ...scope }
      },
      ["sport", "championship"]
    )
  ),
  {
    // A live game's tracker: "nothing new" while its header has not moved since the version polled.
    path: "/bff-api/sports/tracker",
    answer: ({ query }) => {
      const line = feed.current()
      const values = exactly(query, ["game", "since"], [])
      const game = values?.get("game")
      const since = versionOf(values?.get("since"))
      if (line === undefined || since === undefined || !isGameId(game)) return undefined
      return line.trackerUnchanged(game, since) ? NOT_MODIFIED : undefined
    }
  }
])
