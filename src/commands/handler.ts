import type { Effect } from "effect"
import type { Services } from "../adapters/layers"
import type { Command, Event } from "./registry"
import type { Query } from "./query"

/** The side-effect services a handler may use: all of src/adapters (live or test layers). */
export type { Services }

/** What a handler decided: facts to log, then commands to run next (logged as caused by this one). */
export interface Outcome {
  readonly events: ReadonlyArray<Event>
  readonly next?: ReadonlyArray<Command>
}

export const emit = (...events: ReadonlyArray<Event>): Outcome => ({ events })
export const emitThen = (events: ReadonlyArray<Event>, next: ReadonlyArray<Command>): Outcome => ({ events, next })

/**
 * A handler never fails: an expected failure is an event, so the UI shows it and a replay shows it again.
 * `seq` is the command's own entry in the log.
 */
export type Handler<C> = (command: C, seq: number) => Effect.Effect<Outcome, never, Services | Query>
