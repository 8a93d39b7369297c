import { authProjection } from "./auth"
import { authMetricsProjection } from "./authMetrics"
import { captchaProjection } from "./captcha"
import { captchaImageProjection } from "./captchaImage"
import { phoneCountriesProjection } from "./phoneCountries"
import { sessionProjection } from "./session"
import { userConfigProjection } from "./userConfig"
import { smsCodeProjection } from "./smsCode"
import { socialProvidersProjection } from "./socialProviders"
import { emailConfirmationProjection } from "./emailConfirmation"
import { passwordRecoveryProjection } from "./passwordRecovery"
import { emailLinksProjection } from "./emailLinks"
import { qrLoginProjection } from "./qrLogin"
import { oneTapProjection } from "./oneTap"
import { inactivityProjection } from "./inactivity"
import { registrationReminderProjection, welcomeProjection } from "./reminders"
import { rightsProjection } from "./rights"
import { failedSignInsProjection } from "./failedSignIns"

export const sessionProjections = {
  session: sessionProjection,
  captcha: captchaProjection,
  captchaImage: captchaImageProjection,
  phoneCountries: phoneCountriesProjection,
  smsCode: smsCodeProjection,
  auth: authProjection,
  authMetrics: authMetricsProjection,
  userConfig: userConfigProjection,
  socialProviders: socialProvidersProjection,
  passwordRecovery: passwordRecoveryProjection,
  emailConfirmation: emailConfirmationProjection,
  emailLinks: emailLinksProjection,
  qrLogin: qrLoginProjection,
  oneTap: oneTapProjection,
  inactivity: inactivityProjection,
  registrationReminder: registrationReminderProjection,
  welcome: welcomeProjection,
  rights: rightsProjection,
  failedSignIns: failedSignInsProjection
} as const
