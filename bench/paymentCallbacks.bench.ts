/**
 * Deposit callbacks per second against the real server on PostgreSQL, as a ratio against pgbench's built-in
 * TPC-B-like script on the same PostgreSQL server with the same clients, in the same run. Real players start
 * deposits (POST /web-api/payments/deposits: each admitted by the player's responsible-gaming limits, of which the
 * bench players have none, and opened at the sandbox provider); then the provider's success notices arrive at
 * POST /web-api/payments/callback/sandbox, signed as the sandbox signs them (HMAC-SHA256 over `<timestamp>.<body>`
 * with the deployment's callback secret from server_secrets), and a share of them delivered again (the same notice,
 * as a provider that delivers at least once does), some while the first delivery is still being applied. A first
 * delivery checks the signature, records the notice, locks the deposit, asks the limits again and credits the
 * deposit in the ledger, all in one transaction; a repeat finds its notice recorded and changes nothing.
 * At the end it checks that every deposit was credited exactly once: one ledger posting per idempotency key
 * `deposit:sandbox:<transaction id>`, every deposit `credited`, and each player's balance the sum of their deposits.
 *
 * Run: npm run bench (or node --import tsx bench/paymentCallbacks.bench.ts). The server is the esbuild bundle with the
 * line standing still, but NOT with NODE_ENV=production: a production server has no sandbox provider (payments are
 * unavailable until a real one is configured), so this one runs with NODE_ENV=development. It needs a PostgreSQL
 * server: BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres, trust auth) and /usr/bin/pgbench;
 * it makes two fresh databases there and drops them afterwards (without a PostgreSQL it says so and skips).
 * Knobs: BENCH_CLIENTS (50), BENCH_CALLBACKS (1000, duplicates included), BENCH_DUPLICATES (0.1: the share of the
 * callbacks that are a notice delivered again), BENCH_SECONDS (10: pgbench's run), BENCH_CPU_PROF (a folder: the
 * server writes a V8 CPU profile there when it stops).
 */
import type { ChildProcess } from "node:child_process"
import { createHmac, randomBytes } from "node:crypto"
import autocannon from "autocannon"
import pg from "pg"
import { SANDBOX_CALLBACK_SECRET } from "../server/payments/callbackSigning"
import type { ProviderCallback } from "../src/domain/api/payments"
import { SESSION_COOKIE } from "../src/domain/api/shared"
import { CALLBACK_SIGNATURE_HEADER, CALLBACK_TIMESTAMP_HEADER, signedText } from "../src/domain/payments/callbackSignature"
import { bundleServer } from "../scripts/bundleServer.mjs"
import { type BenchPlayer, benchPlayers } from "./benchPlayers"
import { startBuiltServer, stopBuiltServer } from "./builtServer"
import { adminOrSkip, pgbenchInit, pgbenchTps, urlOf } from "./pgbenchPeer"

const CLIENTS = Number(process.env["BENCH_CLIENTS"] ?? 50)
const CALLBACKS = Number(process.env["BENCH_CALLBACKS"] ?? 1000)
const DUPLICATE_SHARE = Number(process.env["BENCH_DUPLICATES"] ?? 0.1)
const SECONDS = Number(process.env["BENCH_SECONDS"] ?? 10)
const SERVER_PORT = 8194
const PLAYERS = 50
const CALLBACK_PATH = "/web-api/payments/callback/sandbox"
const DUPLICATES = Math.round(CALLBACKS * DUPLICATE_SHARE)
const DEPOSITS = CALLBACKS - DUPLICATES

type Player = BenchPlayer


interface Started {
  readonly player: Player
  readonly id: string
  readonly amount: number
  readonly currency: string
}

/** Deposit `n` of the bench: RUB 100.00 to 149.00 in whole roubles (the cashier's least deposit and step). */
const amountOf = (n: number) => 10_000 + (n % 50) * 100

