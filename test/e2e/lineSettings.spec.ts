import { expect, type Page, test } from "./fixtures"
import { SCREENSHOT_DIR, waitForApp } from "./support"

const openSettings = async (page: Page) => {
  await page.getByText("Line settings", { exact: true }).click()
  await expect(page.getByRole("group", { name: "View" })).toBeVisible()
}

/** The market types each visible row shows, read in one go (a poll may land between two reads). */
const rowMarketTypes = (page: Page) =>
  page.locator(".game-row").evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll("[data-market-type]")].map((m) => m.getAttribute("data-market-type"))))

test("the Asian view, grouping and the time filter reshape the live list, and survive a reload", async ({ page }) => {
  await page.goto("/en/live")
  await waitForApp(page)
  await expect(page.getByRole("list", { name: "Top games" }).getByRole("listitem").first()).toBeVisible()
  expect((await rowMarketTypes(page)).every((types) => types.length === 1 && (types[0] === "1x2" || types[0] === "winner"))).toBe(true)

  await openSettings(page)
  await page.getByRole("group", { name: "View" }).getByLabel("Asian").check()
  await page.getByLabel("Group by country").check()
  // Asian books lead with the handicap and the total: no row shows the match result while it has either.
  await expect.poll(async () => (await rowMarketTypes(page)).some((types) => types.join() === "handicap,total")).toBe(true)
  expect((await rowMarketTypes(page)).flat()).not.toContain("1x2")
  // Under country headings (the top list is long, so they are items of its virtual list): each country once.
  const headings = page.locator(".game-group")
  await expect(headings.first()).toBeVisible()
  // Which countries lead depends on the games live at the moment (Europe, India, World, ...): named, and none twice.
  const countries = await headings.allTextContents()
  expect(countries.every((country) => country.trim() !== "")).toBe(true)
  expect(new Set(countries).size).toBe(countries.length)

  // First period only: every game left is live in period 1.
  await page.getByLabel("Time").selectOption({ label: "1st period" })
  await expect
    .poll(async () => page.locator(".game-row").evaluateAll((rows) => rows.map((row) => `${row.getAttribute("data-status")}:${row.getAttribute("data-period")}`)))
    .toEqual(expect.arrayContaining(["live:1"]))
  const states = await page.locator(".game-row").evaluateAll((rows) => rows.map((row) => `${row.getAttribute("data-status")}:${row.getAttribute("data-period")}`))
  expect(new Set(states)).toEqual(new Set(["live:1"]))
  await page.screenshot({ path: `${SCREENSHOT_DIR}/line-settings-asian.png` })

  // Kept in this browser: after a reload the list is still Asian, grouped and filtered.
  await page.reload()
  await waitForApp(page)
  await expect(page.locator(".game-group").first()).toBeVisible()
  await expect.poll(async () => (await rowMarketTypes(page)).flat()).not.toContain("1x2")
  const afterReload = await page.locator(".game-row").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-period")))
  expect(new Set(afterReload)).toEqual(new Set(["1"]))
})

test("columns, sports only, the market filter and the wide scoreboard; a chosen price waits in the bet slip", async ({ page }) => {
  await page.goto("/en/live/football")
  await waitForApp(page)
  const menu = page.locator("nav.sports-menu")
  const selections = page.getByRole("complementary", { name: "Bet slip" })
  await expect(menu).toBeVisible()
  await expect(selections).toBeVisible()
  await expect(page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Cyber" })).toBeVisible()

  await openSettings(page)
  await page.getByLabel("Sports only (no cyber sport)").check()
  await expect(page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Cyber" })).toHaveCount(0)
  await expect(menu.getByRole("link", { name: /^Counter-Strike 2/ })).toHaveCount(0)
  await expect(menu.getByRole("link", { name: /^Football/ })).toBeVisible()
  await page.getByLabel("Sports menu column").uncheck()
  await expect(menu).toHaveCount(0)

  // Only the match result on the game page, and a wide scoreboard with the score by period.
  await page.getByRole("group", { name: "Markets on the game page" }).getByLabel("Match result").check()
  await page.getByLabel("Wide scoreboard").check()
  await page.getByText("Line settings", { exact: true }).click()
  await page.getByRole("list", { name: "Championships" }).getByRole("link").first().click()
  await expect(page.locator(".game-row").first()).toBeVisible()

  // A price chosen on the list waits in the bet slip column with its game.
  const open = page.locator(".game-row button.outcome:not([disabled])").first()
  const outcome = await open.getAttribute("data-outcome")
  await open.click()
  await expect(selections.locator(`li.coupon-bet[data-bet="${outcome}"]`)).toContainText(" — ")

  await page.locator(".game-row__teams").first().click()
  await expect(page.locator(".period-table")).toBeVisible()
  const names = await page.locator(".market__name").allTextContents()
  expect(names.length).toBeGreaterThan(0)
  for (const name of names) expect(name).toMatch(/^Match result/)
  await expect(page.getByText(/markets are hidden by your market filter/)).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/line-settings-game.png` })

  await openSettings(page)
  await page.getByLabel("Bet slip column").uncheck()
  await expect(selections).toHaveCount(0)
})
