import { expect, type Page, test } from "./fixtures"
import { signInAsDemoPlayer, waitForApp } from "./support"

/**
 * A page load makes no failing request and logs no console error, for a guest and for a signed-in player, reloads
 * included: a console full of red hides the one error that matters, and every failing request is one the server
 * answered in vain.
 */

/** Everything a developer would see in red in the browser's console or network panel, from now on. */
const watchForFailures = (page: Page): Array<string> => {
  const failures: Array<string> = []
  page.on("console", (message) => {
    if (message.type() === "error") failures.push(`console error: ${message.text()}`)
  })
  page.on("pageerror", (error) => failures.push(`page error: ${error.message}`))
  page.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText ?? ""
    // Cancelled by the browser (a reload stops the page's loads in flight): shown as canceled, asked of no server.
    if (reason !== "net::ERR_ABORTED") failures.push(`request failed: ${request.method()} ${request.url()} ${reason}`)
  })
  page.on("response", (response) => {
    if (response.status() >= 400) failures.push(`status ${response.status()}: ${response.request().method()} ${response.url()}`)
  })
  return failures
}

const header = (page: Page) => page.getByRole("banner")

test("a guest's loads of the home, line and live pages, and a signed-in player's load and reload, make no failing request", async ({ page }) => {
  const failures = watchForFailures(page)
  for (const path of ["/en/", "/en/line", "/en/live"]) {
    await page.goto(path)
    await waitForApp(page)
    // The guest's session check has its answer, a guest and not an error, whether the server's render asked it (the
    // page's log begins with the answer) or the browser did.
    await expect(header(page).getByRole("button", { name: "Log in" })).toBeVisible()
  }
  // The device is registered 8 s after readiness (SPEC.md 7); from then on the session asks for its fingerprint token.
  await page.waitForResponse((response) => response.url().endsWith("/web-api/fingerprint"), { timeout: 20_000 })
  expect(failures).toEqual([])

  await signInAsDemoPlayer(page)
  // A load of another page, then a reload of it: the page starts afresh each time, the session cookie stays.
  for (const load of [() => page.goto("/en/live"), () => page.reload()]) {
    const checked = page.waitForResponse((response) => response.url().includes("/auth-api/session/check"))
    await load()
    await waitForApp(page)
    await checked
    await expect(page.getByText(/^Account [1-9][0-9]{8}$/)).toBeVisible()
  }
  expect(failures).toEqual([])
})
