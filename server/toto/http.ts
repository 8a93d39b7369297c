import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { SessionService } from "../session/service"
import { signedInPlayer } from "../session/signedInPlayer"
import { TotoService } from "./service"

/** Toto's handlers: the draws for everyone; coupons the signed-in player's own (else 401; another's: 404). */
export const TotoHttpLive = HttpApiBuilder.group(OddsfoldApi, "toto", (handlers) =>
  Effect.gen(function* () {
    const service = yield* TotoService
    const sessions = yield* SessionService
    const player = Effect.provideService(signedInPlayer, SessionService, sessions)
    return handlers
      .handle("overview", () => service.overview)
      .handle("draw", ({ path }) => service.draw(path.drawId))
      .handle("coupons", () => Effect.flatMap(player, ({ userId }) => Effect.map(service.coupons(userId), (coupons) => ({ coupons }))))
      .handle("coupon", ({ path }) => Effect.flatMap(player, ({ userId }) => service.coupon(userId, path.couponId)))
      .handle("placeCoupon", ({ payload }) => Effect.flatMap(player, ({ userId }) => service.place(userId, payload)))
  })
)

/** The developer's "finish the draw now", behind the dev token (DevtoolsAccess). */
export const TotoDevHttpLive = HttpApiBuilder.group(OddsfoldApi, "totoDev", (handlers) =>
  Effect.gen(function* () {
    const service = yield* TotoService
    return handlers.handle("finishDraw", ({ payload }) => service.finishNow(payload.drawId))
  })
)
