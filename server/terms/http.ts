import { HttpApiBuilder } from "@effect/platform"
import { Effect, Layer, type Option, type Redacted } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OperatorAccessLive } from "../operator/access"
import { SessionService } from "../session/service"
import { signedInPlayer } from "../session/signedInPlayer"
import { TermsService } from "./service"

/**
 * The terms' calls: the signed-in player's status and confirmation (else 401), and the current terms, which anyone
 * may read. The gate lets these through for a player who must confirm (src/domain/terms/guard.ts).
 */
export const TermsHttpLive = HttpApiBuilder.group(OddsfoldApi, "terms", (handlers) =>
  Effect.gen(function* () {
    const service = yield* TermsService
    const player = Effect.provideService(signedInPlayer, SessionService, yield* SessionService)
    return handlers
      .handle("status", () => Effect.flatMap(player, ({ userId }) => service.status(userId)))
      .handle("rules", ({ urlParams }) => service.rules(urlParams.lng))
      .handle("confirm", ({ payload }) => Effect.flatMap(player, ({ userId }) => service.confirm(userId, payload.version)))
  })
)

/** The operator's publishing and status of the terms, behind the operator token. */
export const OperatorTermsHttpLive = (operatorToken: Option.Option<Redacted.Redacted<string>>) =>
  HttpApiBuilder.group(OddsfoldApi, "operatorTerms", (handlers) =>
    Effect.map(TermsService, (service) => handlers.handle("publish", ({ payload }) => service.publish(payload)).handle("status", () => service.operatorStatus))
  ).pipe(Layer.provide(OperatorAccessLive(operatorToken)))
