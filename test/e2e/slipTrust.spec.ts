import { type BrowserContext, expect, type Page, test } from "./fixtures"
import { startPlayerServer, type PlayerServer } from "./signedInPlayer"
import { rub, SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * The slip never lies: the stake it places is the one it shows (a stake it refuses cannot be placed, and says why);
 * Place bet stays clickable with a long slip at 1366×768; a price clicked on the home page goes into the slip.
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
const slipOf = (page: Page) => page.getByRole("complementary", { name: "Bet slip" })

/** A new player whose RUB main account holds `kopecks`, on the first football championship of the line. */
const openLine = async (page: Page, context: BrowserContext, kopecks: number) => {
  await server.signUp(context, kopecks)
  await page.goto(`${server.url}/en/line/football`)
  await waitForApp(page)
  await page.getByRole("list", { name: "Championships" }).getByRole("link").first().click()
  await expect(page.locator(".game-row").first()).toBeVisible()
}

/**
 * Home wins ("1") of `count` line games, each at most `below` (so that an express of them stays under the largest
 * payout), added to the slip one by one.
 */
const addHomeWins = async (page: Page, count: number, below: number) => {
  const buttons = page.locator('.game-row[data-status="line"] button.outcome[data-outcome$=":1x2:0:1"]:not([disabled])')
  await expect(buttons.nth(count - 1)).toBeVisible()
  const slip = slipOf(page)
  const games = new Set<string>()
  const total = await buttons.count()
  for (let i = 0; i < total && games.size < count; i++) {
    const button = buttons.nth(i)
    const id = (await button.getAttribute("data-outcome"))!
    const game = id.slice(0, id.indexOf(":"))
    const price = Number(await button.locator(".outcome__price").textContent())
    if (games.has(game) || !(price > 1.1 && price < below)) continue
    await button.click()
    await expect(slip.locator(`.coupon-bet[data-bet="${id}"]`)).toBeVisible()
    games.add(game)
  }
  expect(games.size).toBe(count)
}

test("a stake the slip refuses cannot be placed, and the stake placed is the one on screen", async ({ context, page }) => {
  await openLine(page, context, 1_000_00)
  await addHomeWins(page, 1, 10)
  const slip = slipOf(page)
  const stake = slip.getByRole("textbox", { name: "Stake", exact: true })
  const place = slip.getByRole("button", { name: "Place bet" })

  await stake.fill("20")
  await expect(place).toBeEnabled()
  // Pasted garbage is refused whole, and the field says why; the stake stays 20.
  await stake.fill("abc1e5,5.5.5")
  await expect(stake).toHaveValue("20")
  await expect(slip.getByText("“abce” cannot be typed here: a stake is digits with one decimal point.")).toBeVisible()
  // 20 replaced by -50: refused, nothing left to place, and Place bet is off until a stake is typed.
  await stake.fill("-50")
  await expect(stake).toHaveValue("")
  await expect(slip.getByText("A stake cannot be negative.")).toBeVisible()
  await expect(place).toBeDisabled()
  // A third decimal is not taken.
  await stake.fill("12.34")
  await stake.press("5")
  await expect(stake).toHaveValue("12.34")
  await expect(slip.getByText("RUB stakes have at most 2 decimal places.")).toBeVisible()

  // Typed key by key over the stake, "-50" leaves out the minus: the field shows 50, and 50 is what is placed.
  await stake.selectText()
  await stake.pressSequentially("-50")
  await expect(stake).toHaveValue("50")
  await place.click()
  await expect(slip.getByText("Bet accepted")).toBeVisible()
  await expect(slip.getByTestId("placed-stake")).toHaveText(rub(50_00))
  const couponId = ((await slip.getByTestId("coupon-id").textContent()) ?? "").replace(/\D/g, "")

  await page.goto(`${server.url}/en/history`)
  const row = page.locator(`[data-coupon="${couponId}"]`)
  await expect(row.getByTestId("coupon-stake")).toHaveText(rub(50_00))
})

test.describe("at 1366×768", () => {
  test.use({ viewport: { width: 1366, height: 768 } })

  test("Place bet is clickable with 8 bets in the slip scrolled down, and the confirmation says what was placed", async ({ context, page }) => {
    await openLine(page, context, 1_000_00)
    await addHomeWins(page, 8, 5)
    const slip = slipOf(page)
    await expect(slip.getByText("8 bets")).toBeVisible()
    await slip.getByRole("textbox", { name: "Stake", exact: true }).fill("10")
    const coef = (await slip.getByTestId("coupon-coef").textContent()) ?? ""
    const win = (await slip.getByTestId("coupon-possible-win").textContent()) ?? ""
    // The page and the slip both scrolled to their ends: the floating Support button must not sit over Place bet.
    await page.mouse.wheel(0, 3000)
    await slip.evaluate((element) => element.scrollTo(0, element.scrollHeight))
    const place = slip.getByRole("button", { name: "Place bet" })
    await expect(place).toBeInViewport()
    await page.screenshot({ path: `${SCREENSHOT_DIR}/slip-8-bets-1366x768.png` })
    // A real click (Playwright clicks only what is on top at the button's centre), and its right edge is the button's too.
    const box = (await place.boundingBox())!
    expect(await page.evaluate(([x, y]) => document.elementFromPoint(x!, y!)?.closest(".coupon__place") !== null, [box.x + box.width - 3, box.y + box.height / 2])).toBe(true)
    await place.click()

    const result = slip.getByRole("dialog", { name: "Bet accepted" })
    await expect(result).toBeVisible()
    await expect(result.getByTestId("placed-stake")).toHaveText(rub(10_00))
    await expect(result.getByTestId("placed-coef")).toHaveText(coef)
    await expect(result.getByTestId("placed-possible-win")).toHaveText(win)
    const couponId = ((await result.getByTestId("coupon-id").textContent()) ?? "").replace(/\D/g, "")
    await expect(result.getByRole("link", { name: "Open the coupon" })).toHaveAttribute("href", `/en/print-coupon/${couponId}`)
    await page.screenshot({ path: `${SCREENSHOT_DIR}/slip-confirmation-1366x768.png` })
  })
})

test("a price clicked on the home page goes into the slip beside it", async ({ page }) => {
  await page.goto(`${server.url}/en/`)
  await waitForApp(page)
  const price = page.locator(".home-top .game-row button.outcome:not([disabled])").first()
  await expect(price).toBeVisible()
  const id = (await price.getAttribute("data-outcome"))!
  await price.click()
  const slip = slipOf(page)
  await expect(slip.locator(`.coupon-bet[data-bet="${id}"]`)).toBeVisible()
  await expect(slip.getByText("1 bet", { exact: true })).toBeVisible()
})
