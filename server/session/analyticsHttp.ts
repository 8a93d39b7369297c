import { Duration, Effect } from "effect"
import type { AnalyticsBatch } from "../../src/domain/session/analyticsEvents"
import { limitRate, type RateLimit } from "../platform/http/rateLimit"
import { requestContext } from "../platform/http/requestContext"
import { AnalyticsEvents } from "./analytics"

/**
 * Analytics calls one client address may make: a browser sends its events about once a second at most while a form
 * is being filled in; more is not a person using the site.
 */
export const ANALYTICS_REQUESTS_PER_CLIENT: RateLimit = { limit: 120, window: Duration.minutes(1) }

/**
 * The session group's analytics handler: the batch was checked against the contract before it arrives here (an
 * unknown field or a value of the wrong shape is the framework's 400), so it is stored as it is. The address is used
 * for the rate limit only and never stored.
 */
export const makeAnalyticsHandler = Effect.gen(function* () {
  const analytics = yield* AnalyticsEvents
  return ({ payload }: { readonly payload: AnalyticsBatch }) =>
    Effect.gen(function* () {
      const { client } = yield* requestContext
      yield* limitRate("analytics", client.address, ANALYTICS_REQUESTS_PER_CLIENT)
      return { stored: yield* analytics.record(payload.events, "client") }
    })
})
