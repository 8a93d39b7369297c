import { HttpApiBuilder } from "@effect/platform"
import { Effect, Layer, type Option, type Redacted } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OperatorAccessLive } from "../operator/access"
import { SessionService } from "../session/service"
import { signedInPlayer } from "../session/signedInPlayer"
import { CashbackService } from "./cashbackService"

/** Cashback's handlers: every call is the signed-in player's own (else 401), on their own periods. */
export const CashbackHttpLive = HttpApiBuilder.group(OddsfoldApi, "cashback", (handlers) =>
  Effect.gen(function* () {
    const service = yield* CashbackService
    const sessions = yield* SessionService
    const player = Effect.provideService(signedInPlayer, SessionService, sessions)
    return handlers
      .handle("overview", ({ path }) => Effect.flatMap(player, ({ userId }) => service.overview(userId, path.programme)))
      .handle("claim", ({ path, payload }) =>
        Effect.flatMap(player, ({ userId }) => Effect.map(service.claim(userId, path.programme, payload.periodStart), (period) => ({ period })))
      )
  })
)

/** The operator's report of the cashback paid, behind the operator token. */
export const OperatorCashbackHttpLive = (operatorToken: Option.Option<Redacted.Redacted<string>>) =>
  HttpApiBuilder.group(OddsfoldApi, "operatorCashback", (handlers) => Effect.map(CashbackService, (service) => handlers.handle("paid", () => service.paid))).pipe(
    Layer.provide(OperatorAccessLive(operatorToken))
  )
