import { Effect, Layer } from "effect"
import type { Database, DatabaseError } from "../../../server/db/Database"
import { pgliteDatabase } from "../../../server/db/pglite"
import { postgresDatabase } from "../../../server/db/postgres"
import { freshPostgresSchema, TEST_DATABASE_URL, type DatabaseUnderTest } from "./databases"

/** The bare Database service (no server) on a fresh database of the given kind; a PostgreSQL schema is dropped afterwards. */
export const bareDatabase = (db: DatabaseUnderTest): Layer.Layer<Database, DatabaseError> =>
  db.label === "pglite"
    ? pgliteDatabase(undefined)
    : Layer.unwrapScoped(
        Effect.map(
          Effect.acquireRelease(
            Effect.promise(() => freshPostgresSchema(TEST_DATABASE_URL!)),
            (fresh) => Effect.promise(() => fresh.dispose())
          ),
          (fresh) => postgresDatabase({ url: TEST_DATABASE_URL!, schema: fresh.options.kind === "postgres" ? fresh.options.schema : undefined })
        )
      )
