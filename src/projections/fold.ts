import type { Event } from "../commands/registry"
import type { AnyProjection } from "./projection"
import { type ProjectionName, projections, type States } from "./registry"

/** The projections that fold one event tag, as parallel arrays (this runs once per event of a replay). */
interface TagRoute {
  readonly names: ReadonlyArray<ProjectionName>
  readonly projections: ReadonlyArray<AnyProjection>
  /** Each projection's place in `projectionNames`: a batch fold keeps its states in an array by these. */
  readonly slots: ReadonlyArray<number>
}

/** Every projection's name, in registry order: the slots of a batch fold. */
const projectionNames = Object.keys(projections) as ReadonlyArray<ProjectionName>

/** Which projections fold each event tag: an event visits only the projections that declared it. */
const byTag: ReadonlyMap<string, TagRoute> = (() => {
  const map = new Map<string, { names: Array<ProjectionName>; projections: Array<AnyProjection>; slots: Array<number> }>()
  projectionNames.forEach((name, slot) => {
    const projection: AnyProjection = projections[name]
    for (const tag of projection.tags as ReadonlyArray<string>) {
      const route = map.get(tag) ?? { names: [], projections: [], slots: [] }
      route.names.push(name)
      route.projections.push(projection)
      route.slots.push(slot)
      map.set(tag, route)
    }
  })
  return map
})()

const NOWHERE: TagRoute = { names: [], projections: [], slots: [] }

/** The projections that fold events of this tag. */
export const projectionsOf = (tag: string): TagRoute => byTag.get(tag) ?? NOWHERE

/** Folds one event; untouched states keep their identity, and so does the whole record when nothing changed. */
export const applyEvent = (states: States, event: Event): States => {
  const route = projectionsOf(event._tag)
  let next: Record<string, unknown> | undefined
  for (let i = 0; i < route.names.length; i++) {
    const name = route.names[i]!
    const before = (next ?? states)[name]
    const after = route.projections[i]!.apply(before, event)
    if (after !== before) {
      next ??= { ...states }
      next[name] = after
    }
  }
  return (next ?? states) as States
}

/**
 * A fold over many events that publishes once (ARCHITECTURE 4). The states are copied once into a working array
 * no one else sees (an array by slot, not a record by name: this runs once per event of a replay). A projection
 * with an edit fold edits its own private copy of its state as each event comes, while the event is in the CPU's
 * cache; one with a batch fold gets all its events at the end, in order; any other folds each event as it comes.
 */
export class BatchFold {
  private readonly working: Array<unknown>
  private readonly batches: Array<Array<Event> | undefined>
  /** Per slot: 0 untouched, 1 a private copy is being edited, 2 an edit changed it. */
  private readonly drafts: Array<0 | 1 | 2>

  constructor(private readonly start: States) {
    this.working = projectionNames.map((name) => start[name])
    this.batches = projectionNames.map(() => undefined)
    this.drafts = projectionNames.map(() => 0)
  }

  add(event: Event): void {
    const route = byTag.get(event._tag)
    if (route === undefined) return
    const { projections: folds, slots } = route
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!
      const projection = folds[i]!
      if (projection.edit !== undefined) {
        if (this.drafts[slot] === 0) {
          this.working[slot] = { ...(this.working[slot] as object) }
          this.drafts[slot] = 1
        }
        if (projection.edit(this.working[slot], event)) this.drafts[slot] = 2
      } else if (projection.applyBatch !== undefined) {
        const batch = this.batches[slot]
        if (batch === undefined) this.batches[slot] = [event]
        else batch.push(event)
      } else {
        this.working[slot] = projection.apply(this.working[slot], event)
      }
    }
  }

  finish(): States {
    let next: Record<string, unknown> | undefined
    for (let slot = 0; slot < projectionNames.length; slot++) {
      const name = projectionNames[slot]!
      const batch = this.batches[slot]
      const state =
        this.drafts[slot] === 1
          ? this.start[name]
          : batch === undefined
            ? this.working[slot]
            : projections[name].applyBatch!(this.working[slot] as never, batch as never)
      if (state !== this.start[name]) {
        next ??= { ...this.start }
        next[name] = state
      }
    }
    return (next ?? this.start) as States
  }
}

/** Folds many events as one batch: the same states as applying them one by one, published once. */
export const foldEvents = (states: States, events: Iterable<Event>): States => {
  const fold = new BatchFold(states)
  for (const event of events) fold.add(event)
  return fold.finish()
}
