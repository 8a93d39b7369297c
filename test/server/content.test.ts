import { describe, expect, it } from "vitest"
import { OPERATOR_TOKEN_HEADER } from "../../src/domain/api/operator"
import { oneDatabase } from "./support/databases"
import { makeManualClock } from "./support/manualClock"
import { TEST_OPERATOR_TOKEN, useTestServer } from "./support/testServer"

/**
 * The content area on the server: remote views in JSON render mode from published Markdown, sanitized (no script, no
 * event handler, no javascript: link ever reaches the body), the default texts in English and Russian, 404 for what
 * does not exist, the operator's publishing behind the operator token, the news newest first, robots.txt and the
 * sitemap.
 */

const VIEW_HEADERS = { "x-render-mode": "json", "x-api-version": "v2" }
const OPERATOR = { [OPERATOR_TOKEN_HEADER]: TEST_OPERATOR_TOKEN }

interface Answer {
  readonly status: number
  readonly body: any
  readonly text: string
}

const call = async (url: string, method: string, path: string, headers: Record<string, string> = {}, body?: unknown): Promise<Answer> => {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body)
  })
  const text = await response.text()
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  return { status: response.status, body: parsed, text }
}

const view = (url: string, path: string, headers: Record<string, string> = VIEW_HEADERS) =>
  call(url, "GET", `/web-api/content/view?path=${encodeURIComponent(path)}`, headers)

