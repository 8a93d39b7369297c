import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  calendarDay,
  EMPTY_PERSONAL_DATA,
  isAtLeast,
  PERSONAL_DATA_FIELDS,
  type PersonalData,
  personalDataErrors
} from "../../src/domain/account/personalData"
import { type ProtectionMethods, protectionLevelOf, protectionStatus } from "../../src/domain/account/protectionLevel"
import { signInDetour } from "../../src/domain/session/signInGuard"
import type { LanguageCode } from "../../src/domain/shell/language"

const methods = fc.record<ProtectionMethods>({
  is_changed_password: fc.boolean(),
  enable_two_factor_auth: fc.boolean(),
  enable_phone_binding: fc.boolean(),
  enable_security_question: fc.boolean(),
  enable_email_auth: fc.boolean()
})
const KEYS = ["is_changed_password", "enable_two_factor_auth", "enable_phone_binding", "enable_security_question", "enable_email_auth"] as const

describe("the protection level a player's methods make", () => {
  it("is 20 per method: none bad, two normal, four good, all five full", () => {
    const none = { is_changed_password: false, enable_two_factor_auth: false, enable_phone_binding: false, enable_security_question: false, enable_email_auth: false }
    expect(protectionStatus(protectionLevelOf(none))).toBe("bad")
    expect(protectionLevelOf({ ...none, enable_security_question: true })).toBe(20)
    expect(protectionStatus(protectionLevelOf({ ...none, enable_security_question: true, enable_email_auth: true }))).toBe("normal")
    expect(protectionStatus(protectionLevelOf({ ...none, enable_two_factor_auth: true, enable_security_question: true, enable_email_auth: true, is_changed_password: true }))).toBe("good")
    expect(protectionStatus(protectionLevelOf({ is_changed_password: true, enable_two_factor_auth: true, enable_phone_binding: true, enable_security_question: true, enable_email_auth: true }))).toBe("full")
  })

  it("rises when a method is turned on, and is full only with every method on", () => {
    fc.assert(
      fc.property(methods, fc.constantFrom(...KEYS), (set, key) => {
        const before = protectionLevelOf({ ...set, [key]: false })
        const after = protectionLevelOf({ ...set, [key]: true })
        expect(after).toBe(before + 20)
        expect(protectionStatus(protectionLevelOf(set)) === "full").toBe(KEYS.every((k) => set[k]))
      })
    )
  })
})

const TODAY = "2026-11-22"
const data = (patch: Partial<PersonalData>): PersonalData => ({ ...EMPTY_PERSONAL_DATA, ...patch })

describe("personal data field errors", () => {
  it("names each refused field once, in form order, and nothing for empty fields", () => {
    expect(personalDataErrors(EMPTY_PERSONAL_DATA, TODAY)).toEqual([])
    expect(
      personalDataErrors(data({ inn: "12ab", name: "R2-D2", birthday_date: "2020-02-30", passport_issue_date: "2027-01-01", passport_number: "№ 12" }), TODAY)
    ).toEqual([
      { field: "name", code: "invalid_chars" },
      { field: "birthday_date", code: "invalid_date" },
      { field: "passport_number", code: "invalid_passport" },
      { field: "passport_issue_date", code: "future_date" },
      { field: "inn", code: "invalid_inn" }
    ])
    expect(personalDataErrors(data({ name: "Anne-Marie O'Neil", surname: "Иванова", city: "St. Petersburg", inn: "770708389312" }), TODAY)).toEqual([])
  })

  it("accepts a birth date 18 years ago today and refuses the next day", () => {
    expect(personalDataErrors(data({ birthday_date: "2008-11-22" }), TODAY)).toEqual([])
    expect(personalDataErrors(data({ birthday_date: "2008-11-23" }), TODAY)).toEqual([{ field: "birthday_date", code: "underage" }])
  })

  it("refuses only text over the limit, and blank text is no error", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PERSONAL_DATA_FIELDS), fc.integer({ min: 121, max: 400 }), fc.stringMatching(/^[ \t]*$/), (field, length, blank) => {
        expect(personalDataErrors(data({ [field]: "a".repeat(length) }), TODAY)).toEqual([{ field, code: "too_long" }])
        expect(personalDataErrors(data({ [field]: blank }), TODAY)).toEqual([])
      })
    )
  })

  it("reads every real calendar day as a day, agreeing with the age rule", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("1900-01-01T00:00:00Z"), max: new Date("2100-12-31T00:00:00Z"), noInvalidDate: true }), fc.integer({ min: 0, max: 100 }), (date, age) => {
        const text = date.toISOString().slice(0, 10)
        expect(calendarDay(text)).toBe(Math.floor(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) / 86_400_000))
        // Born exactly `age` years before a day: that day they are `age`, the day before not yet.
        const birthday = `${String(date.getUTCFullYear() - age).padStart(4, "0")}${text.slice(4)}`
        if (calendarDay(birthday) !== undefined) expect(isAtLeast(birthday, text, age)).toBe(true)
      })
    )
  })
})

describe("the login-required guard", () => {
  const en = "en" as LanguageCode
  it("sends a guest on an office page home with the page as the return URL, and no one else anywhere", () => {
    expect(signInDetour({ path: "/en/security", search: "" }, "guest", en)).toBe("/en/?returnUrl=%2Fen%2Fsecurity")
    expect(signInDetour({ path: "/en/account/wallets", search: "?tab=1" }, "guest", en)).toBe("/en/?returnUrl=%2Fen%2Faccount%2Fwallets%3Ftab%3D1")
    fc.assert(
      fc.property(
        fc.constantFrom("/en/account", "/en/security", "/en/settings", "/en/", "/en/casino", "/en/user/login"),
        fc.constantFrom("unknown", "guest", "player", "failed") as fc.Arbitrary<"unknown" | "guest" | "player" | "failed">,
        (path, status) => {
          const detour = signInDetour({ path, search: "" }, status, en)
          const office = ["/en/account", "/en/security", "/en/settings"].includes(path)
          expect(detour !== undefined).toBe(office && status === "guest")
        }
      )
    )
  })
})
