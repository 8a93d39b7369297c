import { Schema } from "effect"
import { AccountSettingsState } from "../../domain/account/bonusSettings"
import { ApiError } from "../../domain/api/clientErrors"
import { version } from "../version"

/** The account settings as the server answered them, and whether the first deposit has decided its bonus. */
export class AccountSettingsLoaded extends Schema.TaggedClass<AccountSettingsLoaded>()("AccountSettingsLoaded", {
  ...version(1),
  state: AccountSettingsState
}) {}
export class AccountSettingsSaved extends Schema.TaggedClass<AccountSettingsSaved>()("AccountSettingsSaved", {
  ...version(1),
  state: AccountSettingsState
}) {}
/** Loading or saving failed; a refused save carries the server's code (409 AccountSettingsRefused). */
export class AccountSettingsFailed extends Schema.TaggedClass<AccountSettingsFailed>()("AccountSettingsFailed", { ...version(1), error: ApiError }) {}

/** The first-deposit bonus modal shows for `userId` (its flag is stored: once per player of the browser). */
export class FirstDepositOfferShown extends Schema.TaggedClass<FirstDepositOfferShown>()("FirstDepositOfferShown", {
  ...version(1),
  userId: Schema.Int
}) {}
export class FirstDepositOfferDismissed extends Schema.TaggedClass<FirstDepositOfferDismissed>()("FirstDepositOfferDismissed", { ...version(1) }) {}

export const bonusEvents = [AccountSettingsLoaded, AccountSettingsSaved, AccountSettingsFailed, FirstDepositOfferShown, FirstDepositOfferDismissed] as const

/** The events that record a server's answer. */
export const bonusServerAnswers = [AccountSettingsLoaded, AccountSettingsSaved, AccountSettingsFailed] as const
