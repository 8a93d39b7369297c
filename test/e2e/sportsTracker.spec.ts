import { expect, test } from "./fixtures"
import { SCREENSHOT_DIR, waitForApp } from "./support"

interface ListedGame {
  readonly id: string
  readonly sportId: string
  readonly championshipId: string
  readonly home: string
}
interface TrackerAnswer {
  readonly tracker: { readonly events: ReadonlyArray<{ readonly kind: string; readonly minute: number }>; readonly statistics: ReadonlyArray<unknown> }
}

test("a player opens a live football game and follows it on the tracker: periods, events with minutes, statistics, and no video badge", async ({ page }) => {
  test.setTimeout(90_000)
  // A live football game in which something has happened already (a goal, or the first half's end).
  const top = (await (await page.request.get("/bff-api/sports/top?section=live")).json()) as { readonly games: ReadonlyArray<ListedGame> }
  let chosen: ListedGame | undefined
  for (const game of top.games.filter((g) => g.sportId === "football")) {
    const answer = (await (await page.request.get(`/bff-api/sports/tracker?game=${game.id}`)).json()) as TrackerAnswer
    if (answer.tracker.events.length > 0) {
      chosen = game
      break
    }
  }
  expect(chosen, "a live football game with an event").toBeDefined()
  const game = chosen!

  // The live page lists top games, none with a video badge: the simulated line holds no streams.
  await page.goto("/en/live")
  await waitForApp(page)
  await expect(page.locator(".game-row").first()).toBeVisible()
  await expect(page.getByText("Video", { exact: true })).toHaveCount(0)

  await page.goto(`/en/live/football/${game.championshipId}/${game.id}`)
  await waitForApp(page)
  const tracker = page.getByRole("region", { name: "Match tracker" })
  await expect(tracker).toBeVisible()
  // Score by half: both halves and the total, a row per side.
  const periods = tracker.getByRole("table", { name: "Score by halves" })
  await expect(periods.getByRole("columnheader", { name: "1" })).toBeVisible()
  await expect(periods.getByRole("columnheader", { name: "2" })).toBeVisible()
  await expect(periods.getByRole("columnheader", { name: "Total" })).toBeVisible()
  await expect(periods.getByRole("rowheader", { name: game.home })).toBeVisible()
  // A key event with its minute.
  const events = tracker.getByRole("region", { name: "Key events" }).getByRole("listitem")
  await expect(events.first()).toBeVisible()
  await expect(events.first()).toContainText(/^\d{1,3}′/)
  await expect(events.first()).toContainText(/Goal: |Half \d over/)
  // Statistics of the play so far.
  const statistics = tracker.getByRole("region", { name: "Statistics" })
  await expect(statistics.getByText("Halves won")).toBeVisible()
  await expect(statistics.getByText("Biggest lead")).toBeVisible()
  await expect(page.getByText("Video", { exact: true })).toHaveCount(0)
  await page.setViewportSize({ width: 1366, height: 768 })
  await tracker.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/sports-tracker.png` })
})
