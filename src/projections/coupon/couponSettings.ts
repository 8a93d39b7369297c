import { Schema } from "effect"
import { CouponSettings, DEFAULT_COUPON_SETTINGS } from "../../domain/coupon/couponSettings"
import { defineProjection } from "../projection"

/** The player's coupon settings (SPEC.md 3), and whether the one-click question is open (SPEC.md 4). */
export const CouponSettingsState = Schema.Struct({ settings: CouponSettings, oneClickQuestion: Schema.Boolean })
export type CouponSettingsState = typeof CouponSettingsState.Type

export const couponSettingsProjection = defineProjection({
  name: "couponSettings",
  schema: CouponSettingsState,
  initial: { settings: DEFAULT_COUPON_SETTINGS, oneClickQuestion: false } as CouponSettingsState,
  tags: ["CouponRestored", "CouponSettingsChanged", "OneClickQuestionAsked", "OneClickQuestionDismissed"],
  apply: (state, event): CouponSettingsState => {
    switch (event._tag) {
      case "CouponRestored":
        return { ...state, settings: event.settings }
      case "CouponSettingsChanged":
        return { settings: event.settings, oneClickQuestion: false }
      case "OneClickQuestionAsked":
        return state.oneClickQuestion ? state : { ...state, oneClickQuestion: true }
      case "OneClickQuestionDismissed":
        return state.oneClickQuestion ? { ...state, oneClickQuestion: false } : state
    }
  }
})
