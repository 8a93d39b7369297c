import { Clock, Duration, Effect, Layer, Schedule } from "effect"
import { SessionStore } from "./SessionStore"

/** Expired sessions are kept a day (useful when looking into a player's report), then deleted. */
export const EXPIRED_SESSION_RETENTION = Duration.days(1)
export const PURGE_INTERVAL = Duration.minutes(10)

/** Deletes long-expired sessions in the background for as long as the server runs. */
export const SessionJanitorLive = Layer.scopedDiscard(
  Effect.gen(function* () {
    const sessions = yield* SessionStore
    const purge = Effect.gen(function* () {
      const now = yield* Clock.currentTimeMillis
      const purged = yield* sessions.purgeExpired(new Date(now - Duration.toMillis(EXPIRED_SESSION_RETENTION)))
      if (purged > 0) yield* Effect.logInfo(`purged ${purged} expired sessions`)
    }).pipe(
      // One failed round (database briefly away) must not stop the next ones.
      Effect.catchAllCause((cause) => Effect.logWarning("purging expired sessions failed", cause))
    )
    yield* Effect.forkScoped(Effect.repeat(purge, Schedule.spaced(PURGE_INTERVAL)))
  })
)
