import { Effect, Schema } from "effect"
import { championshipById, championshipIdsOfCountry, championshipsOfSport, firstGames, type GameFilter, gamesSince, menu } from "./lineReads"
import { ChampionshipsAnswer, GameId, MenuAnswer, TeamName } from "../../src/domain/api/sports"
import { CyberType, GamesAnswer, SportId } from "../../src/domain/sports/feed"
import { TrackerAnswer } from "../../src/domain/sports/tracker"
import { CountryCode } from "../../src/domain/sports/yourCountry"
import type { Line } from "./feedModel"
import type { PlainAnswer } from "../platform/http/cachedAnswer"
import { compress, type Encoding, MIN_COMPRESSIBLE_BYTES, preferredEncodingOf } from "../platform/http/compression"
import { VersionedAnswers, type VersionedAnswersLimits } from "../platform/http/versionedAnswers"
import type { HotRoute } from "../platform/http/hotRoutes"
import { cyberScope } from "./cyberScope"
import { SportsFeed } from "./feed"
import { unchangedShape } from "./http"

/**
 * The sports polls as hot reads (ARCHITECTURE 6), answered by node:http from the feed's line in memory: every list of
 * games a client polls (the top games, with or without `limit`, a championship's, a country's, a team's, a cyber
 * list's, a game page's), whole or with `since`, a menu's, a sport's championships' and a live game's tracker whole, and
 * "nothing new" (304) to a section's menu or a game's tracker that holds the current version. An answer is made,
 * encoded and compressed once per (version of the line, shape, `since`, encoding) and then sent as those bytes to
 * everyone asking the same (VersionedAnswers: dropped when the line moves on, bounded within a version). Anything
 * else (a value the contract would refuse, an unknown id, a name it does not take) goes the usual way through the
 * sports group, which answers it the same, or with its 400 or 404.
 */
const NOT_MODIFIED: PlainAnswer = { status: 304, headers: {}, body: undefined }

const encodeGames = Schema.encodeSync(GamesAnswer)
const encoder = new TextEncoder()

/**
 * Answers kept per version of the line: a few per list and `since` the clients hold (they poll every 10 s and the line
 * moves every second), and no more than this, however many query strings arrive.
 */
export const SPORTS_ANSWERS_KEPT: VersionedAnswersLimits = { entries: 2048, bytes: 64 * 1024 * 1024 }

/** A list's answer as the sports group sends it (the contract's JSON of GamesAnswer, its headers), in this encoding. */
const gamesAnswer = (answer: GamesAnswer | "unchanged", encoding: Encoding | undefined): PlainAnswer =>
  answer === "unchanged" ? NOT_MODIFIED : jsonAnswer(encodeGames(answer), encoding)

