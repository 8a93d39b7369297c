import { describe, expect, it, vi } from "vitest"
import type { ProjectionName } from "../../../src/projections/registry"
import { ProjectionStore } from "../../../src/projections/store"
import { go, writesTo } from "./support"

// No area has a keyed collection yet: this registry adds one (visits per path) next to the real projections.
vi.mock("../../../src/projections/registry", async (importOriginal) => {
  const real = await importOriginal<typeof import("../../../src/projections/registry")>()
  const { Schema } = await import("effect")
  const { defineKeyedProjection } = await import("../../../src/projections/keyed")
  const visits = defineKeyedProjection({
    name: "visits",
    value: Schema.Number,
    tags: ["Navigated"],
    keysOf: (event) => [event.path],
    update: (current: number | undefined) => (current ?? 0) + 1
  })
  // A second keyed collection no view asks a key of: the store must pass it by.
  const lastPath = defineKeyedProjection({
    name: "lastPath",
    value: Schema.String,
    tags: ["Navigated"],
    keysOf: () => ["last"],
    update: (_current: string | undefined, event) => event.path
  })
  const projections = { ...real.projections, visits, lastPath }
  return { projections, initialStates: () => Object.fromEntries(Object.entries(projections).map(([name, p]) => [name, p.initial])) }
})

const visits = "visits" as ProjectionName

describe("projection store, keyed collections", () => {
  it("a key's signal holds the key's value, undefined before it exists", () => {
    const store = new ProjectionStore()
    store.apply(go("/a"))
    expect(store.keySignal(visits, "/a").value).toBe(1)
    expect(store.keySignal(visits, "/b").value).toBeUndefined()
    expect(store.keySignal(visits, "/a")).toBe(store.keySignal(visits, "/a"))
  })

  it("writes only the signals of keys an event touched", () => {
    const store = new ProjectionStore()
    const a = store.keySignal<number>(visits, "/a")
    const b = store.keySignal<number>(visits, "/b")
    const aWrites = writesTo(() => a.value)
    const bWrites = writesTo(() => b.value)
    store.apply(go("/a"))
    store.apply(go("/a"))
    store.apply(go("/c"))
    expect([a.value, b.value]).toEqual([2, undefined])
    expect([aWrites(), bWrites()]).toEqual([2, 0])
  })

  it("after a batch, each touched key shows its value at the end of the batch, written once", () => {
    const store = new ProjectionStore()
    const a = store.keySignal<number>(visits, "/a")
    const b = store.keySignal<number>(visits, "/b")
    const aWrites = writesTo(() => a.value)
    store.applyMany([go("/a"), go("/b"), go("/a"), go("/a")])
    expect([a.value, b.value]).toEqual([3, 1])
    expect(aWrites()).toBe(1)
  })
})
