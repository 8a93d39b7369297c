/**
 * The cluster's bet placements (docs/scale-out.md): placements per second on 1, 2 and 3 server processes of the built
 * server on one PostgreSQL and one NATS JetStream, each as a ratio against pgbench's TPC-B-like script on the same
 * PostgreSQL server with the same clients, in the same run (bench/pgbenchPeer.ts); and the live line's fan-out, the
 * time from the leader's tick to a poll answer carrying it on another process.
 * The line ticks in real time (SPORTS_TICK_MS 1000), as in production: the leader publishes a tick a second, every
 * process plays it. The same CLIENTS clients are split evenly over the processes measured (a round-robin balancer's
 * share, without a balancer's hop); the processes not measured stay up, idle but ticking. Placements are singles on the
 * line's games at the prices read, "accept any change" (as bench/couponPlacement.bench.ts places them).
 * Fan-out: a tick's time is its version (the world's epoch + version − 1, on this machine's one clock); each process is
 * polled back to back with `since`, and a version's latency is when a process's answer first carried it.
 *
 * Run: npm run bench (or node --import tsx bench/clusterPlacements.bench.ts). Needs a PostgreSQL server
 * (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432/postgres, trust auth) with /usr/bin/pgbench, and
 * NATS with JetStream (BENCH_NATS_URL, default nats://127.0.0.1:4222); without either it says so and skips. Makes two
 * databases (cc_…) and a stream prefix of its own, and removes them afterwards.
 * Knobs: BENCH_CLIENTS (50), BENCH_SECONDS (10), BENCH_ROUNDS (2), BENCH_PORT (8620: it and the two after it),
 * BENCH_WORLD_SIZE (30,300: live and line games; 300,3000 is the default world).
 */
