import { Duration, Effect, Layer, Schedule } from "effect"
import { CasinoSteppedRoundsService } from "./steppedService"
import { ClusterLeadership } from "../../platform/cluster/leadership"

/**
 * Ends the stepped rounds left open 24 hours by their games' abandon rules, every minute (CasinoSteppedRoundsService
 * sweep): a round whose player never comes back, or may no longer play, is still settled.
 */
/** How often the sweep looks: a round is ended within a minute of its 24 hours. */
const SWEEP_INTERVAL = Duration.minutes(1)

export const SteppedRoundsSweepLive = Layer.scopedDiscard(
  Effect.gen(function* () {
    const stepped = yield* CasinoSteppedRoundsService
    const sweep = stepped.sweep.pipe(Effect.catchAllCause((cause) => Effect.logWarning("ending the stepped rounds open 24 hours failed", cause)))
    yield* (yield* ClusterLeadership).whileLeading("the stepped rounds sweep", Effect.repeat(sweep, Schedule.spaced(SWEEP_INTERVAL)))
  })
)
