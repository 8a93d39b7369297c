import { createHash, createHmac } from "node:crypto"
import { expect, test } from "./fixtures"
import { startPlayerServer, type PlayerServer } from "./signedInPlayer"
import { rub, SCREENSHOT_DIR, signInAsDemoPlayer } from "./support"

/**
 * A round of dice in front of the player: the commitment is there before play, the round moves the balance by the
 * stake and the win, rotating reveals a server seed that hashes to that commitment and gives that very roll (checked
 * here by hand with node:crypto), and the round's verify link recomputes it in the browser to the same outcome. A
 * server of its own, so the demo player's balance is this test's alone.
 */
let server: PlayerServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startPlayerServer()
})
test.afterAll(async () => {
  await server?.close()
})

/** The dice roll of a round by the published mapping, by hand: the first two bytes of HMAC-SHA256, rejecting 60000 and up. */
const rollOf = (serverSeed: string, clientSeed: string, nonce: number): number => {
  const block = createHmac("sha256", Buffer.from(serverSeed, "hex")).update(`${clientSeed}:${nonce}:0`).digest()
  for (let at = 0; at + 1 < block.length; at += 2) {
    const value = block[at]! * 256 + block[at + 1]!
    if (value < 60_000) return value % 10_000
  }
  throw new Error("a roll past the first block: extend the oracle")
}

test("a dice round moves the balance by its stake and win, and the verifier recomputes it from the revealed seed", async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  await signInAsDemoPlayer(page, server.url)
  await page.goto(`${server.url}/en/casino/in-house/dice`)

  const seeds = page.getByTestId("seeds-panel")
  const commitment = (await seeds.getByTestId("seed-commitment").textContent()) ?? ""
  expect(commitment).toMatch(/^[0-9a-f]{64}$/)
  await expect(seeds.getByTestId("seed-next-nonce")).toHaveText("0")
  const clientSeed = await seeds.getByLabel("Your client seed").inputValue()
  await expect(page.getByTestId("play-balance")).toHaveText(rub(1_000_00))

  // RUB 10.00 on a roll under 50.00: a 50.00% chance paying 1.98 times the stake.
  await page.getByLabel("Stake", { exact: true }).fill("10")
  await expect(page.getByTestId("dice-chance")).toHaveText("50.00%")
  await expect(page.getByTestId("dice-payout")).toHaveText("×1.98")
  await expect(page.getByTestId("dice-possible-win")).toHaveText(rub(19_80))
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-dice.png` })
  await page.getByRole("button", { name: "Play", exact: true }).click()

  const result = page.getByTestId("round-result")
  await expect(result.getByTestId("dice-roll")).toBeVisible()
  const roll = Math.round(Number(await result.getByTestId("dice-roll").textContent()) * 100)
  const win = roll < 5000 ? 19_80 : 0
  await expect(result.getByTestId("result-stake")).toHaveText(rub(10_00))
  await expect(result.getByTestId("result-win")).toHaveText(rub(win))
  await expect(result.getByTestId("result-multiple")).toHaveText(win > 0 ? "×1.98" : "×0")
  await expect(result.getByTestId("result-balance")).toHaveText(rub(1_000_00 - 10_00 + win))
  // The screen's balance follows through the changes feed.
  await expect(page.getByTestId("play-balance")).toHaveText(rub(1_000_00 - 10_00 + win))
  await expect(seeds.getByTestId("seed-next-nonce")).toHaveText("1")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-dice-result.png` })

  // Rotating reveals the server seed the round was played with: it hashes to the commitment shown before play, and
  // the published mapping gives the roll shown.
  await seeds.getByRole("button", { name: "Rotate seeds" }).click()
  const revealed = (await seeds.getByTestId("revealed-server-seed").textContent()) ?? ""
  expect(revealed).toMatch(/^[0-9a-f]{64}$/)
  expect(createHash("sha256").update(Buffer.from(revealed, "hex")).digest("hex")).toBe(commitment)
  expect(rollOf(revealed, clientSeed, 0)).toBe(roll)
  await expect(seeds.getByTestId("seed-commitment")).not.toHaveText(commitment)

  // The round's verify link: the verifier, filled in from the round, agrees with it in the browser.
  await result.getByTestId("result-verify").click()
  await expect(page).toHaveURL(/\/en\/casino\/fairness\/round-[0-9a-z-]+$/)
  const verifier = page.getByTestId("verifier-result")
  await expect(verifier.getByTestId("verifier-outcome")).toHaveText(`{"roll":${roll}}`)
  await expect(verifier.getByTestId("verifier-hash")).toHaveText(commitment)
  await expect(verifier.getByTestId("verifier-commitment")).toHaveText("Matches the commitment shown before play")
  await expect(verifier.getByTestId("verifier-agrees")).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-fairness.png`, fullPage: true })

  // Another server seed is refused by its hash, and the page says which field is wrong when it is not one.
  await page.getByLabel("Server seed (revealed, 64 hex digits)").fill("0".repeat(64))
  await expect(verifier.getByTestId("verifier-commitment")).toHaveText(/Does not match the commitment/)
  await page.getByLabel("Server seed (revealed, 64 hex digits)").fill("xyz")
  await expect(page.getByText("Server seed: 64 hexadecimal digits (0–9, a–f).")).toBeVisible()

  // The personal office's casino history lists the round with its verify link.
  await page.goto(`${server.url}/en/history/casino`)
  const row = page.getByTestId("casino-history").locator("tbody tr").first()
  await expect(row).toContainText("Dice")
  await expect(row).toContainText(rub(10_00))
  await expect(row.getByRole("link", { name: /^Verify round round-/ })).toHaveAttribute("href", /\/en\/casino\/fairness\/round-/)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-history.png` })
})
