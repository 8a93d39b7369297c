import { expect, type Page, test } from "./fixtures"
import { devHeaders, floatingCovers, SCREENSHOT_DIR, waitForApp } from "./support"

/** Every open price cell on the page, read in one go (a poll may land between two reads): its outcome and its text. */
const shownPrices = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLButtonElement>("button.outcome:not([disabled])")].map((cell) => ({
      id: cell.dataset.outcome ?? "",
      shown: cell.querySelector(".outcome__price")?.textContent ?? ""
    }))
  )

/** American odds by the published formula, written here independently of the app: +100(d−1) from 2.00, −100/(d−1) below. */
const american = (decimal: number): string => {
  const value = decimal >= 2 ? Math.round(100 * (decimal - 1)) : -Math.round(100 / (decimal - 1))
  return value > 0 ? `+${value}` : String(value)
}

test("a player opens live football, a championship and a game; prices arrive from the server and convert to American", async ({ page }) => {
  // The live game page is polled every 5 s (SPEC.md 9); a price change may take a few polls.
  test.setTimeout(90_000)
  await page.goto("/en/live")
  await waitForApp(page)
  await expect(page.getByRole("heading", { level: 1, name: "Live" })).toBeVisible()
  await expect(page.getByRole("list", { name: "Top games" }).getByRole("listitem").first()).toBeVisible()

  await page.getByRole("navigation", { name: "Sports" }).getByRole("link", { name: /^Football/ }).first().click()
  await expect(page).toHaveURL(/\/en\/live\/football$/)
  // A game whose prices are open: one near its end has its markets closed, and their prices no longer move. A
  // championship whose games are all near their end (or locked a moment by a goal) is left for the next one.
  const championships = page.getByRole("list", { name: "Championships" }).last().getByRole("link")
  const openGame = page.locator(".game-row", { has: page.locator("button.outcome:not([disabled])") }).first().locator(".game-row__teams")
  await expect(championships.first()).toBeVisible()
  const tried = Math.min(await championships.count(), 6)
  for (let i = 0; i < tried; i++) {
    await championships.nth(i).click()
    await expect(page).toHaveURL(/\/en\/live\/football\/[a-z0-9-]+$/)
    if (await openGame.waitFor({ timeout: 5_000 }).then(() => true, () => false)) break
    await page.goBack()
  }
  await expect(openGame).toBeVisible()
  await openGame.click()
  await expect(page).toHaveURL(/\/en\/live\/football\/[a-z0-9-]+\/g[0-9]+$/)
  await expect(page.getByRole("heading", { name: "All markets" })).toBeVisible()
  await expect(page.locator(".scoreboard")).toContainText("Live")

  // A price moves on the server: the page shows the new one without a reload.
  const before = new Map((await shownPrices(page)).map(({ id, shown }) => [id, shown]))
  const url = page.url()
  await expect
    .poll(
      async () => (await shownPrices(page)).some(({ id, shown }) => before.has(id) && before.get(id) !== shown),
      { timeout: 60_000, intervals: [1_000] }
    )
    .toBe(true)
  expect(page.url()).toBe(url)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/sports-game.png` })

  // American odds: every open price on the page converted by the formula. The decimals are what the page showed just
  // before the switch; a poll that moved a price meanwhile shows in the decimals read after switching back, and the
  // round is tried again.
  const format = page.getByLabel("Odds format")
  await expect(async () => {
    const decimals = await shownPrices(page)
    await format.selectOption({ label: "American" })
    await expect.poll(async () => (await shownPrices(page)).every(({ shown }) => /^[+-]\d+$/.test(shown))).toBe(true)
    const prices = await shownPrices(page)
    await format.selectOption({ label: "Decimal" })
    await expect.poll(async () => (await shownPrices(page)).every(({ shown }) => /^\d+\.\d\d$/.test(shown))).toBe(true)
    expect(await shownPrices(page)).toEqual(decimals)
    // However many are open now (a game's markets close as it goes on, and a goal locks them a moment), at least one.
    expect(prices.length).toBeGreaterThan(0)
    expect(prices.map(({ id }) => id)).toEqual(decimals.map(({ id }) => id))
    prices.forEach(({ shown }, i) => expect(shown, `decimal ${decimals[i]!.shown}`).toBe(american(Number(decimals[i]!.shown))))
  }).toPass({ timeout: 30_000 })
  await format.selectOption({ label: "American" })
  await page.screenshot({ path: `${SCREENSHOT_DIR}/sports-game-american.png` })
})

test("a suspended market's prices are locked and cannot be chosen; an open one is chosen on click", async ({ page }) => {
  test.setTimeout(60_000)
  // The live list ranks locked games last, so the test suspends a market itself, as the trading desk would.
  await page.goto("/en/live")
  await waitForApp(page)
  const first = page.locator("button.outcome:not([disabled])").first()
  await expect(first).toBeVisible()
  const target = (await first.getAttribute("data-outcome")) ?? ""
  const marketId = target.slice(0, target.lastIndexOf(":"))
  const suspended = await page.request.post("/web-api/dev/sports/suspend", { data: { marketId, seconds: 30 }, headers: await devHeaders() })
  expect(suspended.ok()).toBe(true)
  const locked = page.locator(`button.outcome[data-outcome="${target}"]`)
  await expect(locked).toHaveClass(/outcome--locked/, { timeout: 15_000 })
  await expect(locked).toBeDisabled()
  await expect(locked).toHaveAttribute("aria-label", /betting suspended$/)
  await expect(locked).toHaveAttribute("aria-pressed", "false")

  const open = page.locator("button.outcome:not([disabled])").first()
  const outcome = await open.getAttribute("data-outcome")
  await open.click()
  const chosen = page.locator(".game-list button.outcome[aria-pressed=true]")
  await expect(chosen).toHaveCount(1)
  await expect(chosen).toHaveAttribute("data-outcome", outcome ?? "")

  // On the commonest desktop screen the floating Support button covers no price and no part of the slip, wherever
  // the list is scrolled.
  await page.setViewportSize({ width: 1366, height: 768 })
  for (const scrollY of [0, 400, 1200]) {
    await page.evaluate((y) => window.scrollTo(0, y), scrollY)
    expect(await floatingCovers(page, ".support__button"), `scrolled to ${scrollY}`).toEqual({ prices: [], slip: false, support: false })
  }
})

test("on a guest's home page the floating Support button covers no price and no part of the slip, before and while scrolling", async ({ page }) => {
  // The slip starts low on the home page (below the welcome banner and under the one-tap bar), its code box and Load
  // button at the window's bottom edge before any scroll: the dock stands below the slip's last line until it sticks.
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.goto("/en/")
  await waitForApp(page)
  await expect(page.getByRole("complementary", { name: "Quick sign-in" })).toBeVisible()
  await expect(page.getByRole("button", { name: "Load" })).toBeVisible()
  for (const scrollY of [0, 60, 120, 400, 1200]) {
    await page.evaluate((y) => window.scrollTo(0, y), scrollY)
    await expect(async () => expect(await floatingCovers(page, ".support__button"), `scrolled to ${scrollY}`).toEqual({ prices: [], slip: false, support: false })).toPass({ timeout: 5_000 })
  }
  // Scrolled, the button is on screen again to be clicked.
  await expect(page.getByRole("button", { name: "Support" })).toBeInViewport()
})

test("a championship with a page type of its own wears its theme: the Premier League", async ({ page }) => {
  await page.goto("/en/line/football/epl")
  await waitForApp(page)
  await expect(page.getByRole("heading", { level: 1, name: "Premier League" })).toBeVisible()
  await expect(page.locator(".sports--epl")).toBeVisible()
  await expect(page.locator(".sports__banner")).toHaveCSS("background-image", /linear-gradient\(.*rgb\(61, 25, 91\)/)
  await expect(page.getByRole("list", { name: "Premier League" }).getByRole("listitem").first()).toBeVisible()
  // The line's games by start time, earliest first.
  const starts = await page.locator(".game-row time").evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute("datetime") ?? "")))
  expect(starts.length).toBeGreaterThan(1)
  expect(starts).toEqual([...starts].sort((a, b) => a - b))
  await page.screenshot({ path: `${SCREENSHOT_DIR}/sports-epl.png` })
})

test("a player puts three live games on multi-live and watches them side by side", async ({ page }) => {
  await page.goto("/en/live")
  await waitForApp(page)
  const rows = page.getByRole("list", { name: "Top games" }).getByRole("listitem")
  await expect(rows.nth(2)).toBeVisible()
  const chosen: Array<string> = []
  for (let i = 0; i < 3; i++) {
    // The row of one game, not of a place in the list: the live list reorders as its games tick and end.
    const game = await rows.nth(i).getAttribute("data-game")
    const row = page.getByRole("list", { name: "Top games" }).locator(`li[data-game="${game}"]`)
    const teams = await row.locator(".game-row__name").allTextContents()
    chosen.push(teams.join(" — "))
    await row.getByRole("button", { name: "Add to multi-live" }).click()
    await expect(row.getByRole("button", { name: "Take off multi-live" })).toHaveAttribute("aria-pressed", "true")
  }
  await page.getByRole("link", { name: "Multi-live (3)" }).click()
  await expect(page).toHaveURL(/\/en\/multi$/)
  await expect(page.getByRole("heading", { level: 1, name: "Multi-live" })).toBeVisible()
  const columns = page.locator(".multi__game article.game-page")
  await expect(columns).toHaveCount(3)
  for (const [i, teams] of chosen.entries()) await expect(columns.nth(i)).toHaveAttribute("aria-label", teams)
  // Side by side: three columns in one row.
  const tops = await columns.evaluateAll((cells) => cells.map((cell) => Math.round(cell.getBoundingClientRect().top)))
  expect(new Set(tops).size).toBe(1)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/sports-multi-live.png` })

  await page.locator(".multi__game").first().getByRole("button", { name: "Take off multi-live" }).click()
  await expect(columns).toHaveCount(2)
})

