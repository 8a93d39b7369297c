import { Schema } from "effect"
import { AccountSettingsPatch } from "../../domain/account/bonusSettings"
import { captchaAnswer } from "../secret"

/**
 * The account settings of SPEC.md 3 (bonus_type, first_deposit_bonus_type) and the first-deposit bonus modal of
 * SPEC.md 4, each the signed-in player's.
 */

export class LoadAccountSettings extends Schema.TaggedClass<LoadAccountSettings>()("LoadAccountSettings", { ...captchaAnswer }) {}

/** Changes the settings `patch` names; the others stay (the first-deposit modal changes only its own). */
export class SaveAccountSettings extends Schema.TaggedClass<SaveAccountSettings>()("SaveAccountSettings", {
  patch: AccountSettingsPatch,
  ...captchaAnswer
}) {}

/** The home page of a player with no deposit: offer the first-deposit bonus, unless this browser has offered it before. */
export class ShowFirstDepositOffer extends Schema.TaggedClass<ShowFirstDepositOffer>()("ShowFirstDepositOffer", { userId: Schema.Int }) {}

/** The player closed the first-deposit bonus modal without choosing. */
export class DismissFirstDepositOffer extends Schema.TaggedClass<DismissFirstDepositOffer>()("DismissFirstDepositOffer", {}) {}

export const bonusCommands = [LoadAccountSettings, SaveAccountSettings, ShowFirstDepositOffer, DismissFirstDepositOffer] as const
