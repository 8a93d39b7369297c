import { expect, test } from "./fixtures"
import { startPlayerServer, type PlayerServer } from "./signedInPlayer"
import { rub, SCREENSHOT_DIR, signInAsDemoPlayer } from "./support"

/**
 * A crash bet in front of the player, on the server's own round loop (real time: about 6 s of betting, then the
 * flight): 10.00 staked with an automatic cash-out at 1.01×, the balance down by the stake, then up by 10.10 once the
 * curve passes 1.01× (about 1 round in 50 crashes below it: then the stake is lost), and the bet's verify link: its
 * seed hashes to the chain's commitment and gives the recorded crash point. A server of its own for the balance.
 */
let server: PlayerServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startPlayerServer()
})
test.afterAll(async () => {
  await server?.close()
})

test("a crash bet with an automatic cash-out at 1.01×: the balance moves by stake and win, and the verifier confirms the round", async ({ page }) => {
  test.setTimeout(300_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  await signInAsDemoPlayer(page, server.url)
  await page.goto(`${server.url}/en/casino/in-house/crash`)
  await expect(page.getByTestId("play-balance")).toHaveText(rub(1_000_00))

  await page.getByLabel("Stake", { exact: true }).fill("10")
  // A target out of range is named before anything is sent.
  await page.getByTestId("crash-auto").fill("1")
  await expect(page.getByTestId("crash-auto-problem")).toHaveText("Automatic cash-out: a multiplier from 1.01 to 1000000, up to two decimals.")
  await expect(page.getByTestId("crash-place")).toBeDisabled()
  await page.getByTestId("crash-auto").fill("1.01")

  // The next betting phase: the round on screen may be flying already, and a flight to 10× lasts 38 s, to 100× 77 s.
  const place = page.getByTestId("crash-place")
  await expect(place).toHaveText("Place bet", { timeout: 100_000 })
  await expect(page.getByTestId("crash-countdown")).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-crash-betting.png` })
  await place.click()
  // The bet stands until the curve passes 1.01× (166 ms into the flight): on a slow machine that may be gone already.
  const status = page.getByTestId("crash-bet-status")
  if (await status.isVisible()) await expect(status).toHaveText("Your bet: RUB 10.00 · auto cash-out at 1.01×")

  // The flight: Cash out shows what it pays now, until the automatic target pays.
  await expect(page.getByTestId("crash-sky")).toHaveAttribute("data-phase", /^(flight|crashed)$/, { timeout: 15_000 })
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-crash-flight.png` })
  const verdict = page.getByTestId("crash-verdict")
  await expect(verdict).toBeVisible({ timeout: 20_000 })
  const won = (await verdict.textContent())!.startsWith("You cashed out")
  if (won) {
    // 10.00 × 1.01 = 10.10.
    await expect(verdict).toHaveText(`You cashed out at 1.01× and won ${rub(10_10)}.`)
    await expect(page.getByTestId("play-balance")).toHaveText(rub(1_000_00 - 10_00 + 10_10), { timeout: 10_000 })
  } else {
    await expect(verdict).toHaveText(`The round crashed before you cashed out: ${rub(10_00)} lost.`)
    await expect(page.getByTestId("play-balance")).toHaveText(rub(990_00))
  }

  // After the crash the round's seed is shown, checked against the one before, and the bet's verify link appears.
  await expect(page.getByTestId("crash-sky")).toHaveAttribute("data-phase", "crashed", { timeout: 100_000 })
  await expect(page.getByTestId("crash-seed")).toHaveText(/^[0-9a-f]{64} ✓$/)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-crash-crashed.png` })
  await page.getByTestId("result-verify").click()
  await expect(page.getByTestId("crash-verify-chain")).toHaveText("Yes: the seed is the chain's")
  await expect(page.getByTestId("crash-verify-match")).toHaveText("Matches")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-crash-verify.png` })
})
