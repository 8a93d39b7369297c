import type { Schema } from "effect"
import type { Event } from "../commands/events"

/**
 * A pure, synchronous fold of events into immutable state (ARCHITECTURE 4). `schema` encodes the state for
 * log checkpoints and exports. Event types are imported as types only: projections depend on no runtime code
 * outside src/domain.
 */
export interface Projection<S, I = unknown> {
  readonly name: string
  readonly schema: Schema.Schema<S, I>
  readonly initial: S
  readonly apply: (state: S, event: Event) => S
}

export const defineProjection = <S, I>(projection: Projection<S, I>): Projection<S, I> => projection
