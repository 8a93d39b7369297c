import { request } from "node:http"
import { brotliDecompressSync, gunzipSync } from "node:zlib"
import { describe, expect, it } from "vitest"
import { databasesUnderTest, oneDatabase } from "./support/databases"
import { sessionCookieOf } from "./support/http"
import { useTestServer } from "./support/testServer"

const CONFIG = "/bff-api/config/all.json?lang=en"

/** The body as sent, still compressed (fetch() would decompress it). */
const rawBytes = (baseUrl: string, path: string, headers: Record<string, string>) =>
  new Promise<{ headers: Record<string, string | Array<string> | undefined>; bytes: Buffer }>((resolve, reject) => {
    const url = new URL(baseUrl)
    request({ host: url.hostname, port: url.port, path, headers }, (res) => {
      const chunks: Array<Buffer> = []
      res.on("data", (chunk: Buffer) => chunks.push(chunk))
      res.on("end", () => resolve({ headers: res.headers, bytes: Buffer.concat(chunks) }))
    })
      .on("error", reject)
      .end()
  })

const SECURITY_HEADERS = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
  "cross-origin-opener-policy": "same-origin"
}

describe.each(oneDatabase)("config served from memory on $label", (db) => {
  const server = useTestServer(db)

  it("answers 304 to a client that holds the current config, and the new config once it changed in the database", async () => {
    const first = await fetch(`${server.url}${CONFIG}`)
    const etag = first.headers.get("etag")
    expect(etag).toMatch(/^W\/".+"$/)
    const again = await fetch(`${server.url}${CONFIG}`, { headers: { "if-none-match": etag! } })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe("")

    // An operator's edit, straight in the database: seen within a few seconds, with a new validator.
    await server.database.query("update site_config set config = jsonb_set(config, '{companyName}', '\"Renamed\"')")
    let renamed: Response | undefined
    for (let i = 0; i < 50 && renamed === undefined; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      const response = await fetch(`${server.url}${CONFIG}`, { headers: { "if-none-match": etag! } })
      if (response.status === 200) renamed = response
    }
    expect(renamed).toBeDefined()
    expect(((await renamed!.json()) as { companyName: string }).companyName).toBe("Renamed")
    expect(renamed!.headers.get("etag")).not.toBe(etag)
    await server.database.query("update site_config set config = jsonb_set(config, '{companyName}', '\"Oddsfold\"')")
  })

  it("answers config in under 100 ms while the database's tables are locked by someone else", async () => {
    const { released } = await server.database.holdLocks(3000)
    try {
      for (const path of [CONFIG, "/bff-api/config/group/get?groups=seo,coupon&lang=ru"]) {
        const started = performance.now()
        const response = await fetch(`${server.url}${path}`)
        const elapsed = performance.now() - started
        expect(response.status, path).toBe(200)
        expect(elapsed, path).toBeLessThan(100)
      }
    } finally {
      await released
    }
  })

  it("compresses JSON for a client that takes brotli or gzip; the bytes decode to the same document", async () => {
    const plain = await fetch(`${server.url}/openapi.json`, { headers: { "accept-encoding": "identity" } })
    expect(plain.headers.get("content-encoding")).toBeNull()
    const expected = await plain.json()
    for (const [encoding, decode] of [["br", brotliDecompressSync], ["gzip", gunzipSync]] as const) {
      const answer = await rawBytes(server.url, "/openapi.json", { "accept-encoding": encoding })
      expect(answer.headers["content-encoding"]).toBe(encoding)
      expect(answer.headers["vary"]).toMatch(/accept-encoding/i)
      expect(JSON.parse(decode(answer.bytes).toString())).toEqual(expected)
    }
  })
})

describe.each(oneDatabase)("what every answer carries on $label", (db) => {
  const server = useTestServer(db, { trustedProxies: ["10.0.0.0/8"] })

  it("carries the security headers, a request id and a strict CSP, on the hot path, the API, errors and 404s alike", async () => {
    for (const path of [CONFIG, "/web-api/session", "/bff-api/config/all.json?lang=english", "/bff-api/nothing", "/openapi.json"]) {
      const response = await fetch(`${server.url}${path}`)
      expect(response.headers.get("content-security-policy"), path).toMatch(/frame-ancestors 'none'/)
      expect(response.headers.get("content-security-policy"), path).toMatch(/default-src 'none'/)
      expect(response.headers.get("x-request-id"), path).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/)
      for (const [name, value] of Object.entries(SECURITY_HEADERS)) expect(response.headers.get(name), `${path} ${name}`).toBe(value)
      expect(response.headers.get("permissions-policy"), path).toMatch(/camera=\(\)/)
      // Plain HTTP from a client that is not a trusted proxy: no HSTS, whatever it claims.
      expect(response.headers.get("strict-transport-security"), path).toBeNull()
    }
    const claimed = await fetch(`${server.url}${CONFIG}`, { headers: { "x-forwarded-proto": "https" } })
    expect(claimed.headers.get("strict-transport-security")).toBeNull()
  })

  it("believes neither the geo country nor HTTPS from a client that is not a trusted proxy", async () => {
    const config = (await (await fetch(`${server.url}${CONFIG}`, { headers: { "x-geo-country": "de" } })).json()) as { geoCountry: string | null }
    expect(config.geoCountry).toBeNull()
    const session = await fetch(`${server.url}/web-api/session`, { headers: { "x-forwarded-proto": "https" } })
    expect(session.headers.getSetCookie().join(";").toLowerCase()).not.toContain("secure")
  })

  it("gives HEAD the headers of GET without creating a session", async () => {
    const before = await server.database.query("select count(*)::int as n from sessions")
    const head = await fetch(`${server.url}/web-api/session`, { method: "HEAD" })
    expect(head.status).toBe(200)
    expect(sessionCookieOf(head)).toBeUndefined()
    expect(await server.database.query("select count(*)::int as n from sessions")).toEqual(before)
  })
})

describe.each(databasesUnderTest)("session creation limit on $label", (db) => {
  const server = useTestServer(db, { sessionCreationLimit: { limit: 3, window: "1 minute" } })

  it("answers 429 with Retry-After once an address made its sessions for the minute, and still resumes sessions", async () => {
    const made: Array<string> = []
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${server.url}/web-api/session`)
      expect(response.status).toBe(200)
      made.push(sessionCookieOf(response)!)
    }
    const refused = await fetch(`${server.url}/web-api/session`)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1)
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(60)
    expect(await refused.json()).toMatchObject({ _tag: "TooManyRequests" })
    // A visitor who has a session keeps it: resuming is not creating.
    const resumed = await fetch(`${server.url}/web-api/session`, { headers: { cookie: `oddsfold_session=${made[0]}` } })
    expect(resumed.status).toBe(200)
  })
})
