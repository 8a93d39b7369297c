import { resolve } from "node:path"
import { expect, type Page, test } from "./fixtures"
import { startServer, type RunningServer } from "../../server/startServer"
import { SCREENSHOT_DIR, signInAsDemoPlayer, waitForApp, warmLine } from "./support"

/**
 * SPEC.md 4 "Registration reminder popup" and the welcome and first-deposit bonus modals, end to end on a server of
 * this file's own whose site config carries an 8-second reminder delay (as REGISTRATION_REMINDER_DELAY_SECONDS sets
 * it), so the shared e2e server's guests are not reminded under other tests.
 */
// Long enough that a loaded machine still opens the page and the sign-in form before the reminder is due.
const DELAY_SECONDS = 8
const REMINDER_KEY = "oddsfold.registrationReminder.nextAt"

test.describe.configure({ mode: "serial" })

let server: RunningServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startServer({ clientDir: resolve("dist/client"), registrationReminder: { delay: DELAY_SECONDS, interval: 3600 }, log: () => {} })
  await warmLine(server.url)
})
test.afterAll(async () => {
  await server?.close()
})

const reminder = (page: Page) => page.getByRole("dialog", { name: "Bet with your own account" })
const exportedLog = (page: Page) => page.evaluate(() => window.__oddsfold?.exportLog() ?? "")
/** Waits `seconds` of the page's time with nothing done. */
const idle = (page: Page, seconds: number) => page.waitForTimeout(seconds * 1000)

/** A browser that was reminded a minute ago: the tests of the modals are not interrupted by the popup. */
const remindedAlready = (page: Page) =>
  page.addInitScript((key) => {
    if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, String(Date.now() + 3_540_000))
  }, REMINDER_KEY)

