import { useSignals } from "@preact/signals-react/runtime"
import { Router } from "wouter"
import { useDispatch, useStore } from "./AppContext"
import { NoSiteConfig } from "./boot/NoSiteConfig"
import { Preloader } from "./boot/Preloader"
import { ShellErrorBoundary } from "./boot/ShellErrorBoundary"
import { CaptchaModal } from "./components/CaptchaModal"
import { AppRoutes } from "./routing/AppRoutes"
import { useBusLocation, useBusSearch } from "./routing/busLocation"

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
