/**
 * Bet placements per second against the real server on PostgreSQL (issue 9), as a ratio against pgbench's built-in
 * TPC-B-like script on the same PostgreSQL server with the same 50 clients, in the same run (goal: at least 0.3×).
 * Both are write transactions that move money between rows: a placement checks the coupon against the line, then
 * in one transaction reserves the stake in the ledger (account row locked, entries, balance) and writes the coupon
 * and its leg; a TPC-B transaction updates an account, a teller and a branch and appends a history row.
 * Every placement passes the responsible-gaming check in place_coupon (migration 044: the player's lock, exclusions,
 * money limits). Two groups of players are measured turn about in each round: players without limits (the check
 * finds none), and players with a daily wagering limit (type 1) set through the limits service, high enough never
 * to refuse, so that each of their placements also sums their stakes of the last 24 h against it.
 * After the rounds, pgbench itself calls place_coupon (the statement a placement ends in) with the same clients on the
 * server's database: the database's share of a placement, so a run tells the server's cost from the database's.
 *
 * Run: npm run bench (or node --import tsx bench/couponPlacement.bench.ts). The server runs as `npm start` runs it:
 * the esbuild bundle, NODE_ENV=production, the line standing still (SPORTS_TICK_MS=0). It needs a PostgreSQL server:
 * BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres, trust auth) and /usr/bin/pgbench; it
 * makes two fresh databases there and drops them afterwards (without a PostgreSQL it says so and skips).
 * Knobs: BENCH_CLIENTS (50), BENCH_SECONDS (10), BENCH_ROUNDS (2), BENCH_CPU_PROF (a folder: the server writes a
 * V8 CPU profile there when it stops).
 */
import type { ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { mkdtempSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import autocannon from "autocannon"
import pg from "pg"
import { LIMITS_BASE } from "../src/domain/api/limits"
import { SESSION_COOKIE } from "../src/domain/api/shared"
import type { Game } from "../src/domain/sports/feed"
import { bundleServer } from "../scripts/bundleServer.mjs"
import { type BenchPlayer, benchPlayers, singleBetBody } from "./benchPlayers"
import { startBuiltServer, stopBuiltServer } from "./builtServer"
import { adminOrSkip, pgbench, pgbenchInit, pgbenchTps, urlOf } from "./pgbenchPeer"

const CLIENTS = Number(process.env["BENCH_CLIENTS"] ?? 50)
const SECONDS = Number(process.env["BENCH_SECONDS"] ?? 10)
const ROUNDS = Number(process.env["BENCH_ROUNDS"] ?? 2)
const SERVER_PORT = 8193
const PLAYERS = 50
/** Each player's money: RUB 10 000 000, more than any run stakes. */
const FUNDS = 10_000_000_00
/** The limited players' daily wagering limit: RUB 9,000,000, 900,000 placements of the bench's RUB 10 each. */
const WAGERING_LIMIT = 900_000_000

const startServer = async (databaseUrl: string): Promise<ChildProcess> => {
  const profile = process.env["BENCH_CPU_PROF"]
  return (await startBuiltServer({ PORT: String(SERVER_PORT), DATABASE_URL: databaseUrl }, profile ? ["--cpu-prof", `--cpu-prof-dir=${profile}`] : [])).child
}
const stop = stopBuiltServer

type Player = BenchPlayer


/** Sets the player's daily wagering limit as the player would, through the limits service; checks it binds at once. */
const setWageringLimit = async (player: Player): Promise<void> => {
  const answer = await fetch(`http://127.0.0.1:${SERVER_PORT}${LIMITS_BASE}/limits`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: `${SESSION_COOKIE}=${player.cookie}` },
    body: JSON.stringify({ limits: [{ limitType: 1, limitValue: WAGERING_LIMIT }] })
  })
  const body = (await answer.json()) as { data?: { limitsData?: ReadonlyArray<{ limitType: number; limitState: string; limitValue: number }> } }
  const set = body.data?.limitsData?.find((limit) => limit.limitType === 1)
  if (answer.status !== 200 || set?.limitState !== "ACTIVE" || set.limitValue !== WAGERING_LIMIT) {
    throw new Error(`the wagering limit of player ${player.userId} was not set: ${answer.status} ${JSON.stringify(body)}`)
  }
}

/** Outcomes of line games (their prices stand still while the line does), at the line's prices. */
const lineOutcomes = async (): Promise<ReadonlyArray<{ readonly id: string; readonly coef: number }>> => {
  const answer = (await (await fetch(`http://127.0.0.1:${SERVER_PORT}/bff-api/sports/top?section=line`)).json()) as { games: ReadonlyArray<Game> }
  const outcomes = answer.games.flatMap((game) =>
    game.markets.filter((m) => m.period === 0 && m.status === "open" && (m.type === "1x2" || m.type === "winner")).flatMap((m) => m.outcomes)
  )
  if (outcomes.length === 0) throw new Error("the line offers no outcome to bet on")
  return outcomes.map((o) => ({ id: o.id, coef: o.price }))
}

