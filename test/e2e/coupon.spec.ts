import { type BrowserContext, expect, type Page, test } from "./fixtures"
import { startPlayerServer, type PlayerServer } from "./signedInPlayer"
import { floatingCovers, rub, SCREENSHOT_DIR, signInAsDemoPlayer, waitForApp } from "./support"

/**
 * The coupon (issue 9), end to end on a server of its own, each test with a funded player: the demo player's express
 * of three placed, seen in the history, settled when its games finish (the dev endpoint plays them to their end at once) with the payout on
 * the balance; a system 2/4 with a banker; the price-change policy; a bet whose game finished, locked until it is
 * removed; a bet whose market is suspended (the dev endpoint suspends it for a while), locked until it reopens.
 */
test.describe.configure({ mode: "serial" })

let server: PlayerServer
test.beforeAll(async () => {
  // A fresh database migrated from nothing, and a server on it: slow on a busy machine.
  test.setTimeout(120_000)
  server = await startPlayerServer()
})
test.afterAll(async () => {
  await server?.close()
})

/**
 * The home-win prices ("1" of the match result) of the `count` line games that start last, one per game, as the rows
 * show them. The last, not the first: a game about to start goes live during the test, and its line market closes.
 */
const homeWins = async (page: Page, count: number) => {
  const buttons = page.locator('.game-row[data-status="line"] button.outcome[data-outcome$=":1x2:0:1"]:not([disabled])')
  await expect(buttons.nth(count - 1)).toBeVisible()
  const total = await buttons.count()
  const picked: Array<{ readonly id: string; readonly game: string; readonly price: number }> = []
  for (let i = total - 1; picked.length < count; i--) {
    const button = buttons.nth(i)
    const id = (await button.getAttribute("data-outcome"))!
    const game = id.slice(0, id.indexOf(":"))
    if (picked.some((p) => p.game === game)) continue
    await button.click()
    const bet = page.locator(`.coupon-bet[data-bet="${id}"]`)
    await expect(bet).toBeVisible()
    picked.push({ id, game, price: Number(await bet.locator(".coupon-bet__price").getAttribute("data-price")) })
  }
  return picked
}

const openFirstChampionship = async (page: Page) => {
  await page.goto(`${server.url}/en/line/football`)
  await waitForApp(page)
  await page.getByRole("list", { name: "Championships" }).getByRole("link").first().click()
  await expect(page.locator(".game-row").first()).toBeVisible()
}

/** A new player whose RUB main account holds `kopecks`, on the first football championship of the line. */
const openLine = async (page: Page, context: BrowserContext, kopecks: number) => {
  await server.signUp(context, kopecks)
  await openFirstChampionship(page)
}

const stake = (page: Page) => page.getByRole("complementary", { name: "Bet slip" }).getByRole("textbox", { name: "Stake", exact: true })

