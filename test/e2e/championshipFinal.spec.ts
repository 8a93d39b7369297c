import { expect, type APIRequestContext, type Page, test } from "./fixtures"
import { notFoundHeadingEn, SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * SPEC.md 2.2 championship pages, each with home, game and final, against the real server: the final opens from the
 * championship's home, in its theme, and shows the game or games the page type's rule picks from the championship's
 * whole schedule (src/domain/sports/championshipFinal.ts), as the server lists it.
 */

type Game = { readonly id: string; readonly startsAt: number; readonly home: string; readonly away: string }
type Games = { readonly games: ReadonlyArray<Game> }

/** The championship's schedule as the server has it: its live games, then its line (the order the final reads). */
const schedule = async (request: APIRequestContext, championship: string): Promise<ReadonlyArray<Game>> => {
  const lists = await Promise.all(
    (["live", "line"] as const).map(async (section) => ((await (await request.get(`/bff-api/sports/games?section=${section}&championship=${championship}`)).json()) as Games).games)
  )
  return lists.flat()
}

/** By hand: the games by start time, ties in the listed order. */
const byStart = (games: ReadonlyArray<Game>) => games.map((game, i) => ({ game, i })).sort((a, b) => a.game.startsAt - b.game.startsAt || a.i - b.i).map(({ game }) => game)

const finalRows = (page: Page) => page.getByRole("region", { name: /^(Final|Finals series|Last round of the season)$/ }).locator(".game-row")
const rowIds = (page: Page) => finalRows(page).evaluateAll((rows) => rows.map((row) => row.getAttribute("data-game") ?? ""))

test("a cup's final opens from its home in its theme: the championship's last game, with its markets, and its game page in the theme", async ({ page, request }) => {
  await page.goto("/en/line/football/champions-league")
  await waitForApp(page)
  await expect(page.locator(".sports--champ")).toBeVisible()
  const views = page.getByRole("navigation", { name: "Pages of Champions League" })
  await expect(views.getByRole("link", { name: "All games" })).toHaveAttribute("aria-current", "page")
  await views.getByRole("link", { name: "Final" }).click()
  await expect(page).toHaveURL(/\/en\/line\/football\/champions-league\/final$/)
  await expect(page.locator(".sports--champ")).toBeVisible()
  await expect(page.locator(".sports__banner")).toContainText("Champions League")
  await expect(views.getByRole("link", { name: "Final" })).toHaveAttribute("aria-current", "page")
  await expect(page.getByRole("heading", { level: 2, name: "Final" })).toBeVisible()
  await expect(finalRows(page)).toHaveCount(1)
  // The line runs on (a game that starts is replaced at its far end): the page and the server agree once both have polled.
  await expect(async () => {
    const last = byStart(await schedule(request, "champions-league")).at(-1)!
    expect(await rowIds(page)).toEqual([last.id])
    await expect(page.locator(`.championship-final article.game-page[data-game="${last.id}"]`)).toBeVisible({ timeout: 1_000 })
  }).toPass({ timeout: 25_000 })
  await expect(page.locator(".championship-final .market").first()).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/championship-final.png`, fullPage: true })

  // The final's game page is the championship's game page, in the same theme.
  await finalRows(page).locator("a.game-row__teams").click()
  await expect(page).toHaveURL(/\/en\/(line|live)\/football\/champions-league\/g[0-9]+$/)
  await expect(page.locator(".sports--champ")).toBeVisible()
  await expect(page.getByRole("heading", { name: "All markets" })).toBeVisible()
})

test("a league's final is its last round in its theme, a finals series the finalists' games; the Super Cup wears its own colours", async ({ page, request }) => {
  await page.goto("/en/line/football/epl/final")
  await waitForApp(page)
  await expect(page.locator(".sports--epl")).toBeVisible()
  await expect(page.locator(".sports__banner")).toHaveCSS("background-image", /linear-gradient\(.*rgb\(61, 25, 91\)/)
  await expect(page.getByRole("heading", { level: 2, name: "Last round of the season" })).toBeVisible()
  await expect(finalRows(page)).toHaveCount(10)
  await expect(async () => {
    const round = byStart(await schedule(request, "epl")).slice(-10).map((game) => game.id)
    expect(new Set(await rowIds(page))).toEqual(new Set(round))
  }).toPass({ timeout: 25_000 })

  await page.goto("/en/line/basketball/nba-finals/final")
  await waitForApp(page)
  await expect(page.locator(".sports--nbafinals")).toBeVisible()
  await expect(page.getByRole("heading", { level: 2, name: "Finals series" })).toBeVisible()
  await expect(finalRows(page).first()).toBeVisible()
  await expect(async () => {
    const games = byStart(await schedule(request, "nba-finals"))
    const last = games.at(-1)!
    const finalists = [last.home, last.away].sort().join("|")
    const series = games.filter((game) => [game.home, game.away].sort().join("|") === finalists).map((game) => game.id)
    expect(await rowIds(page)).toEqual(series)
  }).toPass({ timeout: 25_000 })

  await page.goto("/en/line/football/uefa-super-cup/final")
  await waitForApp(page)
  await expect(page.locator(".sports--scf")).toBeVisible()
  await expect(page.locator(".sports__banner")).toHaveCSS("background-image", /linear-gradient\(.*rgb\(11, 29, 92\)/)
  await expect(page.locator(".sports__banner")).toContainText("UEFA Super Cup")
  await expect(finalRows(page)).toHaveCount(1)
})

test("a championship without a final has no final page", async ({ page }) => {
  for (const path of ["/en/line/mma/ufc/final", "/en/line/football/serie-a/final"]) {
    await page.goto(path)
    await waitForApp(page)
    await expect(notFoundHeadingEn(page), path).toBeVisible()
  }
  // Its home keeps working, without a link to a final.
  await page.goto("/en/line/football/serie-a")
  await waitForApp(page)
  await expect(page.getByRole("link", { name: "Final" })).toHaveCount(0)
})