test("results show the games that finished on a day with their final scores, as the server has them", async ({ page, request }) => {
  type Results = { results: ReadonlyArray<{ id: string; home: string; away: string; score: { home: number; away: number } }> }
  const resultsOf = async (day: string) => ((await (await request.get(`/bff-api/sports/results?date=${day}&sport=football`)).json()) as Results).results
  // Today's, unless the day has only just begun (the feed keeps the games of the hours before it started).
  const today = new Date().toISOString().slice(0, 10)
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  const day = (await resultsOf(today)).length > 0 ? today : yesterday
  const results = await resultsOf(day)
  expect(results.length).toBeGreaterThan(0)
  const finished = results[0]!

  await page.goto("/en/results/football")
  await waitForApp(page)
  await expect(page.getByRole("heading", { level: 1, name: "Results" })).toBeVisible()
  if (day !== today) await page.getByLabel("Day").fill(day)
  const row = page.locator(`tr[data-game="${finished.id}"]`)
  await expect(row).toContainText(`${finished.home} — ${finished.away}`)
  await expect(row.getByTestId("final-score")).toHaveText(`${finished.score.home}:${finished.score.away}`)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/sports-results.png` })
})

test("cyber sport under either name: e-sports disciplines, then virtual sports, each opening its cyber page", async ({ page }) => {
  await page.goto("/en/esports")
  await waitForApp(page)
  await expect(page.getByRole("heading", { level: 1, name: "Cyber sport" })).toBeVisible()
  const disciplines = page.getByRole("list", { name: "Disciplines" })
  await expect(disciplines.getByRole("link", { name: /^Counter-Strike 2/ })).toBeVisible()
  await expect(disciplines.getByRole("link", { name: /^Virtual football/ })).toHaveCount(0)
  await page.getByRole("navigation", { name: "Kinds of cyber sport" }).getByRole("link", { name: "Virtual sports" }).click()
  await expect(page).toHaveURL(/\/en\/esports\/virtual$/)
  await disciplines.getByRole("link", { name: /^Virtual football/ }).click()
  await expect(page).toHaveURL(/\/en\/esports\/virtual\/virtualfootball$/)
  await expect(page.getByRole("heading", { level: 1, name: "Virtual football" })).toBeVisible()
})

test("the home page shows the top live and top upcoming games, each list leading to its section", async ({ page }) => {
  await page.goto("/en/")
  await waitForApp(page)
  const live = page.getByRole("region", { name: "Top live" })
  const upcoming = page.getByRole("region", { name: "Top upcoming" })
  await expect(live.locator(".game-row").first()).toBeVisible()
  await expect(upcoming.locator(".game-row").first()).toBeVisible()
  const states = async (list: typeof live) => new Set(await list.locator(".game-row").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-status"))))
  expect(await states(live)).toEqual(new Set(["live"]))
  expect(await states(upcoming)).toEqual(new Set(["line"]))
  // Short lists: at most eight games each, the section's page has them all.
  expect(await live.locator(".game-row").count()).toBeLessThanOrEqual(8)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/home-top-games.png`, fullPage: true })
  await live.getByRole("link", { name: "All live games" }).click()
  await expect(page).toHaveURL(/\/en\/live$/)
})

