import { createHash } from "node:crypto"
import * as Reactivity from "@effect/experimental/Reactivity"
import * as PgClient from "@effect/sql-pg/PgClient"
import * as SqlClient from "@effect/sql/SqlClient"
import { SqlError } from "@effect/sql/SqlError"
import { Duration, Effect, Layer, Redacted, Runtime } from "effect"
import pg from "pg"
import { describeSqlError } from "./databaseFault"
import { DatabaseUnavailable } from "./databaseUnavailable"

/** A schema name we are willing to splice into SQL and connection options. */
export const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/

/**
 * How long the server waits on PostgreSQL before giving up. A server that accepts TCP and never answers, a
 * table lock held by someone else, a connection left idle inside a transaction: each costs at most these, never
 * a request that hangs or a start that never ends.
 */
export const POSTGRES_TIMEOUTS = {
  /** A transaction left open without a statement (idle_in_transaction_session_timeout). */
  idleInTransaction: Duration.seconds(10),
  /** The whole start-up check: connecting and the first statement. */
  startup: Duration.seconds(10)
} as const

/**
 * A process's pool and its waits (DATABASE_POOL_MAX, DATABASE_CONNECT_TIMEOUT_MS, DATABASE_STATEMENT_TIMEOUT_MS,
 * DATABASE_ACQUIRE_TIMEOUT_MS): several processes on one PostgreSQL share its max_connections, so each one's share is
 * the operator's to set.
 */
export interface PostgresPoolSettings {
  /** Connections this process keeps at most. */
  readonly max: number
  /** Opening one connection (TCP, TLS and the start-up exchange). */
  readonly connectMs: number
  /** One statement, on the server (statement_timeout and lock_timeout), and on the client a second later. */
  readonly statementMs: number
  /** Waiting for a free connection of the pool, opening one included. */
  readonly acquireMs: number
}

export const DEFAULT_POOL_SETTINGS: PostgresPoolSettings = { max: 10, connectMs: 5_000, statementMs: 5_000, acquireMs: 5_000 }

/** The bounds a setting must keep: a wait of 0 would be no limit at all, and one of hours a hang by another name. */
export const POOL_SETTING_BOUNDS = { max: { min: 1, max: 1_000 }, ms: { min: 100, max: 600_000 } } as const

/**
 * DATABASE_POOLER: what stands between this process and PostgreSQL. "none": PostgreSQL itself, each connection of the
 * pool a session of its own. "transaction": a connection pooler in transaction mode (PgBouncer), which lends a server
 * connection for one transaction at a time, so nothing may outlive a transaction on it: no named prepared statement
 * (the next Bind may land on a server connection that never saw the Parse), and no start-up parameter but the few
 * PgBouncer passes on (it refuses the connection for any other), so the server's timeouts are the role's or the
 * database's settings (ALTER ROLE ... SET statement_timeout), which every server connection starts with.
 */
export type PostgresPooler = "none" | "transaction"

export const POSTGRES_POOLERS: ReadonlyArray<PostgresPooler> = ["none", "transaction"]

export interface PostgresOptions {
  readonly url: Redacted.Redacted<string>
  /** Work inside this schema (created if missing) instead of `public`: test files each get their own. */
  readonly schema?: string | undefined
  readonly pool?: PostgresPoolSettings | undefined
  /** "none" when absent. */
  readonly pooler?: PostgresPooler | undefined
}

/**
 * Where the URL points, for messages: host, port and database, never the user or password. Refuses anything that
 * is not a postgres:// URL with a host (pg would silently connect to localhost for `not-a-url`).
 */
export const describePostgresUrl = (url: string): string | undefined => {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  if (parsed.protocol !== "postgres:" && parsed.protocol !== "postgresql:") return undefined
  if (parsed.hostname === "" && !parsed.searchParams.has("host")) return undefined
  return `${parsed.hostname || parsed.searchParams.get("host")}:${parsed.port || 5432}${parsed.pathname}`
}

const ms = Duration.toMillis

/**
 * A statement that calls one of our SQL functions (`select * from play_casino_round($1, ...)`): the money writes made
 * by the thousand. Its text never varies with its arguments and its result is the function's, so it is worth
 * preparing once per connection.
 */
