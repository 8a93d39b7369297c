import { randomBytes } from "node:crypto"
import { readdirSync } from "node:fs"
import { join } from "node:path"
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Either, Layer, Logger, ManagedRuntime, Redacted } from "effect"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { DEV_TOKEN_HEADER } from "../../src/domain/api/devtools"
import type { MinorUnits } from "../../src/domain/account/ledger"
import type { Game } from "../../src/domain/sports/feed"
import { LedgerService, LedgerServiceLive } from "../../server/account/ledger"
import { devTokenOf } from "../../server/devtools/devToken"
import { type PostgresOptions, type PostgresPoolSettings, postgresLayer } from "../../server/platform/db/postgresClient"
import { makeInProcessBroker } from "../../server/platform/broker/inProcessBroker"
import { startServer, type RunningServer, type StartServerOptions } from "../../server/startServer"
import { fixedSecret } from "../support/worldSecrets"
import { couponBody } from "./support/coupons"
import { TEST_DATABASE_URL } from "./support/databases"
import { cookieHeader, sessionCookieOf, sessionStateOf } from "./support/http"
import { type RunningPgBouncer, startPgBouncer, whyNoPgBouncer } from "./support/pgbouncer"
import { ANNOUNCED_SOON } from "./support/testServer"

/**
 * The server behind PgBouncer 1.18 in transaction mode (docs/scale-out.md), with DATABASE_POOLER=transaction: each
 * transaction may run on another of PgBouncer's few server connections, so nothing of the server's may outlive one.
 * A real PgBouncer (ports 6440-6449) in front of the test's PostgreSQL, a database made for this file and dropped
 * with it; the server migrates it, registers players, and takes more coupons at once than PgBouncer has connections;
 * a second server on the same database (one broker for both, as a cluster's processes share NATS) hears a session end.
 * Without the setting the server cannot even connect through it, and a PgBouncer told to let the start-up parameters
 * by breaks the named prepared statements. Needs TEST_DATABASE_URL and /usr/sbin/pgbouncer; skipped, saying why,
 * without either. Amounts are kopecks.
 */

/** Server connections PgBouncer keeps per database: fewer than the server's own pool (POOL.max). */
const PGBOUNCER_POOL = 3
const POOL: PostgresPoolSettings = { max: 10, connectMs: 5_000, statementMs: 5_000, acquireMs: 5_000 }
/** The database's own timeouts, as an operator sets them for the server's role: shorter than the server's. */
const DATABASE_STATEMENT_TIMEOUT_MS = 3_000
const OPERATOR_TOKEN = Redacted.make(`pgbouncer-check-${randomBytes(24).toString("hex")}`)
const DEV_HEADERS = { [DEV_TOKEN_HEADER]: Redacted.value(devTokenOf(OPERATOR_TOKEN)) }
const PLAYERS = 5
const COUPONS_EACH = 4
const FUNDS = 1_000_00
const STAKE = 10_00

const databaseOn = (url: string, name: string) => Object.assign(new URL(url), { pathname: `/${name}` }).toString()

const whyNot = async (): Promise<string | undefined> => {
  if (TEST_DATABASE_URL === undefined || TEST_DATABASE_URL === "") return "TEST_DATABASE_URL is not set (a PostgreSQL server)"
  const missing = whyNoPgBouncer()
  if (missing !== undefined) return missing
  const admin = new pg.Client({ connectionString: databaseOn(TEST_DATABASE_URL, "postgres"), connectionTimeoutMillis: 3_000 })
  try {
    await admin.connect()
  } catch (error) {
    return `no PostgreSQL answers at ${new URL(TEST_DATABASE_URL).host} (${(error as Error).message})`
  } finally {
    await admin.end().catch(() => {})
  }
  return undefined
}

const skipped = await whyNot()
if (skipped !== undefined) console.log(`The PgBouncer check is skipped: ${skipped}.`)

/** An effect on a pool of its own through `url`, its warnings kept in `warnings`. */
const onLayer = <A, E>(options: PostgresOptions, effect: Effect.Effect<A, E, SqlClient.SqlClient>, warnings: Array<string> = []) =>
  Effect.runPromise(
    Effect.either(Effect.scoped(Effect.provide(effect, postgresLayer(options)))).pipe(
      Effect.provide(Logger.replace(Logger.defaultLogger, Logger.make(({ message }) => void warnings.push(Array.isArray(message) ? message.join(" ") : String(message)))))
    )
  )

