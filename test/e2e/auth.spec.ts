import { spawnSync } from "node:child_process"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { expect, type Page, test } from "./fixtures"
import { closeWelcome, devHeaders, holdPhoneCountries, SCREENSHOT_DIR, waitForApp } from "./support"

/** The sign-in spine of issue 7 from a clean browser: register each way built here, sign out, sign in again. */

const header = (page: Page) => page.getByRole("banner")
const accountId = (page: Page) => page.getByTestId("header-account-id")

const logOut = async (page: Page) => {
  await header(page).getByRole("button", { name: "Log out" }).click()
  await expect(header(page).getByRole("button", { name: "Log in" })).toBeVisible()
  await expect(accountId(page)).toHaveCount(0)
}

const exportedLog = (page: Page) => page.evaluate(() => window.__oddsfold?.exportLog() ?? "")

test("one click waits for the country list: Register is disabled until the server's countries come", async ({ page }) => {
  // A click before the countries come would send no country.
  const release = await holdPhoneCountries(page)
  await page.goto("/en/")
  await waitForApp(page)
  await header(page).getByRole("button", { name: "Registration" }).click()
  const modal = page.getByRole("dialog", { name: "Registration" })
  await modal.getByLabel(/I am over 18/).check()
  await expect(modal.getByRole("button", { name: "Register" })).toBeDisabled()
  release()
  await expect(modal.getByRole("combobox", { name: "Country" })).not.toHaveValue("")
  await modal.getByRole("button", { name: "Register" }).click()
  await expect(modal.getByRole("heading", { name: "Your account is ready" })).toBeVisible()
})

test("one click: registration shows the credentials once, and they sign in again after logging out", async ({ page }) => {
  await page.goto("/en/")
  await waitForApp(page)
  await header(page).getByRole("button", { name: "Registration" }).click()
  const modal = page.getByRole("dialog", { name: "Registration" })
  await expect(modal.getByRole("tab", { name: "One click" })).toHaveAttribute("aria-selected", "true")
  await modal.getByLabel("Currency").selectOption({ label: "USD" })
  await modal.getByLabel(/I am over 18/).check()
  await modal.getByRole("button", { name: "Register" }).click()

  await expect(modal.getByRole("heading", { name: "Your account is ready" })).toBeVisible()
  const shownId = (await modal.getByTestId("issued-accountId").textContent()) ?? ""
  const shownPassword = (await modal.getByTestId("issued-password").textContent()) ?? ""
  expect(shownId).toMatch(/^[1-9][0-9]{8}$/)
  expect(shownPassword).toMatch(/^[A-Za-z2-9]{12}$/)
  // Signed in already, behind the credentials.
  await expect(accountId(page)).toHaveText(`Account ${shownId}`)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/auth-one-click-credentials.png` })

  const downloading = page.waitForEvent("download")
  await modal.getByRole("button", { name: "Save as file" }).click()
  expect((await downloading).suggestedFilename()).toBe(`Oddsfold-${shownId}.txt`)
  await modal.getByRole("button", { name: "I have saved them, continue" }).click()
  await expect(modal).toHaveCount(0)
  // The one-click password never reaches the exported log.
  expect(await exportedLog(page)).not.toContain(shownPassword)
  // After the credentials, the welcome (SPEC.md 4).
  await closeWelcome(page)

  await logOut(page)
  await header(page).getByRole("button", { name: "Log in" }).click()
  const dropdown = page.getByRole("dialog", { name: "Log in" })
  await dropdown.getByLabel("E-mail or account ID").fill(shownId)
  await dropdown.getByLabel("Password").fill(shownPassword)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/auth-login-dropdown.png` })
  await dropdown.getByRole("button", { name: "Log in" }).click()
  await expect(accountId(page)).toHaveText(`Account ${shownId}`)
  await expect(dropdown).toHaveCount(0)
  await expect(page).toHaveURL(/\/en\/$/)
})

/** The link of the newest confirmation e-mail to `email`, as the dev mailbox holds it. */
const confirmationLink = async (page: Page, email: string): Promise<string> => {
  const answer = await page.request.get(`/web-api/dev/mailbox?to=${encodeURIComponent(email.toLowerCase())}`, { headers: await devHeaders() })
  const { messages } = (await answer.json()) as { messages: ReadonlyArray<{ template: string; params: Record<string, string> }> }
  const link = messages.find((message) => message.template === "email_confirmation")?.params["link"] ?? ""
  // Absolute (a mail is read far from the site), on the site as this browser reaches it.
  expect(link.startsWith(`${new URL(page.url()).origin}/en/user/accountverify?`)).toBe(true)
  return link
}

