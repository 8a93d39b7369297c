import { expect, type Page, test } from "./fixtures"
import { notFoundHeadingEn, SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * SPEC.md 2.2's remaining sports routes, against the real server: cyber sport's pages down to a game (cyber or
 * esports, then real, virtual or stream; disciplines, all, a discipline, its champs, a champ, a game page), and the
 * page-type variants topgame, ufc and team.
 */

type Games = { readonly games: ReadonlyArray<{ readonly id: string; readonly startsAt: number; readonly sportId: string; readonly championshipId: string; readonly status: string; readonly home: string; readonly away: string }> }
type Results = { readonly results: ReadonlyArray<{ readonly id: string; readonly home: string; readonly away: string; readonly score: { readonly home: number; readonly away: number } }> }

/** The rows of the game lists on the page: their game ids, states and the page each opens. */
const rowsOf = (page: Page, scope = "main") =>
  page.locator(`${scope} .game-row`).evaluateAll((rows) =>
    rows.map((row) => ({ id: row.getAttribute("data-game") ?? "", status: row.getAttribute("data-status") ?? "", href: row.querySelector("a.game-row__teams")?.getAttribute("href") ?? "" }))
  )

test("cyber sport from the kind's disciplines down to a game's page, every link staying under the cyber routes", async ({ page, request }) => {
  test.setTimeout(60_000)
  await page.goto("/en/cyber/real/disciplines")
  await waitForApp(page)
  await expect(page.getByRole("heading", { level: 1, name: "E-sports: disciplines" })).toBeVisible()
  const disciplines = page.getByRole("list", { name: "Disciplines" })
  await expect(disciplines.getByRole("link", { name: /^Counter-Strike 2/ })).toBeVisible()
  // Only the e-sports kind's disciplines: no virtual or streamed football here.
  await expect(disciplines.getByRole("link", { name: /football/i })).toHaveCount(0)

  await disciplines.getByRole("link", { name: /^Counter-Strike 2/ }).click()
  await expect(page).toHaveURL(/\/en\/cyber\/real\/cs2$/)
  await expect(page.getByRole("heading", { level: 1, name: "Counter-Strike 2" })).toBeVisible()
  await expect(page.locator("main .game-row").first()).toBeVisible()
  // The discipline's games are the server's CS2 line, each opening its page under the cyber routes.
  const server = (await (await request.get("/bff-api/sports/cyber/real/games?section=line&sport=cs2")).json()) as Games
  const shown = await rowsOf(page)
  expect(shown.length).toBeGreaterThan(0)
  const cs2 = new Set(server.games.map((game) => game.id))
  for (const row of shown) {
    expect(cs2.has(row.id), row.id).toBe(true)
    expect(row.status).toBe("line")
    expect(row.href).toMatch(new RegExp(`^/en/cyber/real/cs2/[a-z0-9-]+/${row.id}$`))
  }

  await page.getByRole("link", { name: "Championships of Counter-Strike 2" }).click()
  await expect(page).toHaveURL(/\/en\/cyber\/real\/cs2\/champs$/)
  await expect(page.getByRole("heading", { level: 1, name: "Counter-Strike 2: championships" })).toBeVisible()
  const champs = page.getByRole("list", { name: "Championships of Counter-Strike 2" })
  const firstChamp = champs.getByRole("link").first()
  const champName = (await firstChamp.locator(".champ-list__name").textContent()) ?? ""
  // The championships page's own address matches the pattern too: the one awaited is the link's.
  const champHref = (await firstChamp.getAttribute("href")) ?? ""
  expect(champHref).toMatch(/^\/en\/cyber\/real\/cs2\/[a-z0-9-]+$/)
  await firstChamp.click()
  await expect(page).toHaveURL(champHref)
  const champId = champHref.split("/").at(-1)!
  await expect(page.getByRole("heading", { level: 1, name: champName })).toBeVisible()
  await expect(page.locator("main .game-row").first()).toBeVisible()
  const inChamp = await rowsOf(page)
  for (const row of inChamp) expect(row.href).toBe(`/en/cyber/real/cs2/${champId}/${row.id}`)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/cyber-champ.png` })

  await page.locator("main a.game-row__teams").first().click()
  await expect(page).toHaveURL(new RegExp(`/en/cyber/real/cs2/${champId}/g[0-9]+$`))
  await expect(page.getByRole("heading", { level: 1, name: champName })).toBeVisible()
  await expect(page.getByRole("heading", { name: "All markets" })).toBeVisible()
  await expect(page.locator(".market").first()).toBeVisible()
  // Where the player is: each step back up is a link.
  const crumbs = page.getByRole("navigation", { name: "You are here" })
  await expect(crumbs.getByRole("link")).toHaveText(["Cyber sport", "E-sports", "Counter-Strike 2", champName])
  await page.screenshot({ path: `${SCREENSHOT_DIR}/cyber-game.png` })
  await crumbs.getByRole("link", { name: champName }).click()
  await expect(page).toHaveURL(new RegExp(`/en/cyber/real/cs2/${champId}$`))
})

test("all of a kind's games in play, under esports: the server's live e-sports, each opening its live game page", async ({ page, request }) => {
  await page.goto("/en/esports/real/all?section=live")
  await waitForApp(page)
  await expect(page.getByRole("heading", { level: 1, name: "E-sports: all games" })).toBeVisible()
  const server = (await (await request.get("/bff-api/sports/cyber/real/games?section=live")).json()) as Games
  expect(server.games.length).toBeGreaterThan(0)
  await expect(page.locator("main .game-row").first()).toBeVisible()
  // A live list moves: the rows are the server's games of a moment ago, or of the poll since.
  const shown = await rowsOf(page)
  const known = new Set(server.games.map((game) => game.id))
  expect(shown.filter((row) => known.has(row.id)).length).toBeGreaterThan(0)
  for (const row of shown) {
    expect(row.status).toBe("live")
    expect(row.href).toMatch(/^\/en\/esports\/real\/(cs2|dota2|lol)\/[a-z0-9-]+\/g[0-9]+\?section=live$/)
  }
  await page.screenshot({ path: `${SCREENSHOT_DIR}/cyber-all-live.png` })
  // The section switch keeps the page: the line's games of the same kind.
  await page.getByRole("navigation", { name: "Sports", exact: true }).getByRole("link", { name: "Sports", exact: true }).click()
  await expect(page).toHaveURL(/\/en\/esports\/real\/all$/)
  await expect(page.locator("main .game-row").first()).toHaveAttribute("data-status", "line")
})

test("a cyber page the line has not is the not-found page", async ({ page }) => {
  for (const path of [
    "/en/cyber/arcade",
    "/en/cyber/real/football",
    "/en/esports/virtual/cs2",
    "/en/cyber/real/cs2/no-such-cup",
    // A championship of another discipline: the server knows it, not under this one.
    "/en/cyber/real/cs2/dota2-ti",
    "/en/cyber/real/cs2/cs2-major/g999999999"
  ]) {
    await page.goto(path)
    await waitForApp(page)
    await expect(notFoundHeadingEn(page), path).toBeVisible()
  }
})

test("topgame: the book's top games in play, then upcoming, as the server lists them", async ({ page, request }) => {
  await page.goto("/en/topgame")
  await waitForApp(page)
  await expect(page.getByRole("heading", { level: 1, name: "Top games" })).toBeVisible()
  const live = page.getByRole("region", { name: "Top live" })
  const upcoming = page.getByRole("region", { name: "Top upcoming" })
  await expect(live.locator(".game-row").first()).toBeVisible()
  await expect(upcoming.locator(".game-row").first()).toBeVisible()
  const top = (await (await request.get("/bff-api/sports/top?section=line")).json()) as Games
  const topIds = new Set(top.games.map((game) => game.id))
  const rows = await upcoming.locator(".game-row").evaluateAll((cells) => cells.map((row) => ({ id: row.getAttribute("data-game") ?? "", status: row.getAttribute("data-status") })))
  // Upcoming games; one may have started since the page's last poll, and leaves the list at the next.
  expect(rows.filter((row) => row.status !== "line").length).toBeLessThanOrEqual(2)
  expect(rows.filter((row) => topIds.has(row.id)).length).toBeGreaterThanOrEqual(48)
  // The first 50 of the book's top line by start time (the top call's most), not the home page's 8.
  // A top game may have started between the page's poll and this call: allow two of the fifty to differ.
  const firstByStart = new Set([...top.games].sort((a, b) => a.startsAt - b.startsAt).slice(0, 50).map((game) => game.id))
  expect(rows).toHaveLength(50)
  expect(rows.filter((row) => firstByStart.has(row.id)).length).toBeGreaterThanOrEqual(48)
  expect(new Set(await live.locator(".game-row").evaluateAll((cells) => cells.map((row) => row.getAttribute("data-status"))))).toEqual(new Set(["live"]))
  // In play first, then upcoming, each the page's width.
  const [a, b] = await Promise.all([live.boundingBox(), upcoming.boundingBox()])
  expect(a!.y + a!.height).toBeLessThanOrEqual(b!.y)
  expect(Math.round(a!.width)).toBe(Math.round(b!.width))
  await page.screenshot({ path: `${SCREENSHOT_DIR}/page-topgame.png` })
})

test("ufc: the UFC championship's fights on a page of their own in its theme", async ({ page, request }) => {
  await page.goto("/en/ufc")
  await waitForApp(page)
  await expect(page.getByRole("heading", { level: 1, name: "UFC" })).toBeVisible()
  await expect(page.locator(".sports--ufc")).toBeVisible()
  await expect(page.locator(".sports__banner")).toHaveCSS("background-image", /linear-gradient\(.*rgb\(210, 10, 10\)/)
  const upcoming = page.getByRole("region", { name: "Upcoming fights" })
  await expect(upcoming.locator(".game-row").first()).toBeVisible()
  const server = (await (await request.get("/bff-api/sports/games?section=line&championship=ufc")).json()) as Games
  const ufc = new Set(server.games.map((game) => game.id))
  const rows = await upcoming.locator(".game-row").evaluateAll((cells) => cells.map((row) => row.getAttribute("data-game") ?? ""))
  expect(rows.length).toBeGreaterThan(0)
  for (const id of rows) expect(ufc.has(id), id).toBe(true)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/page-ufc.png`, fullPage: true })
  // The championship's own line page wears the same theme.
  await page.goto("/en/line/mma/ufc")
  await expect(page.locator(".sports--ufc")).toBeVisible()
})

