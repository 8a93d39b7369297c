import { expect, test } from "./fixtures"
import { startPlayerServer, type PlayerServer } from "./signedInPlayer"
import { rub, SCREENSHOT_DIR, signInAsDemoPlayer } from "./support"

/**
 * Money moves in front of the player: with the history open, a bet placed elsewhere (another tab's placement, sent
 * straight to the API) and then its game finished by the dev endpoint reach the header balance and the history row
 * within a poll of the changes feed, the page never left nor reloaded. A server of its own, so the demo player's
 * balance is this test's alone.
 */
let server: PlayerServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startPlayerServer()
})
test.afterAll(async () => {
  await server?.close()
})

interface Outcome {
  readonly id: string
  readonly kind: string
  readonly price: number
}
interface LineGame {
  readonly id: string
  readonly status: string
  readonly markets: ReadonlyArray<{ readonly type: string; readonly period: number; readonly status: string; readonly outcomes: ReadonlyArray<Outcome> }>
}
/** minor × price, rounded half up to a kopeck (the coupon's rounding, by hand). */
const payoutOf = (minor: number, price: number) => Number((2n * BigInt(minor) * BigInt(Math.round(price * 1000)) + 1000n) / 2000n)

test("a settled bet's payout reaches the header balance and the history without navigating", async ({ context, page }) => {
  test.setTimeout(90_000)
  await signInAsDemoPlayer(page, server.url)
  await page.getByRole("button", { name: "Show balance" }).click()
  await expect(page.getByTestId("header-balance")).toHaveText(rub(1_000_00))

  // The history, opened from the personal office's menu.
  await page.getByRole("button", { name: /^Account \d+$/ }).click()
  await page.getByRole("navigation", { name: "Personal office" }).getByRole("link", { name: "Bet history" }).click()
  await expect(page).toHaveURL(`${server.url}/en/history`)
  await expect(page.locator("[data-coupon]")).toHaveCount(0)
  // Anything that reloads the page drops this mark.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true))

  // A single of RUB 100.00 on a line game's home win, placed from outside this page.
  const { accounts } = (await (await page.request.get(`${server.url}/web-api/account/accounts`)).json()) as { accounts: ReadonlyArray<{ id: number; isActive: boolean }> }
  const accountId = accounts.find((account) => account.isActive)!.id
  const { games } = (await (await page.request.get(`${server.url}/bff-api/sports/top?section=line`)).json()) as { games: ReadonlyArray<LineGame> }
  const game = games.find((g) => g.status === "line" && g.markets.some((m) => m.type === "1x2" && m.period === 0 && m.status === "open"))!
  const home = game.markets.find((m) => m.type === "1x2" && m.period === 0)!.outcomes.find((o) => o.kind === "1")!
  const placed = await page.request.post(`${server.url}/web-api/coupon/place`, {
    data: {
      key: `live-balance-${Date.now()}`,
      typeId: 0,
      accountId,
      amount: 100_00,
      amountByBlockId: {},
      amountByBetId: {},
      bets: [{ id: home.id, coef: home.price, blockId: 0, banker: false }],
      systemValue: 0,
      changeCoefAction: 2,
      exactCoef: 0,
      promoCode: "",
      vip: false,
      bonusBet: false
    }
  })
  expect(placed.ok()).toBe(true)
  const coupon = (await placed.json()) as { readonly id: number; readonly coef: number }

  // One poll later the page shows the stake gone and the coupon open, where the player is.
  const row = page.locator(`[data-coupon="${coupon.id}"]`)
  await expect(page.getByTestId("header-balance")).toHaveText(rub(900_00), { timeout: 15_000 })
  await expect(row).toHaveAttribute("data-status", "open", { timeout: 15_000 })

  const finished = await context.request.post(`${server.url}/web-api/dev/sports/finish`, { data: { gameId: game.id }, headers: server.devHeaders })
  expect(finished.ok()).toBe(true)
  const { score } = (await finished.json()) as { readonly score: { readonly home: number; readonly away: number } }
  const won = score.home > score.away
  const payout = won ? payoutOf(100_00, coupon.coef) : 0

  // The settler's pass (a second) and a poll (five): the row and the balance change in place.
  await expect(row).toHaveAttribute("data-status", won ? "won" : "lost", { timeout: 20_000 })
  await expect(page.getByTestId("header-balance")).toHaveText(rub(900_00 + payout))
  if (won) await expect(row.getByTestId("coupon-payout")).toHaveText(rub(payout))
  await expect(row.locator("[data-leg-status]")).toHaveAttribute("data-leg-status", won ? "won" : "lost")
  await expect(page).toHaveURL(`${server.url}/en/history`)
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/live-balance-history.png` })
})
