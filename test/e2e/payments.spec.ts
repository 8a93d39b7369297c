import { expect, type Page, test } from "./fixtures"
import { operatorHeaders, SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * The cashier end to end on the shared server: a new player deposits through the sandbox provider's hosted page and
 * sees the money on the cashier; verified, they ask for a withdrawal, the operator approves it through the operator
 * endpoint, the provider pays it, and the player sees it paid.
 */

const newPlayer = async (page: Page) => {
  const answer = await page.request.post("/auth-api/registration/fast", { data: { country_id: 1, currency_id: 1 } })
  expect(answer.ok()).toBe(true)
}

const errorsOf = (page: Page): Array<string> => {
  const errors: Array<string> = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(error.message))
  return errors
}

test("a player deposits by card on the sandbox's page and sees the money; a withdrawal is paid once the operator approves it", async ({ page }) => {
  test.setTimeout(120_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  const errors = errorsOf(page)
  await newPlayer(page)

  await page.goto("/en/recharge")
  await waitForApp(page)
  await expect(page.getByRole("heading", { level: 1, name: "Deposit" })).toBeVisible()
  await expect(page.getByTestId("cashier-balance")).toHaveText("RUB 0.00")
  await expect(page.getByText("From RUB 100.00 to RUB 600,000.00")).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/payments-recharge.png`, fullPage: true })
  // Off the step: the form says so and sends nothing.
  await page.getByLabel("Amount").fill("150.50")
  await expect(page.getByText("The amount must be a multiple of RUB 1.00.")).toBeVisible()
  await expect(page.getByTestId("deposit-submit")).toBeDisabled()
  await page.getByRole("button", { name: "RUB 1,000.00" }).click()
  await page.getByTestId("deposit-submit").click()

  // The provider's hosted page, on its own origin.
  await expect(page.getByRole("heading", { name: "Pay by card" })).toBeVisible()
  expect(page.url()).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/pay\/[A-Za-z0-9_-]{22}$/)
  await expect(page.getByRole("table", { name: "Test cards" })).toContainText("4000 0000 0000 3220")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/payments-sandbox.png`, fullPage: true })
  await page.getByLabel("Card number").fill("4242 4242 4242 4242")
  await page.getByLabel("Expiry (MM/YY)").fill("12/30")
  await page.getByLabel("CVC").fill("123")
  await page.getByRole("button", { name: /^Pay / }).click()

  // Back on the site's success page, the deposit already credited by the provider's signed notice.
  await expect(page).toHaveURL(/\/en\/payments\/success\?deposit=[0-9a-f-]{36}$/)
  await expect(page.getByRole("heading", { level: 1, name: "Payment received" })).toBeVisible()
  await expect(page.getByTestId("deposit-status")).toHaveText("Credited")
  await expect(page.getByTestId("cashier-balance")).toHaveText("RUB 1,000.00")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/payments-success.png`, fullPage: true })

  // The provider's other return pages name their outcome from the address.
  await page.goto("/en/payments/cancel")
  await waitForApp(page)
  await expect(page.getByRole("heading", { level: 1, name: "Payment cancelled" })).toBeVisible()
  await page.goto("/en/payments/withdraw/success")
  await waitForApp(page)
  await expect(page.getByRole("heading", { level: 1, name: "Withdrawal paid" })).toBeVisible()

  // Withdrawals are for verified players: the page says so, then the player verifies online.
  await page.goto("/en/deduce")
  await waitForApp(page)
  await expect(page.getByText("Withdrawals are paid only to verified players.")).toBeVisible()
  await page.goto("/en/verification/identity-check")
  await waitForApp(page)
  await page.getByRole("button", { name: "Start the online check" }).click()
  await page.getByRole("button", { name: "Approve: the document and the selfie match" }).click()
  await expect(page.getByTestId("identity-check-status")).toContainText("Your account is verified.")

  await page.goto("/en/deduce")
  await waitForApp(page)
  await page.getByLabel("Amount").fill("600")
  await page.getByTestId("withdrawal-card").fill("4242 4242 4242 4242")
  await page.getByTestId("withdrawal-submit").click()
  await expect(page.getByText("Your request for RUB 600.00 is sent. The amount is reserved until it is paid.")).toBeVisible()
  await expect(page.getByTestId("cashier-balance")).toHaveText("RUB 400.00")
  const row = page.getByTestId("withdrawal-row").first()
  await expect(row).toContainText("Card •••• 4242")
  await expect(row.getByTestId("withdrawal-status")).toHaveText("Waiting for approval")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/payments-deduce.png`, fullPage: true })

  // The operator approves it through the operator endpoint, with the token the server wrote into its operator file.
  const headers = await operatorHeaders()
  const queue = (await (await page.request.get("/web-api/operator/payments/withdrawals", { headers })).json()) as Array<{ id: string; amount: number }>
  const mine = queue.find((w) => w.amount === 60_000)
  expect(mine).toBeDefined()
  const approved = await page.request.post(`/web-api/operator/payments/withdrawals/${mine!.id}/approve`, { headers })
  expect(approved.ok()).toBe(true)

  // The provider pays it out; the player reads the list again and sees it paid.
  await expect(async () => {
    await page.getByTestId("withdrawals-refresh").click()
    await expect(row.getByTestId("withdrawal-status")).toHaveText("Paid", { timeout: 1000 })
  }).toPass({ timeout: 20_000 })
  await expect(page.getByTestId("cashier-balance")).toHaveText("RUB 400.00")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/payments-paid.png`, fullPage: true })

  // The transaction history shows both movements on the main account's tab.
  await page.goto("/en/historypay")
  await waitForApp(page)
  const history = page.getByTestId("history")
  await expect(history).toContainText("Deposit")
  await expect(history).toContainText("Withdrawal requested")
  await expect(history).toContainText("+RUB 1,000.00")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/payments-history.png`, fullPage: true })
  await page.getByRole("tab", { name: "Virtual account" }).click()
  await expect(page.getByText("No transactions yet.")).toBeVisible()

  // A payment request in its steps: topic, question, the deposit it is about, the message.
  await page.getByRole("link", { name: "Payment requests" }).click()
  await expect(page.getByText("You have not written about a payment yet.")).toBeVisible()
  await page.getByRole("link", { name: "New request" }).click()
  await expect(page.getByText("Step 1 of 3")).toBeVisible()
  await page.getByLabel("Topic").selectOption("deposit")
  await page.getByRole("button", { name: "Next" }).click()
  await page.getByLabel("Question").selectOption("wrong_amount")
  await page.getByRole("button", { name: "Next" }).click()
  await expect(page.getByText("Step 3 of 4")).toBeVisible()
  await page.getByLabel("Which payment").selectOption({ index: 1 })
  await page.getByRole("button", { name: "Next" }).click()
  await page.getByRole("textbox", { name: "Message" }).fill("I paid 1000 and want to check the amount.")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/payments-create-request.png`, fullPage: true })
  await page.getByRole("button", { name: "Send" }).click()
  await expect(page.getByText("Your request is sent; we answer within a day.")).toBeVisible()
  await page.getByRole("link", { name: "Payment requests" }).last().click()
  await expect(page.getByTestId("payment-requests")).toContainText("A deposit: The amount is wrong")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/payments-requests.png`, fullPage: true })
  expect(errors).toEqual([])
})
