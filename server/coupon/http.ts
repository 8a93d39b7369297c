import { HttpApiBuilder } from "@effect/platform"
import { Effect } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { SessionService } from "../session/service"
import { signedInPlayer } from "../session/signedInPlayer"
import { CashOutService } from "./cashOut"
import { CouponService } from "./service"

/**
 * The coupon group's handlers: every call is the signed-in player's own (else 401), on their own accounts and
 * coupons (another player's answer as missing ones). Malformed bodies and queries are refused by the contract's
 * Schemas (400) before a handler runs.
 */
export const CouponHttpLive = HttpApiBuilder.group(OddsfoldApi, "coupon", (handlers) =>
  Effect.gen(function* () {
    const coupons = yield* CouponService
    const cashOut = yield* CashOutService
    const player = Effect.provideService(signedInPlayer, SessionService, yield* SessionService)
    return handlers
      .handle("place", ({ payload }) => Effect.flatMap(player, ({ userId }) => coupons.place(userId, payload)))
      .handle("limits", ({ urlParams }) => Effect.flatMap(player, ({ userId }) => coupons.limits(userId, urlParams.accountId)))
      .handle("history", ({ urlParams }) => Effect.flatMap(player, ({ userId }) => Effect.map(coupons.history(userId, urlParams), (list) => ({ coupons: list }))))
      .handle("coupon", ({ path }) => Effect.flatMap(player, ({ userId }) => coupons.coupon(userId, path.id)))
      .handle("cashOutQuotes", () => Effect.flatMap(player, ({ userId }) => cashOut.quotes(userId)))
      .handle("cashOut", ({ payload }) => Effect.flatMap(player, ({ userId }) => cashOut.cashOut(userId, payload)))
      .handle("autoCashOut", ({ payload }) => Effect.flatMap(player, ({ userId }) => cashOut.setAuto(userId, payload)))
      .handle("editBet", ({ payload }) => Effect.flatMap(player, ({ userId }) => cashOut.editBet(userId, payload)))
  })
)
