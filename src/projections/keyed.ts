import { HashMap, Option, Schema } from "effect"
import type { EventTag } from "../commands/registry"
import type { EventOf, Projection } from "./projection"

/**
 * A keyed collection (thousands of prices on the live page) as a projection (ARCHITECTURE 4): effect's persistent
 * HashMap, so one changed key costs one path copy instead of a copy of the whole collection; batches fold in one
 * `HashMap.mutate`; and the store keeps a signal per key, written only for the keys an event touched.
 */
export interface KeyedSpec<V, VI, T extends EventTag> {
  readonly name: string
  readonly value: Schema.Schema<V, VI>
  readonly tags: ReadonlyArray<T>
  /** The keys this event changes. */
  readonly keysOf: (event: EventOf<T>) => Iterable<string>
  /** The new value under `key` after `event`; undefined removes the key. */
  readonly update: (current: V | undefined, event: EventOf<T>, key: string) => V | undefined
}

export type Keyed<V> = HashMap.HashMap<string, V>

/** Folds one event into a map in a mutation (changed in place); whether any key changed. */
const step = <V, T extends EventTag>(spec: KeyedSpec<V, unknown, T>, draft: Keyed<V>, event: EventOf<T>): boolean => {
  let changed = false
  for (const key of spec.keysOf(event)) {
    const current = Option.getOrUndefined(HashMap.get(draft, key))
    const updated = spec.update(current, event, key)
    if (updated === current) continue
    if (updated === undefined) HashMap.remove(draft, key)
    else HashMap.set(draft, key, updated)
    changed = true
  }
  return changed
}

export const defineKeyedProjection = <V, VI, const T extends EventTag>(spec: KeyedSpec<V, VI, T>): Projection<Keyed<V>, ReadonlyArray<readonly [string, VI]>, T> => ({
  name: spec.name,
  schema: Schema.HashMap({ key: Schema.String, value: spec.value }),
  initial: HashMap.empty<string, V>(),
  tags: spec.tags,
  // One event may touch hundreds of keys (a poll's prices): changed in one mutation, not one path copy per key. The
  // state keeps its identity when no key changed.
  apply: (state, event) => {
    let changed = false
    const next = HashMap.mutate(state, (draft) => void (changed = step(spec as KeyedSpec<V, unknown, T>, draft, event)))
    return changed ? next : state
  },
  // In a mutation the same HashMap is changed in place; it is frozen again before anyone sees it.
  applyBatch: (state, events) =>
    HashMap.mutate(state, (draft) => {
      for (const event of events) step(spec as KeyedSpec<V, unknown, T>, draft, event)
    }),
  keysOf: spec.keysOf,
  valueAt: (state, key) => Option.getOrUndefined(HashMap.get(state, key))
})
