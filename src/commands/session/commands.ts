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

export const sessionCommands = [CheckSession, StartDeviceSession, AnswerCaptcha, DismissCaptcha, LoadPhoneCountries] as const
