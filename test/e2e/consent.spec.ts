import { expect, type Page, test } from "./fixtures"
import { waitForApp } from "./support"

/**
 * The cookie consent banner and referral links, as a visitor meets them: the choice decides which counters load
 * (marketing off: no counter call; on: the counters load), and a partner's link keeps its marks in cookies for the
 * lifetimes of SPEC.md 9. The rules themselves are tested below the browser (test/property/consent.test.ts).
 */
test.use({ consent: null })

const counterCalls = (page: Page) => {
  const calls: Array<string> = []
  page.on("request", (request) => {
    if (request.url().includes("/web-api/analytics/counters/")) calls.push(new URL(request.url()).pathname)
  })
  return calls
}

test("the consent choice decides which counters load: functionality only loads none, accept all loads them", async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
  const calls = counterCalls(page)
  // The registration page installs the analytics at once (SPEC.md 9), so no 10 s wait.
  await page.goto("/en/registration")
  await waitForApp(page)
  const banner = page.getByRole("region", { name: "We use cookies" })
  await expect(banner).toBeVisible()
  await page.screenshot({ path: "test-results/screenshots/consent-main.png" })

  await banner.getByRole("button", { name: "Customize" }).click()
  await expect(banner.getByRole("checkbox", { name: "Necessary" })).toBeChecked()
  await expect(banner.getByRole("checkbox", { name: "Necessary" })).toBeDisabled()
  await banner.getByRole("checkbox", { name: "Functionality" }).check()
  await page.screenshot({ path: "test-results/screenshots/consent-customize.png" })
  await banner.getByRole("button", { name: "Accept selected" }).click()
  await expect(banner).toHaveCount(0)
  expect((await page.context().cookies()).find((c) => c.name === "cookies_agree_type")?.value).toBe("functionality")
  // The window's width is kept with functional cookies.
  await expect.poll(async () => (await page.context().cookies()).find((c) => c.name === "window_width")?.value).toBe("1366")
  await page.waitForTimeout(1500)
  expect(calls).toEqual([])

  // Chosen again from scratch (the choice and what it kept forgotten; the age confirmed stays): accept all loads the
  // marketing counters.
  for (const name of ["cookies_agree_type", "window_width"]) await page.context().clearCookies({ name })
  await page.reload()
  await waitForApp(page)
  await page.getByRole("region", { name: "We use cookies" }).getByRole("button", { name: "Accept all" }).click()
  await expect.poll(() => [...calls].sort()).toEqual(["/web-api/analytics/counters/4", "/web-api/analytics/counters/8"])
})

test("a partner's link keeps its marks in cookies for their lifetimes", async ({ page }) => {
  await page.goto("/en/?ref=PARTNER_7&btag=T-2031&subid=S9&pb=77")
  await waitForApp(page)
  const now = Date.now() / 1000
  const DAY = 86_400
  await expect.poll(async () => (await page.context().cookies()).map((c) => c.name)).toEqual(expect.arrayContaining(["refererid", "reflinkid", "subid", "pb"]))
  const cookies = new Map((await page.context().cookies()).map((c) => [c.name, c]))
  const expect60Days = (name: string, value: string, days: number) => {
    const cookie = cookies.get(name)!
    expect(cookie.value).toBe(value)
    expect(Math.abs(cookie.expires - (now + days * DAY))).toBeLessThan(120)
  }
  expect60Days("refererid", "PARTNER_7", 60)
  expect60Days("reflinkid", "T-2031", 60)
  expect60Days("subid", "S9", 60)
  expect60Days("pb", "77", 30)
})
