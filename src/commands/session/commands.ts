import { Schema } from "effect"
import { captchaAnswer, Secret } from "../secret"

export class CheckSession extends Schema.TaggedClass<CheckSession>()("CheckSession", { ...captchaAnswer }) {}

/** GET /web-api/session then the device fingerprint, about 8 s after readiness when there is no session. */
export class StartDeviceSession extends Schema.TaggedClass<StartDeviceSession>()("StartDeviceSession", { ...captchaAnswer }) {}

/** The player's captcha answer: the waiting commands are dispatched again with it. */
export class AnswerCaptcha extends Schema.TaggedClass<AnswerCaptcha>()("AnswerCaptcha", { answer: Secret }) {}

export class DismissCaptcha extends Schema.TaggedClass<DismissCaptcha>()("DismissCaptcha", {}) {}

/** The countries the phone field offers, named in `lang` (SPEC.md 7). */
export class LoadPhoneCountries extends Schema.TaggedClass<LoadPhoneCountries>()("LoadPhoneCountries", {
  lang: Schema.String,
  ...captchaAnswer
}) {}

/** A new captcha image (SPEC.md 7 GET update): when the server asks for a captcha, and when the player asks for another. */
export class LoadCaptchaImage extends Schema.TaggedClass<LoadCaptchaImage>()("LoadCaptchaImage", {}) {}

/**
 * "Sending an sms code" (SPEC.md 7) for phone registration: a country of the phone countries list and the national
 * number. The number is no secret of the log (ARCHITECTURE 3 names passwords, codes, tokens, captcha answers and
 * payment details): a command waiting for a captcha is kept encoded, and a secret would come back empty.
 */
export class SendSmsCode extends Schema.TaggedClass<SendSmsCode>()("SendSmsCode", {
  countryId: Schema.Int,
  phoneNumber: Schema.String,
  lang: Schema.String,
  ...captchaAnswer
}) {}

export const sessionCommands = [CheckSession, StartDeviceSession, AnswerCaptcha, DismissCaptcha, LoadPhoneCountries, LoadCaptchaImage, SendSmsCode] as const
