import { Context, Data, Effect, Exit, FiberRef, Option } from "effect"

/**
 * The one door to the database. PostgreSQL dialect only, so the same SQL runs on embedded PGlite and on a real
 * PostgreSQL server; the two drivers differ only in how they hand out a connection (server/db/pglite.ts,
 * server/db/postgres.ts).
 */
export class DatabaseError extends Data.TaggedError("DatabaseError")<{
  /** What we were doing, e.g. "query" or "begin". */
  readonly operation: string
  readonly message: string
  /** The SQLSTATE, e.g. 23505 for a unique violation, when the server sent one. */
  readonly code?: string | undefined
}> {}

/**
 * Only the message and SQLSTATE of a driver error are kept. The drivers' error objects carry the statement's
 * parameters (PGlite) or the conflicting values (pg's `detail`), which may be hashes or secrets; keeping them
 * as a cause would print them wherever the error is logged.
 */
export const toDatabaseError = (operation: string) => (error: unknown): DatabaseError =>
  new DatabaseError({
    operation,
    message: error instanceof Error ? error.message : String(error),
    code:
      typeof error === "object" && error !== null && "code" in error && typeof error.code === "string" ? error.code : undefined
  })

export type Row = Readonly<Record<string, unknown>>

export interface DatabaseService {
  readonly dialect: "pglite" | "postgres"
  /** One statement with $1..$n parameters. Inside `transaction` it runs on the transaction's connection. */
  readonly query: (sql: string, params?: ReadonlyArray<unknown>) => Effect.Effect<ReadonlyArray<Row>, DatabaseError>
  /** A script of several statements without parameters (migrations). */
  readonly execute: (script: string) => Effect.Effect<void, DatabaseError>
  /**
   * Runs `effect` in one transaction: committed when it succeeds, rolled back when it fails, dies or is
   * interrupted. A transaction inside a transaction joins the outer one.
   */
  readonly transaction: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E | DatabaseError, R>
}

export class Database extends Context.Tag("oddsfold/server/Database")<Database, DatabaseService>() {}

/** What a driver must offer: a connection for the duration of `use`, returned to the driver afterwards. */
export interface Connection {
  readonly query: (sql: string, params: ReadonlyArray<unknown>) => Promise<ReadonlyArray<Row>>
  readonly execute: (script: string) => Promise<void>
}

export interface Driver {
  readonly dialect: DatabaseService["dialect"]
  readonly withConnection: <A, E, R>(use: (connection: Connection) => Effect.Effect<A, E, R>) => Effect.Effect<A, E | DatabaseError, R>
}

const run = <A>(operation: string, f: () => Promise<A>): Effect.Effect<A, DatabaseError> =>
  Effect.tryPromise({ try: f, catch: toDatabaseError(operation) })

/** Builds the Database service on top of a driver; the open transaction (if any) travels with the fiber. */
export const makeDatabase = (driver: Driver): DatabaseService => {
  // Per database instance, so two servers in one process (tests) never share a transaction.
  const currentTransaction = FiberRef.unsafeMake<Option.Option<Connection>>(Option.none())

  const onConnection = <A>(operation: string, f: (connection: Connection) => Promise<A>): Effect.Effect<A, DatabaseError> =>
    Effect.flatMap(FiberRef.get(currentTransaction), (open) =>
      Option.match(open, {
        onSome: (connection) => run(operation, () => f(connection)),
        onNone: () => driver.withConnection((connection) => run(operation, () => f(connection)))
      })
    )

  const transaction = <A, E, R>(effect: Effect.Effect<A, E, R>): Effect.Effect<A, E | DatabaseError, R> =>
    Effect.flatMap(FiberRef.get(currentTransaction), (open) =>
      Option.isSome(open)
        ? effect
        : driver.withConnection((connection) =>
            // Uninterruptible between BEGIN and COMMIT/ROLLBACK so an interrupted request never leaves an open
            // transaction on a pooled connection; only the caller's own work can be interrupted.
            Effect.uninterruptibleMask((restore) =>
              Effect.gen(function* () {
                yield* run("begin", () => connection.query("BEGIN", []))
                const exit = yield* Effect.exit(restore(Effect.locally(effect, currentTransaction, Option.some(connection))))
                if (Exit.isSuccess(exit)) {
                  yield* run("commit", () => connection.query("COMMIT", []))
                  return exit.value
                }
                // If even the rollback fails the connection is broken; the pool drops broken connections.
                yield* Effect.ignore(run("rollback", () => connection.query("ROLLBACK", [])))
                return yield* exit
              })
            )
          )
    )

  return {
    dialect: driver.dialect,
    query: (sql, params = []) => onConnection("query", (connection) => connection.query(sql, params)),
    execute: (script) => onConnection("execute", (connection) => connection.execute(script)),
    transaction
  }
}
