import { Schema } from "effect"
import { CouponReminder } from "../../domain/coupon/reminder"
import { defineProjection } from "../projection"

/**
 * The coupon reminder (SPEC.md 4): set when a bet enters an empty coupon, shown once. `visible`: it was shown and not
 * closed (the view also hides it while the coupon is empty or the coupon page is open).
 */
export const CouponReminderState = Schema.Struct({ reminder: Schema.NullOr(CouponReminder), visible: Schema.Boolean })
export type CouponReminderState = typeof CouponReminderState.Type

export const couponReminderProjection = defineProjection({
  name: "couponReminder",
  schema: CouponReminderState,
  initial: { reminder: null, visible: false } as CouponReminderState,
  tags: ["CouponReminderRestored", "CouponReminderSet", "CouponReminderShown", "CouponReminderClosed"],
  apply: (state, event): CouponReminderState => {
    switch (event._tag) {
      case "CouponReminderRestored":
        return state.reminder === null ? { ...state, reminder: event.reminder } : state
      case "CouponReminderSet":
        return { reminder: event.reminder, visible: false }
      case "CouponReminderShown":
        return state.reminder === null || state.reminder.id !== event.id ? state : { reminder: { ...state.reminder, isShown: true }, visible: true }
      case "CouponReminderClosed":
        return state.visible ? { ...state, visible: false } : state
    }
  }
})
