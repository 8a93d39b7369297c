import type * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Layer, Redacted } from "effect"
import type { DatabaseUnavailable } from "../../../server/platform/db/databaseUnavailable"
import { pgliteLayer } from "../../../server/platform/db/pgliteClient"
import { postgresLayer } from "../../../server/platform/db/postgresClient"
import { freshPostgresSchema, TEST_DATABASE_URL, type DatabaseUnderTest } from "./databases"

/** The bare SqlClient (no server) on a fresh database of the given kind; a PostgreSQL schema is dropped afterwards. */
export const bareDatabase = (db: DatabaseUnderTest): Layer.Layer<SqlClient.SqlClient, DatabaseUnavailable> =>
  db.label === "pglite"
    ? pgliteLayer(undefined)
    : Layer.unwrapScoped(
        Effect.map(
          Effect.acquireRelease(
            Effect.promise(() => freshPostgresSchema(TEST_DATABASE_URL!)),
            (fresh) => Effect.promise(() => fresh.dispose())
          ),
          (fresh) =>
            postgresLayer({ url: Redacted.make(TEST_DATABASE_URL!), schema: fresh.options.kind === "postgres" ? fresh.options.schema : undefined })
        )
      )
