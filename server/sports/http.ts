import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { BadRequest, ErrorCode } from "../../src/domain/api/errors"
import { NotModified, SportsNotFound, TEAM_RESULTS_SHOWN } from "../../src/domain/api/sports"
import type { Section } from "../../src/domain/sports/feed"
import { championshipById, championshipIdsOfCountry, championshipsOfSport, firstGames, gamesSince, type GameFilter, menu, resultsOf, teamResultsOf, wasMade } from "./simulator/views"
import { statisticsOf } from "./simulator/statistics"
import { trackerOf, trackerUnchanged } from "./simulator/tracker"
import type { World } from "./simulator/world"
import { CHAMPIONSHIPS, MENU_SPORTS, SPORTS } from "./simulator/catalogue"
import { SessionService } from "../session/service"
import { signedInPlayer } from "../session/signedInPlayer"
import { SportsFavorites } from "./favorites"
import { cyberScope } from "./cyberScope"
import { SportsFeed } from "./feed"
import { lineSearch } from "./search"

const notFound = (message: string) => new SportsNotFound({ message })

/** Lists that change only when games are made, start or finish (menus, counts): 304 while their shape holds. */
export const unchangedShape = (world: World, since: number | undefined) =>
  since !== undefined && since >= world.structureVersion && since <= world.version

const games = (world: World, filter: GameFilter, since: number | undefined) => {
  const answer = gamesSince(world, filter, since)
  return answer === "unchanged" ? new NotModified() : answer
}

/** A day YYYY-MM-DD as the epoch ms of its UTC midnight, or undefined when there is no such day. */
const dayOf = (date: string): number | undefined => {
  const day = Date.parse(`${date}T00:00:00Z`)
  return Number.isNaN(day) || new Date(day).toISOString().slice(0, 10) !== date ? undefined : day
}

/**
 * The sports group's handlers: every answer is read from the feed's world in memory (server/sports/simulator/
 * views.ts). Malformed query values are refused by the contract's Schemas (400); ids the feed does not know get
 * SportsNotFound (404).
 */
