import { authProjection } from "./auth"
import { authMetricsProjection } from "./authMetrics"
import { captchaProjection } from "./captcha"
import { phoneCountriesProjection } from "./phoneCountries"
import { sessionProjection } from "./session"
import { userConfigProjection } from "./userConfig"

export const sessionProjections = {
  session: sessionProjection,
  captcha: captchaProjection,
  phoneCountries: phoneCountriesProjection,
  auth: authProjection,
  authMetrics: authMetricsProjection,
  userConfig: userConfigProjection
} as const
