import { Redacted } from "effect"
import type { WorldSecret } from "../../server/sports/simulator/prng"
import { fixedSecret } from "../support/worldSecrets"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Game, GameResult } from "../../src/domain/sports/feed"
import { type RunningServer, startServer } from "../../server/startServer"
import { devTokenOf } from "../../server/devtools/devToken"
import { DEV_TOKEN_HEADER } from "../../src/domain/api/devtools"
import { TEST_OPERATOR_TOKEN } from "./support/testServer"
import { type AccountServices, accountServicesOn, playerWithMoney, signedInCookie } from "./support/accounts"
import { couponBody } from "./support/coupons"
import { oneDatabase, type FreshDatabase } from "./support/databases"
import { cookieHeader } from "./support/http"
import { makeManualClock } from "./support/manualClock"

/**
 * The line across restarts and instances (issue 8): the database keeps the line's world (migration 036), so a server
 * restarted hours or a month later, and a second server on the same database, hold the same games under the same ids
 * with the same prices, and a bet placed before a restart is settled by its game's real result, not voided. One server
 * (the witness) runs through the whole file; the others start, stop and start again around it on the same clock.
 */

const START = Date.UTC(2026, 5, 1, 18, 0, 0)
const HOUR = 3_600_000
const DAY = 24 * HOUR
/** A line reaching about 16 hours ahead: the games upcoming at the start are still upcoming 4 hours later. */
const SPORTS = { secret: fixedSecret(19), live: 30, line: 300 }
const PLACE = "/web-api/coupon/place"
/** Three servers start and stop in a test; an embedded database takes a while to open on a busy machine. */
const SLOW = 180_000

const mainMarket = (game: Game) => game.markets.find((m) => m.period === 0 && (m.type === "1x2" || m.type === "winner") && m.status === "open")
const day = (time: number) => new Date(time).toISOString().slice(0, 10)

