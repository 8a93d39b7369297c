import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { BadRequest, ErrorCode } from "../../src/domain/api/errors"
import { NotModified, SportsNotFound, TEAM_RESULTS_SHOWN } from "../../src/domain/api/sports"
import type { Section } from "../../src/domain/sports/feed"
import type { Line } from "./feedModel"
import { championshipById, championshipIdsOfCountry, championshipsOfSport, firstGames, gamesSince, type GameFilter, menu, resultsOf, teamResultsOf } from "./lineReads"
import { SessionService } from "../session/service"
import { signedInPlayer } from "../session/signedInPlayer"
import { SportsFavorites } from "./favorites"
import { cyberScope } from "./cyberScope"
import { SportsFeed } from "./feed"
import { lineSearch } from "./search"

const notFound = (message: string) => new SportsNotFound({ message })

/** Lists that change only when games are made, start or finish (menus, counts): 304 while their shape holds. */
export const unchangedShape = (line: Line, since: number | undefined) =>
  since !== undefined && since >= line.structureVersion && since <= line.version

const games = (line: Line, filter: GameFilter, since: number | undefined) => {
  const answer = gamesSince(line, filter, since)
  return answer === "unchanged" ? new NotModified() : answer
}

/** A day YYYY-MM-DD as the epoch ms of its UTC midnight, or undefined when there is no such day. */
const dayOf = (date: string): number | undefined => {
  const day = Date.parse(`${date}T00:00:00Z`)
  return Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== date ? undefined : day
}

/**
 * The sports group's handlers: every answer is read from the feed's line in memory (lineReads.ts, and the feed's own
 * statistics and trackers). Malformed query values are refused by the contract's Schemas (400); ids the feed does not know get
 * SportsNotFound (404).
 */