interface Placements {
  readonly perSecond: number
  readonly p50: number
  readonly p99: number
  readonly refused: number
}

const placeUnderLoad = (players: ReadonlyArray<Player>, outcomes: ReadonlyArray<{ id: string; coef: number }>, seconds: number) => {
  let next = 0
  return new Promise<Placements>((resolve, reject) =>
    autocannon(
      {
        url: `http://127.0.0.1:${SERVER_PORT}/web-api/coupon/place`,
        connections: CLIENTS,
        duration: seconds,
        requests: [
          {
            method: "POST",
            // Every request a new coupon: its own placement key, the next player, the next outcome.
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
      (error, result) =>
        error
          ? reject(error)
          : resolve({ perSecond: result["2xx"] / seconds, p50: result.latency.p50, p99: result.latency.p99, refused: result.non2xx })
    )
  )
}

/**
 * The database's share of a placement: place_coupon alone, called by pgbench with the same clients on the server's
 * database (a new key each time, the next player of `players`, the single the bench places), statements per second.
 * What the server adds on top (HTTP, session, checks against the line, the pool) is the rest of a placement's cost.
 */
const placeCouponTps = (database: string, players: ReadonlyArray<Player>, seconds: number): number => {
  const file = join(mkdtempSync(join(tmpdir(), "place-coupon-")), "place.sql")
  const cases = players.map((player, i) => `when ${i} then ${player.accountId}`).join(" ")
  const first = players[0]!.userId
  writeFileSync(
    file,
    `\\set n random(0, ${players.length - 1})
select p.* from (select gen_random_uuid()::text as k, ${first} + :n as u, case :n ${cases} end as a) x,
  lateral place_coupon('reserve_stake', 'coupon-stake:' || x.u || ':' || x.k, md5(x.k) || md5(x.u::text), now(),
    jsonb_build_array(jsonb_build_object('account', x.a, 'player', true, 'currency', 'RUB', 'amount', -1000),
      jsonb_build_object('account', (select id from ledger_accounts where house = 'stakes-held' and currency = 'RUB'), 'player', false, 'currency', 'RUB', 'amount', 1000)),
    jsonb_build_object('user_id', x.u, 'account_id', x.a, 'currency', 'RUB', 'type', 0, 'amount', 1000, 'amount_by_block', '{}'::jsonb,
      'stake', 1000, 'system_value', 0, 'coef', 1.5, 'bonus_coef', null, 'possible_win_min', 1500, 'possible_win_max', 1500, 'placed_at', now(),
      'vip', false, 'promo_code', '', 'placement_key', replace(x.k, '-', ''), 'request_hash', md5(x.k) || md5(x.k)),
    jsonb_build_array(jsonb_build_object('coupon_id', 0, 'position', 0, 'outcome_id', 'g1-1x2-0-home', 'game_id', 'g1', 'market_type', '1x2',
      'period', 0, 'line', null, 'outcome_kind', 'home', 'outcome_name', '', 'sport_id', 'football', 'championship_name', 'Bench',
      'home', 'A', 'away', 'B', 'starts_at', now() + interval '1 day', 'coef', 1.5, 'is_live', false, 'block_id', 0, 'banker', false, 'amount', 0))) p;
`
  )
  const out = pgbench(["-n", "-c", String(CLIENTS), "-j", "2", "-T", String(seconds), "-f", file], database)
  const match = /tps = ([0-9.]+) \((without|excluding) initial connection/.exec(out)
  if (match === null) throw new Error(`pgbench said: ${out}`)
  return Number(match[1])
}

/** The floor under a placement: an authenticated call that reads one row (the session's, then the account's). */
const readUnderLoad = (player: Player, seconds: number) =>
  new Promise<number>((resolve, reject) =>
    autocannon(
      {
        url: `http://127.0.0.1:${SERVER_PORT}/web-api/coupon/limits?accountId=${player.accountId}`,
        connections: CLIENTS,
        duration: seconds,
        headers: { cookie: `${SESSION_COOKIE}=${player.cookie}` }
      },
      (error, result) => (error ? reject(error) : resolve(result["2xx"] / seconds))
    )
  )

const suffix = randomBytes(4).toString("hex")
const serverDb = `oddsfold_bench_${suffix}`
const pgbenchDb = `pgbench_bench_${suffix}`
const admin = await adminOrSkip("Coupon placement benchmark")
await bundleServer()
await admin.query(`create database ${serverDb}`)
await admin.query(`create database ${pgbenchDb}`)
let server: ChildProcess | undefined
try {
  server = await startServer(urlOf(serverDb))
  const players = await benchPlayers(urlOf(serverDb), 500_000, PLAYERS, FUNDS)
  const limited = await benchPlayers(urlOf(serverDb), 600_000, PLAYERS, FUNDS)
  for (const player of limited) await setWageringLimit(player)
  const outcomes = await lineOutcomes()
  pgbenchInit(pgbenchDb)

  console.log(`Coupon placement benchmark (bundle, PostgreSQL, NODE_ENV=production, ${CLIENTS} clients, ${SECONDS} s rounds, best of ${ROUNDS})`)
  await placeUnderLoad(players, outcomes, 3)
  await placeUnderLoad(limited, outcomes, 3)
  let ours: Placements | undefined
  let oursLimited: Placements | undefined
  let theirs = 0
  for (let round = 0; round < ROUNDS; round++) {
    theirs = Math.max(theirs, pgbenchTps(pgbenchDb, CLIENTS, SECONDS))
    // The groups take turns going first, so neither always follows pgbench's writes.
    for (const group of round % 2 === 0 ? ["free", "limited"] : ["limited", "free"]) {
      const measured = await placeUnderLoad(group === "free" ? players : limited, outcomes, SECONDS)
      if (group === "free" && (ours === undefined || measured.perSecond > ours.perSecond)) ours = measured
      if (group === "limited" && (oursLimited === undefined || measured.perSecond > oursLimited.perSecond)) oursLimited = measured
    }
  }
  const reads = await readUnderLoad(players[0]!, SECONDS)
  const check = new pg.Client({ connectionString: urlOf(serverDb) })
  await check.connect()
  const coupons = (await check.query<{ n: number }>("select count(*)::int as n from coupons where user_id < 600000")).rows[0]!.n
  const limitedCoupons = (await check.query<{ n: number; most: number }>(
    `select coalesce(sum(n), 0)::int as n, coalesce(max(staked), 0)::float8 as most
     from (select count(*) as n, sum(stake) as staked from coupons where user_id >= 600000 group by user_id) per_player`
  )).rows[0]!
  const limits = (await check.query<{ n: number }>("select count(*)::int as n from player_limits where limit_type = 1 and value = $1", [WAGERING_LIMIT])).rows[0]!.n
  const negative = (await check.query<{ n: number }>("select count(*)::int as n from ledger_accounts where balance < 0")).rows[0]!.n
  await check.end()
  // After the counts above: pgbench's coupons are the players' too.
  let alone = 0
  let aloneLimited = 0
  for (let round = 0; round < ROUNDS; round++) {
    alone = Math.max(alone, placeCouponTps(serverDb, players, SECONDS))
    aloneLimited = Math.max(aloneLimited, placeCouponTps(serverDb, limited, SECONDS))
  }
  const line = (what: string, placements: Placements) =>
    `  ${what}  ${Math.round(placements.perSecond).toLocaleString("en-US")} placements/s, p50 ${placements.p50} ms, p99 ${placements.p99} ms` +
    `${placements.refused > 0 ? `, ${placements.refused} refused` : ""}, ratio ${(placements.perSecond / theirs).toFixed(3)} of pgbench (goal ≥ 0.3)`
  console.log(`  pgbench TPC-B-like        ${Math.round(theirs).toLocaleString("en-US")} transactions/s`)
  console.log(line("ours: POST /web-api/coupon/place, players without limits         ", ours!))
  console.log(line("ours: POST /web-api/coupon/place, players with a wagering limit set", oursLimited!))
  console.log(
    `  the database's share: place_coupon alone through pgbench ${Math.round(alone).toLocaleString("en-US")}/s without limits ` +
      `(${(alone / theirs).toFixed(3)} of pgbench), ${Math.round(aloneLimited).toLocaleString("en-US")}/s with (${(aloneLimited / theirs).toFixed(3)})`
  )
  console.log(`  for scale: GET /web-api/coupon/limits (session + one row) ${Math.round(reads).toLocaleString("en-US")} requests/s`)
  console.log(
    `  ${coupons} coupons placed without limits; ${limitedCoupons.n} with a limit (${limits} of ${limited.length} players hold it, the most one staked ` +
      `${limitedCoupons.most / 100} RUB of ${WAGERING_LIMIT / 100}); ${negative} balances below zero`
  )
} finally {
  if (server !== undefined) await stop(server)
  await admin.query(`drop database if exists ${serverDb} with (force)`)
  await admin.query(`drop database if exists ${pgbenchDb} with (force)`)
  await admin.end()
}
