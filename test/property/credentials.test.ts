import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { fieldsOfAuthError, isAcceptablePassword, loginKind, normalizeEmail, passwordProblems } from "../../src/domain/session/credentials"
import { loginFieldErrorClass } from "../../src/domain/session/loginFieldError"
import { ONE_CLICK_PASSWORD_ALPHABET } from "../../src/domain/session/registration"

/** An independent model of the password rules: 8-64 characters, a letter, a digit, no whitespace. */
const modelAccepts = (password: string): boolean => {
  const chars = [...password]
  return chars.length >= 8 && chars.length <= 64 && /\p{L}/u.test(password) && /\p{Nd}/u.test(password) && !/\s/u.test(password)
}

describe("password rules", () => {
  it("names the broken rules by example", () => {
    expect(passwordProblems("Secret123")).toEqual([])
    expect(passwordProblems("abc1")).toEqual(["tooShort"])
    expect(passwordProblems("12345678")).toEqual(["noLetter"])
    expect(passwordProblems("abcdefgh")).toEqual(["noDigit"])
    expect(passwordProblems("abcd 1234")).toEqual(["whitespace"])
    expect(passwordProblems("")).toEqual(["tooShort", "noLetter", "noDigit"])
    expect(passwordProblems(`a1${"x".repeat(63)}`)).toEqual(["tooLong"])
  })

  it("accepts exactly what the model accepts", () => {
    const char = fc.constantFrom(..."aZ9 \tжЖ٣_-!é")
    fc.assert(fc.property(fc.array(char, { maxLength: 70 }).map((cs) => cs.join("")), (password) => {
      expect(isAcceptablePassword(password)).toBe(modelAccepts(password))
      expect(passwordProblems(password).length === 0).toBe(modelAccepts(password))
    }))
    fc.assert(fc.property(fc.string({ maxLength: 80 }), (password) => {
      expect(isAcceptablePassword(password)).toBe(modelAccepts(password))
    }))
  })

  it("a one-click password of the server's alphabet with a letter and a digit is always acceptable", () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...ONE_CLICK_PASSWORD_ALPHABET), { minLength: 12, maxLength: 12 }), (chars) => {
        const password = chars.join("")
        expect(isAcceptablePassword(password)).toBe(/[a-zA-Z]/.test(password) && /[0-9]/.test(password))
      })
    )
  })
})

describe("the login field", () => {
  it("is an account ID (9 digits, no leading 0), an e-mail, or neither", () => {
    expect(loginKind("123456789")).toBe("accountId")
    expect(loginKind(" 123456789 ")).toBe("accountId")
    expect(loginKind("023456789")).toBe(null)
    expect(loginKind("12345678")).toBe(null)
    expect(loginKind("Demo@Oddsfold.Local")).toBe("email")
    expect(loginKind("demo@localhost")).toBe(null)
    expect(loginKind("de mo@oddsfold.local")).toBe(null)
  })

  it("compares e-mails case-insensitively and without surrounding spaces, idempotently", () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.constantFrom("", " ", "\t"), (email, pad) => {
        const once = normalizeEmail(`${pad}${email.toUpperCase()}${pad}`)
        expect(once).toBe(email.toLowerCase())
        expect(normalizeEmail(once)).toBe(once)
      })
    )
  })

  it("a refusal's code blames the fields a player would correct (SPEC.md 8)", () => {
    expect(loginFieldErrorClass(fieldsOfAuthError(10))).toBe("both")
    expect(loginFieldErrorClass(fieldsOfAuthError(11))).toBe("login")
    expect(loginFieldErrorClass(fieldsOfAuthError(14))).toBe("login")
    expect(loginFieldErrorClass(fieldsOfAuthError(12))).toBe("pass")
    fc.assert(
      fc.property(fc.integer().filter((code) => ![10, 11, 12, 13, 14].includes(code)), (code) => {
        expect(loginFieldErrorClass(fieldsOfAuthError(code))).toBe("unknown")
      })
    )
  })
})
