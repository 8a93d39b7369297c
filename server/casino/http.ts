import { HttpApiBuilder, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Layer, Option, type Redacted } from "effect"
import { CATALOGUE_CACHE_CONTROL } from "../../src/domain/api/casino"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { CASINO_CATEGORIES, gamePagePath, oldGameRouteId } from "../../src/domain/casino/catalogue"
import { OperatorAccessLive } from "../operator/access"
import { answerCached, toServerResponse } from "../platform/http/cachedAnswer"
import type { HotRoute } from "../platform/http/hotRoutes"
import { pathnameOf } from "../platform/http/requestPath"
import { SessionService } from "../session/service"
import { signedInPlayer } from "../session/signedInPlayer"
import { CasinoService } from "./service"

/**
 * The casino group's handlers. The catalogue and its reads are everyone's; favorites, my-casino and launches are the
 * signed-in player's own (else 401), and no call names another player.
 */
export const CasinoHttpLive = HttpApiBuilder.group(OddsfoldApi, "casino", (handlers) =>
  Effect.gen(function* () {
    const casino = yield* CasinoService
    const sessions = yield* SessionService
    const player = Effect.map(Effect.provideService(signedInPlayer, SessionService, sessions), ({ userId }) => userId)
    return handlers
      .handle("catalogue", () =>
        Effect.map(HttpServerRequest.HttpServerRequest, (request) =>
          toServerResponse(
            answerCached(casino.catalogueAnswer(), { ifNoneMatch: request.headers["if-none-match"], acceptEncoding: request.headers["accept-encoding"] }, CATALOGUE_CACHE_CONTROL)
          )
        )
      )
      .handle("search", ({ urlParams }) => Effect.succeed({ games: casino.search(urlParams.q) }))
      .handle("providers", () => Effect.succeed({ providers: casino.catalogue().providers }))
      .handle("favorites", () => Effect.flatMap(player, casino.favorites))
      .handle("addFavorite", ({ path }) => Effect.flatMap(player, (userId) => casino.addFavorite(userId, path.gameId)))
      .handle("removeFavorite", ({ path }) => Effect.flatMap(player, (userId) => casino.removeFavorite(userId, path.gameId)))
      .handle("recent", () => Effect.flatMap(player, casino.recent))
      .handle("launch", ({ path }) => Effect.flatMap(player, (userId) => casino.launch(userId, path.gameId)))
      .handle("gamesPreview", ({ urlParams }) => Effect.succeed(casino.gamesPreview(urlParams.groupId, urlParams.includeCategories === "true")))
      .handle("listAvailablePartitions", () => Effect.succeed(casino.partitions()))
  })
)

/** The operator's catalogue calls, behind the operator token. */
export const OperatorCasinoHttpLive = (operatorToken: Option.Option<Redacted.Redacted<string>>) =>
  HttpApiBuilder.group(OddsfoldApi, "operatorCasino", (handlers) =>
    Effect.map(CasinoService, (casino) =>
      handlers
        .handle("games", () => casino.operatorGames)
        .handle("addGame", ({ payload }) => casino.addGame(payload))
        .handle("setHidden", ({ path, payload }) => casino.setHidden(path.gameId, payload.hidden))
        .handle("setPosition", ({ path, payload }) => casino.setPosition(path.gameId, payload.position))
    )
  ).pipe(Layer.provide(OperatorAccessLive(operatorToken)))

/** GET /web-api/casino/catalogue answered by the front server from memory, with its ETag (a poll costs no query). */
export const catalogueHotRoute = Effect.map(
  CasinoService,
  (casino): HotRoute => ({
    path: "/web-api/casino/catalogue",
    answer: (request) =>
      request.query.size !== 0
        ? undefined
        : answerCached(casino.catalogueAnswer(), { ifNoneMatch: request.headers["if-none-match"], acceptEncoding: request.headers["accept-encoding"] }, CATALOGUE_CACHE_CONTROL)
  })
)

/** The old game routes' patterns (oldGameRouteId reads them): /casino/game, /casino/play, /games/casino, /{category}/game. */
const OLD_GAME_ROUTES = [
  "/:lng/casino/game/:gameId",
  "/:lng/casino/play/:gameId",
  "/:lng/games/casino/:gameId",
  ...CASINO_CATEGORIES.filter((c) => !c.route.includes("/")).map((c) => `/:lng/${c.route}/game/:gameId`)
]

/**
 * SPEC.md 2.3 "Old game routes redirect with status 301 to current ones. The game route must match a known or old
 * game route, else redirect": an old route of a game the lobby shows goes to its game page (under the category the old route named, else the
 * game's first in the lobby's order); of any other, to the
 * lobby of the category it named, or the casino.
 */
export const OldGameRoutesLive = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function* () {
    const casino = yield* CasinoService
    const redirect = Effect.map(HttpServerRequest.HttpServerRequest, (request) => {
      const old = oldGameRouteId(pathnameOf(request.url))
      if (old === undefined) return HttpServerResponse.text("Not found", { status: 404 })
      const game = casino.visibleGame(old.gameId)
      const target = Option.isSome(game)
        ? gamePagePath(old.lng, game.value, old.category)
        : `/${old.lng}/${old.category === undefined ? "casino" : CASINO_CATEGORIES.find((c) => c.id === old.category)!.route}`
      return HttpServerResponse.empty({ status: 301, headers: { location: target } })
    })
    for (const path of OLD_GAME_ROUTES) yield* router.get(path as `/${string}`, redirect)
  })
)
