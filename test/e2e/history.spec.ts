import { expect, test } from "./fixtures"
import { homeHeading, notFoundHeadingEn } from "./support"

test("Back and Forward move between the routes the app navigated to", async ({ page }) => {
  await page.goto("/en/")
  await expect(homeHeading(page)).toBeVisible()

  await page.getByRole("contentinfo").getByRole("link", { name: "Debugger" }).click()
  await expect(page).toHaveURL(/\/en\/debugger$/)
  await expect(page.getByRole("heading", { level: 1, name: "Debugger" })).toBeVisible()

  // A plain anchor (not a router Link) is navigated in-app too: no page load.
  let loads = 0
  page.on("load", () => loads++)
  await page.evaluate(() => {
    const anchor = document.createElement("a")
    anchor.href = "/en/somewhere/else"
    anchor.textContent = "plain link"
    document.querySelector("main")?.append(anchor)
  })
  await page.getByRole("link", { name: "plain link" }).click()
  await expect(page).toHaveURL(/\/en\/somewhere\/else$/)
  await expect(notFoundHeadingEn(page)).toBeVisible()
  expect(loads).toBe(0)

  await page.goBack()
  await expect(page).toHaveURL(/\/en\/debugger$/)
  await expect(page.getByRole("heading", { level: 1, name: "Debugger" })).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL(/\/en\/$/)
  await expect(homeHeading(page)).toBeVisible()

  await page.goForward()
  await expect(page).toHaveURL(/\/en\/debugger$/)
  await expect(page.getByRole("heading", { level: 1, name: "Debugger" })).toBeVisible()
  expect(loads).toBe(0)
})