/** An answer's contract JSON with the headers the sports group sends, in this encoding. */
const jsonAnswer = (encoded: unknown, encoding: Encoding | undefined): PlainAnswer => {
  const bytes = encoder.encode(JSON.stringify(encoded))
  // The headers the sports group's answer carries (requestGuard.ts: an API answer is not stored, and is compressed
  // on the way out when it is worth it).
  const headers: Record<string, string> = { "content-type": "application/json", "cache-control": "no-store" }
  if (encoding === undefined || bytes.byteLength < MIN_COMPRESSIBLE_BYTES) return { status: 200, headers, body: bytes }
  headers["content-encoding"] = encoding
  headers.vary = "accept-encoding"
  return { status: 200, headers, body: compress(bytes, encoding, "per-request") }
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
/** The contract's `limit` of the top games: 1 to 50, written plainly. */
const limitOf = (text: string | undefined): number | undefined => (text !== undefined && /^([1-9]|[1-4][0-9]|50)$/.test(text) ? Number(text) : undefined)

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

/** What a list's shape answers at the line's version: its games (whole, the first few, or since a version), or "pass". */
type ListAnswer = (line: Line, values: ReadonlyMap<string, string>, since: number | undefined, path: string) => GamesAnswer | "unchanged" | "pass"

const encodeMenu = Schema.encodeSync(MenuAnswer)
const encodeChampionships = Schema.encodeSync(ChampionshipsAnswer)
const encodeTracker = Schema.encodeSync(TrackerAnswer)

/**
 * A list that changes only with the line's shape (a menu, a sport's championships): a poll with `since` is answered
 * "nothing new" here while the shape holds, and a first look (no `since`, its `names` each once) whole, from
 * `answers`: the first look of every page that shows the list, the server's render of it included.
 */
const shapeRoute = (
  path: string,
  names: ReadonlyArray<string>,
  feed: SportsFeed["Type"],
  answers: VersionedAnswers,
  whole: (line: Line, values: ReadonlyMap<string, string>) => unknown
): HotRoute => {
  const poll = route(path, feed, unchangedShape)
  return {
    path,
    answer: (request) => {
      if (request.query.has("since")) return poll.answer(request)
      const line = feed.current()
      const values = exactly(request.query, names, [])
      if (line === undefined || values === undefined) return undefined
      const encoding = preferredEncodingOf(request.headers["accept-encoding"])
      const key = JSON.stringify([path, ...names.map((name) => values.get(name)), encoding ?? null])
      return answers.answer(line.version, key, () => {
        const encoded = whole(line, values)
        return encoded === "pass" ? "pass" : jsonAnswer(encoded, encoding)
      })
    }
  }
}

/**
 * A list of games on the fast path, its query `names` (plus any of `optional`, and `since`) each once, answered from
 * `answers`: the key is the list, the values in a fixed order, `since` and the encoding, so a query with the same
 * values in another order is the same answer.
 */
const listRoute = (path: string, names: ReadonlyArray<string>, feed: SportsFeed["Type"], answers: VersionedAnswers, answerOf: ListAnswer, optional: ReadonlyArray<string> = []): HotRoute => {
  const all = [...names, ...optional]
  const maybe = [...optional, "since"]
  return {
    path,
    answer: ({ path: asked, query, headers }) => {
      const line = feed.current()
      if (line === undefined) return undefined
      const values = exactly(query, names, maybe)
      if (values === undefined) return undefined
      const sinceText = values.get("since")
      const since = versionOf(sinceText)
      if (sinceText !== undefined && since === undefined) return undefined
      const encoding = preferredEncodingOf(headers["accept-encoding"])
      const key = JSON.stringify([asked, ...all.map((name) => values.get(name) ?? null), since ?? null, encoding ?? null])
      return answers.answer(line.version, key, () => {
        const answer = answerOf(line, values, since, asked)
        return answer === "pass" ? "pass" : gamesAnswer(answer, encoding)
      })
    }
  }
}

/** A list read with a filter: the whole list, or what changed since `since`; "pass" when the filter is none the contract takes. */
const filtered =
  (filterOf: (values: ReadonlyMap<string, string>) => GameFilter | undefined): ListAnswer =>
  (line, values, since) => {
    const filter = filterOf(values)
    return filter === undefined ? "pass" : gamesSince(line, filter, since)
  }

const isSportId = Schema.is(SportId)
const isGameId = Schema.is(GameId)
const isTeamName = Schema.is(TeamName)
const isCountryCode = Schema.is(CountryCode)
const optionalSport = (values: ReadonlyMap<string, string>): SportId | undefined | null => {
  const sport = values.get("sport")
  return sport === undefined ? undefined : isSportId(sport) ? sport : null
}

const GAME_PAGE = "/bff-api/sports/game/"

/** The sports group's hot reads on the feed's line, their answers kept in `answers`. */
export const sportsHotRoutesOn = (feed: SportsFeed["Type"], answers: VersionedAnswers): ReadonlyArray<HotRoute> => [
  listRoute("/bff-api/sports/top", ["section"], feed, answers, (line, values, since) => {
    const section = sectionOf(values.get("section"))
    const limitText = values.get("limit")
    const limit = limitOf(limitText)
    if (section === undefined || (limitText !== undefined && limit === undefined)) return "pass"
    return limit === undefined ? gamesSince(line, { section, top: true }, since) : firstGames(line, { section, top: true }, limit, since)
  }, ["limit"]),
  listRoute(
    "/bff-api/sports/games",
    ["section", "championship"],
    feed,
    answers,
    filtered((values) => {
      const section = sectionOf(values.get("section"))
      const championshipId = values.get("championship")!
      return section === undefined || championshipById(feed.catalogue, championshipId) === undefined ? undefined : { section, championshipId }
    })
  ),
  {
    // A game's page: the game whole, or what changed in it since; an id the line does not hold now is the group's 404.
    ...listRoute(GAME_PAGE, [], feed, answers, (line, _values, since, path) => {
      const id = path.slice(GAME_PAGE.length)
      return isGameId(id) && line.games.has(id) ? gamesSince(line, { ids: new Set([id]) }, since) : "pass"
    }),
    prefix: true
  },
  shapeRoute("/bff-api/sports/menu", ["section"], feed, answers, (line, values) => {
    const section = sectionOf(values.get("section"))
    return section === undefined ? "pass" : encodeMenu({ version: line.version, section, sports: menu(line, feed.catalogue, section) })
  }),
  shapeRoute("/bff-api/sports/championships", ["section", "sport"], feed, answers, (line, values) => {
    const section = sectionOf(values.get("section"))
    const sportId = values.get("sport")
    return section === undefined || !isSportId(sportId)
      ? "pass"
      : encodeChampionships({ version: line.version, section, sportId, championships: championshipsOfSport(line, feed.catalogue, section, sportId) })
  }),
  listRoute(
    "/bff-api/sports/country",
    ["section", "country"],
    feed,
    answers,
    filtered((values) => {
      const section = sectionOf(values.get("section"))
      const country = values.get("country")
      return section === undefined || !isCountryCode(country) ? undefined : { section, championshipIds: championshipIdsOfCountry(feed.catalogue, country) }
    })
  ),
  listRoute(
    "/bff-api/sports/team",
    ["sport", "name"],
    feed,
    answers,
    filtered((values) => {
      const sportId = values.get("sport")
      const team = values.get("name")
      return isSportId(sportId) && isTeamName(team) ? { sportId, team } : undefined
    })
  ),
  ...CyberType.literals.map((type) =>
    listRoute(
      `/bff-api/sports/cyber/${type}/games`,
      ["section"],
      feed,
      answers,
      filtered((values) => {
        const section = sectionOf(values.get("section"))
        const sport = optionalSport(values)
        if (section === undefined || sport === null) return undefined
        const scope = cyberScope(feed.catalogue, type, sport, values.get("championship"))
        return "notFound" in scope ? undefined : { section, ...scope }
      }),
      ["sport", "championship"]
    )
  ),
  {
    // A live game's tracker: "nothing new" while its header has not moved since the version polled, else the tracker
    // whole (the first look of a live game's page, the server's render of it included); a game the feed does not
    // track is the group's 404.
    path: "/bff-api/sports/tracker",
    answer: ({ query, headers }) => {
      const line = feed.current()
      const values = exactly(query, ["game"], ["since"])
      const game = values?.get("game")
      const sinceText = values?.get("since")
      const since = versionOf(sinceText)
      if (line === undefined || !isGameId(game) || (sinceText !== undefined && since === undefined)) return undefined
      if (line.trackerUnchanged(game, since)) return NOT_MODIFIED
      const encoding = preferredEncodingOf(headers["accept-encoding"])
      return answers.answer(line.version, JSON.stringify(["/bff-api/sports/tracker", game, encoding ?? null]), () => {
        const tracker = line.trackerOf(game)
        return tracker === undefined ? "pass" : jsonAnswer(encodeTracker({ version: line.version, tracker }), encoding)
      })
    }
  }
]

export const sportsHotRoutes = Effect.map(SportsFeed, (feed) => sportsHotRoutesOn(feed, new VersionedAnswers(SPORTS_ANSWERS_KEPT)))
