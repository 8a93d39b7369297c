/**
 * The first route a guest gets, from our real server (ARCHITECTURE 10: the page rendered on the server, then
 * hydrated), against a minimal Vite React page (the peer) and the floor (the design card's packages with no code of
 * ours, bench/peerPage.ts). Our server runs in-process on an in-memory database with the production client and
 * renderer built into this run's work folder; the peer and the floor are built with the same Vite and served by the
 * gzip static server (bench/staticServer.ts). Our pages: home, live, and a live game. Every page is loaded cold in
 * Debian's Chromium at 1x and 4x CPU, round robin, a warm-up round dropped, medians of BENCH_RUNS (5).
 * JavaScript is weighed alike for every page: the .js files it had loaded when ready, gzipped here at the default
 * level from their plain bytes, so our server's brotli and the static server's gzip level do not enter the comparison.
 * Prints one table and the budgets. Run: npm run bench. Not part of the test run: numbers depend on the machine.
 */
import { mkdir, rm } from "node:fs/promises"
import { join, resolve } from "node:path"
import { gzipSync } from "node:zlib"
import { chromium } from "@playwright/test"
import { Schema } from "effect"
import { buildClient } from "../scripts/buildClient.mjs"
import { startServer } from "../server/main"
import { SportId } from "../src/domain/sports/feed"
import { sportsPathOf } from "../src/domain/sports/watch"
import { type LoadMetrics, measureLoad } from "./pageMetrics"
import { buildPackagesFloorPage, buildPeerPage } from "./peerPage"
import { startStaticServer } from "./staticServer"

const RUNS = Number(process.env.BENCH_RUNS ?? 5)
const CPU_RATES = [1, 4] as const
const ROOT = resolve(import.meta.dirname, "..")
const WORK = join(ROOT, ".tmp", "bench-first-route")

/** The budgets of the issue "first paint from the server", for each of our pages. */
const BUDGET = { lcpRatio: 1.3, cls: 0, tbtAt4x: 200, jsOverFloorBytes: 40 * 1024 } as const

/** A price on our pages (src/ui/sports/OutcomeButton.tsx): the page shows the line. */
const PRICE = "button.outcome"
const HEADING = "h1"

interface Variant {
  readonly name: string
  /** One of our server-rendered pages (budgets apply), or a reference. */
  readonly ours: boolean
  /** The page's URL for this round (a live game's page may change when its game ends). */
  readonly url: () => Promise<string>
  readonly ready: string
}

const median = (values: ReadonlyArray<number>): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2
}

const gzipSizes = new Map<string, number>()
/** A file's gzip size (zlib, default level) from its bytes as served, decoded: the same measure for every server. */
const gzipSizeOf = async (url: string): Promise<number> => {
  const known = gzipSizes.get(url)
  if (known !== undefined) return known
  const answer = await fetch(url)
  if (!answer.ok) throw new Error(`${url}: ${answer.status}`)
  const size = gzipSync(Buffer.from(await answer.arrayBuffer())).length
  gzipSizes.set(url, size)
  return size
}
const scriptsGzipBytes = async (scripts: ReadonlyArray<string>): Promise<number> => {
  let total = 0
  for (const url of new Set(scripts)) total += await gzipSizeOf(url)
  return total
}

/** Our server has rendered nothing until its line's world is made: the first menu read makes it (about 2 s). */
const warmUp = async (origin: string): Promise<void> => {
  const menu = await fetch(`${origin}/bff-api/sports/menu?section=live`)
  if (!menu.ok) throw new Error(`the live menu answered ${menu.status}`)
  await menu.arrayBuffer()
  for (let attempt = 0; attempt < 20; attempt++) {
    const home = await (await fetch(`${origin}/en/`)).text()
    if (home.includes('id="first-paint-log"')) return
    await new Promise((done) => setTimeout(done, 500))
  }
  throw new Error("our server does not render the home page (no first-paint-log in /en/): is the renderer built?")
}

/** The page came rendered from the server (its data block is in the HTML), not left to the browser's boot. */
const renderedByServer = async (url: string): Promise<boolean> => (await (await fetch(url)).text()).includes('id="first-paint-log"')

