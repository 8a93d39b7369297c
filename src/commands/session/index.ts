import { Effect } from "effect"
import { SESSION_REFRESH_PERIOD, SESSION_START_DELAY } from "../../adapters/retryPolicies"
import { after, every } from "../../adapters/timers"
import { type Area, defineArea } from "../area"
import { CheckSession, sessionCommands, StartDeviceSession } from "./commands"
import { sessionEvents, sessionServerAnswers } from "./events"
import { answerCaptcha, checkSession, dismissCaptcha, loadCaptchaImage, loadPhoneCountries, sendSmsCode, startDeviceSession } from "./handlers"
import { confirmEmail, loginBySms, registerByPhone, resetPassword, sendRecoveryCode } from "./codeHandlers"
import { sessionMigrations } from "./migrations"
import { guardCommands, guardEvents, guardRoute, startSignInGuard } from "./signInGuard"
import { loadSocialProviders } from "./socialHandlers"
import {
  closeAuthForm,
  dismissCredentials,
  loadUserConfig,
  login,
  logout,
  openAuthForm,
  registerByEmail,
  registerOneClick
} from "./authHandlers"

/** The session check, the device session and fingerprint, the captcha, sign-in, registration and logout (ARCHITECTURE 2, area `session`). */
const commands = [...sessionCommands, ...guardCommands] as const
const events = [...sessionEvents, ...guardEvents] as const

export const sessionArea: Area<typeof commands, typeof events> = defineArea({
  name: "session",
  commands,
  handlers: {
    CheckSession: checkSession,
    StartDeviceSession: startDeviceSession,
    AnswerCaptcha: answerCaptcha,
    DismissCaptcha: dismissCaptcha,
    LoadPhoneCountries: loadPhoneCountries,
    OpenAuthForm: openAuthForm,
    CloseAuthForm: closeAuthForm,
    Login: login,
    Logout: logout,
    RegisterOneClick: registerOneClick,
    RegisterByEmail: registerByEmail,
    DismissCredentials: dismissCredentials,
    LoadUserConfig: loadUserConfig,
    LoadCaptchaImage: loadCaptchaImage,
    SendSmsCode: sendSmsCode,
    GuardRoute: guardRoute,
    LoadSocialProviders: loadSocialProviders,
    RegisterByPhone: registerByPhone,
    LoginBySms: loginBySms,
    SendRecoveryCode: sendRecoveryCode,
    ResetPassword: resetPassword,
    ConfirmEmail: confirmEmail
  },
  events,
  serverAnswers: sessionServerAnswers,
  migrations: sessionMigrations,
  /**
   * SPEC.md 4 and 7: the session check every 60 s while the tab is visible, and GET /web-api/session with the
   * fingerprint 8 s after readiness for a visitor who is not signed in.
   */
  start: (bus) =>
    Effect.gen(function* () {
      yield* startSignInGuard(bus)
      yield* every(SESSION_REFRESH_PERIOD, bus.dispatchEffect(new CheckSession({}), "timer"), { pauseWhileHidden: true })
      yield* after(
        SESSION_START_DELAY,
        Effect.suspend(() =>
          bus.store.snapshot().session.status === "player" ? Effect.void : bus.dispatchEffect(new StartDeviceSession({}), "timer")
        )
      )
    })
})
