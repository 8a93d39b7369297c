import { writeFile } from "node:fs/promises"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { Redacted } from "effect"
import { startServer, type RunningServer } from "../../server/startServer"
import { expect, test } from "./fixtures"
import { runOperatorTool, SCREENSHOT_DIR, waitForApp, warmLine } from "./support"

/**
 * SPEC.md 4 "Terms changed", end to end: on a server of this file's own (new terms gate every signed-in player, so they
 * must never reach the shared e2e server's), a signed-in player is on the site when the operator's tool publishes new
 * terms; the player's next call answers 451 and takes them to the confirm page, which shows the changed rules; they
 * accept and are back on the site, where their calls answer again.
 */
const OPERATOR_TOKEN = "operator-token-for-the-terms-e2e-0123456789abcdef"

let server: RunningServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startServer({ clientDir: resolve("dist/client"), operatorToken: Redacted.make(OPERATOR_TOKEN), log: () => {} })
  await warmLine(server.url)
})
test.afterAll(async () => {
  await server?.close()
})

const NEW_TERMS = {
  summary: { en: "The **bets** rules changed: a settled bet is final.", ru: "Изменились **правила ставок**: рассчитанная ставка окончательна." },
  entries: [
    {
      link: "rules/general/bets",
      tags: ["bets"],
      subRules: [
        { position: 1, text: { en: "A settled bet is final", ru: "Рассчитанная ставка окончательна" } },
        { position: 2, text: { en: "Void legs count at 1.00", ru: "Возвращённые исходы считаются с коэффициентом 1,00" } }
      ]
    }
  ]
}

test("new terms take a signed-in player to the confirm page; accepting them brings the player back to the site", async ({ page }) => {
  // A run of the operator tool and four page loads on a shared machine.
  test.setTimeout(150_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  const registered = await page.request.post(`${server.url}/auth-api/registration/fast`, { data: { country_id: 1, currency_id: 1 } })
  expect(registered.ok()).toBe(true)
  await page.goto(`${server.url}/en/account`)
  await waitForApp(page)
  await expect(page).toHaveURL(`${server.url}/en/account`)

  const file = join(tmpdir(), `oddsfold-terms-${process.pid}.json`)
  await writeFile(file, JSON.stringify(NEW_TERMS))
  expect(await runOperatorTool(["terms", "publish", "--file", file], { OPERATOR_URL: server.url, OPERATOR_TOKEN })).toMatch(/^published: terms version 2 at /)

  // The player's next call (the personal data page's) answers 451: the confirm page.
  await page.goto(`${server.url}/en/account`)
  await expect(page).toHaveURL(`${server.url}/en/confirm`)
  await expect(page.getByRole("heading", { level: 1, name: "Our terms have changed" })).toBeVisible()
  await expect(page.getByTestId("terms-summary")).toContainText("a settled bet is final")
  const entry = page.getByTestId("terms-entry")
  await expect(entry).toHaveCount(1)
  await expect(entry.getByRole("link", { name: "Read the rules" })).toHaveAttribute("href", "/en/rules/general/bets")
  await expect(entry.getByRole("listitem")).toHaveText(["A settled bet is final", "Void legs count at 1.00"])
  await page.screenshot({ path: `${SCREENSHOT_DIR}/confirm-terms.png` })

  await page.getByTestId("accept-terms").click()
  await expect(page).toHaveURL(`${server.url}/en/`)
  // The player's calls answer again, and with nothing changed since, the confirm page sends them to the root.
  expect((await page.request.get(`${server.url}/web-api/account/accounts`)).status()).toBe(200)
  await page.goto(`${server.url}/en/confirm`)
  await expect(page).toHaveURL(`${server.url}/en/`)
})
