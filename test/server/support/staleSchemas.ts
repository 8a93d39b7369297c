import pg from "pg"
import { TEST_DATABASE_URL, TEST_SCHEMA_PREFIX } from "./databases"

/** A schema made this long ago belongs to no run still going: a run is killed, or its test crashed, before dropping it. */
const STALE_AFTER_SECONDS = 6 * 60 * 60

/** When a test schema's name says it was made (epoch seconds), or undefined for a name of another form. */
export const madeAt = (schema: string): number | undefined => {
  const match = new RegExp(`^${TEST_SCHEMA_PREFIX}([0-9a-z]+)_[0-9a-f]{12}$`).exec(schema)
  return match === null ? undefined : Number.parseInt(match[1]!, 36)
}

/**
 * Vitest's global setup for the server tests on PostgreSQL: drops the test schemas that killed runs left behind. Left
 * to pile up (thousands of schemas, each of some 40 tables), they slow every later run's migrations through the
 * catalogue. A schema of the older form (no time in its name) is left by a run from before names carried one.
 */
export default async function dropStaleTestSchemas(): Promise<void> {
  if (TEST_DATABASE_URL === undefined || TEST_DATABASE_URL === "") return
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL })
  await client.connect()
  try {
    const now = Math.floor(Date.now() / 1000)
    const { rows } = await client.query<{ nspname: string }>("select nspname from pg_namespace where starts_with(nspname, $1)", [TEST_SCHEMA_PREFIX])
    for (const { nspname } of rows) {
      const at = madeAt(nspname)
      if (at === undefined || now - at > STALE_AFTER_SECONDS) await client.query(`drop schema if exists "${nspname}" cascade`)
    }
  } finally {
    await client.end()
  }
}
