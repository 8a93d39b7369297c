import { readFile } from "node:fs/promises"
import { expect, type Locator, type Page, test } from "./fixtures"

/** The devtools panel's parts, as a developer finds them on screen. */
const panel = (page: Page) => {
  const list = page.getByRole("listbox", { name: "Log entries" })
  return {
    list,
    rows: list.getByRole("option"),
    count: page.getByTestId("entry-count"),
    detailTag: page.getByTestId("detail-tag"),
    state: (name: string) => page.getByTestId(`state-${name}`)
  }
}

/** "12 of 40 entries" → [12, 40]. */
const counts = async (count: Locator): Promise<[number, number]> => {
  const match = /^(\d+) of (\d+) entries$/.exec((await count.textContent()) ?? "")
  if (match === null) throw new Error(`unexpected count text: ${await count.textContent()}`)
  return [Number(match[1]), Number(match[2])]
}

/** The text of one column (1-based, as in the header: #, time, kind, area, source, tag, summary) of every drawn row. */
const column = (rows: Locator, n: number): Promise<Array<string>> => rows.locator(`span:nth-child(${n})`).allTextContents()

const openDebugger = async (page: Page) => {
  await page.goto("/en/debugger")
  await expect(page.getByRole("heading", { level: 1, name: "Debugger" })).toBeVisible()
  await expect(panel(page).rows.first()).toBeVisible()
}

test("the panel lists this tab's entries, and kind, area, source and tag filters narrow the list", async ({ page }) => {
  await openDebugger(page)
  const { rows, count } = panel(page)
  await expect(page.getByTestId("log-checkpoint")).toHaveText("none")
  const [shown, total] = await counts(count)
  expect(shown).toBe(total)
  expect(total).toBeGreaterThan(5)

  await page.getByLabel("Kind").selectOption("command")
  await expect.poll(async () => (await counts(count))[0]).toBeLessThan(total)
  expect(new Set(await column(rows, 3))).toEqual(new Set(["command"]))

  await page.getByLabel("Kind").selectOption("")
  await page.getByLabel("Area").selectOption("shell")
  await expect.poll(async () => (await counts(count))[0]).toBeLessThan(total)
  expect(new Set(await column(rows, 4))).toEqual(new Set(["shell"]))

  await page.getByLabel("Source", { exact: true }).selectOption("server")
  await expect.poll(async () => (await counts(count))[0]).toBe(0)
  await expect(page.getByText("No entry matches the filters.")).toBeVisible()

  await page.getByLabel("Area").selectOption("")
  await expect.poll(async () => (await counts(count))[0]).toBeGreaterThan(0)
  expect(new Set(await column(rows, 5))).toEqual(new Set(["server"]))

  await page.getByLabel("Source", { exact: true }).selectOption("")
  await page.getByLabel("Tag contains").fill("navigated")
  await expect.poll(async () => new Set(await column(rows, 6))).toEqual(new Set(["Navigated"]))
})

test("selecting an entry shows its body and the state after it, while the live app stays where it is", async ({ page }) => {
  await page.goto("/en/")
  await expect(page.locator("main#content")).toBeVisible()
  await page.getByRole("contentinfo").getByRole("link", { name: "Debugger" }).click()
  await expect(page.getByRole("heading", { level: 1, name: "Debugger" })).toBeVisible()
  const { list, rows, detailTag, state } = panel(page)

  await page.getByLabel("Tag contains").fill("Navigated")
  await expect(rows).toHaveCount(2)
  await rows.first().click()
  await expect(detailTag).toHaveText(/Navigated$/)
  await expect(page.getByTestId("entry-body")).toContainText('"path": "/en/"')
  // The early navigation's state: one route visited, on the home page.
  await expect(state("location")).toHaveAttribute("open", "")
  await expect(state("location")).toContainText('"path": "/en/"')
  await expect(state("location")).toContainText('"visited": 1')

  // The keyboard moves the selection to the later navigation, and the state follows it.
  await list.press("ArrowDown")
  await expect(state("location")).toContainText('"path": "/en/debugger"')
  await expect(state("location")).toContainText('"visited": 2')
  await list.press("ArrowUp")
  await expect(state("location")).toContainText('"path": "/en/"')

  // Browsing the past changed nothing in the live app: still on the debugger, and the log got no navigation.
  await expect(page).toHaveURL(/\/en\/debugger$/)
  const exported = await page.evaluate(() => window.__oddsfold?.exportLog() ?? "")
  expect(exported.split("\n").filter((line) => line.includes('"_tag":"Navigated"'))).toHaveLength(2)
})

