import { expect, type Page, test } from "./fixtures"
import { SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * Favorites (issue 8), end to end: a guest's star opens the sign-in; the demo player stars a live game and a
 * championship, finds them in the favorites block after a reload (they are kept on the server), and takes one off.
 */
/**
 * The server's answer to a star's change: the star shows the change at once and sends it next, so a reload right after
 * the click (which cancels a request still in flight) waits for it, as a player sees the star before pressing F5.
 */
const saved = (page: Page, method: "POST" | "DELETE") =>
  page.waitForResponse((response) => response.url().includes("/bff-api/sports/favorites") && response.request().method() === method && response.ok())

test("the demo player stars a live game and a championship, sees them after a reload, and takes one off", async ({ page }) => {
  // Sign-in (argon2id on a shared machine), two reloads and the live polls.
  test.setTimeout(120_000)
  await page.goto("/en/live")
  await waitForApp(page)
  const topGames = page.getByRole("list", { name: /^Top games/ })
  const firstRow = topGames.getByRole("listitem").first()
  await expect(firstRow).toBeVisible()

  // A guest's star asks for the sign-in.
  await firstRow.getByRole("button", { name: /^Sign in to add .+ to favorites$/ }).click()
  const dialog = page.getByRole("dialog")
  await dialog.getByLabel("E-mail or account ID").fill("demo@oddsfold.local")
  await dialog.getByLabel("Password").fill("Oddsfold2024")
  await dialog.getByRole("button", { name: "Log in" }).click()
  await expect(page.getByText(/^Account [1-9][0-9]{8}$/)).toBeVisible()
  await expect(dialog).toHaveCount(0)

  // A live game: its star is pressed, and the favorites block shows the game with its prices.
  const gameId = (await firstRow.getAttribute("data-game")) ?? ""
  expect(gameId).toMatch(/^g[0-9]+$/)
  const teams = (await firstRow.locator(".game-row__team").allTextContents()).join(" ")
  const star = topGames.locator(`li[data-game="${gameId}"]`).getByRole("button", { name: /^Add .+ to favorites$/ })
  const gameSaved = saved(page, "POST")
  await star.click()
  await gameSaved
  await expect(topGames.locator(`li[data-game="${gameId}"]`).getByRole("button", { name: /^Remove .+ from favorites$/ })).toHaveAttribute("aria-pressed", "true")
  const favorites = page.getByRole("region", { name: "Favorites" })
  const favoriteGames = favorites.getByRole("list", { name: /^Favorite games/ })
  await expect(favoriteGames.locator(`li[data-game="${gameId}"]`)).toBeVisible()
  await expect(favoriteGames.locator(`li[data-game="${gameId}"] button.outcome`).first()).toBeVisible()

  // A championship of live football.
  await page.getByRole("navigation", { name: "Sports" }).getByRole("link", { name: /^Football/ }).first().click()
  await expect(page).toHaveURL(/\/en\/live\/football$/)
  const championship = page.getByRole("list", { name: "Championships" }).last().getByRole("listitem").first()
  const championshipName = (await championship.locator(".champ-list__name").textContent()) ?? ""
  expect(championshipName).not.toBe("")
  const championshipSaved = saved(page, "POST")
  await championship.getByRole("button", { name: /^Add .+ to favorites$/ }).click()
  await championshipSaved
  await expect(championship.getByRole("button", { name: /^Remove .+ from favorites$/ })).toHaveAttribute("aria-pressed", "true")

  // Kept on the server: after a reload on the live page, both are in the favorites block.
  await page.goto("/en/live")
  await waitForApp(page)
  await expect(favorites).toBeVisible()
  const favoriteChampionships = favorites.getByRole("list", { name: "Favorite championships" })
  await expect(favoriteChampionships.getByRole("link", { name: new RegExp(`· ${championshipName}$`) })).toBeVisible()
  const favoriteRow = favoriteGames.locator(`li[data-game="${gameId}"]`)
  await expect(favoriteRow).toBeVisible()
  await expect(favoriteRow).toContainText(teams.split(" ")[0] ?? "")
  await expect(favoriteRow.getByRole("button", { name: /^Remove .+ from favorites$/ })).toHaveAttribute("aria-pressed", "true")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/sports-favorites.png` })

  // The game is taken off: it leaves the block at once, and stays off after a reload; the championship stays.
  const gameRemoved = saved(page, "DELETE")
  await favoriteRow.getByRole("button", { name: /^Remove .+ from favorites$/ }).click()
  await expect(favoriteGames.locator(`li[data-game="${gameId}"]`)).toHaveCount(0)
  await gameRemoved
  await page.reload()
  await waitForApp(page)
  await expect(favoriteChampionships.getByRole("link", { name: new RegExp(`· ${championshipName}$`) })).toBeVisible()
  await expect(favorites.locator(`li[data-game="${gameId}"]`)).toHaveCount(0)
  await expect(topGames.locator(`li[data-game="${gameId}"]`).getByRole("button", { name: /^Add .+ to favorites$/ })).toHaveAttribute("aria-pressed", "false")

  // The demo player is shared by the suite: the championship goes too, and with it the block.
  const championshipRemoved = saved(page, "DELETE")
  await favoriteChampionships.getByRole("button", { name: /^Remove .+ from favorites$/ }).click()
  await expect(favorites).toHaveCount(0)
  await championshipRemoved
})
