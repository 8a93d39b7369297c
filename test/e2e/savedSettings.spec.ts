import { type Browser, expect, type Page, test } from "./fixtures"
import { closeWelcome, SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * The site settings a player saves on the settings page follow them to a new browser at once (SPEC.md 2.5 settings):
 * the odds format is American on the line as soon as the player is signed in there, without the settings page being
 * opened, whether the sign-in was in the page or ended in a page load (a social provider). A browser that already
 * keeps the player's settings keeps the change made on it.
 */

const header = (page: Page) => page.getByRole("banner")
const oddsFormat = (page: Page) => page.getByLabel("Odds format")

/** The text of every open price on the page, read in one go. */
const shownPrices = (page: Page) =>
  page.locator("button.outcome:not([disabled]) .outcome__price").evaluateAll((cells) => cells.map((cell) => cell.textContent ?? ""))

const pricesAreAmerican = async (page: Page) => {
  await expect.poll(async () => (await shownPrices(page)).length).toBeGreaterThan(3)
  await expect.poll(async () => (await shownPrices(page)).every((price) => /^[+-]\d+$/.test(price))).toBe(true)
}

/** Saves American odds on the settings page of the player signed in on `page`. */
const saveAmericanOdds = async (page: Page) => {
  await page.goto("/en/settings")
  await waitForApp(page)
  await expect(oddsFormat(page)).toHaveValue("0")
  await oddsFormat(page).selectOption({ label: "American" })
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await expect(page.getByText("Your settings are saved.")).toBeVisible()
}

/** A clean browser: nothing stored, no session. */
const cleanBrowser = (browser: Browser, page: Page) =>
  browser.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 1366, height: 900 }, locale: "en-US" })

test("saved on one browser, the odds format applies on the line of another as soon as the player signs in there", async ({ browser, page }) => {
  // Two browsers and two argon2id sign-ins on a shared machine.
  test.setTimeout(90_000)
  const registered = await page.request.post("/auth-api/registration/fast", { data: { country_id: 1, currency_id: 1 } })
  expect(registered.ok()).toBe(true)
  const { accountId, password } = (await registered.json()) as { accountId: number; password: string }
  await saveAmericanOdds(page)

  const device = await cleanBrowser(browser, page)
  try {
    const other = await device.newPage()
    await other.goto("/en/live")
    await waitForApp(other)
    await expect(oddsFormat(other)).toHaveValue("0")
    await header(other).getByRole("button", { name: "Log in" }).click()
    const dropdown = other.locator(".auth-dropdown")
    await dropdown.getByLabel("E-mail or account ID").fill(String(accountId))
    await dropdown.getByLabel("Password").fill(password)
    await dropdown.getByRole("button", { name: "Log in" }).click()
    await expect(other.getByTestId("header-account-id")).toHaveText(`Account ${accountId}`)
    // Still on the line, never on the settings page: the saved format is applied.
    await expect(other).toHaveURL(/\/en\/live$/)
    await expect(oddsFormat(other)).toHaveValue("1")
    await pricesAreAmerican(other)
    await other.screenshot({ path: `${SCREENSHOT_DIR}/saved-settings-on-sign-in.png` })
  } finally {
    await device.close()
  }
})

test("a social sign-in that ends in a page load brings them too; a change made on that browser then survives a reload", async ({ browser, page }) => {
  // Three trips through the sandbox provider and two browsers on a shared machine.
  test.setTimeout(90_000)
  const identity = `settings-${Date.now().toString(36)}`
  const continueAtSandbox = async (at: Page) => {
    await expect(at.getByRole("heading", { name: "Sandbox identity provider" })).toBeVisible()
    await at.getByLabel("Identity").fill(identity)
    await at.getByRole("button", { name: "Continue", exact: true }).click()
    await waitForApp(at)
  }
  await page.goto("/social-api/oauth/sandbox/start?lng=en")
  await continueAtSandbox(page)
  await closeWelcome(page)
  await saveAmericanOdds(page)

  const device = await cleanBrowser(browser, page)
  try {
    const other = await device.newPage()
    await other.goto("/social-api/oauth/sandbox/start?lng=en&return=%2Fen%2Flive")
    await continueAtSandbox(other)
    await expect(other).toHaveURL(/\/en\/live$/)
    await expect(other.getByTestId("header-account-id")).toHaveText(/^Account [1-9][0-9]{8}$/)
    await expect(oddsFormat(other)).toHaveValue("1")
    await pricesAreAmerican(other)

    // Changed here and not saved on the settings page: this browser keeps the player's settings, a reload keeps it.
    await oddsFormat(other).selectOption({ label: "Decimal" })
    await other.reload()
    await waitForApp(other)
    await expect(other.getByTestId("header-account-id")).toHaveText(/^Account [1-9][0-9]{8}$/)
    // Time for a load the start-up would have asked for to land.
    await other.waitForTimeout(1_000)
    await expect(oddsFormat(other)).toHaveValue("0")
    // Not even asked for: this visit found the browser keeping this player's settings.
    expect(await other.evaluate(() => window.__oddsfold?.exportLog() ?? "")).not.toContain('"_tag":"LoadOfficeSettings"')
  } finally {
    await device.close()
  }
})