const FUNCTION_CALL = /^select \* from [a-z_][a-z0-9_]*\(/

/** A prepared statement's name: its text's digest, so that one name never stands for two texts. */
const statementNames = new Map<string, string>()
const statementNameOf = (text: string): string => {
  let name = statementNames.get(text)
  if (name === undefined) {
    name = `fn_${createHash("sha1").update(text).digest("hex")}`
    statementNames.set(text, name)
  }
  return name
}

/**
 * Function calls sent as named prepared statements on this connection: @effect/sql-pg passes pg a bare text, which pg
 * sends with a fresh Parse each time (the server parses and plans it again); named, pg parses it once per connection
 * and then sends only Bind and Execute. Every other statement goes as it came.
 */
const prepareFunctionCalls = (client: pg.PoolClient): void => {
  const query = client.query.bind(client) as (...args: Array<unknown>) => unknown
  ;(client as { query: unknown }).query = (...args: Array<unknown>) => {
    const [text, values, callback] = args
    if (typeof text === "string" && Array.isArray(values) && typeof callback === "function" && FUNCTION_CALL.test(text)) {
      return query({ name: statementNameOf(text), text, values }, callback)
    }
    return query(...args)
  }
}

/**
 * Behind a transaction-mode pooler a connection's process id is the pooler's own made-up key, not a PostgreSQL
 * backend's, and the backend that runs the next statement changes with each transaction: @effect/sql-pg's cancel of an
 * interrupted statement (`select pg_cancel_backend(<that id>)` on another connection) would at best cancel nothing and
 * at worst another client's statement. Without the id it sends none; the statement then ends at the role's
 * statement_timeout, and the client stops waiting at its own query_timeout.
 */
const forgetProcessId = (client: pg.PoolClient): void => {
  ;(client as unknown as { processID: unknown }).processID = undefined
}

/** The server settings a pooler leaves to the role or the database, and the longest each may be, in milliseconds. */
const timeoutsWanted = (settings: PostgresPoolSettings) =>
  ({
    statement_timeout: settings.statementMs,
    lock_timeout: settings.statementMs,
    idle_in_transaction_session_timeout: ms(POSTGRES_TIMEOUTS.idleInTransaction)
  }) as const

/**
 * Behind a pooler the server cannot set its timeouts on its connections: those PostgreSQL gives them (the role's or the
 * database's settings) are read once at start, and each one that is off or longer than this process would have set is
 * named with the statement that sets it. A warning, not a refusal: the client's own query_timeout still bounds every
 * wait, and a role setting is the operator's to make.
 */
const timeoutsBehindPooler = (client: SqlClient.SqlClient, settings: PostgresPoolSettings) =>
  Effect.gen(function* () {
    const wanted = timeoutsWanted(settings)
    const rows = yield* client<{ readonly name: string; readonly setting: string }>`
      select name, setting from pg_settings where name in ('statement_timeout', 'lock_timeout', 'idle_in_transaction_session_timeout')`
    const given = new Map(rows.map((row) => [row.name, Number(row.setting)]))
    const missing = (Object.keys(wanted) as Array<keyof typeof wanted>)
      .map((name) => ({ name, setting: given.get(name) ?? 0 }))
      .filter(({ name, setting }) => setting === 0 || setting > wanted[name])
    if (missing.length === 0) return
    const said = missing.map((row) => `${row.name} is ${row.setting === 0 ? "off" : `${row.setting} ms`}`).join(", ")
    const fix = missing.map((row) => `ALTER ROLE CURRENT_USER SET ${row.name} = ${wanted[row.name]};`).join(" ")
    yield* Effect.logWarning(
      `DATABASE_POOLER=transaction: PostgreSQL's ${said} on this server's connections, and behind a pooler the server cannot set them per connection; as the server's role run: ${fix} (the server connections the pooler opens afterwards start with them); until then only the client's own limit of ${settings.statementMs + 1000} ms per statement holds`
    )
  })

/** pg's Client with its own limit on opening a connection, where the pool's options set the limit on acquiring one. */
const clientWithConnectTimeout = (connectMs: number): typeof pg.Client =>
  class extends pg.Client {
    constructor(config?: string | pg.ClientConfig) {
      super({ ...(typeof config === "string" ? { connectionString: config } : config), connectionTimeoutMillis: connectMs })
    }
  }

/**
 * A real PostgreSQL server, or a transaction-mode pooler in front of one (`pooler`), through a `pg` pool with every
 * timeout set, as an `@effect/sql` SqlClient.
 */
export const postgresLayer = (options: PostgresOptions): Layer.Layer<SqlClient.SqlClient, DatabaseUnavailable> =>
  Layer.unwrapScoped(
    Effect.gen(function* () {
      const where = describePostgresUrl(Redacted.value(options.url))
      if (where === undefined) {
        return yield* new DatabaseUnavailable({
          message: "DATABASE_URL is not a PostgreSQL URL; expected postgres://user:password@host:port/database"
        })
      }
      const schema = options.schema
      if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
        return yield* new DatabaseUnavailable({ message: `invalid schema name ${JSON.stringify(schema)}` })
      }
      const pooled = options.pooler === "transaction"
      if (pooled && schema !== undefined) {
        return yield* new DatabaseUnavailable({
          message: `DATABASE_POOLER=transaction cannot work inside schema ${schema}: a schema is chosen by a start-up parameter, which a transaction-mode pooler refuses; use a database of its own instead`
        })
      }
      const runtime = yield* Effect.runtime<never>()
      const settings = options.pool ?? DEFAULT_POOL_SETTINGS
      const pool = Effect.acquireRelease(
        Effect.sync(() => {
          const pool = new pg.Pool({
            connectionString: Redacted.value(options.url),
            max: settings.max,
            // pg-pool applies it to a whole acquisition: waiting for a free connection, or opening one.
            connectionTimeoutMillis: settings.acquireMs,
            // Each connection it opens gets its own, shorter or longer, limit on the opening itself.
            Client: clientWithConnectTimeout(settings.connectMs),
            // Start-up parameters, which a pooler refuses (PgBouncer passes on application_name and a few others): behind
            // one they are the role's settings instead (timeoutsBehindPooler).
            ...(pooled ? {} : timeoutsWanted(settings)),
            // Client side too: a server that stops answering mid-statement, or a pooler with no server connection free.
            query_timeout: settings.statementMs + 1000,
            application_name: "oddsfold",
            ...(schema !== undefined ? { options: `-c search_path=${schema}` } : {})
          })
          // Without a listener an idle connection dropped by the server would crash the process; the pool replaces it.
          pool.on("error", (error) => Runtime.runFork(runtime)(Effect.logWarning(`idle PostgreSQL connection lost: ${error.message}`)))
          pool.on("connect", pooled ? forgetProcessId : prepareFunctionCalls)
          return pool
        }),
        // A pool whose connections hang must not hold up the shutdown.
        (pool) => Effect.promise(() => pool.end()).pipe(Effect.timeoutOption("2 seconds"))
      )
      const client = yield* PgClient.fromPool({ acquire: pool }).pipe(
        Effect.provide(Reactivity.layer),
        Effect.mapError((error) => new DatabaseUnavailable({ message: `cannot use PostgreSQL at ${where}: ${describeSqlError(error)}` }))
      )
      // Fail at start, with a clear message, when the server cannot be used; and make sure our schema exists.
      yield* client
        .unsafe(schema !== undefined ? `create schema if not exists ${schema}` : "select 1")
        .pipe(
          Effect.timeoutFail({
            duration: POSTGRES_TIMEOUTS.startup,
            onTimeout: () => new SqlError({ message: `no answer within ${Duration.format(POSTGRES_TIMEOUTS.startup)}` })
          }),
          Effect.mapError((error) => new DatabaseUnavailable({ message: `cannot use PostgreSQL at ${where}: ${describeSqlError(error)}` }))
        )
      if (pooled) yield* timeoutsBehindPooler(client, settings).pipe(Effect.catchAll((error) => Effect.logWarning(`cannot read PostgreSQL's timeouts: ${describeSqlError(error)}`)))
      return Layer.succeed(SqlClient.SqlClient, client)
    })
  )
