import { type BrowserContext, expect, type Page, test } from "./fixtures"
import { startPlayerServer, type PlayerServer } from "./signedInPlayer"
import { closeFirstDepositOffer, SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * Responsible gaming end to end on a server of its own, each test with a new funded player: a daily deposit limit set
 * from the account menu's page, raised (waiting 24 h, cancellable), confirmed in the blocking popup once the server's
 * clock passed the approval time; a time-out that makes the coupon refuse a bet; a session limit whose end logs the
 * player out with the permanent message; the reality check answered each way.
 */
test.describe.configure({ mode: "serial" })

let server: PlayerServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startPlayerServer()
})
test.afterAll(async () => {
  await server?.close()
})

/** Console errors other than the browser's own line for an answer the test expects to be a refusal. */
const watchConsole = (page: Page, expectedStatuses: ReadonlyArray<number> = []): Array<string> => {
  const errors: Array<string> = []
  page.on("console", (message) => {
    if (message.type() !== "error") return
    const text = message.text()
    if (expectedStatuses.some((status) => text.includes(`status of ${status}`))) return
    errors.push(text)
  })
  page.on("pageerror", (error) => errors.push(`page error: ${error.message}`))
  return errors
}

const devPost = async (context: BrowserContext, path: string, data: unknown) => {
  const answer = await context.request.post(`${server.url}${path}`, { data, headers: { ...server.devHeaders, origin: server.url } })
  if (!answer.ok()) throw new Error(`${path} answered ${answer.status()}`)
  return answer.json()
}
/** Moves the server's clock forward (the dev call): a day passes for the limits without waiting a day. */
const advanceServerClock = (context: BrowserContext, seconds: number) => devPost(context, "/web-api/dev/clock/advance", { seconds })

/** A new player registered in one click from the browser context; answers what signs them in again. */
const registerPlayer = async (context: BrowserContext) => {
  const answer = await context.request.post(`${server.url}/auth-api/registration/fast`, { data: { country_id: 1, currency_id: 1 }, headers: { origin: server.url } })
  if (!answer.ok()) throw new Error(`one-click registration answered ${answer.status()}`)
  const { accountId, password } = (await answer.json()) as { readonly accountId: number; readonly password: string }
  return { accountId, password }
}

