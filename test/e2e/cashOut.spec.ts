import { expect, type Page, test } from "./fixtures"
import { startPlayerServer, type PlayerServer } from "./signedInPlayer"
import { SCREENSHOT_DIR, signInAsDemoPlayer, waitForApp } from "./support"

/**
 * Cash-out and edit bet in the bet history, by the demo player on a server of its own: four singles of RUB 100.00 on
 * line games (their prices stand still, so each is worth 94% of its stake, the 6% margin): one cashed out whole
 * after a confirmation, one in part, one automatically by the server at the value the player set, and one edited
 * into an express with a selection from the slip, the balance following each.
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

const lineHomeWins = (page: Page) => page.locator('.game-row[data-status="line"] button.outcome[data-outcome$=":1x2:0:1"]:not([disabled])')

/** Places a single of RUB 100.00 on the `index`th line game's home win; its coupon id. */
const placeSingle = async (page: Page, index: number): Promise<string> => {
  const slip = page.getByRole("complementary", { name: "Bet slip" })
  await lineHomeWins(page).nth(index).click()
  await expect(slip.locator(".coupon-bet")).toHaveCount(1)
  await slip.getByRole("textbox", { name: "Stake", exact: true }).fill("100")
  await slip.getByRole("button", { name: "Place bet" }).click()
  await expect(slip.getByText("Bet accepted")).toBeVisible()
  const id = ((await slip.getByTestId("coupon-id").textContent()) ?? "").replace(/\D/g, "")
  await slip.getByRole("button", { name: "Close", exact: true }).first().click()
  return id
}

test("the demo player cashes out in full, in part and automatically, and edits a bet, from the bet history", async ({ page }) => {
  test.setTimeout(180_000)
  const errors: Array<string> = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  // Hashing the password may take longer than the helper's wait on a busy machine: the header's account is waited for here.
  await signInAsDemoPlayer(page, server.url).catch(() => undefined)
  await expect(page.getByRole("button", { name: /^Account \d+$/ })).toBeVisible({ timeout: 60_000 })
  await page.goto(`${server.url}/en/line/football`)
  await waitForApp(page)
  await page.getByRole("list", { name: "Championships" }).getByRole("link").first().click()
  await expect(lineHomeWins(page).nth(5)).toBeVisible()
  const [full, part, auto, edited] = [await placeSingle(page, 0), await placeSingle(page, 1), await placeSingle(page, 2), await placeSingle(page, 3)]
  // A selection left in the slip, to add to the edited coupon.
  await lineHomeWins(page).nth(4).click()

  await page.goto(`${server.url}/en/history`)
  await waitForApp(page)
  const coupon = (id: string) => page.locator(".bet-history__item").filter({ has: page.locator(`[data-coupon="${id}"]`) })
  const balance = async () => {
    const show = page.getByRole("button", { name: "Show balance" })
    if (await show.isVisible()) await show.click()
    return page.getByTestId("header-balance")
  }

  // Full: "Cash out RUB 94.00", confirmed; RUB 600.00 left after the four stakes, then 694.00.
  await expect(coupon(full).getByTestId("cash-out-button")).toHaveText("Cash out RUB 94.00")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/cash-out-history.png` })
  await coupon(full).getByTestId("cash-out-button").click()
  await coupon(full).getByRole("button", { name: "Confirm cash-out" }).click()
  await expect(coupon(full).getByTestId("cash-out-done")).toHaveText("Cashed out RUB 94.00.")
  await expect(coupon(full).getByTestId("coupon-status")).toHaveText("Cashed out")
  await expect(await balance()).toHaveText("RUB 694.00")

  // Partial: RUB 47.00 of 94.00 paid; the coupon stays open on RUB 50.00, now worth 47.00.
  await coupon(part).getByRole("textbox", { name: "Partial cash-out amount" }).fill("47")
  await coupon(part).getByTestId("cash-out-partial").click()
  await expect(coupon(part).getByTestId("cash-out-done")).toHaveText("Cashed out RUB 47.00.")
  await expect(coupon(part).getByTestId("coupon-stake")).toHaveText("RUB 50.00")
  await expect(coupon(part).getByTestId("cash-out-button")).toHaveText("Cash out RUB 47.00")
  await expect(await balance()).toHaveText("RUB 741.00")

  // Edit bet: the single's leg kept, the slip's selection added, RUB 6.00 more staked: an express of the single's
  // cash-out value (RUB 94.00 at the prices it was placed at; a line game's price may drift while the test runs) plus 6.00.
  await coupon(edited).getByTestId("edit-bet-button").click()
  const editor = coupon(edited).getByTestId("edit-bet")
  await editor.getByRole("checkbox").nth(1).check()
  await editor.getByRole("textbox", { name: "Extra stake" }).fill("6")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/cash-out-edit.png` })
  await editor.getByTestId("edit-bet-confirm").click()
  await expect(coupon(edited).getByTestId("cash-out-done")).toContainText(/now stakes RUB\s\d+\.\d\d/)
  const editedStake = Number(/now stakes RUB\s(\d+\.\d\d)/.exec((await coupon(edited).getByTestId("cash-out-done").textContent()) ?? "")?.[1])
  expect(editedStake).toBeGreaterThan(6 + 90)
  expect(editedStake).toBeLessThan(6 + 100)
  await expect(coupon(edited).getByTestId("coupon-status")).toHaveText("Cashed out")
  await expect(await balance()).toHaveText("RUB 735.00")

  // Automatic: set at RUB 90.00, below the value now (a line game's price may drift while the test runs); the server
  // cashes it out by itself within its next pass, at the value then.
  await coupon(auto).getByRole("textbox", { name: "Cash out automatically at" }).fill("90")
  await coupon(auto).getByTestId("cash-out-auto").click()
  await expect(coupon(auto).getByTestId("cash-out-auto-set")).toHaveText("Automatic cash-out at RUB 90.00")
  // The server cashes it out by itself; the history's next poll of the values sees it closed and reads the history
  // and the balance again, without a click.
  await expect(coupon(auto).getByTestId("coupon-status")).toHaveText("Cashed out", { timeout: 30_000 })
  const paid = Math.round(Number(((await coupon(auto).getByTestId("coupon-payout").textContent()) ?? "").replace(/[^0-9.]/g, "")) * 100)
  expect(paid).toBeGreaterThanOrEqual(90_00)
  expect(paid).toBeLessThan(100_00)
  await expect(await balance()).toHaveText(`RUB ${((735_00 + paid) / 100).toFixed(2)}`)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/cash-out-done.png`, fullPage: true })
  expect(errors).toEqual([])
})
