import { expect, type Page, test } from "./fixtures"
import { Secret, TOTP } from "otpauth"
import { closeFirstDepositOffer, devHeaders, SCREENSHOT_DIR, waitForApp } from "./support"

/** The personal office (issue 7): the login-required guard, personal data, the protection level, two-step sign-in. */

const header = (page: Page) => page.locator("header")
const dropdown = (page: Page) => page.locator(".auth-dropdown")

/** The code an authenticator app shows now for the key the security page shows as text. */
const totpNow = (key: string) => totpAt(key, 0)
/**
 * The code of the step `steps` away from now: the server takes one step either side for clock drift, and a step once.
 * A test that signs in three times uses the last, this and the next step, so no sign-in waits for a new one.
 */
const totpAt = (key: string, steps: -1 | 0 | 1) =>
  new TOTP({ secret: Secret.fromBase32(key), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp: Date.now() + steps * 30_000 })

/** Waits into the next 30-second step when this one is nearly over, so a code is not used up or expired mid-test. */
const freshStep = async () => {
  const left = 30_000 - (Date.now() % 30_000)
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 200))
}

const signInWithDropdown = async (page: Page, login: string, password: string) => {
  await dropdown(page).getByLabel("E-mail or account ID").fill(login)
  await dropdown(page).getByLabel("Password").fill(password)
  await dropdown(page).getByRole("button", { name: "Log in" }).click()
}