/** Thousandths of a price, exactly: 1.91 → 1910n. */
const thousandths = (price: number) => BigInt(Math.round(price * 1000))
/** minor × product / 1000^legs, rounded half up (the coupon's one rounding rule, written out here by hand). */
const payoutOf = (minor: number, prices: ReadonlyArray<number>) => {
  const scale = 1000n ** BigInt(prices.length)
  const exact = BigInt(minor) * prices.reduce((acc, p) => acc * thousandths(p), 1n)
  return Number((2n * exact + scale) / (2n * scale))
}
test("the demo player's express of three is placed, shown in the history, settled when its games finish, and paid to the balance", async ({ context, page }) => {
  test.setTimeout(120_000)
  // The demo player, seeded with RUB 1,000.00 on the main account.
  await signInAsDemoPlayer(page, server.url)
  await openFirstChampionship(page)
  const legs = await homeWins(page, 3)
  const slip = page.getByRole("complementary", { name: "Bet slip" })
  await expect(slip.getByRole("radio", { name: "Express" })).toHaveAttribute("aria-checked", "true")

  // 3 bets of at least 1.10 on the match result: the express bonus 1 + 3/100 is offered (SPEC.md 5).
  const bonus = legs.every((leg) => leg.price >= 1.1)
  if (bonus) await expect(slip.getByText("Express bonus ×1.03")).toBeVisible()
  const prices = [...legs.map((leg) => leg.price), ...(bonus ? [1.03] : [])]
  await stake(page).fill("100")
  await expect(slip.getByTestId("coupon-possible-win")).toHaveText(rub(payoutOf(100_00, prices)))
  await page.screenshot({ path: `${SCREENSHOT_DIR}/coupon-express.png` })

  await slip.getByRole("button", { name: "Place bet" }).click()
  await expect(slip.getByText("Bet accepted")).toBeVisible()
  const couponId = ((await slip.getByTestId("coupon-id").textContent()) ?? "").replace(/\D/g, "")
  expect(couponId).toMatch(/^[1-9][0-9]*$/)
  // The coupon empties once placed; the balance lost the stake.
  await expect(slip.locator(".coupon-bet")).toHaveCount(0)
  await page.getByRole("button", { name: "Show balance" }).click()
  await expect(page.getByTestId("header-balance")).toHaveText(rub(900_00))

  // The history is a page of the personal office; the coupon there is its receipt: three legs at their prices, the
  // stake, the coefficient and the possible win as the slip showed them, and no payout before it is settled.
  // The account ID in the header opens the personal office's menu.
  await page.getByRole("button", { name: /^Account \d+$/ }).click()
  await page.getByRole("navigation", { name: "Personal office" }).getByRole("link", { name: "Bet history" }).click()
  await expect(page).toHaveURL(`${server.url}/en/history`)
  const row = page.locator(`[data-coupon="${couponId}"]`)
  await expect(row).toHaveAttribute("data-status", "open")
  await expect(row.locator("[data-leg-status]")).toHaveCount(3)
  await expect(row.locator("[data-leg-status] .placed-coupon__odds")).toHaveText(legs.map((leg) => leg.price.toFixed(2)))
  await expect(row.getByTestId("coupon-stake")).toHaveText(rub(100_00))
  await expect(row.getByTestId("coupon-possible-win")).toHaveText(rub(payoutOf(100_00, prices)))
  await expect(row.getByTestId("coupon-payout")).toHaveCount(0)

  // The games end now; each leg wins when the home side won (the final score, read from the finished game).
  let won = true
  for (const leg of legs) {
    const finished = await context.request.post(`${server.url}/web-api/dev/sports/finish`, { data: { gameId: leg.game }, headers: server.devHeaders })
    expect(finished.ok()).toBe(true)
    const result = (await finished.json()) as { readonly score: { readonly home: number; readonly away: number } }
    won &&= result.score.home > result.score.away
  }
  const payout = won ? payoutOf(100_00, prices) : 0
  // Settling is the server's own work, a moment after the games end: the history is read again until it shows it.
  // A loaded machine may take seconds to show the page again, so each look waits for the coupon before judging it.
  await expect(async () => {
    await page.reload()
    await expect(row).toBeVisible()
    await expect(row).toHaveAttribute("data-status", won ? "won" : "lost", { timeout: 1_000 })
  }).toPass({ timeout: 60_000 })
  await expect(row.getByTestId("coupon-payout")).toHaveText(rub(payout))
  await expect(page.getByTestId("header-balance")).toHaveText(rub(900_00 + payout))
  await page.screenshot({ path: `${SCREENSHOT_DIR}/coupon-history.png`, fullPage: true })

  // The printable coupon.
  const printed = context.waitForEvent("page")
  await row.getByRole("link", { name: "Print" }).click()
  const print = await printed
  await expect(print).toHaveURL(`${server.url}/en/print-coupon/${couponId}`)
  await expect(print.getByRole("heading", { level: 1, name: `Coupon № ${couponId}` })).toBeVisible()
  await expect(print.locator(`[data-coupon="${couponId}"] [data-leg-status]`)).toHaveCount(3)
  await expect(print.getByTestId("coupon-payout")).toHaveText(rub(payout))
  await print.screenshot({ path: `${SCREENSHOT_DIR}/coupon-print.png` })
})

