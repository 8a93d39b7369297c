import { Duration, Effect } from "effect"
import type { WebVitalsBatch } from "../../src/domain/shell/webVitals"
import { limitRate, type RateLimit } from "../platform/http/rateLimit"
import { requestContext } from "../platform/http/requestContext"
import { WebVitalsStore } from "./webVitals"

/**
 * Web vitals calls one client address may make: a browser sends one batch each time a page is hidden (a tab switch,
 * a close), so a player sends a few a minute; an address many players share (an office, a mobile carrier) more.
 */
export const WEB_VITALS_REQUESTS_PER_CLIENT: RateLimit = { limit: 120, window: Duration.minutes(1) }

/**
 * The session group's web vitals handler: the batch was checked against the contract before it arrives here (an
 * unknown field, a metric or page type of no list, a value out of bounds is the framework's 400), so it is stored as
 * it is, and answered 204. The address is used for the rate limit only and never stored.
 */
export const makeWebVitalsHandler = Effect.gen(function* () {
  const store = yield* WebVitalsStore
  return ({ payload }: { readonly payload: WebVitalsBatch }) =>
    Effect.gen(function* () {
      const { client } = yield* requestContext
      yield* limitRate("web-vitals", client.address, WEB_VITALS_REQUESTS_PER_CLIENT)
      yield* store.record(payload.reports)
    })
})
