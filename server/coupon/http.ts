import { HttpApiBuilder } from "@effect/platform"
import { Duration, Effect } from "effect"
import { OddsfoldApi } from "../../src/domain/api/contract"
import { type BetToPlace, couponGroup, type PlacedCoupon } from "../../src/domain/api/coupon"
import type { HotWrite } from "../platform/http/hotWrites"
import { limitRate, type RateLimit } from "../platform/http/rateLimit"
import { requestContext } from "../platform/http/requestContext"
import { SessionService } from "../session/service"
import { hasSessionCookie, signedInPlayer, signedInPlayerOfCookie } from "../session/signedInPlayer"
import { CashOutService } from "./cashOut"
import { BookingCodes } from "./bookingCodes"
import { BetBuilderService } from "./builderService"
import { CouponService } from "./service"

/** Booking codes made per client address: a player shares a few slips an hour, a script filling the table thousands. */
export const BOOKING_CODES_PER_CLIENT: RateLimit = { limit: 30, window: Duration.minutes(10) }

/**
 * The coupon group's handlers: every call is the signed-in player's own (else 401), on their own accounts and
 * coupons (another player's answer as missing ones). Malformed bodies and queries are refused by the contract's
 * Schemas (400) before a handler runs. Booking codes are anyone's: a guest makes (counted per address) and loads them.
 */
export const CouponHttpLive = HttpApiBuilder.group(OddsfoldApi, "coupon", (handlers) =>
  Effect.gen(function* () {
    const coupons = yield* CouponService
    const cashOut = yield* CashOutService
    const builder = yield* BetBuilderService
    const bookingCodes = yield* BookingCodes
    const player = Effect.provideService(signedInPlayer, SessionService, yield* SessionService)
    // The history and the printed coupon say which coupons are bet builders.
    const marked = (list: ReadonlyArray<PlacedCoupon>) =>
      Effect.map(builder.builders(list.map((coupon) => coupon.id)), (ids) => list.map((coupon) => (ids.has(coupon.id) ? { ...coupon, builder: true } : coupon)))
    return handlers
      .handle("place", ({ payload }) => Effect.flatMap(player, ({ userId }) => coupons.place(userId, payload)))
      .handle("freeBets", () => Effect.flatMap(player, ({ userId }) => coupons.freeBets(userId)))
      .handle("limits", ({ urlParams }) => Effect.flatMap(player, ({ userId }) => coupons.limits(userId, urlParams.accountId)))
      .handle("history", ({ urlParams }) => Effect.flatMap(player, ({ userId }) => Effect.map(Effect.flatMap(coupons.history(userId, urlParams), marked), (list) => ({ coupons: list }))))
      .handle("coupon", ({ path }) => Effect.flatMap(player, ({ userId }) => Effect.map(Effect.flatMap(coupons.coupon(userId, path.id), (one) => marked([one])), (list) => list[0]!)))
      .handle("cashOutQuotes", () => Effect.flatMap(player, ({ userId }) => cashOut.quotes(userId)))
      .handle("cashOut", ({ payload }) => Effect.flatMap(player, ({ userId }) => cashOut.cashOut(userId, payload)))
      .handle("autoCashOut", ({ payload }) => Effect.flatMap(player, ({ userId }) => cashOut.setAuto(userId, payload)))
      .handle("editBet", ({ payload }) => Effect.flatMap(player, ({ userId }) => cashOut.editBet(userId, payload)))
      .handle("placeBuilder", ({ payload }) => Effect.flatMap(player, ({ userId }) => builder.place(userId, payload)))
      .handle("makeBookingCode", ({ payload }) =>
        Effect.gen(function* () {
          const { client } = yield* requestContext
          yield* limitRate("booking codes", client.address, BOOKING_CODES_PER_CLIENT)
          return yield* bookingCodes.make(payload.selections)
        })
      )
      .handle("bookingCode", ({ path }) => bookingCodes.load(path.code))
  })
)

/** POST place answered by the front server (server/platform/http/hotWrites.ts): the same handler as place's. */
export const placeHotWrite = Effect.gen(function* () {
  const coupons = yield* CouponService
  const sessions = yield* SessionService
  const write: HotWrite = {
    endpoint: couponGroup.endpoints.place,
    takes: (headers) => hasSessionCookie(headers["cookie"]),
    handle: ({ answerHeaders, client, headers, payload }) =>
      Effect.flatMap(signedInPlayerOfCookie(sessions, headers["cookie"], client.https, answerHeaders, { method: "POST", path: couponGroup.endpoints.place.path }), ({ userId }) => coupons.place(userId, payload as BetToPlace)),
    runtime: yield* Effect.runtime<never>()
  }
  return [write]
})
