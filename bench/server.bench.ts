/**
 * The server's hot reads under load, as ratios against a plain node:http server sending the same bytes in the
 * same run (ARCHITECTURE 8: ≥ 0.5 for every hot read a client polls, with the line ticking), plus memory and cold
 * starts. Everything on loopback. Run: npm run bench (BENCH_ONLY=<words> runs the comparisons whose name has one).
 * BENCH_PORT=<port> puts the server there and the peer on the next port (8191 and 8192 unless given).
 * The server runs as `npm start` runs it: the esbuild bundle on an embedded PGlite folder, the line played on every
 * second as in production.
 */
import { spawn, type ChildProcess } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import { bundleServer } from "../scripts/bundleServer.mjs"
import { startBuiltServer, stopBuiltServer } from "./builtServer"

const CONNECTIONS = 50
const SECONDS = 8
const SERVER_PORT = Number(process.env["BENCH_PORT"] ?? "8191")
const PEER_PORT = SERVER_PORT + 1

const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmRSS:")) ?? "VmRSS: 0 kB"
  return Math.round(Number(line.replace(/\D+/g, "")) / 1024)
}

/**
 * The line ticks as in production (SPORTS_TICK_MS 1000): a poll's answer changes every second. The peer sends the
 * bytes ours sent when its round began, so the answers differ by what one round's ticks add.
 */
const TICK_MS = "1000"
const startServer = (dataDir: string) => startBuiltServer({ PORT: String(SERVER_PORT), DATA_DIR: dataDir, SPORTS_TICK_MS: TICK_MS })
const ONLY = (process.env["BENCH_ONLY"] ?? "").split(",").filter((word) => word !== "")
const stop = stopBuiltServer

/** Headers node:http writes by itself, for ours and the peer alike. */
const CONNECTION_HEADERS = new Set(["date", "connection", "keep-alive", "transfer-encoding", "content-length"])

/**
 * The peer: a plain node:http server answering every request with the bytes ours answered, status line, headers
 * (security headers, ETag, request id, ...) and body alike, so the ratio measures our server, not the size of the
 * answer the contract and ARCHITECTURE 6 ask for.
 */
const startPeer = (status: number, body: Buffer, headers: ReadonlyArray<readonly [string, string]>): Promise<ChildProcess> =>
  new Promise((resolve) => {
    const flat = headers.filter(([name]) => !CONNECTION_HEADERS.has(name)).flat()
    // The body through a file: a whole list of games is more than a command line may carry.
    const bodyFile = join(mkdtempSync(join(tmpdir(), "oddsfold-peer-")), "body")
    writeFileSync(bodyFile, body)
    const code = `const body = require("node:fs").readFileSync(${JSON.stringify(bodyFile)});
      const headers = ${JSON.stringify(flat)}.concat(["content-length", String(body.length)]);
      require("node:http").createServer((req, res) => { res.writeHead(${status}, headers); res.end(body) })
        .listen(${PEER_PORT}, "127.0.0.1", () => console.log("ready"))`
    const child = spawn(process.execPath, ["-e", code], { stdio: ["ignore", "pipe", "inherit"] })
    child.stdout!.once("data", () => resolve(child))
  })

interface Load {
  readonly rps: number
  readonly p50: number
  readonly p99: number
  readonly non2xx: number
}

const load = (url: string, headers: Record<string, string> = {}): Promise<Load> =>
  new Promise((resolve, reject) =>
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }, (error, result) =>
      error ? reject(error) : resolve({ rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, non2xx: result.non2xx })
    )
  )

