import { Schema } from "effect"
import { logTopic, noticeTopic } from "../platform/broker/broker"

/**
 * What the line's producer (the cluster's leader, simulatedFeed.ts) tells every process through the broker: the
 * simulated world is played on to `now` (its version), knowing the developer's actions kept up to `actionsThrough`
 * (those new since the producer's previous tick ride along). Since a world is a function of its secret, its epoch,
 * the time and those actions (simulator/world.ts), every process that plays the same ticks in the log's order holds
 * the same games, prices and results at the same version; a process that starts late makes the world at the last
 * tick (`worldAt`) and plays on from there. No price and no secret travels: a tick is a time and what the developer did.
 */
const LineActionMessage = Schema.Union(
  Schema.Struct({ kind: Schema.Literal("finish"), gameId: Schema.String, at: Schema.Int }),
  Schema.Struct({ kind: Schema.Literal("suspend"), marketId: Schema.String, at: Schema.Int, until: Schema.Int })
)

export const LineTick = Schema.Struct({
  version: Schema.Int,
  now: Schema.Int,
  /** The developer's actions kept after the producer's previous tick, with their place in the store's order. */
  actions: Schema.Array(Schema.Struct({ seq: Schema.Int, action: LineActionMessage })),
  /** Every action kept up to this place in the store's order is part of the world from this tick on. */
  actionsThrough: Schema.Int
})
export type LineTick = typeof LineTick.Type

/** How many ticks the log keeps: a process that fell behind by less picks up from where it stopped. */
export const TICKS_KEPT = 3_600

/** The line's ticks, in order; versions only grow along the log (a tick not past the one before it is ignored). */
export const LINE_TICKS = logTopic("line.ticks", LineTick, TICKS_KEPT)

/** A process that wants the line played on now (its first read, a developer's action, a test's tick) asks the producer. */
export const LINE_NUDGES = noticeTopic(
  "line.nudges",
  // `at`: a developer's action just kept plays at this time, a moment after the asker's line: the tick reaches it.
  Schema.Struct({ why: Schema.Literal("line", "action", "tick"), at: Schema.optional(Schema.Int) })
)
