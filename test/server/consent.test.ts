import { Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { SESSION_COOKIE } from "../../src/domain/api/contract"
import { pageEventsTable } from "../../server/operator/pageEventsTable"
import { oneDatabase } from "./support/databases"
import { sessionCookieOf } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

/**
 * The consent area on the server: the page analytics intake (stored without anything that names a person, refused
 * whole when a label looks like an e-mail or a token, a huge body 413, a foreign page 403, one address limited), the
 * hosted marketing counters, the operator's counts behind the operator token, the signed-in player's cookie agreement,
 * and the referral marks of a partner's link attributed to the player at registration.
 */

const OPERATOR_TOKEN = "operator-token-for-the-consent-tests-0123456789"
// 2031-06-10 12:00 UTC: the operator's days are the server's (UTC).
const START = Date.UTC(2031, 5, 10, 12, 0, 0)
const AT = Date.UTC(2031, 5, 10, 11, 59, 30)

interface Answer {
  readonly status: number
  readonly body: any
  readonly response: Response
}

const send = async (url: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body)
  })
  const text = await response.text()
  let parsed: unknown = text
  try {
    parsed = text === "" ? undefined : JSON.parse(text)
  } catch {
    // not JSON: kept as text
  }
  return { status: response.status, body: parsed, response }
}

/** The rate limit's test sends some 125 requests: seconds on a loaded two-core machine. */
const SLOW = 120_000

const click = { name: "click", at: AT, pageType: "line", control: "button", label: "coupon.place" }
const routeChange = { name: "route_change", at: AT, pageType: "casino", fromPageType: "home" }
const pageLoad = { name: "page_load", at: AT, pageType: "home", domContentLoadedMs: 812, loadMs: 1430 }

