import { Redacted } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Game, Market } from "../../src/domain/sports/feed"
import type { RunningServer } from "../../server/startServer"
import { devTokenOf } from "../../server/devtools/devToken"
import { DEV_TOKEN_HEADER } from "../../src/domain/api/devtools"
import { accountServicesOn, type AccountServices, playerWithMoney, signedInCookie } from "./support/accounts"
import { couponBody } from "./support/coupons"
import { databasesUnderTest, type FreshDatabase } from "./support/databases"
import { cookieHeader } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { eventually, ledgerBalance, startDelayingProcess } from "./support/delayedProcesses"
import { TEST_OPERATOR_TOKEN } from "./support/testServer"
import { fixedSecret } from "../support/worldSecrets"

/**
 * The in-play delay outlives the process that accepted the coupon: a live coupon accepted by process A waits in the
 * database, A dies before the delay is over, and process B finishes it once the delay is over, exactly once: placed
 * (its stake reserved once), or refused as the rules say when its game ended during the wait (no money moved). The
 * player who sends the same request again (same key) gets that outcome. Amounts are kopecks.
 */

const SLOW = 120_000
const DELAY_MS = 4_000
const PLACE = "/web-api/coupon/place"

const mainMarket = (game: Game): Market | undefined =>
  game.markets.find((m) => m.period === 0 && (m.type === "1x2" || m.type === "winner") && m.status === "open")

