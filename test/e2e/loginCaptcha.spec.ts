import { expect, test } from "./fixtures"
import { waitForApp } from "./support"

// Failed sign-ins are counted per client address. The e2e server trusts the loopback proxy, so this test signs in
// from an address of its own and the other tests' sign-ins never meet its captcha.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.77" }, viewport: { width: 1366, height: 768 } })

test("after 3 wrong passwords the next sign-in asks for the captcha; the browser solves it and the player is signed in", async ({ page }) => {
  // The solution is held back a moment at the server's door, so that the check can be seen (and photographed) at work.
  let release: () => void = () => undefined
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/web-api\/captcha\/validate/, async (route) => {
    await held
    await route.continue()
  })
  await page.goto("/en/")
  await waitForApp(page)
  const header = page.getByRole("banner")
  await header.getByRole("button", { name: "Log in" }).click()
  const dropdown = page.getByRole("dialog", { name: "Log in" })
  await dropdown.getByLabel("E-mail or account ID").fill("demo@oddsfold.local")
  for (let attempt = 1; attempt <= 3; attempt++) {
    await dropdown.getByLabel("Password").fill(`wrong-password-${attempt}`)
    await dropdown.getByRole("button", { name: "Log in" }).click()
    await expect(dropdown.getByRole("alert")).toBeVisible()
  }
  await dropdown.getByLabel("Password").fill("Oddsfold2024")
  await dropdown.getByRole("button", { name: "Log in" }).click()
  const captcha = page.getByRole("dialog", { name: "Security check" })
  await expect(captcha).toContainText("Too many attempts in a row")
  // Nothing to read or type: the browser works, and says when it is done.
  await expect(captcha.getByRole("textbox")).toHaveCount(0)
  await expect(captcha.getByRole("status")).toContainText("Done: continuing.")
  await expect(captcha.getByRole("progressbar", { name: "Progress of the security check" })).toHaveAttribute("value", "100")
  await page.screenshot({ path: "test-results/screenshots/captcha-sign-in.png" })
  release()
  // The sign-in waited for the answer and went on with the password the player typed.
  await expect(page.getByTestId("header-account-id")).toHaveText(/^Account \d{9}$/)
  await expect(captcha).toHaveCount(0)
})
