import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { contractEndpoints } from "../../src/adapters/api/endpoints"
import { isTermsExempt, mustConfirmTerms, refusedForTerms, TERMS_EXEMPT_CALLS } from "../../src/domain/terms/guard"

/**
 * SPEC.md 4 "Terms changed" and 8 "451 with exception_code 1", as the server's gate applies them: the oracle is the
 * rule written out by hand (the feature on, terms published, the player's version older) and the exempt calls listed
 * here by hand, not read from the code under test.
 */
const EXEMPT_BY_HAND = [
  ["GET", "/web-api/terms/status"],
  ["GET", "/web-api/terms/rules"],
  ["POST", "/web-api/terms/confirm"],
  ["POST", "/auth-api/logout"],
  ["GET", "/auth-api/session/check"],
  ["GET", "/web-api/session"],
  ["GET", "/web-api/user/gettoken"],
  ["POST", "/web-api/fingerprint"],
  ["GET", "/web-api/user/config"],
  ["GET", "/auth-api/rights"],
  ["GET", "/bff-api/config/all.json"],
  ["GET", "/bff-api/config/group/get"],
  ["GET", "/bff-api/app-version"],
  ["GET", "/web-api/maintenance"],
  ["POST", "/blocks-api/api/v2/block"],
  ["POST", "/redirects-api/api/v1/redirect-light"],
  ["POST", "/web-api/user/cookie-agreement"],
  ["POST", "/web-api/analytics/page-events"]
] as const

/** Calls a player who must confirm may never make: money, play and their own data. */
const GATED_BY_HAND = [
  ["POST", "/web-api/coupon/place"],
  ["GET", "/web-api/account/accounts"],
  ["GET", "/web-api/account/changes"],
  ["POST", "/web-api/casino/rounds"]
] as const

const version = fc.option(fc.integer({ min: 1, max: 1_000 }), { nil: null })
const standing = fc.record({ enabled: fc.boolean(), current: version, accepted: version })
const method = fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "get", "post")
const exempt = fc.constantFrom(...EXEMPT_BY_HAND)
/** A path near an exempt one: a prefix, a suffix, a trailing slash, another case, a query or an escape. */
const nearExempt = fc
  .tuple(exempt, fc.constantFrom("/", "x", "-evil", "/../../coupon/place", "?lng=en", "%00", ".json"), fc.boolean())
  .map(([[m, path], tail, upper]) => [m, upper ? path.toUpperCase() : `${path}${tail}`] as const)
const anyPath = fc.oneof(
  fc.constantFrom(...GATED_BY_HAND.map(([, path]) => path), ...contractEndpoints.map((endpoint) => endpoint.wire.path)),
  fc.webPath(),
  nearExempt.map(([, path]) => path)
)

describe("the terms gate's rule", () => {
  it("makes a player confirm exactly when the feature is on, terms are published and theirs are older (none counts as older)", () => {
    fc.assert(
      fc.property(standing, (s) => {
        const expected = s.enabled && s.current !== null && (s.accepted === null || s.accepted < s.current)
        expect(mustConfirmTerms(s)).toBe(expected)
      })
    )
  })

  it("refuses a call exactly when the player must confirm and the call is not one of the hand-listed exempt calls", () => {
    const byHand = new Set(EXEMPT_BY_HAND.map(([m, path]) => `${m} ${path}`))
    fc.assert(
      fc.property(standing, method, anyPath, (s, m, path) => {
        const mustConfirm = s.enabled && s.current !== null && (s.accepted ?? 0) < s.current
        expect(refusedForTerms(s, m, path)).toBe(mustConfirm && !byHand.has(`${m.toUpperCase()} ${path}`))
      })
    )
  })

  it("always lets the exempt calls through, and never an exempt path with another method or a path merely near one", () => {
    fc.assert(
      fc.property(standing, exempt, (s, [m, path]) => {
        expect(refusedForTerms(s, m, path)).toBe(false)
      })
    )
    fc.assert(
      fc.property(nearExempt, ([m, path]) => {
        expect(isTermsExempt(m, path)).toBe(false)
      })
    )
    for (const [m, path] of EXEMPT_BY_HAND) expect(isTermsExempt(m === "GET" ? "POST" : "GET", path)).toBe(false)
    expect(TERMS_EXEMPT_CALLS.size).toBe(EXEMPT_BY_HAND.length)
  })

  it("gates bets, play and the player's money whenever the player must confirm", () => {
    for (const [m, path] of GATED_BY_HAND) {
      expect(refusedForTerms({ enabled: true, current: 2, accepted: 1 }, m, path)).toBe(true)
      expect(refusedForTerms({ enabled: true, current: 2, accepted: 2 }, m, path)).toBe(false)
      expect(refusedForTerms({ enabled: false, current: 2, accepted: 1 }, m, path)).toBe(false)
    }
  })

  it("names only calls the contract has: an exempt call that is not an endpoint would be a typo", () => {
    const endpoints = new Set(contractEndpoints.map((endpoint) => `${endpoint.wire.method} ${endpoint.wire.path}`))
    for (const call of TERMS_EXEMPT_CALLS) expect(endpoints, call).toContain(call)
  })
})