import type { ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { jetstreamManager } from "@nats-io/jetstream"
import { connect as connectNats } from "@nats-io/transport-node"
import autocannon from "autocannon"
import pg from "pg"
import { SESSION_COOKIE } from "../src/domain/api/shared"
import type { Game } from "../src/domain/sports/feed"
import { bundleServer } from "../scripts/bundleServer.mjs"
import { type BenchPlayer, benchPlayers, singleBetBody } from "./benchPlayers"
import { startBuiltServer, stopBuiltServer } from "./builtServer"
import { adminOrSkip, pgbenchInit, pgbenchTps, urlOf } from "./pgbenchPeer"

const CLIENTS = Number(process.env["BENCH_CLIENTS"] ?? 50)
const SECONDS = Number(process.env["BENCH_SECONDS"] ?? 10)
const ROUNDS = Number(process.env["BENCH_ROUNDS"] ?? 2)
const FIRST_PORT = Number(process.env["BENCH_PORT"] ?? 8620)
const NATS_URL = process.env["BENCH_NATS_URL"] ?? "nats://127.0.0.1:4222"
/**
 * The simulated world's live and line games: a tenth of the default (300,3000) unless told, so that what grows with
 * the processes is the placements' work, not each process's copy of the world ticking (docs/scale-out.md).
 */
const WORLD = process.env["BENCH_WORLD_SIZE"] ?? "30,300"
const SIZES = [1, 2, 3] as const
const PLAYERS = 50
/** Each player's money: RUB 10 000 000, more than any run stakes. */
const FUNDS = 10_000_000_00
/** How long the fan-out is watched: about one tick a second. */
const FAN_OUT_SECONDS = 20

interface Outcome {
  readonly id: string
  readonly coef: number
}

/** The line's games' match-result outcomes at the prices the first process shows. */
const lineOutcomes = async (url: string): Promise<ReadonlyArray<Outcome>> => {
  const answer = (await (await fetch(`${url}/bff-api/sports/top?section=line&limit=50`)).json()) as { games: ReadonlyArray<Game> }
  const outcomes = answer.games.flatMap((game) =>
    game.markets.filter((m) => m.period === 0 && m.status === "open" && (m.type === "1x2" || m.type === "winner")).flatMap((m) => m.outcomes)
  )
  if (outcomes.length === 0) throw new Error("the line offers no outcome to bet on")
  return outcomes.map((o) => ({ id: o.id, coef: o.price }))
}

/** `connections` clients placing a new single each request on the process at `url` for SECONDS: placements answered 200. */
const placeOn = (url: string, connections: number, players: ReadonlyArray<BenchPlayer>, outcomes: ReadonlyArray<Outcome>, seconds: number) => {
  let next = 0
  return new Promise<{ readonly placed: number; readonly refused: number; readonly failed: number }>((resolve, reject) =>
    autocannon(
      {
        url: `${url}/web-api/coupon/place`,
        connections,
        duration: seconds,
        requests: [
          {
            method: "POST",
            setupRequest: (request) => {
              const n = next++
              const player = players[n % players.length]!
              const outcome = outcomes[n % outcomes.length]!
              return {
                ...request,
                headers: { "content-type": "application/json", cookie: `${SESSION_COOKIE}=${player.cookie}` },
                body: singleBetBody(player, outcome)
              }
            }
          }
        ]
      },
      (error, result) => (error ? reject(error) : resolve({ placed: result["2xx"], refused: result.non2xx, failed: result.errors }))
    )
  )
}

/** The same clients split evenly over the first `size` processes at once: placements per second, all together. */
const placeOnCluster = async (urls: ReadonlyArray<string>, size: number, players: ReadonlyArray<BenchPlayer>, outcomes: ReadonlyArray<Outcome>, seconds: number) => {
  const shares = urls.slice(0, size).map((url, i) => placeOn(url, Math.floor(CLIENTS / size) + (i < CLIENTS % size ? 1 : 0), players, outcomes, seconds))
  const done = await Promise.all(shares)
  const total = (field: "placed" | "refused" | "failed") => done.reduce((sum, d) => sum + d[field], 0)
  return { perSecond: total("placed") / seconds, refused: total("refused"), failed: total("failed") }
}

/**
 * Polls the process at `url` back to back for `seconds`, each poll naming the version it has: for each new version,
 * how long after its tick (epoch + version − 1) the answer carrying it came back.
 */
const fanOut = async (url: string, epoch: number, seconds: number): Promise<ReadonlyArray<number>> => {
  const latencies: Array<number> = []
  const until = Date.now() + seconds * 1000
  let known = 0
  while (Date.now() < until) {
    const answer = await fetch(`${url}/bff-api/sports/top?section=live&limit=1${known > 0 ? `&since=${known}` : ""}`)
    // 304: nothing new since `known`.
    const version = answer.status === 200 ? ((await answer.json()) as { version: number }).version : (await answer.arrayBuffer(), known)
    if (version > known) {
      if (known > 0) latencies.push(Date.now() - (epoch + version - 1))
      known = version
    }
  }
  return latencies
}

const percentile = (values: ReadonlyArray<number>, p: number) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN
}

const answers = async (): Promise<string | undefined> => {
  try {
    const connection = await connectNats({ servers: NATS_URL, timeout: 3_000 })
    await (await jetstreamManager(connection)).getAccountInfo()
    await connection.close()
    return undefined
  } catch (error) {
    return `no NATS with JetStream at ${NATS_URL} (${error instanceof Error ? error.message : String(error)})`
  }
}

