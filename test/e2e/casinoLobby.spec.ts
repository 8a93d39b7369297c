import { expect, test } from "./fixtures"
import { signInAsDemoPlayer, waitForApp } from "./support"

/**
 * The casino's lobby, end to end: the casino from the header, the 16-tile preloader's place taken by the games, an
 * empty category's empty state, a guest sent to log in from favorites; then the demo player finds a game by search
 * (as they type) and by its provider, stars it, sees it under favorites, opens its game page and finds it in
 * my-casino.
 */
test("the demo player finds a game by search and by provider, favorites it and sees it under favorites", async ({ page }) => {
  // Sign-in (argon2id on a shared machine) and a few page chunks.
  test.setTimeout(120_000)
  await page.goto("/en/")
  await waitForApp(page)
  await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Casino" }).click()
  await expect(page).toHaveURL(/\/en\/casino$/)
  const games = page.getByTestId("casino-games")
  await expect(games.getByRole("article")).toHaveCount(9)
  await expect(page.getByTestId("casino-preloader")).toHaveCount(0)

  // A category with no game yet says so.
  await page.getByRole("navigation", { name: "Casino sections" }).getByRole("link", { name: "Live casino" }).click()
  await expect(page).toHaveURL(/\/en\/casino\/live-casino$/)
  await expect(page.getByTestId("casino-empty")).toBeVisible()
  await page.getByRole("navigation", { name: "Casino sections" }).getByRole("link", { name: /^Card games/ }).click()
  await expect(page).toHaveURL(/\/en\/card-games$/)
  await expect(page.getByTestId("casino-games").getByRole("article")).toHaveCount(2)

  // Favorites and my-casino need a sign-in (SPEC.md 2.3): a guest goes home to log in, the page kept as the return URL.
  await page.goto("/en/favorites")
  await expect(page).toHaveURL(/\/en\/\?returnUrl=%2Fen%2Ffavorites$/)

  await signInAsDemoPlayer(page)

  // Search as you type: one letter is not enough, two find, more narrow it down.
  await page.goto("/en/casino-search")
  const search = page.getByTestId("casino-search")
  await search.pressSequentially("r")
  await expect(page.getByText("Type at least two letters.")).toBeVisible()
  await search.pressSequentially("ou")
  await expect(page.getByTestId("casino-games").getByRole("article")).toHaveCount(1)
  await expect(page.getByTestId("game-roulette")).toBeVisible()
  await search.fill("no such game")
  await expect(page.getByText("No game matches “no such game”.")).toBeVisible()

  // By provider.
  await page.getByRole("navigation", { name: "Casino sections" }).getByRole("link", { name: "Providers" }).click()
  await page.getByRole("link", { name: /Oddsfold Originals/ }).click()
  await expect(page).toHaveURL(/\/en\/providers\/oddsfold-originals$/)
  const dice = page.getByTestId("game-dice")
  await expect(dice).toBeVisible()

  // The demo player may have starred it in an earlier run: start from not starred.
  const star = page.getByTestId("favorite-dice")
  if ((await star.getAttribute("aria-pressed")) === "true") {
    await star.click()
    await expect(star).toHaveAttribute("aria-pressed", "false")
  }
  await star.click()
  await expect(star).toHaveAttribute("aria-pressed", "true")
  await expect(star).toHaveAccessibleName("Remove Dice from favorites")

  // Kept on the server: a fresh page shows it under favorites.
  await page.goto("/en/favorites")
  await expect(page.getByTestId("game-dice")).toBeVisible()

  // Its game page: the launch container waits for the game's screen; my-casino lists it as played.
  await page.getByTestId("game-dice").getByRole("link", { name: "Dice", exact: true }).click()
  await expect(page).toHaveURL(/\/en\/casino\/fast-games\/game\/dice\/dice$/)
  await expect(page.getByTestId("casino-launch")).toBeVisible()
  await expect(page.getByRole("heading", { name: "Dice" })).toBeVisible()
  await page.goto("/en/my-casino")
  await expect(page.getByTestId("game-dice")).toBeVisible()

  // Taken off, it leaves the favorites.
  await page.goto("/en/favorites")
  await page.getByTestId("favorite-dice").click()
  await expect(page.getByTestId("casino-empty")).toBeVisible()
})
