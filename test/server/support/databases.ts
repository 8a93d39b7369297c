import { randomBytes } from "node:crypto"
import * as Reactivity from "@effect/experimental/Reactivity"
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Layer, Redacted } from "effect"
import pg from "pg"
import type { DatabaseOptions } from "../../../server/platform/db/databaseLayer"
import { makePgliteClient } from "../../../server/platform/db/pgliteClient"
import { migratedPglite } from "./pgliteTemplate"
import { copyOfTemplate, databaseUrl, withAdmin } from "./postgresTemplate"

/**
 * The databases the server tests run on: embedded PGlite (in memory) always, and PostgreSQL when
 * TEST_DATABASE_URL is set (CI: postgres://postgres@127.0.0.1:5432/test). On PostgreSQL every fresh database is a
 * database of its own, copied from a migrated template and dropped afterwards, so test files running in parallel never
 * see each other's rows.
 */
export interface FreshDatabase {
  readonly options: DatabaseOptions
  /** SQL from outside the server, against the same data, to check what a server stored. */
  readonly query: (sql: string, params?: ReadonlyArray<unknown>) => Promise<ReadonlyArray<Record<string, unknown>>>
  /**
   * Holds the config and session tables locked from another transaction for `ms` (on PGlite: the one connection
   * itself), as an operator's long migration or a stuck client would; resolves once the lock is held.
   */
  readonly holdLocks: (ms: number) => Promise<{ readonly released: Promise<void> }>
  readonly dispose: () => Promise<void>
}

export interface DatabaseUnderTest {
  readonly label: "pglite" | "postgres"
  readonly fresh: () => Promise<FreshDatabase>
}

export const TEST_DATABASE_URL = process.env["TEST_DATABASE_URL"]

/**
 * An in-memory PGlite the test opens itself, already migrated (pgliteTemplate.ts), and hands to the server as a ready
 * SqlClient, so the test can look at the same data (through the same one-connection lock) while the server runs.
 */
const pglite: DatabaseUnderTest = {
  label: "pglite",
  fresh: async () => {
    const instance = await migratedPglite()
    const client = await Effect.runPromise(makePgliteClient(instance).pipe(Effect.provide(Reactivity.layer)))
    return {
      options: { kind: "layer", layer: Layer.succeed(SqlClient.SqlClient, client) },
      query: (sql, params = []) => Effect.runPromise(client.unsafe<Record<string, unknown>>(sql, params)),
      holdLocks: async (ms) => {
        let held!: () => void
        const holding = new Promise<void>((resolve) => (held = resolve))
        const released = Effect.runPromise(
          client.withTransaction(Effect.zipRight(Effect.sync(() => held()), Effect.sleep(ms))).pipe(Effect.asVoid, Effect.orDie)
        )
        await holding
        return { released }
      },
      dispose: () => instance.close()
    }
  }
}

/** Every schema a test makes starts so, then its time of making (epoch seconds, base 36) and random bits. */
export const TEST_SCHEMA_PREFIX = "oddsfold_test_"

/** A FreshDatabase on PostgreSQL whose connections `connect` makes (in its own database, or its own schema of one). */
const onPostgres = async (
  options: Extract<DatabaseOptions, { kind: "postgres" }>,
  connect: () => pg.Client,
  setUp: (client: pg.Client) => Promise<unknown>,
  tearDown: { readonly beforeClosing: (client: pg.Client) => Promise<unknown>; readonly afterClosing: () => Promise<unknown> }
): Promise<FreshDatabase> => {
  const client = connect()
  client.on("error", () => {})
  await client.connect()
  await setUp(client)
  return {
    options,
    query: async (sql, params = []) => (await client.query(sql, [...params])).rows,
    holdLocks: async (ms) => {
      const holder = connect()
      await holder.connect()
      await holder.query("begin")
      await holder.query("lock table site_config, config_groups, config_version, sessions in access exclusive mode")
      const released = new Promise<void>((resolve) => setTimeout(resolve, ms)).then(async () => {
        await holder.query("rollback")
        await holder.end()
      })
      return { released }
    },
    dispose: async () => {
      await tearDown.beforeClosing(client)
      await client.end()
      await tearDown.afterClosing()
    }
  }
}

/** An empty schema of the database at `url` (nothing migrated), dropped by dispose: for the tests of migrations and pools themselves. */
export const freshPostgresSchema = (url: string): Promise<FreshDatabase> => {
  const schema = `${TEST_SCHEMA_PREFIX}${Math.floor(Date.now() / 1000).toString(36)}_${randomBytes(6).toString("hex")}`
  return onPostgres(
    { kind: "postgres", url: Redacted.make(url), schema },
    () => new pg.Client({ connectionString: url, options: `-c search_path=${schema}` }),
    (client) => client.query(`create schema ${schema}`),
    { beforeClosing: (client) => client.query(`drop schema if exists ${schema} cascade`), afterClosing: async () => {} }
  )
}

/** A database of its own on the server of `url`, copied from the migrated template (postgresTemplate.ts), dropped by dispose. */
const freshPostgresDatabase = async (url: string): Promise<FreshDatabase> => {
  const name = await copyOfTemplate(url)
  const own = databaseUrl(url, name)
  return onPostgres(
    { kind: "postgres", url: Redacted.make(own) },
    () => new pg.Client({ connectionString: own }),
    async () => {},
    // The server's pool may keep a connection a moment after it closed: FORCE ends it.
    { beforeClosing: async () => {}, afterClosing: () => withAdmin(url, (admin) => admin.query(`drop database if exists ${name} with (force)`)) }
  )
}

const postgres = (url: string): DatabaseUnderTest => ({ label: "postgres", fresh: () => freshPostgresDatabase(url) })

export const databasesUnderTest: ReadonlyArray<DatabaseUnderTest> =
  TEST_DATABASE_URL === undefined || TEST_DATABASE_URL === "" ? [pglite] : [pglite, postgres(TEST_DATABASE_URL)]

/**
 * The one database of the tests of what moves no money and keeps no limit or session (the line, content, the config,
 * the casino's catalogue, analytics, consent, dev doors, malformed requests), and of the browser tests' own servers:
 * PostgreSQL when TEST_DATABASE_URL is set, the embedded PGlite otherwise. Money, limits and sessions are tested on
 * every database under test, since the two differ where they matter to them (connections, locks, transactions at
 * once) and so PGlite's path through the server is run in CI too; a read of the line or of a published page does not
 * differ, and a fresh PostgreSQL database (a copy of the template) costs a core a fraction of a second against two to
 * five for a fresh PGlite, whose WebAssembly engine then also runs every query in the test's own process.
 */
export const oneDatabase: ReadonlyArray<DatabaseUnderTest> = [databasesUnderTest.at(-1)!]
