import { expect, test } from "./fixtures"
import { startPlayerServer, type PlayerServer } from "./signedInPlayer"
import { SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * SPEC.md 7 auth API "rights": the rights the server answers after the session check decide what the page offers. A
 * player whose accounts an operator froze sees why the coupon cannot be placed instead of a place button the server
 * would refuse; once the wallet moves again, the next session check brings the right back.
 */
test.describe.configure({ mode: "serial" })

let server: PlayerServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startPlayerServer()
})
test.afterAll(async () => {
  await server?.close()
})

test("a frozen wallet: the coupon says betting is not available and its place button stays disabled", async ({ context, page }) => {
  test.setTimeout(90_000)
  const userId = await server.signUp(context, 500_00)
  await server.database.query("update wallets set frozen = true where user_id = $1", [userId])

  await page.goto(`${server.url}/en/line/football`)
  await waitForApp(page)
  await page.getByRole("list", { name: "Championships" }).getByRole("link").first().click()
  const price = page.locator('.game-row button.outcome[data-outcome$=":1x2:0:1"]:not([disabled])').first()
  await price.click()
  const coupon = page.getByRole("complementary", { name: "Bet slip" })
  const stake = coupon.getByRole("textbox", { name: "Stake", exact: true })
  await expect(coupon.locator(".coupon-bet")).toHaveCount(1)
  // A coupon with nothing wrong with it: only the right to bet is missing.
  await stake.fill("100")
  await expect(coupon.getByTestId("coupon-possible-win")).toBeVisible()
  await expect(coupon.getByRole("status").filter({ hasText: "Betting is not available" })).toHaveText(
    "Betting is not available: your accounts are frozen. Please contact support."
  )
  await expect(coupon.getByRole("button", { name: "Place bet" })).toBeDisabled()
  await coupon.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/coupon-bet-refused.png` })
  const log = await page.evaluate(() => window.__oddsfold?.exportLog() ?? "")
  expect(log).toContain('"_tag":"RightsLoaded"')

  // Unfrozen: the session check of the next page brings the right back.
  await server.database.query("update wallets set frozen = false where user_id = $1", [userId])
  await page.reload()
  await waitForApp(page)
  await expect(coupon.locator(".coupon-bet")).toHaveCount(1)
  await stake.fill("100")
  await expect(coupon.getByText("Betting is not available")).toHaveCount(0)
  await expect(coupon.getByRole("button", { name: "Place bet" })).toBeEnabled()
})