describe.each(oneDatabase)("the line across restarts and server instances on $label", (db) => {
  const clock = makeManualClock(START)
  let database: FreshDatabase
  let accounts: AccountServices
  const running: Array<RunningServer> = []
  /** A server on the test's database and clock; its log lines. */
  const start = async (sports: { readonly secret: WorldSecret; readonly live: number; readonly line: number } = SPORTS) => {
    const lines: Array<string> = []
    const server = await startServer({
      database: database.options,
      clock: clock.clock,
      sports,
      coupon: { inPlayDelay: 0, settleEvery: 200 },
      sessionCreationLimit: { limit: 100_000, window: "1 minute" },
      operatorToken: Redacted.make(TEST_OPERATOR_TOKEN),
      log: (line) => lines.push(line)
    })
    running.push(server)
    return { server, lines }
  }
  const stop = async (server: RunningServer) => {
    await server.close()
    running.splice(running.indexOf(server), 1)
  }
  let witness: RunningServer

  beforeAll(async () => {
    database = await db.fresh()
    accounts = accountServicesOn(database)
    // Its own options size nothing: the first server to need the line stores its world, every other plays that one.
    witness = (await start({ secret: fixedSecret(999), live: 5, line: 5 })).server
  }, SLOW)
  afterAll(async () => {
    await Promise.all(running.map((server) => server.close()))
    await accounts?.dispose()
    await database?.dispose()
  }, SLOW)

  const json = async (response: Response) => ({ status: response.status, body: response.status === 200 ? await response.json() : undefined })
  const get = (server: RunningServer, path: string, cookie?: string) => fetch(`${server.url}${path}`, { headers: cookie === undefined ? {} : cookieHeader(cookie) }).then(json)
  const devHeaders = { [DEV_TOKEN_HEADER]: Redacted.value(devTokenOf(Redacted.make(TEST_OPERATOR_TOKEN))) }
  const post = (server: RunningServer, path: string, body: unknown, cookie?: string) =>
    fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json", ...(cookie === undefined ? devHeaders : cookieHeader(cookie)) }, body: JSON.stringify(body) }).then(json)

  /** What a player sees of the line on a server: the top lists, the menus, today's results and the games of a sport, whole. */
  const lineOn = async (server: RunningServer) => {
    const paths = [
      "/bff-api/sports/top?section=live",
      "/bff-api/sports/top?section=line",
      "/bff-api/sports/menu?section=live",
      "/bff-api/sports/menu?section=line",
      "/bff-api/sports/championships?section=live&sport=football",
      `/bff-api/sports/results?date=${day(clock.nowMillis())}`
    ]
    return Object.fromEntries(await Promise.all(paths.map(async (path) => [path, (await get(server, path)).body] as const)))
  }
  /** Waits until every server has played its line to the clock's time (a tick a second). */
  const caughtUp = async (...servers: ReadonlyArray<RunningServer>) => {
    const version = clock.nowMillis() - START + 1
    for (const server of servers)
      await expect.poll(async () => (await get(server, "/bff-api/sports/top?section=live")).body?.version, { timeout: 10_000, interval: 100 }).toBe(version)
  }

  it("keeps the games, their prices and an open bet across a restart: settled by the game's real result, as a server that ran on settles it", async () => {
    const first = (await start()).server
    await caughtUp(first, witness)
    const accountId = await playerWithMoney(accounts, 8_801, "RUB", 100_00)
    const cookie = await signedInCookie(first.url, database, 8_801)
    const before = await lineOn(first)
    expect(before).toEqual(await lineOn(witness))
    const game = (before["/bff-api/sports/top?section=live"].games as ReadonlyArray<Game>).find((g) => mainMarket(g) !== undefined)!
    const outcome = mainMarket(game)!.outcomes[0]!
    const placed = await post(first, PLACE, couponBody(accountId, [{ id: outcome.id, coef: outcome.price }], { amount: 10_00 }), cookie)
    expect(placed.status).toBe(200)

    // A deploy: the server is down for four hours, long enough for the game to end meanwhile.
    await stop(first)
    clock.advance(4 * HOUR)
    const restarted = (await start()).server
    await caughtUp(restarted, witness)
    const after = await lineOn(restarted)
    expect(after).toEqual(await lineOn(witness))
    // The games that were upcoming then are upcoming still: the same ids name the same sides at the same times.
    const upcomingNow = new Map((after["/bff-api/sports/top?section=line"].games as ReadonlyArray<Game>).map((g) => [g.id, g]))
    const kept = (before["/bff-api/sports/top?section=line"].games as ReadonlyArray<Game>).filter((g) => g.startsAt > clock.nowMillis())
    expect(kept.length).toBeGreaterThan(10)
    for (const game of kept) expect(upcomingNow.get(game.id)).toMatchObject({ home: game.home, away: game.away, startsAt: game.startsAt, championshipId: game.championshipId })
    // And their prices move the same on both, second by second.
    for (const seconds of [1, 7, 30]) {
      clock.advance(seconds * 1000)
      await caughtUp(restarted, witness)
      expect(await lineOn(restarted)).toEqual(await lineOn(witness))
    }

    // The bet: settled by the restarted server's settler, against the result the witness lists for its game.
    const results: ReadonlyArray<GameResult> = [
      ...(await get(witness, `/bff-api/sports/results?date=${day(START)}`)).body.results,
      ...(await get(witness, `/bff-api/sports/results?date=${day(clock.nowMillis())}`)).body.results
    ]
    const result = results.find((r) => r.id === game.id)!
    expect(result).toMatchObject({ home: game.home, away: game.away, startsAt: game.startsAt })
    // (Signed in again: four hours idle ended the session.)
    const again = await signedInCookie(restarted.url, database, 8_801)
    await expect.poll(async () => (await get(restarted, `/web-api/coupon/${placed.body.id}`, again)).body?.status, { timeout: 10_000, interval: 100 }).not.toBe("open")
    const coupon = (await get(restarted, `/web-api/coupon/${placed.body.id}`, again)).body
    const { home, away } = result.score
    const winning = home > away ? "1" : home < away ? "2" : "X"
    expect(coupon).toMatchObject({ status: outcome.kind === winning ? "won" : "lost", legs: [{ id: outcome.id, score: result.score }] })
    expect(coupon.status).not.toBe("void")
  }, SLOW)

  it("has a game the developer finishes on one server finished on the other and after a restart, at the same time with the same result", async () => {
    const other = (await start()).server
    await caughtUp(other, witness)
    const game = ((await get(witness, "/bff-api/sports/top?section=live")).body.games as ReadonlyArray<Game>)[0]!
    const finished = await post(witness, "/web-api/dev/sports/finish", { gameId: game.id })
    expect(finished.status).toBe(200)
    // The other server hears of it within a second or two (it reads what was done by hand every second), and plays it
    // when its clock gets there (the finish is a moment after the witness's time).
    clock.advance(1_000)
    await expect.poll(async () => (await get(other, `/bff-api/sports/game/${game.id}`)).status, { timeout: 10_000, interval: 100 }).toBe(404)
    const resultOn = async (server: RunningServer) =>
      ((await get(server, `/bff-api/sports/results?date=${day(finished.body.finishedAt)}`)).body.results as ReadonlyArray<GameResult>).find((r) => r.id === game.id)
    expect(await resultOn(other)).toEqual(finished.body)
    await stop(other)
    clock.advance(60_000)
    const again = (await start()).server
    await caughtUp(again, witness)
    expect(await resultOn(again)).toEqual(finished.body)
    expect(await lineOn(again)).toEqual(await lineOn(witness))
  }, SLOW)

  it("starts a month after the epoch at once: the same line as the server that ran on, made from the line and the days of results it keeps", async () => {
    const madeOf = (lines: ReadonlyArray<string>) => {
      const made = lines.map((line) => /(\d+) matches drawn, (\d+) markets priced/.exec(line)).find((match) => match !== null)
      if (made === undefined || made === null) throw new Error("the server did not say how it made its line")
      return { matches: Number(made[1]), priced: Number(made[2]) }
    }
    const soon = await start()
    await caughtUp(soon.server, witness)
    await stop(soon.server)
    clock.advance(30 * DAY)
    const late = await start()
    await caughtUp(late.server, witness)
    expect(await lineOn(late.server)).toEqual(await lineOn(witness))
    // Making the line a month after the epoch took no more than making it hours after: nothing was played from the epoch on.
    const [hours, month] = [madeOf(soon.lines), madeOf(late.lines)]
    expect(month.matches).toBeLessThan(hours.matches * 1.25)
    expect(month.priced).toBeLessThan(hours.priced * 1.5)
  }, SLOW)
})
