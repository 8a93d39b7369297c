import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { codeErrorKindOf, codeRefusal } from "../../src/domain/session/codeRefusal"
import { FORGOT_PASSWORD_FLAG, forgotPasswordTarget, maskEmail, showsForgotPasswordModal } from "../../src/domain/session/passwordRecovery"
import { judgeCode, type StoredCode } from "../../src/domain/session/verificationCode"
import type { LanguageCode } from "../../src/domain/shell/language"

const lng = fc.constantFrom("en", "ru", "kz") as fc.Arbitrary<LanguageCode>
const queryKey = fc.stringMatching(/^[a-zA-Z_][a-zA-Z0-9_]{0,8}$/).filter((k) => k !== FORGOT_PASSWORD_FLAG)
const query = fc.uniqueArray(fc.tuple(queryKey, fc.string({ maxLength: 12 })), { selector: ([k]) => k, maxLength: 5 })
const searchOf = (pairs: ReadonlyArray<readonly [string, string]>) => (pairs.length === 0 ? "" : `?${new URLSearchParams(pairs as Array<[string, string]>).toString()}`)

describe("password recovery routes (SPEC.md 2.1, 2.4)", () => {
  it("user/forgotpassword goes home in the same language with the flag, every other query value kept", () => {
    fc.assert(
      fc.property(lng, query, (language, pairs) => {
        const target = forgotPasswordTarget(language, searchOf(pairs))
        const [path, search = ""] = target.split("?")
        expect(path).toBe(`/${language}/`)
        const params = new URLSearchParams(search)
        for (const [key, value] of pairs) expect(params.get(key)).toBe(value)
        expect(params.get(FORGOT_PASSWORD_FLAG)).toBe("1")
        expect([...params.keys()].length).toBe(pairs.length + 1)
        expect(showsForgotPasswordModal(path!, `?${search}`)).toBe(true)
      })
    )
  })

  it("the modal opens only on home: the same query on any other page opens nothing", () => {
    fc.assert(
      fc.property(lng, fc.stringMatching(/^\/[a-z]{1,10}(\/[a-z]{1,10})?$/), (language, rest) => {
        expect(showsForgotPasswordModal(`/${language}${rest}`, `?${FORGOT_PASSWORD_FLAG}=1`)).toBe(false)
      })
    )
    expect(showsForgotPasswordModal("/en/", "")).toBe(false)
    expect(showsForgotPasswordModal("/en/", `?${FORGOT_PASSWORD_FLAG}=0`)).toBe(false)
    expect(showsForgotPasswordModal("/en", `?a=b&${FORGOT_PASSWORD_FLAG}=1`)).toBe(true)
  })

  it("a masked address keeps the domain and the first character, and hides the rest of the local part", () => {
    // A counterexample CI found: the local part also appears in the domain, which is kept whole.
    expect(maskEmail("rgu@argua.a.aa")).toBe("r•••@argua.a.aa")
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const masked = maskEmail(email)
        const at = email.lastIndexOf("@")
        expect(masked.endsWith(email.slice(at))).toBe(true)
        expect(masked.startsWith(email[0]!)).toBe(true)
        // What stands before the domain shows no more than the first character of the local part.
        if (at > 2) expect(masked.slice(0, masked.length - (email.length - at))).not.toContain(email.slice(1, at))
      })
    )
  })
})

describe("code refusals (SPEC.md 4 time_up / wrong_code, SPEC.md 8 errors by code)", () => {
  const stored = fc.record({ expiresAtMs: fc.integer({ min: 0, max: 2e12 }), attempts: fc.integer({ min: 0, max: 8 }), used: fc.boolean() })

  it("the client reads back the kind the server's verdict had: time_up exactly when the code's expiry is past", () => {
    fc.assert(
      fc.property(fc.option(stored, { nil: undefined }), fc.boolean(), fc.integer({ min: 0, max: 2e12 }), (code: StoredCode | undefined, matches, now) => {
        const verdict = judgeCode(code, matches, now)
        if (verdict.result === "verified") return
        const kind = codeErrorKindOf(codeRefusal(verdict).code)
        expect(kind).toBe(verdict.result)
        if (code !== undefined && !code.used && now >= code.expiresAtMs) expect(kind).toBe("time_up")
      })
    )
  })

  it("codes of other refusals are no code error", () => {
    for (const other of [undefined, 1, 10, 12, 43, 44, 100]) expect(codeErrorKindOf(other)).toBeUndefined()
  })
})
