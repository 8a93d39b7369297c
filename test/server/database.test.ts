import * as SqlClient from "@effect/sql/SqlClient"
import { Deferred, Effect, Exit, Fiber, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { DatabaseUnavailable } from "../../server/platform/db/databaseUnavailable"
import { orDieQuietly } from "../../server/platform/db/databaseFault"
import { databasesUnderTest } from "./support/databases"
import { bareDatabase } from "./support/databaseRuntime"

describe.each(databasesUnderTest)("the SqlClient on $label", (db) => {
  let runtime: ManagedRuntime.ManagedRuntime<SqlClient.SqlClient, DatabaseUnavailable>
  beforeAll(async () => {
    runtime = ManagedRuntime.make(bareDatabase(db))
    await runtime.runPromise(Effect.void)
  })
  afterAll(() => runtime.dispose())

  const run = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) => runtime.runPromise(effect)
  const runExit = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) => runtime.runPromiseExit(effect)

  /** A new table for one test, so tests never see each other's rows. */
  const table = (name: string) => Effect.flatMap(SqlClient.SqlClient, (sql) => sql`create table ${sql(name)} (v text not null)`).pipe(Effect.as(name))
  const values = (name: string) =>
    Effect.flatMap(SqlClient.SqlClient, (sql) => sql<{ v: string }>`select v from ${sql(name)} order by v`).pipe(Effect.map((rows) => rows.map((r) => r.v)))
  const insert = (name: string, v: string) => Effect.flatMap(SqlClient.SqlClient, (sql) => sql`insert into ${sql(name)} (v) values (${v})`)
  const transaction = <A, E, R>(effect: Effect.Effect<A, E, R>) => Effect.flatMap(SqlClient.SqlClient, (sql) => sql.withTransaction(effect))

  it("passes parameters as values, never as SQL", async () => {
    const name = await run(table("t_params"))
    const hostile = "x'); drop table t_params; --"
    await run(insert(name, hostile))
    expect(await run(values(name))).toEqual([hostile])
  })

  it("commits a transaction that succeeds", async () => {
    const name = await run(table("t_commit"))
    await run(transaction(Effect.zipRight(insert(name, "a"), insert(name, "b"))))
    expect(await run(values(name))).toEqual(["a", "b"])
  })

  it("rolls back a transaction that fails, dies or is interrupted", async () => {
    const name = await run(table("t_rollback"))
    const inTransaction = <E>(then: Effect.Effect<never, E>) => transaction(Effect.zipRight(insert(name, "lost"), then))
    expect(Exit.isFailure(await runExit(inTransaction(Effect.fail("refused"))))).toBe(true)
    expect(Exit.isFailure(await runExit(inTransaction(Effect.die(new Error("bug")))))).toBe(true)
    expect(Exit.isFailure(await runExit(inTransaction(Effect.interrupt)))).toBe(true)
    expect(await run(values(name))).toEqual([])
    // The connection is usable afterwards: no transaction was left open on it.
    await run(insert(name, "kept"))
    expect(await run(values(name))).toEqual(["kept"])
  })

  it("rolls back an inner transaction's work with the outer one", async () => {
    const name = await run(table("t_nested"))
    const exit = await runExit(transaction(Effect.zipRight(transaction(insert(name, "inner")), Effect.fail("outer fails"))))
    expect(Exit.isFailure(exit)).toBe(true)
    expect(await run(values(name))).toEqual([])
  })

  it("keeps another request's statement out of an open transaction", async () => {
    const name = await run(table("t_isolation"))
    const program = Effect.gen(function* () {
      const started = yield* Deferred.make<void>()
      const failing = yield* Effect.fork(
        transaction(
          Effect.gen(function* () {
            yield* insert(name, "rolled back")
            yield* Deferred.succeed(started, undefined)
            yield* Effect.sleep("100 millis")
            return yield* Effect.fail("abort")
          })
        )
      )
      yield* Deferred.await(started)
      // Issued while the other transaction is open: must neither join it nor be lost with it.
      yield* insert(name, "independent")
      yield* Fiber.await(failing)
    })
    await run(program)
    expect(await run(values(name))).toEqual(["independent"])
  })

  it("reports a broken statement as a defect naming the failure, without the parameters", async () => {
    const exit = await runExit(
      orDieQuietly(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`select * from no_such_table where v = ${"SECRET-PARAM"}`))
    )
    expect(Exit.isFailure(exit)).toBe(true)
    if (Exit.isFailure(exit)) {
      const text = String(exit.cause) + JSON.stringify(exit.cause.toJSON())
      expect(text).toContain("no_such_table")
      expect(text).toContain("42P01")
      expect(text).not.toContain("SECRET-PARAM")
    }
  })
  it.runIf(db.label === "postgres")("prepares a call of one of our SQL functions once per connection, and no other statement", async () => {
    const program = Effect.gen(function* () {
      const sql = yield* SqlClient.SqlClient
      yield* sql`create function t_prepared_next(a integer) returns table (n integer) language sql as 'select a + 1'`
      const answers: Array<ReadonlyArray<unknown>> = []
      for (const a of [1, 41]) answers.push(yield* sql`select * from t_prepared_next(${a})`)
      // In one transaction: the statements below run on one connection, whose prepared statements the view lists.
      const [third, other, prepared] = yield* sql.withTransaction(
        Effect.all([
          sql`select * from t_prepared_next(${99})`,
          sql`select ${"plain"}::text as v`,
          sql<{ statement: string }>`select statement from pg_prepared_statements order by statement`
        ])
      )
      return { answers: [...answers, third, other], prepared: prepared.map((row) => row.statement) }
    })
    const { answers, prepared } = await run(program)
    expect(answers).toEqual([[{ n: 2 }], [{ n: 42 }], [{ n: 100 }], [{ v: "plain" }]])
    expect(prepared).toEqual(["select * from t_prepared_next($1)"])
  })
})
