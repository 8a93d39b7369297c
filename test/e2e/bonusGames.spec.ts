import { expect, test } from "./fixtures"
import { operatorHeaders, SCREENSHOT_DIR, signInAsDemoPlayer, waitForApp } from "./support"

/**
 * The bonus mini-games end to end on the shared server: the demo player opens the games page (six games, their free
 * plays), spins the wheel of fortune with a free play and sees the prize and the bonus balance it went to. The shared
 * server keeps its data between runs, so a play is granted through the operator endpoint when today's is used.
 */

test("the demo player spins the wheel with a free play and sees the prize in the bonus balance", async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  await signInAsDemoPlayer(page)

  const before = (await (await page.request.get("/web-api/casino/bonus-games")).json()) as { freePlays: { left: number }; bonusBalance: number }
  if (before.freePlays.left === 0) {
    const { userId } = (await (await page.request.get("/auth-api/session/check")).json()) as { userId: number }
    const granted = await page.request.post("/web-api/operator/bonus-games/grants", {
      headers: await operatorHeaders(),
      data: { userId, plays: 1 }
    })
    expect(granted.ok()).toBe(true)
  }

  await page.goto("/en/games")
  await waitForApp(page)
  await expect(page.getByRole("heading", { level: 1, name: "Bonus games" })).toBeVisible()
  for (const name of ["Wheel of fortune", "Treasure chests", "Memory", "Safe", "Lottery", "Dragon"]) await expect(page.getByText(name, { exact: true })).toBeVisible()
  await expect(page.getByTestId("bonus-free-plays")).toHaveText(/^Free plays left: [1-9]/)
  const balanceText = (kopecks: number) => `RUB ${(kopecks / 100).toLocaleString("en", { minimumFractionDigits: 2 })}`
  await expect(page.getByTestId("bonus-balance")).toHaveText(balanceText(before.bonusBalance))
  await page.screenshot({ path: `${SCREENSHOT_DIR}/bonus-games.png` })

  await page.getByTestId("bonus-game-fortuna").click()
  await expect(page.getByRole("heading", { level: 1, name: "Wheel of fortune" })).toBeVisible()
  await expect(page.getByText("Prize table")).toBeVisible()
  const played = page.waitForResponse((response) => response.url().endsWith("/web-api/casino/bonus-games/plays") && response.request().method() === "POST")
  await page.getByTestId("bonus-play").click()
  const answer = (await (await played).json()) as { play: { prize: number }; bonusBalance: number }
  expect(answer.bonusBalance).toBe(before.bonusBalance + answer.play.prize)
  await expect(page.getByTestId("bonus-prize")).toContainText(answer.play.prize > 0 ? `Your prize: ${balanceText(answer.play.prize)}` : "No prize this time.")
  await expect(page.getByTestId("bonus-balance")).toHaveText(balanceText(before.bonusBalance + answer.play.prize))
  await page.waitForTimeout(1300)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/bonus-game-fortuna.png` })

  // The play's verify link: its seed pair is still in play, so the verifier offers to rotate it; then it draws the
  // wheel again in the browser and agrees with the recorded sector and prize.
  await page.getByTestId("bonus-verify").click()
  await expect(page).toHaveURL(/\/en\/casino\/fairness\/bonus\/[0-9a-z-]+$/)
  await page.getByRole("button", { name: "Rotate seeds now" }).click()
  const verifier = page.getByTestId("verifier-result")
  await expect(verifier.getByTestId("verifier-commitment")).toHaveText("Matches the commitment shown before play")
  await expect(verifier.getByTestId("verifier-outcome")).toHaveText(/^\{"sector":[0-5]\}$/)
  await expect(verifier.getByTestId("verifier-agrees")).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-fairness-bonus.png`, fullPage: true })
  await page.goBack()

  // Memory takes three pairs of cards: the play waits for the sixth (and for a free play).
  await page.getByRole("link", { name: "All bonus games" }).click()
  await page.getByTestId("bonus-game-memory").click()
  await expect(page.getByRole("heading", { level: 1, name: "Memory" })).toBeVisible()
  const cards = page.locator(".bonus-tile--card")
  await expect(cards).toHaveCount(8)
  for (let i = 0; i < 6; i++) await cards.nth(i).click()
  await expect(page.getByText("Cards picked: 6 of 6")).toBeVisible()
  await expect(cards.nth(6)).toBeDisabled()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/bonus-game-memory.png` })

  // An old route of the wheel is sent to its current page.
  await page.goto("/en/games/wheel")
  await expect(page).toHaveURL(/\/en\/games\/fortuna$/)
})
