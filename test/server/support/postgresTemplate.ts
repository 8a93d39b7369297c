import { createHash, randomBytes } from "node:crypto"
import { Effect, Redacted } from "effect"
import pg from "pg"
import { applyMigrations, readMigrations } from "../../../server/platform/db/migrations"
import { postgresLayer } from "../../../server/platform/db/postgresClient"

/** Every test database a fresh() makes starts so, then its time of making (epoch seconds, base 36) and random bits. */
export const TEST_DATABASE_PREFIX = "oddsfold_testdb_"
/** The migrated databases fresh ones are copied from, one per set of migrations (named by their checksums). */
export const TEMPLATE_PREFIX = "oddsfold_template_"

/** The same server and credentials as `url`, another database. */
export const databaseUrl = (url: string, database: string): string => {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

/** One connection to the server's maintenance database (`url`'s own), for CREATE, ALTER and DROP DATABASE. */
export const withAdmin = async <A>(url: string, use: (client: pg.Client) => Promise<A>): Promise<A> => {
  const client = new pg.Client({ connectionString: url })
  // A database dropped WITH (FORCE) while this client waits must not throw from an idle socket.
  client.on("error", () => {})
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}

const templateName = async (): Promise<string> => {
  const migrations = await Effect.runPromise(readMigrations())
  const digest = createHash("sha256")
    .update(migrations.map((m) => `${m.version}:${m.checksum}`).join("\n"))
    .digest("hex")
    .slice(0, 16)
  return `${TEMPLATE_PREFIX}${digest}`
}

/**
 * A database with every migration applied, made once per set of migrations and kept on the server: a test's fresh
 * database is a copy of it (CREATE DATABASE … TEMPLATE, a fraction of a second) instead of an empty schema the server
 * migrates at its start (66 migrations: seconds of a loaded core, and as long again to drop the schema). It is built
 * under a name of its own and renamed once complete, so a copy is never made of a half-migrated one; when two runs
 * build it at once, the second rename fails and its copy is dropped. The server still runs its migrations on a copy,
 * finding them all applied.
 */
const makeTemplate = async (url: string): Promise<string> => {
  const name = await templateName()
  const exists = await withAdmin(url, async (client) => (await client.query("select 1 from pg_database where datname = $1", [name])).rowCount! > 0)
  if (exists) return name
  const building = `${name}_${randomBytes(4).toString("hex")}`
  await withAdmin(url, (client) => client.query(`create database ${building}`))
  const migrations = await Effect.runPromise(readMigrations())
  await Effect.runPromise(Effect.provide(applyMigrations(migrations), postgresLayer({ url: Redacted.make(databaseUrl(url, building)) })))
  await withAdmin(url, async (client) => {
    // The migration pool's connections may still be closing (pg's Pool.end resolves first): a rename needs none.
    await client.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [building])
    try {
      await client.query(`alter database ${building} rename to ${name}`)
    } catch (error) {
      await client.query(`drop database if exists ${building} with (force)`)
      const made = (await client.query("select 1 from pg_database where datname = $1", [name])).rowCount! > 0
      if (!made) throw error
    }
  })
  return name
}

let template: Promise<string> | undefined

/** The current template's name on the server of `url`, made first if missing (once per process). */
export const postgresTemplate = (url: string): Promise<string> => (template ??= makeTemplate(url))

/** A new database copied from the template: its name, made of the time of making and random bits. */
export const copyOfTemplate = async (url: string): Promise<string> => {
  const source = await postgresTemplate(url)
  const name = `${TEST_DATABASE_PREFIX}${Math.floor(Date.now() / 1000).toString(36)}_${randomBytes(6).toString("hex")}`
  await withAdmin(url, (client) => client.query(`create database ${name} template ${source}`))
  return name
}
