import AxeBuilder from "@axe-core/playwright"
import { expect, type Page, test } from "./fixtures"
import { signInAsDemoPlayer, waitForApp } from "./support"

/**
 * Every page type (ARCHITECTURE 7 `@axe-core/playwright`; the page types of src/domain/shell/pageType.ts, "other"
 * by its kinds: a content page, a promotion list, a form) read by axe, at the desktop size: no serious or critical
 * violation of WCAG 2.1 A and AA. One page of each type: axe takes seconds over a page of prices, and the pages of a
 * type are drawn by the same views. Pages are opened as a player reaches them (a game page from its championship's
 * list), each after the app runs and its content has come.
 */
const WCAG = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]

const seriousViolations = async (page: Page, path: string): Promise<ReadonlyArray<string>> => {
  await page.goto(path)
  await waitForApp(page)
  await expect(page.locator("main").first()).toBeVisible()
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze()
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${path}: ${violation.id} (${violation.impact}) at ${violation.nodes.map((node) => node.target.join(" ")).slice(0, 3).join(", ")}`)
}

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 })
})

test("a guest's pages have no serious accessibility violation: sports, casino, content, promotions and the forms", async ({ page }) => {
  // Nine pages, each loaded, hydrated and scanned by axe: well over a minute on a loaded two-core machine.
  test.setTimeout(180_000)
  await page.goto("/en/line/football/epl")
  await waitForApp(page)
  const gameLink = page.locator('a[href^="/en/line/football/epl/"]').first()
  await expect(gameLink).toBeVisible()
  const gamePath = (await gameLink.getAttribute("href")) ?? ""

  const paths = ["/en/", "/en/line/football/epl", gamePath, "/en/live", "/en/casino", "/en/casino/in-house/dice", "/en/about", "/en/promotions", "/en/registration"]
  const violations: Array<string> = []
  for (const path of paths) violations.push(...(await seriousViolations(page, path)))
  expect(violations).toEqual([])
})

test("a signed-in player's office has no serious accessibility violation", async ({ page }) => {
  await signInAsDemoPlayer(page)
  const paths = ["/en/account", "/en/account/wallets", "/en/historypay", "/en/coupon"]
  const violations: Array<string> = []
  for (const path of paths) violations.push(...(await seriousViolations(page, path)))
  expect(violations).toEqual([])
})
