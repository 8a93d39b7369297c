import { useSignals } from "@preact/signals-react/runtime"
import { lazy, Suspense } from "react"
import { Router } from "wouter"
import { mustConfirmAge } from "../domain/consent/ageConfirmation"
import { isGuestOnlyPage } from "../domain/session/authRedirects"
import { useDispatch, useStore } from "./AppContext"
import { NoSiteConfig } from "./config/NoSiteConfig"
import { ForgotPasswordFlag } from "./session/ForgotPasswordFlag"
import { Preloader } from "./shell/boot/Preloader"
import { ShellErrorBoundary } from "./shell/boot/ShellErrorBoundary"
import { AppRoutes } from "./shell/routing/AppRoutes"
import { useBusLocation, useBusSearch } from "./shell/routing/busLocation"

// Few players ever see a captcha, and the server that asks for one is there to serve its chunk. The screen for a
// missing config stays in the main chunk: it shows exactly when the server cannot be reached.
const CaptchaModal = lazy(() => import("./session/CaptchaModal").then((m) => ({ default: m.CaptchaModal })))
// The modal about inactivity (SPEC.md 4 "Auto-logoff"): only after the idle timer logged a player off.
const InactivityModal = lazy(() => import("./session/InactivityModal").then((m) => ({ default: m.InactivityModal })))
// The sign-in and registration modal and dropdown: loaded the first time a guest opens one.
const OneTapPrompt = lazy(() => import("./session/social/OneTapPrompt").then((m) => ({ default: m.OneTapPrompt })))
const AuthOverlay = lazy(() => import("./session/AuthOverlay").then((m) => ({ default: m.AuthOverlay })))
// SPEC.md 4: the registration reminder popup of a guest, the welcome modal of a new player, the first-deposit bonus
// modal of a player with no deposit; each its own chunk, loaded only when it shows.
const RegistrationReminder = lazy(() => import("./session/RegistrationReminder").then((m) => ({ default: m.RegistrationReminder })))
const WelcomeModal = lazy(() => import("./session/WelcomeModal").then((m) => ({ default: m.WelcomeModal })))
const FirstDepositOfferModal = lazy(() => import("./account/FirstDepositOfferModal").then((m) => ({ default: m.FirstDepositOfferModal })))
// SPEC.md 9: the age gate, shown to a visitor who has not confirmed the site's age on this device.
const AgeGate = lazy(() => import("./shell/components/AgeGate").then((m) => ({ default: m.AgeGate })))
// SPEC.md 4: the reality check, the deposit limit awaiting approval and the "session limit ended" message.
const LimitsPopups = lazy(() => import("./limits/LimitsPopups").then((m) => ({ default: m.LimitsPopups })))

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
        <Suspense fallback={null}>
          <OneTapPrompt />
        </Suspense>
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
        <Suspense fallback={null}>
          <InactivityModal />
        </Suspense>
      ) : null}
      {overlayOpen && routed ? (
        <Suspense fallback={null}>
          <AuthOverlay />
        </Suspense>
      ) : null}
      {routed && store.registrationReminder.value.visible ? (
        <Suspense fallback={null}>
          <RegistrationReminder />
        </Suspense>
      ) : null}
      {/* A one-click player keeps the credentials on screen first: the welcome waits for them. */}
      {routed && store.welcome.value.visible && authOpen === null && store.auth.value.issuedCredentials === null ? (
        <Suspense fallback={null}>
          <WelcomeModal />
        </Suspense>
      ) : null}
      {routed && store.firstDepositOffer.value.visible && !overlayOpen ? (
        <Suspense fallback={null}>
          <FirstDepositOfferModal />
        </Suspense>
      ) : null}
      {routed && (store.realityCheck.value.shownAt !== null || store.depositApproval.value.due || store.sessionLimitNotice.value.title !== null) ? (
        <Suspense fallback={null}>
          <LimitsPopups />
        </Suspense>
      ) : null}
      {routed && askedAge !== null && ageGate.restored && (ageGate.declined || mustConfirmAge(askedAge, ageGate.confirmedAge)) ? (
        <Suspense fallback={null}>
          <AgeGate age={askedAge} declined={ageGate.declined} />
        </Suspense>
      ) : null}
      {captchaPending ? (
        <Suspense fallback={null}>
          <CaptchaModal />
        </Suspense>
      ) : null}
    </ShellErrorBoundary>
  )
}
