import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { priceBuilder } from "../../src/domain/coupon/betBuilder"
import type { Game, Market } from "../../src/domain/sports/feed"
import type { RunningServer } from "../../server/startServer"
import { accountServicesOn, type AccountServices, playerWithMoney, signedInCookie } from "./support/accounts"
import { type BetLeg, couponBody } from "./support/coupons"
import { databasesUnderTest, type FreshDatabase } from "./support/databases"
import { cookieHeader } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { eventually, ledgerBalance, startDelayingProcess } from "./support/delayedProcesses"
import { fixedSecret } from "../support/worldSecrets"

/**
 * The in-play delay of a bet builder and of an edit bet outlives the process that accepted it, as a coupon's does:
 * process A accepts it, keeps it in the database and dies before the delay is over; process B finishes it once the
 * delay is over, exactly once (one coupon, one ledger transaction, balanced). The player's client sending the same
 * request again (same key), during the wait or after it, is answered with that outcome; the prices are checked again
 * at the deadline, so a price that moved during the wait refuses as the player's policy says. Amounts are kopecks.
 */

const SLOW = 180_000
const DELAY_MS = 4_000
const BUILDER = "/web-api/coupon/builder"
const EDIT = "/web-api/coupon/edit"
const PLACE = "/web-api/coupon/place"

const open = (game: Game, type: Market["type"]) => game.markets.find((m) => m.period === 0 && m.type === type && m.status === "open")
const mainMarket = (game: Game): Market | undefined => open(game, "1x2") ?? open(game, "winner")

interface Answer {
  readonly status: number
  readonly body: any
}