/** Twenty calls of one SQL function at once (the statements the server prepares when no pooler is in between). */
const twentyCalls = Effect.flatMap(SqlClient.SqlClient, (sql) =>
  Effect.all(
    Array.from({ length: 20 }, (_, i) => Effect.either(sql<{ n: number }>`select * from t_pooled_next(${i})`)),
    { concurrency: "unbounded" }
  )
)

describe.skipIf(skipped !== undefined)("the server behind PgBouncer in transaction mode", () => {
  const suffix = randomBytes(6).toString("hex")
  /** The server's database, its timeouts set on it as the operator sets them. */
  const database = `pgb_${suffix}`
  /** A database without them, for what the server says of such a one, and for the prepared statements' check. */
  const plain = `pgb_plain_${suffix}`
  let admin: pg.Client
  let direct: pg.Pool
  let bouncer: RunningPgBouncer
  /** One that lets the start-up parameters by (ignore_startup_parameters), as an operator may first try. */
  let lenient: RunningPgBouncer
  let server: RunningServer
  /** Another process of the cluster, through the same PgBouncer. */
  let second: RunningServer
  const logs: Array<string> = []

  const rows = async <R extends Record<string, unknown>>(sql: string, params: ReadonlyArray<unknown> = []) => (await direct.query<R>(sql, [...params])).rows
  const through = (url: string, pooler?: "transaction"): PostgresOptions => ({ url: Redacted.make(url), pool: POOL, pooler })

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: databaseOn(TEST_DATABASE_URL!, "postgres") })
    await admin.connect()
    await admin.query(`create database ${database}`)
    await admin.query(`create database ${plain}`)
    // The recommended set-up (docs/scale-out.md): the timeouts are the role's or the database's settings.
    await admin.query(`alter database ${database} set statement_timeout = ${DATABASE_STATEMENT_TIMEOUT_MS}`)
    await admin.query(`alter database ${database} set lock_timeout = ${DATABASE_STATEMENT_TIMEOUT_MS}`)
    await admin.query(`alter database ${database} set idle_in_transaction_session_timeout = 10000`)
    direct = new pg.Pool({ connectionString: databaseOn(TEST_DATABASE_URL!, database), max: 2 })
    // A connection still closing when the database is dropped (with force) hears the termination: expected then.
    direct.on("connect", (client) => client.on("error", () => {}))
    bouncer = await startPgBouncer(TEST_DATABASE_URL!, PGBOUNCER_POOL)
    lenient = await startPgBouncer(TEST_DATABASE_URL!, PGBOUNCER_POOL, ["ignore_startup_parameters = statement_timeout, lock_timeout, idle_in_transaction_session_timeout"])
    const options: StartServerOptions = {
      database: { kind: "postgres", url: Redacted.make(bouncer.urlOf(database)), pool: POOL, pooler: "transaction" },
      operatorToken: OPERATOR_TOKEN,
      // A line that stands still: the prices read are the prices placed.
      sports: { secret: fixedSecret("pgbouncer"), live: 10, line: 60, tickEvery: 0 },
      coupon: { inPlayDelay: 0 },
      registrationLimit: { limit: 100_000, window: "1 minute" },
      sessionCreationLimit: { limit: 100_000, window: "1 minute" },
      broker: { kind: "given", broker: makeInProcessBroker() }
    }
    server = await startServer({ ...options, log: (line) => logs.push(line) })
    second = await startServer({ ...options, log: () => undefined })
  })

  afterAll(async () => {
    await second?.close()
    await server?.close()
    await direct?.end()
    await bouncer?.stop()
    await lenient?.stop()
    for (const name of [database, plain]) await admin?.query(`drop database if exists ${name} with (force)`)
    await admin?.end()
  })

  it("without DATABASE_POOLER cannot connect through it: PgBouncer refuses the timeouts as start-up parameters", async () => {
    const refused = await onLayer(through(bouncer.urlOf(database)), Effect.void)
    expect(Either.isLeft(refused)).toBe(true)
    if (Either.isLeft(refused)) expect(refused.left.message).toContain("unsupported startup parameter")
  })

  it("without it breaks the named prepared statements when PgBouncer ignores those parameters; with it, 20 calls at once all answer", async () => {
    const url = lenient.urlOf(plain)
    await onLayer(through(url, "transaction"), Effect.flatMap(SqlClient.SqlClient, (sql) => sql`create function t_pooled_next(a integer) returns table (n integer) language sql as 'select a + 1 from pg_sleep(0.05)'`))
    // 20 connections of the server's pool on 3 of PgBouncer's: a statement named on one is named again on the same
    // server connection by another client (already exists), or bound where it was never named (does not exist).
    const named = await onLayer({ ...through(url), pool: { ...POOL, max: 20 } }, twentyCalls)
    const failures = Either.getOrThrow(named).filter(Either.isLeft).map((failure) => String(failure.left.cause))
    expect(failures.length).toBeGreaterThan(0)
    for (const failure of failures) expect(failure).toMatch(/prepared statement "fn_[0-9a-f]+" (already exists|does not exist)/)
    const unnamed = await onLayer({ ...through(url, "transaction"), pool: { ...POOL, max: 20 } }, twentyCalls)
    expect(Either.getOrThrow(unnamed).map((answer) => Either.getOrThrow(answer))).toEqual(Array.from({ length: 20 }, (_, i) => [{ n: i + 1 }]))
  })

  it("with it names the role settings to make when the database's timeouts are off, and keeps quiet when they are set", async () => {
    const warnings: Array<string> = []
    expect(Either.isRight(await onLayer(through(bouncer.urlOf(plain), "transaction"), Effect.void, warnings))).toBe(true)
    expect(warnings.join("\n")).toContain("statement_timeout is off, lock_timeout is off, idle_in_transaction_session_timeout is off")
    expect(warnings.join("\n")).toContain("ALTER ROLE CURRENT_USER SET statement_timeout = 5000; ALTER ROLE CURRENT_USER SET lock_timeout = 5000; ALTER ROLE CURRENT_USER SET idle_in_transaction_session_timeout = 10000;")
    expect(logs.filter((line) => line.includes("DATABASE_POOLER"))).toEqual([])
  })

  it("with it a statement longer than the database's statement_timeout is ended by PostgreSQL, not left to the client", async () => {
    const started = performance.now()
    const ended = await onLayer(through(bouncer.urlOf(database), "transaction"), Effect.flatMap(SqlClient.SqlClient, (sql) => sql`select pg_sleep(4.5)`))
    const took = performance.now() - started
    expect(Either.isLeft(ended)).toBe(true)
    if (Either.isLeft(ended)) expect(String(ended.left.cause)).toContain("canceling statement due to statement timeout")
    expect(took).toBeLessThan(4_500)
  })

  it("migrates the database, registers a one-click player whose session holds on both servers until it ends on one, and refuses a schema with it", async () => {
    const files = readdirSync(join(import.meta.dirname, "..", "..", "server", "migrations")).filter((name) => name.endsWith(".sql"))
    expect(Number((await rows("select count(*) as n from schema_migrations"))[0]!["n"])).toBe(files.length)
    const registered = await fetch(`${server.url}/auth-api/registration/fast`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ country_id: 1, currency_id: 1 })
    })
    expect(registered.status).toBe(200)
    const cookie = sessionCookieOf(registered)!
    expect(await sessionStateOf(server.url, cookie)).toBe("live")
    expect(await sessionStateOf(second.url, cookie)).toBe("live")
    const { userId } = (await registered.json()) as { userId: number }
    expect(await rows("select currency from players where id = $1", [userId])).toEqual([{ currency: "RUB" }])
    // The change notice goes from the outbox through the broker, not LISTEN: the other server forgets the session at once.
    const out = await fetch(`${server.url}/auth-api/logout`, { method: "POST", headers: { "content-type": "application/json", ...cookieHeader(cookie) }, body: "{}" })
    expect(out.status).toBe(200)
    await expect.poll(() => sessionStateOf(second.url, cookie), ANNOUNCED_SOON).toBe("none")

    const withSchema = await onLayer({ ...through(bouncer.urlOf(database), "transaction"), schema: "elsewhere" }, Effect.void)
    expect(Either.isLeft(withSchema)).toBe(true)
    if (Either.isLeft(withSchema)) expect(withSchema.left.message).toContain("DATABASE_POOLER=transaction cannot work inside schema elsewhere")
  })

  it(`takes ${PLAYERS * COUPONS_EACH} coupons at once on ${POOL.max} connections over PgBouncer's ${PGBOUNCER_POOL}, settles each once, and the ledger balances`, async () => {
    const funding = ManagedRuntime.make(LedgerServiceLive.pipe(Layer.provideMerge(postgresLayer(through(bouncer.urlOf(database), "transaction"))), Layer.orDie))
    const players = await Promise.all(
      Array.from({ length: PLAYERS }, async () => {
        const registered = await fetch(`${server.url}/auth-api/registration/fast`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ country_id: 1, currency_id: 1 })
        })
        expect(registered.status).toBe(200)
        const { userId } = (await registered.json()) as { userId: number }
        const [wallet] = await rows<{ active_account_id: string }>("select active_account_id from wallets where user_id = $1", [userId])
        const accountId = Number(wallet!.active_account_id)
        await funding.runPromise(Effect.flatMap(LedgerService, (ledger) => ledger.deposit(`pgbouncer-${userId}`, accountId, FUNDS as MinorUnits)))
        return { userId, accountId, cookie: sessionCookieOf(registered)! }
      })
    )
    await funding.dispose()

    const top = (await (await fetch(`${server.url}/bff-api/sports/top?section=line&limit=50`)).json()) as { games: ReadonlyArray<Game> }
    const markets = top.games.flatMap((game) => {
      const market = game.markets.find((m) => m.period === 0 && (m.type === "1x2" || m.type === "winner") && m.status === "open")
      return market === undefined ? [] : [{ gameId: game.id, outcome: market.outcomes[0]! }]
    })
    expect(markets.length).toBeGreaterThanOrEqual(COUPONS_EACH)
    const bets = players.flatMap((player, k) =>
      Array.from({ length: COUPONS_EACH }, (_, j) => ({ player, ...markets[(k + j * PLAYERS) % markets.length]! }))
    )
    const answers = await Promise.all(
      bets.map(async ({ player, outcome }) => {
        const answer = await fetch(`${server.url}/web-api/coupon/place`, {
          method: "POST",
          headers: { "content-type": "application/json", ...cookieHeader(player.cookie) },
          body: JSON.stringify(couponBody(player.accountId, [{ id: outcome.id, coef: outcome.price }], { amount: STAKE }))
        })
        return { status: answer.status, body: (await answer.json()) as { id?: number; _tag?: string } }
      })
    )
    expect(answers.map((answer) => `${answer.status} ${answer.body._tag ?? ""}`)).toEqual(bets.map(() => "200 "))
    for (const player of players) {
      const [account] = await rows<{ balance: string }>("select balance from ledger_accounts where id = $1", [player.accountId])
      expect(Number(account!.balance)).toBe(FUNDS - COUPONS_EACH * STAKE)
    }

    for (const gameId of new Set(bets.map((bet) => bet.gameId))) {
      const finished = await fetch(`${server.url}/web-api/dev/sports/finish`, {
        method: "POST",
        headers: { "content-type": "application/json", ...DEV_HEADERS },
        body: JSON.stringify({ gameId })
      })
      expect(finished.status).toBe(200)
    }
    const ids = answers.map((answer) => answer.body.id!)
    await expect
      .poll(async () => Number((await rows("select count(*) as n from coupons where id = any($1::bigint[]) and status = 'open'", [ids]))[0]!["n"]), { timeout: 20_000, interval: 200 })
      .toBe(0)
    const coupons = await rows<{ user_id: string; status: string; payout: string; settlements: string }>(
      `select c.user_id, c.status, c.payout,
         (select count(*) from ledger_transactions t where t.idempotency_key = 'coupon-settle:' || c.id) as settlements
       from coupons c where c.id = any($1::bigint[])`,
      [ids]
    )
    expect(coupons.filter((c) => !["won", "lost"].includes(c.status) || c.settlements !== "1")).toEqual([])
    expect((await rows("select currency, sum(amount)::bigint as total from ledger_entries group by currency")).filter((r) => r["total"] !== "0")).toEqual([])
    for (const player of players) {
      const payouts = coupons.filter((c) => c.user_id === String(player.userId)).reduce((sum, c) => sum + Number(c.payout), 0)
      const [account] = await rows<{ balance: string }>("select balance from ledger_accounts where id = $1", [player.accountId])
      expect(Number(account!.balance)).toBe(FUNDS - COUPONS_EACH * STAKE + payouts)
    }
  })
})
