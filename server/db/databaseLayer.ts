import type { Layer } from "effect"
import type { Database, DatabaseError } from "./Database"
import { pgliteDatabase } from "./pglite"
import { postgresDatabase } from "./postgres"

/** Which database a server runs on. */
export type DatabaseOptions =
  /** Embedded PGlite; `dataDir` undefined means in memory. */
  | { readonly kind: "pglite"; readonly dataDir?: string | undefined }
  /** A PostgreSQL server; `schema` isolates one run (tests) inside a shared database. */
  | { readonly kind: "postgres"; readonly url: string; readonly schema?: string | undefined }
  /** A Database layer built by the caller, e.g. a test wrapping a real one to inject faults. */
  | { readonly kind: "layer"; readonly layer: Layer.Layer<Database, DatabaseError> }

export const databaseLayer = (options: DatabaseOptions): Layer.Layer<Database, DatabaseError> => {
  switch (options.kind) {
    case "pglite":
      return pgliteDatabase(options.dataDir)
    case "postgres":
      return postgresDatabase({ url: options.url, schema: options.schema })
    case "layer":
      return options.layer
  }
}
