import { describe, expect, it } from "vitest"
import { ViewReleased, ViewUsed } from "../../../src/commands/content/events"
import { viewsProjection } from "../../../src/projections/content/views"

/** The replay property's counterexample: a view keyed like a member of Object's prototype ("valueOf"). */
describe("the remote views' projection", () => {
  it("starts a view keyed valueOf or constructor afresh instead of reading the prototype's member", () => {
    for (const key of ["valueOf", "constructor", "toString", "__proto__"]) {
      const released = viewsProjection.apply(viewsProjection.initial, new ViewReleased({ key }))
      const used = viewsProjection.apply(released, new ViewUsed({ key, path: "/en/about" }))
      expect(Object.hasOwn(used.entries, key)).toBe(true)
      expect(used.entries[key]?.path).toBe("/en/about")
    }
  })
})
