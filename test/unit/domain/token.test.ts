import { describe, expect, it } from "vitest"
import { isTokenValid, SESSION_TOKEN_LIFETIME_SECONDS, TOKEN_CACHE_SECONDS, tokenExpiry } from "../../../src/domain/session/token"

const b64url = (s: string) => Buffer.from(s).toString("base64url")
const HEADER = b64url('{"alg":"HS256","typ":"JWT"}')
const token = (payload: string) => `${HEADER}.${b64url(payload)}.signature`
const NOW = 1_700_000_000

// SPEC.md 4: a token is valid only if it exists, has an expiry, and the expiry is in the future. Each check is
// shown failing alone, on a token that passes every other check.
describe("token checks, one at a time (SPEC.md 4)", () => {
  it("a good token passes them all", () => {
    expect(tokenExpiry(token(`{"exp":${NOW + 1},"uid":1}`))).toBe(NOW + 1)
    expect(isTokenValid(token(`{"exp":${NOW + 1},"uid":1}`), NOW)).toBe(true)
  })

  it("it exists", () => {
    for (const missing of [undefined, null, ""]) {
      expect(tokenExpiry(missing)).toBeUndefined()
      expect(isTokenValid(missing, NOW)).toBe(false)
    }
  })

  it("it has a payload segment", () => {
    expect(tokenExpiry(HEADER)).toBeUndefined()
    expect(tokenExpiry(`${HEADER}.`)).toBeUndefined()
  })

  it("the payload is JSON", () => {
    expect(tokenExpiry(`${HEADER}.${b64url("exp=1900000000")}.signature`)).toBeUndefined()
  })

  it("the payload is an object", () => {
    expect(tokenExpiry(token("1900000000"))).toBeUndefined()
    expect(tokenExpiry(token("null"))).toBeUndefined()
  })

  it("it has an expiry", () => {
    expect(tokenExpiry(token('{"uid":1}'))).toBeUndefined()
  })

  it("the expiry is a finite number", () => {
    expect(tokenExpiry(token('{"exp":"1900000000"}'))).toBeUndefined()
    expect(tokenExpiry(token('{"exp":1e999}'))).toBeUndefined()
  })

  it("the expiry is in the future: a token expiring this very second is no longer valid", () => {
    expect(isTokenValid(token(`{"exp":${NOW}}`), NOW)).toBe(false)
    expect(isTokenValid(token(`{"exp":${NOW - 1}}`), NOW)).toBe(false)
    expect(isTokenValid(token(`{"exp":${NOW + 1}}`), NOW)).toBe(true)
  })

  it("reads base64url payloads with '-' and '_' and without padding, in UTF-8", () => {
    // This payload's base64url form contains both '-' and '_', and is not a multiple of 4 long.
    const payload = `{"exp":${NOW + 60},"n":"??>~ÿÿ"}`
    expect(b64url(payload)).toBe("eyJleHAiOjE3MDAwMDAwNjAsIm4iOiI_Pz5-w7_DvyJ9")
    expect(tokenExpiry(token(payload))).toBe(NOW + 60)
  })
})

describe("token lifetimes (SPEC.md 9 and 7)", () => {
  it("the session token cookie lives 1800 s and a cached token is reused for 60 s", () => {
    expect(SESSION_TOKEN_LIFETIME_SECONDS).toBe(1800)
    expect(TOKEN_CACHE_SECONDS).toBe(60)
  })
})
