import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { buildRenderer } from "../../scripts/buildClient.mjs"
import { signedInCookie } from "./support/accounts"
import { oneDatabase } from "./support/databases"
import { cookieHeader } from "./support/http"
import { useTestServer } from "./support/testServer"

/**
 * The first paint from the server (ARCHITECTURE 10): a guest's page is rendered with its data; a signed-in player's
 * page is personal and is never rendered (nor cached), so no player's data can reach another visitor's HTML.
 * The client's renderer is built here (esbuild, a few seconds) beside an index.html shaped as Vite builds it.
 */
const work = mkdtempSync(join(tmpdir(), "oddsfold-first-paint-"))
const clientDir = join(work, "client")
mkdirSync(join(clientDir, "assets"), { recursive: true })
writeFileSync(
  join(clientDir, "index.html"),
  '<!doctype html>\n<html lang="en" data-theme="light"><head><title>Oddsfold</title></head><body><div id="root"><div class="boot-preloader" aria-hidden="true"><i></i></div></div></body></html>'
)
beforeAll(() => buildRenderer("demo", work), 120_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

const PRICE = /<button type="button" class="outcome[^"]*"[^>]*data-outcome="g[0-9]+:1x2:0:[0-9]"/
const ENTRIES = '<script type="application/json" id="first-paint-log"'

describe.each(oneDatabase)("the server's first paint on $label", (db) => {
  const server = useTestServer(db, { clientDir })
  let player: { readonly userId: number; readonly cookie: string }

  beforeAll(async () => {
    // The line's world is made by its first read; the render needs it made.
    expect((await fetch(`${server.url}/bff-api/sports/menu?section=live`)).status).toBe(200)
    // The renderer's first pages, while its module compiles and warms up, may be left to the browser.
    const warmUntil = Date.now() + 60_000
    while (!(await (await fetch(`${server.url}/en/`)).text()).includes(ENTRIES)) {
      if (Date.now() > warmUntil) throw new Error("the server rendered no page within a minute")
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    player = { userId: 731_000_001, cookie: await signedInCookie(server.url, server.database, 731_000_001) }
  }, 90_000)

  it("renders a guest's home page with its prices and the log's entries, as a page no shared cache keeps", async () => {
    const answer = await fetch(`${server.url}/en/`)
    expect(answer.status).toBe(200)
    expect(answer.headers.get("cache-control")).toBe("private, no-cache")
    const html = await answer.text()
    expect(html).toContain('<html lang="en"')
    expect(html).toContain("<title>Sports betting and casino — Oddsfold</title>")
    expect(html).toMatch(PRICE)
    expect(html).toContain(ENTRIES)
    expect(html).toContain('"source":"server"')
    // The one-tap prompt a guest is offered comes with the page, from the entries it is rendered from.
    expect(html).toContain('data-testid="one-tap"')
    expect(html).toContain('"_tag":"OneTapAvailable"')
    // The page's own policy: no inline script is allowed, and the render needs none.
    expect(answer.headers.get("content-security-policy")).toContain("script-src 'self'")
    expect(html.match(/<script(?![^>]*(type="module"|type="application\/json"))[^>]*>/g) ?? []).toEqual([])
  })

  it("renders the cookie bar and the age gate a new visitor is shown, and names their code for the browser to load first", async () => {
    const html = await (await fetch(`${server.url}/en/`)).text()
    expect(html).toContain('class="consent"')
    expect(html).toContain('data-testid="age-gate"')
    expect(html).toContain('data-parts="oneTap ageGate"')
  })

  it("renders neither the cookie bar nor the age gate for a visitor whose cookies say they answered both", async () => {
    const html = await (await fetch(`${server.url}/en/`, { headers: { cookie: "cookies_agree_type=all; age_confirmed=18" } })).text()
    expect(html).toMatch(PRICE)
    expect(html).not.toContain('class="consent"')
    expect(html).not.toContain('data-testid="age-gate"')
    expect(html).toContain('data-parts="oneTap"')
  })

  it("leaves a signed-in player's page to the browser: nothing of the player is in the HTML", async () => {
    const answer = await fetch(`${server.url}/en/`, { headers: cookieHeader(player.cookie) })
    expect(answer.status).toBe(200)
    const html = await answer.text()
    expect(html).not.toContain(ENTRIES)
    expect(html).not.toContain(String(player.userId))
    expect(html).toContain('<div class="boot-preloader"')
  })

  it("renders a guest's page after a player's, with nothing of the player in it", async () => {
    await fetch(`${server.url}/en/`, { headers: cookieHeader(player.cookie) })
    const html = await (await fetch(`${server.url}/en/`)).text()
    expect(html).toContain(ENTRIES)
    expect(html).toContain('"userId":null')
    expect(html).not.toContain(String(player.userId))
  })

  it("writes what a request says into the entries so that it cannot end their element or open a script", async () => {
    // The browser's languages reach the entries as the request names them (navigator.languages would be clean).
    const answer = await fetch(`${server.url}/en/`, { headers: { "accept-language": "</script><script>alert(1)</script>" } })
    const html = await answer.text()
    expect(html).toContain(ENTRIES)
    expect(html).not.toContain("<script>alert(1)")
    expect(html).toContain("\\u003c/script>\\u003cscript>alert(1)\\u003c/script>")
  })

  it("leaves a page without its language segment to the browser's redirect", async () => {
    const html = await (await fetch(`${server.url}/live`)).text()
    expect(html).not.toContain(ENTRIES)
  })
})
