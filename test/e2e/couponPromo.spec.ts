import { expect, test } from "./fixtures"
import { startPlayerServer, type PlayerServer } from "./signedInPlayer"
import { rub, SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * A coupon promo code end to end: the operator's odds boost (+10% of the winnings, up to 50.00 ₽); a code the server
 * does not know is refused at the slip's promo code field and the coupon stays as it was; the boost code is taken, the
 * accepted coupon shows its terms; the game ends and the history shows what the boost paid.
 */
let server: PlayerServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startPlayerServer()
})
test.afterAll(async () => {
  await server?.close()
})

/** payout of a single, rounded half up; the boost: 10% of the winnings rounded down, at most 50.00 (by hand). */
const payoutOf = (minor: number, price: number) => Number((2n * BigInt(minor) * BigInt(Math.round(price * 1000)) + 1000n) / 2000n)

test("a coupon with a boost promo code: an unknown code is refused at its field, the boost is taken and paid in the history", async ({ context, page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  const made = await context.request.post(`${server.url}/web-api/operator/promo/codes`, {
    headers: server.operatorHeaders,
    data: { code: "GOALBOOST", kind: "boost", boostPercent: 10, currency: "RUB", amount: 50_00, validFrom: Date.now() - 60_000, validUntil: Date.now() + 86_400_000, maxUses: 10 }
  })
  expect(made.ok()).toBe(true)
  await server.signUp(context, 1_000_00)
  await page.goto(`${server.url}/en/line/football`)
  await waitForApp(page)
  await page.getByRole("list", { name: "Championships" }).getByRole("link").first().click()
  // The last line game's home win (a game about to start would go live meanwhile).
  const button = page.locator('.game-row[data-status="line"] button.outcome[data-outcome$=":1x2:0:1"]:not([disabled])').last()
  const id = (await button.getAttribute("data-outcome"))!
  await button.click()
  const slip = page.getByRole("complementary", { name: "Bet slip" })
  const bet = slip.locator(`.coupon-bet[data-bet="${id}"]`)
  await expect(bet).toBeVisible()
  const price = Number(await bet.locator(".coupon-bet__price").getAttribute("data-price"))
  await slip.getByRole("textbox", { name: "Stake", exact: true }).fill("100")
  const promo = slip.getByRole("textbox", { name: "Promo code" })

  await promo.fill("NOSUCHCODE")
  await slip.getByRole("button", { name: "Place bet" }).click()
  await expect(promo).toHaveAttribute("aria-invalid", "true")
  await expect(slip.locator("#coupon-promo-refused")).toHaveText("Promo code: there is no such code.")
  // Nothing of the coupon is lost: the bet, the stake and the code are there to correct.
  await expect(bet).toBeVisible()
  await expect(slip.getByRole("textbox", { name: "Stake", exact: true })).toHaveValue("100.00")
  await expect(promo).toHaveValue("NOSUCHCODE")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/coupon-promo-refused.png` })

  await promo.fill("goalboost")
  await expect(promo).toHaveAttribute("aria-invalid", "false")
  await slip.getByRole("button", { name: "Place bet" }).click()
  await expect(slip.getByText("Bet accepted")).toBeVisible()
  await expect(slip.getByTestId("placed-boost")).toHaveText(`+10% of the winnings, up to ${rub(50_00)}`)
  const couponId = ((await slip.getByTestId("coupon-id").textContent()) ?? "").replace(/\D/g, "")

  const finished = await context.request.post(`${server.url}/web-api/dev/sports/finish`, { data: { gameId: id.slice(0, id.indexOf(":")) }, headers: server.devHeaders })
  expect(finished.ok()).toBe(true)
  const { score } = (await finished.json()) as { readonly score: { readonly home: number; readonly away: number } }
  const won = score.home > score.away
  const payout = won ? payoutOf(100_00, price) : 0
  const boost = won ? Math.min(50_00, Math.floor(((payout - 100_00) * 10) / 100)) : 0

  await page.goto(`${server.url}/en/history`)
  const row = page.locator(`[data-coupon="${couponId}"]`)
  await expect(async () => {
    await page.reload()
    await expect(row).toBeVisible()
    await expect(row).toHaveAttribute("data-status", won ? "won" : "lost", { timeout: 1_000 })
  }).toPass({ timeout: 60_000 })
  await expect(row.getByText("Promo code GOALBOOST")).toBeVisible()
  await expect(row.getByTestId("coupon-boost")).toHaveText(`+10% of the winnings, up to ${rub(50_00)}`)
  await expect(row.getByTestId("coupon-boost-paid")).toHaveText(rub(boost))
  await expect(row.getByTestId("coupon-payout")).toHaveText(rub(payout + boost))
  await page.screenshot({ path: `${SCREENSHOT_DIR}/coupon-promo-history.png`, fullPage: true })
})
