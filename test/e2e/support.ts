import { expect, type Page } from "@playwright/test"

/** The review screenshots of the shell (home in both languages and themes, 404, debugger). */
export const SCREENSHOT_DIR = "test-results/screenshots"

/** Resolves once the app has booted and routed: the page's main landmark is on screen. */
export const waitForApp = async (page: Page): Promise<void> => {
  await expect(page.locator("main#content")).toBeVisible()
}

export const homeHeading = (page: Page, company = "Oddsfold") => page.getByRole("heading", { level: 1, name: new RegExp(company) })

export const notFoundHeadingEn = (page: Page) => page.getByRole("heading", { level: 1, name: "This page could not be found" })

/** The same 404 heading in Russian. */
export const notFoundHeadingRu = (page: Page) => page.getByRole("heading", { level: 1, name: "Эту страницу не удалось найти" })

export const historyLength = (page: Page): Promise<number> => page.evaluate(() => window.history.length)
