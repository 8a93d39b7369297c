import { Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { parseSocialProviders } from "../../server/session/socialProviderSettings"

/** SOCIAL_PROVIDERS as an operator writes it: a JSON array of OpenID Connect providers. */
describe("SOCIAL_PROVIDERS", () => {
  it("reads the providers, the secret kept redacted", () => {
    const parsed = parseSocialProviders(
      JSON.stringify([{ id: "google", name: "Google", issuer: "https://accounts.google.com", clientId: "site.apps", clientSecret: "s3cret" }])
    )
    if (typeof parsed === "string") throw new Error(parsed)
    expect(parsed.map(({ clientId, id, issuer, name }) => ({ id, name, issuer, clientId }))).toEqual([
      { id: "google", name: "Google", issuer: "https://accounts.google.com", clientId: "site.apps" }
    ])
    expect(Redacted.value(parsed[0]!.clientSecret)).toBe("s3cret")
    expect(String(parsed[0]!.clientSecret)).not.toContain("s3cret")
  })

  it("refuses what would not work, without echoing the secret", () => {
    const entry = { id: "corp", name: "Corp", issuer: "https://id.corp.example", clientId: "c", clientSecret: "hunter2" }
    for (const bad of [
      "not json",
      JSON.stringify({ ...entry }),
      JSON.stringify([{ ...entry, issuer: "http://id.corp.example" }]),
      JSON.stringify([{ ...entry, id: "Has Spaces" }]),
      JSON.stringify([{ ...entry, id: "sandbox" }]),
      JSON.stringify([entry, entry])
    ]) {
      const parsed = parseSocialProviders(bad)
      expect(typeof parsed).toBe("string")
      expect(parsed).not.toContain("hunter2")
    }
  })
})
