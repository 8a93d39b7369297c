import { HttpApiEndpoint, HttpApiSchema } from "@effect/platform"
import { Schema } from "effect"
import { MailingSettings } from "../account/mailingSettings"
import { PersonalData, PersonalDataFieldError } from "../account/personalData"
import { PasswordText } from "../session/credentials"
import { PlayerSettingsPatch } from "../settings/globalSettings"
import { LoggedAnswer, RedactedInLog } from "./credentials"
import { BadRequest, Unauthorized } from "./errors"

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
  invalidSecurityQuestion: 35
} as const

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

export const SECURITY_QUESTION_MAX = 200
export const OfficeSettings = Schema.Struct({ mailing: MailingSettings, global: PlayerSettingsPatch })
export type OfficeSettings = typeof OfficeSettings.Type

export const officeEndpoints = {
  profile: HttpApiEndpoint.get("profile", "/web-api/account/profile").addSuccess(Profile).addError(Unauthorized),
  saveProfile: HttpApiEndpoint.post("saveProfile", "/web-api/account/profile")
    .setPayload(Schema.Struct({ data: PersonalData }))
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
  disableTwoStep: HttpApiEndpoint.post("disableTwoStep", "/web-api/account/security/two-step/disable")
    .setPayload(Schema.Struct({ code: TwoStepCode }))
    .addSuccess(SecurityState)
    .addError(Unauthorized)
    .addError(BadRequest),
  // The answer is a password of sorts: sent Redacted, kept as an argon2id hash, never shown again.
  setSecurityQuestion: HttpApiEndpoint.post("setSecurityQuestion", "/web-api/account/security/question")
    .setPayload(
      Schema.Struct({
        question: Schema.Trim.pipe(Schema.maxLength(SECURITY_QUESTION_MAX)),
        answer: Schema.Redacted(Schema.String.pipe(Schema.maxLength(SECURITY_QUESTION_MAX))),
        password: PasswordText
      })
    )
    .addSuccess(SecurityState)
    .addError(Unauthorized)
    .addError(BadRequest),
  setEmailAuth: HttpApiEndpoint.post("setEmailAuth", "/web-api/account/security/email-auth")
    .setPayload(Schema.Struct({ enabled: Schema.Boolean }))
    .addSuccess(SecurityState)
    .addError(Unauthorized)
    .addError(BadRequest),
  settings: HttpApiEndpoint.get("settings", "/web-api/account/settings").addSuccess(OfficeSettings).addError(Unauthorized),
  saveSettings: HttpApiEndpoint.post("saveSettings", "/web-api/account/settings")
    .setPayload(OfficeSettings)
    .addSuccess(OfficeSettings)
    .addError(Unauthorized)
} as const
