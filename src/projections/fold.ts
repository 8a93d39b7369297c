import type { Event } from "../commands/registry"
import type { AnyProjection } from "./projection"
import { type ProjectionName, projections, type States } from "./registry"

/** The projections that fold one event tag, as parallel arrays (this runs once per event of a replay). */
interface TagRoute {
  readonly names: ReadonlyArray<ProjectionName>
  readonly projections: ReadonlyArray<AnyProjection>
}

/** Which projections fold each event tag: an event visits only the projections that declared it. */
const byTag: ReadonlyMap<string, TagRoute> = (() => {
  const map = new Map<string, { names: Array<ProjectionName>; projections: Array<AnyProjection> }>()
  for (const [name, projection] of Object.entries(projections) as Array<[ProjectionName, AnyProjection]>) {
    for (const tag of projection.tags as ReadonlyArray<string>) {
      const route = map.get(tag) ?? { names: [], projections: [] }
      route.names.push(name)
      route.projections.push(projection)
      map.set(tag, route)
    }
  }
  return map
})()

const NOWHERE: TagRoute = { names: [], projections: [] }

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
 * A fold over many events that publishes once (ARCHITECTURE 4): the record of states is copied once into a
 * working record no one else sees; a projection with a batch fold gets all its events at the end, in order.
 */
export class BatchFold {
  private readonly working: Record<string, unknown>
  private readonly batches = new Map<ProjectionName, Array<Event>>()

  constructor(private readonly start: States) {
    this.working = { ...start }
  }

  add(event: Event): void {
    const route = byTag.get(event._tag)
    if (route === undefined) return
    for (let i = 0; i < route.names.length; i++) {
      const name = route.names[i]!
      const projection = route.projections[i]!
      if (projection.applyBatch === undefined) {
        this.working[name] = projection.apply(this.working[name], event)
        continue
      }
      const batch = this.batches.get(name)
      if (batch === undefined) this.batches.set(name, [event])
      else batch.push(event)
    }
  }

  finish(): States {
    for (const [name, events] of this.batches) this.working[name] = projections[name].applyBatch!(this.working[name] as never, events as never)
    for (const name in this.working) if (this.working[name] !== this.start[name as ProjectionName]) return this.working as States
    return this.start
  }
}

/** Folds many events as one batch: the same states as applying them one by one, published once. */
export const foldEvents = (states: States, events: Iterable<Event>): States => {
  const fold = new BatchFold(states)
  for (const event of events) fold.add(event)
  return fold.finish()
}
