import { ManagedRuntime } from "effect"
import { createRoot, hydrateRoot } from "react-dom/client"
import { LiveServices } from "./adapters/layers"
import { syncServiceWorker } from "./adapters/serviceWorker"
import { measurePage } from "./adapters/WebVitals"
import { WebVitalsLive } from "./adapters/WebVitalsLive"
import { FIRST_PAINT_ENTRIES_ID, readEntriesBlock } from "./commands/firstPaintEntries"
import { FIRST_PAINT_PARTS_ATTRIBUTE, partNamesOf } from "./domain/shell/firstPaint"
import { createApp } from "./commands/startup"
import { mayAnalyse } from "./domain/consent/cookieConsent"
import { captureDevTokenLink } from "./ui/devtools/devTokenLink"
import { exposeDevTools } from "./ui/devtools/exposeDevTools"
import { bindDocument } from "./ui/shell/document/bindDocument"
import { preloadParts } from "./ui/shell/boot/lazyPart"
import { displayLanguage } from "./ui/i18n/displayLanguage"
import { createI18n } from "./ui/i18n/i18n"
import { Root } from "./ui/Root"
import { interceptAnchors } from "./ui/shell/routing/interceptAnchors"
import { preloadPageOf } from "./ui/shell/routing/routeTable"
import "./ui/styles/index.css"

/**
 * The composition root: the browser's services, one app (log, projections, bus), the document bindings and
 * the React tree. The first page's chunk is asked for before anything else, so it loads while the app boots.
 *
 * When the server rendered the first route (ARCHITECTURE 10) the page carries its log's entries: the app begins
 * with them, React hydrates the server's HTML on the state they fold to, and only then does the app read this
 * browser's settings and start its timers. Otherwise rendering starts before the app boots so the preloader shows at
 * once, and `start()` reads the browser, loads the config, checks the session and resolves the first route, all as
 * logged commands. Once the app runs, the page's web vitals are measured (the library loads in the background, when
 * the browser is idle), counted under the page type of the route the app settled on.
 */
const firstPage = preloadPageOf(window.location.pathname)
if (__DEV_TOOLS__) captureDevTokenLink(window.location.hash)
const entriesBlock = document.getElementById(FIRST_PAINT_ENTRIES_ID)
const rendered = readEntriesBlock(entriesBlock?.textContent)
const app = createApp(
  LiveServices(""),
  { appVersion: __APP_VERSION__, devTools: __DEV_TOOLS__ },
  rendered === undefined ? { _tag: "fresh" } : { _tag: "rendered", entries: rendered }
)
const i18n = createI18n(displayLanguage(app.store))
bindDocument(app.store, i18n)
interceptAnchors(app)
if (__DEV_TOOLS__) exposeDevTools(app)

const container = document.getElementById("root")
if (container === null) throw new Error("index.html has no #root")
// A runtime of its own, kept for the page's life: the measurement and the service worker outlive the start and are no
// commands of the app.
// Measured only with the player's analytics consent, asked of the consent projection each time.
const pageServices = ManagedRuntime.make(WebVitalsLive("", () => mayAnalyse(app.store.snapshot().consent.type)))
/**
 * `<html data-app="running">` once the app has booted or resumed: the page answers every click from then on. The
 * service worker is registered then, so its precaching never competes with the first page's own loads.
 */
const running = () => {
  document.documentElement.dataset.app = "running"
  pageServices.runFork(measurePage(window.location.pathname))
  const config = app.store.snapshot().siteConfig.config
  if (config !== null) pageServices.runFork(syncServiceWorker(config.isPwa))
}
if (rendered === undefined) {
  createRoot(container).render(<Root app={app} i18n={i18n} />)
  void app.start().then(running)
} else {
  // The browser's own settings change what the page shows: applied once hydration has committed, as an update.
  let resumed = false
  const resume = () => {
    if (resumed) return
    resumed = true
    void app.resume().then(running)
  }
  // Hydrated once the page's code and that of the parts the server showed are here (a page's chunk may define parts of
  // its own): the whole page at once, so no part of it waits, not hydrated, for a click, nor is dropped and drawn again
  // (lazyPart.tsx).
  const parts = partNamesOf(entriesBlock?.getAttribute(FIRST_PAINT_PARTS_ATTRIBUTE))
  void Promise.all([firstPage, preloadParts(parts)])
    .then(() => preloadParts(parts))
    .then(() => hydrateRoot(container, <Root app={app} i18n={i18n} onCommit={resume} />))
}
