import { Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { webVitalsTable } from "../../server/operator/webVitalsTable"
import type { WebVitalSummary } from "../../src/domain/shell/webVitals"
import { oneDatabase } from "./support/databases"
import { makeManualClock } from "./support/manualClock"
import { rawRequest } from "./support/rawHttp"
import { useTestServer } from "./support/testServer"

/**
 * Real players' web vitals reach a table through POST /web-api/web-vitals, from guests as much as players, and the
 * operator reads the p75 of each metric per page type over the last days. The p75s below are worked out by hand
 * (percentile_cont: the value at position (n - 1) × 0.75 of the sorted values, between two values in proportion).
 * Whatever an attacker sends, the answer is a typed 4xx and nothing is stored.
 */

const OPERATOR_TOKEN = "operator-token-for-the-web-vitals-tests-0123456789"
// 2031-05-04 10:00 UTC.
const START = Date.UTC(2031, 4, 4, 10, 0, 0)
const PATH = "/web-api/web-vitals"

/** A browser's own post (fetch from the site's page: same-origin fetch metadata), from the address `from`. */
const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
  rawRequest(url, {
    method: "POST",
    path: PATH,
    headers: { "content-type": "application/json", "sec-fetch-site": "same-origin", "x-forwarded-for": "198.51.100.7", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body)
  })

const report = (metric: string, value: number, pageType: string, rating = "good", navigationType = "navigate") => ({ metric, value, rating, pageType, navigationType })

describe.each(oneDatabase)("real players' web vitals on $label", (db) => {
  const clock = makeManualClock(START)
  const server = useTestServer(db, { clock: clock.clock, operatorToken: Redacted.make(OPERATOR_TOKEN), trustedProxies: ["127.0.0.1"] })
  const stored = async () => Number((await server.database.query("select count(*)::int as n from web_vitals"))[0]?.["n"])
  const summary = async (days?: number) => {
    const response = await fetch(`${server.url}/web-api/operator/web-vitals${days === undefined ? "" : `?days=${days}`}`, {
      headers: { "x-operator-token": OPERATOR_TOKEN }
    })
    return { status: response.status, body: (await response.json()) as ReadonlyArray<WebVitalSummary> }
  }

  it("stores a guest's batch with the server's time and answers 204, keeping nothing of who sent it", async () => {
    const answer = await post(server.url, {
      reports: [report("LCP", 1830, "home"), report("CLS", 0.0123, "home"), report("INP", 96, "home"), report("TTFB", 412, "home", "good", "reload")]
    })
    expect(answer.status).toBe(204)
    expect(answer.body).toBe("")
    const rows = await server.database.query("select metric, page_type, value, rating, navigation_type, recorded_at from web_vitals order by id")
    expect(rows.map((row) => [row["metric"], row["page_type"], Number(row["value"]), row["rating"], row["navigation_type"]])).toEqual([
      ["LCP", "home", 1830, "good", "navigate"],
      ["CLS", "home", 0.0123, "good", "navigate"],
      ["INP", "home", 96, "good", "navigate"],
      ["TTFB", "home", 412, "good", "reload"]
    ])
    expect(new Date(rows[0]?.["recorded_at"] as string).toISOString()).toBe("2031-05-04T10:00:00.000Z")
    const columns = await server.database.query(
      "select column_name from information_schema.columns where table_name = 'web_vitals' and table_schema = current_schema() order by column_name"
    )
    expect(columns.map((c) => c["column_name"])).toEqual(["id", "metric", "navigation_type", "page_type", "rating", "recorded_at", "value"])
    await server.database.query("delete from web_vitals")
  })

  it("gives the operator the p75 and count of each metric per page type over the last 7 days, marked by the thresholds", async () => {
    // Eight days ago by the server's clock: outside the default week, inside a 30-day look.
    expect((await post(server.url, { reports: [report("LCP", 9000, "home", "poor"), report("LCP", 9000, "home", "poor")] })).status).toBe(204)
    clock.advance("8 days")
    const batches = [
      // home LCP 100, 200, 300, 400: position 2.25 → 300 + 0.25 × 100 = 325 ms, good.
      [100, 200, 300, 400].map((v) => report("LCP", v, "home")),
      // game INP 40 … 360 by 40 (nine values): position 6 → 280 ms, needs improvement (above 200, up to 500).
      [40, 80, 120, 160, 200, 240, 280, 320, 360].map((v) => report("INP", v, "game", v <= 200 ? "good" : "needs-improvement")),
      // casino CLS 0.05, 0.1, 0.3: position 1.5 → 0.1 + 0.5 × 0.2 = 0.2, needs improvement (above 0.1, up to 0.25).
      [report("CLS", 0.05, "casino"), report("CLS", 0.1, "casino"), report("CLS", 0.3, "casino", "poor")],
      // live TTFB 1000, 2000: position 0.75 → 1750 ms, needs improvement (above 800, up to 1800).
      [report("TTFB", 1000, "live", "needs-improvement"), report("TTFB", 2000, "live", "poor")],
      // a casino game's LCP 5000 alone: 5000 ms, poor (above 4000).
      [report("LCP", 5000, "casino-game", "poor", "back-forward")]
    ]
    for (const reports of batches) expect((await post(server.url, { reports })).status).toBe(204)

    const week = await summary()
    expect(week.status).toBe(200)
    const byKey = Object.fromEntries(week.body.map((s) => [`${s.pageType} ${s.metric}`, [Math.round(s.p75 * 10_000) / 10_000, s.count]]))
    expect(byKey).toEqual({
      "home LCP": [325, 4],
      "game INP": [280, 9],
      "casino CLS": [0.2, 3],
      "live TTFB": [1750, 2],
      "casino-game LCP": [5000, 1]
    })
    // The month sees the old reports too: home LCP 100, 200, 300, 400, 9000, 9000 → position 3.75 → 400 + 0.75 × 8600 = 6850.
    const month = await summary(30)
    expect(month.body.find((s) => s.pageType === "home" && s.metric === "LCP")).toEqual({ pageType: "home", metric: "LCP", p75: 6850, count: 6 })

    // What `npm run operator -- web-vitals` prints for the week.
    expect(webVitalsTable(week.body, 7)).toBe(
      [
        "web vitals of the last 7 days, p75 per page type (good up to / poor above: LCP 2500/4000 ms, CLS 0.1/0.25, INP 200/500 ms, TTFB 800/1800 ms)",
        "page type    metric      p75  rating             reports",
        "home         LCP      325 ms  good                     4",
        "live         TTFB    1750 ms  needs improvement        2",
        "game         INP      280 ms  needs improvement        9",
        "casino       CLS       0.200  needs improvement        3",
        "casino-game  LCP     5000 ms  poor                     1"
      ].join("\n")
    )
    expect(webVitalsTable([], 7)).toContain("no reports")
  })

  it("refuses a day count the operator call does not have, and any caller without the operator token", async () => {
    for (const days of ["0", "31", "1.5", "x"]) expect((await summary(days as unknown as number)).status).toBe(400)
    expect((await fetch(`${server.url}/web-api/operator/web-vitals`)).status).toBe(401)
  })

  it("refuses whole, with a typed 4xx and never a 500, any batch that is not a page's own measurements", async () => {
    const before = await stored()
    const good = report("LCP", 1200, "home")
    const refused: ReadonlyArray<unknown> = [
      // Names and kinds of no list.
      { reports: [{ ...good, metric: "FID" }] },
      { reports: [{ ...good, metric: "lcp" }] },
      { reports: [{ ...good, pageType: "admin" }] },
      { reports: [{ ...good, pageType: "/en/line/1/2/3?token=abc" }] },
      { reports: [{ ...good, rating: "excellent" }] },
      { reports: [{ ...good, navigationType: "teleport" }] },
      // NUL bytes in the strings.
      { reports: [{ ...good, metric: "LCP\u0000" }] },
      { reports: [{ ...good, pageType: "home\u0000; drop table web_vitals" }] },
      // Something that could name someone: a field no report has, at the top or in a report.
      { reports: [{ ...good, playerId: 42 }] },
      { reports: [{ ...good, url: "https://oddsfold.test/en/account?email=a@b.c" }] },
      { reports: [good], userId: 42 },
      // Values no page measures: negative, not a number, infinite, huge, a fraction of a millisecond, CLS past 4 decimals.
      { reports: [{ ...good, value: -1 }] },
      { reports: [{ ...good, value: null }] },
      { reports: [{ ...good, value: "1200" }] },
      { reports: [{ ...good, value: 300_001 }] },
      { reports: [{ ...good, value: 1e300 }] },
      { reports: [{ ...good, value: 12.5 }] },
      { reports: [{ ...good, metric: "CLS", value: 100.5 }] },
      { reports: [{ ...good, metric: "CLS", value: 0.123456 }] },
      // Nothing, too many, not a batch.
      { reports: [] },
      { reports: Array.from({ length: 21 }, () => good) },
      { reports: good },
      {},
      "not json at all",
      "[".repeat(40) + "]".repeat(40)
    ]
    for (const body of refused) {
      const answer = await post(server.url, body)
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(400)
    }
    // A number JSON reads as Infinity; NaN, which is no JSON at all.
    for (const value of ["1e999", "-1e999", "NaN"]) {
      const body = `{"reports":[{"metric":"LCP","value":${value},"rating":"good","pageType":"home","navigationType":"navigate"}]}`
      expect((await post(server.url, body)).status, value).toBe(400)
    }
    // A body over the platform's limit: 413 before it is read.
    const huge = await post(server.url, JSON.stringify({ reports: [good], padding: "x".repeat(70_000) }))
    expect(huge.status).toBe(413)
    // Not JSON: 415.
    expect((await post(server.url, "reports=1", { "content-type": "text/plain" })).status).toBe(415)
    expect(await stored()).toBe(before)
  })

  it("refuses a post from another site with a 403, and lets the site's own Origin through", async () => {
    const before = await stored()
    const body = JSON.stringify({ reports: [report("INP", 64, "line")] })
    const foreign: ReadonlyArray<Record<string, string>> = [
      { origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { origin: "https://evil.example" },
      { origin: "null" },
      { "sec-fetch-site": "same-site", origin: "http://sub.localhost:1" }
    ]
    for (const headers of foreign) {
      const answer = await rawRequest(server.url, { method: "POST", path: PATH, headers: { "content-type": "application/json", ...headers }, body })
      expect(answer.status, JSON.stringify(headers)).toBe(403)
      expect(JSON.parse(answer.body)).toMatchObject({ _tag: "Forbidden" })
    }
    // A form of another site with no Origin (an old browser): a simple content type, refused too.
    const form = await rawRequest(server.url, { method: "POST", path: PATH, headers: { "content-type": "text/plain" }, body })
    expect(form.status).toBe(403)
    expect(await stored()).toBe(before)
    const own = await rawRequest(server.url, { method: "POST", path: PATH, headers: { "content-type": "application/json", origin: server.url }, body })
    expect(own.status).toBe(204)
    expect(await stored()).toBe(before + 1)
  })

  it("limits how often one address sends (429 with Retry-After), not others, and takes two batches at once", async () => {
    const from = { "x-forwarded-for": "198.51.100.23" }
    const one = { reports: [report("CLS", 0, "account")] }
    const first = await Promise.all(Array.from({ length: 2 }, () => post(server.url, one, from)))
    expect(first.map((a) => a.status)).toEqual([204, 204])
    for (let i = 2; i < 120; i++) expect((await post(server.url, one, from)).status).toBe(204)
    const limited = await post(server.url, one, from)
    expect(limited.status).toBe(429)
    expect(Number(limited.headers["retry-after"])).toBeGreaterThan(0)
    expect((await post(server.url, one, { "x-forwarded-for": "198.51.100.24" })).status).toBe(204)
  })
})
