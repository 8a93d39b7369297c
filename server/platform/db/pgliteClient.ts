import { mkdirSync } from "node:fs"
import { PGlite } from "@electric-sql/pglite"
import * as Reactivity from "@effect/experimental/Reactivity"
import { makeCompiler } from "@effect/sql-pg/PgClient"
import * as SqlClient from "@effect/sql/SqlClient"
import type { Connection } from "@effect/sql/SqlConnection"
import { SqlError } from "@effect/sql/SqlError"
import { Effect, Layer, Stream } from "effect"
import { lockDataDir } from "./dataDirLock"
import { DatabaseUnavailable } from "./databaseUnavailable"

/**
 * An `@effect/sql` SqlClient on embedded PGlite, so the repositories run unchanged on PGlite and on PostgreSQL
 * (`@effect/sql-pg`, whose compiler this reuses: same dialect, same placeholders).
 *
 * PGlite has a single connection. A one-permit semaphore hands it to one statement at a time, and to a
 * transaction for the whole transaction: otherwise another request's statement could land inside it.
 */

/** Only the driver's message and SQLSTATE: PGlite's error objects also carry the statement's parameters. */
const sqlError = (message: string) => (cause: unknown): SqlError => {
  const error = new Error(cause instanceof Error ? cause.message : String(cause))
  if (typeof cause === "object" && cause !== null && "code" in cause && typeof cause.code === "string") {
    Object.assign(error, { code: cause.code })
  }
  return new SqlError({ message, cause: error })
}

const connectionOf = (db: PGlite): Connection => {
  const query = (sql: string, params: ReadonlyArray<unknown>) =>
    Effect.tryPromise({ try: () => db.query<object>(sql, [...params]), catch: sqlError("Failed to execute statement") })
  const rows = (sql: string, params: ReadonlyArray<unknown>, transformRows: (<A extends object>(rows: ReadonlyArray<A>) => ReadonlyArray<A>) | undefined) =>
    Effect.map(query(sql, params), (result) => (transformRows ? transformRows(result.rows) : result.rows))
  return {
    execute: rows,
    executeRaw: query,
    executeStream: (sql, params, transformRows) => Stream.flatMap(Stream.fromEffect(rows(sql, params, transformRows)), Stream.fromIterable),
    executeValues: (sql, params) =>
      Effect.tryPromise({
        try: async () => (await db.query<Array<unknown>>(sql, [...params], { rowMode: "array" })).rows,
        catch: sqlError("Failed to execute statement")
      }),
    // Without parameters: the simple protocol, which takes scripts of several statements (migrations).
    executeUnprepared: (sql, params, transformRows) =>
      params.length > 0
        ? rows(sql, params, transformRows)
        : Effect.tryPromise({ try: () => db.exec(sql), catch: sqlError("Failed to execute statement") }).pipe(
            Effect.map((results) => (results.at(-1)?.rows ?? []) as ReadonlyArray<object>),
            Effect.map((all) => (transformRows ? transformRows(all) : all))
          )
  }
}

/** The SqlClient on an open PGlite; the caller owns (and closes) the PGlite. */
export const makePgliteClient = (db: PGlite): Effect.Effect<SqlClient.SqlClient, never, Reactivity.Reactivity> =>
  Effect.gen(function* () {
    const permit = yield* Effect.makeSemaphore(1)
    const connection = connectionOf(db)
    // Held until the scope closes: one statement, or a whole transaction.
    const acquirer = Effect.as(Effect.acquireRelease(permit.take(1), () => permit.release(1)), connection)
    return yield* SqlClient.make({
      acquirer,
      compiler: makeCompiler(),
      spanAttributes: [["db.system.name", "postgresql"]]
    })
  })

export const pgliteClientLayer = (db: PGlite): Layer.Layer<SqlClient.SqlClient> =>
  Layer.effect(SqlClient.SqlClient, makePgliteClient(db)).pipe(Layer.provide(Reactivity.layer))

/**
 * Embedded PostgreSQL: nothing to install. `dataDir` keeps the data in a folder, locked against a second
 * process; without it the database lives in memory (tests). Closed, then unlocked, with the layer's scope.
 */
export const pgliteLayer = (dataDir: string | undefined): Layer.Layer<SqlClient.SqlClient, DatabaseUnavailable> =>
  Layer.unwrapScoped(
    Effect.gen(function* () {
      if (dataDir !== undefined) yield* Effect.mapError(lockDataDir(dataDir), (error) => new DatabaseUnavailable({ message: error.message }))
      const db = yield* Effect.acquireRelease(
        Effect.tryPromise({
          try: async () => {
            if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true })
            return PGlite.create(dataDir ?? "memory://")
          },
          catch: (cause) =>
            new DatabaseUnavailable({ message: `cannot open PGlite${dataDir ? ` in ${dataDir}` : ""}: ${cause instanceof Error ? cause.message : String(cause)}` })
        }),
        (db) => Effect.tryPromise(() => db.close()).pipe(Effect.catchAll((error) => Effect.logWarning(`closing PGlite failed: ${String(error)}`)))
      )
      return pgliteClientLayer(db)
    })
  )
