import { expect, test } from "@playwright/test"
import { CAPTCHA_TEST_ANSWER } from "../../playwright.config"
import { waitForApp } from "./support"

// Failed sign-ins are counted per client address. The e2e server trusts the loopback proxy, so this test signs in
// from an address of its own and the other tests' sign-ins never meet its captcha.
test.use({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.77" } })

test("after 3 wrong passwords the next sign-in asks for the captcha, and answering it signs the player in", async ({ page }) => {
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
  await expect(captcha.getByRole("img", { name: "Security picture: five letters and digits" })).toBeVisible()
  await captcha.getByLabel("Characters in the picture").fill(CAPTCHA_TEST_ANSWER)
  await captcha.getByRole("button", { name: "Confirm" }).click()
  // The sign-in waited for the answer and went on with the password the player typed.
  await expect(page.getByTestId("header-account-id")).toHaveText(/^Account \d{9}$/)
  await expect(captcha).toHaveCount(0)
})