test("by e-mail: the registration page e-mails a link that makes the account and signs in; after logging out the login page signs in by e-mail", async ({ page }) => {
  const email = `player.${Date.now()}.${Math.floor(Math.random() * 1e6)}@Example.com`
  await page.goto("/en/registration/full")
  await waitForApp(page)
  const form = page.locator(".auth-card")
  await expect(form.getByRole("tab", { name: "By e-mail" })).toHaveAttribute("aria-selected", "true")
  await form.getByLabel("E-mail").fill(email)
  await form.getByLabel("Password").fill("short")
  await form.getByLabel(/I am over 18/).check()
  await form.getByRole("button", { name: "Register" }).click()
  await expect(form.getByRole("alert")).toHaveText("The password does not meet the rules below.")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/auth-registration-page.png` })

  await form.getByLabel("Password").fill("Secret123")
  await form.getByRole("button", { name: "Register" }).click()
  // The same answer whatever the address: an e-mail with a link; no account and no sign-in until it is followed.
  const sent = page.getByTestId("registration-link-sent")
  await expect(sent.getByRole("status")).toHaveText(
    `We sent an e-mail to ${email.slice(0, 1).toLowerCase()}•••@example.com. Follow its link within 10 minutes to finish the registration.`
  )
  await expect(accountId(page)).toHaveCount(0)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/auth-registration-link-sent.png` })

  await page.goto(await confirmationLink(page, email))
  await expect(page.getByRole("status").filter({ hasText: "account is ready" })).toHaveText(
    "Your e-mail address is confirmed and your account is ready. You are signed in."
  )
  await expect(accountId(page)).toHaveText(/^Account [1-9][0-9]{8}$/)
  const registeredAs = await accountId(page).textContent()
  expect(await exportedLog(page)).not.toContain("Secret123")
  await closeWelcome(page)

  await logOut(page)
  await page.goto("/en/user/login")
  await waitForApp(page)
  const login = page.locator(".auth-card")
  await login.getByLabel("E-mail or account ID").fill(email.toUpperCase())
  await login.getByLabel("Password").fill("Wrong1234")
  await login.getByRole("button", { name: "Log in" }).click()
  await expect(login.getByRole("alert")).toHaveText("The login or the password is wrong.")
  await login.getByLabel("Password").fill("Secret123")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/auth-login-page.png` })
  await login.getByRole("button", { name: "Log in" }).click()
  await expect(page).toHaveURL(/\/en\/$/)
  await expect(accountId(page)).toHaveText(registeredAs ?? "")
})

test("the demo player signs in, and the exported log replays and re-runs to the same signed-in state without the password", async ({ page }) => {
  // Two command-line runs of the replay tool (TypeScript compiled on the fly) on a shared machine.
  test.setTimeout(120_000)
  await page.goto("/en/user/login")
  await waitForApp(page)
  const login = page.locator(".auth-card")
  await login.getByLabel("E-mail or account ID").fill("demo@oddsfold.local")
  await login.getByLabel("Password").fill("Oddsfold2024")
  await login.getByLabel("Keep me signed in for 30 days").check()
  await login.getByRole("button", { name: "Log in" }).click()
  await expect(accountId(page)).toHaveText(/^Account [1-9][0-9]{8}$/)
  const shown = ((await accountId(page).textContent()) ?? "").replace("Account ", "")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/auth-demo-signed-in.png` })

  // The log lives in the tab: exported before the reload below starts a new one.
  const log = await exportedLog(page)
  expect(log).not.toContain("Oddsfold2024")
  expect(log).toContain('"_tag":"LoginSucceeded"')
  expect(log).toContain('"uPassword":"<redacted>"')
  const file = join(mkdtempSync(join(tmpdir(), "oddsfold-auth-")), "login.jsonl")
  writeFileSync(file, log)

  const rerun = spawnSync(process.execPath, ["--import", "tsx", "scripts/replay.ts", "--rerun", file], { encoding: "utf8" })
  // On a divergence the tool's report (logged vs today, side by side) is what a developer needs to see.
  expect(rerun.stdout, `${rerun.stdout}\n${rerun.stderr}`).toContain("rerun: no divergence")
  expect(rerun.status).toBe(0)
  const replay = spawnSync(process.execPath, ["--import", "tsx", "scripts/replay.ts", file], { encoding: "utf8" })
  expect(replay.status).toBe(0)
  const session = /== session\n(\{[\s\S]*?\n\})/.exec(replay.stdout)?.[1] ?? "{}"
  expect(JSON.parse(session)).toMatchObject({ status: "player", accountId: Number(shown) })

  // Still signed in after a reload: the saved cookie and the session check agree, and the account ID comes back.
  await page.reload()
  await expect(accountId(page)).toHaveText(`Account ${shown}`)
})

test("after registration: registering from a page an after-registration rule names lands on its target (the demo: results → wallets)", async ({ page }) => {
  await page.goto("/en/results")
  await waitForApp(page)
  await header(page).getByRole("button", { name: "Registration" }).click()
  const modal = page.getByRole("dialog", { name: "Registration" })
  await modal.getByLabel(/I am over 18/).check()
  await modal.getByRole("button", { name: "Register" }).click()
  await expect(modal.getByRole("heading", { name: "Your account is ready" })).toBeVisible()
  // The credentials are shown first, on the page the player came from.
  await expect(page).toHaveURL(/\/en\/results$/)
  await modal.getByRole("button", { name: "I have saved them, continue" }).click()
  await expect(page).toHaveURL(/\/en\/account\/wallets$/)
  await expect(accountId(page)).toHaveText(/^Account [1-9][0-9]{8}$/)
  expect(await exportedLog(page)).toContain('"route":"/account/wallets","_tag":"RegistrationTargetSet"')
  await closeWelcome(page)

  // Once used, forgotten: a later registration from a page no rule names stays where it is.
  await logOut(page)
  await page.goto("/en/live")
  await waitForApp(page)
  await header(page).getByRole("button", { name: "Registration" }).click()
  await modal.getByLabel(/I am over 18/).check()
  await modal.getByRole("button", { name: "Register" }).click()
  await modal.getByRole("button", { name: "I have saved them, continue" }).click()
  await expect(modal).toHaveCount(0)
  await expect(page).toHaveURL(/\/en\/live$/)
})
