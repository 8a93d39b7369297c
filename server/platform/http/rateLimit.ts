import * as RateLimiter from "@effect/experimental/RateLimiter"
import { HttpApp, HttpServerResponse } from "@effect/platform"
import { Duration, Effect, Layer } from "effect"
import { TooManyRequests } from "../../../src/domain/api/errors"
import { layerStoreSql } from "./rateLimitStore"

/** How many times something may happen per client address in a window. */
export interface RateLimit {
  readonly limit: number
  readonly window: Duration.DurationInput
}

/**
 * @effect/experimental's RateLimiter (ARCHITECTURE 7) on a store in the database: every process of one database
 * counts the same windows (ARCHITECTURE 6, "rate limits ... live in the database").
 */
export const RateLimiterLive = RateLimiter.layer.pipe(Layer.provide(layerStoreSql))

/**
 * Counts one `action` for `key` and fails with the contract's 429 (and a Retry-After header in whole seconds)
 * once the limit is used up. A store failure lets the request through: better an unlimited minute than a site
 * nobody can enter.
 */
export const limitRate = (action: string, key: string, rate: RateLimit): Effect.Effect<void, TooManyRequests, RateLimiter.RateLimiter> =>
  Effect.flatMap(RateLimiter.RateLimiter, (limiter) =>
    limiter.consume({ algorithm: "fixed-window", onExceeded: "fail", window: rate.window, limit: rate.limit, key: `${action}:${key}` })
  ).pipe(
    Effect.asVoid,
    Effect.catchAll((error) => {
      if (error.reason !== "Exceeded") return Effect.logWarning(`rate limiter store failed: ${error.message}`)
      const seconds = Math.max(1, Math.ceil(Duration.toSeconds(error.retryAfter)))
      return HttpApp.appendPreResponseHandler((_request, response) =>
        Effect.succeed(HttpServerResponse.setHeader(response, "retry-after", String(seconds)))
      ).pipe(Effect.zipRight(new TooManyRequests({ message: `too many requests (${action}) from this address; retry in ${seconds} s`, retryAfterSeconds: seconds })))
    })
  )
