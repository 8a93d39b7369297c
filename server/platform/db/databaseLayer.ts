import type * as SqlClient from "@effect/sql/SqlClient"
import type { Layer, Redacted } from "effect"
import type { DatabaseUnavailable } from "./databaseUnavailable"
import { pgliteLayer } from "./pgliteClient"
import { postgresLayer, type PostgresPooler, type PostgresPoolSettings } from "./postgresClient"

/** Which database a server runs on. */
export type DatabaseOptions =
  /** Embedded PGlite; `dataDir` undefined means in memory. */
  | { readonly kind: "pglite"; readonly dataDir?: string | undefined }
  /** A PostgreSQL server; `schema` isolates one run (tests) inside a shared database. */
  /** `pool`: its size and waits (the defaults of postgresClient.ts when absent); `pooler`: a connection pooler in between. */
  | {
      readonly kind: "postgres"
      readonly url: Redacted.Redacted<string>
      readonly schema?: string | undefined
      readonly pool?: PostgresPoolSettings | undefined
      readonly pooler?: PostgresPooler | undefined
    }
  /** A SqlClient built by the caller, e.g. a test that looks at the same in-memory PGlite as the server. */
  | { readonly kind: "layer"; readonly layer: Layer.Layer<SqlClient.SqlClient, DatabaseUnavailable> }

export const databaseLayer = (options: DatabaseOptions): Layer.Layer<SqlClient.SqlClient, DatabaseUnavailable> => {
  switch (options.kind) {
    case "pglite":
      return pgliteLayer(options.dataDir)
    case "postgres":
      return postgresLayer({ url: options.url, schema: options.schema, pool: options.pool, pooler: options.pooler })
    case "layer":
      return options.layer
  }
}
