/**
 * The first route against a minimal Vite React page (ARCHITECTURE 8): both built with the same Vite in this run,
 * both served by the same gzip static server on loopback (bench/staticServer.ts; our API calls go on to the real
 * back end, in-process on an in-memory database), both loaded cold in Debian's Chromium at 1x and 4x CPU.
 * Prints medians and the ratio ours / peer. A third page, the floor, ships the design card's packages with no code of
 * ours (bench/peerPage.ts), so the run also shows how much of the first route is ours to cut. Run: npm run bench. Not part of the test run: numbers depend on the
 * machine, ratios much less.
 */
import { mkdir, rm } from "node:fs/promises"
import { join, resolve } from "node:path"
import { chromium } from "@playwright/test"
import { build } from "vite"
import { startServer } from "../server/main"
import { type LoadMetrics, measureLoad } from "./pageMetrics"
import { buildPackagesFloorPage, buildPeerPage } from "./peerPage"
import { startStaticServer, type StaticServer } from "./staticServer"

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const CPU_RATES = [1, 4] as const
const ROOT = resolve(import.meta.dirname, "..")
const WORK = join(ROOT, ".tmp", "bench-first-route")

/** The link the server writes into index.html for the URL's language, so the config request starts at once. */
const withConfigPreload = (html: string): string =>
  html.replace("</head>", `<link rel="preload" as="fetch" crossorigin="anonymous" href="/bff-api/config/all.json?lang=en">\n</head>`)

interface Variant {
  readonly name: string
  readonly server: StaticServer
  readonly path: string
}

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

const ratio = (ours: number, peer: number): string => (peer === 0 ? (ours === 0 ? "equal (both 0)" : "n/a (peer 0)") : `${(ours / peer).toFixed(2)}x`)

const main = async () => {
  await rm(WORK, { recursive: true, force: true })
  await mkdir(WORK, { recursive: true })
  console.log("building our client (production) and the peer page...")
  const clientDir = join(WORK, "client")
  await build({ root: ROOT, configFile: join(ROOT, "vite.config.ts"), mode: "production", logLevel: "warn", build: { outDir: clientDir, emptyOutDir: true, sourcemap: false } })
  const peerDir = await buildPeerPage(join(WORK, "peer"))
  const floorDir = await buildPackagesFloorPage(join(WORK, "floor"))

  const backend = await startServer({ clientDir, database: { kind: "pglite" } })
  const servers = {
    ours: await startStaticServer({ dir: clientDir, backend: backend.url }),
    preloaded: await startStaticServer({ dir: clientDir, backend: backend.url, transformHtml: withConfigPreload }),
    peer: await startStaticServer({ dir: peerDir }),
    floor: await startStaticServer({ dir: floorDir })
  }
  const variants: ReadonlyArray<Variant> = [
    { name: "ours", server: servers.ours, path: "/en/" },
    { name: "ours + config preload", server: servers.preloaded, path: "/en/" },
    { name: "peer", server: servers.peer, path: "/" },
    { name: "floor", server: servers.floor, path: "/" }
  ]
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"]
  })
  try {
    const results = new Map<string, { loads: Array<LoadMetrics>; jsGzipBytes: Array<number>; configRequests: Array<number> }>()
    for (const cpuRate of CPU_RATES) {
      // Round-robin, so a burst of load from other work on the machine hits every variant alike.
      for (let run = 0; run <= RUNS; run++) {
        for (const variant of variants) {
          variant.server.takeCounts()
          const load = await measureLoad(browser, `${variant.server.url}${variant.path}`, cpuRate, "h1")
          const counts = variant.server.takeCounts()
          if (run === 0) continue // warm-up: the servers' first answers and the browser's first start
          const key = `${variant.name}@${cpuRate}`
          const entry = results.get(key) ?? { loads: [], jsGzipBytes: [], configRequests: [] }
          entry.loads.push(load)
          entry.jsGzipBytes.push(counts.jsGzipBytes)
          entry.configRequests.push(counts.configRequests)
          results.set(key, entry)
        }
      }
    }
    const summary = (name: string, cpuRate: number) => {
      const entry = results.get(`${name}@${cpuRate}`)
      if (entry === undefined) throw new Error(`no runs for ${name}`)
      return {
        js: median(entry.jsGzipBytes),
        configRequests: Math.max(...entry.configRequests),
        lcp: median(entry.loads.map((load) => load.lcp)),
        cls: median(entry.loads.map((load) => load.cls)),
        tbt: median(entry.loads.map((load) => load.tbt))
      }
    }
    console.log(`\nfirst route vs a minimal Vite React page: Chromium, cold loads, median of ${RUNS} runs, gzip static server on loopback`)
    for (const ours of ["ours", "ours + config preload", "floor"]) {
      console.log(`\n${ours} / peer${ours === "floor" ? " (the floor: the design card's packages, no code of ours)" : ""}`)
      const js = { ours: summary(ours, 1).js, peer: summary("peer", 1).js }
      console.log(`  first route JS gzip   ${(js.ours / 1024).toFixed(1)} kB vs ${(js.peer / 1024).toFixed(1)} kB   ratio ${ratio(js.ours, js.peer)}   (budget 150 kB)`)
      console.log(`  config requests       ${summary(ours, 1).configRequests} per load${ours.includes("preload") ? " (1 = the preload was reused)" : ""}`)
      for (const cpuRate of CPU_RATES) {
        const a = summary(ours, cpuRate)
        const b = summary("peer", cpuRate)
        console.log(`  ${cpuRate}x CPU  LCP ${a.lcp.toFixed(0)} ms vs ${b.lcp.toFixed(0)} ms   ratio ${ratio(a.lcp, b.lcp)}${cpuRate === 1 ? "   (budget 2x)" : ""}`)
        console.log(`          CLS ${a.cls.toFixed(3)} vs ${b.cls.toFixed(3)}   ratio ${ratio(a.cls, b.cls)}   (budget 0)`)
        console.log(`          TBT ${a.tbt.toFixed(0)} ms vs ${b.tbt.toFixed(0)} ms   ratio ${ratio(a.tbt, b.tbt)}`)
      }
    }
    const beyondFloor = summary("ours", 1).js - summary("floor", 1).js
    console.log(`\nours beyond the floor: ${(beyondFloor / 1024).toFixed(1)} kB gzip of our own code and the package modules it adds`)
  } finally {
    await browser.close()
    await Promise.all(Object.values(servers).map((server) => server.close()))
    await backend.close()
  }
}

await main()
