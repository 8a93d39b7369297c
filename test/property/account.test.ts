import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { contactFieldsFilled, missingRequiredFields, type ProfileFields, requiredFieldsFilled } from "../../src/domain/account/profileFields"
import { protectionStatus } from "../../src/domain/account/protectionLevel"

describe("protection level status (SPEC.md 5: thresholds 30, 70, 100)", () => {
  it("reads these levels this way", () => {
    const cases: ReadonlyArray<readonly [number | null, string | null]> = [
      [null, null],
      [0, "bad"],
      [30, "bad"],
      [30.5, "normal"],
      [31, "normal"],
      [69, "normal"],
      [69.9, "normal"],
      [70, "good"],
      [99, "good"],
      [100, "full"]
    ]
    for (const [level, status] of cases) expect(protectionStatus(level), `level ${level}`).toBe(status)
  })

  it("never drops as the level rises", () => {
    const rank = { bad: 0, normal: 1, good: 2, full: 3 } as const
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), fc.double({ min: 0, max: 100, noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a]
        expect(rank[protectionStatus(low)!]).toBeLessThanOrEqual(rank[protectionStatus(high)!])
      })
    )
  })
})

const value = fc.oneof(fc.constant(undefined), fc.constant(null), fc.constant(""), fc.constant("  "), fc.constant("1990-01-01"), fc.string())
const profile: fc.Arbitrary<ProfileFields> = fc.record({
  birthDate: value,
  name: value,
  surname: value,
  passport: value,
  passportDate: value,
  registrationAddress: value,
  phone: value,
  email: value
})
const filled = (v: string | null | undefined) => typeof v === "string" && v.trim().length > 0

describe("required profile fields (SPEC.md 5)", () => {
  it("are filled exactly when birth date, name, surname, passport, passport date and address are all there", () => {
    fc.assert(
      fc.property(profile, (p) => {
        const expected =
          filled(p.birthDate) && filled(p.name) && filled(p.surname) && filled(p.passport) && filled(p.passportDate) && filled(p.registrationAddress)
        expect(requiredFieldsFilled(p)).toBe(expected)
        expect(missingRequiredFields(p).length === 0).toBe(expected)
      })
    )
  })

  it("names what is missing, in form order", () => {
    expect(missingRequiredFields({ name: "Ann", surname: " ", passport: "4510 123456" })).toEqual([
      "birthDate",
      "surname",
      "passportDate",
      "registrationAddress"
    ])
  })

  it("contact fields need both the phone and the e-mail", () => {
    expect(contactFieldsFilled({ phone: "+79990000000", email: "a@b.c" })).toBe(true)
    expect(contactFieldsFilled({ phone: "+79990000000" })).toBe(false)
    expect(contactFieldsFilled({ phone: "", email: "a@b.c" })).toBe(false)
  })
})
