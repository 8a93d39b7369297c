import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { formatQrCode, normalizeQrCode, qrLoginRefusalOf } from "../../src/domain/session/qrLogin"
import { oneTapCredentialOf } from "../../src/domain/session/oneTap"

/** The readable symbols: no 0/O, 1/I/L that a person could misread off a screen. */
const SYMBOLS = "ABCDEFGHJKMNPQRSTUVWXYZ23456789".split("")
const code = fc.array(fc.constantFrom(...SYMBOLS), { minLength: 8, maxLength: 8 }).map((symbols) => symbols.join(""))

describe("QR sign-in codes (SPEC.md 2.9)", () => {
  it("a code shown as ABCD-EFGH reads back as itself however it is typed: any case, dash or spaces", () => {
    fc.assert(
      fc.property(code, fc.boolean(), fc.constantFrom("", " ", "-", "  "), (shown, lower, gap) => {
        const formatted = formatQrCode(shown)
        expect(formatted).toMatch(/^.{4}-.{4}$/)
        const typed = `${formatted.slice(0, 4)}${gap}${formatted.slice(5)}`
        expect(normalizeQrCode(lower ? typed.toLowerCase() : typed)).toBe(shown)
      })
    )
  })

  it("a code with a look-alike symbol (0, 1, I, L, O), or of another length, is no code", () => {
    fc.assert(
      fc.property(code, fc.integer({ min: 0, max: 7 }), fc.constantFrom("0", "1", "I", "L", "O"), (shown, at, wrong) => {
        expect(normalizeQrCode(`${shown.slice(0, at)}${wrong}${shown.slice(at + 1)}`)).toBeUndefined()
        expect(normalizeQrCode(shown.slice(0, at))).toBeUndefined()
        expect(normalizeQrCode(`${shown}A`)).toBeUndefined()
      })
    )
  })

  it("the server's refusal codes name the refusal; any other code is none of them", () => {
    expect(qrLoginRefusalOf(50)).toBe("unknown")
    expect(qrLoginRefusalOf(51)).toBe("expired")
    expect(qrLoginRefusalOf(52)).toBe("used")
    fc.assert(
      fc.property(
        fc.integer().filter((n) => n < 50 || n > 52),
        (n) => {
          expect(qrLoginRefusalOf(n)).toBeUndefined()
        }
      )
    )
  })
})

describe("the one-tap popup's message", () => {
  it("carries a credential only as the popup page posts it", () => {
    expect(oneTapCredentialOf({ type: "oddsfold-one-tap", credential: "a.b.c" })).toBe("a.b.c")
    expect(oneTapCredentialOf({ type: "something-else", credential: "a.b.c" })).toBeUndefined()
    expect(oneTapCredentialOf({ type: "oddsfold-one-tap", credential: "" })).toBeUndefined()
    expect(oneTapCredentialOf({ type: "oddsfold-one-tap", credential: 42 })).toBeUndefined()
    expect(oneTapCredentialOf("a.b.c")).toBeUndefined()
    expect(oneTapCredentialOf(null)).toBeUndefined()
  })
})
