import { expect, type Page, test } from "./fixtures"
import { Secret, TOTP } from "otpauth"
import { closeFirstDepositOffer, closeWelcome, SCREENSHOT_DIR, waitForApp } from "./support"

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
  // Welcomed as every new player is (SPEC.md 4), with the account ID; the server's flag leaves the address.
  const welcome = page.getByRole("dialog", { name: /^Welcome to / })
  await expect(welcome).toContainText(registered.replace("Account ", ""))
  await expect(page).toHaveURL(/\/en\/$/)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/social-welcome.png` })
  await closeWelcome(page)
  // The welcome is the visit's modal: no first-deposit bonus modal after it.
  await page.waitForTimeout(500)
  await expect(page.getByRole("dialog")).toHaveCount(0)

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
  // Returning, not new: no welcome; a player with no deposit on the home page is offered the first-deposit bonus.
  await closeFirstDepositOffer(page)
  await expect(page.getByRole("dialog", { name: /^Welcome to / })).toHaveCount(0)
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

test("a two-step player coming back from the provider is asked for the authenticator's code, and only then signed in", async ({ page }) => {
  // Two trips through the sandbox, the set-up and a wait for the next code: more than the default budget.
  test.setTimeout(120_000)
  const identity = `twostep-${Date.now().toString(36)}`
  await page.goto("/social-api/oauth/sandbox/start?lng=en")
  await continueAtSandbox(page, identity)
  await waitForApp(page)
  await expect(accountId(page)).toHaveText(/^Account [1-9][0-9]{8}$/)
  const registered = (await accountId(page).textContent()) ?? ""

  await page.goto("/en/security")
  await waitForApp(page)
  const card = page.getByTestId("two-step")
  await card.getByRole("button", { name: "Turn on" }).click()
  const key = ((await card.getByTestId("two-step-secret").textContent()) ?? "").trim()
  const totpNow = () => new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: "SHA1" }).generate()
  // Not at the very end of a 30-second step, so the code is not used up mid-test.
  if (30_000 - (Date.now() % 30_000) < 5_000) await new Promise((resolve) => setTimeout(resolve, 6_000))
  await card.getByLabel("Code from the app").fill(totpNow())
  await card.getByRole("button", { name: "Confirm and turn on" }).click()
  await expect(page.getByTestId("security-outcome")).toHaveText("Two-step sign-in is on.")
  await header(page).getByRole("button", { name: "Log out" }).click()
  await expect(header(page).getByRole("button", { name: "Log in" })).toBeVisible()

  // Back from the provider: the sign-in page asks for the code; the URL carries a flag, never a secret.
  await page.goto("/social-api/oauth/sandbox/start?lng=en&return=%2Fen%2Fsecurity")
  await continueAtSandbox(page, identity)
  await waitForApp(page)
  await expect(page).toHaveURL(/\/en\/user\/login\?two_step=1$/)
  const login = page.locator(".auth-card")
  await expect(login.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible()
  await expect(header(page).getByRole("button", { name: "Log in" })).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/social-two-step.png` })
  // The enabling code's step is used: the next step's code signs in, and the sign-in goes where it was asked to.
  await new Promise((resolve) => setTimeout(resolve, 30_000 - (Date.now() % 30_000) + 200))
  await login.getByLabel("Code from the authenticator app").fill(totpNow())
  await login.getByRole("button", { name: "Confirm" }).click()
  await expect(page).toHaveURL(/\/en\/security$/)
  await expect(accountId(page)).toHaveText(registered)
})
