import { HttpApiEndpoint, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { AccountSettingsPatch, AccountSettingsState } from "../account/bonusSettings"
import { MailingSettings } from "../account/mailingSettings"
import { PersonalData, PersonalDataFieldError, PersonalDataInput } from "../account/personalData"
import { SECURITY_QUESTION_MAX, SecurityAnswerText } from "../account/securityQuestion"
import { EmailText, PasswordText } from "../session/credentials"
import { PlayerSettingsPatch } from "../settings/globalSettings"
import { LoggedAnswer, RedactedInLog } from "./credentials"
import { LanguageCode } from "../shell/language"
import { BadRequest, TooManyRequests, Unauthorized } from "./errors"
import { CodeText } from "./sessionCodes"
import { PlayerText, TrimmedPlayerText } from "../playerText"

/**
 * The personal office's calls (issue 7 "Personal office", SPEC.md 2.5 account, security and settings), in the
 * account group. Paths are ours (SPEC.md 7 does not show them). Every call is the signed-in player's, else 401.
 */

/** Personal data the server refused, field by field (SPEC.md 8: personal-data errors by field name). */
export class PersonalDataRejected extends Schema.TaggedError<PersonalDataRejected>()(
  "PersonalDataRejected",
  { code: Schema.Int, message: Schema.String, fields: Schema.Array(PersonalDataFieldError) },
  HttpApiSchema.annotations({ status: 400 })
) {}

/** BadRequest codes of the office (the auth codes of credentials.ts end at 19). */
export const OfficeErrorCode = {
  /** PersonalDataRejected: see its fields. */
  personalData: 30,
  /** The current password is wrong (change password, security question). */
  wrongPassword: 31,
  /** The new password breaks the password rules. */
  weakPassword: 32,
  /** The two-step code is not the one the authenticator shows now. */
  wrongTwoStepCode: 33,
  /** Two-step sign-in is not being set up (enable without begin) or is already on. */
  twoStepState: 34,
  /** The security question or its answer is empty or too long. */
  invalidSecurityQuestion: 35,
  /** Phone binding: a number is bound already (unbind it first), or none is bound (nothing to unbind). */
  phoneState: 36,
  /**
   * The e-mail confirmation link: the player has no e-mail address, or it is confirmed already; adding an address:
   * the account has one already.
   */
  emailState: 37,
  /** The change needs the answer to the player's security question (src/domain/account/securityQuestion.ts). */
  securityAnswerRequired: 38,
  /** The answer to the security question is wrong. */
  wrongSecurityAnswer: 39
} as const

/** An account settings change the server refuses (SPEC.md 3 "Account settings"); `code` is one of AccountSettingsRefusalCode. */
export class AccountSettingsRefused extends Schema.TaggedError<AccountSettingsRefused>()(
  "AccountSettingsRefused",
  { code: Schema.Int, message: Schema.String },
  HttpApiSchema.annotations({ status: 409 })
) {}

export const AccountSettingsRefusalCode = {
  /** The first deposit is made: the bonus it brought is decided and its type no longer changes. */
  firstDepositBonusDecided: 1
} as const

/** A phone as the phone field gives it (SPEC.md 7 phone countries and masks): the country and the national number. */
export const PhoneBindingNumber = Schema.Struct({ country_id: Schema.Int, phone_number: PlayerText(32) })

/** Where a code went, masked as the player's screens show it (country code and last two digits), and until when (epoch s). */
export const PhoneCodeSent = Schema.Struct({ phone: Schema.String, expiresAt: Schema.Int })
export type PhoneCodeSent = typeof PhoneCodeSent.Type

/** The confirmation link went again: to which address (masked) and until when it works (epoch s). */
export const ConfirmationResent = Schema.Struct({ email: Schema.String, expiresAt: Schema.Int })
export type ConfirmationResent = typeof ConfirmationResent.Type

/** The activation link went to the address the player added: which one (masked) and until when it works (epoch s). */
export const ActivationSent = Schema.Struct({ email: Schema.String, expiresAt: Schema.Int })
export type ActivationSent = typeof ActivationSent.Type

/** The personal data page: the data, and the account facts shown beside it (read-only there). */
export const Profile = Schema.Struct({
  data: PersonalData,
  email: Schema.NullOr(Schema.String),
  phone: Schema.NullOr(Schema.String),
  accountId: Schema.Int,
  registeredAt: Schema.Int
})
export type Profile = typeof Profile.Type

/** The security page: what is on, the protection level it makes (SPEC.md 3 and 5), and the question (not its answer). */
export const SecurityState = Schema.Struct({
  protection_level: Schema.Int,
  protection_methods: Schema.Struct({
    is_changed_password: Schema.Boolean,
    enable_two_factor_auth: Schema.Boolean,
    enable_phone_binding: Schema.Boolean,
    enable_security_question: Schema.Boolean,
    enable_email_auth: Schema.Boolean
  }),
  securityQuestion: Schema.NullOr(Schema.String),
  changed_pass_day_count: Schema.NullOr(Schema.Int)
})
export type SecurityState = typeof SecurityState.Type

/** A two-step set-up: the secret for an authenticator app, as text, as an otpauth URI and as a QR code (SVG). */
const twoStepSetupFields = { secret: Schema.Redacted(Schema.String), uri: Schema.Redacted(Schema.String), qrSvg: Schema.Redacted(Schema.String) }
export const TwoStepSetup = Schema.Struct(twoStepSetupFields)
/** The same answer as the client's log keeps it: no secret in an exported log. */
const TwoStepSetupInLog = Schema.Struct({ secret: RedactedInLog, uri: RedactedInLog, qrSvg: RedactedInLog })

export const TwoStepCode = Schema.Redacted(Schema.String.pipe(Schema.pattern(/^\d{6}$/)))

export { SECURITY_QUESTION_MAX }
export const OfficeSettings = Schema.Struct({ mailing: MailingSettings, global: PlayerSettingsPatch })
export type OfficeSettings = typeof OfficeSettings.Type

export const officeEndpoints = {
  profile: HttpApiEndpoint.get("profile", "/web-api/account/profile").addSuccess(Profile).addError(Unauthorized),
  saveProfile: HttpApiEndpoint.post("saveProfile", "/web-api/account/profile")
    .setPayload(Schema.Struct({ data: PersonalDataInput }))
    .addSuccess(Profile)
    .addError(Unauthorized)
    .addError(PersonalDataRejected),
  security: HttpApiEndpoint.get("security", "/web-api/account/security").addSuccess(SecurityState).addError(Unauthorized),
  // The player's other sessions end; this one goes on.
  changePassword: HttpApiEndpoint.post("changePassword", "/web-api/account/security/password")
    .setPayload(Schema.Struct({ current: PasswordText, next: PasswordText }))
    .addSuccess(SecurityState)
    .addError(Unauthorized)
    .addError(BadRequest),
  beginTwoStep: HttpApiEndpoint.post("beginTwoStep", "/web-api/account/security/two-step/begin")
    .setPayload(Schema.Struct({}))
    .addSuccess(TwoStepSetup)
    .addError(Unauthorized)
    .addError(BadRequest)
    .annotate(LoggedAnswer, TwoStepSetupInLog),
  enableTwoStep: HttpApiEndpoint.post("enableTwoStep", "/web-api/account/security/two-step/enable")
    .setPayload(Schema.Struct({ code: TwoStepCode }))
    .addSuccess(SecurityState)
    .addError(Unauthorized)
    .addError(BadRequest),
  // Once a security question is set, its answer too (38 without it, 39 wrong, 429 after too many wrong answers).
  disableTwoStep: HttpApiEndpoint.post("disableTwoStep", "/web-api/account/security/two-step/disable")
    .setPayload(Schema.Struct({ code: TwoStepCode, securityAnswer: Schema.optional(SecurityAnswerText) }))
    .addSuccess(SecurityState)
    .addError(Unauthorized)
    .addError(BadRequest)
    .addError(TooManyRequests),
  // The answer is a password of sorts: sent Redacted, kept as an argon2id hash, never shown again.
  setSecurityQuestion: HttpApiEndpoint.post("setSecurityQuestion", "/web-api/account/security/question")
    .setPayload(
      Schema.Struct({
        question: TrimmedPlayerText(0, SECURITY_QUESTION_MAX),
        answer: SecurityAnswerText,
        password: PasswordText,
        // Replacing a question asks the answer of the one set.
        securityAnswer: Schema.optional(SecurityAnswerText)
      })
    )
    .addSuccess(SecurityState)
    .addError(Unauthorized)
    .addError(BadRequest)
    .addError(TooManyRequests),
  // Whether e-mail and password sign the player in: switched off, that way is refused like a wrong password (the
  // account ID, phone and social sign-in still work). Asks the security answer once a question is set.
  setEmailAuth: HttpApiEndpoint.post("setEmailAuth", "/web-api/account/security/email-auth")
    .setPayload(Schema.Struct({ enabled: Schema.Boolean, securityAnswer: Schema.optional(SecurityAnswerText) }))
    .addSuccess(SecurityState)
    .addError(Unauthorized)
    .addError(BadRequest)
    .addError(TooManyRequests),
  // Phone binding (SPEC.md 2.5 security, 3 enable_phone_binding): an SMS code to the number, then the code binds it.
  // Codes are rate limited per number, per client and per player (429); a number is bound only to a player without one.
  sendPhoneBindingCode: HttpApiEndpoint.post("sendPhoneBindingCode", "/web-api/account/security/phone/send-code")
    .setPayload(Schema.Struct({ ...PhoneBindingNumber.fields, lang: LanguageCode }))
    .addSuccess(PhoneCodeSent)
    .addError(Unauthorized)
    .addError(BadRequest)
    .addError(TooManyRequests),
  // The number becomes the player's (SMS sign-in and recovery by SMS then reach it); a number of another player is
  // refused (CodeErrorCode.phoneTaken), said only to whoever holds its code.
  bindPhone: HttpApiEndpoint.post("bindPhone", "/web-api/account/security/phone/bind")
    .setPayload(Schema.Struct({ ...PhoneBindingNumber.fields, code: CodeText, securityAnswer: Schema.optional(SecurityAnswerText) }))
    .addSuccess(SecurityState)
    .addError(Unauthorized)
    .addError(BadRequest)
    .addError(TooManyRequests),
  // Unbinding needs a code sent to the bound number: whoever has only the password cannot take the phone off.
  sendPhoneUnbindingCode: HttpApiEndpoint.post("sendPhoneUnbindingCode", "/web-api/account/security/phone/unbind/send-code")
    .setPayload(Schema.Struct({ lang: LanguageCode }))
    .addSuccess(PhoneCodeSent)
    .addError(Unauthorized)
    .addError(BadRequest)
    .addError(TooManyRequests),
  unbindPhone: HttpApiEndpoint.post("unbindPhone", "/web-api/account/security/phone/unbind")
    .setPayload(Schema.Struct({ code: CodeText, securityAnswer: Schema.optional(SecurityAnswerText) }))
    .addSuccess(SecurityState)
    .addError(Unauthorized)
    .addError(BadRequest)
    .addError(TooManyRequests),
  // The e-mail confirmation link again (SPEC.md 2.4 user/accountverify): a new code replaces the old one, so only
  // the newest link works. Rate limited per address, per client and per player (429).
  resendEmailConfirmation: HttpApiEndpoint.post("resendEmailConfirmation", "/web-api/account/email/resend-confirmation")
    .setPayload(Schema.Struct({ lang: LanguageCode }))
    .addSuccess(ConfirmationResent)
    .addError(Unauthorized)
    .addError(BadRequest)
    .addError(TooManyRequests),
  // An address for a player who has none (one-click, phone, social without one): an e-mail with the activation link
  // (SPEC.md 2.4 user/activate) goes to it, and only the link puts it on the account. The same answer whether or not
  // another account has the address (its owner is told instead). 13: not an e-mail address; 37: the account has one.
  // An address lets its holder recover the password: once a security question is set, its answer too (38, 39, 429).
  // Rate limited per address, per client and per player (429).
  addEmail: HttpApiEndpoint.post("addEmail", "/web-api/account/email/add")
    .setPayload(
      Schema.Struct({
        email: EmailText,
        lang: LanguageCode,
        securityAnswer: Schema.optional(SecurityAnswerText)
      })
    )
    .addSuccess(ActivationSent)
    .addError(Unauthorized)
    .addError(BadRequest)
    .addError(TooManyRequests),
  settings: HttpApiEndpoint.get("settings", "/web-api/account/settings").addSuccess(OfficeSettings).addError(Unauthorized),
  saveSettings: HttpApiEndpoint.post("saveSettings", "/web-api/account/settings")
    .setPayload(OfficeSettings)
    .addSuccess(OfficeSettings)
    .addError(Unauthorized),
  // SPEC.md 3 "Account settings": bonus_type and first_deposit_bonus_type (src/domain/account/bonusSettings.ts).
  accountSettings: HttpApiEndpoint.get("accountSettings", "/web-api/account/account-settings").addSuccess(AccountSettingsState).addError(Unauthorized),
  // A patch: the fields sent change, the others stay. The first-deposit bonus no longer changes after a deposit (409).
  saveAccountSettings: HttpApiEndpoint.post("saveAccountSettings", "/web-api/account/account-settings")
    .setPayload(AccountSettingsPatch)
    .addSuccess(AccountSettingsState)
    .addError(Unauthorized)
    .addError(AccountSettingsRefused)
} as const
