import { StrictMode } from "react"
import { createRoot } from "react-dom/client"
import { I18nextProvider } from "react-i18next"
import { LiveServices } from "./adapters/layers"
import { createApp } from "./commands/startup"
import { App } from "./ui/App"
import { AppProvider } from "./ui/AppContext"
import { captureDevTokenLink } from "./ui/devtools/devTokenLink"
import { exposeDevTools } from "./ui/devtools/exposeDevTools"
import { bindDocument } from "./ui/shell/document/bindDocument"
import { displayLanguage } from "./ui/i18n/displayLanguage"
import { createI18n } from "./ui/i18n/i18n"
import { interceptAnchors } from "./ui/shell/routing/interceptAnchors"
import { preloadPageOf } from "./ui/shell/routing/routeTable"
import "./ui/styles/index.css"

/**
 * The composition root: the browser's services, one app (log, projections, bus), the document bindings and
 * the React tree. Rendering starts before the app boots so the preloader shows at once; `start()` then reads
 * the browser, loads the config, checks the session and resolves the first route, all as logged commands.
 * The first page's chunk is asked for before all that, so it loads while the app boots.
 */
preloadPageOf(window.location.pathname)
if (__DEV_TOOLS__) captureDevTokenLink(window.location.hash)
const app = createApp(LiveServices(""), { appVersion: __APP_VERSION__, devTools: __DEV_TOOLS__ })
const i18n = createI18n(displayLanguage(app.store))
bindDocument(app.store, i18n)
interceptAnchors(app)
if (__DEV_TOOLS__) exposeDevTools(app)

const container = document.getElementById("root")
if (container === null) throw new Error("index.html has no #root")
createRoot(container).render(
  <StrictMode>
    <AppProvider app={app}>
      <I18nextProvider i18n={i18n}>
        <App />
      </I18nextProvider>
    </AppProvider>
  </StrictMode>
)
void app.start()
