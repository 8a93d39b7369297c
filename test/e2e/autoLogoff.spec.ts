import { resolve } from "node:path"
import { expect, test } from "@playwright/test"
import { startServer, type RunningServer } from "../../server/startServer"
import { SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * SPEC.md 4 and 8 "Auto-logoff", end to end: a server of this file's own (in-memory database, the demo player seeded,
 * the client the e2e run built) whose site config carries a tiny inactivity limit, set as AUTO_LOGOFF_MINUTES sets it,
 * so the shared e2e server's players are not logged off under other tests.
 */
const LIMIT_MINUTES = 0.05 // 3 seconds

// One server for the file (starting one, with its database and the demo player's hash, is slow on a shared machine).
test.describe.configure({ mode: "serial" })

let server: RunningServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startServer({ clientDir: resolve("dist/client"), autoLogoffMinutes: LIMIT_MINUTES, log: () => {} })
})
test.afterAll(async () => {
  await server?.close()
})

test("the demo player left alone is logged off, finds the inactivity modal on return, and the guest header", async ({ page }) => {
  await page.goto(`${server.url}/en/user/login`)
  await waitForApp(page)
  const login = page.locator(".auth-card")
  await login.getByLabel("E-mail or account ID").fill("demo@oddsfold.local")
  await login.getByLabel("Password").fill("Oddsfold2024")
  await login.getByRole("button", { name: "Log in" }).click()
  await expect(page.getByText(/^Account [1-9][0-9]{8}$/)).toBeVisible()

  // Nobody touches the page now: within the limit (plus the time the logout takes) the player is logged off.
  const modal = page.getByRole("alertdialog", { name: "You were logged off" })
  await expect(modal).toBeVisible({ timeout: 15_000 })
  await expect(modal).toContainText("You were inactive for 0.1 minutes")
  await expect(page.getByRole("button", { name: "Log in" }).first()).toBeVisible()
  await expect(page.getByText(/^Account [1-9][0-9]{8}$/)).toHaveCount(0)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/auto-logoff-modal.png` })

  // Dead on the server too: the session cookie no longer signs anyone in.
  const check = await page.request.get(`${server.url}/web-api/account/accounts`)
  expect(check.status()).toBe(401)

  await modal.getByRole("button", { name: "Close" }).click()
  await expect(modal).toHaveCount(0)
  // The log shows the timer's command.
  const log = await page.evaluate(() => window.__oddsfold!.exportLog())
  expect(log).toMatch(/"source":"timer"[^\n]*"_tag":"AutoLogoff"|"_tag":"AutoLogoff"[^\n]*"source":"timer"/)
})

test("a player who keeps moving is not logged off", async ({ page }) => {
  await page.goto(`${server.url}/en/user/login`)
  await waitForApp(page)
  const login = page.locator(".auth-card")
  await login.getByLabel("E-mail or account ID").fill("demo@oddsfold.local")
  await login.getByLabel("Password").fill("Oddsfold2024")
  await login.getByRole("button", { name: "Log in" }).click()
  await expect(page.getByText(/^Account [1-9][0-9]{8}$/)).toBeVisible()
  // Six seconds, twice the limit, moving the mouse every second.
  for (let i = 0; i < 6; i++) {
    await page.mouse.move(100 + i * 10, 200)
    await page.waitForTimeout(1000)
  }
  await expect(page.getByText(/^Account [1-9][0-9]{8}$/)).toBeVisible()
  await expect(page.getByRole("alertdialog", { name: "You were logged off" })).toHaveCount(0)
})
