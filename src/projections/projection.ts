import type { Schema } from "effect"
import type { Event, EventTag } from "../commands/registry"

export type EventOf<T extends EventTag> = Extract<Event, { readonly _tag: T }>

/**
 * A pure, synchronous fold of events into immutable state (ARCHITECTURE 4). It names the event tags it folds, and
 * only those events reach it. `schema` encodes the state for log checkpoints and exports. Event types are
 * imported as types only: projections depend on no runtime code outside src/domain.
 */
export interface Projection<S, I = unknown, T extends EventTag = EventTag> {
  readonly name: string
  readonly schema: Schema.Schema<S, I>
  readonly initial: S
  readonly tags: ReadonlyArray<T>
  readonly apply: (state: S, event: EventOf<T>) => S
  /**
   * Folds many events at once (replay, import, compaction, an answer carrying many changes): may build the next
   * state in a transient copy that no one else sees, as long as the result equals folding them one by one.
   */
  readonly applyBatch?: (state: S, events: ReadonlyArray<EventOf<T>>) => S
  /** Folds one event of a batch into the batch's private copy of the state; see foldByEdit. */
  readonly edit?: (draft: S, event: EventOf<T>) => boolean
  /** Keyed collections: the keys an event touches, so the store writes only those keys' signals. */
  readonly keysOf?: (event: EventOf<T>) => Iterable<string>
  /** Keyed collections: the value under a key. */
  readonly valueAt?: (state: S, key: string) => unknown
  /**
   * Keyed collections: the keys whose value changed from `before` to `after` and their new values, when `after` is
   * the fold of one event over `before` (undefined otherwise: the store then looks up the keys of the events).
   */
  readonly changesBetween?: (before: S, after: S) => KeyedChanges<unknown> | undefined
}

/** The keys a fold changed, and their new values at the same places (undefined: the key was removed). */
export interface KeyedChanges<V> {
  readonly keys: ReadonlyArray<string>
  readonly values: ReadonlyArray<V | undefined>
}

export type AnyProjection = Projection<any, any, any>

export const defineProjection = <S, I, const T extends EventTag>(projection: Projection<S, I, T>): Projection<S, I, T> => projection

/**
 * A fold written once, as an edit of a private copy (ARCHITECTURE 4): `apply` copies the state and edits the copy;
 * a batch fold copies once and edits that copy for every event as it comes, so a replay allocates one state per
 * projection, not one per event. `edit` returns whether it changed anything (the state keeps its identity
 * otherwise) and replaces nested values, never changes them in place: they may be shared with published states.
 */
export const foldByEdit = <S extends object, E>(
  edit: (draft: S, event: E) => boolean
): { readonly apply: (state: S, event: E) => S; readonly edit: (draft: S, event: E) => boolean } => ({
  apply: (state, event) => {
    const draft = { ...state }
    return edit(draft, event) ? draft : state
  },
  edit
})
