import { Effect } from "effect"
import { SESSION_REFRESH_PERIOD, SESSION_START_DELAY } from "../../adapters/retryPolicies"
import { after, every } from "../../adapters/timers"
import { type Area, defineArea } from "../area"
import { CheckSession, sessionCommands, StartDeviceSession } from "./commands"
import { sessionEvents, sessionServerAnswers } from "./events"
import { answerCaptcha, checkSession, dismissCaptcha, loadCaptchaImage, loadPhoneCountries, sendSmsCode, startDeviceSession } from "./handlers"
import { confirmEmail, confirmEmailByLink, loginBySms, registerByPhone, resetPassword, sendRecoveryCode } from "./codeHandlers"
import { activateEmail, checkResetLink, resetPasswordByLink, stopNewsletter } from "./linkHandlers"
import { sessionMigrations } from "./migrations"
import { guardCommands, guardEvents, guardRoute, startSignInGuard } from "./signInGuard"
import { dismissOneTap, loadOneTap, loadSocialProviders, openOneTap, submitOneTapCredential } from "./socialHandlers"
import { SubmitOneTapCredential } from "./socialCommands"
import { oneTapCredentialOf } from "../../domain/session/oneTap"
import { Navigation } from "../../adapters/Navigation"
import { forEachValue } from "../../adapters/observe"
import { Redacted } from "effect"
import { approveQrLogin, pollQrLogin, startQrLogin, stopQrLogin } from "./qrHandlers"
import { PollQrLogin } from "./qrCommands"
import { QR_LOGIN_POLL_MS } from "../../domain/session/qrLogin"
import { autoLogoff, autoLogoffCommands, autoLogoffEvents, dismissInactivityNotice, startAutoLogoff } from "./autoLogoff"
import { startCaptchaExpiry } from "./captchaExpiry"
import { chooseSocialRegistration, restoreAuthMetrics } from "./metricsHandlers"
import { startAuthAnalytics } from "./authAnalytics"
import {
  closeRegistrationReminder,
  dismissWelcome,
  reminderCommands,
  reminderEvents,
  showRegistrationReminder,
  showWelcome,
  startReminders
} from "./reminders"
import { loadRights } from "./rightsHandlers"
import {
  closeAuthForm,
  dismissCredentials,
  dismissFailedSignIns,
  loadUserConfig,
  login,
  logout,
  submitTwoStepCode,
  openAuthForm,
  registerByEmail,
  registerOneClick
} from "./authHandlers"

/** The session check, the device session and fingerprint, the captcha, sign-in, registration and logout (ARCHITECTURE 2, area `session`). */
const commands = [...sessionCommands, ...guardCommands, ...autoLogoffCommands, ...reminderCommands] as const
const events = [...sessionEvents, ...guardEvents, ...autoLogoffEvents, ...reminderEvents] as const

export const sessionArea: Area<typeof commands, typeof events> = defineArea({
  name: "session",
  commands,
  handlers: {
    CheckSession: checkSession,
    StartDeviceSession: startDeviceSession,
    AnswerCaptcha: answerCaptcha,
    DismissCaptcha: dismissCaptcha,
    DismissFailedSignIns: dismissFailedSignIns,
    LoadPhoneCountries: loadPhoneCountries,
    OpenAuthForm: openAuthForm,
    CloseAuthForm: closeAuthForm,
    Login: login,
    SubmitTwoStepCode: submitTwoStepCode,
    Logout: logout,
    RegisterOneClick: registerOneClick,
    RegisterByEmail: registerByEmail,
    DismissCredentials: dismissCredentials,
    LoadUserConfig: loadUserConfig,
    LoadRights: loadRights,
    LoadCaptchaImage: loadCaptchaImage,
    SendSmsCode: sendSmsCode,
    GuardRoute: guardRoute,
    LoadSocialProviders: loadSocialProviders,
    RegisterByPhone: registerByPhone,
    LoginBySms: loginBySms,
    SendRecoveryCode: sendRecoveryCode,
    ResetPassword: resetPassword,
    ConfirmEmail: confirmEmail,
    // The pages of the e-mail links (linkHandlers.ts; the account-verify link's with the confirmation's).
    ConfirmEmailByLink: confirmEmailByLink,
    CheckResetLink: checkResetLink,
    ResetPasswordByLink: resetPasswordByLink,
    ActivateEmail: activateEmail,
    StopNewsletter: stopNewsletter,
    StartQrLogin: startQrLogin,
    PollQrLogin: pollQrLogin,
    StopQrLogin: stopQrLogin,
    ApproveQrLogin: approveQrLogin,
    LoadOneTap: loadOneTap,
    OpenOneTap: openOneTap,
    SubmitOneTapCredential: submitOneTapCredential,
    DismissOneTap: dismissOneTap,
    AutoLogoff: autoLogoff,
    DismissInactivityNotice: dismissInactivityNotice,
    ShowRegistrationReminder: showRegistrationReminder,
    CloseRegistrationReminder: closeRegistrationReminder,
    ShowWelcome: showWelcome,
    DismissWelcome: dismissWelcome,
    RestoreAuthMetrics: restoreAuthMetrics,
    ChooseSocialRegistration: chooseSocialRegistration
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
      // First: the metrics kept from an earlier visit, and the analytics of everything from here on.
      yield* startAuthAnalytics(bus)
      yield* startSignInGuard(bus)
      // One-tap: the provider's popup hands its credential to this window; the guest's choice, so a user command.
      const navigation = yield* Navigation
      yield* Effect.forkScoped(
        forEachValue(navigation.popupMessages, (message) => {
          const credential = oneTapCredentialOf(message)
          return credential === undefined || bus.store.snapshot().oneTap.status !== "prompting"
            ? Effect.void
            : bus.dispatchEffect(new SubmitOneTapCredential({ credential: Redacted.make(credential) }), "user")
        })
      )
      // QR sign-in (SPEC.md 2.9): from the moment a request is shown, ask every two seconds whether it was approved,
      // until it no longer waits. No timer wakes the page while no request is shown.
      const waiting = () => bus.store.snapshot().qrLogin.status === "waiting"
      const pollWhileWaiting = Effect.whileLoop({
        while: waiting,
        body: () => Effect.zipRight(Effect.sleep(QR_LOGIN_POLL_MS), Effect.suspend(() => (waiting() ? bus.dispatchEffect(new PollQrLogin({}), "timer") : Effect.void))),
        step: () => {}
      })
      yield* Effect.forkScoped(
        forEachValue(bus.log.feed, (entry) => (entry.kind === "event" && entry.body._tag === "QrLoginShown" ? pollWhileWaiting : Effect.void))
      )
      yield* startAutoLogoff(bus)
      yield* startReminders(bus)
      yield* startCaptchaExpiry(bus)
      yield* every(SESSION_REFRESH_PERIOD, bus.dispatchEffect(new CheckSession({}), "timer"), { pauseWhileHidden: true })
      yield* after(
        SESSION_START_DELAY,
        Effect.suspend(() =>
          bus.store.snapshot().session.status === "player" ? Effect.void : bus.dispatchEffect(new StartDeviceSession({}), "timer")
        )
      )
    })
})