describe.each(oneDatabase)("content on $label", (db) => {
  const clock = makeManualClock(Date.UTC(2026, 2, 1, 12))
  const server = useTestServer(db, { clock: clock.clock })

  it("serves the default information pages as remote views, in English and Russian", async () => {
    const en = await view(server.url, "/en/responsiblegaming")
    expect(en.status).toBe(200)
    expect(en.body).toMatchObject({ appName: "content", title: "Responsible gaming", cssToLoad: [], scriptsToLoad: [] })
    expect(en.body.body).toContain("<h1>Responsible gaming</h1>")
    expect(en.body.codeToEval).toBeUndefined()
    const ru = await view(server.url, "/ru/about")
    expect(ru.body.title).toBe("О компании Oddsfold")
    // A relative link of the Markdown is a link to the page in the same language.
    expect(ru.body.body).toContain('href="/ru/contacts"')
    for (const slug of ["contacts", "privacy", "cookies", "amlpolicy", "kycpolicy", "disputeresolution", "betting-awards", "cash_terminals"]) {
      expect((await view(server.url, `/en/${slug}`)).status, slug).toBe(200)
    }
  })

  it("answers 404 for a page, article or language the site does not have, and 400 without the JSON render mode", async () => {
    expect((await view(server.url, "/en/no-such-page")).status).toBe(404)
    expect((await view(server.url, "/en/news/no-such-article")).status).toBe(404)
    expect((await view(server.url, "/de/about")).status).toBe(404)
    expect((await view(server.url, "/en/about", {})).status).toBe(400)
    expect((await view(server.url, "/en/about", { ...VIEW_HEADERS, "x-api-version": "v1" })).status).toBe(400)
  })

  it("shows a rules chapter, and the rules' index for an unknown section while route 47 is available", async () => {
    const chapter = await view(server.url, "/en/rules/sports/tennis")
    expect(chapter.body.title).toBe("Rules: tennis")
    // The demo config has route 47 available (SPEC.md 2.6): no 404, the index instead.
    const unknown = await view(server.url, "/en/rules/sports/curling")
    expect(unknown.status).toBe(200)
    expect(unknown.body.title).toBe("Betting rules: general")
  })

  it("publishes a page only with the operator token, sanitized: no script, no event handler, no javascript link", async () => {
    const page = {
      slug: "about",
      lng: "en",
      title: "About us",
      description: "Who we are.",
      markdown: '# About us\n\n<script>alert("x")</script>\n\n<img src="https://example.org/a.png" onerror="alert(1)">\n\n[click](javascript:alert(2)) and **bold** <a href="#" onclick="alert(3)">x</a>'
    }
    expect((await call(server.url, "POST", "/web-api/operator/content/pages", {}, page)).status).toBe(401)
    expect((await call(server.url, "POST", "/web-api/operator/content/pages", { [OPERATOR_TOKEN_HEADER]: "wrong" }, page)).status).toBe(401)
    expect((await view(server.url, "/en/about")).body.title).toBe("About Oddsfold")

    const published = await call(server.url, "POST", "/web-api/operator/content/pages", OPERATOR, page)
    expect(published.status).toBe(200)
    expect(published.body.path).toBe("/en/about")
    const shown = await view(server.url, "/en/about")
    expect(shown.body.title).toBe("About us")
    expect(shown.body.body).toContain("<strong>bold</strong>")
    expect(shown.body.body).toContain('<img src="https://example.org/a.png" />')
    expect(shown.body.body).not.toMatch(/<script|onerror|onclick|javascript:/i)
    // The other language's page is its own.
    expect((await view(server.url, "/ru/about")).body.title).toBe("О компании Oddsfold")
  })

  it("refuses to publish a page the site has no address for, naming the field", async () => {
    const refused = await call(server.url, "POST", "/web-api/operator/content/pages", OPERATOR, { slug: "casino", lng: "en", title: "x", description: "", markdown: "x" })
    expect(refused.status).toBe(400)
    expect(refused.body).toMatchObject({ _tag: "ContentRefused", field: "slug" })
    const control = await call(server.url, "POST", "/web-api/operator/content/pages", OPERATOR, { slug: "about", lng: "en", title: "a\u0000b", description: "", markdown: "x" })
    expect(control.status).toBe(400)
  })

  it("lists the news newest first, and shows a published article on the news page", async () => {
    const publish = (slug: string, title: string) =>
      call(server.url, "POST", "/web-api/operator/content/articles", OPERATOR, { slug, kind: "news", lng: "en", title, summary: `${title} in brief`, markdown: `${title} <script>x()</script>` })
    clock.advance("1 hour")
    expect((await publish("first-story", "First story")).status).toBe(200)
    clock.advance("1 hour")
    expect((await publish("second-story", "Second story")).status).toBe(200)
    clock.advance("1 hour")
    expect((await publish("third-story", "Third story")).status).toBe(200)
    const list = await call(server.url, "GET", "/web-api/content/articles?lng=en&kind=news")
    expect(list.body.articles.map((a: { slug: string }) => a.slug)).toEqual(["third-story", "second-story", "first-story", "welcome"])
    expect(list.body.articles[0].publishedAt).toBe(clock.nowMillis())
    // Russian news is its own list; the blog too.
    expect((await call(server.url, "GET", "/web-api/content/articles?lng=ru&kind=news")).body.articles.map((a: { slug: string }) => a.slug)).toEqual(["welcome"])

    const page = await view(server.url, "/en/news")
    expect(page.body.body.indexOf("Third story")).toBeLessThan(page.body.body.indexOf("First story"))
    const article = await view(server.url, "/en/news/second-story")
    expect(article.body.title).toBe("Second story")
    expect(article.body.body).not.toContain("<script")
  })

  it("serves robots.txt and a sitemap of the pages in both languages", async () => {
    const robots = await call(server.url, "GET", "/robots.txt")
    expect(robots.status).toBe(200)
    expect(robots.text).toContain(`Sitemap: ${server.url}/sitemap.xml`)
    const sitemap = await call(server.url, "GET", "/sitemap.xml")
    expect(sitemap.status).toBe(200)
    expect(sitemap.text).toContain(`<loc>${server.url}/en/about</loc>`)
    expect(sitemap.text).toContain(`<loc>${server.url}/ru/rules/sports/football</loc>`)
    expect(sitemap.text).toContain(`<loc>${server.url}/en/news/welcome</loc>`)
  })
})
