import { expect, type Page, test } from "./fixtures"
import { startPlayerServer, type PlayerServer } from "./signedInPlayer"
import { SCREENSHOT_DIR, signInAsDemoPlayer, waitForApp } from "./support"

/**
 * The bet builder and booking codes, end to end on a server of their own: the demo player combines outcomes of one
 * football game on its page's Bet builder tab and places them as one coupon at the builder's price; a slip shared by
 * its booking code is loaded by its link in a fresh browser (no cookies), and an unknown code says so.
 */
test.describe.configure({ mode: "serial" })

let server: PlayerServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startPlayerServer()
})
test.afterAll(async () => {
  await server?.close()
})

const openFootballLine = async (page: Page) => {
  await page.goto(`${server.url}/en/line/football`)
  await waitForApp(page)
  await page.getByRole("list", { name: "Championships" }).getByRole("link").first().click()
  await expect(page.locator('.game-row[data-status="line"]').first()).toBeVisible()
}

test("the demo player places a bet builder of one game at the builder's own price", async ({ page }) => {
  test.setTimeout(120_000)
  await signInAsDemoPlayer(page, server.url)
  await openFootballLine(page)
  // A game whose home side is the favourite: its home win and over go together there (where the away side is, a home
  // win is mostly a low score, the two pull apart, and the builder rightly pays more than their express).
  const rows = page.locator('.game-row[data-status="line"]')
  const favourite = await rows.evaluateAll((games) =>
    games.findIndex((game) => {
      const price = (kind: string) => Number(game.querySelector(`button.outcome[data-outcome$=":1x2:0:${kind}"]:not([disabled]) .outcome__price`)?.textContent ?? Number.NaN)
      return price("1") < price("2")
    })
  )
  expect(favourite).toBeGreaterThanOrEqual(0)
  await rows.nth(favourite).locator(".game-row__teams").click()
  await expect(page).toHaveURL(/\/en\/line\/football\/[a-z0-9-]+\/g[0-9]+$/)
  await page.getByRole("tab", { name: "Bet builder" }).click()
  const builder = page.getByTestId("bet-builder")
  await expect(builder).toBeVisible()

  // A home win with over the middle total goes together: the builder prices it below the express of the two.
  const home = builder.locator('button[data-outcome$=":1x2:0:1"]')
  const over = builder.locator('section[data-market*=":total:0:"] button[data-outcome$=":over"]').nth(1)
  await home.click()
  await over.click()
  await expect(home).toHaveAttribute("aria-pressed", "true")
  const coef = builder.getByTestId("builder-coef")
  await expect(coef).toBeVisible()
  const price = Number(await coef.textContent())
  const legs = [Number(await home.locator(".bet-builder__outcome-price").textContent()), Number(await over.locator(".bet-builder__outcome-price").textContent())]
  expect(price).toBeGreaterThanOrEqual(1.01)
  expect(price).toBeLessThan(legs[0]! * legs[1]!)

  await builder.getByRole("textbox", { name: "Stake" }).fill("100")
  await expect(builder.getByTestId("builder-possible-win")).toHaveText(`RUB ${(Math.round(10_000 * price) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 })}`)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/bet-builder.png` })
  await builder.getByRole("button", { name: "Place bet builder" }).click()
  const success = builder.getByTestId("builder-success")
  await expect(success).toHaveText(/Bet builder accepted: coupon № \d+/)
  const id = Number((await success.textContent())!.replace(/\D+/g, ""))

  // The server's coupon: one bet builder of the two legs at its own price.
  const coupon = await (await page.request.get(`${server.url}/web-api/coupon/${id}`)).json()
  expect(coupon).toMatchObject({ builder: true, typeId: 1, stake: 10_000, status: "open" })
  expect(coupon.legs).toHaveLength(2)
  expect(coupon.coef).toBeLessThan(coupon.legs[0].coef * coupon.legs[1].coef)
})

test("a slip shared by its booking code loads in a fresh browser", async ({ browser, page }) => {
  test.setTimeout(120_000)
  await openFootballLine(page)
  const prices = page.locator('.game-row[data-status="line"] button.outcome[data-outcome$=":1x2:0:1"]:not([disabled])')
  const first = (await prices.nth(0).getAttribute("data-outcome"))!
  const second = (await prices.nth(1).getAttribute("data-outcome"))!
  await prices.nth(0).click()
  await prices.nth(1).click()
  const slip = page.getByRole("complementary", { name: "Bet slip" })
  await expect(slip.locator(`.coupon-bet[data-bet="${second}"]`)).toBeVisible()
  await slip.getByRole("button", { name: "Share" }).click()
  const shown = slip.getByTestId("booking-code")
  await expect(shown).toHaveText(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/)
  const code = (await shown.textContent())!
  await expect(slip.getByRole("textbox", { name: "Link to this slip" })).toHaveValue(`${server.url}/en/coupon?booking=${code}`)
  await slip.screenshot({ path: `${SCREENSHOT_DIR}/booking-code-made.png` })

  // Another browser: no cookies, no stored slip.
  const fresh = await browser.newContext()
  try {
    const other = await fresh.newPage()
    await other.goto(`${server.url}/en/coupon?booking=${code}`)
    await waitForApp(other)
    const otherSlip = other.getByRole("complementary", { name: "Bet slip" })
    await expect(otherSlip.getByTestId("booking-loaded")).toHaveText(`Code ${code}: 2 selections added to the slip.`)
    await expect(otherSlip.locator(`.coupon-bet[data-bet="${first}"]`)).toBeVisible()
    await expect(otherSlip.locator(`.coupon-bet[data-bet="${second}"]`)).toBeVisible()
    await other.screenshot({ path: `${SCREENSHOT_DIR}/booking-code-loaded.png` })

    // A code nobody made.
    await otherSlip.getByRole("textbox", { name: "Booking code to load" }).fill("zzzz-zzzz")
    await otherSlip.getByRole("button", { name: "Load", exact: true }).click()
    await expect(otherSlip.getByRole("alert")).toHaveText("There is no such booking code, or it has expired.")
  } finally {
    await fresh.close()
  }
})
