import { HashMap, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { Navigated } from "../../../src/commands/shell/events"
import { defineKeyedProjection, type Keyed } from "../../../src/projections/keyed"

/** Visits per path, with "/bye" removing a path's count: a small keyed collection over real events. */
const visits = defineKeyedProjection({
  name: "visits",
  value: Schema.Number,
  tags: ["Navigated"],
  keysOf: (event) => (event.search === "?both" ? [event.path, "/both"] : [event.path]),
  update: (current, event) => (event.lng === "xx" ? undefined : event.lng === "ru" && current !== undefined ? current : (current ?? 0) + 1)
})

const go = (path: string, lng = "en", search = "") => new Navigated({ path, search, lng, mode: "push" })
const entries = (map: Keyed<number>) => Object.fromEntries(HashMap.toEntries(map))

describe("keyed collection projection", () => {
  it("starts empty and encodes as key-value pairs", () => {
    expect(entries(visits.initial)).toEqual({})
    expect(Schema.encodeSync(visits.schema)(visits.apply(visits.initial, go("/a")))).toEqual([["/a", 1]])
  })

  it("updates every key an event names, and removes a key whose value becomes undefined", () => {
    const one = visits.apply(visits.initial, go("/a"))
    const two = visits.apply(one, go("/a", "en", "?both"))
    expect(entries(two)).toEqual({ "/a": 2, "/both": 1 })
    const removed = visits.apply(two, go("/a", "xx"))
    expect([...HashMap.keys(removed)]).toEqual(["/both"])
    expect(HashMap.has(removed, "/a")).toBe(false)
  })

  it("an event that changes no value keeps the collection object", () => {
    const one = visits.apply(visits.initial, go("/a"))
    expect(visits.apply(one, go("/a", "ru"))).toBe(one)
    expect(visits.apply(visits.initial, go("/gone", "xx"))).toBe(visits.initial)
  })

  it("a batch ends where folding one by one ends, and leaves the collection it started from alone", () => {
    const start = visits.apply(visits.initial, go("/a"))
    const events = [go("/a"), go("/b", "en", "?both"), go("/a", "xx"), go("/b", "ru"), go("/c")]
    const batched = visits.applyBatch!(start, events)
    expect(entries(batched)).toEqual({ "/b": 1, "/both": 1, "/c": 1 })
    expect(entries(events.reduce(visits.apply, start))).toEqual(entries(batched))
    expect(entries(start)).toEqual({ "/a": 1 })
  })

  it("says which keys one event's fold changed and to what, for that fold only", () => {
    const one = visits.apply(visits.initial, go("/a"))
    const two = visits.apply(one, go("/a", "en", "?both"))
    // "/a" went from 1 to 2 and "/both" appeared; a removal is named with undefined.
    expect(visits.changesBetween!(one, two)).toMatchObject({ keys: ["/a", "/both"], values: [2, 1] })
    const removed = visits.apply(two, go("/a", "xx"))
    expect(visits.changesBetween!(two, removed)).toMatchObject({ keys: ["/a"], values: [undefined] })
    // Not a fold of one event from `before`: the store must look the keys up itself.
    expect(visits.changesBetween!(visits.initial, two)).toBeUndefined()
    expect(visits.changesBetween!(one, visits.applyBatch!(one, [go("/a")]))).toBeUndefined()
  })

  it("names the keys an event touches and reads one key's value", () => {
    expect([...visits.keysOf!(go("/a", "en", "?both"))]).toEqual(["/a", "/both"])
    const state = visits.apply(visits.initial, go("/a"))
    expect(visits.valueAt!(state, "/a")).toBe(1)
    expect(visits.valueAt!(state, "/nope")).toBeUndefined()
  })
})

describe("toEqual on keyed states (test/support/effectEquality.ts)", () => {
  it("compares HashMaps by their entries, values deeply: equal across internals, unequal on any value", () => {
    const built = HashMap.mutate(HashMap.empty<string, { readonly price: number }>(), (draft) => {
      HashMap.set(draft, "a", { price: 1.5 })
      HashMap.set(draft, "b", { price: 2 })
    })
    expect(built).toEqual(HashMap.make(["b", { price: 2 }], ["a", { price: 1.5 }]))
    expect(built).not.toEqual(HashMap.make(["a", { price: 1.5 }], ["b", { price: 2.01 }]))
    expect(built).not.toEqual(HashMap.make(["a", { price: 1.5 }]))
    expect(built).not.toEqual(HashMap.make(["a", { price: 1.5 }], ["c", { price: 2 }]))
  })
})
