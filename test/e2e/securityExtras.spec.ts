import { type BrowserContext, expect, type Page, test } from "./fixtures"
import { devHeaders, devMailboxPath, SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * The security page's extras (issue 7): binding a phone with the SMS code from the dev mailbox raises the protection
 * level; an unconfirmed e-mail asks for its confirmation link again, and the new link confirms it.
 */

/** A Russian national number no other run uses (10 digits, the mask's count). */
const freshNational = (tag: number) => `918${String(Date.now()).slice(-5)}${String(tag).padStart(2, "0")}`
const exportedLog = (page: Page) => page.evaluate(() => window.__oddsfold?.exportLog() ?? "")

/** The newest message to `recipient` in the dev mailbox, opened in a tab of its own. */
const newestMessage = async (context: BrowserContext, recipient: string, subject: string) => {
  const mailbox = await context.newPage()
  await mailbox.goto(await devMailboxPath())
  await mailbox.getByLabel("Recipient").fill(recipient)
  await mailbox.getByRole("button", { name: "Show", exact: true }).click()
  const newest = mailbox.getByRole("list", { name: "Messages" }).getByRole("listitem").first()
  await expect(newest).toContainText(subject)
  const code = (await newest.getByTestId("mailbox-code").textContent()) ?? ""
  expect(code).toMatch(/^[0-9]{6}$/)
  return { mailbox, newest, code }
}

/** A player registered by e-mail: the registration, then its link followed in `page`'s browser, which it signs in. */
const registerByEmail = async (page: Page, email: string) => {
  const answer = await page.request.post("/auth-api/registration/full", { data: { country_id: 1, currency_id: 1, email, password: "Secret123", lng: "en" } })
  expect(answer.status()).toBe(200)
  const mailbox = await page.request.get(`/web-api/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: await devHeaders() })
  const { messages } = (await mailbox.json()) as { messages: ReadonlyArray<{ params: Record<string, string> }> }
  const confirmed = await page.request.post("/auth-api/email/confirm", { data: { email, code: messages[0]?.params["code"] ?? "" } })
  expect(confirmed.status()).toBe(200)
}

/**
 * A player whose e-mail is not confirmed: a social one, whose provider's address is sent the confirmation link at
 * registration (a registration by e-mail is confirmed by the very link that makes the player). Answers the address.
 */
const registerBySandbox = async (page: Page, identity: string): Promise<string> => {
  await page.goto("/social-api/oauth/sandbox/start?lng=en")
  await expect(page.getByRole("heading", { name: "Sandbox identity provider" })).toBeVisible()
  await page.getByLabel("Identity").fill(identity)
  await page.getByRole("button", { name: "Continue", exact: true }).click()
  await waitForApp(page)
  await expect(page.getByTestId("header-account-id")).toHaveText(/^Account [1-9][0-9]{8}$/)
  return `${identity}@sandbox.oddsfold.local`
}

test("a player binds a phone with the SMS code from the dev mailbox and sees the protection level rise", async ({ context, page }) => {
  // Registration, an argon2id sign-in and two round trips of codes: more than the default budget on a busy 2-core machine.
  test.setTimeout(60_000)
  await registerByEmail(page, `bind.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`)
  await page.goto("/en/security")
  await waitForApp(page)
  const level = page.getByTestId("protection-level")
  const meter = level.getByRole("meter")
  // E-mail sign-in is on for a player who registered with an address (one method of five: still bad); the phone makes
  // two (normal).
  await expect(page.getByLabel("Allow signing in with my e-mail address")).toBeChecked()
  await expect(meter).toHaveAttribute("aria-valuenow", "20")
  await expect(level).toHaveAttribute("data-status", "bad")

  const card = page.getByTestId("phone-binding")
  await expect(card.getByTestId("phone-binding-state")).toHaveText("No phone is bound to this account.")
  await expect(card.getByRole("combobox", { name: "Country" })).toContainText("Russia (+7)")
  const national = freshNational(1)
  await card.getByLabel("Phone number").fill(national)
  await card.getByRole("button", { name: "Send code" }).click()
  await expect(card.getByTestId("phone-code-sent")).toContainText(`+7 ••••••••${national.slice(-2)}`)

  const sms = await newestMessage(context, `+7${national}`, "Phone confirmation code")
  await sms.mailbox.close()
  const wrong = sms.code === "000000" ? "000001" : "000000"
  await card.getByLabel("Code from the SMS").fill(wrong)
  await card.getByRole("button", { name: "Bind phone" }).click()
  await expect(page.getByTestId("security-outcome")).toHaveText("The code is wrong. Check the SMS or e-mail and try again.")
  await expect(meter).toHaveAttribute("aria-valuenow", "20")

  await card.getByLabel("Code from the SMS").fill(sms.code)
  await card.getByRole("button", { name: "Bind phone" }).click()
  await expect(page.getByTestId("security-outcome")).toHaveText("Your phone is bound.")
  await expect(meter).toHaveAttribute("aria-valuenow", "40")
  await expect(level).toHaveAttribute("data-status", "normal")
  await expect(level.getByRole("listitem").filter({ hasText: "Phone bound" })).toContainText("On")
  // The user config was loaded again: the card names the number as the user config has it.
  await expect(card.getByTestId("phone-binding-state")).toHaveText(`Your phone +7 ${national} is bound to the account.`)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/security-phone-bound.png`, fullPage: true })

  // After a reload the server still says so.
  await page.reload()
  await expect(page.getByTestId("protection-level").getByRole("meter")).toHaveAttribute("aria-valuenow", "40")
  expect(await exportedLog(page)).not.toContain(sms.code)
})

test("an unconfirmed e-mail asks for the confirmation link again; the new link confirms it", async ({ context, page }) => {
  test.setTimeout(60_000)
  const email = await registerBySandbox(page, `resend-${Date.now().toString(36)}`)
  await page.goto("/en/security")
  await waitForApp(page)
  const card = page.getByTestId("email-confirmation")
  await expect(card.getByTestId("email-confirmation-state")).toHaveText(`${email} is not confirmed yet. Open the link we sent you.`)
  await card.getByRole("button", { name: "Send the link again" }).click()
  await expect(card.getByRole("status")).toContainText("A new link is on its way to r")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/security-email-resend.png`, fullPage: true })

  const { mailbox, newest } = await newestMessage(context, email, "Confirm your e-mail address")
  // Two confirmation mails now: the registration's and the new one, which is the one that works.
  await expect(mailbox.getByRole("list", { name: "Messages" }).getByRole("listitem")).toHaveCount(2)
  await newest.getByRole("link", { name: /\/en\/user\/accountverify\?/ }).click()
  await expect(mailbox.getByRole("status")).toHaveText("Your e-mail address is confirmed. Thank you!")
  await mailbox.close()

  await page.reload()
  await expect(page.getByTestId("email-confirmation-state")).toHaveText(`${email} is confirmed.`)
  await expect(page.getByRole("button", { name: "Send the link again" })).toHaveCount(0)
})
