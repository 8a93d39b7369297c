import { HttpApiBuilder } from "@effect/platform"
import { Effect, Layer, type Option, type Redacted } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OperatorAccessLive } from "../operator/access"
import { SessionService } from "../session/service"
import { signedInPlayer } from "../session/signedInPlayer"
import { PartnersService } from "./service"

/** The bring-a-friend page's call: the signed-in player's own friends only (else 401). */
export const PartnersHttpLive = HttpApiBuilder.group(OddsfoldApi, "partners", (handlers) =>
  Effect.gen(function* () {
    const service = yield* PartnersService
    const sessions = yield* SessionService
    const player = Effect.provideService(signedInPlayer, SessionService, sessions)
    return handlers.handle("bringFriend", () => Effect.flatMap(player, ({ userId }) => service.bringFriend(userId)))
  })
)

/** The operator's report of the programme, behind the operator token. */
export const OperatorPartnersHttpLive = (operatorToken: Option.Option<Redacted.Redacted<string>>) =>
  HttpApiBuilder.group(OddsfoldApi, "operatorPartners", (handlers) => Effect.map(PartnersService, (service) => handlers.handle("report", () => service.report))).pipe(
    Layer.provide(OperatorAccessLive(operatorToken))
  )
