import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isTokenValid } from "../../src/domain/session/token"

const b64url = (s: string) => Buffer.from(s).toString("base64url")
const token = (payload: unknown) => `${b64url('{"alg":"HS256","typ":"JWT"}')}.${b64url(JSON.stringify(payload))}.sig`

describe("token validity (SPEC.md 4)", () => {
  it("is valid exactly while exp is in the future", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e9 }), fc.integer({ min: 0, max: 4e9 }), (exp, now) => {
        expect(isTokenValid(token({ exp, uid: 1 }), now)).toBe(exp > now)
      })
    )
  })

  it("a missing token, a token without exp, or garbage is never valid", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        // Random text, with or without dots, never carries a readable exp.
        expect(isTokenValid(a.replace(/\./g, ""), 0)).toBe(false)
        expect(isTokenValid(`${a}.${b}`, 0)).toBe(false)
      })
    )
    expect(isTokenValid(undefined, 0)).toBe(false)
    expect(isTokenValid(null, 0)).toBe(false)
    expect(isTokenValid(token({ uid: 1 }), 0)).toBe(false)
    expect(isTokenValid(token({ exp: "soon" }), 0)).toBe(false)
  })
})