/** What the bench reads of a game in the top list: what its page's path is made of. */
const TopGame = Schema.Struct({ id: Schema.String, sportId: SportId, championshipId: Schema.String })
const isTopGame = Schema.is(TopGame)

/** The page of the live game the line ranks first, as the client links it (src/ui/sports/GameRow.tsx); kept while the game is live. */
const liveGamePage = (origin: string) => {
  let current: string | undefined
  return async (): Promise<string> => {
    if (current !== undefined) {
      const game = await fetch(`${origin}/bff-api/sports/game/${current.split("/").pop()}`)
      await game.arrayBuffer()
      if (game.ok) return `${origin}${current}`
    }
    const answer = (await (await fetch(`${origin}/bff-api/sports/top?section=live&limit=1`)).json()) as { games?: ReadonlyArray<unknown> }
    const game = answer.games?.[0]
    if (!isTopGame(game)) throw new Error(`no live game in the top list: ${JSON.stringify(answer).slice(0, 200)}`)
    current = sportsPathOf("en", { section: "live", sportId: game.sportId, championshipId: game.championshipId, gameId: game.id })
    return `${origin}${current}`
  }
}

const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`
const ms = (value: number) => `${value.toFixed(0)} ms`
const pad = (text: string, width: number) => text.padStart(width)

const main = async () => {
  await rm(WORK, { recursive: true, force: true })
  await mkdir(WORK, { recursive: true })
  console.log("building our client and renderer (production), the peer page and the floor...")
  await buildClient("production", WORK)
  const clientDir = join(WORK, "client")
  const peerDir = await buildPeerPage(join(WORK, "peer"))
  const floorDir = await buildPackagesFloorPage(join(WORK, "floor"))

  // The renderer is found beside the client: <WORK>/first-paint/firstPaint.mjs.
  const server = await startServer({ clientDir, database: { kind: "pglite" } })
  const statics = {
    // The client's own boot, with no page from the server: what a signed-in player's first route costs.
    boot: await startStaticServer({ dir: clientDir, backend: server.url }),
    peer: await startStaticServer({ dir: peerDir }),
    floor: await startStaticServer({ dir: floorDir })
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"]
  })
  try {
    console.log("making the line's world on our server...")
    await warmUp(server.url)
    const fixed = (url: string) => () => Promise.resolve(url)
    const variants: ReadonlyArray<Variant> = [
      { name: "ours home", ours: true, url: fixed(`${server.url}/en/`), ready: PRICE },
      { name: "ours live", ours: true, url: fixed(`${server.url}/en/live`), ready: PRICE },
      { name: "ours game", ours: true, url: liveGamePage(server.url), ready: PRICE },
      { name: "client boot (home)", ours: false, url: fixed(`${statics.boot.url}/en/`), ready: PRICE },
      { name: "peer", ours: false, url: fixed(`${statics.peer.url}/`), ready: HEADING },
      { name: "floor", ours: false, url: fixed(`${statics.floor.url}/`), ready: HEADING }
    ]
    // Whether each of our pages is the server's render, checked before the runs: a page left to the browser's boot
    // measures the client, not the first paint from the server.
    const rendered = new Map<string, boolean>()
    for (const variant of variants.filter((v) => v.ours)) rendered.set(variant.name, await renderedByServer(await variant.url()))
    const results = new Map<string, { loads: Array<LoadMetrics>; jsGzipBytes: Array<number> }>()
    const urlsSeen = new Map<string, Set<string>>()
    for (const cpuRate of CPU_RATES) {
      // Round robin, so a burst of load from other work on the machine hits every variant alike.
      for (let run = 0; run <= RUNS; run++) {
        console.log(`${cpuRate}x CPU: ${run === 0 ? "warm-up round" : `round ${run} of ${RUNS}`}...`)
        for (const variant of variants) {
          const url = await variant.url()
          const load = await measureLoad(browser, url, cpuRate, variant.ready)
          if (run === 0) continue // warm-up: the servers' first answers and the browser's first start
          const key = `${variant.name}@${cpuRate}`
          const entry = results.get(key) ?? { loads: [], jsGzipBytes: [] }
          entry.loads.push(load)
          entry.jsGzipBytes.push(await scriptsGzipBytes(load.scripts))
          results.set(key, entry)
          urlsSeen.set(variant.name, (urlsSeen.get(variant.name) ?? new Set()).add(new URL(url).pathname))
        }
      }
    }
    const summary = (name: string, cpuRate: number) => {
      const entry = results.get(`${name}@${cpuRate}`)
      if (entry === undefined) throw new Error(`no runs for ${name}`)
      return {
        js: median(entry.jsGzipBytes),
        lcp: median(entry.loads.map((load) => load.lcp)),
        cls: median(entry.loads.map((load) => load.cls)),
        tbt: median(entry.loads.map((load) => load.tbt))
      }
    }

    console.log(`\nfirst route: Chromium, cold loads, median of ${RUNS} runs; JS = gzip (default level) of the .js loaded by ready`)
    for (const variant of variants) {
      const how = variant.ours ? (rendered.get(variant.name) === true ? ", rendered by the server" : ", NOT rendered by the server") : ""
      console.log(`  ${variant.name.padEnd(20)} ${[...(urlsSeen.get(variant.name) ?? [])].join(", ")}  (ready: ${variant.ready}${how})`)
    }
    console.log("  (client boot: our client from the static server, no render from ours: the way a signed-in player's first route loads)")
    const header = ["page".padEnd(20), pad("JS gzip", 9), ...CPU_RATES.flatMap((rate) => [pad(`LCP ${rate}x`, 9), pad(`CLS ${rate}x`, 7), pad(`TBT ${rate}x`, 9)])]
    console.log(`\n${header.join("  ")}`)
    for (const variant of variants) {
      const cells = [
        variant.name.padEnd(20),
        pad(kB(summary(variant.name, 1).js), 9),
        ...CPU_RATES.flatMap((rate) => {
          const s = summary(variant.name, rate)
          return [pad(ms(s.lcp), 9), pad(s.cls.toFixed(3), 7), pad(ms(s.tbt), 9)]
        })
      ]
      console.log(cells.join("  "))
    }

    const floorJs = summary("floor", 1).js
    const lines: Array<{ ok: boolean; text: string }> = []
    for (const variant of variants.filter((v) => v.ours)) {
      lines.push({ ok: rendered.get(variant.name) === true, text: `${variant.name}  first paint from the server (first-paint-log in the HTML)` })
      for (const rate of CPU_RATES) {
        const ours = summary(variant.name, rate).lcp
        const peer = summary("peer", rate).lcp
        const lcpRatio = peer === 0 ? Number.POSITIVE_INFINITY : ours / peer
        lines.push({ ok: lcpRatio <= BUDGET.lcpRatio, text: `${variant.name}  LCP ${rate}x / peer  ${lcpRatio.toFixed(2)}x (${ms(ours)} vs ${ms(peer)}), budget ≤ ${BUDGET.lcpRatio}x` })
      }
      const cls = Math.max(...CPU_RATES.map((rate) => summary(variant.name, rate).cls))
      lines.push({ ok: cls <= BUDGET.cls, text: `${variant.name}  CLS  ${cls.toFixed(4)} (worse of 1x and 4x), budget ${BUDGET.cls}` })
      const tbt = summary(variant.name, 4).tbt
      lines.push({ ok: tbt <= BUDGET.tbtAt4x, text: `${variant.name}  TBT 4x  ${ms(tbt)}, budget ≤ ${BUDGET.tbtAt4x} ms` })
      const js = summary(variant.name, 1).js
      lines.push({ ok: js <= floorJs + BUDGET.jsOverFloorBytes, text: `${variant.name}  JS gzip  ${kB(js)} = floor ${kB(floorJs)} + ${kB(js - floorJs)}, budget floor + ${kB(BUDGET.jsOverFloorBytes)}` })
    }
    console.log("\nbudgets")
    for (const line of lines) console.log(`  ${line.ok ? "pass" : "FAIL"}  ${line.text}`)
    console.log(`  ${lines.filter((line) => line.ok).length} of ${lines.length} within budget`)
  } finally {
    await browser.close()
    await Promise.all(Object.values(statics).map((s) => s.close()))
    await server.close()
  }
}

await main()
