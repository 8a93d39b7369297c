import { describe, expect, it } from "vitest"
import { OPERATOR_TOKEN_HEADER } from "../../src/domain/api/operator"
import { oneDatabase } from "./support/databases"
import { makeManualClock } from "./support/manualClock"
import { stubClientDir } from "./support/stubClient"
import { TEST_OPERATOR_TOKEN, useTestServer } from "./support/testServer"

/**
 * Maintenance and blocking on the server: the operator announces, starts and ends a maintenance window (for everyone or
 * for a group of geo countries) and adds and removes block rules, only with the operator token; every visitor asks the
 * maintenance state and the blocks service without a session; bad input is a typed 4xx, never a 500.
 */

const clientDir = stubClientDir("site-access")

const OPERATOR = { [OPERATOR_TOKEN_HEADER]: TEST_OPERATOR_TOKEN }
/** The test's requests come from loopback, which the server is told to trust as the edge proxy. */
const FROM = (country: string) => ({ "x-geo-country": country })

const call = async (url: string, method: string, path: string, headers: Record<string, string> = {}, body?: unknown) => {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body)
  })
  const text = await response.text()
  let parsed: any
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  return { status: response.status, body: parsed, text }
}

const MINUTE = 60_000

describe.each(oneDatabase)("maintenance and blocks on $label", (db) => {
  const clock = makeManualClock(Date.UTC(2030, 0, 5, 0, 0))
  const server = useTestServer(db, { clock: clock.clock, clientDir, trustedProxies: ["127.0.0.1", "::1"] })

  const maintenance = async (headers: Record<string, string> = {}) => {
    const answer = await call(server.url, "GET", "/web-api/maintenance", headers)
    expect(answer.status).toBe(200)
    return answer.body
  }
  const block = async (payload: unknown, headers: Record<string, string> = {}) => {
    const answer = await call(server.url, "POST", "/blocks-api/api/v2/block", headers, payload)
    expect(answer.status).toBe(200)
    return answer.body
  }

  it("announces a window, shows it as announced, then active at its start, and over once the operator ends it", async () => {
    const now = clock.nowMillis()
    expect(await maintenance()).toEqual({ isActive: false, web_state: "none", notify_started_at: null, notify_ended_at: null, started_at: null, ended_at: null })

    const window = { notifyFrom: now + 10 * MINUTE, startAt: now + 60 * MINUTE, finishAt: now + 120 * MINUTE }
    expect((await call(server.url, "POST", "/web-api/operator/maintenance", {}, window)).status).toBe(401)
    expect((await call(server.url, "POST", "/web-api/operator/maintenance", { [OPERATOR_TOKEN_HEADER]: "wrong" }, window)).status).toBe(401)
    const announced = await call(server.url, "POST", "/web-api/operator/maintenance", OPERATOR, window)
    expect(announced.status).toBe(200)
    expect(announced.body).toMatchObject({ phase: "scheduled", countries: [], startedAt: null, endedAt: null })

    // Before its announcement nothing shows.
    expect((await maintenance()).web_state).toBe("none")
    clock.advance("10 minutes")
    expect(await maintenance()).toEqual({
      isActive: false,
      web_state: "announced",
      notify_started_at: now + 10 * MINUTE,
      notify_ended_at: now + 60 * MINUTE,
      started_at: now + 60 * MINUTE,
      ended_at: now + 120 * MINUTE
    })
    clock.advance("50 minutes")
    expect(await maintenance()).toMatchObject({ isActive: true, web_state: "active" })

    // The health of the server is not the site's: the operator's endpoints and the config still answer.
    expect((await call(server.url, "GET", "/bff-api/config/all.json?lang=en")).status).toBe(200)
    const status = await call(server.url, "GET", "/web-api/operator/maintenance", OPERATOR)
    expect(status.body[0]).toMatchObject({ id: announced.body.id, phase: "active" })

    expect((await call(server.url, "POST", "/web-api/operator/maintenance/end", {}, {})).status).toBe(401)
    const ended = await call(server.url, "POST", "/web-api/operator/maintenance/end", OPERATOR, {})
    expect(ended.status).toBe(200)
    expect(ended.body).toHaveLength(1)
    expect(ended.body[0]).toMatchObject({ id: announced.body.id, phase: "over", endedAt: clock.nowMillis() })
    expect(await maintenance()).toMatchObject({ isActive: false, web_state: "none" })
    // Ending again ends nothing.
    expect((await call(server.url, "POST", "/web-api/operator/maintenance/end", OPERATOR, {})).body).toEqual([])
  })

  it("starts an announced window early, for its country group only; a window is over at its end by itself", async () => {
    const now = clock.nowMillis()
    const announced = await call(server.url, "POST", "/web-api/operator/maintenance", OPERATOR, {
      notifyFrom: now,
      startAt: now + 30 * MINUTE,
      finishAt: now + 90 * MINUTE,
      countries: ["AZ", "KZ"]
    })
    expect(announced.status).toBe(200)
    expect(announced.body.countries).toEqual(["AZ", "KZ"])
    expect((await maintenance(FROM("az"))).web_state).toBe("announced")
    // Visitors of other countries, and those whose country is unknown, see nothing of it.
    expect((await maintenance(FROM("DE"))).web_state).toBe("none")
    expect((await maintenance()).web_state).toBe("none")

    const started = await call(server.url, "POST", "/web-api/operator/maintenance/start", OPERATOR, { id: announced.body.id })
    expect(started.status).toBe(200)
    expect(started.body).toMatchObject({ phase: "active", startedAt: now })
    expect(await maintenance(FROM("KZ"))).toMatchObject({ isActive: true, web_state: "active", started_at: now, ended_at: now + 90 * MINUTE })
    expect((await maintenance(FROM("DE"))).isActive).toBe(false)

    clock.advance("90 minutes")
    expect((await maintenance(FROM("KZ"))).web_state).toBe("none")
    // Nothing left to start.
    const none = await call(server.url, "POST", "/web-api/operator/maintenance/start", OPERATOR, {})
    expect(none.status).toBe(404)
    expect(none.body._tag).toBe("SiteAccessNotFound")
  })

  it("refuses a window that is backwards or over, and malformed input, with a typed 4xx", async () => {
    const now = clock.nowMillis()
    const backwards = await call(server.url, "POST", "/web-api/operator/maintenance", OPERATOR, { notifyFrom: now, startAt: now + MINUTE, finishAt: now })
    expect(backwards.status).toBe(400)
    expect(backwards.body).toMatchObject({ _tag: "SiteAccessRefused", field: "finishAt" })
    const lateNotice = await call(server.url, "POST", "/web-api/operator/maintenance", OPERATOR, { notifyFrom: now + 2 * MINUTE, startAt: now + MINUTE, finishAt: now + 3 * MINUTE })
    expect(lateNotice.body).toMatchObject({ _tag: "SiteAccessRefused", field: "notifyFrom" })
    const past = await call(server.url, "POST", "/web-api/operator/maintenance", OPERATOR, { notifyFrom: now - 3 * MINUTE, startAt: now - 2 * MINUTE, finishAt: now - MINUTE })
    expect(past.body).toMatchObject({ _tag: "SiteAccessRefused", field: "finishAt" })
    for (const bad of [
      { notifyFrom: "soon", startAt: now, finishAt: now + MINUTE },
      { notifyFrom: now, startAt: now, finishAt: now + MINUTE, countries: ["az"] },
      { notifyFrom: now, startAt: now, finishAt: now + MINUTE, countries: ["A\u0000"] }
    ]) {
      const answer = await call(server.url, "POST", "/web-api/operator/maintenance", OPERATOR, bad)
      expect(answer.status, JSON.stringify(bad)).toBe(400)
    }
    expect((await call(server.url, "POST", "/web-api/operator/maintenance/start", OPERATOR, { id: -1 })).status).toBe(400)
    expect((await call(server.url, "POST", "/web-api/operator/maintenance/start", OPERATOR, { id: 999_999 })).status).toBe(404)
    expect((await call(server.url, "POST", "/blocks-api/api/v2/block", {}, { auth: "yes", url: "/en/" })).status).toBe(400)
    expect((await call(server.url, "POST", "/blocks-api/api/v2/block", {}, { auth: false, url: "/en/\u0000" })).status).toBe(400)
    expect((await call(server.url, "POST", "/blocks-api/api/v2/block", {}, { auth: false, url: "x".repeat(3000) })).status).toBe(400)
    expect((await call(server.url, "POST", "/blocks-api/api/v2/block", {}, "{")).status).toBe(400)
    expect((await call(server.url, "POST", "/web-api/operator/blocks/abc/remove", OPERATOR)).status).toBe(400)
    expect((await call(server.url, "POST", "/web-api/operator/blocks/999999/remove", OPERATOR)).status).toBe(404)
    expect(server.logs.filter((line) => /\b500\b|defect/i.test(line))).toEqual([])
  })

  it("answers the first block rule that concerns the visitor: their country, their browser, the whole site, guests only", async () => {
    const page = { auth: false, url: "/en/casino" }
    expect(await block(page)).toEqual({ displayTypeId: 0, templateTypeId: 0, reason: null })

    const country = { scope: "country", country: "UA", reason: 13, templateTypeId: 1 }
    expect((await call(server.url, "POST", "/web-api/operator/blocks", {}, country)).status).toBe(401)
    const ua = await call(server.url, "POST", "/web-api/operator/blocks", OPERATOR, country)
    expect(ua.status).toBe(200)
    expect(ua.body).toMatchObject({ scope: "country", country: "UA", reason: 13, displayTypeId: 1, templateTypeId: 1, guestsOnly: false })
    expect(await block(page, FROM("ua"))).toEqual({ displayTypeId: 1, templateTypeId: 1, reason: 13 })
    expect(await block(page, FROM("PL"))).toEqual({ displayTypeId: 0, templateTypeId: 0, reason: null })
    expect(await block(page)).toEqual({ displayTypeId: 0, templateTypeId: 0, reason: null })

    const ie = await call(server.url, "POST", "/web-api/operator/blocks", OPERATOR, { scope: "browser", browser: "MSIE", reason: 17, guestsOnly: true })
    expect(ie.status).toBe(200)
    const oldBrowser = { "user-agent": "Mozilla/4.0 (compatible; msie 8.0; Windows NT 6.1)" }
    expect(await block(page, oldBrowser)).toEqual({ displayTypeId: 1, templateTypeId: 0, reason: 17 })
    // Guests only: a signed-in visitor of that browser is not blocked by it.
    expect(await block({ ...page, auth: true }, oldBrowser)).toEqual({ displayTypeId: 0, templateTypeId: 0, reason: null })
    // The first rule wins: a Ukrainian visitor with that browser gets the country's reason.
    expect(await block(page, { ...oldBrowser, ...FROM("UA") })).toEqual({ displayTypeId: 1, templateTypeId: 1, reason: 13 })

    // The whole site only for site updates, coming soon or a suspension.
    const general = await call(server.url, "POST", "/web-api/operator/blocks", OPERATOR, { scope: "site", reason: 1 })
    expect(general.status).toBe(400)
    expect(general.body).toMatchObject({ _tag: "SiteAccessRefused", field: "reason" })
    expect((await call(server.url, "POST", "/web-api/operator/blocks", OPERATOR, { scope: "country", reason: 13 })).body).toMatchObject({ field: "country" })
    expect((await call(server.url, "POST", "/web-api/operator/blocks", OPERATOR, { scope: "country", country: "UA", reason: 6 })).status).toBe(400)
    const updates = await call(server.url, "POST", "/web-api/operator/blocks", OPERATOR, { scope: "site", reason: 4 })
    expect(updates.status).toBe(200)
    expect(await block(page, FROM("PL"))).toEqual({ displayTypeId: 1, templateTypeId: 0, reason: 4 })

    const list = await call(server.url, "GET", "/web-api/operator/blocks", OPERATOR)
    expect(list.body.map((rule: { id: number }) => rule.id)).toEqual([ua.body.id, ie.body.id, updates.body.id])
    expect((await call(server.url, "GET", "/web-api/operator/blocks")).status).toBe(401)

    // Removed, a rule no longer blocks anyone (the process that removed it forgets it at once).
    for (const rule of [ua.body, ie.body, updates.body]) {
      expect((await call(server.url, "POST", `/web-api/operator/blocks/${rule.id}/remove`, {})).status).toBe(401)
      expect((await call(server.url, "POST", `/web-api/operator/blocks/${rule.id}/remove`, OPERATOR)).status).toBe(200)
    }
    expect(await block(page, { ...oldBrowser, ...FROM("UA") })).toEqual({ displayTypeId: 0, templateTypeId: 0, reason: null })
  })

  it("refuses the public block check from another site's page", async () => {
    // A foreign Origin on the public POST is refused like every other write from another site.
    const foreign = await call(server.url, "POST", "/blocks-api/api/v2/block", { origin: "https://evil.example" }, { auth: false, url: "/en/" })
    expect(foreign.status).toBe(403)
  })
})
