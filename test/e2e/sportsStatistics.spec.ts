import { expect, type Page, test } from "./fixtures"
import { SCREENSHOT_DIR, waitForApp } from "./support"

/** What a statistics view shows: head-to-head with a tally, both sides' form, the table with the two sides marked. */
const expectStatistics = async (page: Page, home: string, away: string) => {
  await expect(page.getByRole("heading", { level: 1, name: `${home} — ${away}` })).toBeVisible()
  const headToHead = page.getByTestId("head-to-head")
  await expect(headToHead.getByRole("heading", { name: "Head-to-head" })).toBeVisible()
  await expect(headToHead.getByTestId("meeting").first()).toBeVisible()
  for (const row of await headToHead.getByTestId("meeting").all()) await expect(row).toContainText(home)
  await expect(headToHead.getByText(`${home} won`)).toBeVisible()
  await expect(headToHead.getByText("Drawn")).toBeVisible()

  await expect(page.getByRole("heading", { name: "Recent form" })).toBeVisible()
  for (const [side, team] of [["home", home], ["away", away]] as const) {
    const form = page.getByTestId(`form-${side}`)
    await expect(form.getByRole("heading", { name: `Form of ${team}` })).toBeVisible()
    await expect(form.locator("tbody tr")).toHaveCount(5)
    // Each letter agrees with the score read from this side's point of view.
    for (const row of await form.locator("tbody tr").all()) {
      const cells = await row.locator("td").allTextContents()
      const [homeName, awayName] = cells[1]!.split(" · ")[0]!.split(" — ")
      const [homeGoals, awayGoals] = cells[2]!.split(":").map(Number)
      const own = homeName === team ? homeGoals! : awayGoals!
      const other = homeName === team ? awayGoals! : homeGoals!
      expect([homeName, awayName]).toContain(team)
      await expect(row).toHaveAttribute("data-result", own > other ? "W" : own < other ? "L" : "D")
    }
  }

  const standings = page.getByTestId("standings")
  await expect(page.getByRole("heading", { name: /^Standings: / })).toBeVisible()
  await expect(standings.locator("tbody tr")).toHaveCount(12)
  const marked = standings.locator("tbody tr.statistics__row--subject")
  await expect(marked).toHaveCount(2)
  await expect(standings.locator("tr[data-subject=home]")).toContainText(home)
  await expect(standings.locator("tr[data-subject=away]")).toContainText(away)
  // Football's table has draws and points: 3 a win, 1 a draw.
  for (const row of await standings.locator("tbody tr").all()) {
    const [, played, won, drawn, lost, , points] = (await row.locator("td").allTextContents()).map((text) => Number(text.split(":")[0]))
    expect(won! + drawn! + lost!).toBe(played)
    expect(points).toBe(3 * won! + drawn!)
  }
}

test("a player opens a football game of the line and its statistics in a window of their own; the pop-up route has no site header", async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto("/en/line")
  await waitForApp(page)
  await page.getByRole("navigation", { name: "Sports" }).getByRole("link", { name: /^Football/ }).first().click()
  await expect(page).toHaveURL(/\/en\/line\/football$/)
  await page.getByRole("list", { name: "Championships" }).last().getByRole("link").first().click()
  await expect(page).toHaveURL(/\/en\/line\/football\/[a-z0-9-]+$/)
  await page.locator(".game-row__teams").first().click()
  await expect(page).toHaveURL(/\/en\/line\/football\/[a-z0-9-]+\/g[0-9]+$/)
  const gameId = page.url().split("/").at(-1)!
  const teams = (await page.locator(".scoreboard__teams").textContent())!.trim()
  const [home, away] = teams.split(" — ").map((name) => name.trim())

  // "Stats in new window" is on by default (SPEC.md 9): the link opens the pop-up route in a new window.
  const link = page.getByRole("link", { name: /^Statistics/ })
  await expect(link).toHaveAttribute("target", "_blank")
  const [popup] = await Promise.all([page.context().waitForEvent("page"), link.click()])
  await popup.waitForLoadState()
  await expect(popup).toHaveURL(new RegExp(`/en/statisticpopup/${gameId}$`))
  await expectStatistics(popup, home!, away!)
  await expect(popup.locator(".site-header")).toHaveCount(0)
  await expect(popup).toHaveTitle(/Game statistics/)
  await popup.screenshot({ path: `${SCREENSHOT_DIR}/sports-statistics-popup.png`, fullPage: true })
  // The game page stayed where it was.
  await expect(page).toHaveURL(new RegExp(`/${gameId}$`))

  // The pop-up route opened directly: the statistics alone, no header or footer of the site.
  await page.goto(`/en/statisticpopup/${gameId}`)
  await waitForApp(page)
  await expectStatistics(page, home!, away!)
  await expect(page.locator(".site-header")).toHaveCount(0)
  await expect(page.locator("footer")).toHaveCount(0)

  // The statistics page of the site: the same statistics inside the site's layout.
  await page.goto(`/en/statistic/${gameId}`)
  await waitForApp(page)
  await expect(page.locator(".site-header")).toBeVisible()
  await expectStatistics(page, home!, away!)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/sports-statistics.png`, fullPage: true })
})

test("a game the feed does not know has no statistics; a path that names no game is not a page", async ({ page }) => {
  await page.goto("/en/statistic/g999999999")
  await waitForApp(page)
  await expect(page.getByRole("alert")).toHaveText("There are no statistics for this game.")
  await page.goto("/en/statistic/not-a-game")
  await waitForApp(page)
  await expect(page.getByRole("heading", { level: 1, name: "This page could not be found" })).toBeVisible()
})
