import { Duration, Effect, Layer, Schedule } from "effect"
import { SessionService } from "./service"
import { ClusterLeadership } from "../platform/cluster/leadership"

/** How soon an expired session's row is gone: it can no longer be used, so there is nothing to keep it for. */
export const PURGE_INTERVAL = Duration.minutes(1)

/** Deletes expired sessions in the background for as long as the server runs. */
export const SessionJanitorLive = Layer.scopedDiscard(
  Effect.gen(function* () {
    const sessions = yield* SessionService
    const purge = Effect.gen(function* () {
      const purged = yield* sessions.purgeExpired
      if (purged > 0) yield* Effect.logInfo(`purged ${purged} expired sessions`)
    }).pipe(
      // One failed round (database briefly away) must not stop the next ones.
      Effect.catchAllCause((cause) => Effect.logWarning("purging expired sessions failed", cause))
    )
    yield* (yield* ClusterLeadership).whileLeading("the sessions janitor", Effect.repeat(purge, Schedule.spaced(PURGE_INTERVAL)))
  })
)
