import * as SqlClient from "@effect/sql/SqlClient"
import { Effect, Exit } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { applyMigrations, readMigrations } from "../../server/platform/db/migrations"
import { pgliteLayer } from "../../server/platform/db/pgliteClient"
import type { Game, GameResult } from "../../src/domain/sports/feed"
import { type RunningServer, startServer } from "../../server/startServer"
import { oneDatabase, type FreshDatabase } from "./support/databases"
import { makeManualClock } from "./support/manualClock"

/**
 * The simulated world is a secret of the deployment: its draws come from 256 random bits made at the first start and
 * kept in the database, never from a constant in the code. So nobody computes a result before it happens: two
 * deployments with the same settings draw different worlds, every process on one database draws the same one, a
 * restart keeps it, and no answer or log line gives the secret away.
 */

const START = Date.UTC(2026, 5, 1, 18, 0, 0)
const HOUR = 3_600_000
/** Same settings on every server of this file: only the secret differs between databases. */
const SPORTS = { live: 30, line: 120 }
const SLOW = 180_000

const day = (time: number) => new Date(time).toISOString().slice(0, 10)

describe.each(oneDatabase)("the line's secret world on $label", (db) => {
  const clock = makeManualClock(START)
  const databases: Array<FreshDatabase> = []
  const running: Array<RunningServer> = []
  /** Every log line of every server of this file. */
  const logged: Array<string> = []
  /** Every body any server answered in this file. */
  const answered: Array<string> = []

  const start = async (database: FreshDatabase) => {
    const server = await startServer({
      database: database.options,
      clock: clock.clock,
      sports: SPORTS,
      log: (line) => logged.push(line)
    })
    running.push(server)
    return server
  }
  const stop = async (server: RunningServer) => {
    await server.close()
    running.splice(running.indexOf(server), 1)
  }
  const get = async (server: RunningServer, path: string) => {
    const response = await fetch(`${server.url}${path}`)
    const text = await response.text()
    answered.push(text)
    return { status: response.status, body: response.status === 200 ? JSON.parse(text) : undefined }
  }
  /** The kept secret, read from outside the server: the text and the bytes it stands for, in the forms a leak would take. */
  const secretOf = async (database: FreshDatabase) => {
    const rows = await database.query("select secret from sports_world")
    expect(rows).toHaveLength(1)
    const text = String(rows[0]!["secret"])
    const bytes = Buffer.from(text, "base64url")
    return { text, forms: [text, bytes.toString("hex"), bytes.toString("base64")] }
  }
  /** What a player sees of the line: lists, menus, results, a game's page and its statistics. */
  const everything = async (server: RunningServer) => {
    const live = (await get(server, "/bff-api/sports/top?section=live")).body.games as ReadonlyArray<Game>
    const line = (await get(server, "/bff-api/sports/top?section=line")).body.games as ReadonlyArray<Game>
    await get(server, "/bff-api/sports/menu?section=live")
    await get(server, "/bff-api/sports/menu?section=line")
    const results = (await get(server, `/bff-api/sports/results?date=${day(clock.nowMillis())}`)).body.results as ReadonlyArray<GameResult>
    for (const game of [...live.slice(0, 3), ...line.slice(0, 3)]) {
      await get(server, `/bff-api/sports/game/${game.id}`)
      await get(server, `/bff-api/sports/game/${game.id}/statistics`)
    }
    return { live, line, results }
  }
  /** Waits until the servers have played their line to the clock's time (a tick a second, on the test's clock). */
  const caughtUp = async (epoch: number, ...servers: ReadonlyArray<RunningServer>) => {
    const version = clock.nowMillis() - epoch + 1
    for (const server of servers)
      await expect.poll(async () => (await get(server, "/bff-api/sports/top?section=live")).body?.version, { timeout: 10_000, interval: 100 }).toBe(version)
  }
  const resultsById = async (server: RunningServer) => {
    const lists = await Promise.all([day(START), day(clock.nowMillis())].map((date) => get(server, `/bff-api/sports/results?date=${date}`)))
    return new Map(lists.flatMap((list) => list.body.results as ReadonlyArray<GameResult>).map((result) => [result.id, result]))
  }

  let first: FreshDatabase
  let second: FreshDatabase
  beforeAll(async () => {
    first = await db.fresh()
    second = await db.fresh()
    databases.push(first, second)
  }, SLOW)
  afterAll(async () => {
    await Promise.all(running.map((server) => server.close()))
    await Promise.all(databases.map((database) => database.dispose()))
  }, SLOW)

  it("makes a secret of 256 random bits at the first start, shared by a second server on the database and kept across a restart", async () => {
    const a = await start(first)
    const b = await start(first)
    await caughtUp(START, a, b)
    const onA = await everything(a)
    const kept = await secretOf(first)
    // base64url of 32 bytes or more: 43 characters at least.
    expect(kept.text).toMatch(/^[A-Za-z0-9_-]{43,}$/)
    expect(Buffer.from(kept.text, "base64url").length).toBeGreaterThanOrEqual(32)
    expect((await everything(b)).live).toEqual(onA.live)

    await stop(a)
    clock.advance(2 * HOUR)
    const restarted = await start(first)
    await caughtUp(START, restarted, b)
    expect((await secretOf(first)).text).toBe(kept.text)
    // The restarted server and the one that ran on hold the same line and the same results.
    const [again, ranOn] = [await everything(restarted), await everything(b)]
    expect(again.live).toEqual(ranOn.live)
    expect(await resultsById(restarted)).toEqual(await resultsById(b))
  }, SLOW)

  it("draws a different world for another secret with the same settings: the same game ids end with other scores", async () => {
    const here = running[0] ?? (await start(first))
    // The second database's world begins now: its versions count from here.
    const epoch = clock.nowMillis()
    const there = await start(second)
    await caughtUp(START, here)
    await caughtUp(epoch, there)
    expect((await secretOf(second)).text).not.toBe((await secretOf(first)).text)
    // Hours on, the games both worlds had under the same ids have finished in both.
    clock.advance(6 * HOUR)
    await caughtUp(START, here)
    await caughtUp(epoch, there)
    const [mine, theirs] = [await resultsById(here), await resultsById(there)]
    const shared = [...mine.keys()].filter((id) => theirs.has(id) && !id.startsWith("g7") && !id.startsWith("g8"))
    expect(shared.length).toBeGreaterThan(20)
    const same = shared.filter((id) => {
      const [x, y] = [mine.get(id)!, theirs.get(id)!]
      return x.home === y.home && x.away === y.away && x.score.home === y.score.home && x.score.away === y.score.away
    })
    expect(same).toEqual([])
  }, SLOW)

  it("never serves or logs the secret", async () => {
    // Every server of the file has answered and logged by now; one more look at everything, to be sure.
    for (const server of running) await everything(server)
    expect(logged.some((line) => line.includes("the line: the world of"))).toBe(true)
    for (const database of [first, second]) {
      const { forms } = await secretOf(database)
      for (const form of forms) {
        expect(answered.filter((body) => body.includes(form))).toEqual([])
        expect(logged.filter((line) => line.includes(form))).toEqual([])
      }
    }
  }, SLOW)
})

