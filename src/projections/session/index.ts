import { captchaProjection } from "./captcha"
import { captchaImageProjection } from "./captchaImage"
import { phoneCountriesProjection } from "./phoneCountries"
import { sessionProjection } from "./session"
import { smsCodeProjection } from "./smsCode"

export const sessionProjections = {
  session: sessionProjection,
  captcha: captchaProjection,
  captchaImage: captchaImageProjection,
  phoneCountries: phoneCountriesProjection,
  smsCode: smsCodeProjection
} as const
