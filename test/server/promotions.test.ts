import { describe, expect, it } from "vitest"
import { OPERATOR_TOKEN_HEADER } from "../../src/domain/api/operator"
import { oneDatabase } from "./support/databases"
import { makeManualClock } from "./support/manualClock"
import { stubClientDir } from "./support/stubClient"
import { TEST_OPERATOR_TOKEN, type TestServer, useTestServer } from "./support/testServer"

/**
 * Promotions on the server: the demo promotions of every category in English and Russian, the operator's publishing,
 * editing and ending behind the operator token, bodies sanitized like content pages, an ended promotion a real 404,
 * the legacy landings' 301s, the slot_first_deposit 301 only while its setting is on, the route pairs' redirects by
 * the promo-bonus-to-offer setting, and typed 4xx for ids that cannot be one.
 */

const clientDir = stubClientDir("promotions")

const OPERATOR = { [OPERATOR_TOKEN_HEADER]: TEST_OPERATOR_TOKEN }

const call = async (url: string, method: string, path: string, headers: Record<string, string> = {}, body?: unknown) => {
  const response = await fetch(`${url}${path}`, {
    method,
    redirect: "manual",
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await response.text()
  let parsed: any
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  return { status: response.status, body: parsed, text, location: response.headers.get("location") }
}

/** The operator switches a site setting in the stored config; the server reads it within a second or two. */
const setFeature = async (server: TestServer, name: string, on: boolean) => {
  await server.database.query(`update site_config set config = jsonb_set(config, '{features,${name}}', '${on}'::jsonb)`)
  for (let i = 0; i < 60; i++) {
    const config = (await (await fetch(`${server.url}/bff-api/config/all.json?lang=en`)).json()) as { features: Record<string, boolean> }
    if ((config.features[name] === true) === on) return
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`the server did not pick up ${name}=${on}`)
}

const promotion = (id: string, title: string, markdown: string, extra: Record<string, unknown> = {}) => ({
  id,
  category: "casino",
  order: 5,
  colour: "#123456",
  link: "/casino",
  startsAt: Date.UTC(2026, 0, 1),
  texts: { en: { title, summary: `${title} in brief`, markdown }, ru: { title: `${title} (ru)`, summary: "кратко", markdown } },
  ...extra
})

describe.each(oneDatabase)("promotions on $label", (db) => {
  const clock = makeManualClock(Date.UTC(2026, 2, 1, 12))
  const server = useTestServer(db, { clock: clock.clock, clientDir })

  it("shows the demo promotions, one of each category, in English and Russian, each with its sanitized body", async () => {
    const en = await call(server.url, "GET", "/web-api/promotions?lng=en")
    expect(en.status).toBe(200)
    const categories = en.body.promotions.map((p: { category: string }) => p.category)
    expect([...categories].sort()).toEqual(["bookmaker", "cashback", "casino", "first-deposit", "poker", "redeposit", "shares"])
    const ru = await call(server.url, "GET", "/web-api/promotions?lng=ru")
    expect(ru.body.promotions.find((p: { id: string }) => p.id === "slot_first_deposit").title).toBe("Бонус на первый депозит")
    const one = await call(server.url, "GET", "/web-api/promotions/slot_first_deposit?lng=en")
    expect(one.status).toBe(200)
    expect(one.body).toMatchObject({ id: "slot_first_deposit", category: "first-deposit", link: "/bonuses/deposit" })
    // The Markdown's relative links lead to the site's pages in the same language.
    expect(one.body.body).toContain('href="/en/bonuses/deposit"')
    const page = await call(server.url, "GET", "/en/promotions/express-boost")
    expect(page.status).toBe(200)
    expect(page.text).toContain("<title>Express boost — Oddsfold</title>")
  })

  it("publishes, edits and ends a promotion only with the operator token; its body never carries a script", async () => {
    const body = promotion("spring-spins", "Spring spins", '# Spins\n\n<script>alert("x")</script>\n\n[go](javascript:alert(1)) <img src="https://example.org/a.png" onerror="alert(2)"> **now**')
    expect((await call(server.url, "POST", "/web-api/operator/promotions", {}, body)).status).toBe(401)
    expect((await call(server.url, "POST", "/web-api/operator/promotions", { [OPERATOR_TOKEN_HEADER]: "wrong" }, body)).status).toBe(401)
    expect((await call(server.url, "GET", "/web-api/promotions/spring-spins?lng=en")).status).toBe(404)

    const published = await call(server.url, "POST", "/web-api/operator/promotions", OPERATOR, body)
    expect(published.status).toBe(200)
    expect(published.body).toMatchObject({ id: "spring-spins", published: true, endedAt: null })
    const shown = await call(server.url, "GET", "/web-api/promotions/spring-spins?lng=en")
    expect(shown.body.body).toContain("<strong>now</strong>")
    expect(shown.body.body).not.toMatch(/<script|onerror|javascript:/i)
    expect((await call(server.url, "GET", "/en/promotions/spring-spins")).text).not.toContain("<script>alert")

    const edited = await call(server.url, "POST", "/web-api/operator/promotions", OPERATOR, promotion("spring-spins", "Spring spins, more", "More."))
    expect(edited.status).toBe(200)
    expect((await call(server.url, "GET", "/web-api/promotions/spring-spins?lng=en")).body.title).toBe("Spring spins, more")

    expect((await call(server.url, "POST", "/web-api/operator/promotions/spring-spins/end", {})).status).toBe(401)
    const ended = await call(server.url, "POST", "/web-api/operator/promotions/spring-spins/end", OPERATOR)
    expect(ended.status).toBe(200)
    expect(ended.body.endedAt).toBe(clock.nowMillis())
    expect((await call(server.url, "GET", "/web-api/promotions/spring-spins?lng=en")).status).toBe(404)
    expect((await call(server.url, "GET", "/en/promotions/spring-spins")).status).toBe(404)
    expect((await call(server.url, "GET", "/web-api/promotions?lng=en")).body.promotions.map((p: { id: string }) => p.id)).not.toContain("spring-spins")
    expect((await call(server.url, "POST", "/web-api/operator/promotions/no-such/end", OPERATOR)).status).toBe(404)
  })

  it("hides a promotion past its end, and refuses one that ends before it starts", async () => {
    const short = promotion("short-one", "Short", "x", { startsAt: clock.nowMillis() - 1000, endsAt: clock.nowMillis() + 60_000 })
    expect((await call(server.url, "POST", "/web-api/operator/promotions", OPERATOR, short)).status).toBe(200)
    expect((await call(server.url, "GET", "/web-api/promotions/short-one?lng=en")).status).toBe(200)
    clock.advance("2 minutes")
    expect((await call(server.url, "GET", "/web-api/promotions/short-one?lng=en")).status).toBe(404)
    const backwards = await call(server.url, "POST", "/web-api/operator/promotions", OPERATOR, promotion("backwards", "B", "x", { endsAt: Date.UTC(2025, 0, 1) }))
    expect(backwards.status).toBe(400)
    expect(backwards.body).toMatchObject({ _tag: "PromotionRefused", field: "endsAt" })
  })

  it("redirects the legacy landing paths with 301 to the promotion, keeping the query", async () => {
    for (const legacy of ["promo", "landing", "bonus-landing", "promo-landing"]) {
      const answer = await call(server.url, "GET", `/ru/${legacy}/express-boost?utm_source=mail`)
      expect(answer.status, legacy).toBe(301)
      expect(answer.location, legacy).toBe("/ru/promotions/express-boost?utm_source=mail")
    }
  })

  it("redirects bonus slot_first_deposit with 301 to the casino landing only while the first-deposit redirect is on", async () => {
    // The demo config has it on; off, the bonus is the promotion of that id like any other.
    await setFeature(server, "slotFirstDepositRedirect", false)
    const off = await call(server.url, "GET", "/en/bonus/slot_first_deposit")
    expect(off.status).toBe(200)
    await setFeature(server, "slotFirstDepositRedirect", true)
    const on = await call(server.url, "GET", "/en/bonus/slot_first_deposit?from=mail")
    expect(on.status).toBe(301)
    expect(on.location).toBe("/en/casino/slot-first-deposit?from=mail")
    expect((await call(server.url, "GET", "/en/casino/slot-first-deposit")).status).toBe(200)
    // Another bonus id is not touched.
    expect((await call(server.url, "GET", "/en/bonus/express-boost")).status).toBe(200)
  })

  it("sends each route pair's other name to the canonical one that promo-bonus-to-offer chooses, params and query kept", async () => {
    const pairs = [
      ["/en/bonuses", "/en/bonuses-offers"],
      ["/en/bonus-partner/express-boost", "/en/bonus-offer-partner/express-boost"],
      ["/en/bonus/express-boost", "/en/bonus-offer/express-boost"],
      ["/en/bonuses-games", "/en/bonuses-offers-games"]
    ] as const
    for (const [bonus, offer] of pairs) {
      expect((await call(server.url, "GET", `${bonus}?ref=7`)).status, bonus).toBe(200)
      const moved = await call(server.url, "GET", `${offer}?ref=7&category=casino`)
      expect(moved.status, offer).toBe(302)
      expect(moved.location, offer).toBe(`${bonus}?ref=7&category=casino`)
    }
    await setFeature(server, "promoBonusToOffer", true)
    try {
      for (const [bonus, offer] of pairs) {
        expect((await call(server.url, "GET", offer)).status, offer).toBe(200)
        const moved = await call(server.url, "GET", `${bonus}?ref=7`)
        expect(moved.status, bonus).toBe(302)
        expect(moved.location, bonus).toBe(`${offer}?ref=7`)
      }
    } finally {
      await setFeature(server, "promoBonusToOffer", false)
    }
  })

  it("answers a typed 4xx for an id that cannot be one, and 404 for an unknown one", async () => {
    expect((await call(server.url, "GET", "/web-api/promotions/%00?lng=en")).status).toBe(400)
    // Over the id's 64 characters: the contract refuses it; far over, no route of the router takes it (typed 404).
    expect((await call(server.url, "GET", `/web-api/promotions/${"a".repeat(65)}?lng=en`)).status).toBe(400)
    const huge = await call(server.url, "GET", `/web-api/promotions/${"a".repeat(5000)}?lng=en`)
    expect(huge.status).toBe(404)
    expect(huge.body._tag).toBe("NotFound")
    expect((await call(server.url, "GET", "/web-api/promotions/express-boost?lng=xx")).status).toBe(400)
    const unknown = await call(server.url, "GET", "/web-api/promotions/no-such-promotion?lng=en")
    expect(unknown.status).toBe(404)
    expect(unknown.body._tag).toBe("PromotionNotFound")
    expect((await call(server.url, "GET", "/en/promotions/%00")).status).toBe(400)
    expect((await call(server.url, "GET", `/en/promotions/${"a".repeat(5000)}`)).status).toBe(404)
    expect((await call(server.url, "GET", "/en/promotions/no-such-promotion")).status).toBe(404)
    const control = await call(server.url, "POST", "/web-api/operator/promotions", OPERATOR, promotion("ctl", "a\u0000b", "x"))
    expect(control.status).toBe(400)
  })
})
