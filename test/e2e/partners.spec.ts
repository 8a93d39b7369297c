import { expect, test } from "./fixtures"
import { rub, SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * Bring a friend end to end: a player copies their referral link from the bringfriend page; a friend in a browser of
 * their own opens it, registers and deposits 500 ₽ through the sandbox's card page; the player's page then shows the
 * friend (masked) with the reward, 10 % of the deposit, and their balance grew by it.
 */
test("a friend brought by a player's link deposits, and the player sees the friend and the reward on bringfriend", async ({ browser, page }) => {
  test.setTimeout(150_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"])
  const registered = await page.request.post("/auth-api/registration/fast", { data: { country_id: 1, currency_id: 1 } })
  expect(registered.ok()).toBe(true)
  const balance = async () => ((await (await page.request.get("/web-api/payments/cashier")).json()) as { balance: number }).balance
  const before = await balance()

  await page.goto("/en/bringfriend")
  await waitForApp(page)
  await expect(page.getByRole("heading", { level: 1, name: "Bring a friend" })).toBeVisible()
  await expect(page.getByTestId("referral-rule")).toHaveText(
    `You get 10% of your friend's first deposit, up to ${rub(1_000_00)} (from a deposit of ${rub(200_00)}), in the deposit's currency, as soon as it is credited.`
  )
  await expect(page.getByText("No friend has registered with your link yet.")).toBeVisible()
  await page.getByTestId("copy-referral-link").click()
  await expect(page.getByTestId("copy-referral-link")).toHaveText("Copied")
  const link = await page.evaluate(() => navigator.clipboard.readText())
  expect(link).toMatch(/\/en\/\?ref=[1-9][0-9]{8}$/)
  await expect(page.getByTestId("referral-link")).toHaveValue(link)

  const friendContext = await browser.newContext({ viewport: { width: 1366, height: 768 } })
  try {
    const friend = await friendContext.newPage()
    await friend.goto(link)
    await waitForApp(friend)
    await expect.poll(async () => (await friendContext.cookies()).find((c) => c.name === "refererid")?.value).toBe(new URL(link).searchParams.get("ref"))
    expect((await friend.request.post("/auth-api/registration/fast", { data: { country_id: 1, currency_id: 1 } })).ok()).toBe(true)

    await friend.goto("/en/recharge")
    await waitForApp(friend)
    await expect(friend.getByRole("heading", { level: 1, name: "Deposit" })).toBeVisible()
    await friend.getByRole("button", { name: rub(500_00), exact: true }).click()
    await friend.getByTestId("deposit-submit").click()
    await expect(friend.getByRole("heading", { name: "Pay by card" })).toBeVisible()
    await friend.getByLabel("Card number").fill("4242 4242 4242 4242")
    await friend.getByLabel("Expiry (MM/YY)").fill("12/30")
    await friend.getByLabel("CVC").fill("123")
    await friend.getByRole("button", { name: /^Pay / }).click()
    await expect(friend.getByRole("heading", { level: 1, name: "Payment received" })).toBeVisible()
  } finally {
    await friendContext.close()
  }

  await page.getByRole("button", { name: "Refresh" }).click()
  const row = page.getByTestId("referred-friend")
  await expect(row).toHaveCount(1)
  await expect(row).toContainText("Made")
  await expect(row).toContainText(rub(50_00))
  await expect(page.getByTestId("referral-earned")).toHaveText(`Earned in total: ${rub(50_00)}`)
  expect(await balance()).toBe(before + 50_00)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/bringfriend.png` })
})
