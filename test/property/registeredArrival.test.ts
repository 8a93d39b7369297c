import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { takeRegisteredFlag, withRegisteredFlag } from "../../src/domain/session/registeredArrival"

/** The flag the server puts on a new social player's landing URL, and the page takes out (registeredArrival.ts). */

describe("the registered flag, by hand", () => {
  it("is added to the query, before a fragment, and taken out leaving the rest as it was", () => {
    expect(withRegisteredFlag("/en/")).toBe("/en/?registered=1")
    expect(withRegisteredFlag("/en/casino?tab=slots")).toBe("/en/casino?tab=slots&registered=1")
    expect(withRegisteredFlag("/en/casino?")).toBe("/en/casino?registered=1")
    expect(withRegisteredFlag("/en/rules#top")).toBe("/en/rules?registered=1#top")
    expect(takeRegisteredFlag("?registered=1")).toEqual({ registered: true, search: "" })
    expect(takeRegisteredFlag("?a=%2F&registered=1&b=2")).toEqual({ registered: true, search: "?a=%2F&b=2" })
    expect(takeRegisteredFlag("?registeredAt=5")).toEqual({ registered: false, search: "?registeredAt=5" })
    expect(takeRegisteredFlag("")).toEqual({ registered: false, search: "" })
  })

  it("takes the flag without a value too, reads a query given without its '?', and adds no empty parameter", () => {
    expect(takeRegisteredFlag("?registered&a=1")).toEqual({ registered: true, search: "?a=1" })
    expect(takeRegisteredFlag("a=1&registered=1")).toEqual({ registered: true, search: "?a=1" })
    expect(withRegisteredFlag("/en/casino?tab=slots&")).toBe("/en/casino?tab=slots&registered=1")
  })
})

/** A query parameter as a site URL may carry one: never the flag itself, never empty. */
const param = fc
  .tuple(fc.stringMatching(/^[a-zA-Z_][a-zA-Z0-9_%.-]{0,8}$/), fc.option(fc.stringMatching(/^[a-zA-Z0-9%.+/-]{0,8}$/), { nil: undefined }))
  .filter(([key]) => key !== "registered")
  .map(([key, value]) => (value === undefined ? key : `${key}=${value}`))
const path = fc.array(fc.stringMatching(/^[a-z0-9-]{1,8}$/), { maxLength: 4 }).map((segments) => `/en/${segments.join("/")}`)

describe("the registered flag over generated URLs", () => {
  it("added to a landing URL, it is found, and taking it gives back the URL's own query to the letter", () => {
    fc.assert(
      fc.property(path, fc.array(param, { maxLength: 5 }), (p, params) => {
        const search = params.length === 0 ? "" : `?${params.join("&")}`
        const flagged = new URL(withRegisteredFlag(`${p}${search}`), "http://site.test")
        expect(flagged.pathname).toBe(p)
        expect(flagged.searchParams.get("registered")).toBe("1")
        expect(takeRegisteredFlag(flagged.search)).toEqual({ registered: true, search })
      })
    )
  })

  it("a query without it is left alone", () => {
    fc.assert(
      fc.property(fc.array(param, { maxLength: 5 }), (params) => {
        const search = params.length === 0 ? "" : `?${params.join("&")}`
        expect(takeRegisteredFlag(search)).toEqual({ registered: false, search })
      })
    )
  })
})
