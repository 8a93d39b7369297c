import { whilePageLeaves } from "./pageLeaving"
import { Effect, Layer } from "effect"
import { type AnalyticsEvent, MAX_ANALYTICS_EVENTS } from "../domain/session/analyticsEvents"
import { pageTypeOf } from "../domain/shell/pageType"
import { Analytics } from "./Analytics"
import { contractEndpoints } from "./api/endpoints"
import { HttpTransport } from "./api/HttpTransport"
import { keepaliveTransport } from "./api/keepaliveTransport"
import { compileEndpoint } from "./api/wire"
import { parseCookies } from "./cookieCodec"
import { CONSENT_TYPE_COOKIE, mayAnalyse, parseConsentType } from "../domain/consent/cookieConsent"
import { analyticsInstallDelayMs } from "../domain/consent/pageEvents"
import { pageOf } from "../domain/shell/routes"
import { clickOf, makePageAnalytics, pageLoadOf } from "./pageAnalytics"

/** Events wait this long for others before they go: a form's few steps travel in one request. */
export const ANALYTICS_BATCH_DELAY_MS = 1000

/** What the queue needs of its surroundings: a way to post a batch, a timer, and the clock. */
export interface AnalyticsHost {
  /** Posts one batch; `leaving`: the page is going away, the request must outlive it. Never fails. */
  readonly post: (events: ReadonlyArray<AnalyticsEvent>, leaving: boolean) => void
  readonly setTimer: (run: () => void, ms: number) => void
  readonly now: () => number
}

/**
 * The batching of the live service: events wait ANALYTICS_BATCH_DELAY_MS and go together (MAX_ANALYTICS_EVENTS a
 * request); when the page is hidden they go at once, and when it is left the standing leave events go with them.
 */
export const makeAnalyticsQueue = (host: AnalyticsHost) => {
  let queued: Array<AnalyticsEvent> = []
  let standing: ReadonlyArray<AnalyticsEvent> = []
  let timer = false
  const post = (events: ReadonlyArray<AnalyticsEvent>, leaving: boolean) => {
    for (let i = 0; i < events.length; i += MAX_ANALYTICS_EVENTS) host.post(events.slice(i, i + MAX_ANALYTICS_EVENTS), leaving)
  }
  const flush = (leaving: boolean) => {
    const events = queued
    queued = []
    if (events.length > 0) post(events, leaving)
  }
  return {
    send: (events: ReadonlyArray<AnalyticsEvent>) => {
      if (events.length === 0) return
      queued.push(...events)
      if (timer) return
      timer = true
      host.setTimer(() => {
        timer = false
        flush(false)
      }, ANALYTICS_BATCH_DELAY_MS)
    },
    onLeave: (events: ReadonlyArray<AnalyticsEvent>) => {
      standing = events
    },
    /** The page was hidden: what waits goes now (a hidden page may never run its timer). */
    hidden: () => flush(true),
    /** The page is being left: what waits goes, with the leave events stamped now. */
    left: () => {
      const at = host.now()
      queued.push(...standing.map((event) => ({ ...event, at })))
      standing = []
      flush(true)
    }
  }
}

/**
 * POST of the contract's analytics call through fetch with `keepalive` (api/keepaliveTransport.ts). The body is
 * encoded by the contract's own Schema; the answer is not waited for by anyone.
 */
export const AnalyticsLive = (baseUrl: string): Layer.Layer<Analytics> =>
  Layer.scoped(
    Analytics,
    Effect.gen(function* () {
      const endpoint = contractEndpoints.find((e) => e.key === "session.analyticsEvents")!
      const pageEndpoint = contractEndpoints.find((e) => e.key === "consent.pageEvents")!
      const counterEndpoint = contractEndpoints.find((e) => e.key === "consent.counterLoad")!
      const inBrowser = typeof document !== "undefined" && typeof window !== "undefined"
      // The consent area's cookie, read at each sending: a choice made a moment ago counts at once.
      const consent = () => (inBrowser ? parseConsentType(parseCookies(document.cookie).get(CONSENT_TYPE_COOKIE)) : null)
      const compiled = new Map<string, ReturnType<typeof compileEndpoint>>()
      // A call the server refuses or the network loses is dropped: analytics never retries at the player's cost.
      const call = (info: typeof endpoint, request: Parameters<ReturnType<typeof compileEndpoint>>[0]) => {
        let send = compiled.get(info.key)
        if (send === undefined) compiled.set(info.key, (send = compileEndpoint(info.wire, baseUrl)))
        void Effect.runPromise(send(request, {}).pipe(Effect.provideService(HttpTransport, keepaliveTransport), Effect.ignore))
      }
      const queue = makeAnalyticsQueue({
        post: (events) => {
          if (mayAnalyse(consent())) call(endpoint, { payload: { events } })
        },
        setTimer: (run, ms) => void setTimeout(run, ms),
        now: () => Date.now()
      })
      const pages = makePageAnalytics({
        post: (events) => call(pageEndpoint, { payload: { events } }),
        loadCounter: (counter) => call(counterEndpoint, { path: { counter } }),
        setTimer: (run, ms) => void setTimeout(run, ms),
        consent
      })
      yield* whilePageLeaves({ hidden: () => queue.hidden(), left: () => queue.left() })
      if (inBrowser) {
        const onRegistrationPage = pageOf(window.location.pathname, { devTools: true }) === "registration"
        const onClick = (event: MouseEvent) => {
          const { control, label } = clickOf(event.target instanceof Element ? event.target : null)
          pages.add([{ name: "click", at: Date.now(), pageType: pageTypeOf(window.location.pathname), control, label }])
        }
        const install = () => {
          pages.install()
          document.addEventListener("click", onClick, { capture: true, passive: true })
          const load = pageLoadOf(window.location.pathname, Date.now())
          if (load !== undefined) pages.add([load])
        }
        const timer = setTimeout(install, analyticsInstallDelayMs(onRegistrationPage))
        yield* Effect.addFinalizer(() =>
          Effect.sync(() => {
            clearTimeout(timer)
            document.removeEventListener("click", onClick, { capture: true })
          })
        )
      }
      return {
        send: (events) => Effect.sync(() => queue.send(events)),
        onLeave: (events) => Effect.sync(() => queue.onLeave(events)),
        page: (events) => Effect.sync(() => pages.add(events)),
        consent: () => Effect.sync(() => pages.consentChanged())
      }
    })
  )
