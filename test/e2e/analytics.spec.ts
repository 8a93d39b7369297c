import { resolve } from "node:path"
import { expect, type Page, test } from "./fixtures"
import { Redacted } from "effect"
import { startServer, type RunningServer } from "../../server/startServer"
import { runOperatorTool, waitForApp, warmLine } from "./support"

/**
 * Issue 7: the sign-in spine's anonymous analytics reach the server. On a server of this file's own (an in-memory
 * database, so the counts are this file's alone), a guest opens the registration, leaves it, comes back and registers
 * in one click; the operator's tool then shows the day's funnel with those steps.
 */
const OPERATOR_TOKEN = "operator-token-for-the-analytics-e2e-0123456789"

test.describe.configure({ mode: "serial" })

let server: RunningServer
test.beforeAll(async () => {
  test.setTimeout(120_000)
  server = await startServer({ clientDir: resolve("dist/client"), operatorToken: Redacted.make(OPERATOR_TOKEN), log: () => {} })
  await warmLine(server.url)
})
test.afterAll(async () => {
  await server?.close()
})

const funnelToday = async (): Promise<Record<string, number>> => {
  const answer = await fetch(`${server.url}/web-api/operator/analytics/funnel?days=1`, { headers: { "x-operator-token": OPERATOR_TOKEN } })
  expect(answer.status).toBe(200)
  const days = (await answer.json()) as ReadonlyArray<{ counts: Record<string, number> }>
  return days[0]?.counts ?? {}
}

const registrationModal = async (page: Page) => {
  await page.getByRole("banner").getByRole("button", { name: "Registration" }).click()
  const modal = page.getByRole("dialog", { name: "Registration" })
  await expect(modal).toBeVisible()
  return modal
}

test("the registration's analytics reach the server: opened, left, opened again, tried, done; and the operator sees the funnel", async ({ page }) => {
  // A one-click registration, then the operator tool (TypeScript compiled on the fly) on a shared machine.
  test.setTimeout(120_000)
  const posted: Array<unknown> = []
  page.on("request", (request) => {
    if (request.url().endsWith("/web-api/analytics/events")) posted.push(request.postDataJSON())
  })
  await page.goto(`${server.url}/en/`)
  await waitForApp(page)

  // Opened and closed unfinished: a leave event.
  const first = await registrationModal(page)
  await first.getByRole("button", { name: "Close" }).click()
  await expect(first).toHaveCount(0)
  await expect.poll(funnelToday, { timeout: 10_000 }).toMatchObject({ registration_open: 1, registration_leave: 1 })

  // Opened again and registered in one click.
  const modal = await registrationModal(page)
  await modal.getByLabel(/I am over 18/).check()
  await modal.getByRole("button", { name: "Register" }).click()
  await expect(modal.getByRole("heading", { name: "Your account is ready" })).toBeVisible()
  const password = (await modal.getByTestId("issued-password").textContent()) ?? ""
  const account = (await modal.getByTestId("issued-accountId").textContent()) ?? ""
  await modal.getByRole("button", { name: "I have saved them, continue" }).click()
  await expect.poll(funnelToday, { timeout: 10_000 }).toEqual({ registration_open: 2, registration_leave: 1, registration_try: 1, registration_success: 1 })

  // What the browser sent names no one: not the account ID, not the password the server made.
  const sent = JSON.stringify(posted)
  expect(sent).toContain("registration_success")
  expect(sent).not.toContain(password)
  expect(sent).not.toContain(account)

  // The operator's tool prints the day's line of the funnel.
  const stdout = await runOperatorTool(["analytics", "funnel", "1"], { OPERATOR_URL: server.url, OPERATOR_TOKEN })
  const [heading, today] = stdout.trim().split("\n")
  expect(heading).toMatch(/^day\s+reg\.open\s+reg\.try\s+reg\.done\s+reg\.error\s+reg\.left\s+login\.open/)
  expect(today).toMatch(new RegExp(`^${new Date().toISOString().slice(0, 10)}\\s+2\\s+1\\s+1\\s+0\\s+1\\s+0\\s+0\\s+0\\s+0\\s+0\\s+0$`))
})