/** `DEPOSITS` deposits started by the players, `CLIENTS` at a time, through the cashier's endpoint. */
const startDeposits = async (players: ReadonlyArray<Player>): Promise<ReadonlyArray<Started>> => {
  const started: Array<Started> = []
  let next = 0
  const worker = async () => {
    while (next < DEPOSITS) {
      const n = next++
      const player = players[n % players.length]!
      const answer = await fetch(`http://127.0.0.1:${SERVER_PORT}/web-api/payments/deposits`, {
        method: "POST",
        headers: { "content-type": "application/json", cookie: `${SESSION_COOKIE}=${player.cookie}` },
        body: JSON.stringify({ method: "card", amount: amountOf(n), lng: "en" })
      })
      const body = (await answer.json()) as { deposit?: { id: string; amount: number; currency: string; status: string } }
      if (answer.status !== 200 || body.deposit?.status !== "created") throw new Error(`a deposit was not started: ${answer.status} ${JSON.stringify(body)}`)
      started.push({ player, id: body.deposit.id, amount: body.deposit.amount, currency: body.deposit.currency })
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, worker))
  return started
}

/**
 * The bodies in delivery order: every deposit's success notice once, and DUPLICATES of them again, each a few places
 * after its first delivery (within the clients in flight, so some repeats race their first delivery).
 */
const deliveries = (deposits: ReadonlyArray<Started>): ReadonlyArray<string> => {
  const bodies = deposits.map((deposit, n) => {
    const notice: ProviderCallback = {
      eventId: `evt_bench_${n}_${randomBytes(6).toString("hex")}`,
      type: "payment.succeeded",
      reference: deposit.id,
      transactionId: `txn_bench_${n}_${randomBytes(6).toString("hex")}`,
      amount: deposit.amount,
      currency: deposit.currency
    }
    return JSON.stringify(notice)
  })
  const order = [...bodies]
  const every = deposits.length / Math.max(DUPLICATES, 1)
  for (let k = DUPLICATES - 1; k >= 0; k--) {
    const first = Math.floor(k * every)
    const later = Math.min(order.length, first + 1 + Math.floor(Math.random() * CLIENTS * 2))
    order.splice(later, 0, bodies[first]!)
  }
  return order
}

/** Delivers the bodies through the real endpoint, each signed when it is sent (as the provider signs each delivery). */
const deliver = (bodies: ReadonlyArray<string>, secret: string) => {
  let next = 0
  const started = performance.now()
  return new Promise<{ readonly seconds: number; readonly ok: number; readonly refused: number; readonly p50: number; readonly p99: number }>((resolve, reject) =>
    autocannon(
      {
        url: `http://127.0.0.1:${SERVER_PORT}${CALLBACK_PATH}`,
        connections: CLIENTS,
        amount: bodies.length,
        requests: [
          {
            method: "POST",
            setupRequest: (request) => {
              const body = bodies[next++ % bodies.length]!
              const timestamp = String(Math.floor(Date.now() / 1000))
              return {
                ...request,
                headers: {
                  "content-type": "application/json",
                  [CALLBACK_TIMESTAMP_HEADER]: timestamp,
                  [CALLBACK_SIGNATURE_HEADER]: createHmac("sha256", secret).update(signedText(timestamp, body), "utf8").digest("hex")
                },
                body
              }
            }
          }
        ]
      },
      (error, result) =>
        error
          ? reject(error)
          : resolve({ seconds: (performance.now() - started) / 1000, ok: result["2xx"], refused: result.non2xx, p50: result.latency.p50, p99: result.latency.p99 })
    )
  )
}

