import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { SessionService } from "../session/service"
import { signedInPlayer } from "../session/signedInPlayer"
import { LottoService } from "./service"

/** Lotto's handlers: the games and a draw for everyone; tickets the signed-in player's own (else 401; another's: 404). */
export const LottoHttpLive = HttpApiBuilder.group(OddsfoldApi, "lotto", (handlers) =>
  Effect.gen(function* () {
    const service = yield* LottoService
    const sessions = yield* SessionService
    const player = Effect.provideService(signedInPlayer, SessionService, sessions)
    return handlers
      .handle("games", () => service.games)
      .handle("draw", ({ path }) => service.draw(path.drawId))
      .handle("drawTickets", ({ path }) => Effect.flatMap(player, ({ userId }) => Effect.map(service.drawTickets(userId, path.drawId), (tickets) => ({ tickets }))))
      .handle("ticket", ({ path }) => Effect.flatMap(player, ({ userId }) => service.ticket(userId, path.ticketId)))
      .handle("buyTicket", ({ payload }) => Effect.flatMap(player, ({ userId }) => service.buy(userId, payload)))
  })
)

/** The developer's draw now, behind the dev token (DevtoolsAccess). */
export const LottoDevHttpLive = HttpApiBuilder.group(OddsfoldApi, "lottoDev", (handlers) =>
  Effect.gen(function* () {
    const service = yield* LottoService
    return handlers.handle("drawNow", ({ payload }) => service.drawNow(payload.game))
  })
)
