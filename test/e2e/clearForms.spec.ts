import { expect, test } from "./fixtures"
import { DEMO_PLAYER } from "../../src/domain/session/demoPlayer"
import { SCREENSHOT_DIR, signInAsDemoPlayer, waitForApp } from "./support"

/**
 * Forms name the field they refuse, a signed-in player has no business on registration, and only translated
 * languages are offered. At the most common desktop size, where a field's own message can be below the fold.
 */
test.use({ viewport: { width: 1366, height: 768 } })

/** A first page load on a loaded machine (the server drawing its line at start) has taken more than the 10 s an expectation waits. */
const FIRST_LOAD = { timeout: 30_000 }

test("the profile names the refused field and why, before anything is sent: a 480-character name, a future birth date", async ({ page }) => {
  const errors: Array<string> = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(String(error)))
  const saves: Array<string> = []
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().includes("/profile")) saves.push(request.url())
  })
  await signInAsDemoPlayer(page)
  await page.goto("/en/account")
  await waitForApp(page)
  const name = page.getByRole("textbox", { name: /^First name/ })
  const birthday = page.getByLabel(/^Date of birth/)
  const status = page.getByRole("status").filter({ hasText: "Correct these fields" })
  const tooLong = "Too long (at most 120 characters)."

  await name.fill("a".repeat(480))
  await page.getByRole("button", { name: "Save" }).click()
  await expect(name).toHaveAttribute("aria-invalid", "true")
  await expect(page.locator("#name-error")).toHaveText(tooLong)
  await expect(status).toHaveText(`Correct these fields — First name: ${tooLong}`)
  // The field is brought into view with the focus on it, so the reason is seen wherever Save was.
  await expect(name).toBeFocused()
  await expect(name).toBeInViewport()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/profile-too-long-name.png` })

  await name.fill("Anna")
  await birthday.fill("2099-01-01")
  await page.getByRole("button", { name: "Save" }).click()
  await expect(page.locator("#birthday_date-error")).toHaveText("This date is in the future.")
  await expect(status).toHaveText("Correct these fields — Date of birth: This date is in the future.")
  await expect(name).toHaveAttribute("aria-invalid", "false")
  await expect(birthday).toBeFocused()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/profile-future-birth-date.png` })
  await status.scrollIntoViewIfNeeded()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/profile-refusal-summary.png` })
  // Refused by the rule the server applies, before sending: no refused request, no uncaught error of the save.
  expect(saves).toEqual([])
  expect(errors.filter((error) => /\b400\b|SaveProfile/.test(error))).toEqual([])
})

test("a signed-in player opening registration or sign-in is sent home; a guest is not", async ({ page }) => {
  await page.goto("/en/registration")
  await expect(page.getByRole("tab", { name: "One click" })).toBeVisible(FIRST_LOAD)
  // Signed in as the login page would (the session cookie lands in this browser), so the next visit knows a player.
  const login = await page.request.post("/auth-api/login", { data: { uLogin: DEMO_PLAYER.email, uPassword: DEMO_PLAYER.password, save: false } })
  expect(login.status()).toBe(200)
  await page.goto("/en/registration")
  await expect(page).toHaveURL(/\/en\/$/, FIRST_LOAD)
  await expect(page.getByRole("tab", { name: "One click" })).toHaveCount(0)
  await page.goto("/en/user/login")
  await expect(page).toHaveURL(/\/en\/$/)
  await expect(page.getByText(/^Account [1-9][0-9]{8}$/)).toBeVisible()
})

test("the switcher offers only the translated languages, and an address in another goes to one of them", async ({ page }) => {
  await page.goto("/en/line")
  await expect(page.locator("main#content")).toBeVisible(FIRST_LOAD)
  const switcher = page.getByRole("combobox", { name: "Language" })
  await expect(switcher.locator("option")).toHaveText(["English", "Русский"])
  await page.goto("/de/line")
  await expect(page).toHaveURL(/\/en\/line$/, FIRST_LOAD)
  await expect(page.locator("html")).toHaveAttribute("lang", "en")
  await expect(switcher).toHaveValue("en")
})
