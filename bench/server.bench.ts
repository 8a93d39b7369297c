/**
 * The server's hot reads under load, as ratios against a plain node:http server sending the same bytes in the
 * same run (ARCHITECTURE 8: ≥ 0.5 for the config read), plus memory and cold starts. Everything on loopback.
 * Run: npm run bench. The server runs as `npm start` runs it: the esbuild bundle on an embedded PGlite folder.
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
const SERVER_PORT = 8191
const PEER_PORT = 8192

const rssMb = (pid: number): number => {
  const line = readFileSync(`/proc/${pid}/status`, "utf8").split("\n").find((l) => l.startsWith("VmRSS:")) ?? "VmRSS: 0 kB"
  return Math.round(Number(line.replace(/\D+/g, "")) / 1024)
}

// The line stands still (SPORTS_TICK_MS=0), so every answer of a sports read is the same bytes as the peer's.
const startServer = (dataDir: string) => startBuiltServer({ PORT: String(SERVER_PORT), DATA_DIR: dataDir })
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

const compare = async (name: string, path: string, headers: Record<string, string>) => {
  const answer = await fetch(`http://127.0.0.1:${SERVER_PORT}${path}`, { headers })
  const body = Buffer.from(await answer.arrayBuffer())
  const peer = await startPeer(answer.status, body, [...answer.headers])
  try {
    const peerUrl = `http://127.0.0.1:${PEER_PORT}${path}`
    const oursUrl = `http://127.0.0.1:${SERVER_PORT}${path}`
    // Warm both up, then measure them in turns and keep each one's best round: a burst of load from elsewhere on
    // the machine then costs one round, not the comparison.
    await load(peerUrl, headers)
    await load(oursUrl, headers)
    const best = (a: Load, b: Load) => (b.rps > a.rps ? b : a)
    let theirs = await load(peerUrl, headers)
    let ours = await load(oursUrl, headers)
    theirs = best(theirs, await load(peerUrl, headers))
    ours = best(ours, await load(oursUrl, headers))
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
  // Issue 8: the live page's versioned poll when nothing changed (304, from memory), and the whole list it starts from.
  const top = "/bff-api/sports/top?section=live"
  const { version } = (await (await fetch(`http://127.0.0.1:${SERVER_PORT}${top}`)).json()) as { version: number }
  await compare(`versioned poll, nothing new GET ${top}&since=${version}`, `${top}&since=${version}`, {})
  await compare(`live top games, whole GET ${top}`, top, {})
  console.log(`  RSS: idle ${idle} MB, after load ${rssMb(child.pid!)} MB`)
  await stop(child)
} finally {
  rmSync(join(dataDir, ".."), { recursive: true, force: true })
}
