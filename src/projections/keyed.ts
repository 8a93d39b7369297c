import { Hash, HashMap, Option, Schema } from "effect"
import type { EventTag } from "../commands/registry"
import type { EventOf, KeyedChanges, Projection } from "./projection"

/**
 * A keyed collection (thousands of prices on the live page) as a projection (ARCHITECTURE 4): effect's persistent
 * HashMap, so one changed key costs one path copy instead of a copy of the whole collection; batches fold in one
 * `HashMap.mutate`; and the store keeps a signal per key, written only for the keys an event changed.
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

/** What one event's fold changed (see `changesBetween`), kept for the state it made. */
interface Recorded<V> extends KeyedChanges<V> {
  readonly from: Keyed<V>
}
const recorded = new WeakMap<Keyed<unknown>, Recorded<unknown>>()

/**
 * Folds one event into a map in a mutation (changed in place); whether any key changed. With `changes`, the keys
 * whose value changed and their new values are added to it.
 */
const step = <V, T extends EventTag>(
  spec: KeyedSpec<V, unknown, T>,
  draft: Keyed<V>,
  event: EventOf<T>,
  changes?: { readonly keys: Array<string>; readonly values: Array<V | undefined> }
): boolean => {
  let changed = false
  for (const key of spec.keysOf(event)) {
    // Hashed once for the lookup and the write: hashing the key is much of what either costs.
    const hash = Hash.hash(key)
    const current = Option.getOrUndefined(HashMap.getHash(draft, key, hash))
    const updated = spec.update(current, event, key)
    if (updated === current) continue
    if (updated === undefined) HashMap.remove(draft, key)
    else HashMap.modifyHash(draft, key, hash, () => Option.some(updated))
    changes?.keys.push(key)
    changes?.values.push(updated)
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
  // state keeps its identity when no key changed. What changed is remembered for the store, which writes those
  // keys' signals without looking each key of the event up again.
  apply: (state, event) => {
    const changes = { keys: [] as Array<string>, values: [] as Array<V | undefined> }
    let changed = false
    const next = HashMap.mutate(state, (draft) => void (changed = step(spec as KeyedSpec<V, unknown, T>, draft, event, changes)))
    if (!changed) return state
    recorded.set(next, { from: state, ...changes } as Recorded<unknown>)
    return next
  },
  // In a mutation the same HashMap is changed in place; it is frozen again before anyone sees it. A replay folds
  // thousands of events here: it records nothing, and the store finds a batch's keys from its events.
  applyBatch: (state, events) =>
    HashMap.mutate(state, (draft) => {
      for (const event of events) step(spec as KeyedSpec<V, unknown, T>, draft, event)
    }),
  keysOf: spec.keysOf,
  valueAt: (state, key) => Option.getOrUndefined(HashMap.get(state, key)),
  changesBetween: (before, after) => {
    const changes = recorded.get(after)
    return changes !== undefined && changes.from === before ? (changes as Recorded<V>) : undefined
  }
})
