import { expect, type Page, test } from "@playwright/test"
import { SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * Social sign-in through the server's sandbox identity provider (a real OpenID Connect provider on loopback), from a
 * clean browser: register, sign out, sign in again with the same identity and land in the same account.
 */

const header = (page: Page) => page.getByRole("banner")
const accountId = (page: Page) => page.getByTestId("header-account-id")

/** At the sandbox's page: continue as a typed identity. */
const continueAtSandbox = async (page: Page, identity: string, screenshot?: string) => {
  await expect(page.getByRole("heading", { name: "Sandbox identity provider" })).toBeVisible()
  if (screenshot !== undefined) await page.screenshot({ path: `${SCREENSHOT_DIR}/${screenshot}` })
  await page.getByLabel("Identity").fill(identity)
  await page.getByRole("button", { name: "Continue", exact: true }).click()
}

test("registers through the sandbox provider, signs out, and the same identity signs in to the same account", async ({ page }) => {
  const identity = `e2e-${Date.now().toString(36)}`
  await page.goto("/en/registration/social")
  await waitForApp(page)
  await expect(page.getByRole("tab", { name: "Social network" })).toHaveAttribute("aria-selected", "true")
  await page.getByLabel("Currency").selectOption({ label: "USD" })
  const register = page.getByRole("link", { name: "Register with Sandbox ID" })
  await expect(register).toBeVisible()
  // The age confirmation is asked first: without it the link goes nowhere.
  await register.click()
  await expect(page).toHaveURL(/\/en\/registration\/social$/)
  await page.getByLabel(/I am over 18/).check()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/social-registration.png` })
  await register.click()

  await continueAtSandbox(page, identity, "social-sandbox-login.png")
  await waitForApp(page)
  await expect(accountId(page)).toHaveText(/^Account [1-9][0-9]{8}$/)
  const registered = (await accountId(page).textContent()) ?? ""

  await header(page).getByRole("button", { name: "Log out" }).click()
  await expect(header(page).getByRole("button", { name: "Log in" })).toBeVisible()
  await expect(accountId(page)).toHaveCount(0)

  await header(page).getByRole("button", { name: "Log in" }).click()
  const dropdown = page.getByRole("dialog", { name: "Log in" })
  await expect(dropdown.getByRole("link", { name: "Continue with Sandbox ID" })).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/social-login-dropdown.png` })
  await dropdown.getByRole("link", { name: "Continue with Sandbox ID" }).click()
  await continueAtSandbox(page, identity)
  await waitForApp(page)
  await expect(accountId(page)).toHaveText(registered)
})

test("a sign-in cancelled at the provider comes back to the sign-in page with a message", async ({ page }) => {
  await page.goto("/en/user/login")
  await waitForApp(page)
  await page.getByRole("main").getByRole("link", { name: "Continue with Sandbox ID" }).click()
  await expect(page.getByRole("heading", { name: "Sandbox identity provider" })).toBeVisible()
  await page.getByRole("button", { name: "Cancel" }).click()
  await waitForApp(page)
  await expect(page).toHaveURL(/\/en\/user\/login\?social_error=cancelled$/)
  await expect(page.getByRole("main").getByRole("alert")).toHaveText("The sign-in was cancelled.")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/social-login-cancelled.png` })
})
