/**
 * Casino rounds per second against the real server on PostgreSQL, as a ratio against pgbench's built-in TPC-B-like
 * script on the same PostgreSQL server with the same 50 clients, in the same run (goal: at least 0.5×, ARCHITECTURE 8).
 * Both are write transactions that move money between rows: a dice round draws its outcome from the player's seeds
 * (HMAC-SHA256) and in ONE statement (play_casino_round, migration 047) takes the player's responsible-gaming lock and
 * checks, locks the account, posts the stake and the win as one ledger transaction, takes the nonce and writes the
 * round; a TPC-B transaction updates an account, a teller and a branch and appends a history row.
 *
 * Run: npm run bench (or node --import tsx bench/casinoRounds.bench.ts). The server runs as `npm start` runs it: the
 * esbuild bundle, NODE_ENV=production, the line standing still (SPORTS_TICK_MS=0). It needs a PostgreSQL server:
 * BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres, trust auth) and /usr/bin/pgbench; it makes
 * two fresh databases there and drops them afterwards (without a PostgreSQL it says so and skips).
 * Knobs: BENCH_CLIENTS (50), BENCH_SECONDS (10), BENCH_ROUNDS (2), BENCH_CPU_PROF (a folder: the server writes a V8 CPU
 * profile there when it stops).
 */
import type { ChildProcess } from "node:child_process"
import { randomBytes, randomUUID } from "node:crypto"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import pg from "pg"
import { CASINO_ROUNDS_BASE } from "../src/domain/api/casinoRounds"
import { SESSION_COOKIE } from "../src/domain/api/shared"
import { bundleServer } from "../scripts/bundleServer.mjs"
import { type BenchPlayer, benchPlayers } from "./benchPlayers"
import { startBuiltServer, stopBuiltServer } from "./builtServer"
import { adminOrSkip, pgbench, pgbenchInit, pgbenchTps, urlOf } from "./pgbenchPeer"

const CLIENTS = Number(process.env["BENCH_CLIENTS"] ?? 50)
const SECONDS = Number(process.env["BENCH_SECONDS"] ?? 10)
const ROUNDS = Number(process.env["BENCH_ROUNDS"] ?? 2)
const SERVER_PORT = 8197
const PLAYERS = 50
const STAKE = 10_00
const FUNDS = 10_000_000_00

const startServer = async (databaseUrl: string): Promise<ChildProcess> => {
  const profile = process.env["BENCH_CPU_PROF"]
  return (await startBuiltServer({ PORT: String(SERVER_PORT), DATABASE_URL: databaseUrl }, profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [])).child
}

type Player = BenchPlayer


interface Measured {
  readonly perSecond: number
  readonly p50: number
  readonly p99: number
  readonly refused: number
}

const playUnderLoad = (players: ReadonlyArray<Player>, seconds: number) => {
  let next = 0
  return new Promise<Measured>((resolve, reject) =>
    autocannon(
      {
        url: `http://127.0.0.1:${SERVER_PORT}${CASINO_ROUNDS_BASE}/rounds`,
        connections: CLIENTS,
        duration: seconds,
        requests: [
          {
            method: "POST",
            // Every request a new round: its own round id, the next player, a dice bet on one side of 50.00.
            setupRequest: (request) => {
              const n = next++
              const player = players[n % players.length]!
              return {
                ...request,
                headers: { "content-type": "application/json", cookie: `${SESSION_COOKIE}=${player.cookie}` },
                body: JSON.stringify({ roundId: randomUUID(), gameId: "dice", stake: STAKE, choices: { target: 5000, side: n % 2 === 0 ? "under" : "over" } })
              }
            }
          }
        ]
      },
      (error, result) =>
        error ? reject(error) : resolve({ perSecond: result["2xx"] / seconds, p50: result.latency.p50, p99: result.latency.p99, refused: result.non2xx })
    )
  )
}

/** The floor under a round: an authenticated call that reads one row after the session's (the newest round). */
const readUnderLoad = (player: Player, seconds: number) =>
  new Promise<number>((resolve, reject) =>
    autocannon(
      {
        url: `http://127.0.0.1:${SERVER_PORT}${CASINO_ROUNDS_BASE}/rounds?limit=1`,
        connections: CLIENTS,
        duration: seconds,
        headers: { cookie: `${SESSION_COOKIE}=${player.cookie}` }
      },
      (error, result) => (error ? reject(error) : resolve(result["2xx"] / seconds))
    )
  )

