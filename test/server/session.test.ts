import { createHmac } from "node:crypto"
import { Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { Unauthorized } from "../../src/domain/api/errors"
import { isTokenValid, SESSION_TOKEN_LIFETIME_SECONDS } from "../../src/domain/session/token"
import { failureOf, withClient } from "./support/apiClient"
import { databasesUnderTest } from "./support/databases"
import { cookieHeader, newSession, sessionCookieAttributes, sessionCookieOf, tokenPayload } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

const SECRET = "test-secret-that-is-long-enough-for-hs256-0123456789"

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url")
const sign = (header: unknown, payload: unknown, key: string) => {
  const input = `${b64url(header)}.${b64url(payload)}`
  return `${input}.${createHmac("sha256", key).update(input).digest("base64url")}`
}

const getToken = (url: string, cookie: string) =>
  withClient(url, (client) => client.session.token({ urlParams: { force_refresh: "true" }, headers: {} }), { sessionCookie: cookie }).then((answer) => {
    if (answer.data.token === null) throw new Error("gettoken answered no session")
    return answer.data.token
  })

const check = (url: string, authorization: string | undefined) =>
  withClient(url, (client) => client.session.check({ headers: authorization === undefined ? {} : { authorization } }))

const checkFailure = (url: string, authorization: string | undefined) =>
  failureOf(url, (client) => client.session.check({ headers: authorization === undefined ? {} : { authorization } }))

describe.each(databasesUnderTest)("sessions and tokens on $label", (db) => {
  const clock = makeManualClock()
  // The tests' own address plays the TLS-terminating proxy.
  const server = useTestServer(db, { tokenSecret: Redacted.make(SECRET), clock: clock.clock, trustedProxies: ["127.0.0.1"] })

  it("starts a guest session: text OK and an HttpOnly, SameSite=Lax, Path=/ cookie living 1800 s", async () => {
    const response = await fetch(`${server.url}/web-api/session`)
    expect(response.status).toBe(200)
    expect(await response.text()).toBe("OK")
    const cookie = sessionCookieOf(response)
    // 32 random bytes in base64url: 256 bits.
    expect(cookie).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const attributes = sessionCookieAttributes(response)
    expect(attributes).toMatchObject({ httponly: "", samesite: "Lax", path: "/", "max-age": "1800" })
    expect(response.headers.get("cache-control")).toBe("no-store")
  })

  it("marks the cookie Secure when the request came through HTTPS, and only then", async () => {
    const plain = await fetch(`${server.url}/web-api/session`)
    expect(sessionCookieAttributes(plain)).not.toHaveProperty("secure")
    const viaTls = await fetch(`${server.url}/web-api/session`, { headers: { "x-forwarded-proto": "https" } })
    expect(sessionCookieAttributes(viaTls)).toHaveProperty("secure")
  })

  it("treats an unreadable cookie header as no session", async () => {
    for (const cookie of ["oddsfold_session=%ZZ", "oddsfold_session=a; oddsfold_session=b", "=;;;==", "oddsfold_session="]) {
      const token = await fetch(`${server.url}/web-api/user/gettoken`, { headers: { cookie } })
      expect(token.status, cookie).toBe(200)
      expect(await token.json(), cookie).toEqual({ data: { token: null } })
      const session = await fetch(`${server.url}/web-api/session`, { headers: { cookie } })
      expect(session.status, cookie).toBe(200)
      expect(sessionCookieOf(session), cookie).toMatch(/^[A-Za-z0-9_-]{43}$/)
    }
  })

  it("keeps a valid session and slides its cookie instead of creating another", async () => {
    const cookie = await newSession(server.url)
    const again = await fetch(`${server.url}/web-api/session`, { headers: cookieHeader(cookie) })
    expect(await again.text()).toBe("OK")
    expect(sessionCookieOf(again)).toBe(cookie)
    expect(sessionCookieAttributes(again)?.["max-age"]).toBe("1800")
  })

  it("replaces a cookie it never issued with a new session", async () => {
    const forged = "A".repeat(43)
    const response = await fetch(`${server.url}/web-api/session`, { headers: cookieHeader(forged) })
    const cookie = sessionCookieOf(response)
    expect(cookie).toBeDefined()
    expect(cookie).not.toBe(forged)
  })

  it("hands out an HS256 token for the session row, valid 1800 s, that the client can read", async () => {
    const cookie = await newSession(server.url)
    const token = await getToken(server.url, cookie)
    const [header, payload, signature] = token.split(".")
    expect(JSON.parse(Buffer.from(header!, "base64url").toString())).toEqual({ alg: "HS256", typ: "JWT" })
    expect(createHmac("sha256", SECRET).update(`${header}.${payload}`).digest("base64url")).toBe(signature)

    const claims = tokenPayload(token)
    const now = Math.floor(clock.nowMillis() / 1000)
    expect(claims["uid"]).toBeNull()
    expect(claims["sid"]).toMatch(/^[0-9a-f-]{36}$/)
    expect(claims["sid"]).not.toBe(cookie)
    expect(Math.abs(Number(claims["iat"]) - now)).toBeLessThanOrEqual(2)
    expect(Number(claims["exp"]) - Number(claims["iat"])).toBe(SESSION_TOKEN_LIFETIME_SECONDS)
    // The client's own rule (src/domain) agrees.
    expect(isTokenValid(token, now)).toBe(true)
    expect(isTokenValid(token, now + SESSION_TOKEN_LIFETIME_SECONDS)).toBe(false)
  })

  it("hands no token, and makes no session, without a session cookie or with an unknown one: token null, not an error", async () => {
    const none = await withClient(server.url, (client) => client.session.token({ urlParams: {}, headers: {} }))
    expect(none).toEqual({ data: { token: null } })
    const unknown = await fetch(`${server.url}/web-api/user/gettoken?force_refresh=true`, { headers: cookieHeader("B".repeat(43)) })
    expect(unknown.status).toBe(200)
    expect(await unknown.json()).toEqual({ data: { token: null } })
    expect(unknown.headers.get("set-cookie")).toBeNull()
  })

  it("checks a guest's token: userId null", async () => {
    const token = await getToken(server.url, await newSession(server.url))
    expect(await check(server.url, `Bearer ${token}`)).toEqual({ userId: null })
  })

  it("answers 401 to a missing, malformed, forged, tampered or alg=none token", async () => {
    const cookie = await newSession(server.url)
    const token = await getToken(server.url, cookie)
    const claims = tokenPayload(token)
    const [header, , signature] = token.split(".")
    const attempts: Array<string | undefined> = [
      undefined,
      "",
      token, // no "Bearer "
      "Bearer ",
      "Bearer not-a-token",
      `Basic ${token}`,
      `Bearer ${sign({ alg: "HS256", typ: "JWT" }, claims, "some-other-secret-of-sufficient-length-000")}`,
      `Bearer ${header}.${b64url({ ...claims, uid: 1 })}.${signature}`,
      `Bearer ${b64url({ alg: "none", typ: "JWT" })}.${b64url(claims)}.`,
      `Bearer ${sign({ alg: "HS256", typ: "JWT" }, { ...claims, sid: "00000000-0000-4000-8000-000000000000" }, SECRET)}`,
      `Bearer ${sign({ alg: "HS256", typ: "JWT" }, { ...claims, sid: "not-a-uuid" }, SECRET)}`
    ]
    for (const authorization of attempts) {
      const error = await checkFailure(server.url, authorization)
      expect(error, `authorization ${String(authorization)}`).toBeInstanceOf(Unauthorized)
    }
    // And the genuine one still passes, so the refusals above are about the token, not the session.
    expect(await check(server.url, `Bearer ${token}`)).toEqual({ userId: null })
  })

  it("answers 401 once the token has expired, even though it is correctly signed", async () => {
    const cookie = await newSession(server.url)
    const claims = tokenPayload(await getToken(server.url, cookie))
    const now = Math.floor(clock.nowMillis() / 1000)
    const expired = sign({ alg: "HS256", typ: "JWT" }, { ...claims, iat: now - 2000, exp: now - 200 }, SECRET)
    expect(await checkFailure(server.url, `Bearer ${expired}`)).toBeInstanceOf(Unauthorized)
  })

  it("expires an unused session after 1800 s: token, check and cookie all stop working", async () => {
    const cookie = await newSession(server.url)
    const token = await getToken(server.url, cookie)
    clock.advance("1801 seconds")
    expect(await checkFailure(server.url, `Bearer ${token}`)).toBeInstanceOf(Unauthorized)
    const refused = await withClient(server.url, (client) => client.session.token({ urlParams: {}, headers: {} }), { sessionCookie: cookie })
    expect(refused).toEqual({ data: { token: null } })
    const restarted = await fetch(`${server.url}/web-api/session`, { headers: cookieHeader(cookie) })
    expect(sessionCookieOf(restarted)).not.toBe(cookie)
  })

  it("keeps a session alive while it is used (sliding expiry)", async () => {
    const cookie = await newSession(server.url)
    for (let i = 0; i < 3; i++) {
      clock.advance("1000 seconds")
      // Each use moves the expiry 1800 s past now: three uses span 3000 s, beyond a fixed 1800 s lifetime.
      await getToken(server.url, cookie)
    }
    const token = await getToken(server.url, cookie)
    expect(await check(server.url, `Bearer ${token}`)).toEqual({ userId: null })
  })

  it("honours a token until its session ends, and not after", async () => {
    const cookie = await newSession(server.url)
    const token = await getToken(server.url, cookie)
    // This clock runs with the real one (only moved further by the test): five seconds before the session's 1800 are
    // left for the real time the calls take on a loaded machine, which has taken more than one.
    clock.advance("1795 seconds")
    expect(await check(server.url, `Bearer ${token}`)).toEqual({ userId: null })
    clock.advance("6 seconds")
    expect(await checkFailure(server.url, `Bearer ${token}`)).toBeInstanceOf(Unauthorized)
  })
})
