import { DATA_DIR } from "../../playwright.config"
import { expect, test } from "./fixtures"
import { rub, runOperatorTool, SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * A free bet end to end on the shared server: the operator makes a free-bet code, a new player with no money redeems
 * it, asks the bet slip for their free bets, chooses it as the stake (the slip shows the stake as the free bet and the
 * possible win as the winnings only), places the coupon and sees the free bet used and gone from the slip's list.
 */
test("a player chooses a free bet as the slip's stake, places the coupon and sees the free bet used", async ({ page }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  const code = `FREE${Date.now().toString(36).toUpperCase()}`
  expect(await runOperatorTool(["promo", "create", code, "freebet", "10000", "RUB", "1", "5"], { DATA_DIR })).toContain(code)
  const registered = await page.request.post("/auth-api/registration/fast", { data: { country_id: 1, currency_id: 1 } })
  expect(registered.ok()).toBe(true)
  const redeemed = await page.request.post("/web-api/promo/codes/redeem", { data: { code } })
  expect(redeemed.ok()).toBe(true)

  await page.goto("/en/line/football")
  await waitForApp(page)
  await page.getByRole("list", { name: "Championships" }).getByRole("link").first().click()
  // A line game's outcome at odds of at least 1.50 (the free bet's minimum).
  const buttons = page.locator('.game-row[data-status="line"] button.outcome[data-outcome*=":1x2:0:"]:not([disabled])')
  await expect(buttons.first()).toBeVisible()
  const prices = await buttons.evaluateAll((all) => all.map((b) => Number(b.querySelector(".outcome__price")?.textContent ?? "0")))
  const index = prices.findIndex((price) => price >= 1.6 && price <= 5)
  expect(index).toBeGreaterThanOrEqual(0)
  await buttons.nth(index).click()
  const slip = page.getByRole("complementary", { name: "Bet slip" })
  await expect(slip.locator(".coupon-bet")).toHaveCount(1)

  await slip.getByRole("button", { name: "Use a free bet" }).click()
  const choice = slip.getByRole("combobox", { name: "Free bet" })
  await choice.selectOption({ index: 1 })
  await expect(slip.getByTestId("coupon-free-bet-stake")).toHaveText(`Stake: ${rub(100_00)} free bet (the win is the winnings only)`)
  const price = Number(await slip.locator(".coupon-bet__price").getAttribute("data-price"))
  const winnings = Number((2n * 100_00n * BigInt(Math.round(price * 1000)) + 1000n) / 2000n) - 100_00
  await expect(slip.getByTestId("coupon-possible-win")).toHaveText(rub(winnings))
  await page.screenshot({ path: `${SCREENSHOT_DIR}/coupon-free-bet.png` })

  await slip.getByRole("button", { name: "Place bet" }).click()
  await expect(slip.getByText("Bet accepted")).toBeVisible()
  await expect(slip.getByTestId("placed-free-bet")).toHaveText("Free bet used")
  await expect(slip.getByTestId("placed-stake")).toHaveText(rub(100_00))
  const left = await page.request.get("/web-api/coupon/free-bets")
  expect(await left.json()).toEqual({ freeBets: [] })
})
