import { expect, test } from "@playwright/test"
import { homeHeading } from "./support"

// SPEC.md 8: a 400 with code 100/111/112/113 shows a captcha; the command is retried with the answer in the
// captcha header. The answer must reach the server and nowhere else: not the log, not storage.

const CAPTCHA_ANSWER = "k7-PLUM-42"

test("the captcha asked for at start: the answer goes in the retried request's header, and never into the log", async ({ page }) => {
  const captchaHeaders: Array<string | undefined> = []
  let configRequests = 0
  await page.route(/\/bff-api\/config\/all\.json/, async (route) => {
    configRequests++
    captchaHeaders.push(route.request().headers()["x-captcha"])
    if (configRequests === 1) {
      await route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ _tag: "BadRequest", code: 100, message: "captcha" }) })
    } else {
      await route.continue()
    }
  })

  await page.goto("/en/")
  const dialog = page.getByRole("dialog", { name: "Security check" })
  await expect(dialog).toBeVisible()
  await expect(dialog).toContainText("code 100")
  await expect(dialog.getByLabel("Security code")).toBeFocused()

  await dialog.getByLabel("Security code").fill(CAPTCHA_ANSWER)
  await dialog.getByRole("button", { name: "Confirm" }).click()

  await expect(homeHeading(page)).toBeVisible()
  await expect(dialog).toHaveCount(0)
  expect(captchaHeaders).toEqual([undefined, CAPTCHA_ANSWER])

  const log = await page.evaluate(() => window.__oddsfold?.exportLog() ?? "")
  expect(log).toContain('"AnswerCaptcha"')
  expect(log).toContain("<redacted>")
  expect(log).not.toContain(CAPTCHA_ANSWER)
  const stored = await page.evaluate(() => JSON.stringify({ ...window.localStorage }) + JSON.stringify({ ...window.sessionStorage }) + document.cookie)
  expect(stored).not.toContain(CAPTCHA_ANSWER)
})

test("Cancel closes the captcha without an answer", async ({ page }) => {
  await page.route(/\/bff-api\/config\/all\.json/, (route) =>
    route.fulfill({ status: 400, contentType: "application/json", body: JSON.stringify({ _tag: "BadRequest", code: 111, message: "captcha" }) })
  )
  await page.goto("/en/")
  const dialog = page.getByRole("dialog", { name: "Security check" })
  await expect(dialog).toContainText("code 111")
  await dialog.getByRole("button", { name: "Cancel" }).click()
  await expect(dialog).toHaveCount(0)
  const log = await page.evaluate(() => window.__oddsfold?.exportLog() ?? "")
  expect(log).toContain('"DismissCaptcha"')
  expect(log).toContain('"answered":false')
})
