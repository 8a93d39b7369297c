import { Clock, Effect, Layer, Schedule } from "effect"
import { PURGE_INTERVAL } from "./janitor"
import { purgeSandboxOidcRecords } from "./sandboxOidcAdapter"
import { makeSocialRepo } from "./socialRepo"
import { ClusterLeadership } from "../platform/cluster/leadership"

/**
 * Deletes the social sign-ins that were started and never came back (past their ten minutes), and the sandbox
 * identity provider's expired records, every minute.
 */
export const SocialJanitorLive = Layer.scopedDiscard(
  Effect.gen(function* () {
    const repo = yield* makeSocialRepo
    const purge = Effect.gen(function* () {
      yield* repo.purgeExpired(new Date(yield* Clock.currentTimeMillis))
      // The sandbox provider's records expire by the real time, which stamps them (sandboxOidcAdapter.ts).
      yield* purgeSandboxOidcRecords(new Date())
    }).pipe(Effect.catchAllCause((cause) => Effect.logWarning("purging abandoned social sign-ins failed", cause)))
    yield* (yield* ClusterLeadership).whileLeading("the social sign-ins janitor", Effect.repeat(purge, Schedule.spaced(PURGE_INTERVAL)))
  })
)