describe.each(oneDatabase)("consent on $label", (db) => {
  const clock = makeManualClock(START)
  const server = useTestServer(db, { clock: clock.clock, operatorToken: Redacted.make(OPERATOR_TOKEN), trustedProxies: ["127.0.0.1"] })
  const stored = () => server.database.query("select name, event_id, page_type, properties, received_at from page_analytics_events order by id")
  const counts = async (days?: number, token = OPERATOR_TOKEN) =>
    send(server.url, "GET", `/web-api/operator/analytics/page-events${days === undefined ? "" : `?days=${days}`}`, undefined, { "x-operator-token": token })
  const pageEvents = (body: unknown, headers: Record<string, string> = {}) => send(server.url, "POST", "/web-api/analytics/page-events", body, headers)

  it("stores route changes, clicks and page-load timing with the collector's ids, the server's time, and nothing of the sender", async () => {
    const answer = await pageEvents({ events: [routeChange, click, pageLoad] })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ stored: 3 })
    const rows = await stored()
    expect(rows.map((row) => [row["name"], row["event_id"], row["page_type"]])).toEqual([
      ["route_change", 2, "casino"],
      ["click", 10005, "line"],
      ["page_load", 1, "home"]
    ])
    expect(rows[1]?.["properties"]).toEqual({ control: "button", label: "coupon.place" })
    expect(new Date(rows[0]?.["received_at"] as string).toISOString()).toBe("2031-06-10T12:00:00.000Z")
    const columns = await server.database.query(
      "select column_name from information_schema.columns where table_name = 'page_analytics_events' and table_schema = current_schema() order by column_name"
    )
    expect(columns.map((c) => c["column_name"])).toEqual(["event_id", "id", "name", "occurred_at", "page_type", "properties", "received_at"])
  })

  it("refuses whole a batch that could carry personal data or a secret, or is malformed, with a 400, and stores none of it", async () => {
    const before = (await stored()).length
    const refused = [
      { events: [{ ...click, label: "player@example.com" }] },
      { events: [{ ...click, label: "a3f9c2e17b4d8e6f0a1b2c3d4e5f6a7b" }] },
      { events: [{ ...click, label: "call.79991234567" }] },
      { events: [{ ...click, label: "Bearer eyJhbGciOiJIUzI1NiJ9" }] },
      { events: [{ ...click, email: "player@example.com" }] },
      { events: [{ ...routeChange, path: "/en/user/passwordreset?token=abc" }] },
      { events: [click], userId: 42 },
      { events: [{ ...pageLoad, pageType: "/en/account" }] },
      { events: [{ ...pageLoad, loadMs: -1 }] },
      { events: [{ name: "mouse_move", at: AT, pageType: "home" }] },
      { events: [] },
      { events: Array.from({ length: 51 }, () => click) },
      "not json at all"
    ]
    for (const body of refused) expect((await pageEvents(body)).status, JSON.stringify(body).slice(0, 100)).toBe(400)
    expect((await stored()).length).toBe(before)
  })

  it("answers a huge body 413, a foreign page 403, and limits one address (429), not others", async () => {
    const huge = await pageEvents(JSON.stringify({ events: [click], padding: "x".repeat(3_000_000) }))
    expect(huge.status).toBe(413)
    for (const origin of ["https://evil.example", "null"]) {
      const foreign = await pageEvents({ events: [click] }, { origin, "sec-fetch-site": "cross-site" })
      expect(foreign.status).toBe(403)
    }
    const from = { "x-forwarded-for": "198.51.100.41" }
    for (let i = 0; i < 120; i++) expect((await pageEvents({ events: [click] }, from)).status).toBe(200)
    const limited = await pageEvents({ events: [click] }, from)
    expect(limited.status).toBe(429)
    expect(Number(limited.response.headers.get("retry-after"))).toBeGreaterThan(0)
    expect((await pageEvents({ events: [click] }, { "x-forwarded-for": "198.51.100.42" })).status).toBe(200)
  }, SLOW)

  it("counts the marketing counters' loads and the events per day for the operator only", async () => {
    clock.advance("1 day")
    const today = Date.UTC(2031, 5, 11, 12, 0, 0)
    expect((await pageEvents({ events: [{ ...click, at: today }, { ...click, at: today }, { ...routeChange, at: today }] })).status).toBe(200)
    expect((await send(server.url, "POST", "/web-api/analytics/counters/8")).body).toEqual({ counted: true })
    expect((await send(server.url, "POST", "/web-api/analytics/counters/4")).status).toBe(200)
    expect((await send(server.url, "POST", "/web-api/analytics/counters/8")).status).toBe(200)
    // Not a counter of the site.
    expect((await send(server.url, "POST", "/web-api/analytics/counters/5")).status).toBe(400)

    const answer = await counts(2)
    expect(answer.status).toBe(200)
    expect(answer.body[0]).toEqual({ day: "2031-06-11", counts: { click: 2, route_change: 1, counter_8: 2, counter_4: 1 } })
    // Yesterday: the first test's three events and the 120 + 1 clicks of the rate limit's test (refused ones are not kept).
    expect(answer.body[1]).toEqual({ day: "2031-06-10", counts: { click: 122, route_change: 1, page_load: 1 } })
    expect((await counts(1)).body).toHaveLength(1)
    // The operator tool's table of the same answer: a line a day, newest first, a quiet day still a line.
    expect(pageEventsTable(answer.body, ["2031-06-11", "2031-06-10", "2031-06-09"]).split("\n")).toEqual([
      "day         page.load  route  click  counter.8  counter.4",
      "2031-06-11          0      1      2          2          1",
      "2031-06-10          1      1    122          0          0",
      "2031-06-09          0      0      0          0          0"
    ])
    expect((await counts(undefined, "not-the-token")).status).toBe(401)
    expect((await send(server.url, "GET", "/web-api/operator/analytics/page-events")).status).toBe(401)
    expect((await counts(0)).status).toBe(400)
  })

  it("keeps a signed-in player's cookie agreement, the latest one; refuses a guest 401 and a malformed agreement 400", async () => {
    const registered = await send(server.url, "POST", "/auth-api/registration/fast", { country_id: 1, currency_id: 1 })
    expect(registered.status).toBe(200)
    const session = { cookie: `${SESSION_COOKIE}=${sessionCookieOf(registered.response)}` }
    const userId = registered.body["userId"] as number
    const agreement = (at: number, type: string) => send(server.url, "POST", "/web-api/user/cookie-agreement", { cookiesAgreeTime: at, cookiesAgreeType: type }, session)
    expect((await agreement(AT, "marketing")).body).toEqual({ saved: true })
    expect((await agreement(AT + 60_000, "all")).status).toBe(200)
    // An older agreement arriving late does not replace the newer one.
    expect((await agreement(AT + 30_000, "disabled")).status).toBe(200)
    const rows = await server.database.query("select agree_type, agreed_at from cookie_agreements where user_id = $1", [userId])
    expect(rows.map((row) => [row["agree_type"], new Date(row["agreed_at"] as string).getTime()])).toEqual([["all", AT + 60_000]])

    const guest = await send(server.url, "POST", "/web-api/user/cookie-agreement", { cookiesAgreeTime: AT, cookiesAgreeType: "all" })
    expect(guest.status).toBe(401)
    expect((await agreement(AT, "everything")).status).toBe(400)
    expect((await send(server.url, "POST", "/web-api/user/cookie-agreement", { cookiesAgreeTime: AT, cookiesAgreeType: "all", email: "a@b.co" }, session)).status).toBe(400)
  })

  it("attributes a partner link's marks to the player at registration, and the ref mark as their referral code when they typed none", async () => {
    const marks = "refererid=PARTNER_7; reflinkid=tag-2031; ref_partner_id=aff.99; bf_id=bf1; subid=sub_3; pb=post77; lng=en"
    const registered = await send(server.url, "POST", "/auth-api/registration/fast", { country_id: 1, currency_id: 1 }, { cookie: marks })
    expect(registered.status).toBe(200)
    const userId = registered.body["userId"] as number
    const referral = await server.database.query(
      "select refererid, reflinkid, ref_partner_id, bf_id, subid, postback from player_referrals where user_id = $1",
      [userId]
    )
    expect(referral).toEqual([{ refererid: "PARTNER_7", reflinkid: "tag-2031", ref_partner_id: "aff.99", bf_id: "bf1", subid: "sub_3", postback: "post77" }])
    const player = await server.database.query("select referral_code from players where id = $1", [userId])
    expect(player[0]?.["referral_code"]).toBe("PARTNER_7")

    // A code the player typed is theirs; the watcher without pb ("0") and a mark that is not one are not attributed.
    const typed = await send(
      server.url,
      "POST",
      "/auth-api/registration/fast",
      { country_id: 1, currency_id: 1, ref_code: "MYCODE" },
      { cookie: "refererid=PARTNER_7; pb=0; subid=%3Cscript%3E" }
    )
    const typedId = typed.body["userId"] as number
    expect((await server.database.query("select referral_code from players where id = $1", [typedId]))[0]?.["referral_code"]).toBe("MYCODE")
    expect(await server.database.query("select refererid, subid, postback from player_referrals where user_id = $1", [typedId])).toEqual([
      { refererid: "PARTNER_7", subid: null, postback: null }
    ])

    // No marks: no attribution row, no code.
    const plain = await send(server.url, "POST", "/auth-api/registration/fast", { country_id: 1, currency_id: 1 })
    const plainId = plain.body["userId"] as number
    expect(await server.database.query("select 1 from player_referrals where user_id = $1", [plainId])).toEqual([])
    expect((await server.database.query("select referral_code from players where id = $1", [plainId]))[0]?.["referral_code"]).toBe("")
  })
})
