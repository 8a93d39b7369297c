import { expect, test } from "./fixtures"
import { startPlayerServer, type PlayerServer } from "./signedInPlayer"
import { rub, SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * Toto end to end on a server of its own: a funded player opens toto from the casino's sections, fills the draw's
 * coupon (one match doubled: two combinations, price 20.00), places it (the balance drops by the price) and finds it
 * in their coupons waiting for results; the developer's endpoint finishes the draw's matches and settles it, and the
 * coupon shows every match guessed and its prize (the balance rises by it); the draw's page shows the payouts per tier.
 * The matches are played to their ends through the line's dev call before the coupon is filled, so the test knows
 * the results and the prize is not left to chance: the coupon's two lines win the top tier and the one-missed tier.
 */
let server: PlayerServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startPlayerServer()
})
test.afterAll(async () => {
  await server?.close()
})

type Outcome = "1" | "X" | "2"

test("a player places a toto coupon, sees it in their coupons, and sees it settled with its prize", async ({ context, page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  await server.signUp(context, 1_000_00)

  await page.goto(`${server.url}/en/casino`)
  await waitForApp(page)
  await page.getByRole("navigation", { name: "Casino sections" }).getByRole("link", { name: "Toto" }).click()
  await expect(page).toHaveURL(`${server.url}/en/toto`)
  await expect(page.getByRole("heading", { level: 1, name: "Toto" })).toBeVisible()
  await page.getByRole("button", { name: "Show balance" }).click()
  await expect(page.getByTestId("header-balance")).toHaveText(rub(1_000_00))

  const overview = (await (await page.request.get(`${server.url}/web-api/toto`)).json()) as {
    current: { id: number; games: ReadonlyArray<{ gameId: string; home: string; away: string }> }
  }
  const draw = overview.current
  await expect(page.getByRole("heading", { level: 2, name: `Draw #${draw.id}` })).toBeVisible()
  const rows = page.getByTestId("toto-game")
  await expect(rows).toHaveCount(draw.games.length)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/toto-current.png` })
  const results: ReadonlyArray<Outcome> = await Promise.all(
    draw.games.map(async (game) => {
      const finished = await page.request.post(`${server.url}/web-api/dev/sports/finish`, { headers: server.devHeaders, data: { gameId: game.gameId } })
      expect(finished.ok()).toBe(true)
      const { away, home } = ((await finished.json()) as { score: { home: number; away: number } }).score
      return home > away ? "1" : home === away ? "X" : "2"
    })
  )

  await expect(page.getByTestId("toto-place")).toBeDisabled()
  for (const [i, result] of results.entries()) await rows.nth(i).getByRole("button", { name: `${result} for ${draw.games[i]!.home} – ${draw.games[i]!.away}` }).click()
  // The first match doubled with an outcome it did not end in.
  const other: Outcome = results[0] === "1" ? "2" : "1"
  await rows.first().getByRole("button", { name: `${other} for`, exact: false }).click()
  await expect(page.getByTestId("toto-lines")).toHaveText("2")
  await expect(page.getByTestId("toto-price")).toHaveText(rub(20_00))
  await page.getByTestId("toto-place").click()
  await expect(page.getByTestId("toto-placed")).toContainText(`Your coupon is in draw #${draw.id}: 2 combinations for ${rub(20_00)}.`)
  await expect(page.getByTestId("header-balance")).toHaveText(rub(980_00))
  await expect(page.getByTestId("toto-pool")).toHaveText(rub(20_00))
  await page.screenshot({ path: `${SCREENSHOT_DIR}/toto.png` })

  await page.getByRole("link", { name: "See my coupons" }).click()
  await expect(page).toHaveURL(`${server.url}/en/toto/coupons`)
  const coupon = page.getByTestId("toto-coupon")
  await expect(coupon).toHaveCount(1)
  await expect(coupon.getByTestId("toto-coupon-prize")).toHaveText("waiting for results")

  const settled = await page.request.post(`${server.url}/web-api/dev/toto/finish`, { headers: server.devHeaders, data: { drawId: draw.id } })
  expect(settled.ok()).toBe(true)
  await page.reload()
  await waitForApp(page)
  const n = draw.games.length
  await expect(coupon.getByTestId("toto-coupon-matched")).toHaveText(`${n} of ${n}`)
  // Pool 20.00, margin 3.00, fund 17.00: the top tier's 8.50 and the one-missed tier's 5.10, each won by one line alone.
  await expect(coupon.getByTestId("toto-coupon-prize")).toHaveText(rub(13_60))
  await expect(page.getByTestId("header-balance")).toHaveText(rub(993_60))
  await page.screenshot({ path: `${SCREENSHOT_DIR}/toto-coupons.png` })

  await coupon.getByRole("link", { name: `#${draw.id}` }).click()
  await expect(page.getByRole("heading", { level: 2, name: `Toto draw #${draw.id}` })).toBeVisible()
  await expect(page.getByTestId("toto-draw-status")).toHaveText("settled")
  const tiers = page.getByTestId("toto-tiers").locator("tbody tr")
  await expect(tiers).toHaveCount(3)
  await expect(tiers.nth(0)).toHaveText(`${n} of ${n}${rub(8_50)}1${rub(8_50)}`)
  await expect(tiers.nth(1)).toHaveText(`${n - 1} of ${n}${rub(5_10)}1${rub(5_10)}`)
  await expect(tiers.nth(2)).toHaveText(`${n - 2} of ${n}${rub(3_40)}0${rub(0)}`)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/toto-draw.png` })
})
