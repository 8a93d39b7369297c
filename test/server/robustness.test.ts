import { describe, expect, it } from "vitest"
import { SESSION_COOKIE } from "../../src/domain/api/contract"
import { oneDatabase } from "./support/databases"
import { cookieHeader, newSession } from "./support/http"
import { useTestServer } from "./support/testServer"

interface Malformed {
  readonly name: string
  readonly path: string
  readonly init?: RequestInit
  /** The typed error bodies acceptable for this request. */
  readonly tags: ReadonlyArray<string>
}

const decodeOrBadRequest = ["HttpApiDecodeError", "BadRequest"]
const manyGroups = Array.from({ length: 500 }, (_, i) => `group_${i}`).join(",")
const json = (body: string, headers: Record<string, string> = {}): RequestInit => ({
  method: "POST",
  headers: { "content-type": "application/json", ...headers },
  body
})

const malformed = (cookie: string): ReadonlyArray<Malformed> => [
  { name: "lang=english", path: "/bff-api/config/all.json?lang=english", tags: ["HttpApiDecodeError"] },
  { name: "lang missing", path: "/bff-api/config/all.json", tags: ["HttpApiDecodeError"] },
  { name: "lang upper case", path: "/bff-api/config/all.json?lang=EN", tags: ["HttpApiDecodeError"] },
  { name: "lang twice", path: "/bff-api/config/all.json?lang=en&lang=ru", tags: ["HttpApiDecodeError"] },
  { name: "lang %ZZ", path: "/bff-api/config/all.json?lang=%ZZ", tags: ["BadRequest"] },
  { name: "geo header of three letters", path: "/bff-api/config/all.json?lang=en", init: { headers: { "x-geo-country": "DEU" } }, tags: ["HttpApiDecodeError"] },
  { name: "groups empty", path: "/bff-api/config/group/get?groups=&lang=en", tags: ["HttpApiDecodeError"] },
  { name: "groups ,,,", path: "/bff-api/config/group/get?groups=,,,&lang=en", tags: ["HttpApiDecodeError"] },
  { name: "groups missing", path: "/bff-api/config/group/get?lang=en", tags: ["HttpApiDecodeError"] },
  { name: "500 group names", path: `/bff-api/config/group/get?groups=${manyGroups}&lang=en`, tags: ["HttpApiDecodeError"] },
  { name: "groups %ZZ", path: "/bff-api/config/group/get?groups=%ZZ&lang=en", tags: ["BadRequest"] },
  { name: "an encoded surrogate in a query", path: "/bff-api/config/all.json?lang=e%ED%A0%80n", tags: ["BadRequest"] },
  { name: "a stray continuation byte in a query", path: "/bff-api/config/all.json?lang=%80en", tags: ["BadRequest"] },
  { name: "group name with SQL", path: "/bff-api/config/group/get?groups=seo'%3B--&lang=en", tags: ["HttpApiDecodeError"] },
  { name: "force_refresh=maybe", path: "/web-api/user/gettoken?force_refresh=maybe", init: { headers: cookieHeader(cookie) }, tags: ["HttpApiDecodeError"] },
  { name: "bad JSON body", path: "/web-api/fingerprint", init: json("{bad", cookieHeader(cookie)), tags: ["BadRequest"] },
  { name: "empty JSON body", path: "/web-api/fingerprint", init: json("", cookieHeader(cookie)), tags: decodeOrBadRequest },
  { name: "JSON of the wrong shape", path: "/web-api/fingerprint", init: json('{"componentsData":[1,2]}', cookieHeader(cookie)), tags: ["HttpApiDecodeError"] },
  // The contract's Record drops keys its key schema refuses, leaving no components: BadRequest code 1.
  { name: "component name too long", path: "/web-api/fingerprint", init: json(JSON.stringify({ componentsData: { ["k".repeat(65)]: "v" } }), cookieHeader(cookie)), tags: decodeOrBadRequest },
  { name: "component value too long", path: "/web-api/fingerprint", init: json(JSON.stringify({ componentsData: { k: "v".repeat(513) } }), cookieHeader(cookie)), tags: ["HttpApiDecodeError"] },
  { name: "text body", path: "/web-api/fingerprint", init: { method: "POST", headers: { "content-type": "text/plain", ...cookieHeader(cookie) }, body: "hello" }, tags: ["UnsupportedMediaType"] },
  { name: "oversized body", path: "/web-api/fingerprint", init: json(JSON.stringify({ componentsData: { a: "x".repeat(100_000) } }), cookieHeader(cookie)), tags: ["PayloadTooLarge"] },
  { name: "a 1 MB body", path: "/web-api/fingerprint", init: json("[" + "1,".repeat(500_000) + "1]", cookieHeader(cookie)), tags: ["PayloadTooLarge"] },
  { name: "unknown API path", path: "/bff-api/config/nothing", tags: ["NotFound"] },
  { name: "API path with %ZZ", path: "/web-api/%ZZ", tags: ["BadRequest"] },
  { name: "wrong method", path: "/web-api/session", init: { method: "DELETE" }, tags: ["NotFound"] }
]

