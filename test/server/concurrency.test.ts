import { createHash } from "node:crypto"
import { describe, expect, it } from "vitest"
import { databasesUnderTest } from "./support/databases"
import { cookieHeader, newSession, sessionCookieOf, tokenPayload } from "./support/http"
import { useTestServer } from "./support/testServer"

const sha256 = (text: string) => createHash("sha256").update(text).digest("hex")

const tokenOf = async (url: string, cookie: string, fingerprint?: string) => {
  const response = await fetch(`${url}/web-api/user/gettoken?force_refresh=true`, {
    headers: { ...cookieHeader(cookie), ...(fingerprint === undefined ? {} : { "x-fingerprint": fingerprint }) }
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: { token: string } }).data.token
}

describe.each(databasesUnderTest)("concurrent sessions on $label", (db) => {
  const server = useTestServer(db)

  it("creates 20 distinct sessions for 20 parallel first visits", async () => {
    const responses = await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.url}/web-api/session`)))
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200))
    const cookies = responses.map(sessionCookieOf)
    expect(cookies.every((c) => c !== undefined)).toBe(true)
    expect(new Set(cookies).size).toBe(20)
    // Each cookie opens its own session row.
    const sids = await Promise.all(cookies.map(async (cookie) => tokenPayload(await tokenOf(server.url, cookie!))["sid"]))
    expect(new Set(sids).size).toBe(20)
    // Stored as 20 rows, each under the SHA-256 of its cookie.
    const rows = await server.database.query("select count(*)::int as n from sessions where token_hash = any($1::text[])", [
      cookies.map((c) => sha256(c!))
    ])
    expect(rows[0]?.["n"]).toBe(20)
  })

  it("serves many parallel token and fingerprint calls on one session consistently", async () => {
    const cookie = await newSession(server.url)
    const tokens = await Promise.all(Array.from({ length: 20 }, () => tokenOf(server.url, cookie)))
    expect(new Set(tokens.map((t) => tokenPayload(t)["sid"])).size).toBe(1)
    const registrations = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        fetch(`${server.url}/web-api/fingerprint`, {
          method: "POST",
          headers: { "content-type": "application/json", ...cookieHeader(cookie) },
          body: JSON.stringify({ componentsData: { attempt: String(i) } })
        }).then(async (r) => ({ status: r.status, token: ((await r.json()) as { token: string }).token }))
      )
    )
    expect(registrations.map((r) => r.status)).toEqual(Array(10).fill(200))
    // Exactly one registration won; its token works, the others were replaced.
    const working = await Promise.all(
      registrations.map((r) =>
        fetch(`${server.url}/web-api/user/gettoken`, { headers: { ...cookieHeader(cookie), "x-fingerprint": r.token } }).then((x) => x.status)
      )
    )
    expect(working.filter((status) => status === 200)).toHaveLength(1)
    expect(working.filter((status) => status === 400)).toHaveLength(9)
  })

  it("stores neither the session cookie nor the fingerprint token, only their SHA-256", async () => {
    const cookie = await newSession(server.url)
    const registered = await fetch(`${server.url}/web-api/fingerprint`, {
      method: "POST",
      headers: { "content-type": "application/json", ...cookieHeader(cookie) },
      body: JSON.stringify({ componentsData: { userAgent: "test" } })
    })
    const { token } = (await registered.json()) as { token: string }
    const [row] = await server.database.query(
      "select s.*, s::text as whole from sessions s where token_hash = $1",
      [sha256(cookie)]
    )
    expect(row).toBeDefined()
    expect(row!["fingerprint_token_hash"]).toBe(sha256(token))
    expect(String(row!["whole"])).not.toContain(cookie)
    expect(String(row!["whole"])).not.toContain(token)
  })

  it("does not hand a second cookie to a visitor whose session is valid, even in parallel", async () => {
    const cookie = await newSession(server.url)
    const again = await Promise.all(
      Array.from({ length: 10 }, () => fetch(`${server.url}/web-api/session`, { headers: cookieHeader(cookie) }))
    )
    expect(new Set(again.map(sessionCookieOf))).toEqual(new Set([cookie]))
  })
})
