import { HttpApiBuilder, HttpServerRequest } from "@effect/platform"
import { Duration, Effect, Layer, type Option, type Redacted } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OperatorAccessLive } from "../operator/access"
import { comesFromSite } from "../platform/http/crossSiteGuard"
import { limitRate, type RateLimit } from "../platform/http/rateLimit"
import { requestContext } from "../platform/http/requestContext"
import { SiteOrigin } from "../platform/siteOrigin"
import { SessionService } from "../session/service"
import { signedInPlayer } from "../session/signedInPlayer"
import { SupportService } from "./service"

/** New tickets one player may open: a person writes a few in a while; more is a script. */
export const TICKETS_PER_PLAYER: RateLimit = { limit: 5, window: Duration.minutes(10) }
/** Messages one player may write in their tickets: a conversation, not a flood. */
export const MESSAGES_PER_PLAYER: RateLimit = { limit: 30, window: Duration.minutes(10) }
/** Questions of the user-question modal from one guest's address (or one player). */
export const QUESTIONS_PER_CLIENT: RateLimit = { limit: 5, window: Duration.hours(1) }

/**
 * The support group's handlers: the signed-in player's own tickets (else 401; another player's ticket is a 404), and
 * the question anyone may ask. Writing is rate-limited per player (a guest: per address), in the database, so every
 * process counts the same.
 */
export const SupportHttpLive = HttpApiBuilder.group(OddsfoldApi, "support", (handlers) =>
  Effect.gen(function* () {
    const support = yield* SupportService
    const siteOrigin = yield* SiteOrigin
    const player = Effect.provideService(signedInPlayer, SessionService, yield* SessionService)
    // A guest asks too; a player whose terms changed still gets the gate's 451.
    const playerOrGuest = player.pipe(
      Effect.map(({ userId }): number | null => userId),
      Effect.catchTag("Unauthorized", () => Effect.succeed(null))
    )
    return handlers
      .handle("tickets", () => Effect.flatMap(player, ({ userId }) => support.tickets(userId)))
      .handle("open", ({ payload }) =>
        Effect.gen(function* () {
          const { userId } = yield* player
          yield* limitRate("support-tickets", String(userId), TICKETS_PER_PLAYER)
          return yield* support.open(userId, payload)
        })
      )
      .handle("thread", ({ path }) =>
        Effect.gen(function* () {
          const { userId } = yield* player
          const request = yield* HttpServerRequest.HttpServerRequest
          // Opening the thread marks it read, a change of the player's: only when the request comes from the site itself
          // (another site's link to this address shows the thread and changes nothing), by the rule every write follows.
          const markRead = comesFromSite(request.headers, (yield* siteOrigin.absolute("/")).slice(0, -1))
          return yield* support.thread(userId, path.ticketId, markRead)
        })
      )
      .handle("reply", ({ path, payload }) =>
        Effect.gen(function* () {
          const { userId } = yield* player
          yield* limitRate("support-messages", String(userId), MESSAGES_PER_PLAYER)
          return yield* support.reply(userId, path.ticketId, payload.message)
        })
      )
      .handle("close", ({ path }) => Effect.flatMap(player, ({ userId }) => support.close(userId, path.ticketId)))
      .handle("ask", ({ payload }) =>
        Effect.gen(function* () {
          const userId = yield* playerOrGuest
          const { client } = yield* requestContext
          yield* limitRate("support-questions", userId === null ? `address:${client.address}` : `player:${userId}`, QUESTIONS_PER_CLIENT)
          return yield* support.ask(userId, payload)
        })
      )
  })
)

/** The operator's side of the desk, behind the operator token. */
export const OperatorSupportHttpLive = (operatorToken: Option.Option<Redacted.Redacted<string>>) =>
  HttpApiBuilder.group(OddsfoldApi, "operatorSupport", (handlers) =>
    Effect.map(SupportService, (support) =>
      handlers
        .handle("list", ({ urlParams }) => support.waiting(urlParams.status === "all"))
        .handle("show", ({ path }) => support.show(path.ticketId))
        .handle("reply", ({ path, payload }) => support.answer(path.ticketId, payload.message))
        .handle("close", ({ path }) => support.operatorClose(path.ticketId))
    )
  ).pipe(Layer.provide(OperatorAccessLive(operatorToken)))
