import { HttpApiBuilder } from "@effect/platform"
import { Effect, Layer, type Option, type Redacted } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OperatorAccessLive } from "../operator/access"
import { SessionService } from "../session/service"
import { signedInPlayer } from "../session/signedInPlayer"
import { LoyaltyService } from "./loyaltyService"

/** Loyalty's handlers: every call is the signed-in player's own (else 401), on their own points. */
export const LoyaltyHttpLive = HttpApiBuilder.group(OddsfoldApi, "loyalty", (handlers) =>
  Effect.gen(function* () {
    const service = yield* LoyaltyService
    const sessions = yield* SessionService
    const player = Effect.provideService(signedInPlayer, SessionService, sessions)
    return handlers
      .handle("points", () => Effect.flatMap(player, ({ userId }) => service.points(userId)))
      .handle("exchange", ({ payload }) => Effect.flatMap(player, ({ userId }) => service.exchange(userId, payload)))
  })
)

/** The operator's weekly report of the points earned and spent, behind the operator token. */
export const OperatorLoyaltyHttpLive = (operatorToken: Option.Option<Redacted.Redacted<string>>) =>
  HttpApiBuilder.group(OddsfoldApi, "operatorLoyalty", (handlers) => Effect.map(LoyaltyService, (service) => handlers.handle("report", () => service.report))).pipe(
    Layer.provide(OperatorAccessLive(operatorToken))
  )
