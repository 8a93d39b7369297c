import { resolve } from "node:path"
import { expect, type Page, test } from "./fixtures"
import { startServer } from "../../server/startServer"
import { JPEG_1X1, PNG_1X1, TINY_PDF, WINDOWS_PROGRAM } from "../support/documentFiles"
import { oneDatabase } from "../server/support/databases"
import { DATA_DIR } from "../../playwright.config"
import { notFoundHeadingEn, runOperatorTool, SCREENSHOT_DIR, signInAsDemoPlayer, waitForApp } from "./support"

/** The operator tool as an operator runs it, on the e2e server's data folder (playwright.config.ts DATA_DIR). */
const operator = (...args: ReadonlyArray<string>): Promise<string> =>
  runOperatorTool(["verification", ...args], { DATA_DIR, DATABASE_URL: "", OPERATOR_FILE: "", OPERATOR_URL: "", OPERATOR_TOKEN: "" })

const send = async (page: Page, kind: string, name: string, mimeType: string, buffer: Buffer) => {
  const card = page.getByTestId(`kind-${kind}`)
  await card.getByLabel("Choose a file").setInputFiles({ name, mimeType, buffer })
  await card.getByRole("button", { name: "Send" }).click()
}

test("the demo player sends documents, a renamed program is refused, and the operator's tool verifies them", async ({ page }) => {
  // Two runs of the operator tool (TypeScript compiled on the fly) on a shared machine.
  test.setTimeout(120_000)
  await signInAsDemoPlayer(page)
  await page.goto("/en/verification")
  await waitForApp(page)
  await expect(page.getByTestId("verification-status")).toContainText("Not verified yet")
  await expect(page.getByTestId("convert-reminder")).toHaveText("Converting money between your accounts becomes available once your account is verified.")

  // A program named like a photo: the server reads its bytes and refuses it.
  await send(page, "passport", "passport.png", "image/png", WINDOWS_PROGRAM)
  await expect(page.getByTestId("kind-passport").getByRole("status")).toHaveText("This file is not a JPEG, PNG or PDF. Please send a photo or a PDF scan.")

  await send(page, "passport", "passport.png", "image/png", PNG_1X1)
  await expect(page.getByTestId("kind-passport").getByRole("status")).toHaveText("Received. We will check it soon.")
  await send(page, "selfie", "selfie.jpg", "image/jpeg", JPEG_1X1)
  await expect(page.getByTestId("kind-selfie").getByRole("status")).toHaveText("Received. We will check it soon.")
  await send(page, "address", "bill.pdf", "application/pdf", TINY_PDF)
  await expect(page.getByTestId("kind-address").getByRole("status")).toHaveText("Received. We will check it soon.")
  await expect(page.getByTestId("verification-status")).toContainText("Documents under review")
  const passportDocument = page.getByTestId("kind-passport").getByRole("listitem")
  await expect(passportDocument).toContainText("passport.png")
  await expect(passportDocument.locator(".verification-badge")).toHaveText("Under review")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/verification-pending.png`, fullPage: true })

  // The operator sees the queue and verifies this player's three documents.
  const queue = await operator("list")
  const ids = ["passport.png", "selfie.jpg", "bill.pdf"].map((name) => {
    const line = queue.split("\n").find((l) => l.includes(JSON.stringify(name)) && l.includes("pending"))
    expect(line, `${name} in\n${queue}`).toBeDefined()
    return /^#(\d+)/.exec(line!)![1]!
  })
  for (const id of ids) expect(await operator("verify", id)).toContain(`verified: #${id}`)

  await page.reload()
  await waitForApp(page)
  await expect(page.getByTestId("verification-status")).toContainText("Your account is verified")
  await expect(page.getByTestId("kind-passport").getByRole("listitem").locator(".verification-badge")).toHaveText("Accepted")
  await expect(page.getByTestId("convert-reminder")).toHaveText("You can now convert money into your main account.")
  await page.screenshot({ path: `${SCREENSHOT_DIR}/verification-verified.png`, fullPage: true })

  // The convert-account page says the same (SPEC.md 4: 1 = into the main account).
  await page.goto("/en/convert-account")
  await waitForApp(page)
  await expect(page.getByTestId("convert-reminder")).toHaveText("You can now convert money into your main account.")
})

test("identification does not exist where the site does not enable it (the demo config)", async ({ page }) => {
  await signInAsDemoPlayer(page)
  await page.goto("/en/identification")
  await waitForApp(page)
  await expect(notFoundHeadingEn(page)).toBeVisible()
})

test("a guest on the verification page is sent home to sign in with the login dropdown, and back after it", async ({ page }) => {
  await page.goto("/en/verification")
  await waitForApp(page)
  await expect(page).toHaveURL(/\/en\/\?returnUrl=%2Fen%2Fverification$/)
  await expect(page.locator(".auth-dropdown")).toBeVisible()
})

test("where the site enables identification, a player sees it asked for, and identified once verified by the online check", async ({ page }) => {
  // A server of its own with a database this test changes (the shared e2e server runs the demo config, where it is off).
  test.setTimeout(120_000)
  const database = await oneDatabase[0]!.fresh()
  const server = await startServer({ database: database.options, clientDir: resolve("dist/client"), log: () => {} })
  try {
    // The operator turns the feature on in the stored site config; the server picks the change up within a second.
    await database.query(`update site_config set config = jsonb_set(config, '{features,identification}', 'true'::jsonb)`)
    await expect
      .poll(async () => ((await (await fetch(`${server.url}/bff-api/config/all.json?lang=en`)).json()) as { features: Record<string, boolean> }).features["identification"])
      .toBe(true)
    const registered = await page.request.post(`${server.url}/auth-api/registration/fast`, { data: { country_id: 1, currency_id: 1 } })
    expect(registered.ok()).toBe(true)

    await page.goto(`${server.url}/en/identification`)
    await waitForApp(page)
    await expect(page.getByRole("heading", { level: 1, name: "Identification" })).toBeVisible()
    const status = page.getByTestId("identification-status")
    await expect(status).toContainText("Not identified yet: verify your account with your documents or the online identity check.")
    await page.screenshot({ path: `${SCREENSHOT_DIR}/identification-todo.png`, fullPage: true })
    await status.getByRole("link", { name: "Go to verification" }).click()
    await expect(page).toHaveURL(`${server.url}/en/verification`)

    // Verified by the online check (this server's sandbox provider), the player is identified.
    await page.getByTestId("identity-check-card").getByRole("link", { name: "Check my identity online" }).click()
    await page.getByRole("button", { name: "Start the online check" }).click()
    await page.getByRole("button", { name: "Approve: the document and the selfie match" }).click()
    await expect(page.getByTestId("identity-check-status")).toContainText("Your identity is confirmed. Your account is verified.")
    await page.goto(`${server.url}/en/identification`)
    await waitForApp(page)
    await expect(page.getByTestId("identification-status")).toHaveText("You are identified.")
    await page.screenshot({ path: `${SCREENSHOT_DIR}/identification-done.png`, fullPage: true })
  } finally {
    await server.close()
    await database.dispose()
  }
})
