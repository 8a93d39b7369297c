import { expect, type APIRequestContext, type Locator, test } from "./fixtures"
import { SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * SPEC.md 2.2 page type betsonyour, against the real server: the games of the player's country (its own
 * championships'), the country taken from the profile, else the geo country the edge saw, and changed with the
 * page's picker. The browser plays the edge proxy here and sends the geo header (playwright.config.ts).
 */

type Games = { readonly games: ReadonlyArray<{ readonly id: string; readonly championshipId: string }> }

/** The country's games the server lists now, both sections. */
const countryGames = async (request: APIRequestContext, country: string): Promise<ReadonlyMap<string, string>> => {
  const answers = await Promise.all(
    (["line", "live"] as const).map(async (section) => (await (await request.get(`/bff-api/sports/country?section=${section}&country=${country}`)).json()) as Games)
  )
  return new Map(answers.flatMap((answer) => answer.games.map((game) => [game.id, game.championshipId] as const)))
}

const rowIds = (scope: Locator) => scope.locator(".game-row").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-game") ?? ""))

/**
 * The rows shown are the country's games. A game may finish between the page's poll and the server's answer here,
 * so one row of the list may be missing from the server's lists; none may be another country's.
 */
const expectGamesOf = async (scope: Locator, own: ReadonlyMap<string, string>, other: ReadonlyMap<string, string>) => {
  await expect(scope.locator(".game-row").first()).toBeVisible()
  const shown = await rowIds(scope)
  expect(shown.length).toBeGreaterThan(0)
  expect(shown.filter((id) => !own.has(id)).length).toBeLessThanOrEqual(1)
  for (const id of shown) expect(other.has(id), id).toBe(false)
}

test.describe("a guest, from the geo country", () => {
  test.use({ extraHTTPHeaders: { "x-geo-country": "GB" } })

  test("/en/betsonyour shows the games of the player's country, and picking another country changes the list", async ({ page, request }) => {
    // Three countries' pages and the server's lists of each.
    test.setTimeout(90_000)
    await page.goto("/en/betsonyour")
    await waitForApp(page)
    await expect(page.getByRole("heading", { level: 1, name: "Bets on your country" })).toBeVisible()
    const picker = page.getByLabel("Your country")
    await expect(picker).toHaveValue("GB")
    const england = await countryGames(request, "GB")
    const spain = await countryGames(request, "ES")
    // The hand-known championships of each: England's two football leagues, Spain's La Liga.
    expect(new Set(england.values())).toEqual(new Set(["epl", "efl-championship"]))
    expect(new Set(spain.values())).toEqual(new Set(["laliga"]))

    const upcoming = page.getByRole("region", { name: "Upcoming in United Kingdom" })
    await expectGamesOf(upcoming, england, spain)
    for (const status of await upcoming.locator(".game-row").evaluateAll((rows) => rows.map((row) => row.getAttribute("data-status")))) expect(status).toBe("line")
    await expect(page.getByRole("region", { name: "Live in United Kingdom" })).toBeVisible()
    await page.screenshot({ path: `${SCREENSHOT_DIR}/page-betsonyour.png` })

    await picker.selectOption({ label: "Spain" })
    await expect(page).toHaveURL(/\/en\/betsonyour\?country=ES$/)
    await expect(picker).toHaveValue("ES")
    const spanish = page.getByRole("region", { name: "Upcoming in Spain" })
    await expectGamesOf(spanish, await countryGames(request, "ES"), england)

    // A country the line has no championship of: said so, and the picker still offers the others.
    await page.goto("/en/betsonyour?country=KZ")
    await waitForApp(page)
    await expect(page.getByText("The line has no championship of Kazakhstan. Pick another country.")).toBeVisible()
    await expect(page.locator(".game-row")).toHaveCount(0)
    await page.getByLabel("Your country").selectOption({ label: "Italy" })
    await expect(page).toHaveURL(/\?country=IT$/)
    await expectGamesOf(page.getByRole("region", { name: "Upcoming in Italy" }), await countryGames(request, "IT"), england)
  })
})

test.describe("a signed-in player, from the profile", () => {
  test.use({ extraHTTPHeaders: { "x-geo-country": "GB" } })

  test("the profile's country comes before the geo country", async ({ page, request }) => {
    test.setTimeout(60_000)
    // One click registers a player of Spain (phone_countries id 10) in this browser, seen from Britain.
    const registered = await page.request.post("/auth-api/registration/fast", { data: { country_id: 10, currency_id: 1 } })
    expect(registered.ok()).toBe(true)
    await page.goto("/en/betsonyour")
    await waitForApp(page)
    await expect(page.getByLabel("Your country")).toHaveValue("ES")
    await expectGamesOf(page.getByRole("region", { name: "Upcoming in Spain" }), await countryGames(request, "ES"), await countryGames(request, "GB"))
  })
})
