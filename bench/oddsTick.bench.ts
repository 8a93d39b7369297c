/**
 * The odds tick (issue 8): the live page with 500 games x 6 prices in Chromium, fed recorded poll answers that change
 * 1%, 10% and 100% of the prices. Script time per tick, from taking the answer to the DOM showing it (median of
 * the ticks), of ours (the product's event, projections and price cells) as a ratio against a plain-DOM version of
 * the same table, both built by the same Vite in this run, at 1x and 4x
 * CPU. Goal: at most 3x the plain DOM, and under 16 ms for the 10% tick at 4x. Run: npm run bench.
 */
import { rm } from "node:fs/promises"
import { join, resolve } from "node:path"
import { chromium, type Page } from "@playwright/test"
import react from "@vitejs/plugin-react"
import { build } from "vite"
import { recordTicks } from "./oddsTick/ticks"
import { startStaticServer } from "./staticServer"

const ROOT = resolve(import.meta.dirname, "..")
const OUT = join(ROOT, ".tmp", "bench-odds-tick")
const SHARES = [0.01, 0.1, 1] as const
const WARM_UP = 3
const MEASURED = Number(process.env.BENCH_TICKS ?? 20)
const CPU_RATES = [1, 4] as const

declare global {
  interface Window {
    recordedTicks?: Readonly<Record<string, ReadonlyArray<unknown>>>
  }
}

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((x, y) => x - y)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

/** The median time (ms) from answer to DOM over the measured ticks of one share, after the warm-up ticks. */
const msPerTick = async (page: Page, share: number, from: number): Promise<number> => {
  const tick = (i: number) => page.evaluate(([key, index]) => window.oddsBench!.tick(window.recordedTicks![key]![index] as never), [String(share), i] as const)
  for (let i = from; i < from + WARM_UP; i++) await tick(i)
  const times: Array<number> = []
  for (let i = from + WARM_UP; i < from + WARM_UP + MEASURED; i++) times.push(await tick(i))
  return median(times)
}

const main = async () => {
  await rm(OUT, { recursive: true, force: true })
  console.log("building the two bench pages (ours, plain DOM)...")
  await build({
    root: join(ROOT, "bench", "oddsTick"),
    configFile: false,
    plugins: [react()],
    define: { __APP_VERSION__: JSON.stringify("bench"), __DEV_TOOLS__: "false" },
    logLevel: "warn",
    build: { outDir: OUT, emptyOutDir: true, rollupOptions: { input: { ours: join(ROOT, "bench/oddsTick/ours.html"), peer: join(ROOT, "bench/oddsTick/peer.html") } } }
  })
  const recorded = recordTicks(SHARES, 2 * (WARM_UP + MEASURED))
  const server = await startStaticServer({ dir: OUT })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"]
  })
  try {
    console.log(`Odds tick: 500 games x 6 prices, ${MEASURED} ticks measured per share (after ${WARM_UP} warm-up), median script time per tick`)
    for (const cpuRate of CPU_RATES) {
      const perPage: Record<string, Record<string, number>> = {}
      // Two rounds, pages in turns, each tick's best: a burst of load elsewhere on the machine costs one round.
      for (let round = 0; round < 2; round++) {
        for (const name of ["ours", "peer"] as const) {
          const context = await browser.newContext({ viewport: { width: 1366, height: 900 } })
          const page = await context.newPage()
          await page.goto(`${server.url}/${name}.html`)
          await page.waitForFunction(() => window.oddsBench !== undefined)
          await page.evaluate((ticks) => void (window.recordedTicks = ticks), recorded.ticks as never)
          await page.evaluate((full) => window.oddsBench!.load(full as never), recorded.full as never)
          const session = await context.newCDPSession(page)
          await session.send("Emulation.setCPUThrottlingRate", { rate: cpuRate })
          for (const share of SHARES) {
            const ms = await msPerTick(page, share, round * (WARM_UP + MEASURED))
            const results = (perPage[name] ??= {})
            results[String(share)] = Math.min(results[String(share)] ?? Infinity, ms)
          }
          await context.close()
        }
      }
      console.log(`  ${cpuRate}x CPU`)
      for (const share of SHARES) {
        const ours = perPage.ours![String(share)]!
        const peer = perPage.peer![String(share)]!
        console.log(`    ${String(share * 100).padStart(3)}% of prices: ours ${ours.toFixed(2)} ms, plain DOM ${peer.toFixed(2)} ms, ratio ${(ours / peer).toFixed(2)}x`)
      }
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

await main()
