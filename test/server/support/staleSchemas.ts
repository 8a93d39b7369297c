import pg from "pg"
import { TEST_DATABASE_URL, TEST_SCHEMA_PREFIX } from "./databases"
import { postgresTemplate, TEMPLATE_PREFIX, TEST_DATABASE_PREFIX, withAdmin } from "./postgresTemplate"

/** A schema or database made this long ago belongs to no run still going: a run is killed, or its test crashed, before dropping it. */
const STALE_AFTER_SECONDS = 6 * 60 * 60

/** When a test schema's or test database's name says it was made (epoch seconds), or undefined for a name of another form. */
export const madeAt = (name: string, prefix: string = TEST_SCHEMA_PREFIX): number | undefined => {
  const match = new RegExp(`^${prefix}([0-9a-z]+)_[0-9a-f]{12}$`).exec(name)
  return match === null ? undefined : Number.parseInt(match[1]!, 36)
}

/**
 * Vitest's global setup for the server tests on PostgreSQL: drops the test schemas and databases that killed runs left
 * behind (left to pile up, they slow every later run through the catalogue) and the templates of other migrations, and
 * makes this run's template once, before the test files ask for copies of it at once. A schema of the older form (no
 * time in its name) is left by a run from before names carried one.
 */
export default async function dropStaleTestSchemas(): Promise<void> {
  if (TEST_DATABASE_URL === undefined || TEST_DATABASE_URL === "") return
  const url = TEST_DATABASE_URL
  const now = Math.floor(Date.now() / 1000)
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ nspname: string }>("select nspname from pg_namespace where starts_with(nspname, $1)", [TEST_SCHEMA_PREFIX])
    for (const { nspname } of rows) {
      const at = madeAt(nspname)
      if (at === undefined || now - at > STALE_AFTER_SECONDS) await client.query(`drop schema if exists "${nspname}" cascade`)
    }
  } finally {
    await client.end()
  }
  const template = await postgresTemplate(url)
  await withAdmin(url, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>("select datname from pg_database where starts_with(datname, $1) or starts_with(datname, $2)", [TEST_DATABASE_PREFIX, TEMPLATE_PREFIX])
    for (const { datname } of rows) {
      const at = madeAt(datname, TEST_DATABASE_PREFIX)
      const stale = datname.startsWith(TEMPLATE_PREFIX) ? datname !== template : at === undefined || now - at > STALE_AFTER_SECONDS
      // A template another run is copying right now stays (it is dropped by a later run).
      if (stale) await admin.query(`drop database if exists "${datname}"`).catch(() => undefined)
    }
  })
}
