import { Context, Effect, Layer, type Scope } from "effect"

/**
 * Which process of a cluster does the work done once per cluster: the line's producer, settlement, janitors, the
 * casino's shared rounds. An area never asks "am I alone?": it hands its loop to `whileLeading`, which runs it while
 * this process leads and stops it when leadership passes to another process.
 */
export interface Leadership {
  /** Whether this process leads now. */
  readonly leading: Effect.Effect<boolean>
  /**
   * Runs `work` (named for the logs) each time this process becomes the leader, and interrupts it when it stops being
   * one; returns at once. The work lives as long as the caller's scope.
   */
  readonly whileLeading: <E, R>(name: string, work: Effect.Effect<unknown, E, R>) => Effect.Effect<void, never, R | Scope.Scope>
  /**
   * Takes part in the election from now on, trying at once; called once the process is built. Not earlier: building
   * the world blocks the event loop for seconds, long enough for a lease taken before to lapse unrenewed and pass to
   * another process right after the start.
   */
  readonly join: Effect.Effect<void>
}

export class ClusterLeadership extends Context.Tag("oddsfold/server/ClusterLeadership")<ClusterLeadership, Leadership>() {}

/** A process that leads whatever else runs: its work runs for as long as its caller's scope. */
export const alwaysLeading: Leadership = {
  leading: Effect.succeed(true),
  join: Effect.void,
  whileLeading: (name, work) =>
    Effect.forkScoped(work.pipe(Effect.catchAllCause((cause) => Effect.logError(`${name} stopped`, cause)))).pipe(Effect.asVoid)
}

/** One process on its own database (the embedded default): it is always the leader. */
export const singleProcessLeadership: Layer.Layer<ClusterLeadership> = Layer.succeed(ClusterLeadership, alwaysLeading)
