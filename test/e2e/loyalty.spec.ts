import { randomUUID } from "node:crypto"
import { expect, test } from "./fixtures"
import { startPlayerServer, type PlayerServer } from "./signedInPlayer"
import { rub, SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * Loyalty points in front of the player, on a server of its own: a guest reads on the points page how points are earned
 * and what they buy, and is asked to log in; a player's slot rounds of RUB 1 000.00 earn 100 points each (one point per
 * RUB 10.00, slots weighted 100%), which the rewards page shows growing; 500 points buy the RUB 50.00 sports bonus,
 * credited to the bonus account with its 5× wagering, the bonuses page lists it and the account menu shows the
 * points left.
 */
let server: PlayerServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startPlayerServer()
})
test.afterAll(async () => {
  await server?.close()
})

test("a player's casino rounds earn points on the rewards page, and 500 of them buy a sports bonus", async ({ context, page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  const errors: Array<string> = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(error.message))

  await page.goto(`${server.url}/en/points`)
  await waitForApp(page)
  await expect(page.getByRole("heading", { level: 1, name: "Loyalty points" })).toBeVisible()
  await expect(page.getByTestId("loyalty-rules")).toContainText(`One point for every ${rub(10_00)} staked`)
  await expect(page.getByTestId("loyalty-reward")).toHaveCount(3)
  await expect(page.getByTestId("loyalty-reward").first()).toContainText(`${rub(50_00)} sports bonus`)
  await expect(page.getByTestId("loyalty-reward").nth(1)).toContainText(`${rub(100_00)} free bet`)
  await expect(page.getByTestId("loyalty-rules")).toContainText("at odds of 1.50 or more")
  await expect(page.getByTestId("points-sign-in")).toContainText("Sign in to collect points")

  await server.signUp(context, 20_000_00)
  const spin = async () => {
    const round = await page.request.post(`${server.url}/web-api/casino/rounds`, {
      data: { roundId: randomUUID(), gameId: "slot", stake: 1_000_00, choices: { lines: 10 } },
      headers: { origin: server.url }
    })
    expect(round.status()).toBe(200)
  }
  await spin()
  await spin()

  await page.goto(`${server.url}/en/rewards`)
  await waitForApp(page)
  await expect(page.getByRole("heading", { level: 1, name: "Rewards" })).toBeVisible()
  await expect(page.getByRole("navigation", { name: "Personal office" }).getByRole("link", { name: "Rewards" })).toHaveAttribute("aria-current", "page")
  await expect(page.getByTestId("rewards-balance")).toHaveText("200")
  await expect(page.getByTestId("rewards-entry")).toHaveCount(2)
  await expect(page.getByTestId("rewards-entry").first()).toContainText(`A casino round of ${rub(1_000_00)}`)
  const sportBonus = page.locator('[data-testid="loyalty-reward"][data-reward="sport-bonus"]')
  await expect(sportBonus.getByRole("button", { name: "Exchange" })).toBeDisabled()

  for (let i = 0; i < 4; i++) await spin()
  await page.getByRole("button", { name: "Refresh" }).click()
  await expect(page.getByTestId("rewards-balance")).toHaveText("600")
  await expect(page.getByTestId("rewards-earned")).toHaveText("600")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/loyalty-rewards.png` })

  await sportBonus.getByRole("button", { name: "Exchange" }).click()
  await expect(page.getByTestId("rewards-exchanged")).toContainText(`Done: ${rub(50_00)} was credited to your bonus account (Sports, wager ${rub(250_00)}).`)
  await expect(page.getByTestId("rewards-balance")).toHaveText("100")
  await expect(page.getByTestId("rewards-spent")).toHaveText("500")
  await expect(page.getByTestId("rewards-entry").first()).toContainText("Exchanged for: Sports bonus")
  await expect(page.getByTestId("rewards-entry").first()).toContainText("-500")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/loyalty-exchanged.png` })

  await page.getByTestId("rewards-exchanged").getByRole("link", { name: "See your bonuses" }).click()
  const row = page.getByTestId("bonus-row")
  await expect(row).toHaveCount(1)
  await expect(row).toContainText("Loyalty reward")
  await expect(row.getByTestId("bonus-progress")).toHaveText(`${rub(0)} / ${rub(250_00)}`)
  await expect(page.getByTestId("bonus-balance")).toHaveText(`Bonus balance: ${rub(50_00)}`)

  // The account menu carries the points left.
  await page.reload()
  await waitForApp(page)
  await page.getByRole("button", { name: /^Account \d+$/ }).click()
  await expect(page.locator("#account-menu").getByRole("link", { name: "Rewards (100 points)" })).toBeVisible()
  expect(errors).toEqual([])
})