test("a system 2/4 with one banker is three bets, and its possible win is a range", async ({ context, page }) => {
  await openLine(page, context, 1_000_00)
  const legs = await homeWins(page, 4)
  const slip = page.getByRole("complementary", { name: "Bet slip" })
  await slip.getByRole("radio", { name: "System" }).click()
  await slip.locator(`.coupon-bet[data-bet="${legs[0]!.id}"]`).getByLabel("Banker").check()
  const select = slip.getByLabel("System")
  // C(4 − 1, 2 − 1) = 3 lines; 3/4 with the banker: C(3, 2) = 3 too.
  await expect(select.locator("option")).toHaveText(["2/4 · 3 bets", "3/4 · 3 bets"])
  await select.selectOption({ label: "2/4 · 3 bets" })
  await stake(page).fill("30")
  // Each line 10.00: the banker with each other price. Least: the banker and the shortest other; most: every line.
  const [banker, ...others] = legs.map((leg) => leg.price)
  const lines = others.map((other) => payoutOf(10_00, [banker!, other]))
  const least = payoutOf(10_00, [banker!, Math.min(...others)])
  const most = others.reduce((sum, other) => sum + BigInt(10_00) * thousandths(banker!) * thousandths(other), 0n)
  const mostRounded = Number((2n * most + 1_000_000n) / 2_000_000n)
  expect(lines).toHaveLength(3)
  await expect(slip.getByTestId("coupon-possible-win")).toHaveText(`from ${rub(least)} to ${rub(mostRounded)}`)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/coupon-system.png` })
  await slip.getByRole("button", { name: "Clear the coupon" }).click()
})

test("a price that moved during placing follows the chosen policy: asked under 'Always ask', taken under 'Accept any change'", async ({ context, page }) => {
  await openLine(page, context, 1_000_00)
  const [leg] = await homeWins(page, 1)
  const slip = page.getByRole("complementary", { name: "Bet slip" })
  await stake(page).fill("50")
  // The server's price moves between the page and the bet: the placement carries a price a tenth lower than the line's
  // (a favourite's 1.20 too stays a valid price, 1.08).
  await page.route("**/web-api/coupon/place", async (route) => {
    const body = route.request().postDataJSON() as { bets: Array<{ coef: number }> }
    body.bets[0]!.coef = Math.round(leg!.price * 0.9 * 1000) / 1000
    await route.continue({ postData: JSON.stringify(body) })
  })
  await slip.getByText("Coupon settings").click()
  await slip.getByTestId("change-coef-action").selectOption({ label: "Always ask" })
  await slip.getByRole("button", { name: "Place bet" }).click()
  await expect(slip.getByRole("alert")).toHaveText(/The prices changed before the bet was taken\./)
  await expect(slip.locator(".coupon-bet")).toHaveCount(1)
  await page.getByRole("button", { name: "Show balance" }).click()
  await expect(page.getByTestId("header-balance")).toHaveText(rub(1_000_00))

  await slip.getByTestId("change-coef-action").selectOption({ label: "Accept any change" })
  await slip.getByRole("button", { name: "Place bet" }).click()
  await expect(slip.getByText("Bet accepted")).toBeVisible()
  await expect(page.getByTestId("header-balance")).toHaveText(rub(950_00))
})

test("a bet whose game is gone from the line is locked and blocks placing until it is removed", async ({ context, page }) => {
  await openLine(page, context, 1_000_00)
  const [first, second] = await homeWins(page, 2)
  const slip = page.getByRole("complementary", { name: "Bet slip" })
  await stake(page).fill("20")
  const finished = await context.request.post(`${server.url}/web-api/dev/sports/finish`, { data: { gameId: first!.game }, headers: server.devHeaders })
  expect(finished.ok()).toBe(true)
  const locked = slip.locator(`.coupon-bet[data-bet="${first!.id}"]`)
  await expect(locked).toHaveAttribute("data-locked", "true", { timeout: 30_000 })
  await expect(slip.getByText("A bet is suspended: remove it or wait until it reopens.")).toBeVisible()
  await expect(slip.getByRole("button", { name: "Place bet" })).toBeDisabled()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/coupon-locked.png` })

  await locked.getByRole("button", { name: /^Remove / }).click()
  await expect(slip.locator(`.coupon-bet[data-bet="${second!.id}"]`)).toBeVisible()
  await expect(slip.getByRole("radio", { name: "Single", exact: true })).toHaveAttribute("aria-checked", "true")
  await expect(slip.getByRole("button", { name: "Place bet" })).toBeEnabled()
})

