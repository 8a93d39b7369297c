import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { PGlite } from "@electric-sql/pglite"
import { Effect, Exit } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import * as SqlClient from "@effect/sql/SqlClient"
import { applyMigrations, readMigrations, type Migration } from "../../server/platform/db/migrations"
import { pgliteLayer } from "../../server/platform/db/pgliteClient"
import { startServer } from "../../server/startServer"
import { cookieHeader, newSession } from "./support/http"
import { freshPostgresSchema, TEST_DATABASE_URL } from "./support/databases"

const getToken = async (url: string, cookie: string) => {
  const response = await fetch(`${url}/web-api/user/gettoken?force_refresh=true`, { headers: cookieHeader(cookie) })
  return { status: response.status, body: (await response.json()) as { data?: { token: string } } }
}

const check = (url: string, token: string) => fetch(`${url}/auth-api/session/check`, { headers: { authorization: `Bearer ${token}` } })

// Three PGlite starts from disk: seconds each, many more on a busy CI machine.
const SLOW = 120_000

const fileCount = async () => (await Effect.runPromise(readMigrations())).length

describe("restarting on a PGlite data folder", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "oddsfold-pglite-"))
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

  it("applies every migration once, keeps the data and the token key, and seeds only the first time", async () => {
    const firstLogs: Array<string> = []
    const first = await startServer({ database: { kind: "pglite", dataDir }, log: (line) => firstLogs.push(line) })
    const cookie = await newSession(first.url)
    const token = (await getToken(first.url, cookie)).body.data?.token
    await first.close()
    expect(firstLogs.filter((line) => line.includes("applied migration"))).toHaveLength(await fileCount())
    expect(firstLogs.some((line) => line.includes("seeded site_config"))).toBe(true)

    const secondLogs: Array<string> = []
    const second = await startServer({ database: { kind: "pglite", dataDir }, log: (line) => secondLogs.push(line) })
    try {
      expect(secondLogs.filter((line) => line.includes("applied migration") || line.includes("seeded"))).toEqual([])
      // The session made before the restart is still there, and the generated signing key was kept.
      expect((await getToken(second.url, cookie)).status).toBe(200)
      expect((await check(second.url, token!)).status).toBe(200)
    } finally {
      await second.close()
    }

    const db = await PGlite.create(dataDir)
    try {
      const migrations = await db.query<{ n: number }>("select count(*)::int as n from schema_migrations")
      expect(migrations.rows[0]?.n).toBe(await fileCount())
      const groups = await db.query<{ n: number }>("select count(*)::int as n from config_groups where name = 'coupon'")
      expect(groups.rows[0]?.n).toBe(1)
    } finally {
      await db.close()
    }
  }, SLOW)
})

describe.runIf(TEST_DATABASE_URL)("restarting on PostgreSQL", () => {
  it("keeps an operator's config edits (the seed only fills empty tables) and its sessions", async () => {
    const database = await freshPostgresSchema(TEST_DATABASE_URL!)
    try {
      const first = await startServer({ database: database.options, log: () => {} })
      const cookie = await newSession(first.url)
      await first.close()
      await database.query("update site_config set config = jsonb_set(config, '{companyName}', '\"Renamed\"')")
      await database.query("delete from config_groups where name = 'social'")

      const second = await startServer({ database: database.options, log: () => {} })
      try {
        const config = (await (await fetch(`${second.url}/bff-api/config/all.json?lang=en`)).json()) as { companyName: string }
        expect(config.companyName).toBe("Renamed")
        const groups = (await (await fetch(`${second.url}/bff-api/config/group/get?groups=social,seo&lang=en`)).json()) as {
          groups: Record<string, unknown>
        }
        expect(Object.keys(groups.groups)).toEqual(["seo"])
        expect((await getToken(second.url, cookie)).status).toBe(200)
      } finally {
        await second.close()
      }
      const rows = await database.query("select count(*)::int as n from schema_migrations")
      expect(rows[0]?.["n"]).toBe(await fileCount())
    } finally {
      await database.dispose()
    }
  })

  it("lets two instances start at once on an empty database: migrations and seed happen once", async () => {
    const database = await freshPostgresSchema(TEST_DATABASE_URL!)
    try {
      const servers = await Promise.all([0, 1, 2].map(() => startServer({ database: database.options, log: () => {} })))
      await Promise.all(servers.map((s) => s.close()))
      expect((await database.query("select count(*)::int as n from schema_migrations"))[0]?.["n"]).toBe(await fileCount())
      expect((await database.query("select count(*)::int as n from site_config"))[0]?.["n"]).toBe(1)
      expect((await database.query("select count(*)::int as n from config_groups where name = 'seo' and lang = ''"))[0]?.["n"]).toBe(1)
      expect(await database.query("select name from server_secrets order by name")).toEqual([
        { name: "captcha_signing_key" },
        { name: "link_token_key" },
        { name: "payments_sandbox_callback_secret" },
        { name: "sandbox_id_client_secret" },
        { name: "sandbox_id_cookie_key" },
        { name: "sandbox_id_signing_key" },
        { name: "short_secret_hash_key" },
        { name: "token_signing_key" }
      ])
    } finally {
      await database.dispose()
    }
  })
})

describe("the migration runner", () => {
  const run = <A, E>(effect: Effect.Effect<A, E, SqlClient.SqlClient>) => Effect.runPromiseExit(Effect.provide(effect, pgliteLayer(undefined)))
  const migration = (version: string, name: string, sql: string): Migration => ({ version, name, sql, checksum: `sum-${sql}` })

  it("rolls a failing migration back completely and records nothing for it", async () => {
    const exit = await run(
      Effect.gen(function* () {
        const failed = yield* Effect.exit(
          applyMigrations([
            migration("001", "ok", "create table a (x int);"),
            migration("002", "broken", "create table b (x int); insert into b values (1); select * from no_such_table;")
          ])
        )
        const sql = yield* SqlClient.SqlClient
        const tables = yield* sql<{ table_name: string }>`select table_name from information_schema.tables where table_name in ('a', 'b') order by 1`
        const recorded = yield* sql<{ version: string }>`select version from schema_migrations order by 1`
        return { failed, tables: tables.map((t) => t.table_name), recorded: recorded.map((r) => r.version) }
      })
    )
    expect(Exit.isSuccess(exit)).toBe(true)
    if (Exit.isSuccess(exit)) {
      expect(Exit.isFailure(exit.value.failed)).toBe(true)
      expect(exit.value.tables).toEqual(["a"])
      expect(exit.value.recorded).toEqual(["001"])
    }
  })

  it("refuses to start when an applied migration was edited afterwards", async () => {
    const exit = await run(
      Effect.gen(function* () {
        yield* applyMigrations([migration("001", "t", "create table t (x int);")])
        return yield* applyMigrations([migration("001", "t", "create table t (x bigint);")])
      })
    )
    expect(Exit.isFailure(exit)).toBe(true)
    expect(String(Exit.isFailure(exit) ? exit.cause : "")).toMatch(/changed after it was applied/)
  })

  it("reads the real migration files in order", async () => {
    const migrations = await Effect.runPromise(readMigrations())
    expect(migrations.map((m) => m.version)).toEqual([...migrations.map((m) => m.version)].sort())
    expect(migrations[0]?.version).toBe("001")
  })
})
