import { expect, type Page, test } from "./fixtures"
import { SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * The verification page's third-party identity check (SPEC.md 2.5), end to end: the player leaves for the identity-
 * check provider (the sandbox of the e2e server, on a loopback port of its own), the tester picks the outcome there as
 * the provider's reviewer would, the provider sends its signed result to the site, and the player comes back to see it.
 */

/** A new player of their own, signed in by one-click registration (the demo player's documents belong to another spec). */
const newPlayer = async (page: Page) => {
  const answer = await page.request.post("/auth-api/registration/fast", { data: { country_id: 1, currency_id: 1 } })
  expect(answer.ok()).toBe(true)
}

const SANDBOX_PAGE = /^http:\/\/127\.0\.0\.1:\d+\/check\/[A-Za-z0-9_-]{22}$/
const BACK_FROM_CHECK = /\/en\/verification\/identity-check\?check=[0-9a-f-]{36}$/

test("a player checks their identity online: the provider refuses the selfie, a new check is approved, and the account is verified", async ({ page }) => {
  // Two trips to the provider and back, each a full page load of the site, on a shared machine.
  test.setTimeout(90_000)
  await newPlayer(page)
  await page.goto("/en/verification")
  await waitForApp(page)
  await expect(page.getByTestId("verification-status")).toContainText("Not verified yet")
  const card = page.getByTestId("identity-check-card")
  await expect(card).toContainText("A few minutes with your document and a camera, instead of sending files.")
  await card.getByRole("link", { name: "Check my identity online" }).click()

  await expect(page).toHaveURL(/\/en\/verification\/identity-check$/)
  await expect(page.getByRole("heading", { level: 1, name: "Check your identity online" })).toBeVisible()
  await expect(page.locator(".identity-check").getByRole("listitem")).toHaveText([
    "You go to our identity partner's secure page.",
    "You photograph your document and take a selfie.",
    "You come back here and see the result."
  ])
  await page.screenshot({ path: `${SCREENSHOT_DIR}/identity-check-start.png`, fullPage: true })
  await page.getByRole("button", { name: "Start the online check" }).click()

  // At the provider: the sandbox stands in for the document and selfie capture.
  await expect(page.getByRole("heading", { name: "Sandbox identity check" })).toBeVisible()
  expect(page.url()).toMatch(SANDBOX_PAGE)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/identity-check-sandbox.png`, fullPage: true })
  await page.getByLabel("Reject because").selectOption({ label: "The selfie does not match the document" })
  await page.getByRole("button", { name: "Reject", exact: true }).click()

  // Back on the site, with the provider's signed refusal already recorded.
  await expect(page).toHaveURL(BACK_FROM_CHECK)
  const status = page.getByTestId("identity-check-status")
  await expect(status).toContainText("Your identity was not confirmed by the online check.")
  await expect(status).toContainText("The selfie does not match the photo in the document.")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/identity-check-rejected.png`, fullPage: true })
  await page.getByRole("link", { name: "Back to verification" }).click()
  await expect(page.getByTestId("verification-status")).toContainText("Your identity was not confirmed by the online check.")
  await expect(page.getByTestId("identity-check-card")).toContainText("The selfie does not match the photo in the document.")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/identity-check-card-rejected.png`, fullPage: true })

  // A new check, approved this time.
  await page.getByTestId("identity-check-card").getByRole("link", { name: "Check my identity online" }).click()
  await page.getByRole("button", { name: "Start a new online check" }).click()
  await expect(page.getByRole("heading", { name: "Sandbox identity check" })).toBeVisible()
  await page.getByRole("button", { name: "Approve: the document and the selfie match" }).click()
  await expect(page).toHaveURL(BACK_FROM_CHECK)
  await expect(page.getByTestId("identity-check-status")).toContainText("Your identity is confirmed. Your account is verified.")
  await expect(page.getByRole("button", { name: /online check/ })).toHaveCount(0)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/identity-check-verified.png`, fullPage: true })

  await page.getByRole("link", { name: "Back to verification" }).click()
  await expect(page.getByTestId("verification-status")).toContainText("Your account is verified")
  await expect(page.getByTestId("identity-check-card")).toHaveText(/Your identity was confirmed by the online check\./)
  await expect(page.getByTestId("convert-reminder")).toHaveText("You can now convert money into your main account.")
  // Nothing to send by kind any more.
  await expect(page.getByTestId("kind-passport")).toHaveCount(0)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/identity-check-verification-page.png`, fullPage: true })

  // The page the provider sends back to, opened again later (a bookmark, the back button), says the same.
  await page.goBack()
  await page.reload()
  await waitForApp(page)
  await expect(page.getByTestId("identity-check-status")).toContainText("Your identity is confirmed. Your account is verified.")
})

test("the exported log holds the check's id but never the provider's page", async ({ page }) => {
  await newPlayer(page)
  await page.goto("/en/verification/identity-check")
  await waitForApp(page)
  await page.getByRole("button", { name: "Start the online check" }).click()
  await expect(page.getByRole("heading", { name: "Sandbox identity check" })).toBeVisible()
  const sandboxPage = page.url()
  await page.getByRole("link", { name: "Back to the site without a result" }).click()
  await expect(page).toHaveURL(BACK_FROM_CHECK)
  // An abandoned check changes nothing: the page waits for a result and offers a new check.
  await expect(page.getByTestId("identity-check-status")).toContainText("We are waiting for the result of your online check.")
  await expect(page.getByRole("button", { name: "Start a new online check" })).toBeEnabled()
  const checkId = new URL(page.url()).searchParams.get("check")!
  const log = await page.evaluate(() => window.__oddsfold?.exportLog() ?? "")
  expect(log).toContain(checkId)
  expect(log).not.toContain(new URL(sandboxPage).pathname)
  expect(log).not.toContain(new URL(sandboxPage).host)
})

test("a guest opening the identity check is sent to sign in, and lands on it afterwards", async ({ page }) => {
  await page.goto("/en/verification/identity-check")
  await waitForApp(page)
  await expect(page).toHaveURL(/\/en\/\?returnUrl=%2Fen%2Fverification%2Fidentity-check$/)
  const dropdown = page.locator(".auth-dropdown")
  await expect(dropdown).toBeVisible()
  await dropdown.getByLabel("E-mail or account ID").fill("demo@oddsfold.local")
  await dropdown.getByLabel("Password").fill("Oddsfold2024")
  await dropdown.getByRole("button", { name: "Log in" }).click()
  await expect(page).toHaveURL(/\/en\/verification\/identity-check$/)
  await expect(page.getByRole("heading", { level: 1, name: "Check your identity online" })).toBeVisible()
})
