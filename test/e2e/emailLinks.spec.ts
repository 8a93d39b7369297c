import { mkdir, writeFile } from "node:fs/promises"
import { type APIRequestContext, type BrowserContext, expect, type Page, test } from "./fixtures"
import { DATA_DIR } from "../../playwright.config"
import { devHeaders, devMailboxPath, runOperatorTool, SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * The links of the site's e-mails (issue 7, SPEC.md 2.4), each followed from the dev mailbox as a player follows it
 * from their inbox: the recovery e-mail's `user/passwordreset` link, the activation link of an address added in the
 * office (`user/activate`), and the unsubscribe link of the operator's news e-mail (`user/stopnewsletter`).
 */

/** The site's address as this browser reaches it: the e-mails' links are absolute URLs on it. */
const siteOrigin = (page: Page): string => new URL(page.url()).origin

/** The accessible name of a link of an e-mail to `route`: the link itself, absolute, with its token. */
const linkTo = (page: Page, route: string): RegExp => new RegExp(`^${siteOrigin(page).replace(/[.]/g, "\\.")}${route}\\?token=`)

const exportedLog = (page: Page) => page.evaluate(() => window.__oddsfold?.exportLog() ?? "")
const freshEmail = (tag: string) => `${tag}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`

/** The newest message to `recipient` with this subject, in the dev mailbox opened in a tab of its own. */
const newestMessage = async (context: BrowserContext, recipient: string, subject: string) => {
  const mailbox = await context.newPage()
  await mailbox.goto(await devMailboxPath())
  await mailbox.getByLabel("Recipient").fill(recipient)
  await mailbox.getByRole("button", { name: "Show", exact: true }).click()
  const newest = mailbox.getByRole("list", { name: "Messages" }).getByRole("listitem").first()
  await expect(newest).toContainText(subject)
  return { mailbox, newest }
}

/** A player registered by e-mail, the link of the registration's e-mail followed: signed in on `request`'s browser. */
const registerByEmail = async (request: APIRequestContext, email: string, password: string) => {
  expect((await request.post("/auth-api/registration/full", { data: { country_id: 1, currency_id: 1, email, password, lng: "en" } })).status()).toBe(200)
  const mailbox = await request.get(`/web-api/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: await devHeaders() })
  const { messages } = (await mailbox.json()) as { messages: ReadonlyArray<{ params: Record<string, string> }> }
  const link = new URL(messages[0]?.params["link"] ?? "", "http://oddsfold.test")
  expect(link.pathname).toBe("/en/user/accountverify")
  expect((await request.post("/auth-api/email/confirm/link", { data: { token: link.searchParams.get("token") } })).status()).toBe(200)
}

test("the recovery e-mail's link opens a new-password form that sets the password once; the used link says so", async ({ context, page }) => {
  // A registration, two argon2id hashes and a sign-in on a shared machine.
  test.setTimeout(60_000)
  const email = freshEmail("reset")
  await registerByEmail(page.request, email, "Before2024")
  await page.request.post("/auth-api/logout", { data: {} })

  await page.goto("/en/user/forgotpassword")
  const modal = page.getByRole("dialog", { name: "Password recovery" })
  await modal.getByLabel("E-mail").fill(email)
  await modal.getByRole("button", { name: "Send code" }).click()
  await expect(modal.getByRole("status")).toContainText("If an account uses r•••@example.com, a code is on its way.")

  const { mailbox, newest } = await newestMessage(context, email, "Password recovery code")
  // An absolute link (a mail is read far from the site), on the site's own address.
  await expect(newest).toContainText(`to set a new password for Oddsfold, open ${siteOrigin(page)}/en/user/passwordreset?token=`)
  const link = newest.getByRole("link", { name: linkTo(page, "/en/user/passwordreset") })
  const href = (await link.getAttribute("href")) ?? ""
  await link.click()
  await expect(mailbox).toHaveURL(/\/en\/user\/passwordreset\?token=/)
  const card = mailbox.getByTestId("password-reset")
  await expect(card.getByRole("heading", { level: 1, name: "New password" })).toBeVisible()
  await expect(card).toContainText(/Choose a new password for your account\. This link works until \d{1,2}:\d{2}/)

  await card.getByLabel("New password", { exact: true }).fill("short")
  await card.getByLabel("Repeat the new password").fill("short")
  await card.getByRole("button", { name: "Save the new password" }).click()
  await expect(card.getByRole("alert")).toHaveText("The password does not meet the rules below.")
  await card.getByLabel("New password", { exact: true }).fill("After2024x")
  await card.getByLabel("Repeat the new password").fill("After2024y")
  await card.getByRole("button", { name: "Save the new password" }).click()
  await expect(card.getByRole("alert")).toHaveText("The two passwords differ.")
  await card.getByLabel("New password", { exact: true }).fill("After2024x")
  await card.getByLabel("Repeat the new password").fill("After2024x")
  await mailbox.screenshot({ path: `${SCREENSHOT_DIR}/email-link-password-reset-form.png` })
  await card.getByRole("button", { name: "Save the new password" }).click()
  await expect(card.getByRole("status")).toHaveText(
    "Your password has been changed. For your safety, every device signed in to your account has been signed out."
  )
  await mailbox.screenshot({ path: `${SCREENSHOT_DIR}/email-link-password-reset-done.png` })
  // Neither the token nor the password is in the log a bug report would carry.
  const log = await exportedLog(mailbox)
  expect(log).toContain('"LinkPasswordReset"')
  expect(log).not.toContain(new URL(href, "http://oddsfold.test").searchParams.get("token"))
  expect(log).not.toContain("After2024x")

  await card.getByRole("link", { name: "Log in with the new password" }).click()
  const login = mailbox.locator(".auth-card")
  await login.getByLabel("E-mail or account ID").fill(email)
  await login.getByLabel("Password").fill("After2024x")
  await login.getByRole("button", { name: "Log in" }).click()
  await expect(mailbox.getByTestId("header-account-id")).toHaveText(/^Account [1-9][0-9]{8}$/)

  // The same link again, signed out: used, and a way to ask for a new one (the forgot-password modal is a guest's).
  await mailbox.request.post("/auth-api/logout", { data: {} })
  await mailbox.goto(href)
  await expect(card.getByRole("alert")).toHaveText("This link was used already: the password of this recovery has been set.")
  await mailbox.screenshot({ path: `${SCREENSHOT_DIR}/email-link-password-reset-used.png` })
  await card.getByRole("link", { name: "Ask for a new link" }).click()
  await expect(mailbox.getByRole("dialog", { name: "Password recovery" })).toBeVisible()
})

test("a link that was altered is refused with a way to ask for a new one, and no form", async ({ page }) => {
  await page.goto("/en/user/passwordreset?token=eyJhbGciOiJIUzI1NiJ9.eyJwdXIiOiJwYXNzd29yZF9yZWNvdmVyeSJ9.c2lnbmF0dXJl")
  const card = page.getByTestId("password-reset")
  await expect(card.getByRole("alert")).toHaveText(
    "This link is not valid: it was changed, or a newer recovery e-mail was sent. Open the link of the newest e-mail."
  )
  await expect(card.getByLabel("New password", { exact: true })).toHaveCount(0)
  await expect(card.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/en/user/forgotpassword")
  await page.goto("/ru/user/passwordreset")
  await expect(page.getByTestId("password-reset")).toContainText("Ссылка неполная. Откройте ссылку из письма ещё раз.")
})

test("a one-click player adds an e-mail on the security page; its activation link confirms it on the account", async ({ context, page }) => {
  test.setTimeout(60_000)
  const registered = await page.request.post("/auth-api/registration/fast", { data: { country_id: 1, currency_id: 1 } })
  expect(registered.status()).toBe(200)
  const { accountId, password } = (await registered.json()) as { accountId: number; password: string }
  const email = freshEmail("activate")

  await page.goto("/en/security")
  await waitForApp(page)
  const card = page.getByTestId("email-confirmation")
  await expect(card.getByTestId("email-confirmation-state")).toHaveText("No e-mail address is on this account.")
  await card.getByLabel("E-mail address").fill(email)
  await card.getByRole("button", { name: "Send the link" }).click()
  await expect(card.getByRole("status")).toContainText("We sent a link to a•••@example.com. Open it by")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/email-link-activation-sent.png`, fullPage: true })

  const { mailbox, newest } = await newestMessage(context, email, "Confirm the e-mail address of your account")
  await expect(newest).toContainText(`Oddsfold account ${accountId} asked to use this e-mail address.`)
  await newest.getByRole("link", { name: linkTo(page, "/en/user/activate") }).click()
  const activation = mailbox.getByTestId("account-activation")
  await expect(activation.getByRole("heading", { level: 1, name: "Account activation" })).toBeVisible()
  await expect(activation.getByRole("status")).toHaveText(
    `${email} is now the confirmed e-mail address of account ${accountId}. You can sign in with it and recover your password by e-mail.`
  )
  await mailbox.screenshot({ path: `${SCREENSHOT_DIR}/email-link-activated.png` })
  // The same page under the other segment of SPEC.md 2.4, for the same (now used) link.
  await mailbox.goto(mailbox.url().replace("/user/activate?", "/user/activatefast?"))
  await expect(activation.getByRole("alert")).toHaveText("This link was used already.")
  await mailbox.close()

  // The office shows the address confirmed (the user config's activation), and the address signs in.
  await page.reload()
  await expect(card.getByTestId("email-confirmation-state")).toHaveText(`${email} is confirmed.`)
  await expect(card.getByTestId("add-email")).toHaveCount(0)
  await page.request.post("/auth-api/logout", { data: {} })
  await page.goto("/en/user/login")
  await waitForApp(page)
  const login = page.locator(".auth-card")
  await login.getByLabel("E-mail or account ID").fill(email)
  await login.getByLabel("Password").fill(password)
  await login.getByRole("button", { name: "Log in" }).click()
  await expect(page.getByTestId("header-account-id")).toHaveText(`Account ${accountId}`)
})