const suffix = randomBytes(4).toString("hex")
const serverDb = `oddsfold_paybench_${suffix}`
const pgbenchDb = `pgbench_paybench_${suffix}`
const admin = await adminOrSkip("Payment callback benchmark")
await bundleServer()
await admin.query(`create database ${serverDb}`)
await admin.query(`create database ${pgbenchDb}`)
let server: ChildProcess | undefined
const check = new pg.Client({ connectionString: urlOf(serverDb) })
try {
  // The sandbox provider is a non-production server's: see the comment at the top.
  const profile = process.env["BENCH_CPU_PROF"]
  server = (
    await startBuiltServer({ PORT: String(SERVER_PORT), DATABASE_URL: urlOf(serverDb), NODE_ENV: "development" }, profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [])
  ).child
  await check.connect()
  const players = await benchPlayers(urlOf(serverDb), 700_000, PLAYERS, 0)
  pgbenchInit(pgbenchDb)
  console.log(
    `Payment callback benchmark (bundle, PostgreSQL, NODE_ENV=development for the sandbox provider, ${CLIENTS} clients, ` +
      `${CALLBACKS} callbacks: ${DEPOSITS} deposits, ${DUPLICATES} delivered again; pgbench ${SECONDS} s)`
  )
  const startedAt = performance.now()
  const deposits = await startDeposits(players)
  const startSeconds = (performance.now() - startedAt) / 1000
  // The provider's secret as the deployment keeps it (the server made it at its first start).
  const secret = String((await check.query<{ value: string }>("select value from server_secrets where name = $1", [SANDBOX_CALLBACK_SECRET])).rows[0]!.value)
  const theirs = pgbenchTps(pgbenchDb, CLIENTS, SECONDS)
  const ours = await deliver(deliveries(deposits), secret)

  // Every deposit credited exactly once.
  const postings = await check.query<{ key: string; n: number }>(
    "select idempotency_key as key, count(*)::int as n from ledger_transactions where idempotency_key like 'deposit:sandbox:%' group by idempotency_key"
  )
  const once = postings.rows.filter((row) => row.n === 1).length
  const twice = postings.rows.filter((row) => row.n > 1).length
  const statuses = await check.query<{ status: string; n: number }>("select status, count(*)::int as n from payment_deposits group by status order by status")
  const credited = statuses.rows.find((row) => row.status === "credited")?.n ?? 0
  const expected = new Map<number, number>()
  for (const deposit of deposits) expected.set(deposit.player.userId, (expected.get(deposit.player.userId) ?? 0) + deposit.amount)
  let balancesRight = 0
  for (const player of players) {
    const cashier = (await (await fetch(`http://127.0.0.1:${SERVER_PORT}/web-api/payments/cashier`, { headers: { cookie: `${SESSION_COOKIE}=${player.cookie}` } })).json()) as {
      balance: number
    }
    if (cashier.balance === (expected.get(player.userId) ?? 0)) balancesRight++
  }
  const exact = once === DEPOSITS && twice === 0 && credited === DEPOSITS && balancesRight === players.length && ours.refused === 0

  console.log(`  pgbench TPC-B-like        ${Math.round(theirs).toLocaleString("en-US")} transactions/s`)
  console.log(`  deposits started: POST /web-api/payments/deposits  ${Math.round(DEPOSITS / startSeconds).toLocaleString("en-US")} deposits/s`)
  console.log(
    `  ours: POST ${CALLBACK_PATH}  ${Math.round(ours.ok / ours.seconds).toLocaleString("en-US")} callbacks/s, ` +
      `${Math.round(credited / ours.seconds).toLocaleString("en-US")} deposits credited/s, p50 ${ours.p50} ms, p99 ${ours.p99} ms` +
      `${ours.refused > 0 ? `, ${ours.refused} refused` : ""}`
  )
  console.log(`  ratio ${(ours.ok / ours.seconds / theirs).toFixed(3)} of pgbench (callbacks/s over TPC-B transactions/s)`)
  console.log(
    `  ${exact ? "every deposit credited exactly once" : "NOT every deposit credited exactly once"}: ${once} of ${DEPOSITS} idempotency keys posted once, ` +
      `${twice} more than once; deposits ${statuses.rows.map((row) => `${row.status} ${row.n}`).join(", ")}; ` +
      `${balancesRight} of ${players.length} balances the sum of their deposits`
  )
  if (!exact) process.exitCode = 1
} finally {
  await check.end().catch(() => undefined)
  if (server !== undefined) await stopBuiltServer(server)
  await admin.query(`drop database if exists ${serverDb} with (force)`)
  await admin.query(`drop database if exists ${pgbenchDb} with (force)`)
  await admin.end()
}
