import { randomUUID } from "node:crypto"
import { expect, test } from "./fixtures"
import { startPlayerServer, type PlayerServer } from "./signedInPlayer"
import { rub, SCREENSHOT_DIR, signInAsDemoPlayer } from "./support"

/**
 * VIP cashback in front of the player: after losing dice rounds the page shows the week's net loss and the 5% it would
 * pay back; once the server's clock passes Monday 00:00 UTC (the dev clock, before the automatic payout at 12:00) the
 * week is listed with a Claim button, and claiming it credits the main account. A server of its own, so the demo
 * player's rounds and balance are this test's alone.
 */
let server: PlayerServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startPlayerServer()
})
test.afterAll(async () => {
  await server?.close()
})

const WEEK = 7 * 86_400_000
const mondayAfter = (ms: number) => Date.UTC(1970, 0, 5) + (Math.floor((ms - Date.UTC(1970, 0, 5)) / WEEK) + 1) * WEEK

test("a losing week's VIP cashback is shown while it runs and credited when claimed after it ends", async ({ page }) => {
  test.setTimeout(150_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  await signInAsDemoPlayer(page, server.url)
  const post = (path: string, data: unknown, headers: Record<string, string> = {}) => page.request.post(`${server.url}${path}`, { data, headers: { origin: server.url, ...headers } })

  // Dice at a 1% chance until the rounds have lost at least RUB 50.00; each stake is what is still to lose (from 10.00
  // to 500.00), so that a rare win (98 times the stake) is lost back in a round or two.
  const lost = async () => {
    const [row] = await server.database.query("select coalesce(sum(stake), 0)::bigint as stakes, coalesce(sum(win), 0)::bigint as wins from casino_rounds")
    return { stakes: Number(row!["stakes"]), wins: Number(row!["wins"]) }
  }
  const mainBalance = async () =>
    Number((await server.database.query("select balance::bigint as balance from ledger_accounts where type = 0 and user_id in (select user_id from casino_rounds)"))[0]!["balance"])
  for (let i = 0; i < 60; i++) {
    const sums = await lost()
    if (sums.stakes - sums.wins >= 5_000) break
    const stake = Math.min(50_000, Math.max(1_000, 5_000 - (sums.stakes - sums.wins)))
    const round = await post("/web-api/casino/rounds", { roundId: randomUUID(), gameId: "dice", stake, choices: { target: 100, side: "under" } })
    expect(round.status()).toBe(200)
  }
  const { stakes, wins } = await lost()
  const netLoss = stakes - wins
  const due = Math.floor((netLoss * 5) / 100)
  expect(due).toBeGreaterThanOrEqual(250)

  await page.goto(`${server.url}/en/casino/vipcashback`)
  await expect(page.getByRole("heading", { level: 1, name: "VIP cashback" })).toBeVisible()
  await expect(page.getByTestId("cashback-rule")).toContainText("5% of your net casino loss")
  await expect(page.getByTestId("cashback-rule")).toContainText("rounded down")
  await expect(page.getByTestId("cashback-stakes")).toHaveText(rub(stakes))
  await expect(page.getByTestId("cashback-net-loss")).toHaveText(rub(netLoss))
  await expect(page.getByTestId("cashback-due")).toHaveText(rub(due))
  await expect(page.getByRole("navigation", { name: "Personal office" }).getByRole("link", { name: "VIP cashback" })).toHaveAttribute("aria-current", "page")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/cashback-vip-week.png` })

  // The premium programme is for weeks of RUB 50,000.00 turnover or more: this week pays it nothing, and says why.
  await page.getByRole("navigation", { name: "Personal office" }).getByRole("link", { name: "Premium cashback" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Premium cashback" })).toBeVisible()
  await expect(page.getByTestId("cashback-rule")).toContainText("10% of your net casino loss")
  await expect(page.getByTestId("cashback-rule")).toContainText("reaches RUB 50,000.00")
  await expect(page.getByTestId("cashback-net-loss")).toHaveText(rub(netLoss))
  await expect(page.getByTestId("cashback-due")).toHaveText(rub(0))
  await expect(page.getByText("This week's turnover puts it in the other programme.")).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/cashback-premium-week.png` })

  // The week ends: the server's clock moves to a minute past the next Monday 00:00 UTC.
  const clock = await post("/web-api/dev/clock/advance", { seconds: 1 }, server.devHeaders)
  const { now } = (await clock.json()) as { readonly now: number }
  expect((await post("/web-api/dev/clock/advance", { seconds: Math.ceil((mondayAfter(now) - now) / 1000) + 60 }, server.devHeaders)).status()).toBe(200)
  // The session may have aged out with the clock: sign in again.
  await signInAsDemoPlayer(page, server.url)
  await page.goto(`${server.url}/en/casino/vipcashback`)
  await expect(page.getByTestId("cashback-net-loss")).toHaveText(rub(0))
  const week = page.getByTestId("cashback-week").first()
  await expect(week).toHaveAttribute("data-status", "claimable")
  const balanceBefore = await mainBalance()
  await expect(week.getByRole("button", { name: "Claim" })).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/cashback-vip-claim.png` })
  await week.getByRole("button", { name: "Claim" }).click()

  await expect(page.getByTestId("cashback-claimed")).toHaveText(`${rub(due)} was credited to your main account.`)
  await expect(week).toHaveAttribute("data-status", "paid")
  await expect(week.getByTestId("cashback-paid")).toHaveText(rub(due))
  await expect(week.getByTestId("cashback-status")).toHaveText("Paid")
  expect(await mainBalance()).toBe(balanceBefore + due)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/cashback-vip-paid.png` })
})