test("the operator's news e-mail carries an unsubscribe link that turns news off, as the settings page then shows", async ({ context, page }) => {
  // A registration, a run of the operator tool (TypeScript compiled on the fly) and a settings save on a shared machine.
  test.setTimeout(120_000)
  const email = freshEmail("news")
  await registerByEmail(page.request, email, "News2024x")

  await page.goto("/en/settings")
  await waitForApp(page)
  const news = page.getByLabel("News and offers by e-mail")
  await expect(news).not.toBeChecked()
  await news.check()
  await page.getByRole("button", { name: "Save", exact: true }).click()
  await expect(page.getByRole("status").filter({ hasText: "saved" })).toBeVisible()

  // The operator tool of the e2e server (its operator file sits beside its data folder).
  await mkdir("test-results/tmp", { recursive: true })
  const textFile = `test-results/tmp/news-${Date.now()}.txt`
  await writeFile(textFile, "Boosted odds all weekend.\nGood luck!", "utf8")
  const stdout = await runOperatorTool(["newsletter", "send", "Weekend odds", textFile], { DATA_DIR })
  expect(stdout).toMatch(/^newsletter sent to [1-9][0-9]* players? who want news by e-mail/)

  const { mailbox, newest } = await newestMessage(context, email, "Weekend odds")
  await expect(newest).toContainText("Boosted odds all weekend.")
  await expect(newest).toContainText(`To stop receiving news, open ${siteOrigin(page)}/en/user/stopnewsletter?token=`)
  // RFC 8058: the same link in List-Unsubscribe, for the mail client's own button, with its one-click POST offered.
  const linkInText = (await newest.getByRole("link", { name: linkTo(page, "/en/user/stopnewsletter") }).getAttribute("href")) ?? ""
  await expect(newest.getByTestId("mailbox-headers")).toHaveText(`List-Unsubscribe: <${linkInText}>List-Unsubscribe-Post: List-Unsubscribe=One-Click`)
  await mailbox.screenshot({ path: `${SCREENSHOT_DIR}/email-newsletter-headers.png` })
  await newest.getByRole("link", { name: linkTo(page, "/en/user/stopnewsletter") }).click()
  const stop = mailbox.getByTestId("stop-newsletter")
  await expect(stop.getByRole("status")).toHaveText("You are unsubscribed: we will no longer send news and offers by e-mail to n•••@example.com.")
  await mailbox.screenshot({ path: `${SCREENSHOT_DIR}/email-link-unsubscribed.png` })
  await stop.getByRole("link", { name: "Open the mailing settings" }).click()
  await expect(mailbox).toHaveURL(/\/en\/settings$/)
  await expect(mailbox.getByLabel("News and offers by e-mail")).not.toBeChecked()
  await expect(mailbox.getByLabel("Bet results by e-mail")).toBeChecked()
  await mailbox.close()

  await page.reload()
  await expect(page.getByLabel("News and offers by e-mail")).not.toBeChecked()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/email-link-settings-after-unsubscribe.png`, fullPage: true })
})
