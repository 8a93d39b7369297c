import { drawNumbers, LOTTO_GAMES } from "../../src/domain/lotto/games"
import { expect, test } from "./fixtures"
import { startPlayerServer, type PlayerServer } from "./signedInPlayer"
import { rub, SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * Lotto end to end on a server of its own: a guest sees the games and is asked to log in; a funded player picks five
 * numbers of the 5 of 36 draw, buys a ticket (the balance drops by the stake), the draw is made at once through the
 * developer's endpoint, and the draw's page shows the numbers, the ticket's matches and prize (the balance rises by
 * it) and the browser's own verification of the revealed seed. The test reads the draw's secret seed from the database
 * (as only the operator could) to pick a ticket that matches three numbers, so the prize is not left to chance.
 */
let server: PlayerServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startPlayerServer()
})
test.afterAll(async () => {
  await server?.close()
})

test("a player buys a lotto ticket, the draw is made, and the page shows the matches, the prize and the verification", async ({ context, page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 768 })

  // The casino's sections lead to lotto.
  await page.goto(`${server.url}/en/casino`)
  await waitForApp(page)
  await page.getByRole("navigation", { name: "Casino sections" }).getByRole("link", { name: "Lotto" }).click()
  await expect(page).toHaveURL(`${server.url}/en/lotto`)
  await expect(page.getByRole("heading", { level: 1, name: "Lotto" })).toBeVisible()
  const card = page.getByTestId("lotto-game-5-of-36")
  await expect(card.getByRole("heading", { name: "5 of 36" })).toBeVisible()
  await expect(page.getByTestId("lotto-game-6-of-45").getByRole("heading", { name: "6 of 45" })).toBeVisible()
  await expect(card.getByText("Log in to buy a ticket.")).toBeVisible()
  await expect(card.getByRole("table", { name: "Paytable" })).toContainText("5 matchedstake × 50,000")

  await server.signUp(context, 1_000_00)
  await page.reload()
  await waitForApp(page)
  await page.getByRole("button", { name: "Show balance" }).click()
  await expect(page.getByTestId("header-balance")).toHaveText(rub(1_000_00))

  // The draw on sale, its commitment shown before any ticket; its seed, read as the operator, says what it will draw.
  const games = (await (await page.request.get(`${server.url}/web-api/lotto`)).json()) as { games: ReadonlyArray<{ id: string; next: { id: number; commitment: string } }> }
  const next = games.games.find((g) => g.id === "5-of-36")!.next
  await expect(card.getByTestId("lotto-commitment")).toHaveText(next.commitment)
  await expect(card.getByTestId("lotto-next-draw")).toContainText(`Next draw #${next.id} at`)
  const [row] = await server.database.query("select server_seed from lotto_draws where id = $1", [next.id])
  const drawn = [...drawNumbers(LOTTO_GAMES["5-of-36"], String(row!["server_seed"]), next.id)].sort((a, b) => a - b)
  const others = Array.from({ length: 36 }, (_, i) => i + 1).filter((n) => !drawn.includes(n))
  const ticket = [...drawn.slice(0, 3), ...others.slice(0, 2)].sort((a, b) => a - b)

  const grid = card.getByRole("group")
  await card.getByRole("button", { name: "Quick pick" }).click()
  await expect(card.getByTestId("lotto-picked")).toHaveText("Picked 5 of 5")
  await expect(grid.locator("[aria-pressed=true]")).toHaveCount(5)
  await card.getByRole("button", { name: "Clear" }).click()
  await expect(card.getByTestId("lotto-picked")).toHaveText("Picked 0 of 5")
  await expect(card.getByRole("button", { name: "Buy ticket" })).toBeDisabled()
  for (const n of ticket) await grid.getByRole("button", { name: String(n), exact: true }).click()
  await expect(card.getByTestId("lotto-picked")).toHaveText("Picked 5 of 5")
  await card.getByRole("button", { name: rub(10_00), exact: true }).click()
  await card.getByRole("button", { name: "Buy ticket" }).click()
  await expect(card.getByTestId("lotto-bought")).toContainText(`Your ticket ${ticket.join(", ")} is in draw #${next.id}.`)
  await expect(page.getByTestId("header-balance")).toHaveText(rub(990_00))
  await page.screenshot({ path: `${SCREENSHOT_DIR}/lotto.png` })

  // The draw, made now by the developer's endpoint; the player opens it from the ticket's link.
  const made = await page.request.post(`${server.url}/web-api/dev/lotto/draw`, { headers: server.devHeaders, data: { game: "5-of-36" } })
  expect(made.ok()).toBe(true)
  expect(((await made.json()) as { numbers: ReadonlyArray<number> }).numbers).toEqual(drawn)
  await card.getByRole("link", { name: "See the draw" }).click()
  await expect(page).toHaveURL(`${server.url}/en/lotto/5-of-36/${next.id}`)
  await expect(page.getByRole("heading", { level: 1, name: `5 of 36: draw #${next.id}` })).toBeVisible()
  await expect(page.getByTestId("lotto-drawn-numbers")).toHaveText(drawn.join(""))
  await expect(page.getByTestId("lotto-draw-commitment")).toHaveText(next.commitment)
  await expect(page.getByTestId("lotto-server-seed")).toHaveText(String(row!["server_seed"]))
  await expect(page.getByTestId("lotto-verification")).toHaveText(`✓ The seed hashes to the commitment and draws the same numbers: ${drawn.join(", ")}.`)
  const tickets = page.getByTestId("lotto-ticket")
  await expect(tickets).toHaveCount(1)
  await expect(tickets.first().getByTestId("lotto-ticket-matches")).toHaveText("3")
  // Three matched: ten times the stake.
  await expect(tickets.first().getByTestId("lotto-ticket-prize")).toHaveText(rub(100_00))
  await expect(page.getByTestId("header-balance")).toHaveText(rub(1_090_00))
  await page.screenshot({ path: `${SCREENSHOT_DIR}/lotto-draw.png` })
})
