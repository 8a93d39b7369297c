import { expect, test } from "./fixtures"
import { startPlayerServer, type PlayerServer } from "./signedInPlayer"
import { rub, SCREENSHOT_DIR, signInAsDemoPlayer } from "./support"

/**
 * Two rounds of roulette and one of keno in front of the player: each moves the balance by its stake and win, the
 * roulette stake being the chips' sum and its win what the chips on the drawn pocket return (a straight and red, then
 * a split and a corner put on the felt's lines, one by pointer and one by keyboard); keno's win is its
 * paytable's pay for the hits. A server of its own, so the demo player's balance is this test's alone.
 */
let server: PlayerServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startPlayerServer()
})
test.afterAll(async () => {
  await server?.close()
})
const RED = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]
/** Keno's pay for 3 picks by hits 0–3, in hundredths of the stake (the published table). */
const KENO_PAYS_3 = [0, 99, 313, 1041]

test("a round of roulette and one of keno move the balance by their stakes and wins", async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  await signInAsDemoPlayer(page, server.url)
  await page.goto(`${server.url}/en/casino/in-house/roulette`)
  await expect(page.getByTestId("play-balance")).toHaveText(rub(1_000_00))

  // Two RUB 10.00 chips: one on 17, one on red. The stake shown and sent is their sum.
  await page.getByRole("radio", { name: rub(10_00) }).click()
  await page.locator('[data-spot="straight:17"]').click()
  await page.locator('[data-spot="red"]').click()
  await expect(page.getByTestId("total-stake")).toHaveText(rub(20_00))
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-roulette.png` })
  await page.getByRole("button", { name: "Play", exact: true }).click()

  const result = page.getByTestId("round-result")
  await expect(result.getByTestId("roulette-pocket")).toBeVisible()
  const pocket = Number(await result.getByTestId("roulette-pocket").textContent())
  const colour = pocket === 0 ? "Green" : RED.includes(pocket) ? "Red" : "Black"
  await expect(result.getByTestId("roulette-colour")).toHaveText(colour)
  const rouletteWin = (pocket === 17 ? 360_00 : 0) + (RED.includes(pocket) ? 20_00 : 0)
  await expect(result.getByTestId("result-stake")).toHaveText(rub(20_00))
  await expect(result.getByTestId("result-win")).toHaveText(rub(rouletteWin))
  await expect(result.getByTestId("roulette-chip-result")).toHaveCount(2)
  await expect(result.getByTestId("roulette-chip-result").first()).toContainText(pocket === 17 ? rub(360_00) : rub(0))
  const afterRoulette = 1_000_00 - 20_00 + rouletteWin
  await expect(page.getByTestId("play-balance")).toHaveText(rub(afterRoulette))
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-roulette-result.png` })

  // Inside bets on the felt's lines: RUB 10.00 on the split 17/20 by pointer, RUB 5.00 on the corner 16/17/19/20 by
  // keyboard (two tabs on from the split: the line under 17, then its corner). A split pays 18 times, a corner 9.
  await page.getByRole("button", { name: "Clear the table" }).click()
  const split = page.getByRole("button", { name: "Split 17/20", exact: true })
  await split.hover()
  await expect(page.locator('[data-spot="straight:17"]')).toHaveClass(/roulette-spot--lit/)
  await expect(page.locator('[data-spot="straight:20"]')).toHaveClass(/roulette-spot--lit/)
  await expect(page.locator('[data-spot="straight:16"]')).not.toHaveClass(/roulette-spot--lit/)
  await split.click()
  await page.getByRole("radio", { name: rub(5_00) }).click()
  // With its chip the split is named "Split 17/20, chip RUB 10.00": found by its spot now.
  await page.locator('[data-spot="split:17-20"]').focus()
  await page.keyboard.press("Tab")
  await page.keyboard.press("Tab")
  await expect(page.getByRole("button", { name: "Corner 16/17/19/20", exact: true })).toBeFocused()
  await page.keyboard.press("Enter")
  // A chip on red and Undo: it is taken back, the split's and the corner's stay.
  await page.locator('[data-spot="red"]').click()
  await expect(page.getByTestId("total-stake")).toHaveText(rub(20_00))
  await page.getByRole("button", { name: "Undo the last chip" }).click()
  await expect(page.getByTestId("total-stake")).toHaveText(rub(15_00))
  await expect(page.getByRole("button", { name: `Split 17/20, chip ${rub(10_00)}`, exact: true })).toBeVisible()
  await expect(page.getByRole("button", { name: `Corner 16/17/19/20, chip ${rub(5_00)}`, exact: true })).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-roulette-inside.png` })
  await page.getByRole("button", { name: "Play", exact: true }).click()
  // The first round's stake was RUB 20.00: this round's result is there once the stake reads RUB 15.00.
  await expect(result.getByTestId("result-stake")).toHaveText(rub(15_00))
  await expect(result.getByTestId("roulette-chip-result")).toHaveCount(2)
  const insidePocket = Number(await result.getByTestId("roulette-pocket").textContent())
  const insideWin = ([17, 20].includes(insidePocket) ? 180_00 : 0) + ([16, 17, 19, 20].includes(insidePocket) ? 45_00 : 0)
  await expect(result.getByTestId("result-win")).toHaveText(rub(insideWin))
  await expect(result.getByTestId("roulette-chip-result").first()).toContainText("Split 17/20")
  const afterInside = afterRoulette - 15_00 + insideWin
  await expect(page.getByTestId("play-balance")).toHaveText(rub(afterInside))

  // Clearing the table leaves nothing to play.
  await page.getByRole("button", { name: "Clear the table" }).click()
  await expect(page.getByTestId("total-stake")).toHaveText(rub(0))
  await expect(page.getByRole("button", { name: "Play", exact: true })).toBeDisabled()

  // Keno: RUB 10.00 on 1, 2 and 3; the paytable for three picks is beside Play.
  await page.goto(`${server.url}/en/casino/in-house/keno`)
  await expect(page.getByTestId("play-balance")).toHaveText(rub(afterInside))
  const board = page.getByRole("group", { name: "Keno board" })
  for (const n of ["1", "2", "3"]) await board.getByRole("button", { name: n, exact: true }).click()
  await expect(page.getByTestId("keno-pick-count")).toHaveText("Picked: 3 of 10")
  await page.getByLabel("Stake", { exact: true }).fill("10")
  const paytable = page.getByTestId("keno-paytable")
  await expect(paytable.locator("tbody tr")).toHaveCount(3)
  await expect(paytable.locator("tbody tr").last()).toContainText("×10.41")
  await expect(paytable.locator("tbody tr").last()).toContainText(rub(104_10))
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-keno.png` })
  await page.getByRole("button", { name: "Play", exact: true }).click()

  await expect(result.getByTestId("keno-drawn").locator("li")).toHaveCount(10)
  const drawn = (await result.getByTestId("keno-drawn").locator("li").allTextContents()).map(Number)
  expect(new Set(drawn).size).toBe(10)
  const hits = drawn.filter((n) => n >= 1 && n <= 3).length
  await expect(result.getByTestId("keno-hits")).toHaveText(String(hits))
  await expect(result.getByTestId("keno-drawn").locator("li.keno-ball--hit")).toHaveCount(hits)
  const kenoWin = (10_00 * KENO_PAYS_3[hits]!) / 100
  await expect(result.getByTestId("result-stake")).toHaveText(rub(10_00))
  await expect(result.getByTestId("result-win")).toHaveText(rub(kenoWin))
  await expect(page.getByTestId("play-balance")).toHaveText(rub(afterInside - 10_00 + kenoWin))
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-keno-result.png` })
})