test("team: a side's page from the game page, with its games on and its recent results as the server has them", async ({ page, request }) => {
  await page.goto("/en/line/football/epl")
  await waitForApp(page)
  await page.locator("main a.game-row__teams").first().click()
  await expect(page).toHaveURL(/\/en\/line\/football\/epl\/g[0-9]+$/)
  const gameId = page.url().split("/").at(-1)!
  const home = page.locator(".scoreboard__team").first()
  const team = (await home.textContent()) ?? ""
  await home.click()
  await expect(page).toHaveURL(`/en/team/football/${encodeURIComponent(team)}`)
  await expect(page.getByRole("heading", { level: 1, name: team })).toBeVisible()
  await expect(page.getByText("Football team")).toBeVisible()
  const games = page.getByRole("region", { name: "Live and upcoming games" })
  await expect(games.locator(`.game-row[data-game="${gameId}"]`)).toBeVisible()
  for (const names of await games.locator(".game-row").evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll(".game-row__name")].map((n) => n.textContent))))
    expect(names).toContain(team)

  // A team that has played: its results, newest first, each with how it went for the team.
  type Day = Results & { readonly results: ReadonlyArray<Results["results"][number] & { readonly finishedAt: number }> }
  const today = new Date().toISOString().slice(0, 10)
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
  const days = await Promise.all([today, yesterday].map(async (day) => ((await (await request.get(`/bff-api/sports/results?date=${day}&sport=football`)).json()) as Day).results))
  const played = days.flat()[0]!
  const side = played.away
  const own = (await (await request.get(`/bff-api/sports/team/results?sport=football&name=${encodeURIComponent(side)}`)).json()) as Results
  expect(own.results.map((r) => r.id)).toContain(played.id)
  await page.goto(`/en/team/football/${encodeURIComponent(side)}`)
  await waitForApp(page)
  await expect(page.getByRole("heading", { level: 1, name: side })).toBeVisible()
  const table = page.getByRole("table", { name: "Recent results" })
  await expect(table.locator("tbody tr")).toHaveCount(own.results.length)
  for (const [i, result] of own.results.entries()) {
    const row = table.locator("tbody tr").nth(i)
    await expect(row).toHaveAttribute("data-game", result.id)
    await expect(row.getByTestId("final-score")).toHaveText(`${result.score.home}:${result.score.away}`)
    // Won, drawn or lost, read from the score by hand: the team's goals against the other side's.
    const [mine, theirs] = result.home === side ? [result.score.home, result.score.away] : [result.score.away, result.score.home]
    await expect(row.locator("[data-result]")).toHaveText(mine > theirs ? "W" : mine < theirs ? "L" : "D")
  }
  await page.screenshot({ path: `${SCREENSHOT_DIR}/page-team.png`, fullPage: true })
})

test("a team page for a sport the line has not is the not-found page", async ({ page }) => {
  await page.goto("/en/team/chess/Alex%20Novak")
  await waitForApp(page)
  await expect(notFoundHeadingEn(page)).toBeVisible()
})
