import { resolve } from "node:path"
import { expect, test } from "./fixtures"
import { Redacted } from "effect"
import { startServer, type RunningServer } from "../../server/startServer"
import { runOperatorTool, SCREENSHOT_DIR, signInAsDemoPlayer, waitForApp, warmLine } from "./support"

/**
 * SPEC.md 4 "Ban redirect guard", end to end: on a server of this file's own (in-memory database with the demo
 * player, so a ban never reaches the shared e2e server's players), the operator's tool bans the player, who is then
 * sent to the ban page wherever they go, and may open deduce only at the levels that leave it open.
 */
const OPERATOR_TOKEN = "operator-token-for-the-ban-e2e-0123456789abcdef"

// One server for the file (starting one, with its database and the demo player's hash, is slow on a shared machine).
test.describe.configure({ mode: "serial" })

let server: RunningServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startServer({ clientDir: resolve("dist/client"), operatorToken: Redacted.make(OPERATOR_TOKEN), log: () => {} })
  await warmLine(server.url)
})
test.afterAll(async () => {
  await server?.close()
})

/** The operator tool as an operator runs it against another server (OPERATOR_URL and OPERATOR_TOKEN). */
const operator = (...args: ReadonlyArray<string>): Promise<string> => runOperatorTool(args, { OPERATOR_URL: server.url, OPERATOR_TOKEN })

test("a player the operator bans is sent to the ban page, and opens deduce only where the ban level allows", async ({ page }) => {
  // Three runs of the operator tool (TypeScript compiled on the fly) on a shared machine.
  test.setTimeout(120_000)
  await signInAsDemoPlayer(page, server.url)

  expect(await operator("ban", "demo@oddsfold.local", "53", "1")).toMatch(/^banned: player \d+ \(demo@oddsfold\.local\) at level 53, version 1/)
  await page.goto(`${server.url}/en/account`)
  await expect(page).toHaveURL(`${server.url}/en/block`)
  await expect(page.getByRole("heading", { level: 1, name: "Your account is blocked" })).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/ban-page.png` })

  // Level 53 with version 1 keeps the withdrawal open: the ban page links it and it stays.
  await page.getByRole("link", { name: "Withdraw funds" }).click()
  await expect(page).toHaveURL(`${server.url}/en/deduce`)
  await expect(page.getByRole("heading", { level: 1, name: "Withdraw funds" })).toBeVisible()
  // Any other page sends the player back.
  await page.goto(`${server.url}/en/`)
  await expect(page).toHaveURL(`${server.url}/en/block`)

  // Version 2 of level 53 closes deduce as well.
  expect(await operator("ban", "demo@oddsfold.local", "53", "2")).toContain("at level 53, version 2")
  await page.goto(`${server.url}/en/deduce`)
  await expect(page).toHaveURL(`${server.url}/en/block`)
  await expect(page.getByRole("link", { name: "Withdraw funds" })).toHaveCount(0)

  // Lifted: home is home again.
  expect(await operator("ban", "demo@oddsfold.local", "0")).toContain("not banned: player")
  await page.goto(`${server.url}/en/`)
  await waitForApp(page)
  await expect(page).toHaveURL(`${server.url}/en/`)
})

test("ban level 45 keeps deduce open with any version but 1; once the ban is lifted, the banned players' pages send the player home", async ({ page }) => {
  // Three runs of the operator tool (TypeScript compiled on the fly) on a shared machine.
  test.setTimeout(120_000)
  await signInAsDemoPlayer(page, server.url)

  expect(await operator("ban", "demo@oddsfold.local", "45", "2")).toMatch(/^banned: player \d+ \(demo@oddsfold\.local\) at level 45, version 2/)
  await page.goto(`${server.url}/en/account`)
  await expect(page).toHaveURL(`${server.url}/en/block`)
  await expect(page.getByRole("heading", { level: 1, name: "Your account is blocked" })).toBeVisible()
  await page.getByRole("link", { name: "Withdraw funds" }).click()
  await expect(page).toHaveURL(`${server.url}/en/deduce`)
  await expect(page.getByRole("heading", { level: 1, name: "Withdraw funds" })).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/ban-45-deduce.png` })
  // Opened directly too, after a reload.
  await page.goto(`${server.url}/en/deduce`)
  await waitForApp(page)
  await expect(page).toHaveURL(`${server.url}/en/deduce`)
  await page.goto(`${server.url}/en/verification`)
  await expect(page).toHaveURL(`${server.url}/en/block`)

  // Level 45 with version 1 is the one version that closes deduce (53 is open at version 1 only).
  expect(await operator("ban", "demo@oddsfold.local", "45", "1")).toContain("at level 45, version 1")
  await page.goto(`${server.url}/en/deduce`)
  await expect(page).toHaveURL(`${server.url}/en/block`)
  await expect(page.getByRole("link", { name: "Withdraw funds" })).toHaveCount(0)

  // Lifted: the page that exists only for banned players (the block-appeal history) is hidden, and sends the player home.
  expect(await operator("ban", "demo@oddsfold.local", "0")).toContain("not banned: player")
  await page.goto(`${server.url}/en/block-appeal-history`)
  await expect(page).toHaveURL(`${server.url}/en/`)
  await waitForApp(page)
})
