import { expect, test } from "./fixtures"
import { historyLength, homeHeading, notFoundHeadingEn, notFoundHeadingRu, waitForApp } from "./support"

// SPEC.md 2.1: every path starts with an allowed language; a missing or unknown one is replaced by the cookie
// language, else the browser's, else the configured default, else en.

test.describe("English browser", () => {
  test.use({ locale: "en-US" })

  test("/ lands on /en/ with English texts", async ({ page }) => {
    await page.goto("/")
    await expect(page).toHaveURL(/\/en\/$/)
    await expect(homeHeading(page)).toHaveText("Welcome to Oddsfold")
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expect(page).toHaveTitle(/Oddsfold/)
  })

  test("an unknown language segment is swapped for the preferred language, keeping the rest of the path", async ({ page }) => {
    await page.goto("/xx/")
    await expect(page).toHaveURL(/\/en\/$/)
    await expect(homeHeading(page)).toBeVisible()

    await page.goto("/zz/anything?x=1")
    await expect(page).toHaveURL(/\/en\/anything\?x=1$/)
    await expect(notFoundHeadingEn(page)).toBeVisible()
  })

  test("a path without a language gets one, and the URL is replaced rather than pushed", async ({ page }) => {
    await page.goto("/en/")
    await waitForApp(page)
    const before = await historyLength(page)

    await page.goto("/casino")
    await expect(page).toHaveURL(/\/en\/casino$/)
    await expect(page.getByRole("heading", { name: "Casino", level: 1 })).toBeVisible()
    // One entry for the page load itself; a pushed redirect would have added a second one.
    expect(await historyLength(page)).toBe(before + 1)

    // And Back skips the address without a language altogether.
    await page.goBack()
    await expect(page).toHaveURL(/\/en\/$/)
    await expect(homeHeading(page)).toBeVisible()
  })

  test("the switcher shows the same page in the chosen language and remembers the choice", async ({ page, context }) => {
    await page.goto("/en/some/missing")
    await expect(notFoundHeadingEn(page)).toBeVisible()

    await page.getByRole("combobox", { name: "Language" }).selectOption("ru")
    await expect(page).toHaveURL(/\/ru\/some\/missing$/)
    await expect(notFoundHeadingRu(page)).toBeVisible()
    await expect(page.locator("html")).toHaveAttribute("lang", "ru")
    await expect(page.getByRole("combobox", { name: "Язык" })).toHaveValue("ru")

    const cookies = await context.cookies()
    expect(cookies.find((cookie) => cookie.name === "lng")?.value).toBe("ru")
    // The remembered choice wins over the English browser on the next visit.
    await page.goto("/")
    await expect(page).toHaveURL(/\/ru\/$/)
  })

  test("the switcher lists the languages a guest may use, each in its own name", async ({ page }) => {
    await page.goto("/en/")
    const options = page.getByRole("combobox", { name: "Language" }).locator("option")
    // Only the languages the site has texts for are offered.
    await expect(options).toHaveText(["English", "Русский"])
  })
})

test.describe("Russian browser", () => {
  test.use({ locale: "ru-RU" })

  test("/ lands on /ru/ with Russian texts", async ({ page }) => {
    await page.goto("/")
    await expect(page).toHaveURL(/\/ru\/$/)
    await expect(homeHeading(page)).toHaveText("Добро пожаловать в Oddsfold")
    await expect(page.getByRole("heading", { name: "Только для взрослых" })).toBeVisible()
    await expect(page.locator("html")).toHaveAttribute("lang", "ru")
  })

  test("an unknown segment goes to Russian, keeping the path", async ({ page }) => {
    await page.goto("/zz/anything")
    await expect(page).toHaveURL(/\/ru\/anything$/)
    await expect(notFoundHeadingRu(page)).toBeVisible()
  })
})

test.describe("language cookie", () => {
  test.use({ locale: "en-US" })

  test("a lng cookie wins over the browser language; a language without texts is not used", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: "lng", value: "ru", url: baseURL ?? "" }])
    await page.goto("/")
    await expect(page).toHaveURL(/\/ru\/$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "ru")
    await context.addCookies([{ name: "lng", value: "de", url: baseURL ?? "" }])
    await page.goto("/")
    await expect(page).toHaveURL(/\/en\/$/)
    await expect(homeHeading(page)).toHaveText("Welcome to Oddsfold")
    await expect(page.getByRole("combobox", { name: "Language" })).toHaveValue("en")
  })
})