describe("a database that kept a world of a numeric seed", () => {
  it("drops it and what was done to it by hand: the next start makes a new world with a secret", async () => {
    const exit = await Effect.runPromiseExit(
      Effect.gen(function* () {
        const sql = yield* SqlClient.SqlClient
        const all = yield* readMigrations()
        yield* applyMigrations(all.filter((migration) => migration.version < "040"))
        yield* sql`insert into sports_world (id, seed, live, line, epoch_ms) values (1, 20260601, 300, 3000, ${START})`
        yield* sql`insert into sports_line_actions (kind, target, at_ms) values ('finish', 'g123', ${START + 1})`
        yield* applyMigrations(all)
        const worlds = yield* sql<{ n: number }>`select count(*)::int as n from sports_world`
        const actions = yield* sql<{ n: number }>`select count(*)::int as n from sports_line_actions`
        const columns = yield* sql<{ column_name: string }>`select column_name from information_schema.columns where table_name = 'sports_world' order by 1`
        // A secret that is not base64url of 32 bytes or more is refused.
        const short = yield* Effect.exit(sql`insert into sports_world (id, secret, live, line, epoch_ms) values (1, 'short', 1, 1, 1)`)
        return { worlds: worlds[0]!.n, actions: actions[0]!.n, columns: columns.map((c) => c.column_name), short: Exit.isFailure(short) }
      }).pipe(Effect.provide(pgliteLayer(undefined)))
    )
    expect(exit).toEqual(Exit.succeed({ worlds: 0, actions: 0, columns: ["created_at", "epoch_ms", "id", "line", "live", "secret"], short: true }))
  }, SLOW)
})
