import { Layer } from "effect"
import { withSettings } from "../platform/settings"
import { BookingCodesLive } from "./bookingCodes"
import { BetBuilderServiceLive } from "./builderService"
import { CashOutServiceLive } from "./cashOut"
import { CouponHttpLive, placeHotWrite } from "./http"
import { hotWritesOf } from "../platform/http/hotRoutes"
import { CouponLimitsTableLive } from "./limits"
import { type CouponOptions, CouponServiceLive } from "./service"
import { CouponSettlerLive } from "./settler"

declare module "../platform/settings" {
  interface AreaSettings {
    /** The coupon's in-play delay and the settler's pace (server/coupon); the defaults when absent. */
    readonly coupon?: CouponOptions | undefined
  }
}

/**
 * The coupon area: placement, settlement, cash-out, bet builders and booking codes on the sports area's line and
 * the account area's wallets, and the coupon group's handlers.
 */
export const CouponLive = Layer.mergeAll(CouponHttpLive, hotWritesOf(placeHotWrite)).pipe(
  Layer.provideMerge(
    Layer.mergeAll(
      BookingCodesLive,
      withSettings(({ coupon }) =>
        Layer.mergeAll(CouponServiceLive(coupon), CouponSettlerLive(coupon), CashOutServiceLive(coupon), BetBuilderServiceLive(coupon))
      )
    )
  ),
  // One layer value, so placements and the operator's `limits set` share the one table in memory.
  Layer.provideMerge(CouponLimitsTableLive)
)