const suffix = randomBytes(4).toString("hex")
const serverDb = `cc_bench_${suffix}`
const pgbenchDb = `cc_pgbench_${suffix}`
const prefix = `ccbench${suffix}`
const admin = await adminOrSkip("Cluster placement benchmark")
const noBroker = await answers()
if (noBroker !== undefined) {
  console.log(`Cluster placement benchmark skipped: ${noBroker}`)
  await admin.end()
  process.exit(0)
}
await bundleServer()
await admin.query(`create database ${serverDb}`)
await admin.query(`create database ${pgbenchDb}`)
const children: Array<ChildProcess> = []
try {
  const env = (port: number) => ({ PORT: String(port), DATABASE_URL: urlOf(serverDb), BROKER_URL: NATS_URL, BROKER_PREFIX: prefix, SPORTS_TICK_MS: "1000", SPORTS_WORLD_SIZE: WORLD })
  // The first process migrates and seeds; the others start on what it made.
  children.push((await startBuiltServer(env(FIRST_PORT))).child)
  for (const started of await Promise.all([1, 2].map((i) => startBuiltServer(env(FIRST_PORT + i))))) children.push(started.child)
  const urls = SIZES.map((_, i) => `http://127.0.0.1:${FIRST_PORT + i}`)
  const players = await benchPlayers(urlOf(serverDb), 500_000, PLAYERS, FUNDS)
  const outcomes = await lineOutcomes(urls[0]!)
  pgbenchInit(pgbenchDb)

  console.log(`Cluster placement benchmark (bundle, PostgreSQL, NATS JetStream, NODE_ENV=production, line ticking, world ${WORLD}, ${CLIENTS} clients, ${SECONDS} s rounds, best of ${ROUNDS})`)
  await placeOnCluster(urls, 3, players, outcomes, 3)
  const best = new Map<number, { perSecond: number; refused: number; failed: number }>()
  let theirs = 0
  for (let round = 0; round < ROUNDS; round++) {
    theirs = Math.max(theirs, pgbenchTps(pgbenchDb, CLIENTS, SECONDS))
    // The sizes take turns going first, so none always follows pgbench's writes.
    for (const size of round % 2 === 0 ? SIZES : [...SIZES].reverse()) {
      const measured = await placeOnCluster(urls, size, players, outcomes, SECONDS)
      console.log(
        `  round ${round + 1}: ${size} process${size === 1 ? "" : "es"} ${Math.round(measured.perSecond).toLocaleString("en-US")} placements/s` +
          `${measured.refused > 0 ? `, ${measured.refused} refused` : ""}${measured.failed > 0 ? `, ${measured.failed} without an answer` : ""}`
      )
      if ((best.get(size)?.perSecond ?? -1) < measured.perSecond) best.set(size, measured)
    }
  }

  const check = new pg.Client({ connectionString: urlOf(serverDb) })
  await check.connect()
  const epoch = Number((await check.query<{ epoch_ms: string }>("select epoch_ms from sports_world where id = 1")).rows[0]!.epoch_ms)
  const holder = (await check.query<{ holder: string }>("select holder from cluster_leases where name = 'cluster'")).rows[0]?.holder ?? ""
  const negative = (await check.query<{ n: number }>("select count(*)::int as n from ledger_accounts where balance < 0")).rows[0]!.n
  await check.end()
  const leader = children.findIndex((child) => holder.split(":").at(-2) === String(child.pid))
  const followers = urls.filter((_, i) => i !== leader)
  const [own, ...others] = await Promise.all([fanOut(urls[leader]!, epoch, FAN_OUT_SECONDS), ...followers.map((url) => fanOut(url, epoch, FAN_OUT_SECONDS))])
  const theirsFanOut = others.flat()

  console.log(`  pgbench TPC-B-like          ${Math.round(theirs).toLocaleString("en-US")} transactions/s`)
  for (const size of SIZES) {
    const measured = best.get(size)!
    console.log(
      `  ours: ${`${size} process${size === 1 ? "" : "es"},`.padEnd(12)} POST /web-api/coupon/place  ${Math.round(measured.perSecond).toLocaleString("en-US")} placements/s, ` +
        `ratio ${(measured.perSecond / theirs).toFixed(3)} of pgbench${measured.refused > 0 ? `, ${measured.refused} refused` : ""}`
    )
  }
  console.log(
    `  live line fan-out, the leader's tick to a poll answer on another process: p50 ${percentile(theirsFanOut, 50)} ms, p99 ${percentile(theirsFanOut, 99)} ms, ` +
      `max ${Math.max(...theirsFanOut)} ms (${theirsFanOut.length} ticks seen on ${followers.length} processes); on the leader itself p50 ${percentile(own, 50)} ms, p99 ${percentile(own, 99)} ms`
  )
  console.log(`  ${negative} balances below zero`)
} finally {
  await Promise.all(children.map(stopBuiltServer))
  await admin.query(`drop database if exists ${serverDb} with (force)`)
  await admin.query(`drop database if exists ${pgbenchDb} with (force)`)
  await admin.end()
  const connection = await connectNats({ servers: NATS_URL })
  const manager = await jetstreamManager(connection)
  for await (const name of manager.streams.names()) if (name.startsWith(`${prefix}_`)) await manager.streams.delete(name)
  await connection.close()
}
