import { PGlite } from "@electric-sql/pglite"
import { mkdirSync } from "node:fs"
import { Effect, Layer } from "effect"
import { Database, DatabaseError, makeDatabase, toDatabaseError, type DatabaseService, type Row } from "./Database"

/**
 * The Database service on an open PGlite. PGlite has a single connection, so a one-permit semaphore hands it
 * to one transaction at a time: otherwise another request's statement could land inside someone else's
 * transaction.
 */
export const pgliteService = (db: PGlite): Effect.Effect<DatabaseService> =>
  Effect.map(Effect.makeSemaphore(1), (lock) =>
    makeDatabase({
      dialect: "pglite",
      withConnection: (use) =>
        lock.withPermits(1)(
          use({
            query: async (sql, params) => (await db.query<Row>(sql, [...params])).rows,
            execute: async (script) => {
              await db.exec(script)
            }
          })
        )
    })
  )

/**
 * Embedded PostgreSQL (PGlite): nothing to install. `dataDir` keeps the data in a folder; without it the
 * database lives in memory (tests). Closed with the layer's scope.
 */
export const pgliteDatabase = (dataDir: string | undefined): Layer.Layer<Database, DatabaseError> =>
  Layer.scoped(
    Database,
    Effect.acquireRelease(
      Effect.tryPromise({
        try: async () => {
          if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true })
          return PGlite.create(dataDir ?? "memory://")
        },
        catch: (cause) =>
          new DatabaseError({ operation: "open", message: `cannot open PGlite${dataDir ? ` in ${dataDir}` : ""}: ${toDatabaseError("open")(cause).message}` })
      }),
      (db) =>
        Effect.tryPromise(() => db.close()).pipe(Effect.catchAll((error) => Effect.logWarning(`closing PGlite failed: ${String(error)}`)))
    ).pipe(Effect.flatMap(pgliteService))
  )
