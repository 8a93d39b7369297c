import { Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { daysUpTo, funnelTable } from "../../server/operator/funnel"
import { oneDatabase } from "./support/databases"
import { makeManualClock } from "./support/manualClock"
import { callbackFromSandbox, SandboxBrowser } from "./support/sandboxBrowser"
import { useTestServer } from "./support/testServer"

/**
 * Issue 7: the sign-in spine's anonymous analytics reach a real table through POST /web-api/analytics/events, and
 * the operator reads the funnel per day. Nothing that could carry a secret (an unknown field, a promo code that is a
 * bare number, an address where a country code goes) gets in: such a batch is refused whole with a 4xx.
 */

const OPERATOR_TOKEN = "operator-token-for-the-analytics-tests-0123456789"
// 2031-05-04 10:00 UTC: the funnel's days are the server's (UTC).
const START = Date.UTC(2031, 4, 4, 10, 0, 0)
const AT = Date.UTC(2031, 4, 4, 9, 59, 0)

const post = async (url: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${url}/web-api/analytics/events`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body)
  })
  const text = await response.text()
  return { status: response.status, body: text === "" ? {} : (JSON.parse(text) as Record<string, unknown>) }
}

const registrationTry = {
  name: "registration_try",
  at: AT,
  regType: "full",
  currencyId: 1,
  countryId: 1,
  countryCode: "RU",
  promocode: "SPRING-24",
  tries: 2
}

describe.each(oneDatabase)("the sign-in analytics on $label", (db) => {
  const clock = makeManualClock(START)
  const server = useTestServer(db, { clock: clock.clock, operatorToken: Redacted.make(OPERATOR_TOKEN), trustedProxies: ["127.0.0.1"] })
  const funnel = async (days?: number) => {
    const response = await fetch(`${server.url}/web-api/operator/analytics/funnel${days === undefined ? "" : `?days=${days}`}`, {
      headers: { "x-operator-token": OPERATOR_TOKEN }
    })
    return { status: response.status, body: (await response.json()) as ReadonlyArray<{ day: string; counts: Record<string, number> }> }
  }
  const stored = async () =>
    server.database.query("select name, step, source, properties, received_at, occurred_at from analytics_events order by id")

  it("stores a batch of events with their fields, by the server's clock, and nothing of who sent them", async () => {
    const answer = await post(server.url, {
      events: [
        { name: "registration_open", at: AT, view: "modal", tries: 2 },
        registrationTry,
        { name: "registration_success", at: AT, regType: "full", currencyId: 1, countryId: 1, countryCode: "RU", promocode: "SPRING-24", tries: 2, seconds: 41 },
        { name: "recovery_step", at: AT, step: "error", kind: "wrong_code" }
      ]
    })
    expect(answer).toEqual({ status: 200, body: { stored: 4 } })
    const rows = await stored()
    expect(rows.map((row) => [row["name"], row["step"], row["source"]])).toEqual([
      ["registration_open", null, "client"],
      ["registration_try", null, "client"],
      ["registration_success", null, "client"],
      ["recovery_step", "error", "client"]
    ])
    expect(rows[1]?.["properties"]).toEqual({ regType: "full", currencyId: 1, countryId: 1, countryCode: "RU", promocode: "SPRING-24", tries: 2 })
    expect(new Date(rows[0]?.["received_at"] as string).toISOString()).toBe("2031-05-04T10:00:00.000Z")
    expect(new Date(rows[0]?.["occurred_at"] as string).toISOString()).toBe("2031-05-04T09:59:00.000Z")
    // No column or property names the sender: no address, no session, no player.
    const columns = await server.database.query("select column_name from information_schema.columns where table_name = 'analytics_events' and table_schema = current_schema() order by column_name")
    expect(columns.map((c) => c["column_name"])).toEqual(["id", "name", "occurred_at", "properties", "received_at", "source", "step"])
  })

  it("refuses whole any batch that could carry a secret or is malformed, with a 4xx, and stores none of it", async () => {
    const before = (await stored()).length
    const refused = [
      // A field the event does not have, at the top or in an event.
      { events: [registrationTry], password: "Secret123" },
      { events: [{ ...registrationTry, password: "Secret123" }] },
      { events: [{ ...registrationTry, email: "player@example.com" }] },
      { events: [{ name: "login_try", at: AT, type: "email_or_id", tries: 1, login: "player@example.com" }] },
      // A promo code that is a bare number (an SMS code, a phone), or has an address or spaces in it.
      { events: [{ ...registrationTry, promocode: "123456" }] },
      { events: [{ ...registrationTry, promocode: "+79991234567" }] },
      { events: [{ ...registrationTry, promocode: "player@example.com" }] },
      { events: [{ ...registrationTry, promocode: "my password" }] },
      { events: [{ ...registrationTry, countryCode: "player@example.com" }] },
      // Not an event of the list, a kind the field does not have, a wrong type, nothing, too many.
      { events: [{ name: "password_typed", at: AT }] },
      { events: [{ name: "login_error", at: AT, type: "email_or_id", tries: 1, code: 10, field: "Secret123" }] },
      { events: [{ name: "login_open", at: "yesterday", view: "modal" }] },
      { events: [] },
      { events: Array.from({ length: 51 }, () => ({ name: "login_open", at: AT, view: "modal" })) },
      "not json at all"
    ]
    for (const body of refused) {
      const answer = await post(server.url, body)
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBe(400)
    }
    // A form post (no JSON) is refused before it is read.
    const form = await fetch(`${server.url}/web-api/analytics/events`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "events=password"
    })
    expect(form.status).toBeGreaterThanOrEqual(400)
    expect(form.status).toBeLessThan(500)
    expect((await stored()).length).toBe(before)
  })

  it("limits how often one address sends (429 with Retry-After), not others", async () => {
    const from = { "x-forwarded-for": "198.51.100.23" }
    const one = { events: [{ name: "login_open", at: AT, view: "dropdown" }] }
    for (let i = 0; i < 120; i++) expect((await post(server.url, one, from)).status).toBe(200)
    const limited = await fetch(`${server.url}/web-api/analytics/events`, {
      method: "POST",
      headers: { "content-type": "application/json", ...from },
      body: JSON.stringify(one)
    })
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0)
    expect((await post(server.url, one, { "x-forwarded-for": "198.51.100.24" })).status).toBe(200)
  })

  it("counts the funnel per day for the operator, newest day first, recovery steps apart", async () => {
    clock.advance("1 day")
    const today = Date.UTC(2031, 4, 5, 10, 0, 0)
    expect(
      (
        await post(server.url, {
          events: [
            { name: "registration_open", at: today, view: "page", tries: 1 },
            { name: "registration_open", at: today, view: "modal", tries: 2 },
            { name: "registration_leave", at: today, tries: 2, openedAt: today, regType: null },
            { name: "login_open", at: today, view: "dropdown" },
            { name: "login_try", at: today, type: "email_or_id", tries: 1 },
            { name: "login_success", at: today, type: "email_or_id", tries: 1, seconds: 12, hasRegister: false },
            { name: "recovery_step", at: today, step: "popup", kind: null },
            { name: "recovery_step", at: today, step: "success", kind: null }
          ]
        })
      ).status
    ).toBe(200)
    const answer = await funnel(2)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual([
      {
        day: "2031-05-05",
        counts: { login_open: 1, login_success: 1, login_try: 1, recovery_popup: 1, recovery_success: 1, registration_leave: 1, registration_open: 2 }
      },
      {
        day: "2031-05-04",
        // The first test's four events, and the rate limit test's 121 sign-in popups.
        counts: { login_open: 121, recovery_error: 1, registration_open: 1, registration_success: 1, registration_try: 1 }
      }
    ])
    // One day is today only.
    expect((await funnel(1)).body.map((day) => day.day)).toEqual(["2031-05-05"])
  })

  it("records a social registration's success itself (the browser left for the provider), once, and nothing for a social sign-in", async () => {
    const before = (await stored()).length
    const browser = new SandboxBrowser()
    const start = "/social-api/oauth/sandbox/start?lng=en&currency=2&country=2&refCode=SPRING"
    expect((await browser.request(await callbackFromSandbox(browser, server.url, "analytics-new-player", start))).status).toBe(302)
    const rows = await stored()
    expect(rows.slice(before).map((row) => [row["name"], row["source"], row["properties"]])).toEqual([
      [
        "registration_success",
        "server",
        { regType: "social", currencyId: 2, countryId: 2, countryCode: expect.stringMatching(/^[A-Z]{2}$/), promocode: "SPRING", tries: 0, seconds: null }
      ]
    ])
    // The same identity again is a sign-in: no registration.
    const again = new SandboxBrowser()
    expect((await again.request(await callbackFromSandbox(again, server.url, "analytics-new-player"))).status).toBe(302)
    expect((await stored()).length).toBe(before + 1)
  })

  it("shows the funnel to the operator only", async () => {
    const response = await fetch(`${server.url}/web-api/operator/analytics/funnel`)
    expect(response.status).toBe(401)
    const wrong = await fetch(`${server.url}/web-api/operator/analytics/funnel`, { headers: { "x-operator-token": "not-the-token-0123456789abcdefghij" } })
    expect(wrong.status).toBe(401)
    const tooFar = await fetch(`${server.url}/web-api/operator/analytics/funnel?days=401`, { headers: { "x-operator-token": OPERATOR_TOKEN } })
    expect(tooFar.status).toBe(400)
  })
})

describe("the operator's funnel table", () => {
  it("prints one line per day, newest first, a quiet day as zeros", () => {
    const days = daysUpTo(Date.UTC(2031, 4, 5, 23, 59, 0), 3)
    expect(days).toEqual(["2031-05-05", "2031-05-04", "2031-05-03"])
    const table = funnelTable(
      [
        { day: "2031-05-05", counts: { registration_open: 12, registration_try: 5, registration_success: 4, registration_leave: 7, login_open: 30, recovery_popup: 2 } },
        { day: "2031-05-03", counts: { login_success: 1 } }
      ],
      days
    )
    expect(table.split("\n")).toEqual([
      "day         reg.open  reg.try  reg.done  reg.error  reg.left  login.open  login.try  login.done  login.error  recovery.open  recovery.done",
      "2031-05-05        12        5         4          0         7          30          0           0            0              2              0",
      "2031-05-04         0        0         0          0         0           0          0           0            0              0              0",
      "2031-05-03         0        0         0          0         0           0          0           1            0              0              0"
    ])
  })
})
