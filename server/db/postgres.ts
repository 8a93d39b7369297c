import pg from "pg"
import { Effect, Layer, Runtime } from "effect"
import { Database, DatabaseError, makeDatabase, toDatabaseError, type Connection, type Row } from "./Database"

/** A schema name we are willing to splice into SQL and connection options. */
export const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/

export interface PostgresOptions {
  readonly url: string
  /** Work inside this schema (created if missing) instead of `public`: test files each get their own. */
  readonly schema?: string | undefined
  readonly maxConnections?: number | undefined
}

/** A real PostgreSQL server through a `pg` connection pool (DATABASE_URL). */
export const postgresDatabase = (options: PostgresOptions): Layer.Layer<Database, DatabaseError> =>
  Layer.scoped(
    Database,
    Effect.gen(function* () {
      const schema = options.schema
      if (schema !== undefined && !SCHEMA_NAME.test(schema)) {
        return yield* new DatabaseError({ operation: "open", message: `invalid schema name ${JSON.stringify(schema)}` })
      }
      const runtime = yield* Effect.runtime<never>()
      const pool = yield* Effect.acquireRelease(
        Effect.sync(
          () =>
            new pg.Pool({
              connectionString: options.url,
              max: options.maxConnections ?? 10,
              ...(schema !== undefined ? { options: `-c search_path=${schema}` } : {})
            })
        ),
        (pool) => Effect.tryPromise(() => pool.end()).pipe(Effect.ignore)
      )
      // Without a listener an idle connection dropped by the server would crash the process; the pool replaces it.
      pool.on("error", (error) => Runtime.runFork(runtime)(Effect.logWarning(`idle PostgreSQL connection lost: ${error.message}`)))

      const withConnection = <A, E, R>(use: (connection: Connection) => Effect.Effect<A, E, R>) =>
        Effect.acquireUseRelease(
          Effect.tryPromise({ try: () => pool.connect(), catch: toDatabaseError("connect") }),
          (client) =>
            use({
              query: async (sql, params) => (await client.query(sql, [...params])).rows as ReadonlyArray<Row>,
              execute: async (script) => {
                await client.query(script)
              }
            }),
          (client) => Effect.sync(() => client.release())
        )

      const database = makeDatabase({ dialect: "postgres", withConnection })
      // Fail at start, with a clear message, when the server is unreachable; and make sure our schema exists.
      yield* database.execute(schema !== undefined ? `create schema if not exists ${schema}` : "select 1")
      return database
    })
  )
