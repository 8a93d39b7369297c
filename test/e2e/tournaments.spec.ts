import { expect, test } from "./fixtures"
import { startPlayerServer, type PlayerServer } from "./signedInPlayer"
import { rub, SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * A tournament end to end on a server of its own (its demo keeps a running casino and sports tournament): a funded
 * player finds the tournaments from the casino's sections, opens the running casino tournament, joins it, plays a round
 * of dice from the tournament's list of games, and back on the tournament's page sees their place and the round's
 * points on the leaderboard.
 */
let server: PlayerServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startPlayerServer()
})
test.afterAll(async () => {
  await server?.close()
})

test("a player joins a casino tournament, plays a round, and sees their place and points on the leaderboard", async ({ context, page }) => {
  test.setTimeout(180_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  await server.signUp(context, 1_000_00)

  await page.goto(`${server.url}/en/casino`)
  await waitForApp(page)
  await page.getByRole("navigation", { name: "Casino sections" }).getByRole("link", { name: "Tournaments" }).click()
  await expect(page).toHaveURL(`${server.url}/en/bonus/casino/tournaments`)
  await expect(page.getByRole("heading", { level: 1, name: "Tournaments" })).toBeVisible()
  const running = page.getByRole("region", { name: "Running now" })
  await expect(running.getByRole("link", { name: "Goal rush" })).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/tournaments.png` })
  await running.getByRole("link", { name: "Spin sprint" }).click()

  await expect(page.getByRole("heading", { level: 1, name: "Spin sprint" })).toBeVisible()
  await expect(page.getByTestId("tournament-countdown")).toContainText("Ends in")
  await expect(page.getByTestId("tournament-prizes")).toContainText(rub(10_000_00))
  await expect(page.getByText("Nobody has joined yet. Be the first!")).toBeVisible()
  await page.getByRole("button", { name: "Join the tournament" }).click()
  await expect(page.getByTestId("tournament-my-place")).toHaveText("Place 1 of 1")
  await expect(page.getByTestId("tournament-my-points")).toHaveText("0.00 points")

  // The rules lead to the games that count: a round of dice, RUB 10.00 at its full weight, is 10 points.
  await page.getByRole("table", { name: "Games that count" }).getByRole("link", { name: "Dice" }).click()
  await expect(page).toHaveURL(`${server.url}/en/casino/in-house/dice`)
  await page.getByLabel("Stake", { exact: true }).fill("10")
  await page.getByRole("button", { name: "Play", exact: true }).click()
  await expect(page.getByTestId("round-result").getByTestId("result-stake")).toHaveText(rub(10_00))
  await page.goBack()

  await expect(page.getByRole("heading", { level: 1, name: "Spin sprint" })).toBeVisible()
  await expect(page.getByTestId("tournament-my-points")).toHaveText("10.00 points")
  await expect(page.getByTestId("tournament-my-place")).toHaveText("Place 1 of 1")
  const mine = page.getByTestId("tournament-my-row")
  await expect(mine.getByRole("cell")).toHaveText(["1", "You", "10.00", rub(10_000_00)])
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: `${SCREENSHOT_DIR}/tournament.png` })
})
