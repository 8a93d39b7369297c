import { expect, test } from "./fixtures"
import { startPlayerServer, type PlayerServer } from "./signedInPlayer"
import { rub, SCREENSHOT_DIR, signInAsDemoPlayer } from "./support"

/**
 * A round of blackjack in front of the player, played step by step on the server: the house rules on the table, the
 * deal takes the stake, the moves the hand allows are the ones enabled, standing ends the round with every card shown
 * and the balance moved by the stake and the win, and the round's verify link (once the seeds are rotated) draws the
 * cards again in the browser and replays the round to the recorded payout. A server of its own, so the demo player's
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
const kopecksOf = (text: string) => Math.round(Number(text.replace(/[^0-9.]/g, "")) * 100)

test("a blackjack round: deal, stand, the result and the balance, and the verifier replays it", async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  await signInAsDemoPlayer(page, server.url)
  await page.goto(`${server.url}/en/casino/in-house/blackjack`)
  await expect(page.getByTestId("play-balance")).toHaveText(rub(1_000_00))
  const rules = page.getByTestId("bj-rules")
  await expect(rules).toContainText("Blackjack pays 3 to 2")
  await expect(rules).toContainText("Dealer stands on all 17s, soft 17 too")
  await expect(rules).toContainText("No insurance")

  // The stake field names itself when it is refused.
  await page.getByLabel("Stake", { exact: true }).fill("2000")
  await expect(page.getByTestId("stake-problem")).toHaveText("Stake: more than your balance of RUB 1,000.00.")
  await expect(page.getByRole("button", { name: "Deal", exact: true })).toBeDisabled()
  await page.getByLabel("Stake", { exact: true }).fill("10")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-blackjack-idle.png` })
  await page.getByRole("button", { name: "Deal", exact: true }).click()

  const result = page.getByTestId("round-result")
  const dealt = page.getByTestId("bj-hand-0")
  await expect(dealt.locator(".bj-card")).toHaveCount(2)
  // A blackjack on either side ends the round at once (the dealer checks): otherwise the player's move.
  await expect(page.getByTestId("bj-stand").or(result.getByTestId("bj-verdict"))).toBeVisible()
  if (await page.getByTestId("bj-stand").isVisible()) {
    // The stake is taken at the deal; the dealer shows the up card and a face-down hole card.
    await expect(page.getByTestId("play-balance")).toHaveText(rub(990_00))
    await expect(page.getByTestId("bj-dealer-cards").locator(".bj-card")).toHaveCount(2)
    await expect(page.getByTestId("bj-dealer-cards").locator('[data-card="hidden"]')).toHaveCount(1)
    // Hit, stand and double are the moves of any first two cards; split only of a pair of one value.
    await expect(page.getByTestId("bj-hit")).toBeEnabled()
    await expect(page.getByTestId("bj-stand")).toBeEnabled()
    await expect(page.getByTestId("bj-double")).toBeEnabled()
    const ranks = await dealt.locator(".bj-card").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-card")!.slice(0, -1)))
    const valueOf = (rank: string) => (rank === "A" ? 1 : ["10", "J", "Q", "K"].includes(rank) ? 10 : Number(rank))
    if (valueOf(ranks[0]!) === valueOf(ranks[1]!)) await expect(page.getByTestId("bj-split")).toBeEnabled()
    else await expect(page.getByTestId("bj-split")).toBeDisabled()
    await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-blackjack-deal.png` })
    await page.getByTestId("bj-stand").click()
  }

  await expect(result.getByTestId("bj-verdict")).toBeVisible()
  await expect(page.getByTestId("bj-dealer-cards").locator('[data-card="hidden"]')).toHaveCount(0)
  await expect(page.getByTestId("bj-hand-0-verdict")).toHaveText(/^(Blackjack 3:2|Won|Push|Lost)$/)
  await expect(result.getByTestId("result-stake")).toHaveText(rub(10_00))
  const win = kopecksOf((await result.getByTestId("result-win").textContent()) ?? "")
  // Standing on the first two cards pays back 0, 1 (a push), 2 or 2.5 (a blackjack) stakes.
  expect([0, 10_00, 20_00, 25_00]).toContain(win)
  await expect(result.getByTestId("result-balance")).toHaveText(rub(1_000_00 - 10_00 + win))
  await expect(page.getByTestId("play-balance")).toHaveText(rub(1_000_00 - 10_00 + win))
  await expect(page.getByRole("button", { name: "Deal", exact: true })).toBeEnabled()
  // The round took the seed pair's nonce 0: the next round takes 1.
  await expect(page.getByTestId("seed-next-nonce")).toHaveText("1")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-blackjack-result.png` })

  // Rotating reveals the seed; the verify link draws the 59 cards again and replays the stand to the same payout.
  await page.getByRole("button", { name: "Rotate seeds", exact: true }).click()
  await expect(page.getByTestId("revealed-server-seed").first()).toHaveText(/^[0-9a-f]{64}$/)
  await result.getByTestId("result-verify").click()
  await expect(page).toHaveURL(/\/en\/casino\/fairness\/round-[0-9a-z-]+$/)
  const verifier = page.getByTestId("verifier-result")
  await expect(verifier.getByTestId("verifier-commitment")).toHaveText("Matches the commitment shown before play")
  await expect(verifier.getByTestId("verifier-cards").locator("li")).toHaveCount(59)
  await expect(verifier.getByTestId("verifier-agrees")).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/casino-fairness-blackjack.png`, fullPage: true })

  // A recorded action the rules refuse is named: a split of a round that has ended.
  const actions = page.getByLabel("Your actions, in order (JSON)")
  const recorded = await actions.inputValue()
  await actions.fill(JSON.stringify([...(JSON.parse(recorded) as Array<unknown>), { _tag: "Split" }]))
  await expect(page.getByText(/^Actions: action \d+ is not allowed there/)).toBeVisible()

  // The casino history lists the round, with its verify link.
  await page.goto(`${server.url}/en/history/casino`)
  const row = page.getByTestId("casino-history").locator("tbody tr").first()
  await expect(row).toContainText("Blackjack")
  await expect(row.getByRole("link", { name: /^Verify round round-/ })).toHaveAttribute("href", /\/en\/casino\/fairness\/round-/)
})