test("a guest opening the office lands on sign-in with the login dropdown open, and is back on the page after signing in", async ({ page }) => {
  await page.goto("/en/security")
  await waitForApp(page)
  await expect(dropdown(page)).toBeVisible()
  await expect(page).toHaveURL(/\/en\/\?returnUrl=%2Fen%2Fsecurity$/)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/office-guest-dropdown.png` })
  await signInWithDropdown(page, "demo@oddsfold.local", "Oddsfold2024")
  await expect(page).toHaveURL(/\/en\/security$/)
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible()
  await expect(page.getByTestId("protection-level")).toBeVisible()
})

test("the account ID in the header opens the personal office's menu: each page one click away; Escape and a click elsewhere close it", async ({ page }) => {
  await page.goto("/en/line")
  await waitForApp(page)
  await header(page).getByRole("button", { name: "Log in" }).click()
  await signInWithDropdown(page, "demo@oddsfold.local", "Oddsfold2024")
  const account = header(page).getByRole("button", { name: /^Account \d+$/ })
  const menu = page.getByRole("navigation", { name: "Personal office" })
  await account.click()
  await expect(account).toHaveAttribute("aria-expanded", "true")
  await expect(menu.getByRole("link")).toHaveText(["Personal data", "Wallets", "Bet history", "Casino history", "Security", "Settings", "Responsible gaming", "Deposit bonus", "Bonuses", "Promo code", "VIP cashback", "Premium cashback", /^Rewards( \(\d[\d,]* points\))?$/, "Bring a friend", "Support"])
  await page.keyboard.press("Escape")
  await expect(menu).toHaveCount(0)
  await account.click()
  await page.getByRole("heading", { level: 1 }).click()
  await expect(menu).toHaveCount(0)
  await expect(account).toHaveAttribute("aria-expanded", "false")
  await account.click()
  await menu.getByRole("link", { name: "Security" }).click()
  await expect(page).toHaveURL(/\/en\/security$/)
  await expect(page.getByRole("heading", { level: 1, name: "Security" })).toBeVisible()
  // The menu closed behind the link; the office's own navigation is the only one of that name now.
  await expect(menu).toHaveCount(1)
  await expect(account).toHaveAttribute("aria-expanded", "false")
})

test("the demo player changes personal data, sees it after a reload, and sees the protection level change", async ({ page }) => {
  await page.goto("/en/account")
  await waitForApp(page)
  await signInWithDropdown(page, "demo@oddsfold.local", "Oddsfold2024")
  await expect(page.getByRole("heading", { level: 1, name: "Personal data" })).toBeVisible()
  await expect(page.getByTestId("required-fields")).toContainText("To withdraw money, fill in:")

  // A field the server refuses is marked with its own error.
  await page.getByLabel("First name").fill("Ivan2")
  await page.getByLabel("Last name").fill("Petrov")
  await page.getByRole("button", { name: "Save" }).click()
  // The reason at the field itself (the line beside Save names the field and repeats it).
  await expect(page.getByText("Use letters, spaces, hyphens and apostrophes only.", { exact: true })).toBeVisible()
  await expect(page.getByLabel("First name")).toHaveAttribute("aria-invalid", "true")

  await page.getByLabel("First name").fill("Ivan")
  await page.getByLabel(/Date of birth/).fill("1985-03-09")
  await page.getByLabel(/Document number/).fill("4509 123456")
  await page.getByLabel(/Date of issue/).fill("2010-06-01")
  await page.getByLabel(/Registration address/).fill("Tverskaya 1, Moscow")
  await page.getByRole("button", { name: "Save" }).click()
  await expect(page.getByRole("status")).toHaveText("Your personal data is saved.")
  await expect(page.getByTestId("required-fields")).toHaveText("Your required personal data is complete.")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/office-personal-data.png`, fullPage: true })
  await page.reload()
  await expect(page.getByLabel("First name")).toHaveValue("Ivan")
  await expect(page.getByLabel(/Registration address/)).toHaveValue("Tverskaya 1, Moscow")

  await page.getByRole("navigation", { name: "Personal office" }).getByRole("link", { name: "Security" }).click()
  const level = page.getByTestId("protection-level")
  const before = Number(await page.getByRole("meter").getAttribute("aria-valuenow"))
  await page.getByLabel("Question", { exact: true }).fill("First pet?")
  await page.getByLabel("Answer").fill("Rex")
  await page.getByLabel("Your password").fill("Oddsfold2024")
  await page.getByRole("button", { name: "Save question" }).click()
  await expect(page.getByTestId("security-outcome")).toHaveText("Your security question is saved.")
  await expect(page.getByRole("meter")).toHaveAttribute("aria-valuenow", String(before + 20))
  // E-mail sign-in is on already (the demo player has an address). Switching it now asks the security question first;
  // cancelled, nothing changes (the demo player's e-mail sign-in stays on for the other tests signing in with it).
  const emailSignIn = page.getByLabel("Allow signing in with my e-mail address")
  await expect(emailSignIn).toBeChecked()
  const dialog = page.getByRole("dialog", { name: "Answer your security question" })
  await emailSignIn.click()
  await expect(dialog).toContainText("Question: “First pet?”")
  await dialog.getByRole("button", { name: "Cancel" }).click()
  await expect(dialog).toHaveCount(0)
  await expect(emailSignIn).toBeChecked()
  await expect(level).toHaveAttribute("data-status", "normal")
  await expect(level).toContainText("Normal")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/office-security.png`, fullPage: true })
})

/** The newest code the dev mailbox holds for `to` (an E.164 number), as the player would read it from the SMS. */
const newestCode = async (page: Page, to: string): Promise<string> => {
  const answer = await page.request.get(`/web-api/dev/mailbox?to=${encodeURIComponent(to)}`, { headers: await devHeaders() })
  const { messages } = (await answer.json()) as { messages: ReadonlyArray<{ params: Record<string, string> }> }
  const code = messages[0]?.params["code"] ?? ""
  expect(code).toMatch(/^[0-9]{6}$/)
  return code
}

test("a player turns two-step sign-in on with a code from the app, then signs in with the password or an SMS code and the app's code", async ({ page }) => {
  // Registration, two argon2id sign-ins and the set-up: more than the default budget on a loaded machine.
  test.setTimeout(90_000)
  // A player with a phone (for the SMS sign-in) and a password (for the password sign-in with the account ID).
  const national = `918${String(Date.now()).slice(-5)}${String(Math.floor(Math.random() * 100)).padStart(2, "0")}`
  const phone = `+7${national}`
  expect((await page.request.post("/auth-api/sms/send-code", { data: { country_id: 1, phone_number: national, purpose: "phone_registration", lang: "en" } })).status()).toBe(200)
  const registered = await page.request.post("/auth-api/registration/phone", {
    data: { country_id: 1, currency_id: 1, phone_number: national, code: await newestCode(page, phone), password: "Secret123", lng: "en" }
  })
  expect(registered.status()).toBe(200)
  const { accountId } = (await registered.json()) as { accountId: number }
  await page.goto("/en/security")
  await waitForApp(page)
  const card = page.getByTestId("two-step")
  await expect(page.getByTestId("protection-level")).toHaveAttribute("data-status", "bad")
  await card.getByRole("button", { name: "Turn on" }).click()
  const key = ((await card.getByTestId("two-step-secret").textContent()) ?? "").trim()
  expect(key).toMatch(/^[A-Z2-7]{32}$/)
  await expect(card.locator(".two-step__qr svg")).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/office-two-step-setup.png`, fullPage: true })

  await card.getByLabel("Code from the app").fill(String((Number(totpNow(key)) + 1) % 1_000_000).padStart(6, "0"))
  await card.getByRole("button", { name: "Confirm and turn on" }).click()
  await expect(page.getByTestId("security-outcome")).toHaveText("This code is not the one your app shows now.")
  await freshStep()
  await card.getByLabel("Code from the app").fill(totpAt(key, -1))
  await card.getByRole("button", { name: "Confirm and turn on" }).click()
  await expect(page.getByTestId("security-outcome")).toHaveText("Two-step sign-in is on.")
  // Two methods of five: the phone the player registered with, and two-step.
  await expect(page.getByRole("meter")).toHaveAttribute("aria-valuenow", "40")

  await header(page).getByRole("button", { name: "Log out" }).click()
  await expect(header(page).getByRole("button", { name: "Log in" })).toBeVisible()
  await page.goto("/en/user/login")
  const login = page.locator(".auth-card")
  await login.getByLabel("E-mail or account ID").fill(String(accountId))
  await login.getByLabel("Password").fill("Secret123")
  await login.getByRole("button", { name: "Log in" }).click()
  await expect(login.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/office-two-step-login.png` })
  await freshStep()
  await login.getByLabel("Code from the authenticator app").fill(totpNow(key))
  await login.getByRole("button", { name: "Confirm" }).click()
  await expect(page.getByTestId("header-account-id")).toHaveText(`Account ${accountId}`)
  // Signed in on the home page for the first time, a player with no deposit is offered the first-deposit bonus.
  await closeFirstDepositOffer(page)

  // By SMS code: the SMS code alone does not sign a two-step player in; the app's code is asked for too.
  await header(page).getByRole("button", { name: "Log out" }).click()
  await expect(header(page).getByRole("button", { name: "Log in" })).toBeVisible()
  await page.goto("/en/user/login")
  await waitForApp(page)
  await login.getByRole("tab", { name: "Phone" }).click()
  await login.getByLabel("Phone number").fill(national)
  await login.getByRole("button", { name: "Send code" }).click()
  await expect(login.getByRole("status")).toContainText("Code sent to")
  await login.getByLabel("Code from the SMS").fill(await newestCode(page, phone))
  await login.getByRole("button", { name: "Log in" }).click()
  await expect(login.getByRole("heading", { name: "Two-step sign-in" })).toBeVisible()
  await expect(header(page).getByRole("button", { name: "Log in" })).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/office-two-step-sms-login.png` })
  await freshStep()
  await login.getByLabel("Code from the authenticator app").fill(String((Number(totpNow(key)) + 1) % 1_000_000).padStart(6, "0"))
  await login.getByRole("button", { name: "Confirm" }).click()
  await expect(login.getByRole("alert")).toHaveText("This code is wrong or was used already. Enter the code your app shows now.")
  await expect(header(page).getByRole("button", { name: "Log in" })).toBeVisible()
  await freshStep()
  await login.getByLabel("Code from the authenticator app").fill(totpAt(key, 1))
  await login.getByRole("button", { name: "Confirm" }).click()
  await expect(page.getByTestId("header-account-id")).toHaveText(`Account ${accountId}`)

  const log = await page.evaluate(() => window.__oddsfold?.exportLog() ?? "")
  expect(log).not.toContain(key)
  expect(log).not.toContain("Secret123")
  expect(log).toContain('"_tag":"SubmitTwoStepCode"')
})

