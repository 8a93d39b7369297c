import { SqlError } from "@effect/sql/SqlError"
import { type Cause, Effect, type ParseResult } from "effect"

/**
 * A database failure is not something a client can fix: it becomes a defect, which the error boundary logs once
 * and answers with a bare 500 (a 503 to come back in a moment when the database was only too busy). Only the driver's message and SQLSTATE are kept: the drivers' error objects carry
 * the statement's parameters (PGlite) or the conflicting values (pg's `detail`), which may be hashes or secrets,
 * and a kept cause would print them wherever the defect is logged.
 */
export class DatabaseFault extends Error {
  override readonly name = "DatabaseFault"
  /**
   * @param busy The database was there but too busy to answer in time (a statement or a lock wait cut off at its
   * limit, no free connection): it did nothing, and the same request may be sent again in a moment.
   */
  constructor(
    message: string,
    readonly busy = false
  ) {
    super(message)
  }
}

/**
 * PostgreSQL's answers when it is busy rather than broken: query_canceled (the statement timeout), lock_not_available
 * (the lock timeout), too_many_connections, cannot_connect_now.
 */
const BUSY_SQLSTATES: ReadonlySet<string> = new Set(["57014", "55P03", "53300", "57P03"])
/** What pg-pool and pg say when no connection came within the acquire timeout, or a statement's answer never came. */
const BUSY_DRIVER_MESSAGE = /^(timeout exceeded when trying to connect|Query read timeout)$/

const isBusy = (error: SqlError): boolean => {
  const cause = error.cause
  if (!(cause instanceof Error)) return false
  const code = "code" in cause && typeof cause.code === "string" ? cause.code : undefined
  return (code !== undefined && BUSY_SQLSTATES.has(code)) || BUSY_DRIVER_MESSAGE.test(cause.message)
}

/** A failure of the database as a defect of ours, busy or not. */
export const faultOf = (error: SqlError): DatabaseFault => new DatabaseFault(describeSqlError(error), isBusy(error))

export const describeSqlError = (error: SqlError): string => {
  const cause = error.cause
  if (!(cause instanceof Error)) return error.message
  const code = "code" in cause && typeof cause.code === "string" ? ` (SQLSTATE ${cause.code})` : ""
  return `${error.message}: ${cause.message}${code}`
}

/** PostgreSQL's unique_violation (23505), as the pg driver and PGlite report it inside an SqlError. */
export const isUniqueViolation = (error: unknown): boolean => {
  let cause: unknown = error
  for (let depth = 0; depth < 4 && typeof cause === "object" && cause !== null; depth++) {
    if ((cause as { code?: unknown }).code === "23505") return true
    cause = (cause as { cause?: unknown }).cause
  }
  return false
}

/** Turns a repository's failures (the database's, a row that does not match its Schema, a missing row) into a defect. */
export const orDieQuietly = <A, R>(
  effect: Effect.Effect<A, SqlError | ParseResult.ParseError | Cause.NoSuchElementException, R>
): Effect.Effect<A, never, R> =>
  Effect.catchAll(effect, (error) =>
    Effect.die(
      error._tag === "SqlError"
        ? faultOf(error)
        : new DatabaseFault(error._tag === "ParseError" ? `a row does not match its schema: ${error.message}` : "a statement that always answers a row answered none")
    )
  )

/**
 * One database transaction whose domain failures stay typed while a failure of the database itself becomes a
 * defect (a bare 500, logged once). `withTransaction` is the repository's client's.
 */
export const transactionOrDie =
  (withTransaction: <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.Effect<A, E | SqlError, R>) =>
  <A, E>(effect: Effect.Effect<A, E>): Effect.Effect<A, Exclude<E, SqlError>> =>
    withTransaction(effect).pipe(
      Effect.catchIf(
        (error): error is SqlError => error instanceof SqlError,
        (error) => Effect.die(faultOf(error))
      )
    ) as Effect.Effect<A, Exclude<E, SqlError>>