/** `path` is asked again before each round: a poll's `since` is then as old as a client's would be. */
const compare = async (name: string, pathOf: string | (() => string), headers: Record<string, string>) => {
  if (ONLY.length > 0 && !ONLY.some((word) => name.includes(word))) return
  const path = typeof pathOf === "string" ? pathOf : pathOf()
  const answer = await fetch(`http://127.0.0.1:${SERVER_PORT}${path}`, { headers })
  const body = Buffer.from(await answer.arrayBuffer())
  const peer = await startPeer(answer.status, body, [...answer.headers])
  try {
    const peerUrl = `http://127.0.0.1:${PEER_PORT}${path}`
    const oursUrl = () => `http://127.0.0.1:${SERVER_PORT}${typeof pathOf === "string" ? pathOf : pathOf()}`
    // Warm both up, then measure them in turns and keep each one's best round: a burst of load from elsewhere on
    // the machine then costs one round, not the comparison.
    await load(peerUrl, headers)
    await load(oursUrl(), headers)
    const best = (a: Load, b: Load) => (b.rps > a.rps ? b : a)
    let theirs = await load(peerUrl, headers)
    let ours = await load(oursUrl(), headers)
    theirs = best(theirs, await load(peerUrl, headers))
    ours = best(ours, await load(oursUrl(), headers))
    const fmt = (l: Load) => `${Math.round(l.rps).toLocaleString("en-US")} req/s, p50 ${l.p50} ms, p99 ${l.p99} ms${l.non2xx ? `, ${l.non2xx} non-2xx` : ""}`
    console.log(`  ${name} (${answer.status}, ${body.byteLength} bytes, ${CONNECTIONS} connections, ${SECONDS} s)`)
    console.log(`    peer node:http  ${fmt(theirs)}`)
    console.log(`    ours            ${fmt(ours)}   ratio ${(ours.rps / theirs.rps).toFixed(3)} of peer`)
  } finally {
    peer.kill("SIGTERM")
  }
}

await bundleServer()
const dataDir = join(mkdtempSync(join(tmpdir(), "oddsfold-bench-")), "pglite")
try {
  const fresh = await startServer(dataDir)
  await stop(fresh.child)
  const { child, ms: existingMs } = await startServer(dataDir)
  console.log("Oddsfold server benchmark (bundle, PGlite, NODE_ENV=production)")
  console.log(`  cold start: new data folder ${fresh.ms} ms, existing data folder ${existingMs} ms`)
  await new Promise((resolve) => setTimeout(resolve, 2000))
  const idle = rssMb(child.pid!)

  const session = await fetch(`http://127.0.0.1:${SERVER_PORT}/web-api/session`)
  const cookie = session.headers.getSetCookie()[0]!.split(";")[0]!
  const token = ((await (await fetch(`http://127.0.0.1:${SERVER_PORT}/web-api/user/gettoken`, { headers: { cookie } })).json()) as { data: { token: string } }).data.token

  await compare("config read GET /bff-api/config/all.json?lang=en", "/bff-api/config/all.json?lang=en", {})
  await compare("session check GET /auth-api/session/check", "/auth-api/session/check", { authorization: `Bearer ${token}` })
  await compare("token GET /web-api/user/gettoken", "/web-api/user/gettoken", { cookie })
  // The versions the line has been at, second by second: a poll's `since` is one the client was answered.
  const top = "/bff-api/sports/top?section=live"
  const versions: Array<number> = []
  const readVersion = async () => {
    const menu = (await (await fetch(`http://127.0.0.1:${SERVER_PORT}/bff-api/sports/menu?section=live`)).json()) as { version: number }
    if (versions.at(-1) !== menu.version) versions.push(menu.version)
  }
  await readVersion()
  // A read that fails as the server stops is of no interest.
  const watching = setInterval(() => void readVersion().catch(() => undefined), 1000)
  // The live page polls every 10 seconds: it holds the version it was answered ten ticks ago.
  const POLL_EVERY_TICKS = 10
  while (versions.length <= POLL_EVERY_TICKS) await new Promise((resolve) => setTimeout(resolve, 500))
  const since = () => versions[Math.max(0, versions.length - 1 - POLL_EVERY_TICKS)]!
  // The game page of a live game that moved in those ten ticks: its poll answers what changed.
  const { games } = (await (await fetch(`http://127.0.0.1:${SERVER_PORT}${top}`)).json()) as { games: ReadonlyArray<{ id: string }> }
  let game = games[0]!.id
  for (const { id } of games) {
    if ((await fetch(`http://127.0.0.1:${SERVER_PORT}/bff-api/sports/game/${id}?since=${since()}`)).status === 200) {
      game = id
      break
    }
  }
  const gzip = { "accept-encoding": "gzip, deflate, br" }
  await compare(`live poll with changes GET ${top}&since=<10 ticks ago>`, () => `${top}&since=${since()}`, gzip)
  await compare(`home list GET ${top}&since=<10 ticks ago>&limit=8`, () => `${top}&since=${since()}&limit=8`, gzip)
  await compare(`game page GET /bff-api/sports/game/${game}?since=<10 ticks ago>`, () => `/bff-api/sports/game/${game}?since=${since()}`, gzip)
  clearInterval(watching)
  console.log(`  RSS: idle ${idle} MB, after load ${rssMb(child.pid!)} MB`)
  await stop(child)
} finally {
  rmSync(join(dataDir, ".."), { recursive: true, force: true })
}
