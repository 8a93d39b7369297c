import { spawnSync } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { expect, test } from "./fixtures"
import { SCREENSHOT_DIR, waitForApp, warmLine } from "./support"

// The first paint comes from the server (ARCHITECTURE 10): a guest's home page arrives with its prices in the HTML.

const PRICE = ".game-row button.outcome:not([disabled])"

/**
 * Playwright's own word that it kept the service worker out (playwright.config.ts blocks it for every test but the
 * PWA's): the browser's, not the page's.
 */
const isPlaywrightsOwn = (text: string): boolean => text === "Service Worker registration blocked by Playwright"

test.beforeAll(async ({ baseURL }) => {
  await warmLine(baseURL!)
})

test("the home page's and the live page's HTML show prices before any script runs", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1366, height: 768 } })
  try {
    const page = await context.newPage()
    await page.goto(`${baseURL}/en/`)
    await expect(page.getByRole("heading", { level: 1, name: "Welcome to Oddsfold" })).toBeVisible()
    await expect(page.getByRole("heading", { level: 2, name: "Top live" })).toBeVisible()
    // A price as a player reads it: the outcome's name and its odds.
    await expect(page.locator(PRICE).first()).toHaveText(/^(1|X|2)\s*\d+\.\d{2}$/)
    expect(await page.locator(PRICE).count()).toBeGreaterThanOrEqual(8)
    await expect(page).toHaveTitle("Sports betting and casino — Oddsfold")
    await page.screenshot({ path: `${SCREENSHOT_DIR}/first-paint-no-script.png` })
    // The live page's list is long (a virtual list, its rows placed once its scroller is measured): a screenful of
    // its first games comes with the page, and the one-tap prompt a guest is offered.
    await page.goto(`${baseURL}/en/live`)
    await expect(page.getByRole("list", { name: "Top games" }).locator(PRICE).first()).toHaveText(/^(1|X|2)\s*\d+\.\d{2}$/)
    expect(await page.getByRole("list", { name: "Top games" }).locator(".game-row").count()).toBeGreaterThanOrEqual(8)
    await expect(page.getByTestId("one-tap")).toBeVisible()
  } finally {
    await context.close()
  }
})

test("the rendered home page hydrates without a warning, a price clicked at once lands in the slip, and the exported log replays and re-runs", async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  const console: Array<string> = []
  page.on("console", (message) => {
    if ((message.type() === "error" || message.type() === "warning") && !isPlaywrightsOwn(message.text())) console.push(`${message.type()}: ${message.text()}`)
  })
  page.on("pageerror", (error) => console.push(`page error: ${error.message}`))
  await page.goto("/en/")
  // Not the browser's boot: the page began with the server's entries.
  expect(await page.locator("#first-paint-log").count()).toBe(1)
  await waitForApp(page)
  const first = page.locator(PRICE).first()
  // The outcome itself, not the first price: the lists move as the line ticks.
  const outcome = await first.getAttribute("data-outcome")
  await first.click()
  const slip = page.getByRole("complementary", { name: "Bet slip" })
  await expect(slip.locator(".coupon-bet")).toHaveCount(1)
  await expect(page.locator(`button.outcome[data-outcome="${outcome}"]`).first()).toHaveAttribute("aria-pressed", "true")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/first-paint-hydrated.png` })
  expect(console).toEqual([])

  const log = await page.evaluate(() => window.__oddsfold?.exportLog() ?? "")
  expect(log).toContain('"source":"server"')
  expect(log).toContain('"_tag":"ToggleBet"')
  const file = join(mkdtempSync(join(tmpdir(), "oddsfold-first-paint-")), "home.jsonl")
  writeFileSync(file, log)
  const rerun = spawnSync(process.execPath, ["--import", "tsx", "scripts/replay.ts", "--rerun", file], { encoding: "utf8" })
  expect(rerun.stdout, `${rerun.stdout}\n${rerun.stderr}`).toContain("rerun: no divergence")
  expect(rerun.status).toBe(0)
  const replay = spawnSync(process.execPath, ["--import", "tsx", "scripts/replay.ts", file], { encoding: "utf8" })
  expect(replay.status, replay.stderr).toBe(0)
})

test("a live game's page comes rendered with its scoreboard and tracker, and hydrates without a warning", async ({ page, request }) => {
  type Listed = { readonly id: string; readonly sportId: string; readonly championshipId: string }
  const top = (await (await request.get("/bff-api/sports/top?section=live&limit=1")).json()) as { readonly games: ReadonlyArray<Listed> }
  const game = top.games[0]!
  const console: Array<string> = []
  page.on("console", (message) => {
    if ((message.type() === "error" || message.type() === "warning") && !isPlaywrightsOwn(message.text())) console.push(`${message.type()}: ${message.text()}`)
  })
  page.on("pageerror", (error) => console.push(`page error: ${error.message}`))
  const html = await (await request.get(`/en/live/${game.sportId}/${game.championshipId}/${game.id}`)).text()
  // In the HTML as served: the game's card and its tracker, with the entries they were rendered from.
  expect(html).toContain(`data-game="${game.id}"`)
  expect(html).toContain(`data-tracker="${game.id}"`)
  expect(html).toContain('class="tracker__body"')
  expect(html).toContain('id="first-paint-log"')
  await page.goto(`/en/live/${game.sportId}/${game.championshipId}/${game.id}`)
  await waitForApp(page)
  await expect(page.locator(`article[data-game="${game.id}"]`)).toBeVisible()
  await expect(page.getByRole("region", { name: "Match tracker" })).toBeVisible()
  expect(console).toEqual([])
})

test.describe("a new visitor", () => {
  test.use({ consent: null })

  test("gets the live page with its cookie bar and one-tap bar drawn by the server, and nothing on it moves as it hydrates", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 768 })
    // Every shift of the page's layout from its first paint on, as the browser reports it (none caused by the player),
    // that counts in CLS as the budget reads it (three decimals): the live list's own updates during the wait (a row
    // that ends, a clock) move a few pixels of a line at most, under 0.0005, while the shifts this test caught moved
    // the whole page (0.06 and 0.04).
    await page.addInitScript(() => {
      const shifts: Array<string> = []
      Object.assign(window, { __shifts: shifts })
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean; sources: ReadonlyArray<{ node: Node | null }> }>) {
          if (!entry.hadRecentInput && entry.value >= 0.0005) shifts.push(`${entry.value.toFixed(4)} ${entry.sources.map((source) => (source.node as Element | null)?.className ?? "?").join(", ")}`)
        }
      }).observe({ type: "layout-shift", buffered: true })
    })
    await page.goto("/en/live")
    await waitForApp(page)
    await expect(page.getByRole("region", { name: "We use cookies" })).toBeVisible()
    await expect(page.getByTestId("one-tap")).toBeVisible()
    await expect(page.getByRole("button", { name: "Support" })).toBeVisible()
    // The settings the browser applies after hydration and the timers it starts, given time to show.
    await page.waitForTimeout(1000)
    expect(await page.evaluate(() => (window as unknown as { __shifts: Array<string> }).__shifts)).toEqual([])
  })
})
