import { expect, test } from "./fixtures"
import { homeHeading } from "./support"

test("the theme toggle switches to dark, and the choice survives a reload", async ({ page }) => {
  await page.goto("/en/")
  await expect(homeHeading(page)).toBeVisible()
  const html = page.locator("html")
  await expect(html).toHaveAttribute("data-theme", "light")

  await page.getByRole("button", { name: "Dark theme" }).click()
  await expect(html).toHaveAttribute("data-theme", "dark")
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor)
  expect(background).toBe("rgb(13, 21, 18)")

  await page.reload()
  await expect(homeHeading(page)).toBeVisible()
  await expect(html).toHaveAttribute("data-theme", "dark")
  await expect(page.getByRole("button", { name: "Light theme" })).toHaveAttribute("aria-pressed", "true")

  await page.getByRole("button", { name: "Light theme" }).click()
  await expect(html).toHaveAttribute("data-theme", "light")
})
