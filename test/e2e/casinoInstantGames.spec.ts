import { expect, type Page, test } from "./fixtures"
import { startPlayerServer, type PlayerServer } from "./signedInPlayer"
import { rub, SCREENSHOT_DIR, signInAsDemoPlayer } from "./support"

/**
 * One round each of plinko, the scratch card and the slot in front of the demo player: each screen shows its rules'
 * table before play, and each round moves the balance by its stake and by the win its picture shows (the slot the
 * ball lands in, the ticket's three of a kind, the reels' winning lines), priced here from the published tables by
 * hand. A server of its own, so the balance is this test's alone.
 */
let server: PlayerServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startPlayerServer()
})
test.afterAll(async () => {
  await server?.close()
})

/** Plinko's published paytable for 8 rows at low risk, in hundredths of the stake, slot 0 first. */
const PLINKO_8_LOW = [560, 212, 110, 101, 48, 101, 110, 212, 560]
/** The scratch card's published prizes: three of a symbol pay this many times the stake. */
const SCRATCH_PRIZES: Record<string, number> = { Crown: 500, Diamond: 100, Star: 50, Horseshoe: 20, Clover: 10, Bell: 5, Lemon: 2, Cherry: 1 }

const playRound = async (page: Page, game: string, balance: number) => {
  await page.goto(`${server.url}/en/casino/in-house/${game}`)
  await expect(page.getByTestId("play-balance")).toHaveText(rub(balance))
  await page.getByLabel("Stake", { exact: true }).fill("10")
}

const expectMoved = async (page: Page, before: number, win: number) => {
  const result = page.getByTestId("round-result")
  await expect(result.getByTestId("result-stake")).toHaveText(rub(10_00))
  await expect(result.getByTestId("result-win")).toHaveText(rub(win))
  await expect(result.getByTestId("result-balance")).toHaveText(rub(before - 10_00 + win))
  await expect(page.getByTestId("play-balance")).toHaveText(rub(before - 10_00 + win))
  return before - 10_00 + win
}

test("a round of plinko, of the scratch card and of the slot each move the balance by the stake and the win shown", async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  await signInAsDemoPlayer(page, server.url)
  let balance = 1_000_00

  // Plinko, 8 rows at low risk: the board's slots read the published paytable before play.
  await playRound(page, "plinko", balance)
  await page.getByRole("radio", { name: "8", exact: true }).click()
  await page.getByRole("radio", { name: "Low" }).click()
  await expect(page.locator(".play__controls .plinko-slots li")).toHaveText(["5.6", "2.12", "1.1", "1.01", "0.48", "1.01", "1.1", "2.12", "5.6"])
  await page.getByRole("radio", { name: "16" }).click()
  await expect(page.locator(".play__controls .plinko-slots li")).toHaveCount(17)
  await page.getByRole("radio", { name: "8", exact: true }).click()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-plinko.png` })
  await page.getByRole("button", { name: "Play", exact: true }).click()
  const landed = page.getByTestId("round-result").getByTestId("plinko-landed")
  await expect(landed).toBeVisible()
  const slot = Number(/slot (\d+)/.exec((await landed.textContent()) ?? "")?.[1])
  expect(slot).toBeGreaterThanOrEqual(0)
  expect(slot).toBeLessThanOrEqual(8)
  await expect(page.getByTestId("round-result").getByTestId("plinko-hit-slot")).toHaveText(String(PLINKO_8_LOW[slot]! / 100))
  balance = await expectMoved(page, balance, (10_00 * PLINKO_8_LOW[slot]!) / 100)
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-plinko-result.png` })

  // The scratch card: the prize table, then a ticket whose three of a kind (if any) is the prize.
  await playRound(page, "scratch", balance)
  await expect(page.getByRole("table")).toContainText("Crown")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-scratch.png` })
  await page.getByRole("button", { name: "Play", exact: true }).click()
  const ticket = page.getByTestId("round-result").getByTestId("scratch-ticket")
  await expect(ticket.locator("span")).toHaveCount(9)
  const cells = await ticket.locator("span").allTextContents()
  const counts = new Map<string, number>()
  for (const cell of cells) counts.set(cell, (counts.get(cell) ?? 0) + 1)
  const three = [...counts].find(([, count]) => count === 3)?.[0]
  expect([...counts.values()].every((count) => count <= 3)).toBe(true)
  balance = await expectMoved(page, balance, three === undefined ? 0 : 10_00 * SCRATCH_PRIZES[three]!)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-scratch-result.png` })

  // The slot on 10 lines: RUB 1.00 a line; each winning line pays its paytable multiple of that.
  await playRound(page, "slot", balance)
  await page.getByRole("radio", { name: "10" }).click()
  await expect(page.getByRole("table")).toContainText("250")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-slot.png` })
  await page.getByRole("button", { name: "Play", exact: true }).click()
  const reels = page.getByTestId("round-result").getByTestId("slot-window")
  await expect(reels.getByRole("gridcell")).toHaveCount(15)
  const wins = page.getByTestId("round-result").getByTestId("slot-wins")
  const lines = (await wins.count()) === 0 ? [] : await wins.locator("li").allTextContents()
  const pays = lines.map((line) => Number(/pays (\d+)×/.exec(line)?.[1]))
  expect(pays.every((pay) => [4, 5, 6, 8, 10, 12, 15, 20, 25, 30, 40, 50, 60, 80, 100, 150, 250].includes(pay))).toBe(true)
  balance = await expectMoved(page, balance, pays.reduce((sum, pay) => sum + pay, 0) * 1_00)
  await page.evaluate(() => window.scrollTo(0, 0))
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-slot-result.png` })
})
