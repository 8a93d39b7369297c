import { expect, test } from "./fixtures"
import { operatorHeaders, SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * The content area end to end on the shared server: an information page is a remote view the back end writes, and a
 * view whose call keeps failing gives up after its retries with the refresh button, which loads it once the server
 * answers again; a news article the operator publishes is on the news page; and the first HTML of a sports page and
 * of an information page carries its own title, canonical address and language alternates.
 */

test("an information page is a remote view; when its call fails it offers a refresh that loads it", async ({ page }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto("/en/about")
  await waitForApp(page)
  await expect(page.getByRole("heading", { level: 1, name: "About Oddsfold" })).toBeVisible()
  await expect(page).toHaveTitle("About Oddsfold — Oddsfold")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/content-about.png` })
  await page.getByTestId("site-footer").scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/content-footer.png` })

  // The footer links the legal pages: one of them opens in place.
  await page.getByTestId("site-footer").getByRole("link", { name: "Privacy policy" }).click()
  await expect(page).toHaveURL(/\/en\/privacy$/)
  await expect(page.getByRole("heading", { level: 1, name: "Privacy policy" })).toBeVisible()

  // Every call of the view fails: retries after 1, 2 and 4 s, then the error and the refresh button (SPEC.md 8).
  let calls = 0
  await page.route("**/web-api/content/view?**", (route) => {
    calls++
    return route.abort("failed")
  })
  await page.getByTestId("site-footer").getByRole("link", { name: "Licences" }).click()
  const refresh = page.getByRole("button", { name: "Refresh" })
  await expect(refresh).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole("alert")).toContainText("This page could not be loaded.")
  expect(calls).toBe(4)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/content-refresh.png` })

  await page.unroute("**/web-api/content/view?**")
  await refresh.click()
  // The server may be slow to answer on a loaded machine; the view shows as soon as it does.
  await expect(page.getByRole("heading", { level: 1, name: "Licences" })).toBeVisible({ timeout: 20_000 })
})

test("a news article the operator publishes appears on the news page", async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  const slug = `e2e-story-${Date.now()}`
  const title = `Cup final moved to Sunday ${Date.now()}`
  const refused = await request.post("/web-api/operator/content/articles", { data: { slug, kind: "news", lng: "en", title, summary: "x", markdown: "x" } })
  expect(refused.status()).toBe(401)
  const published = await request.post("/web-api/operator/content/articles", {
    headers: await operatorHeaders(),
    data: { slug, kind: "news", lng: "en", title, summary: "The final is played a day later.", markdown: "The **final** is played on Sunday." }
  })
  expect(published.status()).toBe(200)

  await page.goto("/en/news")
  await waitForApp(page)
  const link = page.getByRole("link", { name: title })
  await expect(link).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/content-news.png` })
  await link.click()
  await expect(page).toHaveURL(new RegExp(`/en/news/${slug}$`))
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible()
  await expect(page.locator("article strong")).toHaveText("final")
})

test("the first HTML of a sports page and of an information page carries its own title, canonical and alternates", async ({ request, baseURL }) => {
  const line = await (await request.get("/en/line")).text()
  expect(line).toContain("<title>Sports betting line — Oddsfold</title>")
  expect(line).toContain(`<link rel="canonical" href="${baseURL}/en/line">`)
  expect(line).toContain(`<link rel="alternate" hreflang="ru" href="${baseURL}/ru/line">`)

  const about = await request.get("/ru/about")
  expect(about.status()).toBe(200)
  const html = await about.text()
  expect(html).toContain("<title>О компании Oddsfold — Oddsfold</title>")
  expect(html).toContain('<meta name="description" content="Кто мы: сайт ставок на спорт и казино для совершеннолетних.">')
  expect(html).toContain(`<link rel="canonical" href="${baseURL}/ru/about">`)
  expect(html).toContain(`<link rel="alternate" hreflang="en" href="${baseURL}/en/about">`)
  expect(html.match(/<title>/g)).toHaveLength(1)

  // An article that does not exist is a real 404; the personal office is not to be indexed.
  expect((await request.get("/en/news/no-such-story")).status()).toBe(404)
  expect(await (await request.get("/en/account")).text()).toContain('<meta name="robots" content="noindex, nofollow">')
})
