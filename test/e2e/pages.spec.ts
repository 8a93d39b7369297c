import { expect, test } from "./fixtures"
import { homeHeading, notFoundHeadingEn } from "./support"

test("an unknown path shows the 404 page with a way home", async ({ page }) => {
  await page.goto("/en/no/such/page")
  await expect(notFoundHeadingEn(page)).toBeVisible()
  await expect(page).toHaveTitle(/Page not found/)
  await page.getByRole("link", { name: "Go to the home page" }).click()
  await expect(page).toHaveURL(/\/en\/$/)
  await expect(homeHeading(page)).toBeVisible()
})

test("a missing asset is a real 404, not the app's page; an unknown page is a 404 with the app's page", async ({ request }) => {
  const missing = await request.get("/assets/nope.js")
  expect(missing.status()).toBe(404)
  expect(await missing.text()).not.toContain('<div id="root">')

  const unknown = await request.get("/en/anything")
  expect(unknown.status()).toBe(404)
  expect(await unknown.text()).toContain('<div id="root">')
  const route = await request.get("/en/line")
  expect(route.status()).toBe(200)
  expect(await route.text()).toContain('<div id="root">')
})

test("the home page states the site's facts from the config", async ({ page }) => {
  await page.goto("/en/")
  const facts = page.getByRole("region", { name: "The site today" })
  await expect(facts.getByRole("listitem")).toHaveText(["English", "Русский"])
  await expect(facts).toContainText("Open: one click, by phone, by e-mail, and social networks")
  await expect(page.getByRole("heading", { name: "For adults only" })).toBeVisible()
  await expect(page.getByRole("contentinfo")).toContainText("Version 0.1.0")
})

// The block and maintenance screens with a real rule and a real window: siteAccess.spec.ts.
test("a block page with no block reason, and the maintenance page with no maintenance, send the visitor on (SPEC.md 4)", async ({ page }) => {
  await page.goto("/en/block-ua")
  await expect(page).toHaveURL(/\/en\/$/)
  await expect(homeHeading(page)).toBeVisible()
  // Site updates over: back to the page the visitor was on.
  await page.goto(`/en/site-updates?from=${encodeURIComponent("/en/line")}`)
  await expect(page).toHaveURL(/\/en\/line$/)
  await page.goto("/ru/maintenance")
  await expect(page).toHaveURL(/\/ru\/$/)
})

test("a page chunk that cannot load: one reload, then the error page with status 500", async ({ page }) => {
  await page.route(/\/assets\/HomePage-[^/]+\.js$/, (route) => route.abort())
  const loads: Array<string> = []
  page.on("load", () => loads.push(page.url()))
  await page.goto("/en/")
  // Two page loads (the one reload, then the failure): give the second load its own time.
  await expect(page.getByRole("heading", { level: 1, name: "Something went wrong" })).toBeVisible({ timeout: 25_000 })
  await expect(page.getByText("Error 500")).toBeVisible()
  await expect(page.getByRole("button", { name: "Refresh the page" })).toBeVisible()
  await expect(page.getByRole("link", { name: "Go to the home page" })).toBeVisible()
  // The first failure reloaded the page once; the second, within the minute, did not.
  expect(loads).toHaveLength(2)
  const log = await page.evaluate(() => window.__oddsfold?.exportLog() ?? "")
  expect(log).toContain('"ChunkReloadSuppressed"')
})

test("the scroll-to-top button appears after one screen of scrolling and takes the reader back up", async ({ page }) => {
  await page.goto("/en/")
  await expect(homeHeading(page)).toBeVisible()
  // No page of the shell is two screens tall at 1366×900 (the debugger now fits its list into one), so the
  // content is made taller here; what is tested is the button, not the page.
  await page.evaluate(() => {
    const filler = document.createElement("div")
    filler.style.height = "3000px"
    document.querySelector("main")?.append(filler)
  })
  const button = page.getByRole("button", { name: "Back to top" })
  await expect(button).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, window.innerHeight / 2))
  await expect(button).toHaveCount(0)
  await page.evaluate(() => window.scrollTo(0, window.innerHeight + 10))
  await expect(button).toBeVisible()
  await button.click()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await expect(button).toHaveCount(0)
})

test("snowfall shows on the home page only, and only when the config's feature is on", async ({ page }) => {
  // The page boots in the browser: this flow answers the browser's own start-up calls by hand.
  await page.setExtraHTTPHeaders({ "x-first-paint": "off" })
  await page.goto("/en/")
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  await expect(page.locator(".snowfall")).toHaveCount(0)

  // The same site with the feature switched on.
  await page.route(/\/bff-api\/config\/all\.json/, async (route) => {
    const answer = await route.fetch()
    const config = (await answer.json()) as { features: Record<string, boolean> }
    await route.fulfill({ response: answer, json: { ...config, features: { ...config.features, snowfall: true } } })
  })
  await page.reload()
  await expect(page.locator(".snowfall")).toHaveCount(1)
  await expect(page.locator(".snowfall")).toHaveAttribute("aria-hidden", "true")
  await page.getByRole("contentinfo").getByRole("link", { name: "Debugger" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Debugger" })).toBeVisible()
  await expect(page.locator(".snowfall")).toHaveCount(0)
})
