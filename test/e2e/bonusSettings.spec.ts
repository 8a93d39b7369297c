import { expect, type Page, test } from "./fixtures"
import { startPlayerServer, type PlayerServer } from "./signedInPlayer"
import { SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * SPEC.md 3 "Account settings: bonus_type, first_deposit_bonus_type" on the settings page: registration's choice is
 * shown, a change is saved on the server and shown again after a reload; after the first deposit the first-deposit
 * bonus can no longer change (on a server of its own whose player has deposited).
 */

const card = (page: Page) => page.getByRole("form", { name: "Bonuses" })

test("a new player sees the bonus chosen at registration, changes both settings and finds them after a reload", async ({ context, page }) => {
  const registered = await context.request.post("/auth-api/registration/fast", { data: { country_id: 1, currency_id: 1, first_deposit_bonus_choice: "casino" } })
  expect(registered.ok()).toBe(true)
  await page.goto("/en/settings")
  await waitForApp(page)
  const offers = card(page).getByRole("combobox", { name: "Bonus offers I take part in" })
  const firstDeposit = card(page).getByRole("combobox", { name: "First-deposit bonus" })
  await expect(offers).toHaveValue("casino")
  await expect(firstDeposit).toHaveValue("casino")
  await expect(firstDeposit).toBeEnabled()
  await expect(card(page).getByRole("button", { name: "Save bonus settings" })).toBeDisabled()

  await offers.selectOption({ label: "None: I refuse bonuses" })
  await firstDeposit.selectOption({ label: "Sports bonus" })
  await card(page).getByRole("button", { name: "Save bonus settings" }).click()
  await expect(card(page).getByRole("status")).toHaveText("Your bonus settings are saved.")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/settings-bonuses.png`, fullPage: true })

  await page.reload()
  await waitForApp(page)
  await expect(card(page).getByRole("combobox", { name: "Bonus offers I take part in" })).toHaveValue("none")
  await expect(card(page).getByRole("combobox", { name: "First-deposit bonus" })).toHaveValue("sport")
})

test.describe("after the first deposit", () => {
  let server: PlayerServer
  test.beforeAll(async () => {
    test.setTimeout(120_000)
    server = await startPlayerServer()
  })
  test.afterAll(async () => {
    await server?.close()
  })

  test("the first-deposit bonus is decided and cannot change; the bonus offers still can", async ({ context, page }) => {
    await server.signUp(context, 500_00)
    await page.goto(`${server.url}/en/settings`)
    await waitForApp(page)
    const firstDeposit = card(page).getByRole("combobox", { name: "First-deposit bonus" })
    await expect(firstDeposit).toHaveValue("none")
    await expect(firstDeposit).toBeDisabled()
    await expect(card(page)).toContainText("Your first deposit is made: the bonus it brought is decided.")

    await card(page).getByRole("combobox", { name: "Bonus offers I take part in" }).selectOption({ label: "Casino offers" })
    await card(page).getByRole("button", { name: "Save bonus settings" }).click()
    await expect(card(page).getByRole("status")).toHaveText("Your bonus settings are saved.")
    await page.screenshot({ path: `${SCREENSHOT_DIR}/settings-bonuses-decided.png`, fullPage: true })

    // The server is the law: a change sent past the page is refused.
    const refused = await context.request.post(`${server.url}/web-api/account/account-settings`, { data: { first_deposit_bonus_type: "casino" } })
    expect(refused.status()).toBe(409)
    await page.reload()
    await waitForApp(page)
    await expect(card(page).getByRole("combobox", { name: "Bonus offers I take part in" })).toHaveValue("casino")
    await expect(card(page).getByRole("combobox", { name: "First-deposit bonus" })).toHaveValue("none")
  })
})
