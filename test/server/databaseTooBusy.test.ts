import { Redacted } from "effect"
import pg from "pg"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Game, Market } from "../../src/domain/sports/feed"
import { type RunningServer, startServer } from "../../server/startServer"
import { fixedSecret } from "../support/worldSecrets"
import { accountServicesOn, type AccountServices, playerWithMoney, signedInCookie } from "./support/accounts"
import { couponBody } from "./support/coupons"
import { type FreshDatabase, freshPostgresSchema, TEST_DATABASE_URL } from "./support/databases"
import { cookieHeader } from "./support/http"
import { TEST_OPERATOR_TOKEN } from "./support/testServer"

/**
 * A PostgreSQL too busy to answer in time (here: the coupons table held by a long migration, past the server's lock
 * and statement timeouts of 300 ms) did nothing: the player's placement is answered 503 with Retry-After, not a 500,
 * no money moves, and the same request sent again once the database is free places the coupon once. Amounts are kopecks.
 */
const mainMarket = (game: Game): Market | undefined =>
  game.markets.find((m) => m.period === 0 && (m.type === "1x2" || m.type === "winner") && m.status === "open")

describe.skipIf(TEST_DATABASE_URL === undefined || TEST_DATABASE_URL === "")("a placement while PostgreSQL is too busy to answer", () => {
  let database: FreshDatabase
  let accounts: AccountServices
  let server: RunningServer
  const logs: Array<string> = []
  beforeAll(async () => {
    database = await freshPostgresSchema(TEST_DATABASE_URL!)
    accounts = accountServicesOn(database)
    const options = database.options as Extract<FreshDatabase["options"], { kind: "postgres" }>
    server = await startServer({
      database: { ...options, pool: { max: 4, connectMs: 5_000, statementMs: 300, acquireMs: 5_000 } },
      sports: { secret: fixedSecret(31), live: 10, line: 20, tickEvery: 0 },
      coupon: { inPlayDelay: 0, settleEvery: 0 },
      sessionCreationLimit: { limit: 100_000, window: "1 minute" },
      operatorToken: Redacted.make(TEST_OPERATOR_TOKEN),
      log: (line) => logs.push(line)
    })
  }, 120_000)
  afterAll(async () => {
    await server?.close()
    await accounts?.dispose()
    await database?.dispose()
  })

  it("answers 503 with Retry-After and moves no money; the same request later places the coupon once", async () => {
    const accountId = await playerWithMoney(accounts, 9_501, "RUB", 1_000_00)
    const cookie = await signedInCookie(server.url, database, 9_501)
    const top = (await (await fetch(`${server.url}/bff-api/sports/top?section=line`, { headers: cookieHeader(cookie) })).json()) as { games: ReadonlyArray<Game> }
    const outcome = mainMarket(top.games.find((game) => mainMarket(game) !== undefined)!)!.outcomes[0]!
    const body = JSON.stringify(couponBody(accountId, [{ id: outcome.id, coef: outcome.price }], { amount: 10_00 }))
    const place = () => fetch(`${server.url}/web-api/coupon/place`, { method: "POST", headers: { "content-type": "application/json", ...cookieHeader(cookie) }, body })

    const options = database.options as Extract<FreshDatabase["options"], { kind: "postgres" }>
    const migration = new pg.Client({ connectionString: TEST_DATABASE_URL!, options: `-c search_path=${options.schema}` })
    await migration.connect()
    try {
      await migration.query("begin")
      await migration.query("lock table coupons in access exclusive mode")
      const busy = await place()
      expect(busy.status).toBe(503)
      expect(busy.headers.get("retry-after")).toBe("1")
      expect(((await busy.json()) as { _tag: string })._tag).toBe("ServiceUnavailable")
      await migration.query("commit")
    } finally {
      await migration.end()
    }
    expect(logs.some((line) => line.includes("found the database busy"))).toBe(true)
    const [before] = await database.query("select count(*)::int as coupons from coupons where user_id = $1", [9_501])
    expect(before).toEqual({ coupons: 0 })

    expect((await place()).status).toBe(200)
    expect((await place()).status).toBe(200)
    const [after] = await database.query("select count(*)::int as coupons from coupons where user_id = $1", [9_501])
    expect(after).toEqual({ coupons: 1 })
    // 1,000.00 less the one stake of 10.00.
    expect(await database.query("select balance::int as balance from ledger_accounts where id = $1", [accountId])).toEqual([{ balance: 990_00 }])
  }, 120_000)
})
