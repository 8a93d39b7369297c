import { readFile } from "node:fs/promises"
import { expect, test } from "@playwright/test"

test("the debugger downloads the event log as JSON Lines, header first", async ({ page }) => {
  await page.goto("/en/debugger")
  await expect(page.getByRole("heading", { level: 1, name: "Debugger" })).toBeVisible()
  await expect(page.getByTestId("log-size")).not.toHaveText("0")
  await expect(page.getByTestId("log-checkpoint")).toHaveText("none")

  const downloading = page.waitForEvent("download")
  await page.getByRole("button", { name: "Download event log" }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^oddsfold-log-\d+\.jsonl$/)

  const lines = (await readFile(await download.path(), "utf8")).trimEnd().split("\n")
  const header = JSON.parse(lines[0] ?? "") as Record<string, unknown>
  expect(header).toMatchObject({ format: "oddsfold-log", formatVersion: 1, appVersion: "0.1.0" })
  expect(download.suggestedFilename()).toBe(`oddsfold-log-${String(header.startedAt)}.jsonl`)
  const first = JSON.parse(lines[1] ?? "") as { kind: string; body: { _tag: string } }
  expect(first).toMatchObject({ kind: "command", body: { _tag: "Boot" } })
  const tags = lines.slice(1).map((line) => (JSON.parse(line) as { body?: { _tag?: string } }).body?._tag)
  expect(tags).toContain("ConfigLoaded")
  expect(tags).toContain("Navigated")
})

test("window.__oddsfold exports the same log in a non-production build", async ({ page }) => {
  await page.goto("/en/")
  await expect(page.locator("main#content")).toBeVisible()
  await page.getByRole("button", { name: "Dark theme" }).click()
  const log = await page.evaluate(() => window.__oddsfold?.exportLog() ?? "")
  const bodies = log.trimEnd().split("\n").slice(1).map((line) => (JSON.parse(line) as { body: { _tag: string } }).body)
  // The click is in the log as the player's command and its event.
  expect(bodies.map((body) => body._tag)).toEqual(expect.arrayContaining(["ChangeSettings", "SettingsChanged"]))
})
