import { expect, type Page, test } from "./fixtures"
import { SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * QR sign-in (SPEC.md 2.9): a guest browser shows a code, a browser signed in as a player approves it in the
 * personal office, and the guest browser ends signed in as that player.
 */

const accountId = (page: Page) => page.getByTestId("header-account-id")

test("a signed-in player approves the code a guest browser shows, and the guest browser is signed in as them", async ({ browser }) => {
  // Two browsers, a registration and a few page loads on two shared cores.
  test.setTimeout(90_000)
  const player = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.77.0.1" } })
  const guest = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "10.77.0.2" } })
  try {
    // The player: registered in one click from their browser, so it holds the session cookie.
    const playerPage = await player.newPage()
    await playerPage.goto("/en/")
    await waitForApp(playerPage)
    const registered = await player.request.post("/auth-api/registration/fast", { data: { country_id: 1, currency_id: 1 } })
    expect(registered.ok()).toBe(true)
    await playerPage.reload()
    await waitForApp(playerPage)
    await expect(accountId(playerPage)).toHaveText(/^Account [1-9][0-9]{8}$/)
    const playerAccount = (await accountId(playerPage).textContent()) ?? ""

    // The guest: from the sign-in page to the QR sign-in screen.
    const guestPage = await guest.newPage()
    await guestPage.goto("/en/user/login")
    await waitForApp(guestPage)
    await guestPage.getByRole("main").getByRole("link", { name: "Sign in with a QR code" }).click()
    await expect(guestPage).toHaveURL(/\/en\/user\/qr-login$/)
    const code = guestPage.getByTestId("qr-login-code")
    await expect(code).toHaveText(/^[A-Z2-9]{4}-[A-Z2-9]{4}$/)
    await expect(guestPage.locator(".qr-login__qr svg")).toBeVisible()
    await expect(guestPage.getByText("Waiting for approval")).toBeVisible()
    await guestPage.screenshot({ path: `${SCREENSHOT_DIR}/qr-login-guest.png` })
    const shown = (await code.textContent()) ?? ""

    // The player opens Security → Approve a sign-in and types the code.
    await playerPage.goto("/en/security")
    await waitForApp(playerPage)
    await playerPage.getByTestId("approve-sign-in-link").click()
    await expect(playerPage.getByRole("heading", { name: "Approve a sign-in" })).toBeVisible()
    await playerPage.getByLabel("Code from the other device").fill(shown.toLowerCase())
    await playerPage.getByRole("button", { name: "Approve sign-in" }).click()
    await expect(playerPage.getByTestId("qr-approve-outcome")).toHaveText("Approved. The other device is signing in now.")
    await playerPage.screenshot({ path: `${SCREENSHOT_DIR}/qr-login-approve.png` })

    // The guest browser's next poll signs it in: its header shows the player's account, and it has left the QR screen.
    await expect(accountId(guestPage)).toHaveText(playerAccount)
    await expect(guestPage).not.toHaveURL(/qr-login/)

    // The same code cannot be approved again.
    await playerPage.getByRole("button", { name: "Approve sign-in" }).click()
    await expect(playerPage.getByTestId("qr-approve-outcome")).toHaveText(/already been used|No sign-in is waiting/)
  } finally {
    await player.close()
    await guest.close()
  }
})

test("the QR code opens the approval page with the code filled in; a guest there is sent to sign in first", async ({ page }) => {
  await page.goto("/en/security/approve?code=ABCD-EFGH")
  await waitForApp(page)
  // The office's guard: a guest goes home with the login dropdown open.
  await expect(page.getByRole("dialog", { name: "Log in" })).toBeVisible()
  await expect(page).not.toHaveURL(/security\/approve/)
})