describe.each(databasesUnderTest)("a live bet builder or edit bet whose process dies during the in-play delay on $label", (db) => {
  let database: FreshDatabase
  let accounts: AccountServices
  let a: RunningServer | undefined
  let b: RunningServer
  // One clock for both processes, standing still until the test moves it: both lines show the same prices.
  const clock = makeManualClock(Date.UTC(2026, 5, 1, 18, 0, 0))
  const start = () => startDelayingProcess(database, clock, { secret: fixedSecret(29), live: 150, line: 60 }, DELAY_MS)
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
  const pendingRow = async (kind: string, key: string) =>
    (await database.query("select finished_at, coupon_id, refusal from coupon_pending_placements where kind = $1 and placement_key = $2", [kind, key]))[0]
  const until = <A>(read: () => Promise<A | undefined>, what: string, ms = 30_000) => eventually(read, what, ms)
  const finishedRow = (kind: string, key: string) =>
    until(async () => {
      const row = await pendingRow(kind, key)
      return row?.["finished_at"] != null ? row : undefined
    }, `B finishing ${kind} ${key}`)
  const call = (server: RunningServer, path: string, cookie: string, body: unknown, signal?: AbortSignal): Promise<Answer> =>
    fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json", ...cookieHeader(cookie) }, body: JSON.stringify(body), ...(signal === undefined ? {} : { signal }) }).then(
      async (response) => ({ status: response.status, body: (await response.json()) as any })
    )
  const gameNow = async (id: string, cookie: string): Promise<Game | undefined> => {
    const response = await fetch(`${b.url}/bff-api/sports/game/${id}`, { headers: cookieHeader(cookie) })
    return response.status === 200 ? ((await response.json()) as { games: ReadonlyArray<Game> }).games[0] : undefined
  }
  const taken = new Set<string>()
  /** Games of a section no other test bets on, with their markets as the line shows them now. */
  const freshGames = async (cookie: string, section: "live" | "line", fits: (game: Game) => boolean, count: number): Promise<ReadonlyArray<Game>> => {
    const top = await fetch(`${b.url}/bff-api/sports/top?section=${section}&limit=50`, { headers: cookieHeader(cookie) }).then((r) => r.json() as Promise<{ games: ReadonlyArray<Game> }>)
    const games: Array<Game> = []
    for (const listed of top.games) {
      if (games.length === count) break
      if (taken.has(listed.id)) continue
      const game = await gameNow(listed.id, cookie)
      if (game === undefined || !fits(game)) continue
      taken.add(game.id)
      games.push(game)
    }
    if (games.length < count) throw new Error(`the line has too few ${section} games`)
    return games
  }
  /** A live game's builder of its match result and both teams to score, and the server's price for it. */
  const liveBuilders = async (cookie: string, count: number) =>
    (
      await freshGames(
        cookie,
        "live",
        (game) => {
          const legs = [open(game, "1x2")?.outcomes[0]?.id, open(game, "bothTeamsToScore")?.outcomes[0]?.id]
          return legs.every((id) => id !== undefined) && priceBuilder(game, legs as Array<string>)._tag === "Priced"
        },
        count
      )
    ).map((game) => {
      const bets = [open(game, "1x2")!.outcomes[0]!.id, open(game, "bothTeamsToScore")!.outcomes[0]!.id]
      const quote = priceBuilder(game, bets)
      if (quote._tag !== "Priced") throw new Error("no builder price")
      return { game, bets, coef: quote.coef }
    })
  const legOf = (game: Game): BetLeg & { readonly game: Game } => ({ id: mainMarket(game)!.outcomes[0]!.id, coef: mainMarket(game)!.outcomes[0]!.price, game })
  const liveLegs = async (cookie: string, count: number) => (await freshGames(cookie, "live", (game) => mainMarket(game) !== undefined, count)).map(legOf)
  const lineLegs = async (cookie: string, count: number) => (await freshGames(cookie, "line", (game) => mainMarket(game) !== undefined, count)).map(legOf)
  const builderBody = (accountId: number, bets: ReadonlyArray<string>, coef: number, changeCoefAction: number) => ({
    key: `b-${randomUUID()}`,
    accountId,
    amount: 100_00,
    bets,
    coef,
    changeCoefAction,
    exactCoef: 0
  })
  const editBody = (couponId: number, seen: number, bets: ReadonlyArray<BetLeg>, changeCoefAction: number) => ({
    key: `e-${randomUUID()}`,
    couponId,
    seen,
    extraStake: 10_00,
    changeCoefAction,
    bets: bets.map((leg) => ({ id: leg.id, coef: leg.coef, blockId: 0, banker: false }))
  })
  /** The ledger transactions under a key, each with the sum of its entries. */
  const postingsOf = (key: string) =>
    database.query(
      "select t.id, sum(e.amount)::bigint as total from ledger_transactions t join ledger_entries e on e.transaction_id = t.id where t.idempotency_key = $1 group by t.id",
      [key]
    )

  /**
   * Sends each request to a new process A, waits until A keeps every one pending, then A dies before the delay is
   * over: its connections drop (the requests' fibers are interrupted) and its scope is closed (its sweep stops).
   */
  const acceptOnAThenKillA = async (path: string, kind: string, cookie: string, bodies: ReadonlyArray<{ readonly key: string }>) => {
    a = await start()
    const connection = new AbortController()
    const answers = bodies.map((body) => call(a!, path, cookie, body, connection.signal).catch((error: unknown) => ({ status: 0, body: String(error) })))
    const answered: Array<unknown> = []
    for (const answer of answers) void answer.then((value) => answered.push(value))
    for (const body of bodies) {
      await until(async () => {
        if (answered.length > 0) throw new Error(`A answered before keeping the request: ${JSON.stringify(answered[0])}`)
        return (await pendingRow(kind, body.key)) ?? undefined
      }, "A keeping the request pending")
    }
    const accepted = Date.now()
    connection.abort()
    for (const answer of answers) expect((await answer).status).toBe(0)
    await a.close()
    a = undefined
    // A died before the delay was over, and finished nothing.
    expect(Date.now() - accepted).toBeLessThan(DELAY_MS)
    for (const body of bodies) expect((await pendingRow(kind, body.key))!["finished_at"]).toBeNull()
  }
  /** The delay runs out on the cluster's clock, and B's sweep's grace (1 s) after it. */
  const delayRunsOut = () => clock.advance(DELAY_MS + 1_500)

  it("places a live bet builder on process B once, and answers its key with that coupon during the wait and after it", async () => {
    const accountId = await playerWithMoney(accounts, 9_901, "RUB", 1_000_00)
    const cookie = await signedInCookie(b.url, database, 9_901)
    // Three, since a live game's markets may close during the wait (a goal, the end): that one is refused.
    const builders = await liveBuilders(cookie, 3)
    // "Accept any change": B takes each builder at its price at the deadline.
    const bodies = builders.map((builder) => builderBody(accountId, builder.bets, builder.coef, 2))
    await acceptOnAThenKillA(BUILDER, "builder", cookie, bodies)
    // The player's client sends them again to B while they wait.
    const during = bodies.map((body) => call(b, BUILDER, cookie, body))
    delayRunsOut()

    let placed = 0
    for (const [i, body] of bodies.entries()) {
      const finished = await finishedRow("builder", body.key)
      const coupons = await database.query("select id, stake, coef from coupons where placement_key = $1", [body.key])
      // As the line after the wait says (the clock stands still after it: B's line is the one it checked).
      const game = await gameNow(builders[i]!.game.id, cookie)
      const quote = game === undefined ? undefined : priceBuilder(game, body.bets)
      if (quote?._tag !== "Priced") {
        expect(finished["refusal"]).toMatchObject({ _tag: "BuilderRefused" })
        expect(coupons).toHaveLength(0)
        expect(await during[i]).toMatchObject({ status: 422, body: { _tag: "BuilderRefused" } })
        expect(await postingsOf(`coupon-stake:9901:${body.key}`)).toHaveLength(0)
        continue
      }
      placed++
      expect(finished["refusal"]).toBeNull()
      expect(coupons).toHaveLength(1)
      const couponId = Number(coupons[0]!["id"])
      expect(Number(finished["coupon_id"])).toBe(couponId)
      expect(Number(coupons[0]!["stake"])).toBe(100_00)
      expect(Number(coupons[0]!["coef"])).toBe(quote.coef)
      expect(await database.query("select coupon_id from coupon_builders where coupon_id = $1", [couponId])).toHaveLength(1)
      // The stake reserved by one balanced transaction.
      const postings = await postingsOf(`coupon-stake:9901:${body.key}`)
      expect(postings).toHaveLength(1)
      expect(Number(postings[0]!["total"])).toBe(0)

      const answer = { status: 200, body: { id: couponId, builder: true, stake: 100_00, coef: quote.coef, legs: body.bets.map((id) => ({ id, isLive: true })) } }
      expect(await during[i]).toMatchObject(answer)
      expect(await call(b, BUILDER, cookie, body)).toMatchObject(answer)
      // The same key with other content is refused, and nothing more is placed.
      expect(await call(b, BUILDER, cookie, { ...body, amount: 50_00 })).toMatchObject({ status: 409, body: { _tag: "PlacementKeyReused" } })
      expect(await database.query("select id from coupons where placement_key = $1", [body.key])).toHaveLength(1)
    }
    // (A guard on the test itself: some builder was placed.)
    expect(placed).toBeGreaterThan(0)
    expect(await balanceOf(accountId)).toBe(1_000_00 - placed * 100_00)
  }, SLOW)

  it("makes a live edit bet on process B once, and answers its key with that edit during the wait and after it", async () => {
    const accountId = await playerWithMoney(accounts, 9_902, "RUB", 1_000_00)
    const cookie = await signedInCookie(b.url, database, 9_902)
    const [line] = await lineLegs(cookie, 1)
    const [live] = await liveLegs(cookie, 1)
    // A pre-match single (no delay), edited into an express with a live bet.
    const placed = await call(b, PLACE, cookie, couponBody(accountId, [line!]))
    expect(placed.status).toBe(200)
    const body = editBody(placed.body.id, 94_00, [line!, live!], 2)
    await acceptOnAThenKillA(EDIT, "edit", cookie, [body])
    const during = call(b, EDIT, cookie, body)
    delayRunsOut()

    const finished = await finishedRow("edit", body.key)
    expect(finished["refusal"]).toBeNull()
    const edits = await database.query("select kind, value, new_coupon_id from coupon_cash_outs where coupon_id = $1", [placed.body.id])
    expect(edits).toHaveLength(1)
    expect(edits[0]).toMatchObject({ kind: "edit" })
    const newId = Number(edits[0]!["new_coupon_id"])
    const value = Number(edits[0]!["value"])
    expect(Number(finished["coupon_id"])).toBe(newId)
    // 1 000.00 − the old stake − the extra; the old stake and the value move inside one balanced transaction.
    expect(await balanceOf(accountId)).toBe(890_00)
    const postings = await postingsOf(`coupon-cash-out:9902:${body.key}`)
    expect(postings).toHaveLength(1)
    expect(Number(postings[0]!["total"])).toBe(0)

    const answer = { status: 200, body: { value, old: { id: placed.body.id, status: "cashedOut", payout: value }, coupon: { id: newId, stake: value + 10_00, status: "open" } } }
    expect(await during).toMatchObject(answer)
    expect(await call(b, EDIT, cookie, body)).toMatchObject(answer)
    // The key sent for another coupon is refused.
    expect(await call(b, EDIT, cookie, { ...body, couponId: placed.body.id + 1_000 })).toMatchObject({ status: 409, body: { _tag: "CashOutKeyReused" } })
    expect(await database.query("select id from coupon_cash_outs where coupon_id = $1", [placed.body.id])).toHaveLength(1)
    expect(await balanceOf(accountId)).toBe(890_00)
  }, SLOW)

  it("checks the prices again at the deadline: a price that moved during the wait refuses under 'always ask', and no money moves", async () => {
    const accountId = await playerWithMoney(accounts, 9_903, "RUB", 2_000_00)
    const cookie = await signedInCookie(b.url, database, 9_903)
    const builders = await liveBuilders(cookie, 3)
    const lines = await lineLegs(cookie, 4)
    const lives = await liveLegs(cookie, 4)
    const olds: Array<number> = []
    for (const line of lines) {
      const placed = await call(b, PLACE, cookie, couponBody(accountId, [line]))
      expect(placed.status).toBe(200)
      olds.push(placed.body.id)
    }
    const builderBodies = builders.map((builder) => builderBody(accountId, builder.bets, builder.coef, 0))
    const editBodies = olds.map((id, i) => editBody(id, 94_00, [lives[i]!], 0))
    expect(await balanceOf(accountId)).toBe(1_600_00)
    await acceptOnAThenKillA(BUILDER, "builder", cookie, builderBodies)
    await acceptOnAThenKillA(EDIT, "edit", cookie, editBodies)
    // Three minutes of play pass during the wait (the clock stands still after it: B's line is the one it checked).
    clock.advance(180_000)
    for (const body of builderBodies) await finishedRow("builder", body.key)
    for (const body of editBodies) await finishedRow("edit", body.key)

    // Each answered (to its key sent again) as the line after the wait says, independently of the server's code.
    let builderAsked = 0
    let spent = 0
    for (const [i, body] of builderBodies.entries()) {
      const answer = await call(b, BUILDER, cookie, body)
      const game = await gameNow(builders[i]!.game.id, cookie)
      const quote = game === undefined ? undefined : priceBuilder(game, body.bets)
      if (quote?._tag !== "Priced") expect(answer).toMatchObject({ status: 422, body: { _tag: "BuilderRefused" } })
      else if (quote.coef !== body.coef) {
        expect(answer).toMatchObject({ status: 409, body: { _tag: "BuilderPriceChanged", coef: quote.coef, code: 20 } })
        builderAsked++
      } else expect(answer).toMatchObject({ status: 200, body: { coef: body.coef } })
      if (answer.status === 200) spent += 100_00
      else expect(await database.query("select id from coupons where placement_key = $1", [body.key])).toHaveLength(0)
    }
    const quotes = (await fetch(`${b.url}/web-api/coupon/cash-out/quotes`, { headers: cookieHeader(cookie) }).then((r) => r.json())) as { quotes: ReadonlyArray<{ couponId: number; value: number | null }> }
    let editAsked = 0
    for (const [i, body] of editBodies.entries()) {
      const answer = await call(b, EDIT, cookie, body)
      const value = quotes.quotes.find((q) => q.couponId === olds[i])?.value
      const market = (await gameNow(lives[i]!.game.id, cookie))?.markets.find((m) => m.outcomes.some((o) => o.id === lives[i]!.id))
      const price = market?.outcomes.find((o) => o.id === lives[i]!.id)?.price
      // The old coupon's value is checked first, then the new coupon's bet.
      if (value === null || value === undefined) expect(answer).toMatchObject({ status: 409, body: { _tag: "CashOutUnavailable" } })
      else if (value !== 94_00) {
        expect(answer).toMatchObject({ status: 409, body: { _tag: "CashOutValueChanged", value } })
        editAsked++
      } else if (market?.status !== "open") expect(answer).toMatchObject({ status: 422, body: { _tag: "CouponRefused" } })
      else if (price !== lives[i]!.coef) {
        expect(answer).toMatchObject({ status: 409, body: { _tag: "PricesChanged", changes: [{ id: lives[i]!.id, coef: price }] } })
        editAsked++
      } else expect(answer).toMatchObject({ status: 200, body: { old: { id: olds[i], status: "cashedOut" } } })
      if (answer.status === 200) spent += 10_00
      else expect(await database.query("select id from coupon_cash_outs where coupon_id = $1", [olds[i]])).toHaveLength(0)
    }
    // (A guard on the test itself: some price did move while a builder and an edit waited.)
    expect(builderAsked).toBeGreaterThan(0)
    expect(editAsked).toBeGreaterThan(0)
    expect(await balanceOf(accountId)).toBe(1_600_00 - spent)
  }, SLOW)
})