export const SportsHttpLive = HttpApiBuilder.group(OddsfoldApi, "sports", (handlers) =>
  Effect.gen(function* () {
    const feed = yield* SportsFeed
    // Favorites (favorites.ts) are the signed-in player's own: every call without one is 401.
    const favorites = yield* SportsFavorites
    const player = Effect.provideService(signedInPlayer, SessionService, yield* SessionService)
    const menuOf = (world: World, section: Section) => ({ version: world.version, section, sports: menu(world, section) })
    const search = lineSearch({ sports: MENU_SPORTS, championships: CHAMPIONSHIPS })
    const gamesOf = function* (world: World) {
      for (const entry of world.games.values()) yield entry.game
    }
    return handlers
      .handle("favorites", ({ urlParams }) => Effect.flatMap(player, ({ userId }) => favorites.list(userId, urlParams)))
      .handle("addFavorite", ({ payload }) => Effect.flatMap(player, ({ userId }) => favorites.add(userId, payload)))
      .handle("removeFavorite", ({ path }) => Effect.flatMap(player, ({ userId }) => favorites.remove(userId, path)))
      .handle("menu", ({ urlParams: { section, since } }) =>
        Effect.map(feed.world, (world) => (unchangedShape(world, since) ? new NotModified() : menuOf(world, section)))
      )
      .handle("championships", ({ urlParams: { section, sport, since } }) =>
        Effect.map(feed.world, (world) =>
          unchangedShape(world, since)
            ? new NotModified()
            : { version: world.version, section, sportId: sport, championships: championshipsOfSport(world, section, sport) }
        )
      )
      .handle("games", ({ urlParams: { section, championship, since } }) =>
        Effect.gen(function* () {
          if (championshipById(championship) === undefined) return yield* Effect.fail(notFound(`no championship ${championship}`))
          return games(yield* feed.world, { section, championshipId: championship }, since)
        })
      )
      .handle("top", ({ urlParams: { section, since, limit } }) =>
        Effect.map(feed.world, (world) => {
          if (limit === undefined) return games(world, { section, top: true }, since)
          const answer = firstGames(world, { section, top: true }, limit, since)
          return answer === "unchanged" ? new NotModified() : answer
        })
      )
      .handle("game", ({ path: { id }, urlParams: { since } }) =>
        Effect.gen(function* () {
          const world = yield* feed.world
          if (!world.games.has(id)) return yield* Effect.fail(notFound(wasMade(world, id) ? `game ${id} has finished` : `no game ${id}`))
          return games(world, { ids: new Set([id]) }, since)
        })
      )
      .handle("statistics", ({ path: { id } }) =>
        Effect.gen(function* () {
          const statistics = statisticsOf(yield* feed.world, id)
          if (statistics === undefined) return yield* Effect.fail(notFound(`no game ${id}`))
          return statistics
        })
      )
      .handle("tracker", ({ urlParams: { game, since } }) =>
        Effect.gen(function* () {
          const world = yield* feed.world
          if (trackerUnchanged(world, game, since)) return new NotModified()
          const tracker = trackerOf(world, game)
          if (tracker === undefined) return yield* Effect.fail(notFound(wasMade(world, game) && !world.games.has(game) ? `game ${game} has finished` : `no game ${game}`))
          return { version: world.version, tracker }
        })
      )
      .handle("multi", ({ urlParams: { ids, since } }) =>
        Effect.gen(function* () {
          const world = yield* feed.world
          // A game that has finished since the caller picked it is reported as removed; an id never made is a 404.
          const unknown = ids.find((id) => !wasMade(world, id))
          if (unknown !== undefined) return yield* Effect.fail(notFound(`no game ${unknown}`))
          const answer = gamesSince(world, { ids: new Set(ids) }, since)
          if (answer === "unchanged") return new NotModified()
          if (!answer.full) return answer
          return { ...answer, removed: ids.filter((id) => !world.games.has(id)) }
        })
      )
      .handle("results", ({ urlParams: { date, sport, championship } }) =>
        Effect.gen(function* () {
          const day = dayOf(date)
          if (day === undefined) return yield* Effect.fail(new BadRequest({ code: ErrorCode.invalidValue, message: `no such day: ${date}` }))
          if (championship !== undefined && championshipById(championship) === undefined) return yield* Effect.fail(notFound(`no championship ${championship}`))
          const world = yield* feed.world
          return { version: world.version, date, results: resultsOf(world, day, { sportId: sport, championshipId: championship }) }
        })
      )
      .handle("cyberGames", ({ path: { type }, urlParams: { section, sport, championship, since } }) =>
        Effect.gen(function* () {
          const scope = cyberScope(type, sport, championship)
          if ("notFound" in scope) return yield* Effect.fail(notFound(scope.notFound))
          return games(yield* feed.world, { section, ...scope }, since)
        })
      )
      .handle("team", ({ urlParams: { sport, name, since } }) => Effect.map(feed.world, (world) => games(world, { sportId: sport, team: name }, since)))
      .handle("country", ({ urlParams: { section, country, since } }) =>
        Effect.map(feed.world, (world) => games(world, { section, championshipIds: championshipIdsOfCountry(country) }, since))
      )
      .handle("teamResults", ({ urlParams: { sport, name } }) =>
        Effect.map(feed.world, (world) => ({ version: world.version, sportId: sport, name, results: teamResultsOf(world, sport, name, TEAM_RESULTS_SHOWN) }))
      )
      .handle("search", ({ urlParams: { q, lang } }) =>
        Effect.map(feed.world, (world) => search({ structureVersion: world.structureVersion, games: gamesOf(world) }, q, lang ?? "en"))
      )
      .handle("cyber", ({ path: { type }, urlParams: { section, since } }) =>
        Effect.map(feed.world, (world) => {
          if (unchangedShape(world, since)) return new NotModified()
          const sports = menu(world, section, type)
          const ids = new Set(SPORTS.filter((entry) => entry.sport.cyber === type).map((entry) => entry.sport.id))
          const championships = [...ids].flatMap((sportId) => championshipsOfSport(world, section, sportId))
          return { version: world.version, type, section, sports, championships }
        })
      )
  })
)
