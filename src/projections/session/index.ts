import { captchaProjection } from "./captcha"
import { phoneCountriesProjection } from "./phoneCountries"
import { sessionProjection } from "./session"

export const sessionProjections = { session: sessionProjection, captcha: captchaProjection, phoneCountries: phoneCountriesProjection } as const
