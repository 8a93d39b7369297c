import { expect, test } from "./fixtures"
import { DATA_DIR } from "../../playwright.config"
import { homeHeading, runOperatorTool, SCREENSHOT_DIR, waitForApp } from "./support"

/**
 * Maintenance and blocking end to end (SPEC.md 4 "Maintenance", "Blocking"), switched by the operator's tool on the
 * shared server. Other tests run beside these against the same server, so each window and rule here concerns only the
 * visitors of one geo country no other test's browser claims to be from (the browser plays the edge proxy that sends
 * the geo-country header), and each is ended or removed even when the test fails.
 */

const operator = (...args: ReadonlyArray<string>): Promise<string> => runOperatorTool(args, { DATA_DIR })

test.describe("maintenance for visitors from Azerbaijan", () => {
  test.use({ extraHTTPHeaders: { "x-geo-country": "AZ" }, viewport: { width: 1366, height: 768 } })

  test("the announced maintenance shows a notice, takes the open site to the maintenance page at its start, and home when the operator ends it", async ({ page }) => {
    // The page's files first, so that the announced start is not spent loading them on a busy machine.
    await page.goto("/en/casino")
    await waitForApp(page)
    const startAt = new Date(Date.now() + 15_000)
    const endAt = new Date(startAt.getTime() + 3_600_000)
    const announced = await operator("maintenance", "announce", "--start", startAt.toISOString(), "--end", endAt.toISOString(), "--countries", "AZ")
    const id = /^announced: #(\d+) /.exec(announced)?.[1]
    expect(id, announced).toBeDefined()
    try {
      await page.reload()
      await waitForApp(page)
      const notice = page.getByTestId("maintenance-notice")
      await expect(notice).toContainText("Maintenance from")
      await expect(notice).toContainText("the site and the applications will be unavailable")

      // At its start the page goes to the maintenance page by itself, in Russian for a visitor from AZ.
      await expect(page).toHaveURL(/\/en\/maintenance$/, { timeout: 25_000 })
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Идут технические работы!")
      await expect(page.getByTestId("maintenance-page")).toContainText(/Сервер недоступен из-за технических работ с .+ до .+\. Сайт и приложения не работают\./)
      await page.screenshot({ path: `${SCREENSHOT_DIR}/maintenance-ru.png` })

      expect(await operator("maintenance", "end", id!)).toMatch(new RegExp(`^ended: #${id}\\s+OVER`))
      await expect(page).toHaveURL(/\/en\/$/, { timeout: 15_000 })
      await expect(homeHeading(page)).toBeVisible()
    } finally {
      await operator("maintenance", "end", id!).catch(() => "")
    }
  })
})

test.describe("a block for visitors from Ukraine", () => {
  test.use({ extraHTTPHeaders: { "x-geo-country": "UA" } })

  test("a country block shows its page with the reason's texts, and lifted, the block page sends the visitor home", async ({ page }) => {
    const added = await operator("blocks", "add", "country", "UA", "13")
    const id = /^added: #(\d+) /.exec(added)?.[1]
    expect(id, added).toBeDefined()
    try {
      await page.goto("/en/casino")
      await expect(page).toHaveURL(/\/en\/block-ua$/)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("The site is not available in Ukraine")
      await expect(page.getByRole("main")).toContainText("Under local law, our services are not offered to visitors from Ukraine.")
      await expect(page.getByRole("banner")).toHaveCount(0)
      await page.screenshot({ path: `${SCREENSHOT_DIR}/block-ua-en.png` })

      expect(await operator("blocks", "remove", id!)).toMatch(new RegExp(`^removed: #${id} `))
      // The server reads its rules again within two seconds.
      await expect(async () => {
        await page.reload()
        await expect(page).toHaveURL(/\/en\/$/, { timeout: 2_000 })
      }).toPass({ timeout: 15_000 })
    } finally {
      await operator("blocks", "remove", id!).catch(() => "")
    }
  })
})
