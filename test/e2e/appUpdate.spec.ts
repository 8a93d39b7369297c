import { resolve } from "node:path"
import { expect, test } from "./fixtures"
import { startServer, type RunningServer } from "../../server/startServer"
import { SCREENSHOT_DIR, waitForApp, warmLine } from "./support"

/**
 * SPEC.md 4 "app-version check": a page open when a new release is served learns of it from the check that starts
 * 60 s after start, and offers to reload. The release is played by a server of this file's own that reports another
 * version than the client it serves was built as.
 */
const NEW_RELEASE = "9.9.9"

let server: RunningServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startServer({ clientDir: resolve("dist/client"), appVersion: NEW_RELEASE, log: () => {} })
  await warmLine(server.url)
})
test.afterAll(async () => {
  await server?.close()
})

test("a page open through a release is told 60 s after it started, and the notice's button reloads it", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.clock.install()
  await page.goto(`${server.url}/en/`)
  await waitForApp(page)
  const notice = page.getByRole("region", { name: "Notifications" })
  await page.clock.fastForward(50_000)
  await expect(notice.getByText("A new version of Oddsfold is here")).toHaveCount(0)
  await page.clock.fastForward(11_000)
  await expect(notice.getByText("A new version of Oddsfold is here")).toBeVisible()
  await expect(notice).toContainText(`Version ${NEW_RELEASE} is ready`)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/app-update.png` })
  // Nothing of the page under it is hidden that the player needs: it sits below the header, beside the content.
  const box = (await notice.locator(".notification").boundingBox())!
  const header = (await page.locator("header").first().boundingBox())!
  expect(box.y).toBeGreaterThanOrEqual(header.y + header.height)

  const reloaded = page.waitForEvent("load")
  await notice.getByRole("button", { name: "Reload now" }).click()
  await reloaded
  await waitForApp(page)
  await expect(notice.getByText("A new version of Oddsfold is here")).toHaveCount(0)
})
