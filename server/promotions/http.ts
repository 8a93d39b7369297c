import { HttpApiBuilder } from "@effect/platform"
import { Effect, Layer, type Option, type Redacted } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { OperatorAccessLive } from "../operator/access"
import { PromotionsService } from "./service"

/** The promotions shown now, for everyone. */
export const PromotionsHttpLive = HttpApiBuilder.group(OddsfoldApi, "promotions", (handlers) =>
  Effect.map(PromotionsService, (promotions) =>
    handlers
      .handle("list", ({ urlParams }) => Effect.map(promotions.list(urlParams.lng), (list) => ({ promotions: list })))
      .handle("promotion", ({ path, urlParams }) => promotions.promotion(path.promotionId, urlParams.lng))
  )
)

/** The operator's publishing, editing and ending, behind the operator token. */
export const OperatorPromotionsHttpLive = (operatorToken: Option.Option<Redacted.Redacted<string>>) =>
  HttpApiBuilder.group(OddsfoldApi, "operatorPromotions", (handlers) =>
    Effect.map(PromotionsService, (promotions) =>
      handlers
        .handle("all", () => promotions.all)
        .handle("publish", ({ payload }) => promotions.publish(payload))
        .handle("end", ({ path }) => promotions.end(path.promotionId))
    )
  ).pipe(Layer.provide(OperatorAccessLive(operatorToken)))
