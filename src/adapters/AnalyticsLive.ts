import { Effect, Layer } from "effect"
import { type AnalyticsEvent, MAX_ANALYTICS_EVENTS } from "../domain/session/analyticsEvents"
import { Analytics } from "./Analytics"
import { contractEndpoints } from "./api/endpoints"
import { HttpTransport, TransportFailed } from "./api/HttpTransport"
import { compileEndpoint } from "./api/wire"

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
 * POST of the contract's analytics call through fetch with `keepalive`, so a batch sent as the page goes away still
 * arrives. The body is encoded by the contract's own Schema; the answer is not waited for by anyone.
 */
const keepaliveTransport: HttpTransport["Type"] = {
  send: (request) =>
    Effect.tryPromise({
      try: async () => {
        const response = await fetch(request.url, {
          method: request.method,
          headers: request.headers,
          body: request.body,
          credentials: "same-origin",
          keepalive: true
        })
        return { status: response.status, body: await response.text() }
      },
      catch: (cause) => new TransportFailed({ cause })
    })
}

export const AnalyticsLive = (baseUrl: string): Layer.Layer<Analytics> =>
  Layer.scoped(
    Analytics,
    Effect.gen(function* () {
      const endpoint = contractEndpoints.find((e) => e.key === "session.analyticsEvents")!
      let send: ReturnType<typeof compileEndpoint> | undefined
      const queue = makeAnalyticsQueue({
        post: (events) => {
          send ??= compileEndpoint(endpoint.wire, baseUrl)
          // A batch the server refuses or the network loses is dropped: analytics never retries at the player's cost.
          void Effect.runPromise(send({ payload: { events } }, {}).pipe(Effect.provideService(HttpTransport, keepaliveTransport), Effect.ignore))
        },
        setTimer: (run, ms) => void setTimeout(run, ms),
        now: () => Date.now()
      })
      if (typeof window !== "undefined") {
        const onHidden = () => {
          if (document.visibilityState === "hidden") queue.hidden()
        }
        const onLeft = () => queue.left()
        yield* Effect.acquireRelease(
          Effect.sync(() => {
            document.addEventListener("visibilitychange", onHidden)
            window.addEventListener("pagehide", onLeft)
          }),
          () =>
            Effect.sync(() => {
              document.removeEventListener("visibilitychange", onHidden)
              window.removeEventListener("pagehide", onLeft)
            })
        )
      }
      return {
        send: (events) => Effect.sync(() => queue.send(events)),
        onLeave: (events) => Effect.sync(() => queue.onLeave(events))
      }
    })
  )
