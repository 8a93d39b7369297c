import { expect, type Page, test } from "./fixtures"

/**
 * A 50,000-entry log stays usable in the devtools panel: the list is virtualised (only the rows on screen are in
 * the DOM) and every step below finishes. The timings are written to the report as annotations for a person to
 * read; they are not asserted, because a shared machine's timings say little about the code.
 */
const ENTRIES = 50_000

/**
 * Builds, inside the page, this tab's exported log with its entries repeated and renumbered up to `count`, as a
 * File on the panel's file input. Built there because handing 10 MB over from the test blocks the page's main
 * thread for seconds in the test harness, which would be measured as if it were the panel.
 */
const chooseBigLog = (page: Page, count: number): Promise<number> =>
  page.evaluate((count) => {
    const [header, ...lines] = (window.__oddsfold?.exportLog() ?? "").trimEnd().split("\n")
    const entries = lines.map((line) => JSON.parse(line) as { seq: number; at: number; causedBy?: number })
    const out = [header]
    for (let i = 0; i < count; i++) {
      const round = Math.floor(i / entries.length)
      const entry = entries[i % entries.length]!
      const shift = round * entries.length
      out.push(JSON.stringify({ ...entry, seq: entry.seq + shift, at: entry.at + round * 1000, ...(entry.causedBy === undefined ? {} : { causedBy: entry.causedBy + shift }) }))
    }
    const text = out.join("\n") + "\n"
    const files = new DataTransfer()
    files.items.add(new File([text], "big.jsonl", { type: "application/jsonl" }))
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!
    input.files = files.files
    ;(window as unknown as { chooseBigLog: () => void }).chooseBigLog = () => input.dispatchEvent(new Event("change", { bubbles: true }))
    return text.length
  }, count)

/** Starts collecting the page's long tasks (main thread busy for more than 50 ms). */
const watchLongTasks = (page: Page) =>
  page.evaluate(() => {
    const tasks: Array<number> = []
    ;(window as unknown as { longTasks: Array<number> }).longTasks = tasks
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration)
    }).observe({ type: "longtask" })
  })

/** The longest task since the last call, in ms (0 when none took more than 50 ms), and resets the list. */
const longestTask = (page: Page) =>
  page.evaluate(() => {
    const tasks = (window as unknown as { longTasks: Array<number> }).longTasks
    const longest = Math.max(0, ...tasks)
    tasks.length = 0
    return Math.round(longest)
  })

test("a log of 50,000 entries imports, scrolls, filters and time-travels with only the visible rows drawn", async ({ page }) => {
  test.setTimeout(120_000)
  await page.goto("/en/debugger")
  const list = page.getByRole("listbox", { name: "Log entries" })
  const rows = list.getByRole("option")
  const count = page.getByTestId("entry-count")
  const detailTag = page.getByTestId("detail-tag")
  await expect(rows.first()).toBeVisible()
  const size = await chooseBigLog(page, ENTRIES)
  await watchLongTasks(page)

  const timings: Array<[string, number, number]> = []
  const step = async (name: string, action: () => Promise<void>) => {
    const start = performance.now()
    await action()
    timings.push([name, Math.round(performance.now() - start), await longestTask(page)])
  }

  await step(`import 50,000 entries (${(size / 1e6).toFixed(1)} MB)`, async () => {
    await page.evaluate(() => (window as unknown as { chooseBigLog: () => void }).chooseBigLog())
    await expect(count).toHaveText(`${ENTRIES} of ${ENTRIES} entries`, { timeout: 60_000 })
  })
  expect(await rows.count()).toBeLessThan(80)

  await step("scroll to the end", async () => {
    await list.evaluate((element) => element.scrollTo(0, element.scrollHeight))
    await expect(list.locator(`#devtools-entry-${ENTRIES}`)).toBeVisible()
  })
  await step("scroll to the middle", async () => {
    await list.evaluate((element) => element.scrollTo(0, element.scrollHeight / 2))
    await expect(list.locator(`#devtools-entry-${ENTRIES / 2}`)).toBeAttached()
  })
  await step("select the last entry (replay of 50,000)", async () => {
    await list.press("End")
    await expect(detailTag).toHaveText(new RegExp(`^#${ENTRIES} `))
  })
  await step("step back one entry (replay of 49,999)", async () => {
    await list.press("ArrowUp")
    await expect(detailTag).toHaveText(new RegExp(`^#${ENTRIES - 1} `))
  })
  await step("filter by kind", async () => {
    await page.getByLabel("Kind").selectOption("command")
    await expect(count).not.toHaveText(`${ENTRIES} of ${ENTRIES} entries`)
  })
  await step("search the tag", async () => {
    await page.getByLabel("Tag contains").fill("Navigate")
    await expect(rows.first()).toContainText("Navigate")
  })
  await step("clear the filters", async () => {
    await page.getByLabel("Kind").selectOption("")
    await page.getByLabel("Tag contains").fill("")
    await expect(count).toHaveText(`${ENTRIES} of ${ENTRIES} entries`)
  })
  expect(await rows.count()).toBeLessThan(80)

  for (const [name, ms, longest] of timings) {
    test.info().annotations.push({ type: "timing", description: `${name}: ${ms} ms, longest task ${longest} ms` })
    console.log(`devtools, 50,000 entries: ${name}: ${ms} ms (longest main-thread task ${longest} ms)`)
  }
})
