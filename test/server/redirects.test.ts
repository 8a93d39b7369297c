import { describe, expect, it } from "vitest"
import { OPERATOR_TOKEN_HEADER } from "../../src/domain/api/operator"
import { oneDatabase } from "./support/databases"
import { jsonCallsTo } from "./support/http"
import { stubClientDir } from "./support/stubClient"
import { TEST_OPERATOR_TOKEN, useTestServer } from "./support/testServer"

/**
 * The redirects service on the server (SPEC.md 3 "Redirect service response", 7 "POST
 * /redirects-api/api/v1/redirect-light with page url, service auth header"): the operator's rules, only with the operator
 * token; the answer for any page address, for everyone with the service header; a full page load of a moved page as a
 * real HTTP redirect; bad input a typed 4xx, never a 500.
 */

const clientDir = stubClientDir("redirects")

const OPERATOR = { [OPERATOR_TOKEN_HEADER]: TEST_OPERATOR_TOKEN }
const SERVICE = { "x-service-auth": "oddsfold-web" }
const REDIRECT = "/redirects-api/api/v1/redirect-light"
const RULES = "/web-api/operator/redirects"

describe.each(oneDatabase)("redirects on $label", (db) => {
  const server = useTestServer(db, { clientDir })
  const json = jsonCallsTo(server)
  const call = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) => json(method, path, undefined, body, headers)
  const ask = (url: string) => call("POST", REDIRECT, SERVICE, { url })
  /** A full page load, as the browser makes it before it follows a redirect. */
  const load = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" })

  it("adds rules only with the operator token, answers every visitor where a moved page went, and forgets a removed rule", async () => {
    const rule = { from: "/news/old-title", to: "/news/new-title", reason: "renamed" }
    expect((await call("POST", RULES, {}, rule)).status).toBe(401)
    expect((await call("POST", RULES, { [OPERATOR_TOKEN_HEADER]: "wrong" }, rule)).status).toBe(401)
    expect((await call("GET", RULES)).status).toBe(401)
    const added = await call("POST", RULES, OPERATOR, rule)
    expect(added.status).toBe(200)
    expect(added.body).toMatchObject({ from: "/news/old-title", to: "/news/new-title", code: 301, reason: "renamed" })
    const onward = await call("POST", RULES, OPERATOR, { from: "/news/new-title/", to: "/news/final", code: 302, reason: "for the final" })
    expect(onward.body).toMatchObject({ from: "/news/new-title", code: 302 })

    expect((await ask("/ru/news/old-title?tab=2")).body).toEqual({
      redirect: true,
      code: 302,
      url: "/ru/news/final?tab=2",
      reasons: ["renamed", "for the final"],
      breadcrumbs: ["/ru/news/old-title?tab=2", "/ru/news/new-title?tab=2", "/ru/news/final?tab=2"]
    })
    expect((await ask("/en/news/other")).body).toEqual({ redirect: false, code: 200, url: "/en/news/other", reasons: [], breadcrumbs: ["/en/news/other"] })

    const listed = await call("GET", RULES, OPERATOR)
    expect(listed.body.map((r: { from: string }) => r.from)).toEqual(["/news/old-title", "/news/new-title"])
    expect((await call("POST", `${RULES}/${onward.body.id}/remove`, OPERATOR)).status).toBe(200)
    expect((await call("POST", `${RULES}/${onward.body.id}/remove`, OPERATOR)).status).toBe(404)
    expect((await ask("/ru/news/old-title")).body).toMatchObject({ redirect: true, code: 301, url: "/ru/news/new-title" })
  })

  it("sends a full page load of a moved page on with a real redirect, permanent or not, and serves the others", async () => {
    await call("POST", RULES, OPERATOR, { from: "/blog/summer", to: "/promotions", reason: "season over" })
    await call("POST", RULES, OPERATOR, { from: "/blog/autumn", to: "/promotions", code: 302, reason: "not yet" })
    const moved = await load("/en/blog/summer?ref=7")
    expect(moved.status).toBe(301)
    expect(moved.headers.get("location")).toBe("/en/promotions?ref=7")
    const temporary = await load("/ru/blog/autumn")
    expect(temporary.status).toBe(302)
    expect(temporary.headers.get("location")).toBe("/ru/promotions")
    expect(temporary.headers.get("cache-control")).toBe("no-store")
    const served = await load("/en/blog")
    expect([served.status, served.headers.get("location")]).toEqual([200, null])
  })

  it("refuses a second rule for a page, a page moved to itself and a rule that would close a loop, even two at once", async () => {
    await call("POST", RULES, OPERATOR, { from: "/loop/a", to: "/loop/b", reason: "x" })
    const closing = await call("POST", RULES, OPERATOR, { from: "/loop/b", to: "/loop/a", reason: "x" })
    expect(closing.status).toBe(409)
    expect(closing.body).toMatchObject({ _tag: "RedirectRuleRefused", field: "to" })
    expect((await call("POST", RULES, OPERATOR, { from: "/loop/c", to: "/loop/c/", reason: "x" })).body).toMatchObject({ _tag: "RedirectRuleRefused", field: "to" })
    const twice = await Promise.all([1, 2].map((n) => call("POST", RULES, OPERATOR, { from: "/twice", to: `/target-${n}`, reason: "x" })))
    expect(twice.map((answer) => answer.status).sort()).toEqual([200, 409])
  })

  it("answers bad input with a typed 4xx: no service header, off-site addresses, control characters, a huge body", async () => {
    expect((await call("POST", REDIRECT, {}, { url: "/en/a" })).status).toBe(400)
    expect((await call("POST", REDIRECT, { "x-service-auth": "someone-else" }, { url: "/en/a" })).status).toBe(400)
    for (const url of ["//evil.example/a", "https://evil.example/", "/\\evil.example", "/en/a\u0000b", "x".repeat(2001)]) {
      expect((await ask(url)).status, JSON.stringify(url)).toBe(400)
    }
    expect((await call("POST", REDIRECT, SERVICE, "{")).status).toBe(400)
    expect((await call("POST", REDIRECT, SERVICE, { url: `/en/${"a".repeat(3_000_000)}` })).status).toBe(413)
    for (const rule of [
      { from: "//evil.example", to: "/a", reason: "x" },
      { from: "/a", to: "https://evil.example/", reason: "x" },
      { from: "/en/a", to: "/b", reason: "x" },
      { from: "/a/../b", to: "/b", reason: "x" },
      { from: "/a", to: "/b", reason: "bad\u0000reason" },
      { from: "/a", to: "/b", reason: "   " },
      { from: "/a", to: "/b", code: 307, reason: "x" }
    ]) {
      expect((await call("POST", RULES, OPERATOR, rule)).status, JSON.stringify(rule)).toBe(400)
    }
    expect((await call("POST", `${RULES}/0/remove`, OPERATOR)).status).toBe(400)
    // From another site, even with the operator's token (a page that learnt it): refused before anything is written.
    const foreign = { origin: "https://evil.example", "sec-fetch-site": "cross-site" }
    const planted = await call("POST", RULES, { ...OPERATOR, ...foreign }, { from: "/planted", to: "/elsewhere", reason: "x" })
    expect(planted.status).toBe(403)
    expect((await call("GET", RULES, OPERATOR)).body.map((r: { from: string }) => r.from)).not.toContain("/planted")
    expect((await call("POST", REDIRECT, { ...SERVICE, ...foreign }, { url: "/en/a" })).status).toBe(403)
  })
})
