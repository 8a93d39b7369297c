import { batch, type ReadonlySignal, type Signal, signal } from "@preact/signals-react"
import type { Event } from "../commands/registry"
import { applyEvent, foldEvents } from "./fold"
import type { AnyProjection } from "./projection"
import { initialStates, type ProjectionName, projections, type States } from "./registry"

export type StateSignals = { readonly [N in ProjectionName]: ReadonlySignal<States[N]> }

/**
 * Runs the projections over appended events and publishes each projection's state in its own signal, so a view
 * re-renders only when a projection it reads changes. Keyed collections also get a signal per key, written only
 * for the keys an event touched: one changed price re-renders one cell (ARCHITECTURE 4).
 */
export class ProjectionStore {
  private states: States
  private readonly writable: { [N in ProjectionName]: Signal<States[N]> }
  private readonly keyed = new Map<ProjectionName, Map<string, Signal<unknown>>>()
  readonly state: StateSignals

  constructor(initial: States = initialStates()) {
    this.states = initial
    this.writable = Object.fromEntries(Object.entries(initial).map(([name, value]) => [name, signal(value)])) as unknown as {
      [N in ProjectionName]: Signal<States[N]>
    }
    this.state = this.writable
  }

  snapshot(): States {
    return this.states
  }

  apply(event: Event): void {
    this.publish(this.states, applyEvent(this.states, event), [event])
  }

  /** Folds the events as one batch and publishes once. */
  applyMany(events: ReadonlyArray<Event>): void {
    this.publish(this.states, foldEvents(this.states, events), events)
  }

  private publish(before: States, after: States, events: ReadonlyArray<Event>): void {
    if (after === before) return
    this.states = after
    batch(() => {
      for (const name in after) {
        const key = name as ProjectionName
        if (after[key] !== before[key]) (this.writable[key] as Signal<unknown>).value = after[key]
      }
      if (this.keyed.size > 0) this.publishKeys(before, after, events)
    })
  }

  /** The value under `key` of a keyed projection, as a signal of its own. */
  keySignal<V>(name: ProjectionName, key: string): ReadonlySignal<V | undefined> {
    const projection = projections[name] as AnyProjection
    if (projection.valueAt === undefined) throw new Error(`projection ${name} is not keyed`)
    let signals = this.keyed.get(name)
    if (signals === undefined) {
      signals = new Map()
      this.keyed.set(name, signals)
    }
    let keySignal = signals.get(key)
    if (keySignal === undefined) {
      keySignal = signal(projection.valueAt(this.states[name], key))
      signals.set(key, keySignal)
    }
    return keySignal as ReadonlySignal<V | undefined>
  }

  /**
   * Writes the signals of the keys that changed. A collection that kept its state changed no key; one that an event
   * folded says which keys moved (a poll's 300 prices, not its 860 keys looked up again); after a batch, the keys
   * of its events are looked up.
   */
  private publishKeys(before: States, after: States, events: ReadonlyArray<Event>): void {
    for (const [name, signals] of this.keyed) {
      const from = before[name]
      const to = after[name]
      if (from === to) continue
      const projection = projections[name] as AnyProjection
      const changes = projection.changesBetween?.(from, to)
      if (changes !== undefined) {
        const { keys, values } = changes
        for (let i = 0; i < keys.length; i++) {
          const keySignal = signals.get(keys[i]!)
          if (keySignal !== undefined) keySignal.value = values[i]
        }
        continue
      }
      const tags = projection.tags as ReadonlyArray<string>
      for (const event of events) {
        if (!tags.includes(event._tag)) continue
        for (const key of projection.keysOf!(event)) {
          const keySignal = signals.get(key)
          if (keySignal !== undefined) keySignal.value = projection.valueAt!(to, key)
        }
      }
    }
  }
}