test("the home page's top lists stand as placeholders until the line answers, and the games take their place without a shift", async ({ page, request }) => {
  // The page boots in the browser: this flow answers the browser's own start-up calls by hand.
  await page.setExtraHTTPHeaders({ "x-first-paint": "off" })
  // The line made before the page asks (a cold server makes it for seconds, holding the page's chunks too).
  expect((await request.get("/bff-api/sports/menu?section=line")).ok()).toBe(true)
  // The top lists' answers are held back, as a slow network would, until the test lets them through.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/bff-api\/sports\/top\b/, async (route) => {
    await held
    await route.continue()
  })
  // Every layout shift the page makes, as the CLS metric counts them (none caused by input here).
  await page.addInitScript(() => {
    const own = window as unknown as { shifts: number }
    own.shifts = 0
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) own.shifts += (entry as unknown as { value: number }).value
    }).observe({ type: "layout-shift", buffered: true })
  })
  const shifts = () => page.evaluate(() => (window as unknown as { shifts: number }).shifts)
  await page.goto("/en/")
  await waitForApp(page)
  const upcoming = page.getByRole("region", { name: "Top upcoming" })
  const placeholder = upcoming.getByRole("status", { name: "Loading the line…" })
  await expect(placeholder).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/home-top-games-loading.png` })
  await expect(upcoming.locator(".game-row")).toHaveCount(0)
  const box = await placeholder.boundingBox()
  // Eight rows of the line (64 px each) in the list's frame.
  expect(box?.height).toBe(8 * 64 + 2)
  const before = await shifts()
  release()
  await expect(upcoming.locator(".game-row")).toHaveCount(8)
  await expect(page.getByTestId("skeleton")).toHaveCount(0)
  expect(await upcoming.getByRole("list").first().evaluate((list) => list.getBoundingClientRect().height)).toBe(8 * 64 + 2)
  // Two frames for any shift the games' arrival made to be reported.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))))
  expect(await shifts()).toBe(before)
})

test("results by championship: the day's results under their championships, each opening its own page", async ({ page }) => {
  await page.goto("/en/results")
  await waitForApp(page)
  const first = page.locator(".results__championship").first()
  await expect(first).toBeVisible()
  const link = first.getByRole("heading", { level: 2 }).getByRole("link")
  const name = (await link.textContent()) ?? ""
  const games = await first.locator("tr[data-game]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-game")))
  await link.click()
  await expect(page).toHaveURL(/\/en\/champs\/[a-z0-9-]+$/)
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible()
  // Only that championship: one group, and every game listed under it on the day's page is here.
  await expect(page.locator(".results__championship")).toHaveCount(1)
  const here = await page.locator("tr[data-game]").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-game")))
  expect(here).toEqual(expect.arrayContaining(games))
  await page.getByRole("link", { name: "All championships" }).click()
  await expect(page).toHaveURL(/\/en\/champs$/)
  await expect(page.locator(".results__championship").nth(1)).toBeVisible()
})
