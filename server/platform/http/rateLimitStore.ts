import * as RateLimiter from "@effect/experimental/RateLimiter"
import * as SqlClient from "@effect/sql/SqlClient"
import { Clock, Duration, Effect, Layer } from "effect"

/**
 * @effect/experimental's RateLimiter store on the database (migration 039), so that every process counts the same
 * windows: the per-address limits hold however many servers a balancer spreads one address over. It keeps the
 * memory store's fixed-window arithmetic: a count and an expiry that grows by window/limit per token; a consume that
 * would pass the limit changes nothing and is answered with the count it would have made. One statement per consume,
 * so two processes consuming at once never both take the last token.
 */
export const layerStoreSql: Layer.Layer<RateLimiter.RateLimiterStore, never, SqlClient.SqlClient> = Layer.effect(
  RateLimiter.RateLimiterStore,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const storeError = (cause: unknown) => new RateLimiter.RateLimitStoreError({ message: "the rate limit store failed", cause })
    return RateLimiter.RateLimiterStore.of({
      fixedWindow: ({ key, limit, refillRate, tokens }) =>
        Effect.gen(function* () {
          const now = yield* Clock.currentTimeMillis
          const grow = Duration.toMillis(refillRate) * tokens
          // null: no limit to refuse at (the "delay" strategy counts on past it).
          const cap = limit ?? null
          const rows = yield* sql<{ readonly tokens: number; readonly expires_at_ms: string | number; readonly refused: boolean }>`
            insert into rate_limit_windows as w (key, tokens, expires_at_ms, refused)
            values (${key}, ${tokens}, ${now + grow}, ${cap !== null && tokens > cap})
            on conflict (key) do update set
              refused = w.expires_at_ms > ${now} and ${cap}::int is not null and w.tokens + ${tokens} > ${cap}::int,
              tokens = case
                when w.expires_at_ms <= ${now} then ${tokens}
                when ${cap}::int is not null and w.tokens + ${tokens} > ${cap}::int then w.tokens
                else w.tokens + ${tokens} end,
              expires_at_ms = case
                when w.expires_at_ms <= ${now} then ${now + grow}
                when ${cap}::int is not null and w.tokens + ${tokens} > ${cap}::int then w.expires_at_ms
                else w.expires_at_ms + ${grow} end
            returning tokens, expires_at_ms, refused`
          const row = rows[0]!
          const ttl = Number(row.expires_at_ms) - now
          return [row.refused ? row.tokens + tokens : row.tokens, ttl] as const
        }).pipe(Effect.mapError(storeError)),
      // No limit of this server uses token buckets; one that starts to must give them a table first.
      tokenBucket: () => Effect.dieMessage("token-bucket rate limits are not kept in the database: use fixed-window")
    })
  })
)

/** Deletes the windows that ran out (a quiet key starts again from zero anyway); answers how many. */
export const purgeRateLimitWindows = Effect.gen(function* () {
  const sql = yield* SqlClient.SqlClient
  const now = yield* Clock.currentTimeMillis
  const [row] = yield* sql<{ readonly n: number }>`with gone as (delete from rate_limit_windows where expires_at_ms <= ${now} returning 1) select count(*)::int as n from gone`
  return row?.n ?? 0
})
