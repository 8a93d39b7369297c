import { HttpApiBuilder } from "@effect/platform"
import { Effect, Layer, type Option, type Redacted } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OperatorAccessLive } from "../operator/access"
import { SessionService } from "../session/service"
import { signedInPlayer } from "../session/signedInPlayer"
import { PromoService } from "./service"

/** The bonus engine's handlers: every call is the signed-in player's own (else 401), on their own bonuses. */
export const PromoHttpLive = HttpApiBuilder.group(OddsfoldApi, "promo", (handlers) =>
  Effect.gen(function* () {
    const service = yield* PromoService
    const sessions = yield* SessionService
    const player = Effect.provideService(signedInPlayer, SessionService, sessions)
    return handlers
      .handle("bonuses", () => Effect.flatMap(player, ({ userId }) => service.bonuses(userId)))
      .handle("redeem", ({ payload }) => Effect.flatMap(player, ({ userId }) => Effect.map(service.redeem(userId, payload.code), (bonus) => ({ bonus }))))
  })
)

/** The operator's promo codes, behind the operator token. */
export const OperatorPromoHttpLive = (operatorToken: Option.Option<Redacted.Redacted<string>>) =>
  HttpApiBuilder.group(OddsfoldApi, "operatorPromo", (handlers) =>
    Effect.map(PromoService, (service) => handlers.handle("createCode", ({ payload }) => service.createCode(payload)).handle("codes", () => service.codes))
  ).pipe(Layer.provide(OperatorAccessLive(operatorToken)))

/** The developer's requirement shortcut, behind the dev token (DevtoolsAccess). */
export const PromoDevHttpLive = HttpApiBuilder.group(OddsfoldApi, "promoDev", (handlers) =>
  Effect.map(PromoService, (service) => handlers.handle("setRequirement", ({ payload }) => service.setRequirement(payload.bonusId, payload.requirement)))
)