test("a guest is reminded to register after the delay, once; the popup opens the registration; no second one before the interval", async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto(`${server.url}/en/`)
  await waitForApp(page)
  // Shown by the timer...
  await expect(reminder(page)).toBeVisible({ timeout: 20_000 })
  await expect(reminder(page)).toContainText("Register in a minute to place bets")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/registration-reminder.png` })
  const shown = (await exportedLog(page)).split("\n").filter((line) => line.includes('"_tag":"ShowRegistrationReminder"'))
  expect(shown).toHaveLength(1)
  expect(shown[0]).toContain('"source":"timer"')
  // ...and not before the delay: the page was opened (timeOrigin) before the count began, so the command's time is at
  // least the delay after it. Measured on the page's clock rather than by idling, which a loaded machine stretches.
  const openedAt = await page.evaluate(() => performance.timeOrigin)
  expect(JSON.parse(shown[0]!).at - openedAt).toBeGreaterThanOrEqual(DELAY_SECONDS * 1000)

  // The next allowed time is stored: an hour from now (the interval of this server).
  const stored = Number(await page.evaluate((key) => window.localStorage.getItem(key), REMINDER_KEY))
  const now = await page.evaluate(() => Date.now())
  expect(stored - now).toBeGreaterThan(3_500_000)
  expect(stored - now).toBeLessThanOrEqual(3_600_000)

  await reminder(page).getByRole("button", { name: "Register" }).click()
  await expect(page.getByRole("dialog", { name: "Registration" })).toBeVisible()
  await expect(reminder(page)).toHaveCount(0)
  await page.getByRole("dialog", { name: "Registration" }).getByRole("button", { name: "Close" }).click()

  // The next visit, within the interval: no popup however long the guest stays.
  await page.reload()
  await waitForApp(page)
  await idle(page, DELAY_SECONDS + 4)
  await expect(reminder(page)).toHaveCount(0)
  expect(await exportedLog(page)).toContain('"_tag":"ShowRegistrationReminder"')
  expect(await exportedLog(page)).not.toContain('"_tag":"RegistrationReminderShown"')
})

test("the reminder waits while the sign-in form is open, counts the delay again once it closes, and closes on Not now", async ({ page }) => {
  test.setTimeout(60_000)
  await page.goto(`${server.url}/en/`)
  await waitForApp(page)
  await page.getByRole("banner").getByRole("button", { name: "Log in" }).click()
  const login = page.getByRole("dialog", { name: "Log in" })
  await expect(login).toBeVisible()
  await idle(page, DELAY_SECONDS + 3)
  await expect(reminder(page)).toHaveCount(0)

  const closedAt = await page.evaluate(() => Date.now())
  await login.getByLabel("E-mail or account ID").press("Escape")
  await expect(login).toHaveCount(0)
  await expect(reminder(page)).toBeVisible({ timeout: 20_000 })
  // The whole delay was counted again from the close, not resumed from what had passed before the form opened.
  const shown = (await exportedLog(page)).split("\n").find((line) => line.includes('"_tag":"ShowRegistrationReminder"'))
  expect(JSON.parse(shown!).at - closedAt).toBeGreaterThanOrEqual(DELAY_SECONDS * 1000)
  await reminder(page).getByRole("button", { name: "Not now" }).click()
  await expect(reminder(page)).toHaveCount(0)
})

test("a new player is welcomed once after registering, and not offered the first-deposit bonus in the same visit", async ({ page }) => {
  test.setTimeout(60_000)
  await remindedAlready(page)
  await page.goto(`${server.url}/en/`)
  await waitForApp(page)
  await page.getByRole("banner").getByRole("button", { name: "Registration" }).click()
  const registration = page.getByRole("dialog", { name: "Registration" })
  await registration.getByLabel(/I am over 18/).check()
  await registration.getByRole("button", { name: "Register" }).click()
  await expect(registration.getByRole("heading", { name: "Your account is ready" })).toBeVisible()
  const accountId = (await registration.getByTestId("issued-accountId").textContent()) ?? ""
  // The credentials come first; the welcome after them.
  await expect(page.getByRole("dialog", { name: "Welcome to Oddsfold!" })).toHaveCount(0)
  await registration.getByRole("button", { name: "I have saved them, continue" }).click()

  const welcome = page.getByRole("dialog", { name: "Welcome to Oddsfold!" })
  await expect(welcome).toBeVisible()
  await expect(welcome).toContainText(`Your account ${accountId} is ready.`)
  await page.screenshot({ path: `${SCREENSHOT_DIR}/welcome-modal.png` })
  await welcome.getByRole("button", { name: "Start betting" }).click()
  await expect(welcome).toHaveCount(0)
  // The player is on the home page with no deposit, but registered in this visit: no second modal.
  await idle(page, 2)
  await expect(page.getByRole("dialog")).toHaveCount(0)

  // Welcomed once: the flag is stored.
  await page.goto(`${server.url}/en/line/football`)
  await waitForApp(page)
  await idle(page, 2)
  await expect(page.getByRole("dialog", { name: "Welcome to Oddsfold!" })).toHaveCount(0)
})

test("the first-deposit bonus modal: on the home page of a player with no deposit, once, saving the choice", async ({ context, page }) => {
  test.setTimeout(60_000)
  await remindedAlready(page)
  // Registered elsewhere (another tab, the API), with the casino bonus chosen.
  const registered = await context.request.post(`${server.url}/auth-api/registration/fast`, {
    data: { country_id: 1, currency_id: 1, first_deposit_bonus_choice: "casino" }
  })
  expect(registered.ok()).toBe(true)

  // Not on other pages.
  await page.goto(`${server.url}/en/line/football`)
  await waitForApp(page)
  await idle(page, 2)
  const offer = page.getByRole("dialog", { name: "Choose your first-deposit bonus" })
  await expect(offer).toHaveCount(0)

  await page.goto(`${server.url}/en/`)
  await waitForApp(page)
  await expect(offer).toBeVisible()
  await expect(offer.getByRole("radio", { name: "Casino bonus" })).toBeChecked()
  await offer.getByRole("radio", { name: "Sports bonus" }).check()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/first-deposit-offer.png` })
  await offer.getByRole("button", { name: "Save my choice" }).click()
  await expect(offer).toHaveCount(0)

  // Saved on the server: the settings page shows it.
  await page.goto(`${server.url}/en/settings`)
  await waitForApp(page)
  await expect(page.getByRole("combobox", { name: "First-deposit bonus" })).toHaveValue("sport")

  // Once: the home page again shows no modal.
  await page.goto(`${server.url}/en/`)
  await waitForApp(page)
  await idle(page, 2)
  await expect(offer).toHaveCount(0)
})

test("a player who has deposited is never offered the first-deposit bonus", async ({ page }) => {
  test.setTimeout(60_000)
  await remindedAlready(page)
  // The demo player's main account was funded by a deposit.
  await signInAsDemoPlayer(page, server.url)
  await expect(page).toHaveURL(/\/en\/$/)
  await idle(page, 3)
  await expect(page.getByRole("dialog")).toHaveCount(0)
  expect(await exportedLog(page)).not.toContain('"_tag":"ShowFirstDepositOffer"')
})
