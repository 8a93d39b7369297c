import { SqlError } from "@effect/sql/SqlError"
import { type Cause, Effect, type ParseResult } from "effect"

/**
 * A database failure is not something a client can fix: it becomes a defect, which the error boundary logs once
 * and answers with a bare 500. Only the driver's message and SQLSTATE are kept: the drivers' error objects carry
 * the statement's parameters (PGlite) or the conflicting values (pg's `detail`), which may be hashes or secrets,
 * and a kept cause would print them wherever the defect is logged.
 */
export class DatabaseFault extends Error {
  override readonly name = "DatabaseFault"
}

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
      new DatabaseFault(
        error._tag === "SqlError"
          ? describeSqlError(error)
          : error._tag === "ParseError"
            ? `a row does not match its schema: ${error.message}`
            : "a statement that always answers a row answered none"
      )
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
        (error) => Effect.die(new DatabaseFault(describeSqlError(error)))
      )
    ) as Effect.Effect<A, Exclude<E, SqlError>>
