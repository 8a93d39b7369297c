import type { Browser } from "@playwright/test"
import { AGE_CONFIRMED_COOKIE } from "../src/domain/consent/ageConfirmation"

/** What one cold page load measured, as the browser's own performance entries report it. */
export interface LoadMetrics {
  /** Largest contentful paint, ms from navigation start. */
  readonly lcp: number
  /** Cumulative layout shift of the load (shifts after input are excluded, as the metric defines). */
  readonly cls: number
  /** Total blocking time: the part of every long task beyond 50 ms, from first contentful paint on. */
  readonly tbt: number
  /** The JavaScript files (absolute URLs) the page had loaded when it was ready, from its resource timing entries. */
  readonly scripts: ReadonlyArray<string>
}

declare global {
  interface Window {
    __benchMetrics?: { lcp: number; cls: number; longTasks: Array<{ start: number; duration: number }> }
  }
}

/** Runs in the page before any of its scripts: buffered observers, so nothing before them is missed. */
const observeVitals = () => {
  const metrics = { lcp: 0, cls: 0, longTasks: [] as Array<{ start: number; duration: number }> }
  window.__benchMetrics = metrics
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) metrics.lcp = entry.startTime
  }).observe({ type: "largest-contentful-paint", buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
      if (!entry.hadRecentInput) metrics.cls += entry.value
    }
  }).observe({ type: "layout-shift", buffered: true })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) metrics.longTasks.push({ start: entry.startTime, duration: entry.duration })
  }).observe({ type: "longtask", buffered: true })
}

/** Time after the network goes quiet for late layout shifts and long tasks to be reported. */
const SETTLE_MS = 1000

/**
 * One cold load of `url` in a fresh browser context (empty cache) with the CPU slowed `cpuRate` times, waiting
 * until `ready` is visible and the network is idle; the scripts are those it had loaded by then.
 */
export const measureLoad = async (browser: Browser, url: string, cpuRate: number, ready: string): Promise<LoadMetrics> => {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: "en-US" })
  // A visitor who confirmed their age at the gate before (it asks once in three days): an empty cache is not a first
  // visit, and the gate's modal would otherwise be the page's largest paint instead of its odds.
  await context.addCookies([{ name: AGE_CONFIRMED_COOKIE, value: "18", url }])
  try {
    const page = await context.newPage()
    await page.addInitScript(observeVitals)
    const cdp = await context.newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuRate })
    await page.goto(url, { waitUntil: "networkidle" })
    await page.locator(ready).first().waitFor({ state: "visible" })
    const scripts = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .map((entry) => entry.name)
        .filter((name) => new URL(name).pathname.endsWith(".js"))
    )
    await page.waitForTimeout(SETTLE_MS)
    const vitals = await page.evaluate(() => {
      const metrics = window.__benchMetrics ?? { lcp: 0, cls: 0, longTasks: [] }
      const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0
      const tbt = metrics.longTasks
        .filter((task) => task.start + task.duration > fcp)
        .reduce((sum, task) => sum + Math.max(0, task.start + task.duration - Math.max(task.start, fcp) - 50), 0)
      return { lcp: metrics.lcp, cls: metrics.cls, tbt }
    })
    return { ...vitals, scripts }
  } finally {
    await context.close()
  }
}
