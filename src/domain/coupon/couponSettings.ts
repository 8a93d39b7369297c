import { Schema } from "effect"
import { parseStoredRecord } from "../settings/storedRecord"
import { ChangeCoefActionId, DEFAULT_CHANGE_COEF_ACTION } from "./priceChange"
import { BONUS_ACCOUNT } from "./rules"

/**
 * The player's coupon settings (SPEC.md 3 "Coupon settings"), kept on the device. `exactCoef` 1 takes a bet only at
 * the coefficient shown (0 lets changeCoefAction decide); `isDropOnScoreChange` drops a live bet from the coupon
 * when its game's score changes; one-click places a single at `oneClickAmount` (or `bonusAccountOneClickAmount` on
 * the bonus account) straight from the line.
 */
export const CouponSettings = Schema.Struct({
  /** A stake step the player set per currency (minor units); absent: the currency's default step. */
  amountStep: Schema.Record({ key: Schema.String, value: Schema.Int }),
  isManualStep: Schema.Boolean,
  changeCoefAction: ChangeCoefActionId,
  exactCoef: Schema.Literal(0, 1),
  isDropOnScoreChange: Schema.Boolean,
  isOneClick: Schema.Boolean,
  oneClickAmount: Schema.Int,
  bonusAccountOneClickAmount: Schema.Int,
  isCouponFixed: Schema.Boolean,
  isAutoMax: Schema.Boolean,
  show: Schema.Struct({ balance: Schema.Boolean, possibleWin: Schema.Boolean, accountSelect: Schema.Boolean, autoMax: Schema.Boolean, vipBet: Schema.Boolean })
})
export type CouponSettings = typeof CouponSettings.Type

export const DEFAULT_COUPON_SETTINGS: CouponSettings = {
  amountStep: {},
  isManualStep: false,
  changeCoefAction: DEFAULT_CHANGE_COEF_ACTION,
  exactCoef: 0,
  isDropOnScoreChange: false,
  isOneClick: false,
  oneClickAmount: 0,
  bonusAccountOneClickAmount: 0,
  isCouponFixed: false,
  isAutoMax: false,
  show: { balance: true, possibleWin: true, accountSelect: true, autoMax: true, vipBet: true }
}

/** The plain settings, changed as they are (no rule links them to others). */
export const SettingsPatch = Schema.partial(
  Schema.Struct({
    changeCoefAction: CouponSettings.fields.changeCoefAction,
    oneClickAmount: Schema.Int.pipe(Schema.nonNegative()),
    bonusAccountOneClickAmount: Schema.Int.pipe(Schema.nonNegative()),
    isCouponFixed: Schema.Boolean,
    isAutoMax: Schema.Boolean,
    isManualStep: Schema.Boolean,
    amountStep: CouponSettings.fields.amountStep
  })
)

/** A change the player asks of the settings, and what the coupon does with it (SPEC.md 4 toggle rules). */
export const SettingsChange = Schema.Union(
  Schema.TaggedStruct("OneClick", { on: Schema.Boolean }),
  Schema.TaggedStruct("ExactCoef", { value: Schema.Literal(0, 1) }),
  Schema.TaggedStruct("DropOnScoreChange", { on: Schema.Boolean }),
  Schema.TaggedStruct("Set", { patch: SettingsPatch })
)
export type SettingsChange = typeof SettingsChange.Type

export type SettingsOutcome =
  /** Applied as is. */
  | { readonly _tag: "Applied"; readonly settings: CouponSettings }
  /** SPEC.md 4: one-click on a coupon with bets asks first; confirming empties the coupon, refusing changes nothing. */
  | { readonly _tag: "NeedsConfirmation" }

/**
 * SPEC.md 4: turning one-click on while the coupon has bets asks to clear it; exact coefficient zero turns drop on
 * score change off; turning drop on score change on turns one-click off. `confirmed` is the player's yes to the
 * question (the caller empties the coupon with it).
 */
export const changeSettings = (settings: CouponSettings, change: SettingsChange, betCount: number, confirmed: boolean): SettingsOutcome => {
  switch (change._tag) {
    case "OneClick":
      if (change.on && betCount > 0 && !confirmed) return { _tag: "NeedsConfirmation" }
      return { _tag: "Applied", settings: { ...settings, isOneClick: change.on } }
    case "ExactCoef":
      return { _tag: "Applied", settings: { ...settings, exactCoef: change.value, ...(change.value === 0 ? { isDropOnScoreChange: false } : {}) } }
    case "DropOnScoreChange":
      return { _tag: "Applied", settings: { ...settings, isDropOnScoreChange: change.on, ...(change.on ? { isOneClick: false } : {}) } }
    case "Set": {
      // A field the patch leaves undefined keeps its value.
      const defined = Object.fromEntries(Object.entries(change.patch).filter(([, value]) => value !== undefined))
      return { _tag: "Applied", settings: { ...settings, ...defined } }
    }
  }
}

/** The settings this browser kept under COUPON_SETTINGS_STORAGE_KEY, field by field over the defaults. */
export const COUPON_SETTINGS_STORAGE_KEY = "oddsfold.couponSettings"
export const parseStoredCouponSettings = (text: string | undefined): CouponSettings => ({ ...DEFAULT_COUPON_SETTINGS, ...parseStoredRecord(CouponSettings.fields, text) })

/**
 * The stake one-click places from an account of `accountType`: the one the player chose for it. 0 while they chose
 * none: one-click then places nothing (a click adds the bet to the coupon), since no stake is ever chosen for them.
 */
export const oneClickStake = (settings: Pick<CouponSettings, "oneClickAmount" | "bonusAccountOneClickAmount">, accountType: number): number =>
  accountType === BONUS_ACCOUNT ? settings.bonusAccountOneClickAmount : settings.oneClickAmount

/** The setting that holds the one-click stake of an account of `accountType`. */
export const oneClickStakeField = (accountType: number): "oneClickAmount" | "bonusAccountOneClickAmount" =>
  accountType === BONUS_ACCOUNT ? "bonusAccountOneClickAmount" : "oneClickAmount"
