import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "./fixtures"
import { closeWelcome, devHeaders, devMailboxPath, holdPhoneCountries, SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * The flows of issue 7 that finish with a one-time code, from a clean browser: register by phone, sign out, sign in
 * by SMS code; recover a password by e-mail and sign in with the new one; confirm an e-mail from the mailbox link.
 * Codes and links are read where a developer reads them: the dev mailbox page.
 */

const header = (page: Page) => page.getByRole("banner")
const accountId = (page: Page) => page.getByTestId("header-account-id")
const exportedLog = (page: Page) => page.evaluate(() => window.__oddsfold?.exportLog() ?? "")

/** A Russian national number no other run uses (10 digits, the mask's count). */
const freshNational = (tag: number) => `917${String(Date.now()).slice(-5)}${String(tag).padStart(2, "0")}`

/** The newest message to `recipient` in the dev mailbox, opened in a tab of its own: its code and link. */
const newestMessage = async (context: BrowserContext, recipient: string) => {
  const mailbox = await context.newPage()
  await mailbox.goto(await devMailboxPath())
  await mailbox.getByLabel("Recipient").fill(recipient)
  await mailbox.getByRole("button", { name: "Show" }).click()
  const newest = mailbox.getByRole("list", { name: "Messages" }).getByRole("listitem").first()
  await expect(newest).toContainText(recipient)
  const code = (await newest.getByTestId("mailbox-code").textContent()) ?? ""
  expect(code).toMatch(/^[0-9]{6}$/)
  return { mailbox, newest, code }
}

/** A registration by e-mail, started: the server e-mails the link that makes the player (the same answer for any address). */
const startRegistrationByEmail = async (request: APIRequestContext, email: string, password: string) => {
  const answer = await request.post("/auth-api/registration/full", { data: { country_id: 1, currency_id: 1, email, password, lng: "en" } })
  expect(answer.status()).toBe(200)
  expect(await answer.json()).toMatchObject({ to: `${email.slice(0, 1)}•••@example.com` })
}

/** A player registered by e-mail: the registration, and its link followed by `request` (signed in there, not in a page). */
const registerByEmail = async (request: APIRequestContext, email: string, password: string) => {
  await startRegistrationByEmail(request, email, password)
  const mailbox = await request.get(`/web-api/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: await devHeaders() })
  const { messages } = (await mailbox.json()) as { messages: ReadonlyArray<{ params: Record<string, string> }> }
  const confirmed = await request.post("/auth-api/email/confirm", { data: { email, code: messages[0]?.params["code"] ?? "" } })
  expect(confirmed.status()).toBe(200)
}

test("by phone: the SMS code registers the player; after logging out another SMS code signs them in", async ({ context, page }) => {
  const national = freshNational(1)
  await page.goto("/en/registration/phone")
  await waitForApp(page)
  await expect(page.getByRole("tab", { name: "By phone" })).toHaveAttribute("aria-selected", "true")
  await expect(page.getByRole("combobox", { name: "Country" })).toContainText("Russia (+7)")
  await page.getByLabel("Phone number").fill(national)
  await page.getByRole("button", { name: "Send code" }).click()
  await expect(page.getByRole("status").filter({ hasText: "Code sent to" })).toContainText(`+7 ••••••••${national.slice(-2)}`)

  const registration = await newestMessage(context, `+7${national}`)
  await expect(registration.newest).toContainText("Registration code")
  await registration.mailbox.close()
  await page.getByLabel("Code from the SMS").fill(registration.code)
  await page.getByLabel("Password").fill("Phone2024x")
  await page.getByLabel(/I am over 18/).check()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/phone-registration.png` })
  await page.getByRole("button", { name: "Register" }).click()
  await expect(accountId(page)).toHaveText(/^Account [1-9][0-9]{8}$/)
  const account = (await accountId(page).textContent()) ?? ""
  await expect(page).toHaveURL(/\/en\/$/)
  await closeWelcome(page)

  await header(page).getByRole("button", { name: "Log out" }).click()
  await expect(header(page).getByRole("button", { name: "Log in" })).toBeVisible()
  await header(page).getByRole("button", { name: "Log in" }).click()
  const dropdown = page.getByRole("dialog", { name: "Log in" })
  await dropdown.getByRole("tab", { name: "Phone" }).click()
  await dropdown.getByLabel("Phone number").fill(national)
  await dropdown.getByRole("button", { name: "Send code" }).click()
  await expect(dropdown.getByRole("status")).toContainText("Code sent to")
  const signIn = await newestMessage(context, `+7${national}`)
  await expect(signIn.newest).toContainText("Sign-in code")
  await signIn.mailbox.close()

  // A wrong code first: the form says so, and nothing is signed in.
  const wrong = signIn.code === "000000" ? "000001" : "000000"
  await dropdown.getByLabel("Code from the SMS").fill(wrong)
  await dropdown.getByRole("button", { name: "Log in" }).click()
  await expect(dropdown.getByRole("alert")).toHaveText("The code is wrong. Check the SMS or e-mail and try again.")
  await dropdown.getByLabel("Code from the SMS").fill(signIn.code)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/phone-sms-login.png` })
  await dropdown.getByRole("button", { name: "Log in" }).click()
  await expect(accountId(page)).toHaveText(account)

  const log = await exportedLog(page)
  expect(log).toContain('"LoginSucceeded"')
  expect(log).not.toContain(signIn.code)
  expect(log).not.toContain(registration.code)
  expect(log).not.toContain("Phone2024x")
})

test("forgot password: user/forgotpassword opens the modal on home, the e-mailed code sets a new password that signs in", async ({ context, page, request }) => {
  const email = `recover.${Date.now()}@example.com`
  await registerByEmail(request, email, "Before2024")

  await page.goto("/en/user/forgotpassword?utm_source=mail")
  await expect(page).toHaveURL(/\/en\/\?utm_source=mail&showForgotPasswordModal=1$/)
  const modal = page.getByRole("dialog", { name: "Password recovery" })
  await expect(modal).toBeVisible()
  await modal.getByLabel("E-mail").fill(email)
  await modal.getByRole("button", { name: "Send code" }).click()
  await expect(modal.getByRole("status")).toContainText("If an account uses r•••@example.com, a code is on its way.")

  const message = await newestMessage(context, email)
  await expect(message.newest).toContainText("Password recovery code")
  await message.mailbox.close()
  const wrong = message.code === "111111" ? "222222" : "111111"
  await modal.getByLabel("Code").fill(wrong)
  await modal.getByLabel("New password").fill("After2024x")
  await modal.getByRole("button", { name: "Save the new password" }).click()
  await expect(modal.getByRole("alert")).toHaveAttribute("data-kind", "wrong_code")
  await modal.getByLabel("Code").fill(message.code)
  await modal.getByLabel("New password").fill("After2024x")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/phone-forgot-password.png` })
  await modal.getByRole("button", { name: "Save the new password" }).click()
  await expect(modal.getByRole("status")).toContainText("Your password has been changed.")

  await modal.getByRole("button", { name: "Log in with the new password" }).click()
  const login = page.getByRole("dialog", { name: "Log in" })
  await login.getByLabel("E-mail or account ID").fill(email)
  await login.getByLabel("Password").fill("After2024x")
  await login.getByRole("button", { name: "Log in" }).click()
  await expect(accountId(page)).toHaveText(/^Account [1-9][0-9]{8}$/)
  expect(await exportedLog(page)).not.toContain(message.code)
})