describe.each(oneDatabase)("malformed requests on $label", (db) => {
  const server = useTestServer(db)

  it("answer a typed 4xx, never a 500, and the server keeps serving", async () => {
    const cookie = await newSession(server.url)
    for (const request of malformed(cookie)) {
      const response = await fetch(`${server.url}${request.path}`, request.init)
      expect(response.status, request.name).toBeGreaterThanOrEqual(400)
      expect(response.status, request.name).toBeLessThan(500)
      expect(response.headers.get("content-type"), request.name).toMatch(/^application\/json/)
      const body = (await response.json()) as { _tag?: string }
      expect(request.tags, `${request.name}: ${JSON.stringify(body)}`).toContain(body._tag)
    }
    const healthy = await fetch(`${server.url}/bff-api/config/all.json?lang=en`)
    expect(healthy.status).toBe(200)
  })

  it("answers a chunked body (no Content-Length) with 400 rather than dropping the connection", async () => {
    const cookie = await newSession(server.url)
    const big = new TextEncoder().encode(JSON.stringify({ componentsData: { a: "x".repeat(200_000) } }))
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(big)
        controller.close()
      }
    })
    const response = await fetch(`${server.url}/web-api/fingerprint`, {
      method: "POST",
      headers: { "content-type": "application/json", ...cookieHeader(cookie) },
      body,
      duplex: "half"
    } as RequestInit)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({ _tag: "BadRequest" })
  })
})

describe.each(oneDatabase)("an unexpected fault on $label", (db) => {
  const server = useTestServer(db)

  it("is answered 500 with only a request id, and logged once with that id, without cookies, tokens or query strings", async () => {
    // The database loses the table sessions are created in.
    await server.database.query("alter table sessions rename to sessions_gone")
    try {
      const cookieSecret = "S3cretCookieValue-never-logged-0123456789ab"
      const response = await fetch(`${server.url}/web-api/session?token=QuerySecret-never-logged`, {
        headers: {
          cookie: `${SESSION_COOKIE}=${cookieSecret}`,
          authorization: "Bearer BearerSecret-never-logged",
          "x-fingerprint": "FingerprintSecret-never-logged"
        }
      })
      expect(response.status).toBe(500)
      const requestId = response.headers.get("x-request-id")
      expect(requestId).toMatch(/^[0-9a-f]{8}-[0-9a-z]+$/)
      const body = await response.text()
      expect(JSON.parse(body)).toEqual({ _tag: "InternalServerError", message: "internal server error", requestId })
      expect(body).not.toMatch(/sessions|at |\.ts/)

      const faults = server.logs.filter((line) => line.includes(`request ${requestId}`))
      expect(faults).toHaveLength(1)
      expect(faults[0]).toContain("GET /web-api/session failed")
      expect(faults[0]).toContain("42P01")
      const logged = server.logs.join("\n")
      for (const secret of [cookieSecret, "QuerySecret", "BearerSecret", "FingerprintSecret"]) expect(logged).not.toContain(secret)

      // Only that path is broken: the rest of the server still answers.
      expect((await fetch(`${server.url}/bff-api/config/all.json?lang=en`)).status).toBe(200)
    } finally {
      await server.database.query("alter table sessions_gone rename to sessions")
    }
  })
})

describe.each(oneDatabase)("texts a player sends on $label", (db) => {
  const server = useTestServer(db)
  const post = (path: string, body: unknown, contentType = "application/json") =>
    fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": contentType }, body: JSON.stringify(body) })
  const password = "Oddsfold2024"
  const code = "123456"

  it("an e-mail with a NUL byte or a lone surrogate is a 400 naming the field on login, registration, recovery and confirmation", async () => {
    for (const email of ["demo\u0000@oddsfold.local", "demo@oddsfold.local\u0000", "\ud800demo@oddsfold.local", "demo\u0007@oddsfold.local", "demo\u2028@x.io"]) {
      const requests = [
        { path: "/auth-api/login", body: { uLogin: email, uPassword: password }, field: "uLogin" },
        { path: "/auth-api/registration/full", body: { country_id: 1, currency_id: 1, email, password }, field: "email" },
        { path: "/auth-api/password/recovery/send-code", body: { destination: { email }, lang: "en" }, field: "email" },
        { path: "/auth-api/password/recovery/reset", body: { destination: { email }, code, password }, field: "email" },
        { path: "/auth-api/email/confirm", body: { email, code }, field: "email" }
      ]
      for (const request of requests) {
        const response = await post(request.path, request.body)
        const body = (await response.json()) as { _tag?: string; issues?: ReadonlyArray<{ path: ReadonlyArray<unknown>; message: string }> }
        expect(response.status, `${request.path} ${JSON.stringify(email)}`).toBe(400)
        expect(body._tag).toBe("HttpApiDecodeError")
        expect(body.issues?.some((issue) => issue.path.includes(request.field)), JSON.stringify(body.issues)).toBe(true)
      }
    }
    expect(server.logs.filter((line) => line.includes("level=ERROR"))).toEqual([])
  })

  it("answers every application/*+json body and an unknown type with 415 within a second", async () => {
    for (const type of ["application/merge-patch+json", "application/vnd.api+json", "application/problem+json", "application/ld+json", "application/json-patch+json", "application/x-json", "application/jsonx", "text/json"]) {
      const started = performance.now()
      const response = await post("/auth-api/login", { uLogin: "demo@oddsfold.local", uPassword: password }, type)
      expect(performance.now() - started, type).toBeLessThan(1000)
      expect(response.status, type).toBe(415)
      expect(await response.json()).toMatchObject({ _tag: "UnsupportedMediaType" })
    }
  })
})
