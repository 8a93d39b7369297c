import { DATA_DIR } from "../../playwright.config"
import { expect, test } from "./fixtures"
import { runOperatorTool, SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * Support in front of the player, on the shared server: a signed-in player writes a request on the office's support
 * page and lands on its thread; the operator answers with the operator's tool, and the answer appears in the open
 * thread by itself; a later answer is marked new in the list until the player opens it; the support button's "My
 * requests" lists the request. What the player typed is shown as text.
 */
test("a player's support request is answered by the operator's tool, and the answer appears in the office", async ({ page }) => {
  test.setTimeout(60_000)
  await page.setViewportSize({ width: 1366, height: 768 })
  const errors: Array<string> = []
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text())
  })
  page.on("pageerror", (error) => errors.push(error.message))

  const registered = await page.request.post("/auth-api/registration/fast", { data: { country_id: 1, currency_id: 1 } })
  expect(registered.ok()).toBe(true)
  await page.goto("/en/support")
  await waitForApp(page)
  await expect(page.getByRole("heading", { level: 1, name: "Support" })).toBeVisible()
  await expect(page.getByRole("navigation", { name: "Personal office" }).getByRole("link", { name: "Support" })).toHaveAttribute("aria-current", "page")

  const form = page.getByTestId("support-form-question")
  await form.getByRole("button", { name: "Send" }).click()
  await expect(form.getByText("Write something here.")).toHaveCount(2)
  await form.getByLabel("Topic").fill("My deposit")
  await form.getByLabel("Message").fill("Where is my <b>deposit</b>?")
  await form.getByRole("button", { name: "Send" }).click()

  await expect(page).toHaveURL(/\/en\/support\/\d+$/)
  const ticketId = page.url().split("/").pop()!
  const thread = page.getByTestId("support-thread")
  await expect(thread.getByRole("heading", { name: "My deposit" })).toBeVisible()
  await expect(thread.getByTestId("support-message-player")).toHaveText(/Where is my <b>deposit<\/b>\?/)
  await expect(thread.getByText("Waiting for support")).toBeVisible()

  expect(await runOperatorTool(["support", "reply", ticketId, "It is credited: please look again."], { DATA_DIR })).toContain("answered:")
  await expect(thread.getByTestId("support-message-operator")).toContainText("It is credited: please look again.", { timeout: 15_000 })
  await expect(thread.getByText("Answered")).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/support-thread.png` })

  // Read in the open thread, so the list shows the request without a mark; a second answer, while the player looks at
  // the list, is marked new there until they open it.
  await page.getByRole("navigation", { name: "Personal office" }).getByRole("link", { name: "Support" }).click()
  const request = page.getByTestId("support-tickets").getByRole("listitem").filter({ hasText: "My deposit" })
  await expect(request).toHaveAttribute("data-unread", "false")
  expect(await runOperatorTool(["support", "reply", ticketId, "The receipt is in your mail."], { DATA_DIR })).toContain("answered:")
  await expect(request.getByText("New answer")).toBeVisible({ timeout: 15_000 })
  await expect(request).toHaveAttribute("data-unread", "true")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/support-new-answer.png` })
  await request.getByRole("link", { name: /My deposit/ }).click()
  await expect(thread.getByTestId("support-message-operator")).toHaveCount(2)
  await page.goBack()
  await expect(request).toHaveAttribute("data-unread", "false")
  await expect(request.getByText("New answer")).toHaveCount(0)

  await page.getByRole("button", { name: "Support", exact: true }).click()
  await page.getByRole("button", { name: "My requests" }).click()
  const history = page.getByTestId("support-history-modal")
  await expect(history.getByRole("link", { name: "My deposit" })).toBeVisible()
  await page.screenshot({ path: `${SCREENSHOT_DIR}/support-history.png` })
  await history.getByRole("button", { name: "Close" }).last().click()
  await expect(history).toHaveCount(0)
  expect(errors).toEqual([])
})
