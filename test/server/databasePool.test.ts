import * as SqlClient from "@effect/sql/SqlClient"
import { ConfigProvider, Effect, Either, Layer, Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { serverOptionsFromEnv } from "../../server/options"
import { postgresLayer } from "../../server/platform/db/postgresClient"
import { type FreshDatabase, freshPostgresSchema, TEST_DATABASE_URL } from "./support/databases"

/**
 * The PostgreSQL pool of a process from its settings (DATABASE_POOL_MAX, DATABASE_CONNECT_TIMEOUT_MS,
 * DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_ACQUIRE_TIMEOUT_MS): several processes share one server's connections, so
 * the operator sets each one's share and waits; a bad value stops the start with a line naming it.
 */

const URL_SETTING = { DATABASE_URL: "postgres://app@127.0.0.1:5432/oddsfold" }
const optionsOf = (env: Record<string, string>) =>
  Effect.runPromise(Effect.either(Effect.withConfigProvider(serverOptionsFromEnv, ConfigProvider.fromMap(new Map(Object.entries(env))))))
const poolOf = async (env: Record<string, string>) => {
  const database = Either.getOrThrow(await optionsOf({ ...URL_SETTING, ...env })).database
  return database.kind === "postgres" ? database.pool : undefined
}

describe("the pool settings", () => {
  it("are 10 connections and 5 s waits unless told, and read as given", async () => {
    expect(await poolOf({})).toEqual({ max: 10, connectMs: 5_000, statementMs: 5_000, acquireMs: 5_000 })
    expect(
      await poolOf({ DATABASE_POOL_MAX: "4", DATABASE_CONNECT_TIMEOUT_MS: "1500", DATABASE_STATEMENT_TIMEOUT_MS: "20000", DATABASE_ACQUIRE_TIMEOUT_MS: "800" })
    ).toEqual({ max: 4, connectMs: 1_500, statementMs: 20_000, acquireMs: 800 })
  })

  it("refuse a value that is no whole number in bounds, naming the setting", async () => {
    const refused: ReadonlyArray<[Record<string, string>, string]> = [
      [{ DATABASE_POOL_MAX: "0" }, "DATABASE_POOL_MAX must be a whole number of connections from 1 to 1000"],
      [{ DATABASE_POOL_MAX: "1001" }, "DATABASE_POOL_MAX"],
      [{ DATABASE_POOL_MAX: "2.5" }, "DATABASE_POOL_MAX"],
      [{ DATABASE_POOL_MAX: "-3" }, "DATABASE_POOL_MAX"],
      [{ DATABASE_CONNECT_TIMEOUT_MS: "0" }, "DATABASE_CONNECT_TIMEOUT_MS must be a whole number of milliseconds from 100 to 600000"],
      [{ DATABASE_STATEMENT_TIMEOUT_MS: "soon" }, "DATABASE_STATEMENT_TIMEOUT_MS"],
      [{ DATABASE_STATEMENT_TIMEOUT_MS: "" }, "DATABASE_STATEMENT_TIMEOUT_MS"],
      [{ DATABASE_ACQUIRE_TIMEOUT_MS: "600001" }, "DATABASE_ACQUIRE_TIMEOUT_MS"],
      [{ DATABASE_ACQUIRE_TIMEOUT_MS: "1e4" }, "DATABASE_ACQUIRE_TIMEOUT_MS"]
    ]
    for (const [env, says] of refused) {
      const options = await optionsOf({ ...URL_SETTING, ...env })
      expect(Either.isLeft(options), JSON.stringify(env)).toBe(true)
      if (Either.isLeft(options)) expect(String(options.left)).toContain(says)
    }
    // Checked with the embedded database too: a setting left wrong fails now, not on the day DATABASE_URL is set.
    expect(Either.isLeft(await optionsOf({ DATABASE_POOL_MAX: "0" }))).toBe(true)
  })
})

describe("the pooler setting (DATABASE_POOLER)", () => {
  const poolerOf = async (env: Record<string, string>) => {
    const database = Either.getOrThrow(await optionsOf({ ...URL_SETTING, ...env })).database
    return database.kind === "postgres" ? database.pooler : undefined
  }

  it("is none unless told, and transaction for a transaction-mode pooler such as PgBouncer", async () => {
    expect(await poolerOf({})).toBe("none")
    expect(await poolerOf({ DATABASE_POOLER: "none" })).toBe("none")
    expect(await poolerOf({ DATABASE_POOLER: "transaction" })).toBe("transaction")
  })

  it("refuses any other value, naming the setting and the values it takes", async () => {
    for (const value of ["session", "statement", "pgbouncer", "yes", ""]) {
      const options = await optionsOf({ ...URL_SETTING, DATABASE_POOLER: value })
      expect(Either.isLeft(options), value).toBe(true)
      if (Either.isLeft(options)) expect(String(options.left)).toContain(`DATABASE_POOLER must be one of none, transaction (transaction: a transaction-mode pooler such as PgBouncer), not ${JSON.stringify(value)}`)
    }
    // Checked with the embedded database too.
    expect(Either.isLeft(await optionsOf({ DATABASE_POOLER: "session" }))).toBe(true)
  })

  it("refuses to start inside a schema behind a pooler, before connecting anywhere", async () => {
    const refused = await Effect.runPromise(
      Effect.either(
        Effect.scoped(
          Layer.build(postgresLayer({ url: Redacted.make("postgres://app@127.0.0.1:1/oddsfold"), schema: "tenant_a", pooler: "transaction" }))
        )
      )
    )
    expect(Either.isLeft(refused)).toBe(true)
    if (Either.isLeft(refused)) {
      expect(refused.left.message).toBe(
        "DATABASE_POOLER=transaction cannot work inside schema tenant_a: a schema is chosen by a start-up parameter, which a transaction-mode pooler refuses; use a database of its own instead"
      )
    }
  })
})

describe.skipIf(TEST_DATABASE_URL === undefined || TEST_DATABASE_URL === "")("a pool on PostgreSQL with its settings", () => {
  let database: FreshDatabase
  beforeAll(async () => {
    database = await freshPostgresSchema(TEST_DATABASE_URL!)
  })
  afterAll(async () => {
    await database?.dispose()
  })
  const onPool = <A, E>(pool: { max: number; connectMs: number; statementMs: number; acquireMs: number }, effect: Effect.Effect<A, E, SqlClient.SqlClient>) => {
    const options = database.options as Extract<FreshDatabase["options"], { kind: "postgres" }>
    return Effect.runPromise(Effect.scoped(Effect.provide(effect, postgresLayer({ url: Redacted.make(TEST_DATABASE_URL!), schema: options.schema, pool }))))
  }

  it("ends a statement at DATABASE_STATEMENT_TIMEOUT_MS", async () => {
    const started = performance.now()
    const answer = await onPool(
      { max: 2, connectMs: 5_000, statementMs: 300, acquireMs: 5_000 },
      Effect.either(Effect.flatMap(SqlClient.SqlClient, (sql) => sql`select pg_sleep(3)`))
    )
    const took = performance.now() - started
    expect(Either.isLeft(answer)).toBe(true)
    if (Either.isLeft(answer)) expect(String(answer.left.cause)).toContain("statement timeout")
    expect(took).toBeLessThan(2_000)
  })

  it("holds at most DATABASE_POOL_MAX connections: one more statement waits, then gives up at DATABASE_ACQUIRE_TIMEOUT_MS", async () => {
    const outcome = await onPool(
      { max: 1, connectMs: 5_000, statementMs: 5_000, acquireMs: 400 },
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        // The only connection busy for 1.5 s; a second statement meanwhile finds none free.
        const busy = yield* Effect.fork(sql`select pg_sleep(1.5)`)
        yield* Effect.sleep("200 millis")
        const started = performance.now()
        const second = yield* Effect.either(sql`select 1 as one`)
        const waited = performance.now() - started
        yield* busy.await
        return { second, waited }
      })
    )
    expect(Either.isLeft(outcome.second)).toBe(true)
    expect(outcome.waited).toBeGreaterThanOrEqual(350)
    expect(outcome.waited).toBeLessThan(1_200)
  })
})
