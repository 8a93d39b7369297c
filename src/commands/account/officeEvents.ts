import { Schema } from "effect"
import { Profile, OfficeSettings, SecurityState } from "../../domain/api/accountOffice"
import { ApiError } from "../../domain/api/clientErrors"
import { PersonalDataFieldError } from "../../domain/account/personalData"
import { Secret } from "../secret"
import { version } from "../version"
import { PhoneCodePurpose, SecurityChangeKind } from "./officeCommands"

/** The personal office's facts (issue 7). No event carries a password, a code or the security answer. */

export class ProfileLoaded extends Schema.TaggedClass<ProfileLoaded>()("ProfileLoaded", { ...version(1), profile: Profile }) {}
export class ProfileLoadFailed extends Schema.TaggedClass<ProfileLoadFailed>()("ProfileLoadFailed", { ...version(1), error: ApiError }) {}

export class ProfileSaved extends Schema.TaggedClass<ProfileSaved>()("ProfileSaved", { ...version(1), profile: Profile }) {}
/** Refused; the error's `fields` name the fields the server blamed (SPEC.md 8: personal-data errors by field). */
export class ProfileSaveFailed extends Schema.TaggedClass<ProfileSaveFailed>()("ProfileSaveFailed", { ...version(1), error: ApiError }) {}
/**
 * Refused before it was sent, by the rule the server applies (personalDataErrors): the page names the fields at once,
 * and the server never sees data it would refuse.
 */
export class ProfileRefused extends Schema.TaggedClass<ProfileRefused>()("ProfileRefused", {
  ...version(1),
  fields: Schema.Array(PersonalDataFieldError)
}) {}

export class SecurityLoaded extends Schema.TaggedClass<SecurityLoaded>()("SecurityLoaded", { ...version(1), security: SecurityState }) {}
export class SecurityLoadFailed extends Schema.TaggedClass<SecurityLoadFailed>()("SecurityLoadFailed", { ...version(1), error: ApiError }) {}

export class SecurityChanged extends Schema.TaggedClass<SecurityChanged>()("SecurityChanged", {
  ...version(1),
  change: SecurityChangeKind,
  security: SecurityState
}) {}
export class SecurityChangeFailed extends Schema.TaggedClass<SecurityChangeFailed>()("SecurityChangeFailed", {
  ...version(1),
  change: SecurityChangeKind,
  error: ApiError
}) {}

/** A two-step set-up: the secret as text, URI and QR code, all Secrets (an exported log shows none of them). */
export class TwoStepSetupStarted extends Schema.TaggedClass<TwoStepSetupStarted>()("TwoStepSetupStarted", {
  ...version(1),
  secret: Secret,
  uri: Secret,
  qrSvg: Secret
}) {}
export class TwoStepSetupFailed extends Schema.TaggedClass<TwoStepSetupFailed>()("TwoStepSetupFailed", { ...version(1), error: ApiError }) {}
export class TwoStepSetupCancelled extends Schema.TaggedClass<TwoStepSetupCancelled>()("TwoStepSetupCancelled", { ...version(1) }) {}

/** A phone binding's or unbinding's SMS code went: where (masked by the server) and until when (epoch s). */
export class PhoneCodeSent extends Schema.TaggedClass<PhoneCodeSent>()("PhoneCodeSent", {
  ...version(1),
  purpose: PhoneCodePurpose,
  phone: Schema.String,
  expiresAt: Schema.Int
}) {}
export class PhoneCodeFailed extends Schema.TaggedClass<PhoneCodeFailed>()("PhoneCodeFailed", { ...version(1), purpose: PhoneCodePurpose, error: ApiError }) {}

/** The confirmation link went again: to which address (masked by the server) and until when it works (epoch s). */
export class EmailConfirmationResent extends Schema.TaggedClass<EmailConfirmationResent>()("EmailConfirmationResent", {
  ...version(1),
  email: Schema.String,
  expiresAt: Schema.Int
}) {}
export class EmailConfirmationResendFailed extends Schema.TaggedClass<EmailConfirmationResendFailed>()("EmailConfirmationResendFailed", {
  ...version(1),
  error: ApiError
}) {}

/** The activation link went to the added address: which one (masked by the server) and until when it works (epoch s). */
export class EmailActivationSent extends Schema.TaggedClass<EmailActivationSent>()("EmailActivationSent", {
  ...version(1),
  email: Schema.String,
  expiresAt: Schema.Int
}) {}
export class EmailActivationSendFailed extends Schema.TaggedClass<EmailActivationSendFailed>()("EmailActivationSendFailed", {
  ...version(1),
  error: ApiError
}) {}

export class OfficeSettingsLoaded extends Schema.TaggedClass<OfficeSettingsLoaded>()("OfficeSettingsLoaded", {
  ...version(1),
  settings: OfficeSettings
}) {}
export class OfficeSettingsSaved extends Schema.TaggedClass<OfficeSettingsSaved>()("OfficeSettingsSaved", {
  ...version(1),
  settings: OfficeSettings
}) {}
export class OfficeSettingsFailed extends Schema.TaggedClass<OfficeSettingsFailed>()("OfficeSettingsFailed", { ...version(1), error: ApiError }) {}

export const officeEvents = [
  ProfileLoaded,
  ProfileLoadFailed,
  ProfileSaved,
  ProfileSaveFailed,
  ProfileRefused,
  SecurityLoaded,
  SecurityLoadFailed,
  SecurityChanged,
  SecurityChangeFailed,
  TwoStepSetupStarted,
  TwoStepSetupFailed,
  TwoStepSetupCancelled,
  PhoneCodeSent,
  PhoneCodeFailed,
  EmailConfirmationResent,
  EmailConfirmationResendFailed,
  EmailActivationSent,
  EmailActivationSendFailed,
  OfficeSettingsLoaded,
  OfficeSettingsSaved,
  OfficeSettingsFailed
] as const

/** The events that record a server's answer. */
export const officeServerAnswers = [
  ProfileLoaded,
  ProfileLoadFailed,
  ProfileSaved,
  ProfileSaveFailed,
  SecurityLoaded,
  SecurityLoadFailed,
  SecurityChanged,
  SecurityChangeFailed,
  TwoStepSetupStarted,
  TwoStepSetupFailed,
  PhoneCodeSent,
  PhoneCodeFailed,
  EmailConfirmationResent,
  EmailConfirmationResendFailed,
  EmailActivationSent,
  EmailActivationSendFailed,
  OfficeSettingsLoaded,
  OfficeSettingsSaved,
  OfficeSettingsFailed
] as const
