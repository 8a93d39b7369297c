import { expect, test } from "./fixtures"
import { SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * SPEC.md 8 "Ad blocker detected" and 2.1 "Tab history": the browser plays an ad blocker by cancelling the request for
 * the bait script, as one does; the notice asks to turn it off and closes like any notification. Meanwhile the game
 * page's back link returns to the page the player came from (the search), not to the game's category.
 */
test.use({ viewport: { width: 1366, height: 768 } })

test("an ad blocker is told in a notice the player closes; a game page's back returns where the player came from", async ({ page }) => {
  await page.route("**/ads.js*", (route) => route.abort("blockedbyclient"))
  await page.goto("/en/casino-search")
  await waitForApp(page)
  await page.getByTestId("casino-search").fill("Dice")
  await page.getByTestId("game-dice").getByRole("link", { name: "Dice", exact: true }).click()
  await expect(page).toHaveURL(/\/en\/casino\/fast-games\/game\/dice\/dice$/)

  const notice = page.locator(".notification[data-kind=adBlocker]")
  await expect(notice).toContainText("An ad blocker is blocking the site")
  await expect(notice).toContainText("Please turn off your ad blocker for this site")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/ad-blocker-notice.png` })

  await page.getByTestId("casino-game-back").click()
  await expect(page).toHaveURL(/\/en\/casino-search$/)

  await notice.getByRole("button", { name: "Close the notification" }).click()
  await expect(notice).toHaveCount(0)
})