/** A new player (with RUB 1,000.00 when `funded`), on the responsible-gaming page reached from the account menu (two clicks). */
const openResponsible = async (page: Page, context: BrowserContext, funded = true) => {
  const credentials = funded ? (await server.signUp(context, 100_000), undefined) : await registerPlayer(context)
  await page.goto(`${server.url}/en/`)
  await waitForApp(page)
  // A player with no deposit is offered the first-deposit bonus over the home page first.
  if (!funded) await closeFirstDepositOffer(page)
  await page.getByTestId("header-account-id").click()
  await page.locator("#account-menu").getByRole("link", { name: "Responsible gaming" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Responsible gaming" })).toBeVisible()
  await expect(page.getByTestId("deposit-limits")).toBeVisible()
  return credentials
}

const shot = async (page: Page, name: string) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  await page.screenshot({ path: `${SCREENSHOT_DIR}/limits-${name}.png` })
}

test("a daily deposit limit is set and refuses a deposit above it; a higher one waits 24 hours, can be cancelled, is confirmed in the blocking popup when due, and the deposit goes through the sandbox", async ({ context, page }) => {
  test.setTimeout(180_000)
  // The cashier's refusal of the deposit above the limit is a 403 the browser reports on its console; and a day later
  // the session is dead on the server, so the balance poll in flight at that moment is answered 401 before the page
  // learns it (the page then says the player was logged off, which the test checks).
  const errors = watchConsole(page, [403, 401])
  // The page's clock, so that it too can live a day later than now.
  await page.clock.install()
  const credentials = (await openResponsible(page, context, false))!
  const daily = page.getByTestId("deposit-field-20")
  await expect(page.getByTestId("limit-status-20")).toHaveText("Current: No limit")

  await daily.getByRole("textbox", { name: "Daily deposit limit: Your own amount" }).fill("500")
  await page.getByTestId("deposit-limits").getByRole("button", { name: "Save" }).click()
  await expect(page.getByTestId("limits-message")).toContainText("Your limits are saved.")
  await expect(page.getByTestId("limit-status-20")).toHaveText("Current: RUB 500.00")
  // Still there after a reload: the server keeps it.
  await page.reload()
  await waitForApp(page)
  await expect(page.getByTestId("limit-status-20")).toHaveText("Current: RUB 500.00")

  // The cashier holds the player to it: RUB 1,000.00 is refused, in the limit's own words.
  await page.goto(`${server.url}/en/recharge`)
  await waitForApp(page)
  await page.getByRole("button", { name: "RUB 1,000.00" }).click()
  await page.getByTestId("deposit-submit").click()
  await expect(page.getByText(/This deposit would exceed your 24-hour deposit limit: RUB\s500\.00 left\./)).toBeVisible()
  await shot(page, "deposit-refused")
  await page.goto(`${server.url}/en/responsible`)
  await waitForApp(page)

  // A higher limit waits 24 hours; the lower one binds meanwhile.
  await daily.getByRole("textbox", { name: "Daily deposit limit: Your own amount" }).fill("1000")
  await page.getByTestId("deposit-limits").getByRole("button", { name: "Save" }).click()
  await expect(page.getByTestId("limit-pending-20")).toContainText(/Rises to RUB\s1,000\.00 in 24\sh/)
  await expect(page.getByTestId("limit-status-20")).toContainText("Current: RUB 500.00")
  await shot(page, "responsible-pending")
  await page.getByTestId("limit-pending-20").getByRole("button", { name: "Cancel change" }).click()
  await expect(page.getByTestId("limit-pending-20")).toHaveCount(0)
  await expect(page.getByTestId("limits-message")).toBeVisible()
  await expect(page.getByTestId("limit-status-20")).toHaveText("Current: RUB 500.00")

  // Asked again, and a day later the blocking popup asks for the player's word.
  await daily.getByRole("textbox", { name: "Daily deposit limit: Your own amount" }).fill("1000")
  await page.getByTestId("deposit-limits").getByRole("button", { name: "Save" }).click()
  await expect(page.getByTestId("limit-pending-20")).toBeVisible()
  await advanceServerClock(context, 86_400)
  await page.clock.setSystemTime(Date.now() + 86_400_000 + 5_000)
  // A day later the session has ended: the player signs in again and finds the popup.
  await page.goto(`${server.url}/en/user/login`)
  await waitForApp(page)
  // A day without activity: the site says why the player was logged off.
  const loggedOff = page.getByRole("alertdialog", { name: "You were logged off" })
  await loggedOff.getByRole("button", { name: "Close" }).click()
  const login = page.locator(".auth-card")
  await login.getByLabel("E-mail or account ID").fill(String(credentials.accountId))
  await login.getByLabel("Password").fill(credentials.password)
  await login.getByRole("button", { name: "Log in" }).click()
  const popup = page.getByRole("alertdialog", { name: "Confirm your new deposit limit" })
  // The password is checked with argon2id: seconds on a loaded machine.
  await expect(popup).toBeVisible({ timeout: 45_000 })
  await expect(popup).toContainText("Daily deposit limit RUB 1,000.00")
  // Blocking: Escape does not close it.
  await page.keyboard.press("Escape")
  await expect(popup).toBeVisible()
  await shot(page, "deposit-approval")
  await popup.getByRole("button", { name: "Confirm" }).click()
  await expect(popup).toHaveCount(0)
  await page.goto(`${server.url}/en/responsible`)
  await waitForApp(page)
  await expect(page.getByTestId("limit-status-20")).toHaveText("Current: RUB 1,000.00")

  // Now RUB 1,000.00 goes through the sandbox provider's page and reaches the balance.
  await page.goto(`${server.url}/en/recharge`)
  await waitForApp(page)
  await page.getByRole("button", { name: "RUB 1,000.00" }).click()
  await page.getByTestId("deposit-submit").click()
  await expect(page.getByRole("heading", { name: "Pay by card" })).toBeVisible()
  await page.getByLabel("Card number").fill("4242 4242 4242 4242")
  await page.getByLabel("Expiry (MM/YY)").fill("12/30")
  await page.getByLabel("CVC").fill("123")
  await page.getByRole("button", { name: /^Pay / }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Payment received" })).toBeVisible()
  await expect(page.getByTestId("cashier-balance")).toHaveText("RUB 1,000.00")
  expect(errors).toEqual([])
})

test("a time-out stops betting: the page shows the running term, and the coupon shows the refusal", async ({ context, page }) => {
  test.setTimeout(120_000)
  const errors = watchConsole(page, [403])
  await openResponsible(page, context)
  const timeOut = page.getByTestId("limit-field-33")
  await timeOut.getByRole("combobox", { name: "Time-out" }).selectOption({ label: "1 day" })
  await page.getByRole("button", { name: "Take a time-out" }).click()
  await expect(page.getByTestId("limit-status-33")).toContainText("From ")
  await expect(page.getByTestId("limit-status-33")).toContainText("Cannot be cancelled")
  await expect(page.getByTestId("self-excluded")).toBeVisible()
  await expect(page.getByRole("button", { name: "Take a time-out" })).toBeDisabled()
  await shot(page, "time-out")

  await page.goto(`${server.url}/en/line/football`)
  await waitForApp(page)
  await page.getByRole("list", { name: "Championships" }).getByRole("link").first().click()
  const outcome = page.locator('.game-row[data-status="line"] button.outcome[data-outcome$=":1x2:0:1"]:not([disabled])').first()
  await outcome.click()
  const slip = page.getByRole("complementary", { name: "Bet slip" })
  await slip.getByRole("textbox", { name: "Stake", exact: true }).fill("10")
  await slip.getByRole("button", { name: "Place bet" }).click()
  await expect(slip.getByRole("alert")).toHaveText(/Time-out in effect/)
  expect(errors).toEqual([])
})

test("a session limit, once used up, logs the player out with the permanent message", async ({ context, page }) => {
  test.setTimeout(120_000)
  const errors = watchConsole(page, [403])
  // The limit is a day's play (a UTC day of the server's): the hour played here starts just after a midnight of the
  // server's clock, so that none falls inside it whatever time the test runs (or how far earlier tests moved it).
  const { now } = (await advanceServerClock(context, 1)) as { readonly now: number }
  const intoDay = now % 86_400_000
  await advanceServerClock(context, Math.ceil((86_400_000 - intoDay) / 1000) + 60)
  // The page's timers on a clock the test moves: its 30-second ping comes when the test says, not half a minute later.
  await page.clock.install()
  await openResponsible(page, context)
  const session = page.getByTestId("limit-field-31")
  await session.getByRole("combobox", { name: "Daily session limit" }).selectOption({ label: "1 hour" })
  await page.getByTestId("extra-limits").getByRole("button", { name: "Save" }).click()
  await expect(page.getByTestId("limit-status-31")).toHaveText("Current: 1 hour")
  // 59.5 minutes of play: a first ping counts 30 s, each later one at most a minute since the one before, so the
  // server's clock moves a minute before each of the player's pings (sent here from the browser context, with its session).
  for (let minute = 0; minute < 60; minute++) {
    await advanceServerClock(context, 60)
    const ping = await context.request.post(`${server.url}/limit-service-api/api/external/web/v3/ping`, { headers: { origin: server.url } })
    expect(ping.status()).toBe(200)
  }
  // The last minute passes; the page's own ping (every 30 s) finds the day's time used up.
  await advanceServerClock(context, 60)
  await page.clock.runFor("00:31")
  const ended = page.getByRole("alertdialog", { name: "Session limit reached" })
  await expect(ended).toBeVisible()
  await expect(ended).toContainText("Your daily session limit has ended. Please visit us tomorrow.")
  await expect(page.getByRole("banner").getByRole("button", { name: "Log in" })).toBeVisible()
  await shot(page, "session-ended")
  // Permanent: it stays until the player closes it, however long it is left.
  await page.clock.runFor("01:00")
  await expect(ended).toBeVisible()
  await ended.getByRole("button", { name: "Close" }).click()
  await expect(ended).toHaveCount(0)
  expect(errors).toEqual([])
})

test("the reality check shows after the chosen minutes: continue counts again, do-not-show-again stops it", async ({ context, page }) => {
  test.setTimeout(120_000)
  const errors = watchConsole(page)
  await page.clock.install()
  await openResponsible(page, context)
  await page.getByTestId("limit-field-32").getByRole("combobox", { name: "Reality check" }).selectOption({ label: "5 minutes" })
  await page.getByRole("form", { name: "Reality check" }).getByRole("button", { name: "Save" }).click()
  await expect(page.getByTestId("limit-status-32")).toHaveText("Current: 5 minutes")

  const popup = page.getByRole("alertdialog", { name: "Reality check" })
  const reported = () => page.waitForResponse((response) => response.url().endsWith("/web-api/api/web/user/v1/reality-check"))
  await page.clock.runFor("04:50")
  await expect(popup).toHaveCount(0)
  await page.clock.runFor("00:15")
  await expect(popup).toBeVisible()
  await expect(popup).toContainText("You have been playing for 5 minutes.")
  await shot(page, "reality-check")
  let report = reported()
  await popup.getByRole("button", { name: "Continue playing" }).click()
  expect((await report).status()).toBe(200)
  await expect(popup).toHaveCount(0)

  // Counted again from the answer: it shows five minutes later.
  await page.clock.runFor("05:05")
  await expect(popup).toBeVisible()
  await popup.getByRole("checkbox", { name: "Do not show this again" }).check()
  report = reported()
  await popup.getByRole("button", { name: "Close" }).click()
  expect((await report).status()).toBe(200)
  await expect(popup).toHaveCount(0)
  await page.clock.runFor("11:00")
  await expect(popup).toHaveCount(0)
  expect(errors).toEqual([])
})

test("the reality check's log out ends the session", async ({ context, page }) => {
  test.setTimeout(120_000)
  const errors = watchConsole(page)
  await page.clock.install()
  await openResponsible(page, context)
  await page.getByTestId("limit-field-32").getByRole("combobox", { name: "Reality check" }).selectOption({ label: "5 minutes" })
  await page.getByRole("form", { name: "Reality check" }).getByRole("button", { name: "Save" }).click()
  await expect(page.getByTestId("limit-status-32")).toHaveText("Current: 5 minutes")
  await page.clock.runFor("05:05")
  const popup = page.getByRole("alertdialog", { name: "Reality check" })
  await expect(popup).toBeVisible()
  await popup.getByRole("button", { name: "Log out" }).click()
  await expect(popup).toHaveCount(0)
  await expect(page.getByRole("banner").getByRole("button", { name: "Log in" })).toBeVisible()
  // The server ended the session too: the limits are no longer the visitor's to read.
  const limits = await context.request.get(`${server.url}/limit-service-api/api/external/web/v3/limits`)
  expect(limits.status()).toBe(401)
  expect(errors).toEqual([])
})
