import { createHash } from "node:crypto"
import { readdir, readFile } from "node:fs/promises"
import { join } from "node:path"
import { fileURLToPath } from "node:url"
import * as SqlClient from "@effect/sql/SqlClient"
import type { SqlError } from "@effect/sql/SqlError"
import { Data, Effect } from "effect"
import { packageRoot } from "../packageRoot"

/**
 * Plain SQL migrations, `server/migrations/NNN_name.sql`, applied in order at start. Each one runs in its own
 * transaction together with its row in `schema_migrations`, so it is applied completely or not at all, and
 * exactly once however often the server restarts.
 */
export const MIGRATIONS_DIR = join(packageRoot(fileURLToPath(import.meta.url)), "server", "migrations")

export class MigrationError extends Data.TaggedError("MigrationError")<{ readonly message: string }> {}

export interface Migration {
  readonly version: string
  readonly name: string
  readonly sql: string
  /** SHA-256 of the file: an applied migration that was edited afterwards stops the start instead of drifting. */
  readonly checksum: string
}

const FILE_NAME = /^(\d{3})_([a-z0-9_]+)\.sql$/

// Several instances may start at once against one PostgreSQL; they take turns on this lock.
const MIGRATION_LOCK = 4_242_001

export const readMigrations = (dir: string = MIGRATIONS_DIR): Effect.Effect<ReadonlyArray<Migration>, MigrationError> =>
  Effect.gen(function* () {
    const names = yield* Effect.tryPromise({
      try: () => readdir(dir),
      catch: (cause) => new MigrationError({ message: `cannot list migrations in ${dir}: ${String(cause)}` })
    })
    const migrations: Array<Migration> = []
    for (const fileName of names.filter((n) => n.endsWith(".sql")).sort()) {
      const match = FILE_NAME.exec(fileName)
      if (match === null) return yield* new MigrationError({ message: `migration file name ${fileName} is not NNN_name.sql` })
      const sql = yield* Effect.tryPromise({
        try: () => readFile(join(dir, fileName), "utf8"),
        catch: (cause) => new MigrationError({ message: `cannot read ${fileName}: ${String(cause)}` })
      })
      const version = match[1]!
      if (migrations.some((m) => m.version === version)) {
        return yield* new MigrationError({ message: `two migrations share version ${version}` })
      }
      migrations.push({ version, name: match[2]!, sql, checksum: createHash("sha256").update(sql).digest("hex") })
    }
    return migrations
  })

/** Applies the migrations not applied yet; answers the names of those it applied. */
export const applyMigrations = (
  migrations: ReadonlyArray<Migration>
): Effect.Effect<ReadonlyArray<string>, MigrationError | SqlError, SqlClient.SqlClient> =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const lock = sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`
    yield* sql.withTransaction(
      Effect.zipRight(
        lock,
        sql`create table if not exists schema_migrations (
          version text primary key,
          name text not null,
          checksum text not null,
          applied_at timestamptz not null default now()
        )`
      )
    )
    const applied: Array<string> = []
    for (const migration of migrations) {
      const label = `${migration.version}_${migration.name}`
      const ran = yield* sql.withTransaction(
        Effect.gen(function* () {
          yield* lock
          const rows = yield* sql<{ readonly checksum: string }>`select checksum from schema_migrations where version = ${migration.version}`
          const previous = rows[0]?.checksum
          if (previous !== undefined) {
            if (previous !== migration.checksum) {
              return yield* new MigrationError({ message: `migration ${label} was changed after it was applied; add a new migration instead` })
            }
            return false
          }
          // A script of several statements: the simple protocol, without parameters.
          yield* sql.unsafe(migration.sql).unprepared
          yield* sql`insert into schema_migrations (version, name, checksum) values (${migration.version}, ${migration.name}, ${migration.checksum})`
          return true
        })
      )
      if (ran) applied.push(label)
    }
    return applied
  })
