import { HttpApiBuilder, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Layer, type Option, type Redacted } from "effect"
import { OddsfoldApi } from "../../../src/domain/api/contract"
import { OLD_BONUS_GAME_ROUTES } from "../../../src/domain/casino/bonusGames/catalogue"
import { OperatorAccessLive } from "../../operator/access"
import { SessionService } from "../../session/service"
import { signedInPlayer } from "../../session/signedInPlayer"
import { BonusGamesService } from "./service"

/** The bonus games group's handlers: every call is the signed-in player's own (else 401), on their own plays. */
export const BonusGamesHttpLive = HttpApiBuilder.group(OddsfoldApi, "bonusGames", (handlers) =>
  Effect.gen(function* () {
    const service = yield* BonusGamesService
    const sessions = yield* SessionService
    const player = Effect.provideService(signedInPlayer, SessionService, sessions)
    return handlers
      .handle("games", () => Effect.flatMap(player, ({ userId }) => service.games(userId)))
      .handle("play", ({ payload }) => Effect.flatMap(player, ({ userId }) => service.play(userId, payload)))
      .handle("plays", () => Effect.flatMap(player, ({ userId }) => service.plays(userId)))
  })
)

/** The operator's grants of free plays, behind the operator token. */
export const OperatorBonusGamesHttpLive = (operatorToken: Option.Option<Redacted.Redacted<string>>) =>
  HttpApiBuilder.group(OddsfoldApi, "operatorBonusGames", (handlers) =>
    Effect.map(BonusGamesService, (service) => handlers.handle("grant", ({ payload }) => service.grant(payload.userId, payload.plays, "operator")))
  ).pipe(Layer.provide(OperatorAccessLive(operatorToken)))

/**
 * SPEC.md 2.3 "Old game routes redirect with status 301 to current ones": the bonus games' routes of earlier versions
 * of the site (/{lng}/games/wheel, /{lng}/bonus-games/{old or current}, /{lng}/bonus-games) go to today's
 * /{lng}/games/{gameRoute} or /{lng}/games. A game route that is neither current nor old is sent to the games page by
 * the page itself.
 */
export const OldBonusGameRoutesLive = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function* () {
    const to = (target: (lng: string) => string) =>
      Effect.map(HttpServerRequest.HttpServerRequest, (request) => {
        const lng = new URL(request.url, "http://x").pathname.split("/")[1] ?? ""
        if (!/^[a-z]{2}$/.test(lng)) return HttpServerResponse.text("Not found", { status: 404 })
        return HttpServerResponse.empty({ status: 301, headers: { location: target(lng) } })
      })
    for (const [old, id] of Object.entries(OLD_BONUS_GAME_ROUTES)) {
      yield* router.get(`/:lng/games/${old}`, to((lng) => `/${lng}/games/${id}`))
      yield* router.get(`/:lng/bonus-games/${old}`, to((lng) => `/${lng}/games/${id}`))
    }
    for (const id of ["fortuna", "chest", "memory", "safe", "lottery", "dragon"]) yield* router.get(`/:lng/bonus-games/${id}`, to((lng) => `/${lng}/games/${id}`))
    yield* router.get("/:lng/bonus-games", to((lng) => `/${lng}/games`))
  })
)