export const SportsHttpLive = HttpApiBuilder.group(OddsfoldApi, "sports", (handlers) =>
  Effect.gen(function* () {
    const feed = yield* SportsFeed
    // Favorites (favorites.ts) are the signed-in player's own: every call without one is 401.
    const favorites = yield* SportsFavorites
    const player = Effect.provideService(signedInPlayer, SessionService, yield* SessionService)
    const { catalogue } = feed
    const menuOf = (line: Line, section: Section) => ({ version: line.version, section, sports: menu(line, catalogue, section) })
    const search = lineSearch(catalogue)
    const gamesOf = function* (line: Line) {
      for (const entry of line.games.values()) yield entry.game
    }
    return handlers
      .handle("favorites", ({ urlParams }) => Effect.flatMap(player, ({ userId }) => favorites.list(userId, urlParams)))
      .handle("addFavorite", ({ payload }) => Effect.flatMap(player, ({ userId }) => favorites.add(userId, payload)))
      .handle("removeFavorite", ({ path }) => Effect.flatMap(player, ({ userId }) => favorites.remove(userId, path)))
      .handle("menu", ({ urlParams: { section, since } }) =>
        Effect.map(feed.line, (line) => (unchangedShape(line, since) ? new NotModified() : menuOf(line, section)))
      )
      .handle("championships", ({ urlParams: { section, sport, since } }) =>
        Effect.map(feed.line, (line) =>
          unchangedShape(line, since)
            ? new NotModified()
            : { version: line.version, section, sportId: sport, championships: championshipsOfSport(line, catalogue, section, sport) }
        )
      )
      .handle("games", ({ urlParams: { section, championship, since } }) =>
        Effect.gen(function* () {
          if (championshipById(catalogue, championship) === undefined) return yield* Effect.fail(notFound(`no championship ${championship}`))
          return games(yield* feed.line, { section, championshipId: championship }, since)
        })
      )
      .handle("top", ({ urlParams: { section, since, limit } }) =>
        Effect.map(feed.line, (line) => {
          if (limit === undefined) return games(line, { section, top: true }, since)
          const answer = firstGames(line, { section, top: true }, limit, since)
          return answer === "unchanged" ? new NotModified() : answer
        })
      )
      .handle("game", ({ path: { id }, urlParams: { since } }) =>
        Effect.gen(function* () {
          const line = yield* feed.line
          if (!line.games.has(id)) return yield* Effect.fail(notFound(line.wasMade(id) ? `game ${id} has finished` : `no game ${id}`))
          return games(line, { ids: new Set([id]) }, since)
        })
      )
      .handle("statistics", ({ path: { id } }) =>
        Effect.gen(function* () {
          const statistics = (yield* feed.line).statisticsOf(id)
          if (statistics === undefined) return yield* Effect.fail(notFound(`no game ${id}`))
          return statistics
        })
      )
      .handle("tracker", ({ urlParams: { game, since } }) =>
        Effect.gen(function* () {
          const line = yield* feed.line
          if (line.trackerUnchanged(game, since)) return new NotModified()
          const tracker = line.trackerOf(game)
          if (tracker === undefined) return yield* Effect.fail(notFound(line.wasMade(game) && !line.games.has(game) ? `game ${game} has finished` : `no game ${game}`))
          return { version: line.version, tracker }
        })
      )
      .handle("multi", ({ urlParams: { ids, since } }) =>
        Effect.gen(function* () {
          const line = yield* feed.line
          // A game that has finished since the caller picked it is reported as removed; an id never made is a 404.
          const unknown = ids.find((id) => !line.wasMade(id))
          if (unknown !== undefined) return yield* Effect.fail(notFound(`no game ${unknown}`))
          const answer = gamesSince(line, { ids: new Set(ids) }, since)
          if (answer === "unchanged") return new NotModified()
          if (!answer.full) return answer
          return { ...answer, removed: ids.filter((id) => !line.games.has(id)) }
        })
      )
      .handle("results", ({ urlParams: { date, sport, championship } }) =>
        Effect.gen(function* () {
          const day = dayOf(date)
          if (day === undefined) return yield* Effect.fail(new BadRequest({ code: ErrorCode.invalidValue, message: `no such day: ${date}` }))
          if (championship !== undefined && championshipById(catalogue, championship) === undefined) return yield* Effect.fail(notFound(`no championship ${championship}`))
          const line = yield* feed.line
          return { version: line.version, date, results: resultsOf(line, day, { sportId: sport, championshipId: championship }) }
        })
      )
      .handle("cyberGames", ({ path: { type }, urlParams: { section, sport, championship, since } }) =>
        Effect.gen(function* () {
          const scope = cyberScope(catalogue, type, sport, championship)
          if ("notFound" in scope) return yield* Effect.fail(notFound(scope.notFound))
          return games(yield* feed.line, { section, ...scope }, since)
        })
      )
      .handle("team", ({ urlParams: { sport, name, since } }) => Effect.map(feed.line, (line) => games(line, { sportId: sport, team: name }, since)))
      .handle("country", ({ urlParams: { section, country, since } }) =>
        Effect.map(feed.line, (line) => games(line, { section, championshipIds: championshipIdsOfCountry(catalogue, country) }, since))
      )
      .handle("teamResults", ({ urlParams: { sport, name } }) =>
        Effect.map(feed.line, (line) => ({ version: line.version, sportId: sport, name, results: teamResultsOf(line, sport, name, TEAM_RESULTS_SHOWN) }))
      )
      .handle("search", ({ urlParams: { q, lang } }) =>
        Effect.map(feed.line, (line) => search({ structureVersion: line.structureVersion, games: gamesOf(line) }, q, lang ?? "en"))
      )
      .handle("cyber", ({ path: { type }, urlParams: { section, since } }) =>
        Effect.map(feed.line, (line) => {
          if (unchangedShape(line, since)) return new NotModified()
          const sports = menu(line, catalogue, section, type)
          const ids = new Set(catalogue.sports.filter((sport) => sport.cyber === type).map((sport) => sport.id))
          const championships = [...ids].flatMap((sportId) => championshipsOfSport(line, catalogue, section, sportId))
          return { version: line.version, type, section, sports, championships }
        })
      )
  })
)
