import { expect, test } from "./fixtures"
import { operatorHeaders, SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * Promotions end to end on the shared server (demo config: the "bonus" names of the route pairs are canonical, the
 * first-deposit redirect is on): a guest browses the showcase by category and opens a promotion; each route pair's
 * "offer" name lands on its "bonus" name with params and query kept, by a full page load (the server's redirect) and by
 * a click inside the app; a legacy landing lands on its promotion; bonus slot_first_deposit lands on the casino's
 * first-deposit landing.
 */

test("a guest browses the promotions by category and opens one", async ({ page }) => {
  const errors: Array<string> = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  await page.setViewportSize({ width: 1366, height: 768 })
  // The footer leads to the showcase.
  await page.goto("/en/")
  await waitForApp(page)
  await page.getByTestId("site-footer").getByRole("link", { name: "Promotions" }).click()
  await expect(page).toHaveURL(/\/en\/promotions$/)
  await expect(page.getByRole("heading", { level: 1, name: "Promotions" })).toBeVisible()
  const grid = page.getByTestId("promotions-grid")
  await expect(grid.locator("article")).toHaveCount(7)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/promotions-showcase.png` })

  await page.getByTestId("promotions-tab-casino").click()
  await expect(page).toHaveURL(/\/en\/promotions\?category=casino$/)
  await expect(grid.locator("article")).toHaveCount(1)
  await expect(page.getByTestId("promotion-card-casino-welcome-spins")).toBeVisible()
  await expect(page.getByTestId("promotions-tab-casino")).toHaveAttribute("aria-current", "page")

  await page.getByTestId("promotions-tab-first-deposit").click()
  await expect(page).toHaveURL(/category=first-deposit$/)
  const card = page.getByTestId("promotion-card-slot_first_deposit")
  await expect(card).toBeVisible()
  await card.getByRole("link", { name: "Details" }).click()
  await expect(page).toHaveURL(/\/en\/promotions\/slot_first_deposit$/)
  await expect(page.getByRole("heading", { level: 1, name: "First-deposit bonus" })).toBeVisible()
  await expect(page).toHaveTitle("First-deposit bonus — Oddsfold")
  await expect(page.getByTestId("promotion-use")).toHaveAttribute("href", "/en/bonuses/deposit")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/promotions-promotion.png` })

  await page.getByTestId("promotions-tab-all").or(page.getByRole("link", { name: "All promotions" })).first().click()
  await expect(page).toHaveURL(/\/en\/promotions$/)
  await expect(grid.locator("article")).toHaveCount(7)

  // An unknown promotion is the not-found page, and a real 404.
  const missing = await page.goto("/en/promotions/no-such-promotion")
  expect(missing?.status()).toBe(404)
  await expect(page.getByRole("heading", { level: 1, name: "This page could not be found" })).toBeVisible()
  expect(errors.filter((text) => !text.includes("404"))).toEqual([])
})

test("each route pair's other name lands on the canonical one with its params and query, loaded or clicked", async ({ page, request }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  const pairs = [
    ["/en/bonuses-offers?category=casino", "/en/bonuses?category=casino"],
    ["/en/bonus-offer-partner/express-boost?ref=42", "/en/bonus-partner/express-boost?ref=42"],
    ["/en/bonus-offer/express-boost?utm=a%20b", "/en/bonus/express-boost?utm=a%20b"],
    ["/en/bonuses-offers-games?from=menu", "/en/bonuses-games?from=menu"]
  ] as const
  for (const [from, to] of pairs) {
    await page.goto(from)
    await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === to)
  }
  await expect(page.getByRole("heading", { level: 1, name: "Bonus games" })).toBeVisible()

  // Inside the app: a promotion whose body links the other names and a legacy landing.
  const id = `e2e-links-${Date.now()}`
  const published = await request.post("/web-api/operator/promotions", {
    headers: await operatorHeaders(),
    data: {
      id,
      category: "shares",
      order: 999,
      colour: "#334455",
      startsAt: Date.now() - 60_000,
      texts: {
        en: { title: "Links", summary: "Links to other names", markdown: "[offer](/en/bonus-offer/express-boost?ref=7) [old landing](/en/landing/match-of-the-week?x=1) [games](/en/bonuses-offers-games)" },
        ru: { title: "Ссылки", summary: "Ссылки", markdown: "x" }
      }
    }
  })
  expect(published.status()).toBe(200)
  await page.goto(`/en/promotions/${id}`)
  await waitForApp(page)
  await page.getByRole("link", { name: "offer" }).click()
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === "/en/bonus/express-boost?ref=7")
  await expect(page.getByRole("heading", { level: 1, name: "Express boost" })).toBeVisible()
  await page.goBack()
  await page.getByRole("link", { name: "old landing" }).click()
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}` === "/en/promotions/match-of-the-week?x=1")
  await expect(page.getByRole("heading", { level: 1, name: "Match of the week" })).toBeVisible()
})

test("a legacy landing path lands on its promotion, and bonus slot_first_deposit on the casino's landing", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto("/ru/promo/express-boost")
  await expect(page).toHaveURL(/\/ru\/promotions\/express-boost$/)
  await expect(page.getByRole("heading", { level: 1, name: "Бонус к экспрессу" })).toBeVisible()

  await page.goto("/en/bonus/slot_first_deposit")
  await expect(page).toHaveURL(/\/en\/casino\/slot-first-deposit$/)
  await expect(page.getByRole("heading", { level: 1, name: "Casino first-deposit bonus" })).toBeVisible()
  await expect(page.getByTestId("slot-first-deposit")).toContainText("100%")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/promotions-slot-first-deposit.png` })
})