test("the downloaded log is JSON Lines, and importing that file lists the same entries", async ({ page }) => {
  await openDebugger(page)
  const { list, count, detailTag } = panel(page)

  const downloading = page.waitForEvent("download")
  await page.getByRole("button", { name: "Download event log" }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^oddsfold-log-\d+\.jsonl$/)
  const path = await download.path()
  const text = await readFile(path, "utf8")
  const lines = text.trimEnd().split("\n")
  const header = JSON.parse(lines[0] ?? "") as Record<string, unknown>
  expect(header).toMatchObject({ format: "oddsfold-log", formatVersion: 1, appVersion: "0.1.0" })
  expect(download.suggestedFilename()).toBe(`oddsfold-log-${String(header.startedAt)}.jsonl`)
  const tags = lines.slice(1).map((line) => (JSON.parse(line) as { body: { _tag: string } }).body._tag)
  expect(tags[0]).toBe("Boot")
  expect(tags).toContain("ConfigLoaded")
  expect(tags).toContain("Navigated")

  // The very file the browser saved, under the name it was offered as.
  await page.getByLabel("Import log file").setInputFiles({ name: download.suggestedFilename(), mimeType: "application/jsonl", buffer: Buffer.from(text) })
  await expect(page.getByLabel("Log", { exact: true })).toHaveValue("file")
  await expect(page.getByLabel("Log", { exact: true }).locator("option:checked")).toHaveText(`File: ${download.suggestedFilename()}`)
  await expect(count).toHaveText(`${tags.length} of ${tags.length} entries`)
  await expect(page.getByTestId("log-app-version")).toHaveText("0.1.0")
  await list.press("Home")
  await expect(detailTag).toHaveText(`#1 ${tags[0]}`)
  await list.press("End")
  await expect(detailTag).toHaveText(new RegExp(` ${tags.at(-1)}$`))

  // Back to this tab: the same entries from the start (it may have grown since the download).
  await page.getByLabel("Log", { exact: true }).selectOption("live")
  await list.press("Home")
  await expect(detailTag).toHaveText(`#1 ${tags[0]}`)
  expect((await counts(count))[1]).toBeGreaterThanOrEqual(tags.length)
})

test("an imported file's undecodable lines are reported, and a file that is no log is refused", async ({ page }) => {
  await openDebugger(page)
  const log = await page.evaluate(() => window.__oddsfold?.exportLog() ?? "")
  const teleported = JSON.stringify({ seq: 9999, at: 0, kind: "event", source: "user", body: { _tag: "Teleported", v: 1 } })
  const lineNo = log.trimEnd().split("\n").length + 1
  await page.getByLabel("Import log file").setInputFiles({ name: "with-unknown.jsonl", mimeType: "application/jsonl", buffer: Buffer.from(`${log}${teleported}\n`) })
  await expect(page.getByText("Lines skipped: 1")).toBeVisible()
  await expect(page.getByText(`line ${lineNo}: unknown event type Teleported`)).toBeVisible()

  await page.getByLabel("Import log file").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello\n") })
  await expect(page.getByRole("alert")).toHaveText("notes.txt could not be imported: line 1: the header is not JSON")
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
