import { useSignals } from "@preact/signals-react/runtime"
import { Router } from "wouter"
import { mustConfirmAge } from "../domain/consent/ageConfirmation"
import { isGuestOnlyPage } from "../domain/session/authRedirects"
import { useDispatch, useStore } from "./AppContext"
import { NoSiteConfig } from "./config/NoSiteConfig"
import { ForgotPasswordFlag } from "./session/ForgotPasswordFlag"
import { lazyPart } from "./shell/boot/lazyPart"
import { Preloader } from "./shell/boot/Preloader"
import { ShellErrorBoundary } from "./shell/boot/ShellErrorBoundary"
import { AppRoutes } from "./shell/routing/AppRoutes"
import { useBusLocation, useBusSearch } from "./shell/routing/busLocation"

// Few players ever see a captcha, and the server that asks for one is there to serve its chunk. The screen for a
// missing config stays in the main chunk: it shows exactly when the server cannot be reached.
const CaptchaModal = lazyPart("captcha", () => import("./session/CaptchaModal").then((m) => m.CaptchaModal))
// The modal about inactivity (SPEC.md 4 "Auto-logoff"): only after the idle timer logged a player off.
const InactivityModal = lazyPart("inactivity", () => import("./session/InactivityModal").then((m) => m.InactivityModal))
// The sign-in and registration modal and dropdown: loaded the first time a guest opens one.
const OneTapPrompt = lazyPart("oneTap", () => import("./session/social/OneTapPrompt").then((m) => m.OneTapPrompt))
const AuthOverlay = lazyPart("auth", () => import("./session/AuthOverlay").then((m) => m.AuthOverlay))
// SPEC.md 4: the registration reminder popup of a guest, the welcome modal of a new player, the first-deposit bonus
// modal of a player with no deposit; each its own chunk, loaded only when it shows.
const RegistrationReminder = lazyPart("registrationReminder", () => import("./session/RegistrationReminder").then((m) => m.RegistrationReminder))
const WelcomeModal = lazyPart("welcome", () => import("./session/WelcomeModal").then((m) => m.WelcomeModal))
const FirstDepositOfferModal = lazyPart("firstDepositOffer", () => import("./account/FirstDepositOfferModal").then((m) => m.FirstDepositOfferModal))
// SPEC.md 9: the age gate, shown to a visitor who has not confirmed the site's age on this device.
const AgeGate = lazyPart("ageGate", () => import("./shell/components/AgeGate").then((m) => m.AgeGate))
// SPEC.md 4: the reality check, the deposit limit awaiting approval and the "session limit ended" message.
const LimitsPopups = lazyPart("limitsPopups", () => import("./limits/LimitsPopups").then((m) => m.LimitsPopups))

/**
 * The whole screen, from the projections: the 'no site config' screen when config failed, the preloader until
 * config and the first route are known, then the routed pages. The captcha modal can open over any of them
 * (config loading itself may ask for one).
 */
export const App = () => {
  useSignals()
  const store = useStore()
  const config = store.siteConfig.value
  const routed = store.language.value.current !== null
  const captchaPending = store.captcha.value.pending !== null
  const loggedOffForInactivity = store.inactivity.value.loggedOffAfterMinutes !== null
  const authOpen = store.auth.value.open
  const overlayOpen = authOpen !== null && authOpen.view !== "page"
  const dispatch = useDispatch()
  const ageGate = store.ageGate.value
  const askedAge = config.config?.ageConfirmation ?? null
  return (
    <ShellErrorBoundary dispatch={dispatch}>
      {/* SPEC.md 5: guests are offered a one-tap sign-in; not over the sign-in and registration forms, which offer it themselves.
          A bar above the header, in the page's flow: it pushes the site down instead of covering any of it. */}
      {routed && config.status === "loaded" && store.session.value.status === "guest" && !overlayOpen && !isGuestOnlyPage(store.location.value.path) ? (
        <OneTapPrompt />
      ) : null}
      {config.status === "failed" ? (
        <NoSiteConfig />
      ) : config.status === "loaded" && routed ? (
        <Router hook={useBusLocation} searchHook={useBusSearch}>
          <AppRoutes />
          <ForgotPasswordFlag />
        </Router>
      ) : (
        <Preloader />
      )}
      {loggedOffForInactivity && routed ? (
        <InactivityModal />
      ) : null}
      {overlayOpen && routed ? (
        <AuthOverlay />
      ) : null}
      {routed && store.registrationReminder.value.visible ? (
        <RegistrationReminder />
      ) : null}
      {/* A one-click player keeps the credentials on screen first: the welcome waits for them. */}
      {routed && store.welcome.value.visible && authOpen === null && store.auth.value.issuedCredentials === null ? (
        <WelcomeModal />
      ) : null}
      {routed && store.firstDepositOffer.value.visible && !overlayOpen ? (
        <FirstDepositOfferModal />
      ) : null}
      {routed && (store.realityCheck.value.shownAt !== null || store.depositApproval.value.due || store.sessionLimitNotice.value.title !== null) ? (
        <LimitsPopups />
      ) : null}
      {routed && askedAge !== null && ageGate.restored && (ageGate.declined || mustConfirmAge(askedAge, ageGate.confirmedAge)) ? (
        <AgeGate age={askedAge} declined={ageGate.declined} />
      ) : null}
      {captchaPending ? (
        <CaptchaModal />
      ) : null}
    </ShellErrorBoundary>
  )
}
