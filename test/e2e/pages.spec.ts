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

test.describe("block screens", () => {
  const screens: ReadonlyArray<readonly [string, string]> = [
    ["block", "Access to the site is restricted"],
    ["block-ua", "The site is not available in Ukraine"],
    ["block-ie", "The site is not available in Ireland"],
    ["site-updates", "The site is being updated"],
    ["coming-soon", "Coming soon"],
    ["suspension", "Operations are suspended"]
  ]
  for (const [path, title] of screens) {
    test(`/en/${path} shows its own text without the site header`, async ({ page }) => {
      await page.goto(`/en/${path}`)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(title)
      await expect(page.getByRole("banner")).toHaveCount(0)
    })
  }
})

test.describe("maintenance", () => {
  test("English for visitors outside AZ, KZ, UA, RU — whatever the URL language", async ({ page }) => {
    await page.goto("/ru/maintenance")
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Maintenance underway!")
    await expect(page.getByRole("main")).toContainText("The site and the applications are unavailable")
  })

  test("the maintenance window from the redirect's query is shown", async ({ page }) => {
    await page.goto("/en/maintenance?from=2030-01-05T01:00:00Z&to=2030-01-05T03:00:00Z")
    await expect(page.getByRole("main")).toContainText(/from January 5, 2030.* to January 5, 2030/)
  })

  test.describe("from Kazakhstan", () => {
    test.use({ extraHTTPHeaders: { "x-geo-country": "KZ" } })

    test("Russian for AZ, KZ, UA, RU", async ({ page }) => {
      await page.goto("/en/maintenance")
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Идут технические работы!")
      await expect(page.getByRole("main")).toContainText("Сайт и приложения не работают")
    })
  })
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
