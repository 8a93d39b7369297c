import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Game, Market } from "../../src/domain/sports/feed"
import type { World } from "../../server/sports/simulator/model"
import { fixedSecret } from "../support/worldSecrets"
import { type AccountServices, accountServicesOn, signedInPlayers } from "./support/accounts"
import { type BetLeg, couponBody, settlerProcessOn, type SettlerProcess } from "./support/coupons"
import { databasesUnderTest } from "./support/databases"
import { jsonCallsTo } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

/**
 * Cash-out and edit bet on the server: the value computed again from the live line (a 6% margin on a coupon whose
 * prices have not moved is 94% of its stake), paid once however many requests come at once, refused on a suspended
 * market, a moved value taken only as the player's policy says, an edit bet as one ledger transaction, and an
 * automatic cash-out made by the server's own pass. The clock stands at START: line games' prices stand still.
 */

const START = Date.UTC(2026, 5, 1, 18, 0, 0)
const SPORTS = { secret: fixedSecret(11), live: 20, line: 200 }

const mainMarket = (game: Game): Market | undefined =>
  game.markets.find((m) => m.period === 0 && (m.type === "1x2" || m.type === "winner") && m.status === "open")

const key = () => `c-${randomUUID()}`

describe.each(databasesUnderTest)("cash-out on $label", (db) => {
  const clock = makeManualClock(START)
  // The automatic cash-out pass runs at the settler's pace (real time: only "now" stands still).
  const server = useTestServer(db, { clock: clock.clock, sports: SPORTS, coupon: { inPlayDelay: 0, settleEvery: "200 millis" } })
  let accounts: AccountServices
  let settler: SettlerProcess
  let world: World
  beforeAll(async () => {
    accounts = accountServicesOn(server.database)
    settler = settlerProcessOn(server.database, clock.clock, SPORTS)
    world = await settler.world()
  })
  afterAll(async () => {
    await settler?.dispose()
    await accounts?.dispose()
  })

  const player = signedInPlayers(() => accounts, () => server, 12_000)
  const taken = new Set<string>()
  /** Line games no other test bets on, and a bet on the main market of each. */
  const freshLegs = (count: number): ReadonlyArray<BetLeg & { readonly marketId: string }> => {
    const games = [...world.games.values()]
      .map((g) => g.game)
      .filter((game) => game.status === "line" && mainMarket(game) !== undefined && !taken.has(game.id))
      .slice(0, count)
    if (games.length < count) throw new Error("the line has too few games")
    return games.map((game) => {
      taken.add(game.id)
      const market = mainMarket(game)!
      return { id: market.outcomes[0]!.id, coef: market.outcomes[0]!.price, marketId: market.id }
    })
  }

  const call = jsonCallsTo(server)
  const place = async (cookie: string, body: unknown) => {
    const placed = await call("POST", "/web-api/coupon/place", cookie, body)
    expect(placed.status).toBe(200)
    return placed.body as { id: number; stake: number }
  }
  const quotes = async (cookie: string) => (await call("GET", "/web-api/coupon/cash-out/quotes", cookie)).body.quotes as ReadonlyArray<any>
  const cashOut = (cookie: string, fields: Record<string, unknown>) =>
    call("POST", "/web-api/coupon/cash-out", cookie, { key: key(), amount: null, changeCoefAction: 0, ...fields })
  const balance = async (accountId: number) => Number((await server.database.query("select balance from ledger_accounts where id = $1", [accountId]))[0]!["balance"])
  const count = async (sql: string, params: ReadonlyArray<unknown>) => Number((await server.database.query(sql, params))[0]!["n"])

  it("quotes an open express at 94% of its stake while its prices stand, and pays a full cash-out of it", async () => {
    const anna = await player(1_000_00)
    const coupon = await place(anna.cookie, couponBody(anna.accountId, freshLegs(2)))
    expect(await quotes(anna.cookie)).toEqual([{ couponId: coupon.id, value: 94_00, reason: null, cashedOut: 0, autoAt: null }])
    expect(await balance(anna.accountId)).toBe(900_00)

    // Someone else's coupon is a missing one, and no session is no player.
    const boris = await player(0)
    expect(await cashOut(boris.cookie, { couponId: coupon.id, seen: 94_00 })).toMatchObject({ status: 404, body: { _tag: "CouponNotFound" } })
    expect(await quotes(boris.cookie)).toEqual([])
    expect((await call("POST", "/web-api/coupon/cash-out", undefined, { key: key(), couponId: coupon.id, seen: 94_00, amount: null, changeCoefAction: 0 })).status).toBe(401)
    expect((await call("GET", "/web-api/coupon/cash-out/quotes", undefined)).status).toBe(401)

    const paid = await cashOut(anna.cookie, { couponId: coupon.id, seen: 94_00 })
    expect(paid.status).toBe(200)
    expect(paid.body).toMatchObject({ paid: 94_00, value: 94_00, coupon: { id: coupon.id, status: "cashedOut", payout: 94_00 } })
    expect(await balance(anna.accountId)).toBe(994_00)
    expect(await quotes(anna.cookie)).toEqual([])
    // Nothing more to sell.
    expect(await cashOut(anna.cookie, { couponId: coupon.id, seen: 94_00 })).toMatchObject({ status: 409, body: { _tag: "CashOutUnavailable", reason: "closed", code: 30 } })
    // The history shows it cashed out.
    const history = await call("GET", `/web-api/coupon/history?from=0&to=${START}&status=cashedOut`, anna.cookie)
    expect(history.body.coupons.map((c: { id: number }) => c.id)).toEqual([coupon.id])
  })

  it("pays once when ten cash-outs of one coupon come at once, and a replayed key answers the same cash-out", async () => {
    const anna = await player(1_000_00)
    const coupon = await place(anna.cookie, couponBody(anna.accountId, freshLegs(1)))
    const keys = Array.from({ length: 10 }, key)
    const answers = await Promise.all(keys.map((k) => cashOut(anna.cookie, { key: k, couponId: coupon.id, seen: 94_00 })))
    const paid = answers.flatMap((answer, i) => (answer.status === 200 ? [i] : []))
    expect(paid).toHaveLength(1)
    for (const answer of answers) if (answer.status !== 200) expect(answer).toMatchObject({ status: 409, body: { _tag: "CashOutUnavailable", reason: "closed" } })
    expect(await balance(anna.accountId)).toBe(994_00)
    expect(await count("select count(*) as n from coupon_cash_outs where coupon_id = $1", [coupon.id])).toBe(1)

    // The winning key sent ten times more: the same answer, nothing paid again.
    const winner = keys[paid[0]!]!
    const replays = await Promise.all(Array.from({ length: 10 }, () => cashOut(anna.cookie, { key: winner, couponId: coupon.id, seen: 94_00 })))
    for (const replay of replays) expect(replay).toMatchObject({ status: 200, body: { paid: 94_00, coupon: { status: "cashedOut" } } })
    expect(await balance(anna.accountId)).toBe(994_00)
    // The same key for another coupon is refused.
    const other = await place(anna.cookie, couponBody(anna.accountId, freshLegs(1)))
    expect(await cashOut(anna.cookie, { key: winner, couponId: other.id, seen: 94_00 })).toMatchObject({ status: 409, body: { _tag: "CashOutKeyReused", code: 33 } })
  })

  it("a partial cash-out pays its amount and leaves the coupon open on stake × (1 − amount / value)", async () => {
    const anna = await player(1_000_00)
    const coupon = await place(anna.cookie, couponBody(anna.accountId, freshLegs(1), { amount: 100_00 }))
    // 100.00 × (1 − 47.00 / 94.00) = 50.00 stays staked, worth 47.00.
    const partial = await cashOut(anna.cookie, { couponId: coupon.id, seen: 94_00, amount: 47_00 })
    expect(partial).toMatchObject({ status: 200, body: { paid: 47_00, value: 94_00, coupon: { status: "open", stake: 50_00 } } })
    expect(await balance(anna.accountId)).toBe(947_00)
    expect(await quotes(anna.cookie)).toEqual([{ couponId: coupon.id, value: 47_00, reason: null, cashedOut: 47_00, autoAt: null }])
    // Not the whole value, not more, not nothing.
    expect(await cashOut(anna.cookie, { couponId: coupon.id, seen: 47_00, amount: 48_00 })).toMatchObject({ status: 422, body: { _tag: "CashOutAmountRefused", value: 47_00 } })
    expect(await cashOut(anna.cookie, { couponId: coupon.id, seen: 47_00, amount: 0 })).toMatchObject({ status: 422 })
    // The rest sold: 47.00 more, the coupon closed.
    expect(await cashOut(anna.cookie, { couponId: coupon.id, seen: 47_00 })).toMatchObject({ status: 200, body: { paid: 47_00, coupon: { status: "cashedOut" } } })
    expect(await balance(anna.accountId)).toBe(994_00)
  })

  it("a value that moved is taken as the player's policy says: always ask, accept higher, accept any", async () => {
    const anna = await player(1_000_00)
    const coupon = await place(anna.cookie, couponBody(anna.accountId, freshLegs(1)))
    // The player saw 95.00; the line says 94.00.
    for (const policy of [0, 1]) {
      expect(await cashOut(anna.cookie, { couponId: coupon.id, seen: 95_00, changeCoefAction: policy })).toMatchObject({
        status: 409,
        body: { _tag: "CashOutValueChanged", value: 94_00, code: 31 }
      })
    }
    // Seen 93.00: a higher value is taken under policy 1, but not under 0.
    expect(await cashOut(anna.cookie, { couponId: coupon.id, seen: 93_00, changeCoefAction: 0 })).toMatchObject({ status: 409, body: { value: 94_00 } })
    expect(await balance(anna.accountId)).toBe(900_00)
    expect(await cashOut(anna.cookie, { couponId: coupon.id, seen: 93_00, changeCoefAction: 1 })).toMatchObject({ status: 200, body: { paid: 94_00 } })
    const lower = await place(anna.cookie, couponBody(anna.accountId, freshLegs(1)))
    expect(await cashOut(anna.cookie, { couponId: lower.id, seen: 95_00, changeCoefAction: 2 })).toMatchObject({ status: 200, body: { paid: 94_00 } })
    expect(await balance(anna.accountId)).toBe(988_00)
  })

  it("refuses a cash-out while a leg's market is suspended, and a system coupon altogether", async () => {
    const anna = await player(1_000_00)
    const legs = freshLegs(3)
    const coupon = await place(anna.cookie, couponBody(anna.accountId, legs.slice(0, 2)))
    const suspended = await call("POST", "/web-api/dev/sports/suspend", undefined, { marketId: legs[1]!.marketId, seconds: 600 }, server.devHeaders)
    expect(suspended.status).toBe(200)
    expect(await quotes(anna.cookie)).toEqual([{ couponId: coupon.id, value: null, reason: "suspended", cashedOut: 0, autoAt: null }])
    expect(await cashOut(anna.cookie, { couponId: coupon.id, seen: 94_00, changeCoefAction: 2 })).toMatchObject({
      status: 409,
      body: { _tag: "CashOutUnavailable", reason: "suspended" }
    })
    expect(await balance(anna.accountId)).toBe(900_00)

    const system = await place(anna.cookie, couponBody(anna.accountId, [legs[0]!, legs[2]!, ...freshLegs(1)], { typeId: 2, systemValue: 2, amount: 30_00 }))
    const quote = (await quotes(anna.cookie)).find((q) => q.couponId === system.id)
    expect(quote).toMatchObject({ value: null, reason: "notOffered" })
    expect(await cashOut(anna.cookie, { couponId: system.id, seen: 1 })).toMatchObject({ status: 409, body: { reason: "notOffered" } })
  })

  it("an edit bet cashes the coupon out into a new one in one balanced ledger transaction", async () => {
    const anna = await player(1_000_00)
    const [a, b, c] = freshLegs(3)
    const coupon = await place(anna.cookie, couponBody(anna.accountId, [a!, b!]))
    const edit = (fields: Record<string, unknown>) =>
      call("POST", "/web-api/coupon/edit", anna.cookie, { key: key(), couponId: coupon.id, seen: 94_00, extraStake: 10_00, changeCoefAction: 0, bets: [a, c].map((l) => ({ id: l!.id, coef: l!.coef, blockId: 0, banker: false })), ...fields })
    // A value that moved is asked about first, and nothing happens.
    expect(await edit({ seen: 95_00 })).toMatchObject({ status: 409, body: { _tag: "CashOutValueChanged", value: 94_00 } })
    const done = await edit({})
    expect(done.status).toBe(200)
    expect(done.body).toMatchObject({ value: 94_00, old: { id: coupon.id, status: "cashedOut", payout: 94_00 }, coupon: { status: "open", stake: 104_00, typeId: 1 } })
    expect(done.body.coupon.legs.map((l: { id: string }) => l.id)).toEqual([a!.id, c!.id])
    // 1 000.00 − 100.00 staked − 10.00 extra.
    expect(await balance(anna.accountId)).toBe(890_00)

    const [row] = await server.database.query("select transaction_id from coupon_cash_outs where coupon_id = $1", [coupon.id])
    const transactionId = Number(row!["transaction_id"])
    const links = await server.database.query("select id, settle_transaction_id, reserve_transaction_id from coupons where id in ($1, $2) order by id", [coupon.id, done.body.coupon.id])
    expect(Number(links[0]!["settle_transaction_id"])).toBe(transactionId)
    expect(Number(links[1]!["reserve_transaction_id"])).toBe(transactionId)
    const entries = await server.database.query("select amount from ledger_entries where transaction_id = $1", [transactionId])
    expect(entries.length).toBeGreaterThan(1)
    expect(entries.reduce((sum, e) => sum + Number(e["amount"]), 0)).toBe(0)
    // The old coupon cannot be edited again; the new one is worth 94% of 104.00.
    expect(await edit({})).toMatchObject({ status: 409, body: { _tag: "CashOutUnavailable", reason: "closed" } })
    expect((await quotes(anna.cookie)).find((q) => q.couponId === done.body.coupon.id)).toMatchObject({ value: 97_76 })
  })

  it("cashes out by itself when the value reaches the one the player set, and not before", async () => {
    const anna = await player(1_000_00)
    const [high, low] = [await place(anna.cookie, couponBody(anna.accountId, freshLegs(1))), await place(anna.cookie, couponBody(anna.accountId, freshLegs(1)))]
    const auto = await call("POST", "/web-api/coupon/cash-out/auto", anna.cookie, { couponId: high.id, at: 95_00 })
    expect({ status: auto.status, body: auto.body }).toEqual({ status: 200, body: { couponId: high.id, at: 95_00 } })
    expect((await call("POST", "/web-api/coupon/cash-out/auto", anna.cookie, { couponId: low.id, at: 90_00 })).status).toBe(200)
    const boris = await player(0)
    expect((await call("POST", "/web-api/coupon/cash-out/auto", boris.cookie, { couponId: low.id, at: 1 })).status).toBe(404)
    await expect
      .poll(async () => (await call("GET", `/web-api/coupon/${low.id}`, anna.cookie)).body.status, { timeout: 5_000, interval: 100 })
      .toBe("cashedOut")
    expect((await call("GET", `/web-api/coupon/${low.id}`, anna.cookie)).body.payout).toBe(94_00)
    await new Promise((resolve) => setTimeout(resolve, 600))
    expect(await quotes(anna.cookie)).toEqual([{ couponId: high.id, value: 94_00, reason: null, cashedOut: 0, autoAt: 95_00 }])
    expect(await balance(anna.accountId)).toBe(894_00)
  })

  it("refuses malformed bodies, a NUL byte, a huge body and a foreign Origin with typed 4xx answers", async () => {
    const anna = await player(0)
    expect((await call("POST", "/web-api/coupon/cash-out", anna.cookie, { key: "a\u0000bcdefghijklmnopq", couponId: 1, seen: 1, amount: null, changeCoefAction: 0 })).status).toBe(400)
    expect((await call("POST", "/web-api/coupon/cash-out", anna.cookie, { key: key(), couponId: -1, seen: 1, amount: null, changeCoefAction: 0 })).status).toBe(400)
    expect((await call("POST", "/web-api/coupon/edit", anna.cookie, { key: key(), couponId: 1, seen: 1, extraStake: 0, changeCoefAction: 0, bets: [] })).status).toBe(400)
    expect((await call("POST", "/web-api/coupon/cash-out", anna.cookie, `{"key":"${"x".repeat(3_000_000)}"}`)).status).toBe(413)
    const foreign = await call("POST", "/web-api/coupon/cash-out", anna.cookie, { key: key(), couponId: 1, seen: 1, amount: null, changeCoefAction: 0 }, { origin: "https://evil.example" })
    expect(foreign).toMatchObject({ status: 403, body: { _tag: "Forbidden" } })
    expect(await cashOut(anna.cookie, { couponId: 99_999_999, seen: 1 })).toMatchObject({ status: 404 })
  })
})
