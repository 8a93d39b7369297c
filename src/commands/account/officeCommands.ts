import { Schema } from "effect"
import { MailingSettings } from "../../domain/account/mailingSettings"
import { PersonalData } from "../../domain/account/personalData"
import { PlayerSettingsPatch } from "../../domain/settings/globalSettings"
import { captchaAnswer, Secret } from "../secret"

/** The personal office's commands (issue 7): personal data, security and settings, each the signed-in player's. */

export class LoadProfile extends Schema.TaggedClass<LoadProfile>()("LoadProfile", { ...captchaAnswer }) {}

export class SaveProfile extends Schema.TaggedClass<SaveProfile>()("SaveProfile", { data: PersonalData, ...captchaAnswer }) {}

export class LoadSecurity extends Schema.TaggedClass<LoadSecurity>()("LoadSecurity", { ...captchaAnswer }) {}

/** A change on the security page. Passwords, codes and the security answer are Secrets: "<redacted>" in any export. */
export const SecurityChange = Schema.Union(
  Schema.TaggedStruct("password", { current: Secret, next: Secret }),
  Schema.TaggedStruct("enableTwoStep", { code: Secret }),
  Schema.TaggedStruct("disableTwoStep", { code: Secret }),
  Schema.TaggedStruct("question", { question: Schema.String, answer: Secret, password: Secret }),
  Schema.TaggedStruct("emailAuth", { enabled: Schema.Boolean }),
  // Phone binding (SPEC.md 2.5 security): the number of the phone field and the SMS code sent to it.
  Schema.TaggedStruct("bindPhone", { countryId: Schema.Int, phoneNumber: Schema.String, code: Secret }),
  Schema.TaggedStruct("unbindPhone", { code: Secret })
)
export type SecurityChange = typeof SecurityChange.Type
export const SecurityChangeKind = Schema.Literal("password", "enableTwoStep", "disableTwoStep", "question", "emailAuth", "bindPhone", "unbindPhone")
export type SecurityChangeKind = typeof SecurityChangeKind.Type

/**
 * `securityAnswer`: the answer to the player's security question, which the server asks before the changes of
 * src/domain/account/securityQuestion.ts once a question is set.
 */
export class ChangeSecurity extends Schema.TaggedClass<ChangeSecurity>()("ChangeSecurity", {
  change: SecurityChange,
  securityAnswer: Schema.optional(Secret),
  ...captchaAnswer
}) {}

/** Starts setting up two-step sign-in: the server makes a secret and shows it as a QR code and as text. */
export class BeginTwoStep extends Schema.TaggedClass<BeginTwoStep>()("BeginTwoStep", { ...captchaAnswer }) {}

/** The player closed the set-up without a code: the secret is no longer shown. */
export class CancelTwoStep extends Schema.TaggedClass<CancelTwoStep>()("CancelTwoStep", {}) {}

/** What an SMS code of the security page is for: binding a new number, or unbinding the bound one. */
export const PhoneCodePurpose = Schema.Literal("bindPhone", "unbindPhone")
export type PhoneCodePurpose = typeof PhoneCodePurpose.Type

/**
 * Sends the SMS code of a phone binding (to the number typed, in the server's phone countries and masks) or of an
 * unbinding (to the bound number: no number travels).
 */
export class SendPhoneCode extends Schema.TaggedClass<SendPhoneCode>()("SendPhoneCode", {
  purpose: PhoneCodePurpose,
  countryId: Schema.NullOr(Schema.Int),
  phoneNumber: Schema.String,
  lang: Schema.String,
  ...captchaAnswer
}) {}

/** The e-mail confirmation link again (a new link replaces the old one). */
export class ResendEmailConfirmation extends Schema.TaggedClass<ResendEmailConfirmation>()("ResendEmailConfirmation", {
  lang: Schema.String,
  ...captchaAnswer
}) {}

/**
 * An address for an account without one (SPEC.md 2.4 user/activate): the activation link goes to it, and only the
 * link puts it on the account. `securityAnswer`: asked once a security question is set (an address is a way to
 * recover the password).
 */
export class AddEmail extends Schema.TaggedClass<AddEmail>()("AddEmail", {
  email: Schema.String,
  lang: Schema.String,
  securityAnswer: Schema.optional(Secret),
  ...captchaAnswer
}) {}

export class LoadOfficeSettings extends Schema.TaggedClass<LoadOfficeSettings>()("LoadOfficeSettings", { ...captchaAnswer }) {}

/** Saves the mailing settings (SPEC.md 3) and the global settings the player chose, for every device they sign in on. */
export class SaveOfficeSettings extends Schema.TaggedClass<SaveOfficeSettings>()("SaveOfficeSettings", {
  mailing: MailingSettings,
  global: PlayerSettingsPatch,
  ...captchaAnswer
}) {}

export const officeCommands = [
  LoadProfile,
  SaveProfile,
  LoadSecurity,
  ChangeSecurity,
  BeginTwoStep,
  CancelTwoStep,
  SendPhoneCode,
  ResendEmailConfirmation,
  AddEmail,
  LoadOfficeSettings,
  SaveOfficeSettings
] as const
