import { Redacted } from "effect"
import { generateKeyPair, SignJWT } from "jose"
import { describe, expect, it } from "vitest"
import { databasesUnderTest } from "./support/databases"
import { makeManualClock } from "./support/manualClock"
import { callbackFromSandbox, oneTapCredentialFromSandbox, SandboxBrowser, sandboxIssuerOf } from "./support/sandboxBrowser"
import { useTestServer } from "./support/testServer"

/** Social sign-in through the sandbox identity provider, and the Google one-tap calls, as a browser drives them. */

describe.each(databasesUnderTest)("social sign-in on $label", (db) => {
  const clock = makeManualClock()
  const server = useTestServer(db, { clock: clock.clock, tokenSecret: Redacted.make("test-secret-that-is-long-enough-for-hs256-0123456789") })

  /** The player the browser's session cookie speaks for, via a token and the session check. */
  const signedInAs = async (browser: SandboxBrowser): Promise<number | null> => {
    const token = await browser.request(`${server.url}/web-api/user/gettoken?force_refresh=true`)
    if (token.status !== 200) return null
    const { data } = (await token.json()) as { data: { token: string | null } }
    // No live session: the token call answers none.
    if (data.token === null) return null
    const check = await fetch(`${server.url}/auth-api/session/check`, { headers: { authorization: `Bearer ${data.token}` } })
    return ((await check.json()) as { userId: number | null }).userId
  }

  const accountOf = async (userId: number) =>
    (await server.database.query("select account_id, email, registration_method from players where id = $1", [userId]))[0] as Record<string, unknown>

  it("lists the sandbox as a provider", async () => {
    const answer = await fetch(`${server.url}/social-api/oauth/providers`)
    expect(await answer.json()).toEqual({ providers: [{ id: "sandbox", name: "Sandbox ID" }] })
  })

  it("registers a new player from a sandbox identity, and the same identity signs in the same player again", async () => {
    const browser = new SandboxBrowser()
    const callback = await callbackFromSandbox(browser, server.url, "erin", "/social-api/oauth/sandbox/start?lng=en&return=%2Fen%2Fcasino&currency=2&country=2")
    const landed = await browser.request(callback)
    expect(landed.status).toBe(302)
    // A new player: where registration sends them, flagged so the page welcomes them (registeredArrival.ts).
    expect(landed.headers.get("location")).toBe("/en/casino?registered=1")
    const userId = await signedInAs(browser)
    expect(userId).not.toBeNull()
    const first = await accountOf(userId!)
    expect(first["registration_method"]).toBe("social")
    expect(first["email"]).toBe("erin@sandbox.oddsfold.local")
    const currency = await server.database.query("select currency, country_id from players where id = $1", [userId])
    expect(currency[0]).toMatchObject({ currency: "USD", country_id: 2 })

    // Another browser, the same identity: the same player, no second one.
    const again = new SandboxBrowser()
    // Returning: where sign-in sends them, with no welcome.
    expect((await again.request(await callbackFromSandbox(again, server.url, "erin"))).headers.get("location")).toBe("/en/")
    expect(await signedInAs(again)).toBe(userId)
    const identities = await server.database.query("select count(*)::int as n from player_identities where subject = 'erin'")
    expect(identities[0]).toEqual({ n: 1 })
  })

  it("refuses an answer whose state is not the one this sign-in sent", async () => {
    const browser = new SandboxBrowser()
    const callback = new URL(await callbackFromSandbox(browser, server.url, "mallory"))
    callback.searchParams.set("state", "forged-state")
    const landed = await browser.request(callback.href)
    expect(landed.headers.get("location")).toBe("/en/user/login?social_error=state_mismatch")
    expect(await signedInAs(browser)).toBeNull()
    const made = await server.database.query("select count(*)::int as n from player_identities where subject = 'mallory'")
    expect(made[0]).toEqual({ n: 0 })
  })

  it("refuses an answer brought by a browser that did not start the sign-in, and an answer used twice", async () => {
    const browser = new SandboxBrowser()
    const callback = await callbackFromSandbox(browser, server.url, "frank")
    const stranger = new SandboxBrowser()
    expect((await stranger.request(callback)).headers.get("location")).toBe("/en/user/login?social_error=no_sign_in")
    expect(await signedInAs(stranger)).toBeNull()

    expect((await browser.request(callback)).headers.get("location")).toBe("/en/?registered=1")
    const replay = new SandboxBrowser()
    expect((await replay.request(callback)).headers.get("location")).toBe("/en/user/login?social_error=no_sign_in")
  })

  it("answers 400 for an unknown provider", async () => {
    const answer = await fetch(`${server.url}/social-api/oauth/nowhere/start`, { redirect: "manual" })
    expect(answer.status).toBe(400)
  })

  it("the sandbox provider refuses an address with a NUL, a control character or bytes that are not UTF-8 with 400, and still answers a clean one", async () => {
    for (const address of ["/sandbox-id/auth?client_id=%00", "/sandbox-id/auth%0a", "/sandbox-id/auth?prompt=%ff%fe", "/sandbox-id/.well-known/openid-configuration%7f"]) {
      const answer = await fetch(`${server.url}${address}`, { redirect: "manual" })
      expect(answer.status, address).toBe(400)
    }
    const discovery = await fetch(`${server.url}/sandbox-id/.well-known/openid-configuration`)
    expect(discovery.status).toBe(200)
    expect(((await discovery.json()) as { issuer: string }).issuer).toMatch(/\/sandbox-id$/)
  })

  describe("Google one-tap calls", () => {
    /** The sandbox's issuer: where its authorization endpoint (`<issuer>/auth`) is. */
    const issuerOf = async (browser: SandboxBrowser) => {
      const started = await browser.request(`${server.url}/social-api/oauth/sandbox/start`)
      return sandboxIssuerOf(started.headers.get("location")!)
    }
    const oneTap = (browser: SandboxBrowser, credential: string) => {
      const form = new FormData()
      form.set("credential", credential)
      form.set("language", "en")
      form.set("currency", "1")
      form.set("countryId", "1")
      return browser.request(`${server.url}/social-api/oauth/google-one-tap`, { method: "POST", body: form })
    }

    it("gives the one-tap client id, takes a sandbox credential for it and signs in the identity's player", async () => {
      const clientId = ((await (await fetch(`${server.url}/social-api/oauth/google-one-tap/clientId`)).json()) as { clientId: string }).clientId
      expect(clientId).toBe("oddsfold-one-tap.sandbox")
      const browser = new SandboxBrowser()
      const credential = await oneTapCredentialFromSandbox(browser, server.url, await issuerOf(browser), clientId, "grace")
      const answer = await oneTap(browser, credential)
      expect(answer.status).toBe(200)
      expect(await answer.json()).toEqual({ redirectUrl: "/en/?registered=1" })
      const userId = await signedInAs(browser)
      expect((await accountOf(userId!))["email"]).toBe("grace@sandbox.oddsfold.local")

      // The sandbox's code flow names the same identity: the same player, returning (no welcome flag).
      const other = new SandboxBrowser()
      expect((await other.request(await callbackFromSandbox(other, server.url, "grace"))).headers.get("location")).toBe("/en/")
      expect(await signedInAs(other)).toBe(userId)
      // And one-tap again: the same player, returning.
      const third = new SandboxBrowser()
      const again = await oneTap(third, await oneTapCredentialFromSandbox(third, server.url, await issuerOf(third), clientId, "grace"))
      expect(await again.json()).toEqual({ redirectUrl: "/en/" })
    })

    it("the sandbox's one-tap popup: sent to the sandbox for an ID token of the one-tap client, back to the site's popup page with it", async () => {
      const browser = new SandboxBrowser()
      const started = await browser.request(`${server.url}/social-api/oauth/google-one-tap/sandbox/start`)
      expect(started.status).toBe(302)
      const authorize = new URL(started.headers.get("location")!)
      expect(`${authorize.origin}${authorize.pathname}`).toBe(`${await issuerOf(new SandboxBrowser())}/auth`)
      expect(authorize.searchParams.get("client_id")).toBe("oddsfold-one-tap.sandbox")
      expect(authorize.searchParams.get("response_type")).toBe("id_token")
      expect(authorize.searchParams.get("redirect_uri")).toBe(`${server.url}/one-tap-sandbox.html`)
      const picker = await browser.follow(authorize.href)
      const back = await browser.follow(await browser.pickIdentity(picker.url, "ivan"), (location) => location.startsWith(server.url))
      expect(back.url.startsWith(`${server.url}/one-tap-sandbox.html#`)).toBe(true)
      const credential = new URLSearchParams(new URL(back.url).hash.slice(1)).get("id_token")!
      const answer = await oneTap(browser, credential)
      expect(answer.status).toBe(200)
      const userId = await signedInAs(browser)
      expect((await accountOf(userId!))["email"]).toBe("ivan@sandbox.oddsfold.local")
    })

    it("refuses a credential not signed by the sandbox (another key, another issuer) and an expired one", async () => {
      const browser = new SandboxBrowser()
      const issuer = await issuerOf(browser)
      const { privateKey } = await generateKeyPair("RS256")
      const forge = (claimedIssuer: string) => new SignJWT({ email: "x@example.com", email_verified: true })
        .setProtectedHeader({ alg: "RS256", kid: "forged" })
        .setIssuer(claimedIssuer)
        .setAudience("oddsfold-one-tap.sandbox")
        .setSubject("grace")
        .setIssuedAt()
        .setExpirationTime("10m")
        .sign(privateKey)
      expect((await oneTap(browser, await forge(issuer))).status).toBe(400)
      expect((await oneTap(browser, await forge("https://accounts.evil.example"))).status).toBe(400)
      expect(await signedInAs(browser)).toBeNull()

      const credential = await oneTapCredentialFromSandbox(browser, server.url, issuer, "oddsfold-one-tap.sandbox", "heidi")
      clock.advance("2 hours")
      const refusedExpired = await oneTap(browser, credential)
      expect(refusedExpired.status).toBe(400)
      expect(await signedInAs(browser)).toBeNull()
      clock.advance("-2 hours")
    })
  })
})