describe.each(databasesUnderTest)("a live coupon whose process dies during the in-play delay on $label", (db) => {
  let database: FreshDatabase
  let accounts: AccountServices
  let a: RunningServer | undefined
  let b: RunningServer
  const operatorToken = Redacted.make(TEST_OPERATOR_TOKEN)
  // One clock for both processes, standing still until the test moves it: both lines show the same prices.
  const clock = makeManualClock(Date.UTC(2026, 5, 1, 18, 0, 0))
  const start = () => startDelayingProcess(database, clock, { secret: fixedSecret(21), live: 40, line: 40 }, DELAY_MS)
  beforeAll(async () => {
    database = await db.fresh()
    accounts = accountServicesOn(database)
    b = await start()
  }, SLOW)
  afterAll(async () => {
    await a?.close()
    await b?.close()
    await accounts?.dispose()
    await database?.dispose()
  }, SLOW)

  const balanceOf = (accountId: number) => ledgerBalance(database, accountId)
  const pendingRow = async (key: string) =>
    (await database.query("select finished_at, coupon_id, refusal from coupon_pending_placements where placement_key = $1", [key]))[0]
  const until = <A>(read: () => Promise<A | undefined>, what: string, ms = 20_000) => eventually(read, what, ms)
  const place = (server: RunningServer, cookie: string, body: unknown, signal?: AbortSignal, query = "") =>
    fetch(`${server.url}${PLACE}${query}`, { method: "POST", headers: { "content-type": "application/json", ...cookieHeader(cookie) }, body: JSON.stringify(body), ...(signal === undefined ? {} : { signal }) }).then(
      async (response) => ({ status: response.status, body: (await response.json()) as any })
    )
  /** A live game's match-result outcome, as the line shows it. */
  const liveOutcome = async (cookie: string, skip: number) => {
    const top = await fetch(`${b.url}/bff-api/sports/top?section=live`, { headers: cookieHeader(cookie) }).then((r) => r.json() as Promise<{ games: ReadonlyArray<Game> }>)
    const game = top.games.filter((g) => mainMarket(g) !== undefined)[skip]!
    const outcome = mainMarket(game)!.outcomes[0]!
    return { game, leg: { id: outcome.id, coef: outcome.price } }
  }

  /**
   * Sends the coupon to a new process A, waits until A keeps it pending, then A dies before the delay is over: its
   * connection drops (the request's fiber is interrupted, as the balancer's connection to a dead process drops) and
   * its scope is closed (its sweep stops with it).
   */
  const acceptOnAThenKillA = async (cookie: string, body: { key: string }) => {
    a = await start()
    const connection = new AbortController()
    // Through the Effect app (a query string keeps it from the hot write), whose request fiber ends with its connection.
    const answer = place(a, cookie, body, connection.signal, "?via=app").catch((error: unknown) => ({ status: 0, body: String(error) }))
    let answered: unknown
    void answer.then((value) => (answered = value))
    await until(async () => {
      if (answered !== undefined) throw new Error(`A answered before keeping the coupon: ${JSON.stringify(answered)}`)
      return (await pendingRow(body.key)) ?? undefined
    }, "A keeping the coupon pending")
    const accepted = Date.now()
    connection.abort()
    expect((await answer).status).toBe(0)
    await a.close()
    a = undefined
    // A died before the delay was over, and finished nothing.
    expect(Date.now() - accepted).toBeLessThan(DELAY_MS)
    expect((await pendingRow(body.key))!["finished_at"]).toBeNull()
  }
  /** The delay runs out on the cluster's clock, and B's sweep's grace (1 s) after it. */
  const delayRunsOut = () => clock.advance(DELAY_MS + 1_500)

  it("is placed by process B once the delay is over, its stake reserved once, and the same request answers it", async () => {
    const accountId = await playerWithMoney(accounts, 9_801, "RUB", 1_000_00)
    const cookie = await signedInCookie(b.url, database, 9_801)
    const { leg } = await liveOutcome(cookie, 0)
    // "Accept any change": the line moves on during the wait, and B takes the coupon at the line's price at the deadline.
    const body = couponBody(accountId, [leg], { amount: 100_00, changeCoefAction: 2 })
    await acceptOnAThenKillA(cookie, body)
    delayRunsOut()

    const finished = await until(async () => {
      const row = await pendingRow(body.key)
      return row?.["finished_at"] != null ? row : undefined
    }, "B finishing the coupon")
    expect(finished["refusal"]).toBeNull()
    const coupons = await database.query("select id, stake, status, placed_at from coupons where placement_key = $1", [body.key])
    expect(coupons).toHaveLength(1)
    expect(Number(coupons[0]!["id"])).toBe(Number(finished["coupon_id"]))
    expect(coupons[0]).toMatchObject({ status: "open" })
    expect(Number(coupons[0]!["stake"])).toBe(100_00)
    // Placed once the delay was over, not before.
    const [kept] = await database.query("select due_at from coupon_pending_placements where placement_key = $1", [body.key])
    expect((coupons[0]!["placed_at"] as Date).getTime()).toBeGreaterThanOrEqual((kept!["due_at"] as Date).getTime())
    // 1 000.00 − the stake, reserved by one balanced transaction.
    expect(await balanceOf(accountId)).toBe(900_00)
    const postings = await database.query(
      "select t.id, sum(e.amount)::bigint as total from ledger_transactions t join ledger_entries e on e.transaction_id = t.id where t.idempotency_key = $1 group by t.id",
      [`coupon-stake:9801:${body.key}`]
    )
    expect(postings).toHaveLength(1)
    expect(Number(postings[0]!["total"])).toBe(0)

    // The player's client sends the same request again: the coupon B placed, at the price B took it at.
    const [taken] = await database.query("select coef from coupon_legs where coupon_id = $1", [Number(finished["coupon_id"])])
    const again = await place(b, cookie, body)
    expect(again).toMatchObject({ status: 200, body: { id: Number(finished["coupon_id"]), stake: 100_00, legs: [{ id: leg.id, coef: Number(taken!["coef"]), isLive: true }] } })
    expect(await balanceOf(accountId)).toBe(900_00)
    expect(await database.query("select id from coupons where placement_key = $1", [body.key])).toHaveLength(1)
  }, SLOW)

  it("is refused by process B as a locked bet when its game ended during the wait, and no money moves", async () => {
    const accountId = await playerWithMoney(accounts, 9_802, "RUB", 1_000_00)
    const cookie = await signedInCookie(b.url, database, 9_802)
    const { game, leg } = await liveOutcome(cookie, 1)
    const body = couponBody(accountId, [leg], { amount: 50_00, changeCoefAction: 2 })
    await acceptOnAThenKillA(cookie, body)
    // The developer ends the game on B while the coupon waits.
    const finishedGame = await fetch(`${b.url}/web-api/dev/sports/finish`, {
      method: "POST",
      headers: { "content-type": "application/json", [DEV_TOKEN_HEADER]: Redacted.value(devTokenOf(operatorToken)) },
      body: JSON.stringify({ gameId: game.id })
    })
    expect(finishedGame.status).toBe(200)
    delayRunsOut()

    const finished = await until(async () => {
      const row = await pendingRow(body.key)
      return row?.["finished_at"] != null ? row : undefined
    }, "B finishing the coupon")
    expect(finished["coupon_id"]).toBeNull()
    expect(finished["refusal"]).toMatchObject({ _tag: "CouponRefused", problems: [{ _tag: "LockedBets", betIds: [leg.id] }] })
    expect(await database.query("select id from coupons where placement_key = $1", [body.key])).toHaveLength(0)
    expect(await balanceOf(accountId)).toBe(1_000_00)
    // The same request is answered with that refusal, even though it would now be refused for a reason of its own.
    expect(await place(b, cookie, body)).toMatchObject({ status: 422, body: { problems: [{ _tag: "LockedBets", betIds: [leg.id] }] } })
    expect(await balanceOf(accountId)).toBe(1_000_00)
  }, SLOW)
})
