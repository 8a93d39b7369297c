import { Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { parseIdentityCheckProvider } from "../../server/account/identityCheckProviderSettings"

/** IDENTITY_CHECK_PROVIDER as an operator writes it: the provider of the verification page's online identity check. */
describe("IDENTITY_CHECK_PROVIDER", () => {
  const entry = {
    id: "idcheck",
    name: "ID Check Ltd",
    issuer: "https://idcheck.example",
    apiUrl: "https://api.idcheck.example/v1",
    jwksUrl: "https://idcheck.example/.well-known/jwks.json",
    clientId: "oddsfold",
    apiKey: "hunter2"
  }

  it("reads the provider, the API key kept redacted", () => {
    const parsed = parseIdentityCheckProvider(JSON.stringify(entry))
    if (typeof parsed === "string") throw new Error(parsed)
    expect({ ...parsed, apiKey: null }).toEqual({ ...entry, apiKey: null })
    expect(Redacted.value(parsed.apiKey)).toBe("hunter2")
    expect(String(parsed.apiKey)).not.toContain("hunter2")
  })

  it("refuses what would not work, without echoing the key", () => {
    for (const bad of [
      "not json",
      JSON.stringify([entry]),
      JSON.stringify({ ...entry, apiUrl: "http://api.idcheck.example/v1" }),
      JSON.stringify({ ...entry, jwksUrl: "http://idcheck.example/jwks" }),
      JSON.stringify({ ...entry, id: "sandbox" }),
      JSON.stringify({ ...entry, id: "Has Spaces" }),
      JSON.stringify({ ...entry, apiKey: "" }),
      JSON.stringify({ ...entry, clientId: undefined })
    ]) {
      const parsed = parseIdentityCheckProvider(bad)
      expect(typeof parsed, bad).toBe("string")
      expect(parsed).not.toContain("hunter2")
    }
  })
})