test("a suspended selection blocks placing: the bet is locked while its market is suspended, and placed once it reopens", async ({ context, page }) => {
  test.setTimeout(120_000)
  await openLine(page, context, 1_000_00)
  const [leg] = await homeWins(page, 1)
  const slip = page.getByRole("complementary", { name: "Bet slip" })
  await stake(page).fill("20")
  // A reopened market may have moved its price meanwhile: this test is about the lock, not the price policy.
  await slip.getByText("Coupon settings").click()
  await slip.getByTestId("change-coef-action").selectOption({ label: "Accept any change" })
  const placeBet = slip.getByRole("button", { name: "Place bet" })
  await expect(placeBet).toBeEnabled()

  // The trading desk suspends the market of the bet (the match result of its game) for 20 s; the coupon's poll hears it.
  const marketId = leg!.id.slice(0, leg!.id.lastIndexOf(":"))
  const suspended = await context.request.post(`${server.url}/web-api/dev/sports/suspend`, { data: { marketId, seconds: 20 }, headers: server.devHeaders })
  expect(suspended.ok()).toBe(true)
  const { until } = (await suspended.json()) as { readonly until: number }
  const bet = slip.locator(`.coupon-bet[data-bet="${leg!.id}"]`)
  await expect(bet).toHaveAttribute("data-locked", "true", { timeout: 15_000 })
  await expect(bet.locator(".coupon-bet__price")).toHaveText("Suspended")
  await expect(slip.getByText("A bet is suspended: remove it or wait until it reopens.")).toBeVisible()
  await expect(placeBet).toBeDisabled()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/coupon-suspended.png` })

  // The market reopens when its time is up, and the same bet is placed.
  await expect(bet).toHaveAttribute("data-locked", "false", { timeout: 45_000 })
  expect(Date.now()).toBeGreaterThanOrEqual(until)
  await expect(slip.getByText("A bet is suspended: remove it or wait until it reopens.")).toHaveCount(0)
  await expect(placeBet).toBeEnabled()
  await placeBet.click()
  await expect(slip.getByText("Bet accepted")).toBeVisible()
  await page.getByRole("button", { name: "Show balance" }).click()
  await expect(page.getByTestId("header-balance")).toHaveText(rub(980_00))
})

test("the coupon is kept in the browser and restored after a reload; user/coupon leads home", async ({ context, page }) => {
  await openLine(page, context, 1_000_00)
  const legs = await homeWins(page, 2)
  await page.reload()
  await waitForApp(page)
  const slip = page.getByRole("complementary", { name: "Bet slip" })
  for (const leg of legs) await expect(slip.locator(`.coupon-bet[data-bet="${leg.id}"]`)).toBeVisible()
  await expect(slip.getByRole("radio", { name: "Express" })).toHaveAttribute("aria-checked", "true")
  await page.goto(`${server.url}/en/user/coupon`)
  await expect(page).toHaveURL(new RegExp(`${server.url}/en/$`))
})

test("a live bet left in the coupon brings the reminder after 30 s, once; it opens the coupon page", async ({ context, page }) => {
  test.setTimeout(120_000)
  await server.signUp(context, 1_000_00)
  // The page's timers on a clock the test moves forward (time still flows too): the half minute passes at once.
  await page.clock.install()
  await page.goto(`${server.url}/en/live`)
  await waitForApp(page)
  const price = page.locator(".game-row button.outcome:not([disabled])").first()
  await expect(price).toBeVisible()
  await price.click()
  const reminder = page.getByRole("button", { name: "Bets in your coupon: 1. Open the coupon to place them" })
  // SPEC.md 9: 30 s after a live bet, not before.
  await page.clock.runFor("00:20")
  await expect(reminder).toHaveCount(0)
  await page.clock.runFor("00:11")
  await expect(reminder).toBeVisible()
  // Above the dock in the slip's column at 1366×768: over no price of the line, not over the slip or the support button.
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.screenshot({ path: `${SCREENSHOT_DIR}/coupon-reminder.png` })
  for (const scrollY of [0, 600]) {
    await page.evaluate((y) => window.scrollTo(0, y), scrollY)
    await expect.poll(() => floatingCovers(page, ".coupon-reminder"), { message: `scrolled to ${scrollY}` }).toEqual({ prices: [], slip: false, support: false })
  }
  await reminder.click()
  await expect(page).toHaveURL(new RegExp("/en/coupon$"))
  await expect(page.getByRole("complementary", { name: "Bet slip" }).locator(".coupon-bet")).toHaveCount(1)
  await expect(reminder).toHaveCount(0)
})

test("auto-max stakes the most that fits and follows the balance; one-click places a single at once", async ({ context, page }) => {
  test.setTimeout(90_000)
  // RUB 300.00 against RUB limits of 100 000.00 a stake and 10 000 000.00 a payout: the balance binds.
  await openLine(page, context, 300_00)
  const [leg] = await homeWins(page, 1)
  const slip = page.getByRole("complementary", { name: "Bet slip" })
  await stake(page).fill("20")
  await slip.getByLabel("Stake the maximum").check()
  await expect(stake(page)).toHaveValue("300.00")
  await expect(slip.getByTestId("coupon-possible-win")).toHaveText(rub(payoutOf(300_00, [leg!.price])))
  // A stake of one's own turns auto-max off.
  await slip.getByRole("button", { name: "Less" }).click()
  await expect(slip.getByLabel("Stake the maximum")).not.toBeChecked()
  await expect(stake(page)).toHaveValue("200.00")

  // One-click on a coupon with a bet asks first; yes clears the coupon.
  await slip.getByText("Coupon settings").click()
  // (The box stays clear until the question is answered.)
  await slip.getByLabel("One-click bets").click()
  await slip.getByRole("alertdialog", { name: "One-click bets" }).getByRole("button", { name: "Yes, clear it" }).click()
  await expect(slip.getByLabel("One-click bets")).toBeChecked()
  await expect(slip.locator(".coupon-bet")).toHaveCount(0)
  await slip.getByRole("textbox", { name: "One-click stake" }).fill("25")

  // A click on a price places a single of RUB 25.00 at once; the coupon stays empty.
  await page.locator('.game-row button.outcome[data-outcome$=":1x2:0:1"]:not([disabled])').first().click()
  await expect(slip.getByText("Bet accepted")).toBeVisible()
  await expect(slip.locator(".coupon-bet")).toHaveCount(0)
  await page.getByRole("button", { name: "Show balance" }).click()
  await expect(page.getByTestId("header-balance")).toHaveText(rub(275_00))
  await page.goto(`${server.url}/en/history`)
  const row = page.locator("[data-coupon]").first()
  await expect(row.locator("[data-leg-status]")).toHaveCount(1)
  await expect(row.getByTestId("coupon-stake")).toHaveText(rub(25_00))
})
