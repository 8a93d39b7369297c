import { resolve } from "node:path"
import { expect, test } from "./fixtures"
import { startServer, type RunningServer } from "../../server/startServer"
import { SCREENSHOT_DIR, signInAsDemoPlayer, waitForApp, warmLine } from "./support"

/**
 * SPEC.md 4 and 8 "Auto-logoff", end to end: a server of this file's own (in-memory database, the demo player seeded,
 * the client the e2e run built) whose site config carries a tiny inactivity limit, set as AUTO_LOGOFF_MINUTES sets it,
 * so the shared e2e server's players are not logged off under other tests.
 */
// Twelve seconds: a loaded CI machine has stalled a test's mouse moves for 6 s, which must not count as inactivity.
const LIMIT_MINUTES = 0.2

// One server for the file (starting one, with its database and the demo player's hash, is slow on a shared machine).
test.describe.configure({ mode: "serial", timeout: 120_000 })

let server: RunningServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startServer({ clientDir: resolve("dist/client"), autoLogoffMinutes: LIMIT_MINUTES, log: () => {} })
  await warmLine(server.url)
})
test.afterAll(async () => {
  await server?.close()
})

test("the demo player left alone is logged off, finds the inactivity modal on return, and the guest header", async ({ page }) => {
  await signInAsDemoPlayer(page, server.url)

  // Nobody touches the page now: within the limit (plus the time the logout takes) the player is logged off.
  const modal = page.getByRole("alertdialog", { name: "You were logged off" })
  await expect(modal).toBeVisible({ timeout: 25_000 })
  await expect(modal).toContainText("You were inactive for 0.2 minutes")
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

test("two tabs: an idle tab does not log off the player who is active in the other one; left alone, each tab shows why it was logged off", async ({ context }) => {
  const active = await context.newPage()
  await signInAsDemoPlayer(active, server.url)
  // The player works in one tab from now on (the other one opens meanwhile, however long that takes on a busy
  // machine); the other tab is left alone.
  let working = true
  const work = (async () => {
    for (let i = 0; working; i++) {
      await active.mouse.move(100 + (i % 5) * 20, 200 + (i % 40))
      await active.waitForTimeout(500)
    }
  })()
  const idle = await context.newPage()
  await idle.goto(`${server.url}/en/`)
  await waitForApp(idle)
  await expect(idle.getByText(/^Account [1-9][0-9]{8}$/)).toBeVisible()
  // Twenty-five seconds, more than twice the limit, with the idle tab open.
  await idle.waitForTimeout(25_000)
  working = false
  await work
  for (const tab of [active, idle]) {
    await expect(tab.getByText(/^Account [1-9][0-9]{8}$/)).toBeVisible()
    await expect(tab.getByRole("alertdialog", { name: "You were logged off" })).toHaveCount(0)
  }
  expect((await active.request.get(`${server.url}/web-api/account/accounts`)).status()).toBe(200)
  // The idle tab's timer kept waiting on the time the active tab shared: it never tried to log the player off.
  const idleLog = await idle.evaluate(() => window.__oddsfold!.exportLog())
  expect(idleLog).not.toContain('"_tag":"AutoLogoff"')
  // Left alone everywhere now: the player is logged off, and each tab says why, whichever tab's timer fired first.
  for (const tab of [active, idle]) {
    await expect(tab.getByRole("alertdialog", { name: "You were logged off" })).toBeVisible({ timeout: 25_000 })
    await expect(tab.getByRole("button", { name: "Log in" }).first()).toBeVisible()
  }
})

test("a player who closed the browser and comes back after the limit finds the inactivity modal, the session ended by the server", async ({ context }) => {
  const first = await context.newPage()
  await signInAsDemoPlayer(first, server.url)
  await first.close()
  // Longer than the limit and the server's margin (two report intervals of a quarter of the limit).
  await new Promise((resolve) => setTimeout(resolve, 20_000))
  const back = await context.newPage()
  await back.goto(`${server.url}/en/`)
  const modal = back.getByRole("alertdialog", { name: "You were logged off" })
  await expect(modal).toBeVisible({ timeout: 25_000 })
  await expect(back.getByRole("button", { name: "Log in" }).first()).toBeVisible()
  expect((await back.request.get(`${server.url}/web-api/account/accounts`)).status()).toBe(401)
  // The server had ended it: this page found a guest and had nothing to disconnect.
  const log = await back.evaluate(() => window.__oddsfold!.exportLog())
  expect(log).toContain('"_tag":"LoggedOffForInactivity"')
  expect(log).not.toMatch(/"kind":"command"[^\n]*"_tag":"Logout"/)
  await modal.getByRole("button", { name: "Close" }).click()
  // Once: the next visit shows no modal.
  await back.reload()
  await waitForApp(back)
  await expect(back.getByRole("button", { name: "Log in" }).first()).toBeVisible()
  await expect(modal).toHaveCount(0)
})
