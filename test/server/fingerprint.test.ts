import { describe, expect, it } from "vitest"
import { BadRequest, ErrorCode, Unauthorized } from "../../src/domain/api/errors"
import { failureOf, withClient } from "./support/apiClient"
import { databasesUnderTest } from "./support/databases"
import { cookieHeader, newSession } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

const components = { userAgent: "Mozilla/5.0 (X11; Linux x86_64)", timezone: "Europe/Moscow", screen: "1920x1080" }

const register = (url: string, cookie: string, componentsData: Record<string, string> = components) =>
  withClient(url, (client) => client.session.fingerprint({ payload: { componentsData } }), { sessionCookie: cookie })

const tokenFailure = (url: string, cookie: string, fingerprint: string | undefined) =>
  failureOf(
    url,
    (client) =>
      client.session.token({ urlParams: { force_refresh: "true" }, headers: fingerprint === undefined ? {} : { "x-fingerprint": fingerprint } }),
    { sessionCookie: cookie }
  )

const tokenWith = (url: string, cookie: string, fingerprint: string) =>
  withClient(url, (client) => client.session.token({ urlParams: { force_refresh: "true" }, headers: { "x-fingerprint": fingerprint } }), {
    sessionCookie: cookie
  })

const expectFingerprintError = (error: unknown) => {
  expect(error).toBeInstanceOf(BadRequest)
  expect(error).toMatchObject({ code: ErrorCode.fingerprintInvalid })
}

describe.each(databasesUnderTest)("device fingerprint on $label", (db) => {
  const clock = makeManualClock()
  const server = useTestServer(db, { clock: clock.clock })

  it("needs a session cookie (401 without one)", async () => {
    const error = await failureOf(server.url, (client) => client.session.fingerprint({ payload: { componentsData: components } }))
    expect(error).toBeInstanceOf(Unauthorized)
  })

  it("answers a fingerprint token that expires in 24 hours", async () => {
    const answer = await register(server.url, await newSession(server.url))
    expect(answer.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    const expected = Math.floor(clock.nowMillis() / 1000) + 24 * 60 * 60
    expect(Math.abs(answer.expiresAt - expected)).toBeLessThanOrEqual(2)
  })

  it("does not require a fingerprint from a session that never registered one", async () => {
    const cookie = await newSession(server.url)
    const answer = await withClient(server.url, (client) => client.session.token({ urlParams: {}, headers: {} }), { sessionCookie: cookie })
    expect(answer.data.token?.split(".")).toHaveLength(3)
  })

  it("once bound, refuses a token request without x-fingerprint or with a wrong one: BadRequest 120", async () => {
    const cookie = await newSession(server.url)
    const { token } = await register(server.url, cookie)
    expectFingerprintError(await tokenFailure(server.url, cookie, undefined))
    expectFingerprintError(await tokenFailure(server.url, cookie, ""))
    expectFingerprintError(await tokenFailure(server.url, cookie, `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`))
    // Another session's fingerprint token is just as wrong.
    const other = await register(server.url, await newSession(server.url))
    expectFingerprintError(await tokenFailure(server.url, cookie, other.token))
    const answer = await tokenWith(server.url, cookie, token)
    expect(answer.data.token?.split(".")).toHaveLength(3)
  })

  it("refuses an expired fingerprint, and a fresh registration replaces the old token", async () => {
    const cookie = await newSession(server.url)
    const first = await register(server.url, cookie)
    // Keep the session itself alive (used every 20 minutes) while the fingerprint ages past 24 hours.
    for (let step = 0; step < 73; step++) {
      clock.advance("20 minutes")
      await fetch(`${server.url}/web-api/session`, { headers: cookieHeader(cookie) })
    }
    expectFingerprintError(await tokenFailure(server.url, cookie, first.token))
    const second = await register(server.url, cookie)
    expect(second.token).not.toBe(first.token)
    expect((await tokenWith(server.url, cookie, second.token)).data.token).toBeTruthy()
    expectFingerprintError(await tokenFailure(server.url, cookie, first.token))
  })

  it("refuses unusable component lists with a typed 400", async () => {
    const cookie = await newSession(server.url)
    const empty = await failureOf(server.url, (client) => client.session.fingerprint({ payload: { componentsData: {} } }), {
      sessionCookie: cookie
    })
    expect(empty).toBeInstanceOf(BadRequest)
    expect(empty).toMatchObject({ code: ErrorCode.invalidValue })
    const tooMany = Object.fromEntries(Array.from({ length: 101 }, (_, i) => [`c${i}`, "x"]))
    const many = await failureOf(server.url, (client) => client.session.fingerprint({ payload: { componentsData: tooMany } }), {
      sessionCookie: cookie
    })
    expect(many).toMatchObject({ _tag: "BadRequest", code: ErrorCode.invalidValue })
  })
})