/** A new player of the test's own, signed in by one-click registration: the account ID and the password it answered. */
const oneClickPlayer = async (page: Page): Promise<{ readonly accountId: number; readonly password: string }> => {
  const answer = await page.request.post("/auth-api/registration/fast", { data: { country_id: 1, currency_id: 1 } })
  expect(answer.ok()).toBe(true)
  return (await answer.json()) as { accountId: number; password: string }
}

const signInOnLoginPage = async (page: Page, login: string, password: string) => {
  const card = page.locator(".auth-card")
  await card.getByLabel("E-mail or account ID").fill(login)
  await card.getByLabel("Password").fill(password)
  await card.getByRole("button", { name: "Log in" }).click()
}

test("the settings page keeps a mailing and a site setting on the server: after a reload, and on another device", async ({ browser, page }) => {
  // Two sign-ins (argon2id) and two browsers on a shared machine.
  test.setTimeout(90_000)
  const { accountId, password } = await oneClickPlayer(page)
  await page.goto("/en/settings")
  await waitForApp(page)
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible()
  const bets = page.getByLabel("Bet results by e-mail")
  const sms = page.getByLabel("News and offers by SMS")
  const odds = page.getByLabel("Odds format")
  // A new player's defaults, as the server answers them.
  await expect(odds).toHaveValue("0")
  const betsBefore = await bets.isChecked()
  const smsBefore = await sms.isChecked()

  await bets.setChecked(!betsBefore)
  await sms.setChecked(!smsBefore)
  await odds.selectOption({ label: "American" })
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await expect(page.getByText("Your settings are saved.")).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/office-settings-saved.png`, fullPage: true })

  await page.reload()
  await waitForApp(page)
  await expect(bets).toBeChecked({ checked: !betsBefore })
  await expect(sms).toBeChecked({ checked: !smsBefore })
  await expect(odds).toHaveValue("1")

  // Another device knows nothing of this browser's storage: the server's copy is what it shows once signed in.
  const device = await browser.newContext({ baseURL: new URL(page.url()).origin, viewport: { width: 1366, height: 900 }, locale: "en-US" })
  try {
    const other = await device.newPage()
    await other.goto("/en/user/login")
    await waitForApp(other)
    await signInOnLoginPage(other, String(accountId), password)
    await expect(other.getByTestId("header-account-id")).toHaveText(`Account ${accountId}`)
    await other.goto("/en/settings")
    await waitForApp(other)
    await expect(other.getByLabel("Bet results by e-mail")).toBeChecked({ checked: !betsBefore })
    await expect(other.getByLabel("News and offers by SMS")).toBeChecked({ checked: !smsBefore })
    await expect(other.getByLabel("Odds format")).toHaveValue("1")
  } finally {
    await device.close()
  }
})

test("a player changes the password: after signing out the old password is refused and the new one signs in", async ({ page }) => {
  // Three argon2id checks of the password and a change on a shared machine.
  test.setTimeout(90_000)
  const { accountId, password } = await oneClickPlayer(page)
  await page.goto("/en/security")
  await waitForApp(page)
  const form = page.locator("form").filter({ has: page.getByRole("heading", { name: "Change password" }) })
  await expect(form).toContainText("You have never changed your password.")

  // Two new passwords that differ never reach the server.
  await form.getByLabel("Current password", { exact: true }).fill(password)
  await form.getByLabel("New password", { exact: true }).fill("Changed2024x")
  await form.getByLabel("Repeat the new password").fill("Changed2024y")
  await form.getByRole("button", { name: "Change password" }).click()
  await expect(form.getByText("The new passwords differ.")).toBeVisible()

  // Every submit empties the password fields (a password never stays in the page). The server refuses a wrong current one.
  await expect(form.getByLabel("Current password", { exact: true })).toHaveValue("")
  await form.getByLabel("Current password", { exact: true }).fill("Wrong2024x")
  await form.getByLabel("New password", { exact: true }).fill("Changed2024x")
  await form.getByLabel("Repeat the new password").fill("Changed2024x")
  await form.getByRole("button", { name: "Change password" }).click()
  await expect(page.getByTestId("security-outcome")).toHaveText("The password is wrong.")

  await form.getByLabel("Current password", { exact: true }).fill(password)
  await form.getByLabel("New password", { exact: true }).fill("Changed2024x")
  await form.getByLabel("Repeat the new password").fill("Changed2024x")
  await form.getByRole("button", { name: "Change password" }).click()
  await expect(page.getByTestId("security-outcome")).toHaveText("Your password is changed. Your other devices are signed out.")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/office-password-changed.png`, fullPage: true })
  // This browser stays signed in.
  await page.reload()
  await waitForApp(page)
  await expect(page.getByTestId("header-account-id")).toHaveText(`Account ${accountId}`)

  await header(page).getByRole("button", { name: "Log out" }).click()
  await expect(header(page).getByRole("button", { name: "Log in" })).toBeVisible()
  await page.goto("/en/user/login")
  await waitForApp(page)
  await signInOnLoginPage(page, String(accountId), password)
  await expect(page.locator(".auth-card").getByRole("alert")).toHaveText("The login or the password is wrong.")
  await expect(page.getByTestId("header-account-id")).toHaveCount(0)
  await signInOnLoginPage(page, String(accountId), "Changed2024x")
  await expect(page.getByTestId("header-account-id")).toHaveText(`Account ${accountId}`)

  const log = await page.evaluate(() => window.__oddsfold?.exportLog() ?? "")
  expect(log).not.toContain("Changed2024x")
  expect(log).not.toContain(password)
})
