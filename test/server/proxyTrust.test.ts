import { describe, expect, it } from "vitest"
import { makeProxyTrust, parseTrustedProxies } from "../../server/platform/http/proxyTrust"

/**
 * Whom the server believes: the forwarded headers only from TRUSTED_PROXIES, the client being the nearest untrusted
 * address of the chain. The verdicts are kept per address; a crowd of addresses (more than are kept) changes none.
 */
describe("the client behind a request", () => {
  const trust = makeProxyTrust(parseTrustedProxies(["10.0.0.0/8", "::1"]))
  const forwarded = { "x-forwarded-for": "203.0.113.7, 10.1.2.3", "x-forwarded-proto": "https" }

  it("is the nearest untrusted address a chain of trusted proxies forwarded, over the scheme they say", () => {
    expect(trust("10.9.9.9", forwarded)).toEqual({ address: "203.0.113.7", https: true, geoCountry: null })
    expect(trust("::ffff:10.9.9.9", forwarded)).toEqual({ address: "203.0.113.7", https: true, geoCountry: null })
    expect(trust("::1", { "x-forwarded-for": "198.51.100.2" })).toEqual({ address: "198.51.100.2", https: false, geoCountry: null })
  })

  it("is the connection's own address when it comes from anyone else, whatever it claims", () => {
    expect(trust("198.51.100.9", forwarded)).toEqual({ address: "198.51.100.9", https: false, geoCountry: null })
    // A client cannot make itself trusted by naming a proxy's address first.
    expect(trust("10.9.9.9", { "x-forwarded-for": "10.5.5.5, 198.51.100.9, 10.1.2.3" }).address).toBe("198.51.100.9")
  })

  it("is judged the same after thousands of other addresses came and went", () => {
    for (let i = 0; i < 5000; i++) {
      const outsider = `198.51.${Math.floor(i / 250)}.${i % 250}`
      expect(trust(outsider, forwarded).address).toBe(outsider)
      const proxy = `10.0.${Math.floor(i / 250)}.${i % 250}`
      expect(trust(proxy, forwarded).address).toBe("203.0.113.7")
    }
    expect(trust("10.9.9.9", forwarded).address).toBe("203.0.113.7")
    expect(trust("198.51.100.9", forwarded).address).toBe("198.51.100.9")
  })
})
