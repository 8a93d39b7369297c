import { expect, type Page, test } from "./fixtures"
import { devHeaders, SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * Issue 7, the security page made real: a player sets a security question and is asked it before a sensitive change
 * (switching e-mail sign-in); with e-mail sign-in off, e-mail and password no longer sign them in, while the account
 * ID still does. Each test registers a player of its own (by e-mail, through the dev mailbox's link).
 */

const PASSWORD = "Secret123"
const header = (page: Page) => page.getByRole("banner")
const accountId = (page: Page) => page.getByTestId("header-account-id")

/** Registers by e-mail as a player does (the call, then the e-mail's link), leaving this browser signed in. */
const registerByEmail = async (page: Page): Promise<{ readonly email: string; readonly account: string }> => {
  const email = `question.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
  const started = await page.request.post("/auth-api/registration/full", { data: { country_id: 1, currency_id: 1, email, password: PASSWORD, lng: "en" } })
  expect(started.status()).toBe(200)
  const mailbox = await page.request.get(`/web-api/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: await devHeaders() })
  const { messages } = (await mailbox.json()) as { messages: ReadonlyArray<{ template: string; params: Record<string, string> }> }
  const link = messages.find((message) => message.template === "email_confirmation")?.params["link"] ?? ""
  expect(new URL(link).pathname).toBe("/en/user/accountverify")
  await page.goto(link)
  await expect(accountId(page)).toHaveText(/^Account [1-9][0-9]{8}$/)
  const account = ((await accountId(page).textContent()) ?? "").replace("Account ", "")
  return { email, account }
}

const signIn = async (page: Page, login: string, password: string) => {
  await page.goto("/en/user/login")
  await waitForApp(page)
  const form = page.locator(".auth-card")
  await form.getByLabel("E-mail or account ID").fill(login)
  await form.getByLabel("Password").fill(password)
  await form.getByRole("button", { name: "Log in" }).click()
  return form
}

test("a player sets a security question and is asked it before switching e-mail sign-in off; then e-mail sign-in is refused, the account ID still works", async ({
  page
}) => {
  // An e-mail registration, five argon2id checks and three sign-ins on a shared machine.
  test.setTimeout(90_000)
  const { account, email } = await registerByEmail(page)
  await page.goto("/en/security")
  await waitForApp(page)
  const emailSignIn = page.getByLabel("Allow signing in with my e-mail address")
  // On from the start for a player who registered with an address.
  await expect(emailSignIn).toBeChecked()

  await page.getByLabel("Question", { exact: true }).fill("Name of my first teacher?")
  await page.getByLabel("Answer", { exact: true }).fill("Olga Petrovna")
  await page.getByLabel("Your password").fill(PASSWORD)
  await page.getByRole("button", { name: "Save question" }).click()
  await expect(page.getByTestId("security-outcome")).toHaveText("Your security question is saved.")
  await expect(page.getByText("Your question: “Name of my first teacher?”")).toBeVisible()

  // Switching e-mail sign-in off asks the question first; cancelled, nothing changes.
  await emailSignIn.click()
  const dialog = page.getByRole("dialog", { name: "Answer your security question" })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText("Question: “Name of my first teacher?”")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/security-question-asked.png`, fullPage: true })
  await dialog.getByRole("button", { name: "Cancel" }).click()
  await expect(dialog).toHaveCount(0)
  await expect(emailSignIn).toBeChecked()

  // A wrong answer is refused by the server and the switch stays on.
  await emailSignIn.click()
  await dialog.getByLabel("Your answer").fill("Maria Ivanovna")
  await dialog.getByRole("button", { name: "Confirm" }).click()
  await expect(page.getByTestId("security-outcome")).toHaveText("The answer to your security question is wrong.")
  await expect(emailSignIn).toBeChecked()

  // The right answer, in another case: e-mail sign-in goes off.
  await emailSignIn.click()
  await dialog.getByLabel("Your answer").fill("olga petrovna")
  await dialog.getByRole("button", { name: "Confirm" }).click()
  await expect(page.getByTestId("security-outcome")).toHaveText("Saved.")
  await expect(emailSignIn).not.toBeChecked()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/security-email-sign-in-off.png`, fullPage: true })

  await header(page).getByRole("button", { name: "Log out" }).click()
  await expect(header(page).getByRole("button", { name: "Log in" })).toBeVisible()

  // E-mail and the right password: refused, in the words of a wrong password.
  const form = await signIn(page, email, PASSWORD)
  await expect(form.getByRole("alert")).toHaveText("The login or the password is wrong.")
  await expect(accountId(page)).toHaveCount(0)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/security-email-sign-in-refused.png` })

  // The account ID and the same password: signed in.
  await signIn(page, account, PASSWORD)
  await expect(accountId(page)).toHaveText(`Account ${account}`)
})

test("a player without an e-mail who set a security question is asked it before adding an address; a wrong answer sends no link", async ({ page }) => {
  // A one-click player (no address), three argon2id checks on a shared machine.
  test.setTimeout(60_000)
  const registered = await page.request.post("/auth-api/registration/fast", { data: { country_id: 1, currency_id: 1 } })
  expect(registered.ok()).toBe(true)
  const { password } = (await registered.json()) as { password: string }
  await page.goto("/en/security")
  await waitForApp(page)
  await page.getByLabel("Question", { exact: true }).fill("First pet?")
  await page.getByLabel("Answer", { exact: true }).fill("Barsik")
  await page.getByLabel("Your password").fill(password)
  await page.getByRole("button", { name: "Save question" }).click()
  await expect(page.getByTestId("security-outcome")).toHaveText("Your security question is saved.")

  const email = `added.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`
  const card = page.getByTestId("email-confirmation")
  await card.getByLabel("E-mail address").fill(email)
  await card.getByRole("button", { name: "Send the link" }).click()
  const dialog = page.getByRole("dialog", { name: "Answer your security question" })
  await expect(dialog).toContainText("Question: “First pet?”")
  await expect(dialog.getByLabel("Your answer")).toBeFocused()
  await dialog.getByLabel("Your answer").fill("Murzik")
  await dialog.getByRole("button", { name: "Confirm" }).click()
  await expect(card.getByRole("alert")).toHaveText("The answer to your security question is wrong.")
  const mailbox = async () =>
    ((await (await page.request.get(`/web-api/dev/mailbox?to=${encodeURIComponent(email)}`, { headers: await devHeaders() })).json()) as { messages: ReadonlyArray<unknown> }).messages.length
  expect(await mailbox()).toBe(0)

  // Escape closes the question without sending anything.
  await card.getByRole("button", { name: "Send the link" }).click()
  await expect(dialog).toBeVisible()
  await page.keyboard.press("Escape")
  await expect(dialog).toHaveCount(0)
  expect(await mailbox()).toBe(0)

  await card.getByRole("button", { name: "Send the link" }).click()
  await dialog.getByLabel("Your answer").fill("barsik")
  await dialog.getByRole("button", { name: "Confirm" }).click()
  await expect(card.getByRole("status")).toContainText("We sent a link to")
  expect(await mailbox()).toBe(1)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/security-add-email-answered.png`, fullPage: true })
})
