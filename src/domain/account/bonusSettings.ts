import { Schema } from "effect"

/** The first-deposit bonus the player picks at registration: a sports bonus, a casino bonus, or none. */
export const FirstDepositBonusChoice = Schema.Literal("sport", "casino", "none")
export type FirstDepositBonusChoice = typeof FirstDepositBonusChoice.Type

/**
 * SPEC.md 3 "Account settings: bonus_type, first_deposit_bonus_type". `bonus_type` is which of the site's bonus offers
 * the player takes part in: the sports ones, the casino ones, or none (the player refuses bonuses and their wagering).
 * `first_deposit_bonus_type` is the bonus the player's first deposit brings; registration sets it from the payload's
 * first_deposit_bonus_choice. It is decided by the first deposit: once one is made it can no longer change.
 */
export const BonusType = FirstDepositBonusChoice
export type BonusType = typeof BonusType.Type
export const BONUS_TYPES: ReadonlyArray<BonusType> = BonusType.literals

export const AccountSettings = Schema.Struct({ bonus_type: BonusType, first_deposit_bonus_type: BonusType }).annotations({ identifier: "AccountSettings" })
export type AccountSettings = typeof AccountSettings.Type

/** A change of some of the settings (the first-deposit bonus modal changes only its own). */
export const AccountSettingsPatch = Schema.Struct({
  bonus_type: Schema.optional(BonusType),
  first_deposit_bonus_type: Schema.optional(BonusType)
}).annotations({ identifier: "AccountSettingsPatch" })
export type AccountSettingsPatch = typeof AccountSettingsPatch.Type

/** The settings with what the server knows about them: whether the first-deposit bonus may still change. */
export const AccountSettingsState = Schema.Struct({
  settings: AccountSettings,
  /** SPEC.md 3 has_deposit: a first deposit was made, so its bonus is decided. */
  firstDepositMade: Schema.Boolean
})
export type AccountSettingsState = typeof AccountSettingsState.Type

/**
 * A new player's settings, from the registration's choice: the first-deposit bonus is the one chosen, and the player
 * takes part in the offers of the same side (the sports ones when no bonus was chosen: declining a welcome bonus is
 * not refusing every offer, which the settings page does).
 */
export const initialAccountSettings = (choice: BonusType): AccountSettings => ({
  bonus_type: choice === "casino" ? "casino" : "sport",
  first_deposit_bonus_type: choice
})

/** Why a change is refused: the first-deposit bonus changes after the first deposit. */
export type AccountSettingsProblem = "firstDepositBonusDecided"

/** The problem of applying `patch` to `current`, if any (asking for the value already set is no change). */
export const accountSettingsProblem = (current: AccountSettings, patch: AccountSettingsPatch, firstDepositMade: boolean): AccountSettingsProblem | null =>
  firstDepositMade && patch.first_deposit_bonus_type !== undefined && patch.first_deposit_bonus_type !== current.first_deposit_bonus_type
    ? "firstDepositBonusDecided"
    : null

export const applyAccountSettings = (current: AccountSettings, patch: AccountSettingsPatch): AccountSettings => ({
  bonus_type: patch.bonus_type ?? current.bonus_type,
  first_deposit_bonus_type: patch.first_deposit_bonus_type ?? current.first_deposit_bonus_type
})

/**
 * The first-deposit bonus modal (SPEC.md 4: shown once, a stored flag, only on the home page): offered to a signed-in
 * player who has made no deposit, on the home page, with nothing else over the page. Not in the visit the player
 * registered in: that visit has the welcome modal, and one modal after another is one too many.
 */
export interface FirstDepositOfferScene {
  readonly signedIn: boolean
  /** SPEC.md 3 has_deposit of the player's user config; null while it is not loaded. */
  readonly hasDeposit: boolean | null
  readonly onHomePage: boolean
  readonly overlayOpen: boolean
  readonly registeredThisVisit: boolean
}

export const firstDepositOfferFits = (scene: FirstDepositOfferScene): boolean =>
  scene.signedIn && scene.hasDeposit === false && scene.onHomePage && !scene.overlayOpen && !scene.registeredThisVisit

/** Where the flag that a player saw the offer is kept (local storage, one per player of the browser). */
export const firstDepositOfferStorageKey = (userId: number): string => `oddsfold.firstDepositOffer.shown.${userId}`
