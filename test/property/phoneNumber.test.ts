import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { nationalDigits, type PhoneCountry } from "../../src/domain/session/phoneCountries"
import { internationalNumber, maskPhone } from "../../src/domain/session/phoneNumber"

const country: fc.Arbitrary<PhoneCountry> = fc.record({
  id: fc.nat(),
  name: fc.constant("Somewhere"),
  country_code: fc.constant("SW"),
  tel_code: fc.integer({ min: 1, max: 9999 }).map((n) => `+${n}`),
  mask: fc.array(fc.constantFrom("#", "#", "#", " ", "-", "(", ")"), { minLength: 4, maxLength: 16 }).map((m) => `#${m.join("")}#`)
})

/** The digits typed into the mask, as the phone field shows them. */
const typedInMask = (mask: string, digits: string): string => {
  let i = 0
  return mask.replace(/#/g, () => digits[i++] ?? "")
}

describe("phone numbers for SMS (E.164)", () => {
  it("the national number typed into the country's mask, or without it, makes the country code and its digits", () => {
    fc.assert(
      fc.property(country, fc.string({ unit: fc.constantFrom(..."0123456789".split("")), minLength: 20, maxLength: 20 }), (c, pool) => {
        const digits = pool.slice(0, nationalDigits(c))
        const expected = `${c.tel_code}${digits}`
        expect(internationalNumber(c, digits)).toBe(expected)
        expect(internationalNumber(c, typedInMask(c.mask, digits))).toBe(expected)
      })
    )
  })

  it("a digit more or less, or any other character, is not a number of that country", () => {
    fc.assert(
      fc.property(country, fc.integer({ min: 0, max: 20 }), fc.constantFrom("+", "a", ".", "٣", "/"), (c, length, stray) => {
        const digits = "7".repeat(length)
        if (length !== nationalDigits(c)) expect(internationalNumber(c, digits)).toBeUndefined()
        expect(internationalNumber(c, `${"7".repeat(nationalDigits(c))}${stray}`)).toBeUndefined()
      })
    )
  })

  it("a masked number shows the country code and only the last two digits", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999 }), fc.stringMatching(/^[0-9]{4,12}$/), (code, national) => {
        const masked = maskPhone(`+${code}${national}`, `+${code}`)
        expect(masked).toBe(`+${code} ${"•".repeat(national.length - 2)}${national.slice(-2)}`)
        expect(masked.replace(/[^0-9]/g, "")).toBe(`${code}${national.slice(-2)}`)
      })
    )
  })
})
