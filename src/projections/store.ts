import { batch, signal, type ReadonlySignal, type Signal } from "@preact/signals-react"
import type { Event } from "../commands/events"
import { applyEvent, initialStates, type ProjectionName, type States } from "./registry"

export type StateSignals = { readonly [N in ProjectionName]: ReadonlySignal<States[N]> }

/**
 * Runs every projection over appended events and publishes each projection's state in its own signal, so a
 * view re-renders only when a projection it reads changes.
 */
export class ProjectionStore {
  private states: States
  private readonly writable: { [N in ProjectionName]: Signal<States[N]> }
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
    this.applyMany([event])
  }

  applyMany(events: ReadonlyArray<Event>): void {
    const before = this.states
    let states = before
    for (const event of events) states = applyEvent(states, event)
    if (states === before) return
    this.states = states
    batch(() => {
      for (const name in states) {
        const key = name as ProjectionName
        if (states[key] !== before[key]) (this.writable[key] as Signal<unknown>).value = states[key]
      }
    })
  }
}