test("e-mail confirmation: the link of the registration's e-mail makes the account, confirmed and signed in, once", async ({ context, page, request }) => {
  const email = `confirm.${Date.now()}@example.com`
  await startRegistrationByEmail(request, email, "Confirm2024")
  const { mailbox, newest } = await newestMessage(context, email)
  await expect(newest).toContainText("Confirm your e-mail address")
  await newest.getByRole("link", { name: /\/en\/user\/accountverify\?/ }).click()
  await expect(mailbox.getByRole("heading", { level: 1, name: "E-mail confirmation" })).toBeVisible()
  await expect(mailbox.getByRole("status").filter({ hasText: "confirmed" })).toHaveText(
    "Your e-mail address is confirmed and your account is ready. You are signed in."
  )
  await expect(mailbox.getByTestId("header-account-id")).toHaveText(/^Account [1-9][0-9]{8}$/)
  await mailbox.screenshot({ path: `${SCREENSHOT_DIR}/phone-account-verify.png` })

  // Single use: the same link again is refused, and says why.
  await mailbox.reload()
  await expect(mailbox.getByRole("alert")).toHaveText("This confirmation link was used already.")
  await page.close()
})

test("by phone: until the countries have come, Send code is disabled, so a quick player's click is never lost", async ({ page }) => {
  const release = await holdPhoneCountries(page)
  await page.goto("/en/registration/phone")
  await waitForApp(page)
  const national = freshNational(4)
  await page.getByLabel("Phone number").fill(national)
  const send = page.getByRole("button", { name: "Send code" })
  await expect(send).toBeDisabled()
  release()
  await expect(page.getByRole("combobox", { name: "Country" })).toContainText("Russia (+7)")
  await send.click()
  await expect(page.getByRole("status").filter({ hasText: "Code sent to" })).toContainText(`+7 ••••••••${national.slice(-2)}`)
})
