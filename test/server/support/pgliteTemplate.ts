import { createHash, randomBytes } from "node:crypto"
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { PGlite } from "@electric-sql/pglite"
import * as Reactivity from "@effect/experimental/Reactivity"
import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Layer } from "effect"
import { applyMigrations, readMigrations } from "../../../server/platform/db/migrations"
import { makePgliteClient } from "../../../server/platform/db/pgliteClient"

/** Where the migrated data folders are kept, one per set of migrations (named by their checksums). */
const TEMPLATES = join(".tmp", "pglite-templates")

/**
 * A PGlite data folder with every migration applied, as a tarball: a test's fresh database is loaded from it instead
 * of being made and migrated again (an empty PGlite plus some 40 migrations is seconds of a loaded core; loading the
 * tarball, a fraction of that). Kept on disk, so each test file and each Playwright worker finds it made; made again
 * when a migration is added or changed. The server still runs its migrations on it, finding them all applied.
 */
const makeTemplate = async (): Promise<Blob> => {
  const migrations = await Effect.runPromise(readMigrations())
  const name = createHash("sha256")
    .update(migrations.map((m) => `${m.version}:${m.checksum}`).join("\n"))
    .digest("hex")
    .slice(0, 16)
  const file = join(TEMPLATES, `${name}.tar`)
  try {
    return new Blob([readFileSync(file)])
  } catch {
    // Not made yet: made here; two files making it at once each write their own and the last rename wins.
  }
  const instance = await PGlite.create()
  try {
    const client = await Effect.runPromise(makePgliteClient(instance).pipe(Effect.provide(Reactivity.layer)))
    await Effect.runPromise(applyMigrations(migrations).pipe(Effect.provide(Layer.succeed(SqlClient.SqlClient, client))))
    const dump = await instance.dumpDataDir("none")
    mkdirSync(TEMPLATES, { recursive: true })
    const partial = `${file}.${randomBytes(4).toString("hex")}`
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
    renameSync(partial, file)
    return dump
  } finally {
    await instance.close()
  }
}

let template: Promise<Blob> | undefined

/** A new in-memory PGlite holding the migrated schema and no rows. */
export const migratedPglite = async (): Promise<PGlite> => {
  template ??= makeTemplate()
  return PGlite.create({ loadDataDir: await template })
}
