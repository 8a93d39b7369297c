import { cashOutProjection } from "./cashOut"
import { couponProjection } from "./coupon"
import { couponSettingsProjection } from "./couponSettings"
import { betHistoryProjection } from "./history"
import { couponPlacementProjection } from "./placement"
import { couponReminderProjection } from "./reminder"
import { betBuilderProjection, bookingCodeProjection } from "./share"

export const couponProjections = {
  coupon: couponProjection,
  couponSettings: couponSettingsProjection,
  couponPlacement: couponPlacementProjection,
  betHistory: betHistoryProjection,
  couponReminder: couponReminderProjection,
  cashOut: cashOutProjection,
  betBuilder: betBuilderProjection,
  bookingCode: bookingCodeProjection
} as const
