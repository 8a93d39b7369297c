import { expect, test } from "./fixtures"
import { SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * SPEC.md 2.2 page types marble and politics, against the real server: the line's outrights (virtual marble races,
 * elections), their fields with the server's prices, a pick going into the bet slip, the sports menu's links to them,
 * and the results with each finished race's winner.
 */

type Outright = {
  readonly id: string
  readonly home: string
  readonly status: string
  readonly startsAt: number
  readonly participants: ReadonlyArray<string>
  readonly order?: ReadonlyArray<number>
  readonly markets: ReadonlyArray<{ readonly id: string; readonly status: string; readonly outcomes: ReadonlyArray<{ readonly id: string; readonly kind: string; readonly price: number }> }>
}

test("marble: the next race's eight runners with the server's prices; a race in play locked with its places; the last winners", async ({ page, request }) => {
  await page.goto("/en/marble")
  await waitForApp(page)
  await expect(page.getByRole("heading", { level: 1, name: "Marble racing" })).toBeVisible()
  const next = page.getByRole("region", { name: "Next races" })
  const race = next.getByRole("article").first()
  await expect(race).toBeVisible()
  const runners = race.getByRole("list", { name: /^Runners of / })
  await expect(runners.getByRole("listitem")).toHaveCount(8)
  await expect(runners.locator("button.outcome")).toHaveCount(8)
  await expect(runners.locator("button.outcome").first()).toBeEnabled()

  // The runners and prices are the server's: the same race, its marbles in their numbers' order, its prices.
  const id = (await race.getAttribute("data-game"))!
  const server = (await (await request.get(`/bff-api/sports/game/${id}`)).json()) as { readonly games: ReadonlyArray<Outright> }
  const game = server.games[0]!
  await expect(race.getByRole("heading", { name: game.home })).toBeVisible()
  await expect(runners.locator(".outcome__name")).toHaveText([...game.participants])
  const shown = (await runners.locator("button.outcome .outcome__price").allTextContents()).map(Number)
  expect(shown).toEqual(game.markets[0]!.outcomes.map((o) => o.price))
  for (const price of shown) expect(price).toBeGreaterThanOrEqual(1.01)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/page-marble.png`, fullPage: true })

  // A race runs about half of every three minutes: when one is in play, its market is locked and its places show.
  const running = page.getByRole("region", { name: /^Racing now/ }).getByRole("article")
  if ((await running.count()) > 0) {
    await expect(running.first().getByRole("list", { name: /^Places in / }).getByRole("listitem")).toHaveCount(8)
    for (const cell of await running.first().locator("button.outcome").all()) await expect(cell).toBeDisabled()
  }

  // The races of the last hours are among the results, each with its winner.
  const results = page.getByRole("region", { name: "Last races" })
  await expect(results.getByTestId("winner").first()).toHaveText(/^Winner: \S/)
})

test("politics: an election's candidates with prices; a pick goes into the bet slip, and two of one election conflict in an express", async ({ page, request }) => {
  await page.goto("/en/politics")
  await waitForApp(page)
  await expect(page.getByRole("heading", { level: 1, name: "Politics" })).toBeVisible()
  const election = page.locator("main article.outright").first()
  await expect(election).toBeVisible()
  const name = (await election.locator(".outright__name").textContent())!
  const candidates = election.getByRole("list", { name: `Candidates of ${name}` })
  const count = await candidates.getByRole("listitem").count()
  expect(count).toBeGreaterThanOrEqual(4)
  expect(count).toBeLessThanOrEqual(12)
  const id = (await election.getAttribute("data-game"))!
  const server = ((await (await request.get(`/bff-api/sports/game/${id}`)).json()) as { readonly games: ReadonlyArray<Outright> }).games[0]!
  await expect(candidates.locator(".outcome__name")).toHaveText([...server.participants])

  const second = candidates.locator("button.outcome").nth(1)
  const candidate = server.participants[1]!
  await second.click()
  await expect(second).toHaveAttribute("aria-pressed", "true")
  const slip = page.getByRole("complementary", { name: "Bet slip" })
  const bet = slip.locator(`.coupon-bet[data-bet="${server.markets[0]!.outcomes[1]!.id}"]`)
  await expect(bet).toBeVisible()
  await expect(bet.locator(".coupon-bet__game")).toHaveText(name)
  await expect(bet.locator(".coupon-bet__market")).toHaveText(`Outright winner: ${candidate}`)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/page-politics.png`, fullPage: true })

  // Two candidates of one election are two bets on one event: an express shows them in conflict.
  await candidates.locator("button.outcome").nth(0).click()
  await expect(slip.locator(".coupon-bet")).toHaveCount(2)
  await slip.getByRole("radio", { name: "Express" }).click()
  await expect(slip.locator(".coupon-bet--conflict")).toHaveCount(2)
})

test("the sports menu leads to politics and marble racing, and the results list finished races with their winners", async ({ page, request }) => {
  await page.goto("/en/line")
  await waitForApp(page)
  const menu = page.locator("nav.sports-menu")
  await expect(menu.getByRole("link", { name: /^Politics/ })).toHaveAttribute("href", "/en/politics")
  await expect(menu.getByRole("link", { name: /^Marble racing/ })).toHaveAttribute("href", "/en/marble")
  await menu.getByRole("link", { name: /^Marble racing/ }).click()
  await expect(page).toHaveURL(/\/en\/marble$/)
  await expect(page.getByRole("heading", { level: 1, name: "Marble racing" })).toBeVisible()

  const date = new Date().toISOString().slice(0, 10)
  const results = (await (await request.get(`/bff-api/sports/results?date=${date}&sport=marble`)).json()) as { readonly results: ReadonlyArray<Outright> }
  expect(results.results.length).toBeGreaterThan(0)
  const last = results.results[0]!
  await page.goto("/en/results/marble")
  await waitForApp(page)
  const row = page.locator(`tr[data-game="${last.id}"]`)
  await expect(row).toContainText(last.home)
  await expect(row.getByTestId("winner")).toHaveText(`Winner: ${last.participants[last.order![0]! - 1]}`)
})