/**
 * The database's share of a round: play_casino_round alone, called by pgbench with the same clients on the server's
 * database, each client the player of its own number (so no two wait on one player's lock), with the player's active
 * pair, nonce and account read in the same statement and a lost dice round of the bench's stake. Statements per second;
 * what the server adds on top (HTTP, session, the draw, the pool) is the rest of a round's cost.
 */
const playRoundTps = (database: string, firstUserId: number, seconds: number): number => {
  const file = join(mkdtempSync(join(tmpdir(), "play-round-")), "play.sql")
  writeFileSync(
    file,
    `\\set u ${firstUserId + 1} + :client_id
select r.outcome from (select s.id as pair, s.next_nonce as nonce, w.active_account_id as account, gen_random_uuid()::text as k,
    (select a.id from ledger_accounts a where a.house = 'casino' and a.currency = 'RUB') as house
  from casino_seed_pairs s join wallets w on w.user_id = s.user_id where s.user_id = :u and s.revealed_at is null) x,
  lateral play_casino_round(:u, x.k, md5(x.k) || md5(x.k), 'dice', x.pair, x.nonce, x.account, ${STAKE}, 0, 0, 1,
    '{"target":5000,"side":"under"}'::jsonb, '{"roll":6000}'::jsonb, 'casino_round', 'casino:' || :u || ':' || x.k, md5(x.k) || md5(x.k), now(),
    jsonb_build_array(jsonb_build_object('account', x.account, 'player', true, 'currency', 'RUB', 'amount', -${STAKE}),
      jsonb_build_object('account', x.house, 'player', false, 'currency', 'RUB', 'amount', ${STAKE}))) r;
`
  )
  const out = pgbench(["-n", "-c", String(Math.min(CLIENTS, PLAYERS)), "-j", "2", "-T", String(seconds), "-f", file], database)
  const match = /tps = ([0-9.]+) \((without|excluding) initial connection/.exec(out)
  if (match === null) throw new Error(`pgbench said: ${out}`)
  return Number(match[1])
}

const suffix = randomBytes(4).toString("hex")
const serverDb = `oddsfold_bench_${suffix}`
const pgbenchDb = `pgbench_bench_${suffix}`
const admin = await adminOrSkip("Casino rounds benchmark")
await bundleServer()
await admin.query(`create database ${serverDb}`)
await admin.query(`create database ${pgbenchDb}`)
let server: ChildProcess | undefined
try {
  server = await startServer(urlOf(serverDb))
  const players = await benchPlayers(urlOf(serverDb), 700_000, PLAYERS, FUNDS)
  pgbenchInit(pgbenchDb)

  console.log(`Casino rounds benchmark (bundle, PostgreSQL, NODE_ENV=production, ${CLIENTS} clients, ${SECONDS} s rounds, best of ${ROUNDS})`)
  await playUnderLoad(players, 3)
  let ours: Measured | undefined
  let theirs = 0
  // The database transactions the server commits per round played (session reads included): a round is one statement.
  const commits = async () =>
    Number((await admin.query<{ n: string }>("select xact_commit::text as n from pg_stat_database where datname = $1", [serverDb])).rows[0]!.n)
  let commitsPerRound = 0
  for (let round = 0; round < ROUNDS; round++) {
    theirs = Math.max(theirs, pgbenchTps(pgbenchDb, CLIENTS, SECONDS))
    const before = await commits()
    const measured = await playUnderLoad(players, SECONDS)
    // The statistics collector reports with a delay of up to a second.
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    commitsPerRound = ((await commits()) - before) / (measured.perSecond * SECONDS)
    if (ours === undefined || measured.perSecond > ours.perSecond) ours = measured
  }

  const reads = await readUnderLoad(players[0]!, SECONDS)

  // What the rounds did to the money and the seeds: every round paid once, balanced, nonces taken one by one.
  const check = new pg.Client({ connectionString: urlOf(serverDb) })
  await check.connect()
  // One snapshot for every check: rounds cut off when the load stopped may still be committing.
  await check.query("begin isolation level repeatable read")
  const rounds = (await check.query<{ n: number; staked: string; won: string }>(
    "select count(*)::int as n, coalesce(sum(stake), 0)::text as staked, coalesce(sum(win), 0)::text as won from casino_rounds"
  )).rows[0]!
  const transactions = (await check.query<{ n: number }>("select count(*)::int as n from ledger_transactions where kind = 'casino_round'")).rows[0]!.n
  const unbalanced = (await check.query<{ n: number }>(
    "select count(*)::int as n from (select transaction_id from ledger_entries group by transaction_id, currency having sum(amount) <> 0) t"
  )).rows[0]!.n
  const gaps = (await check.query<{ n: number }>(
    "select count(*)::int as n from casino_seed_pairs s where s.next_nonce <> (select count(*) from casino_rounds r where r.seed_pair_id = s.id)"
  )).rows[0]!.n
  const money = (await check.query<{ held: string; negative: number }>(
    "select coalesce(sum(balance), 0)::text as held, count(*) filter (where balance < 0)::int as negative from ledger_accounts where user_id is not null"
  )).rows[0]!
  // Where the money would not add up: rounds whose transaction moved their player's account by another amount, and
  // accounts whose balance is not the sum of their entries.
  const misposted = (await check.query<{ n: number }>(
    `select count(*)::int as n from casino_rounds r
     where r.win - r.stake <> (select coalesce(sum(e.amount), 0) from ledger_entries e where e.transaction_id = r.transaction_id and e.account_id = r.account_id)`
  )).rows[0]!.n
  const drifted = (await check.query<{ n: number }>(
    `select count(*)::int as n from (select a.id from ledger_accounts a left join ledger_entries e on e.account_id = a.id
     where a.user_id is not null group by a.id, a.balance having a.balance <> coalesce(sum(e.amount), 0)) t`
  )).rows[0]!.n
  await check.end()
  const expectedHeld = BigInt(PLAYERS * FUNDS) - BigInt(rounds.staked) + BigInt(rounds.won)
  // After the checks above: pgbench's rounds are the players' too.
  // Each against a pgbench run next to it: the machine's load moves between the first runs and these.
  let alone = 0
  let aloneRatio = 0
  for (let round = 0; round < ROUNDS; round++) {
    const peer = pgbenchTps(pgbenchDb, CLIENTS, SECONDS)
    const measured = playRoundTps(serverDb, 700_000, SECONDS)
    if (measured / peer > aloneRatio) [alone, aloneRatio] = [measured, measured / peer]
  }

  const rate = ours!
  console.log(`  pgbench TPC-B-like                 ${Math.round(theirs).toLocaleString("en-US")} transactions/s`)
  console.log(
    `  ours: POST ${CASINO_ROUNDS_BASE}/rounds (dice)  ${Math.round(rate.perSecond).toLocaleString("en-US")} rounds/s, p50 ${rate.p50} ms, p99 ${rate.p99} ms` +
      `${rate.refused > 0 ? `, ${rate.refused} refused` : ""}, ratio ${(rate.perSecond / theirs).toFixed(3)} of pgbench (goal ≥ 0.5)`
  )
  console.log(`  the database's share: play_casino_round alone through pgbench ${Math.round(alone).toLocaleString("en-US")}/s (${aloneRatio.toFixed(3)} of a pgbench run next to it)`)
  console.log(`  for scale: GET ${CASINO_ROUNDS_BASE}/rounds?limit=1 (session + one row) ${Math.round(reads).toLocaleString("en-US")} requests/s`)
  console.log(`  ${commitsPerRound.toFixed(2)} database transactions committed per round played`)
  console.log(
    `  ${rounds.n} rounds in ${transactions} ledger transactions; ${unbalanced} unbalanced; ${gaps} seed pairs with a nonce gap; ` +
      `${money.negative} balances below zero; players hold ${money.held} (expected ${expectedHeld}); ${misposted} rounds misposted; ${drifted} balances not their entries' sum`
  )
  if (rounds.n !== transactions || misposted !== 0 || drifted !== 0 || unbalanced !== 0 || gaps !== 0 || money.negative !== 0 || BigInt(money.held) !== expectedHeld) {
    throw new Error("the rounds' money does not add up")
  }
} finally {
  if (server !== undefined) await stopBuiltServer(server)
  await admin.query(`drop database if exists ${serverDb} with (force)`)
  await admin.query(`drop database if exists ${pgbenchDb} with (force)`)
  await admin.end()
}
