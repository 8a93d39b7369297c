import * as RateLimiter from "@effect/experimental/RateLimiter"
import { type Duration, Effect, Option } from "effect"

/** How many failed attempts of something one subject may make in a window (e.g. passwords tried on one account). */
export interface AttemptBudget {
  readonly limit: number
  readonly window: Duration.DurationInput
}

/**
 * Spends one attempt of `key` from its budget (@effect/experimental's RateLimiter, ARCHITECTURE 7) before the attempt
 * is judged: Some(giveBack) while the budget lasts, None once it is spent. Spending first keeps a burst of parallel
 * attempts from all slipping past the limit; an attempt that succeeds gives its attempt back (`giveBack`), so only
 * failed ones count. A store failure lets the attempt through: the other guards still stand.
 */
export const spendAttempt = (key: string, budget: AttemptBudget): Effect.Effect<Option.Option<Effect.Effect<void>>, never, RateLimiter.RateLimiter> =>
  Effect.flatMap(RateLimiter.RateLimiter, (limiter) => {
    const consume = (tokens: number) => limiter.consume({ algorithm: "fixed-window", onExceeded: "fail", window: budget.window, limit: budget.limit, key, tokens })
    return consume(1).pipe(
      Effect.as(Option.some(Effect.ignore(consume(-1)))),
      Effect.catchAll((error) =>
        error.reason === "Exceeded"
          ? Effect.succeed(Option.none<Effect.Effect<void>>())
          : Effect.as(Effect.logWarning(`rate limiter store failed: ${error.message}`), Option.some(Effect.void))
      )
    )
  })
