import { useSignals } from "@preact/signals-react/runtime"
import { Router } from "wouter"
import { useDispatch, useStore } from "./AppContext"
import { NoSiteConfig } from "./config/NoSiteConfig"
import { Preloader } from "./shell/boot/Preloader"
import { ShellErrorBoundary } from "./shell/boot/ShellErrorBoundary"
import { CaptchaModal } from "./session/CaptchaModal"
import { AppRoutes } from "./shell/routing/AppRoutes"
import { useBusLocation, useBusSearch } from "./shell/routing/busLocation"

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
  const dispatch = useDispatch()
  return (
    <ShellErrorBoundary dispatch={dispatch}>
      {config.status === "failed" ? (
        <NoSiteConfig />
      ) : config.status === "loaded" && routed ? (
        <Router hook={useBusLocation} searchHook={useBusSearch}>
          <AppRoutes />
        </Router>
      ) : (
        <Preloader />
      )}
      <CaptchaModal />
    </ShellErrorBoundary>
  )
}
