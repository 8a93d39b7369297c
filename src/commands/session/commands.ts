import { Schema } from "effect"
import { FirstDepositBonusChoice } from "../../domain/account/bonusSettings"
import { captchaAnswer, Secret } from "../secret"
import { qrCommands } from "./qrCommands"
import { socialCommands } from "./socialCommands"
import { codeCommands } from "./codeCommands"
import { linkCommands } from "./linkCommands"
import { metricsCommands } from "./metricsCommands"

export class CheckSession extends Schema.TaggedClass<CheckSession>()("CheckSession", { ...captchaAnswer }) {}

/** GET /web-api/session then the device fingerprint, about 8 s after readiness when there is no session. */
export class StartDeviceSession extends Schema.TaggedClass<StartDeviceSession>()("StartDeviceSession", { ...captchaAnswer }) {}

/** The player's captcha answer: the waiting commands are dispatched again with it. */
export class AnswerCaptcha extends Schema.TaggedClass<AnswerCaptcha>()("AnswerCaptcha", { answer: Secret }) {}

export class DismissCaptcha extends Schema.TaggedClass<DismissCaptcha>()("DismissCaptcha", {}) {}

/** The player closed the note of failed sign-ins on their account. */
export class DismissFailedSignIns extends Schema.TaggedClass<DismissFailedSignIns>()("DismissFailedSignIns", {}) {}

/** The countries the phone field offers, named in `lang` (SPEC.md 7). */
export class LoadPhoneCountries extends Schema.TaggedClass<LoadPhoneCountries>()("LoadPhoneCountries", {
  lang: Schema.String,
  ...captchaAnswer
}) {}

/** Which form of the sign-in spine is open, and how it is shown (SPEC.md 2.4: page, modal, or the header dropdown). */
export const AuthForm = Schema.Literal("login", "registration", "forgotPassword")
export const AuthFormView = Schema.Literal("page", "modal", "dropdown")

/** The player opened the sign-in or registration form (the analytics counters of SPEC.md 4 count it). */
export class OpenAuthForm extends Schema.TaggedClass<OpenAuthForm>()("OpenAuthForm", { form: AuthForm, view: AuthFormView }) {}

export class CloseAuthForm extends Schema.TaggedClass<CloseAuthForm>()("CloseAuthForm", {}) {}

/** Sign in by e-mail or account ID; the password is a Secret: "<redacted>" in every exported log. */
export class Login extends Schema.TaggedClass<Login>()("Login", {
  login: Schema.String,
  password: Secret,
  save: Schema.Boolean,
  /** The authenticator's code: the second step of a two-step player's sign-in (absent in the first). */
  code: Schema.optional(Secret),
  ...captchaAnswer
}) {}

/**
 * The authenticator's code for the sign-in the server keeps waiting (400 code 18 answered the first step: password,
 * SMS code, social callback or one-tap). Only the code travels; the server knows the sign-in by its HttpOnly cookie.
 */
export class SubmitTwoStepCode extends Schema.TaggedClass<SubmitTwoStepCode>()("SubmitTwoStepCode", { code: Secret, ...captchaAnswer }) {}

export class Logout extends Schema.TaggedClass<Logout>()("Logout", {}) {}

/** The registration payload of SPEC.md 3, as the forms collect it. */
const registrationChoices = {
  countryId: Schema.Int,
  currencyId: Schema.Int,
  refCode: Schema.String,
  bonusChoice: FirstDepositBonusChoice
}

export class RegisterOneClick extends Schema.TaggedClass<RegisterOneClick>()("RegisterOneClick", { ...registrationChoices, ...captchaAnswer }) {}

export class RegisterByEmail extends Schema.TaggedClass<RegisterByEmail>()("RegisterByEmail", {
  ...registrationChoices,
  email: Schema.String,
  password: Secret,
  ...captchaAnswer
}) {}

/** The player has kept the one-click credentials (copied, saved or written down): they are not shown again. */
export class DismissCredentials extends Schema.TaggedClass<DismissCredentials>()("DismissCredentials", {}) {}

/** The user config of SPEC.md 3, loaded when a player is known (sign-in, or a session check with a user id). */
export class LoadUserConfig extends Schema.TaggedClass<LoadUserConfig>()("LoadUserConfig", { ...captchaAnswer }) {}

/**
 * The signed-in player's rights (SPEC.md 7 auth API "rights"): loaded after each session check that finds a player
 * and after signing in, and again when the server refuses a coupon for a reason the rights would have told.
 */
export class LoadRights extends Schema.TaggedClass<LoadRights>()("LoadRights", { ...captchaAnswer }) {}

/** A new captcha image (SPEC.md 7 GET update): when the server asks for a captcha, and when the player asks for another. */
export class LoadCaptchaImage extends Schema.TaggedClass<LoadCaptchaImage>()("LoadCaptchaImage", {}) {}

/**
 * "Sending an sms code" (SPEC.md 7) for phone registration or SMS sign-in: a country of the phone countries list and the national
 * number. The number is no secret of the log (ARCHITECTURE 3 names passwords, codes, tokens, captcha answers and
 * payment details): a command waiting for a captcha is kept encoded, and a secret would come back empty.
 */
export class SendSmsCode extends Schema.TaggedClass<SendSmsCode>()("SendSmsCode", {
  /** Phone registration, or the SMS sign-in (no purpose in logs written before there was one). */
  purpose: Schema.optionalWith(Schema.Literal("phone_registration", "sms_sign_in"), { default: () => "phone_registration" as const }),
  countryId: Schema.Int,
  phoneNumber: Schema.String,
  lang: Schema.String,
  ...captchaAnswer
}) {}

export const sessionCommands = [
  CheckSession,
  StartDeviceSession,
  AnswerCaptcha,
  DismissCaptcha,
  DismissFailedSignIns,
  LoadPhoneCountries,
  OpenAuthForm,
  CloseAuthForm,
  Login,
  SubmitTwoStepCode,
  Logout,
  RegisterOneClick,
  RegisterByEmail,
  DismissCredentials,
  LoadUserConfig,
  LoadRights,
  LoadCaptchaImage,
  SendSmsCode,
  ...socialCommands,
  ...qrCommands,
  ...codeCommands,
  ...linkCommands,
  ...metricsCommands
] as const
