import { Schema } from "effect"
import { FirstDepositBonusChoice } from "../../domain/account/bonusSettings"
import { captchaAnswer, Secret } from "../secret"

/**
 * The session area's commands that finish with a one-time code (issue 7): phone registration, sign-in by SMS code,
 * password recovery and the e-mail confirmation. Codes and passwords are Secrets ("<redacted>" in every exported
 * log); phone numbers and e-mail addresses are not (ARCHITECTURE 3 names passwords, codes, tokens, captcha answers
 * and payment details), as in SendSmsCode.
 */

/** SPEC.md 2.4 "phone": the number (its country is the registration's country), the SMS code and a password. */
export class RegisterByPhone extends Schema.TaggedClass<RegisterByPhone>()("RegisterByPhone", {
  countryId: Schema.Int,
  currencyId: Schema.Int,
  refCode: Schema.String,
  bonusChoice: FirstDepositBonusChoice,
  phoneNumber: Schema.String,
  code: Secret,
  password: Secret,
  ...captchaAnswer
}) {}

/** Sign-in by phone and the code sent by SendSmsCode with purpose sms_sign_in. */
export class LoginBySms extends Schema.TaggedClass<LoginBySms>()("LoginBySms", {
  countryId: Schema.Int,
  phoneNumber: Schema.String,
  code: Secret,
  save: Schema.Boolean,
  ...captchaAnswer
}) {}

/** Where a recovery code goes: the e-mail, or the phone (country and national number) of the account. */
export const RecoveryTarget = Schema.Union(
  Schema.TaggedStruct("email", { email: Schema.String }),
  Schema.TaggedStruct("sms", { countryId: Schema.Int, phoneNumber: Schema.String })
)
export type RecoveryTarget = typeof RecoveryTarget.Type

/** A password recovery code (SPEC.md 4 steps "code", then "sent" or "resend"). */
export class SendRecoveryCode extends Schema.TaggedClass<SendRecoveryCode>()("SendRecoveryCode", {
  target: RecoveryTarget,
  ...captchaAnswer
}) {}

/** The recovery code and the new password (SPEC.md 4 steps "approve", "save", then "success" or "error"). */
export class ResetPassword extends Schema.TaggedClass<ResetPassword>()("ResetPassword", {
  target: RecoveryTarget,
  code: Secret,
  password: Secret,
  ...captchaAnswer
}) {}

/** The `user/accountverify` link was opened: its address and code confirm the e-mail. */
export class ConfirmEmail extends Schema.TaggedClass<ConfirmEmail>()("ConfirmEmail", {
  email: Schema.String,
  code: Secret,
  ...captchaAnswer
}) {}

export const codeCommands = [RegisterByPhone, LoginBySms, SendRecoveryCode, ResetPassword, ConfirmEmail] as const
