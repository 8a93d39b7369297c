import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { ageCookieMaxAgeSeconds, confirmedAgeOf, mustConfirmAge } from "../../src/domain/consent/ageConfirmation"

/** SPEC.md 9: the answer is kept 259,200,000 ms (three days), in seconds. */
const THREE_DAYS_SECONDS = 259_200

describe("the age gate (SPEC.md 9)", () => {
  it("remembers a confirmation three days when asked, else for the browser session (no Max-Age)", () => {
    expect(ageCookieMaxAgeSeconds(true)).toBe(THREE_DAYS_SECONDS)
    expect(ageCookieMaxAgeSeconds(false)).toBeUndefined()
  })

  it("reads back every age from 1 to 99 written as the cookie is written", () => {
    for (let age = 1; age <= 99; age++) expect(confirmedAgeOf(String(age))).toBe(age)
  })

  it("reads no age from anything else: empty, zero, leading zeros, 100 and more, signs, decimals, spaces, words", () => {
    for (const value of [undefined, "", "0", "00", "018", "100", "180", "-18", "+18", "18.0", " 18", "18 ", "1e1", "eighteen", "18\u0000"]) {
      expect(confirmedAgeOf(value), JSON.stringify(value)).toBeNull()
    }
    fc.assert(
      fc.property(fc.string(), (value) => {
        const age = confirmedAgeOf(value)
        // The model: exactly the decimal writings of 1 to 99, by hand.
        const expected = /^(?:[1-9]|[1-9][0-9])$/.test(value) ? Number(value) : null
        expect(age).toBe(expected)
      })
    )
  })

  it("asks when the site names an age and the browser confirmed none or a lower one; never when the site names none", () => {
    expect(mustConfirmAge(18, null)).toBe(true)
    expect(mustConfirmAge(18, 17)).toBe(true)
    expect(mustConfirmAge(18, 18)).toBe(false)
    expect(mustConfirmAge(21, 18)).toBe(true)
    expect(mustConfirmAge(18, 21)).toBe(false)
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }), fc.option(fc.integer({ min: 1, max: 99 }), { nil: null }), (required, confirmed) => {
        const asks = mustConfirmAge(required, confirmed)
        if (required === null) expect(asks).toBe(false)
        else if (confirmed === null) expect(asks).toBe(true)
        else expect(asks).toBe(confirmed < required)
      })
    )
  })
})
