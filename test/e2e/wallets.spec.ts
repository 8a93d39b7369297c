import { expect, test } from "./fixtures"
import { startPlayerServer, type PlayerServer } from "./signedInPlayer"
import { SCREENSHOT_DIR, waitForApp } from "./support"

// One server for the file: the tests run one after another on it, each with a player of its own.
test.describe.configure({ mode: "serial" })

let server: PlayerServer
test.beforeAll(async () => {
  // A fresh database migrated from nothing, and a server on it: slow on a busy machine.
  test.setTimeout(120_000)
  server = await startPlayerServer()
})
test.afterAll(async () => {
  await server?.close()
})

const signIn = (context: import("@playwright/test").BrowserContext, kopecks: number) => server.signUp(context, kopecks)

test("a signed-in player sees the balance in the header, hidden until they show it, and it stays shown", async ({ context, page }) => {
  await signIn(context, 150_075)
  await page.goto(`${server.url}/en/`)
  await waitForApp(page)
  const balance = page.getByTestId("header-balance")
  await expect(balance).toHaveText("•••••")
  await page.getByRole("button", { name: "Show balance" }).click()
  await expect(balance).toHaveText("RUB 1,500.75")
  await page.reload()
  await expect(page.getByTestId("header-balance")).toHaveText("RUB 1,500.75")
})

test("a guest has no balance in the header and is sent from the wallets page to sign in with the login dropdown", async ({ page }) => {
  await page.goto(`${server.url}/en/account/wallets`)
  await waitForApp(page)
  await expect(page.locator(".auth-dropdown")).toBeVisible()
  await expect(page).toHaveURL(/\/en\/\?returnUrl=%2Fen%2Faccount%2Fwallets$/)
  await expect(page.getByTestId("header-balance")).toHaveCount(0)
})

test("add a currency, make it active and back, then remove it", async ({ context, page }) => {
  await signIn(context, 2_500_00)
  await page.goto(`${server.url}/en/account/wallets`)
  await expect(page.getByRole("heading", { level: 1, name: "My wallets" })).toBeVisible()
  const rub = page.getByTestId("wallet-RUB")
  await expect(rub).toContainText("RUB 2,500.00")
  await expect(rub).toContainText("Active")

  await page.getByLabel("Currency").selectOption({ label: "USD ($)" })
  await page.getByRole("button", { name: "Add account" }).click()
  const usd = page.getByTestId("wallet-USD")
  await expect(usd).toContainText("$0.00")
  await expect(page.getByRole("status")).toHaveText("Your USD account is open.")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/wallets-en.png`, fullPage: true })

  await usd.getByRole("button", { name: "Make active" }).click()
  await expect(usd).toContainText("Active")
  await page.getByRole("button", { name: "Show balance" }).click()
  await expect(page.getByTestId("header-balance")).toHaveText("$0.00")

  await rub.getByRole("button", { name: "Make active" }).click()
  await expect(rub).toContainText("Active")
  await usd.getByRole("button", { name: "Remove" }).click()
  await expect(page.getByRole("status")).toHaveText("The account is removed.")
  await expect(page.getByTestId("wallet-USD")).toHaveCount(0)
  await expect(page.getByTestId("header-balance")).toHaveText("RUB 2,500.00")
})

test("the wallets page in Russian", async ({ context, page }) => {
  await signIn(context, 99_900)
  await page.goto(`${server.url}/ru/account/wallets`)
  await expect(page.getByRole("heading", { level: 1, name: "Мои кошельки" })).toBeVisible()
  await expect(page.getByTestId("wallet-RUB")).toContainText("999,00")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/wallets-ru.png`, fullPage: true })
})
