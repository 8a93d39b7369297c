import { expect, test } from "./fixtures"
import { devHeaders, rub, SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * The first-deposit bonus end to end: a player registered choosing the casino bonus sees the
 * offer (100% up to 15 000 ₽, 35×), deposits 1 000 ₽ through the sandbox's page, is told by the bonus-pending notifier
 * and finds 1 000 ₽ of bonus money to wager 35 000 ₽; a dice round (weighted 20%) moves the progress by a fifth of its stake; with the requirement lowered to
 * a rouble more by the developer's call, the next round meets it and the bonus converts to the main account.
 */
test("a player who chose the casino bonus deposits, wagers it in the casino and sees it convert", async ({ page }) => {
  test.setTimeout(150_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  const registered = await page.request.post("/auth-api/registration/fast", { data: { country_id: 1, currency_id: 1, first_deposit_bonus_choice: "casino" } })
  expect(registered.ok()).toBe(true)

  await page.goto(`/en/bonuses/deposit`)
  await waitForApp(page)
  await expect(page.getByRole("heading", { level: 1, name: "First-deposit bonus" })).toBeVisible()
  await expect(page.getByTestId("bonus-choice")).toHaveText("Your choice: Casino")
  await expect(page.getByTestId("bonus-offer")).toHaveText(`100% of your first deposit up to ${rub(15_000_00)} (from a deposit of ${rub(100_00)}), to wager 35 times.`)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/bonus-deposit.png` })

  await page.getByRole("link", { name: "Make a deposit" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Deposit" })).toBeVisible()
  await page.getByRole("button", { name: rub(1_000_00) }).click()
  await page.getByTestId("deposit-submit").click()
  await expect(page.getByRole("heading", { name: "Pay by card" })).toBeVisible()
  await page.getByLabel("Card number").fill("4242 4242 4242 4242")
  await page.getByLabel("Expiry (MM/YY)").fill("12/30")
  await page.getByLabel("CVC").fill("123")
  await page.getByRole("button", { name: /^Pay / }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Payment received" })).toBeVisible()

  // Back on the site with bonus money to wager: the notifier says what is left and the hours left (30 days: 720 h,
  // rounded up), and leads to the wagering.
  const notice = page.getByTestId("bonus-pending-notice")
  await expect(notice).toContainText(`Your bonus of ${rub(1_000_00)} is waiting`)
  await expect(notice).toContainText(`Wager ${rub(35_000_00)} more within 720 hours to move it to your main account.`)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/bonus-pending-notice.png` })
  await notice.getByRole("link", { name: "See the wagering" }).click()
  await expect(notice).toHaveCount(0)
  const row = page.getByTestId("bonus-row")
  await expect(row).toHaveCount(1)
  await expect(row).toContainText("First-deposit bonus")
  await expect(row.getByTestId("bonus-status")).toHaveText("Wagering")
  await expect(row.getByTestId("bonus-progress")).toHaveText(`${rub(0)} / ${rub(35_000_00)}`)
  await expect(page.getByTestId("bonus-balance")).toHaveText(`Bonus balance: ${rub(1_000_00)}`)

  /** A dice round at the game's default stake; answers the stake, in kopecks. */
  const playDice = async (): Promise<number> => {
    await page.goto(`/en/casino/in-house/dice`)
    await waitForApp(page)
    await page.getByRole("button", { name: "Play", exact: true }).click()
    const stake = page.getByTestId("round-result").getByTestId("result-stake")
    await expect(stake).toHaveText(/^RUB\s[0-9]/)
    return Math.round(Number(((await stake.textContent()) ?? "").replace(/[^0-9.]/g, "")) * 100)
  }
  const stake = await playDice()
  // Dice counts 20% of its stake.
  const wagered = Math.floor(stake / 5)
  await page.goto(`/en/bonuses/wager`)
  await waitForApp(page)
  await expect(row.getByTestId("bonus-progress")).toHaveText(`${rub(wagered)} / ${rub(35_000_00)}`)
  await expect(row.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(Math.floor((wagered * 100) / 35_000_00)))
  await page.screenshot({ path: `${SCREENSHOT_DIR}/bonus-wager.png` })

  // The requirement lowered to a rouble more than wagered: the next round meets it.
  const { bonuses } = (await (await page.request.get(`/web-api/promo/bonuses`)).json()) as { bonuses: ReadonlyArray<{ id: number }> }
  const lowered = await page.request.post(`/web-api/dev/promo/requirement`, { headers: await devHeaders(), data: { bonusId: bonuses[0]!.id, requirement: wagered + 1_00 } })
  expect(lowered.ok()).toBe(true)
  await playDice()
  await page.goto(`/en/bonuses/wager`)
  await waitForApp(page)
  await expect(row.getByTestId("bonus-status")).toHaveText("Converted")
  await expect(row).toContainText(`${rub(1_000_00)} moved`)
  await expect(row.getByTestId("bonus-progress")).toHaveText(`${rub(wagered + 1_00)} / ${rub(wagered + 1_00)}`)
  await expect(page.getByTestId("bonus-balance")).toHaveText(`Bonus balance: ${rub(0)}`)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/bonus-wager-converted.png` })

  await page.goto(`/en/promotion`)
  await waitForApp(page)
  await page.getByTestId("promo-code").fill("NOSUCHCODE")
  await page.getByTestId("promo-redeem").click()
  await expect(page.getByText("There is no such promo code.")).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/promotion.png` })
})
