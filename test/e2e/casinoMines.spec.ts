import { expect, type Page, test } from "./fixtures"
import { startPlayerServer, type PlayerServer } from "./signedInPlayer"
import { rub, SCREENSHOT_DIR, signInAsDemoPlayer } from "./support"

/**
 * A round of mines in front of the player, played step by step on the server: with 1 mine the first safe tile pays
 * 0.99 × 25/24 = ×1.03125, the open round comes back after a reload, and cashing out moves the balance by the stake
 * and the win (a mine: by the stake alone). A server of its own, so the demo player's balance is this test's alone.
 */
let server: PlayerServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startPlayerServer()
})
test.afterAll(async () => {
  await server?.close()
})

test("a mines round with 1 mine: a safe tile, a reload, a cash-out, and the balance moves by stake and win", async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  await signInAsDemoPlayer(page, server.url)
  await page.goto(`${server.url}/en/casino/in-house/mines`)
  await expect(page.getByTestId("play-balance")).toHaveText(rub(1_000_00))

  await page.getByTestId("mines-count").selectOption("1")
  await page.getByLabel("Stake", { exact: true }).fill("10")
  await expect(page.getByTestId("mines-first-pick")).toHaveText("Next safe tile: ×1.0312")
  await page.getByRole("button", { name: "Start", exact: true }).click()

  const grid = page.getByTestId("mines-grid")
  await expect(page.getByTestId("mines-status")).toHaveText("Pick a tile to begin.")
  // The stake is taken when the round starts.
  await expect(page.getByTestId("play-balance")).toHaveText(rub(990_00))
  // 10.00 × 1.03125 = 10.3125, paid rounded down.
  await expect(page.getByTestId("mines-next")).toHaveText(`×1.0312 · ${rub(10_31)}`)

  // The first tile: safe, or (a 1 in 25 chance) the mine, which ends the round.
  const first = grid.locator('[data-tile="0"]')
  await first.click()
  await expect(first).toHaveAttribute("data-state", /^(safe|mine)$/)
  const hitMine = (await first.getAttribute("data-state")) === "mine"
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-mines.png` })

  if (hitMine) {
    await expect(page.getByTestId("mines-verdict")).toHaveText("A mine: the stake is lost.")
    await expect(page.getByTestId("result-win")).toHaveText(rub(0))
    await expect(page.getByTestId("play-balance")).toHaveText(rub(990_00))
    await verifiedInTheBrowser(page)
    return
  }
  await expect(page.getByTestId("mines-safe")).toHaveText("1")
  await expect(page.getByTestId("mines-cash-out-value")).toHaveText(`×1.0312 · ${rub(10_31)}`)
  // Two safe tiles with 1 mine: 0.99 × 300/276 = ×1.07608…, 10.76.
  await expect(page.getByTestId("mines-next")).toHaveText(`×1.076 · ${rub(10_76)}`)

  // After a reload the open round is back where it was.
  await page.reload()
  await expect(page.getByTestId("mines-safe")).toHaveText("1")
  await expect(grid.locator('[data-tile="0"]')).toHaveAttribute("data-state", "safe")

  await page.getByRole("button", { name: "Cash out", exact: true }).click()
  const result = page.getByTestId("round-result")
  await expect(result.getByTestId("mines-verdict")).toHaveText(`Cashed out ×1.0312: ${rub(10_31)}`)
  await expect(result.getByTestId("result-stake")).toHaveText(rub(10_00))
  await expect(result.getByTestId("result-win")).toHaveText(rub(10_31))
  await expect(result.getByTestId("result-balance")).toHaveText(rub(1_000_00 - 10_00 + 10_31))
  await expect(page.getByTestId("play-balance")).toHaveText(rub(1_000_00 - 10_00 + 10_31))
  // The round over, its mine is shown.
  await expect(grid.locator('[data-state="hidden-mine"]')).toHaveCount(1)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-mines-result.png` })
  await verifiedInTheBrowser(page)
})

/** Rotating reveals the seed; the round's verify link places the mine again and replays the picks to the recorded payout. */
const verifiedInTheBrowser = async (page: Page) => {
  await page.getByRole("button", { name: "Rotate seeds", exact: true }).click()
  await expect(page.getByTestId("revealed-server-seed").first()).toHaveText(/^[0-9a-f]{64}$/)
  const mine = Number(await page.getByTestId("mines-grid").locator('[data-state="hidden-mine"], [data-state="mine"]').first().getAttribute("data-tile"))
  await page.getByTestId("round-result").getByTestId("result-verify").click()
  await expect(page).toHaveURL(/\/en\/casino\/fairness\/round-[0-9a-z-]+$/)
  const verifier = page.getByTestId("verifier-result")
  await expect(verifier.getByTestId("verifier-commitment")).toHaveText("Matches the commitment shown before play")
  await expect(verifier.getByTestId("verifier-mines")).toHaveText(String(mine + 1))
  await expect(verifier.getByTestId("verifier-agrees")).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-fairness-mines.png`, fullPage: true })
}
