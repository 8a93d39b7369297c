import { fixedSecret } from "../support/worldSecrets"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { World } from "../../server/sports/simulator/model"
import { finishGame } from "../../server/sports/simulator/world"
import { type AccountServices, accountServicesOn, signedInPlayers } from "./support/accounts"
import { type BetLeg, couponBody, settlerProcessOn, type SettlerProcess, mainMarket } from "./support/coupons"
import { databasesUnderTest } from "./support/databases"
import { cookieHeader } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { TEST_OPERATOR_TOKEN, useTestServer } from "./support/testServer"

/**
 * Free bets and the express promotions on a real server: a free bet from a promo code of kind 'freebet' is offered to
 * the slip, stakes a coupon once (two placements at once: one coupon), is nobody else's, and a won free-bet coupon pays
 * its winnings only; an express's hyper bonus and anti-express are paid once from the promotions account however many
 * settlers look at it. Amounts are kopecks.
 */

const START = Date.UTC(2026, 5, 1, 18, 0, 0)
const DAY = 86_400_000
const SPORTS = { secret: fixedSecret(12), live: 60, line: 300 }
const PLACE = "/web-api/coupon/place"
const FREE_BETS = "/web-api/coupon/free-bets"

interface Answer {
  readonly status: number
  readonly body: any
}

/** stake × the product of the legs' prices, rounded half up once to a kopeck (the test's own arithmetic). */
const payoutOf = (stake: number, coefs: ReadonlyArray<number>): number => {
  let product = BigInt(stake)
  let scale = 1n
  for (const coef of coefs) {
    product *= BigInt(Math.round(coef * 1000))
    scale *= 1000n
  }
  return Number((2n * product + scale) / (2n * scale))
}

describe.each(databasesUnderTest)("free bets and express promotions on $label", (db) => {
  const clock = makeManualClock(START)
  const server = useTestServer(db, { clock: clock.clock, sports: SPORTS, coupon: { inPlayDelay: 0, settleEvery: 0 } })
  let accounts: AccountServices
  let settler: SettlerProcess
  let second: SettlerProcess
  let world: World
  beforeAll(async () => {
    accounts = accountServicesOn(server.database)
    settler = settlerProcessOn(server.database, clock.clock, SPORTS)
    second = settlerProcessOn(server.database, clock.clock, SPORTS)
    world = await settler.world()
  })
  afterAll(async () => {
    await settler?.dispose()
    await second?.dispose()
    await accounts?.dispose()
  })

  const player = signedInPlayers(() => accounts, () => server, 13_000)
  const taken = new Set<string>()
  /** `count` fresh games' main-market legs that win (or lose) when played out, each at a price of at least `minCoef`. */
  const legs = (count: number, wins: boolean, minCoef: number): ReadonlyArray<BetLeg> => {
    const found: Array<BetLeg> = []
    for (const { game } of world.games.values()) {
      if (found.length === count) break
      if (game.status !== "line" || taken.has(game.id) || mainMarket(game) === undefined) continue
      const { score } = finishGame(world, game.id)!.results.at(-1)!
      const kind = score.home > score.away ? "1" : score.home < score.away ? "2" : "X"
      const outcome = mainMarket(game)!.outcomes.find((o) => (o.kind === kind) === wins && o.price >= minCoef && o.price <= 4)
      if (outcome === undefined) continue
      taken.add(game.id)
      found.push({ id: outcome.id, coef: outcome.price })
    }
    if (found.length < count) throw new Error("the line has too few games")
    return found
  }
  const gameOf = (leg: BetLeg) => leg.id.split(":")[0]!
  const finish = async (placed: ReadonlyArray<BetLeg>) => {
    for (const leg of placed) {
      await settler.finish(gameOf(leg))
      await second.finish(gameOf(leg))
    }
  }

  const call = async (method: string, path: string, cookie: string | undefined, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie === undefined ? {} : cookieHeader(cookie)), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
    const text = await response.text()
    return { status: response.status, body: text === "" ? undefined : JSON.parse(text) }
  }
  const place = (cookie: string | undefined, body: unknown) => call("POST", PLACE, cookie, body)
  let codes = 0
  /** A free bet of `amount` for the player, redeemed from an operator's code of kind 'freebet'. */
  const freeBetFor = async (cookie: string, amount = 100_00): Promise<number> => {
    const code = `FREE${++codes}X${db.label.length}`
    const made = await call("POST", "/web-api/operator/promo/codes", undefined, { code, kind: "freebet", currency: "RUB", amount, validFrom: START - DAY, validUntil: START + DAY, maxUses: 100 }, {
      "x-operator-token": TEST_OPERATOR_TOKEN
    })
    expect(made.status).toBe(200)
    const redeemed = await call("POST", "/web-api/promo/codes/redeem", cookie, { code })
    expect(redeemed.status).toBe(200)
    expect(redeemed.body.bonus).toMatchObject({ amount, freeBet: { anyType: false }, status: "active" })
    return redeemed.body.bonus.id
  }
  const balance = async (accountId: number) => Number((await server.database.query("select balance from ledger_accounts where id = $1", [accountId]))[0]!["balance"])
  const couponsOf = async (userId: number) => Number((await server.database.query("select count(*) as n from coupons where user_id = $1", [userId]))[0]!["n"])
  const houseBalance = async (house: string) =>
    Number((await server.database.query("select coalesce(sum(e.amount), 0)::bigint as total from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.house = $1 and a.currency = 'RUB'", [house]))[0]!["total"])
  const settleBalanced = async (couponId: number) => {
    const sums = await server.database.query("select sum(e.amount)::bigint as total, count(*) as n from coupons c join ledger_entries e on e.transaction_id = c.settle_transaction_id where c.id = $1", [couponId])
    expect(Number(sums[0]!["total"])).toBe(0)
  }

  it("offers the free bet to the slip, takes it once of three placements at once, and leaves the player's money alone", async () => {
    const anna = await player(50_00)
    const id = await freeBetFor(anna.cookie)
    expect((await call("GET", FREE_BETS, anna.cookie)).body).toMatchObject({ freeBets: [{ id, amount: 100_00, currency: "RUB", minCoef: 1.5, anyType: false }] })
    const express = legs(2, true, 1.3)
    const answers = await Promise.all([0, 1, 2].map(() => place(anna.cookie, couponBody(anna.accountId, express, { typeId: 1, amount: 100_00, freeBetId: id }))))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409])
    for (const refusal of answers.filter((a) => a.status === 409)) expect(refusal.body).toMatchObject({ _tag: "FreeBetRefused", reason: "used", code: 80 })
    expect(answers.find((a) => a.status === 200)!.body).toMatchObject({ freeBetId: id, stake: 100_00 })
    expect(await couponsOf(anna.userId)).toBe(1)
    expect(await balance(anna.accountId)).toBe(50_00)
    expect((await call("GET", FREE_BETS, anna.cookie)).body).toEqual({ freeBets: [] })
  })

  it("refuses another player's free bet as missing, and a free bet at the wrong stake, odds or type with its reason", async () => {
    const owner = await player(0)
    const thief = await player(1_000_00)
    const id = await freeBetFor(owner.cookie)
    const [leg] = legs(1, true, 1.6)
    const stolen = await place(thief.cookie, couponBody(thief.accountId, [leg!], { amount: 100_00, freeBetId: id }))
    expect(stolen.status).toBe(404)
    expect(stolen.body).toMatchObject({ _tag: "FreeBetNotFound", code: 86 })
    expect((await place(owner.cookie, couponBody(owner.accountId, [leg!], { amount: 50_00, freeBetId: id }))).body).toMatchObject({ reason: "amount" })
    const [low] = legs(1, true, 1.01).filter((l) => l.coef < 1.5)
    if (low !== undefined) expect((await place(owner.cookie, couponBody(owner.accountId, [low], { amount: 100_00, freeBetId: id }))).body).toMatchObject({ reason: "odds" })
    const three = legs(3, true, 1.3)
    const system = await place(owner.cookie, couponBody(owner.accountId, three, { typeId: 2, systemValue: 2, amount: 100_00, freeBetId: id }))
    expect(system.body).toMatchObject({ _tag: "FreeBetRefused", reason: "couponType" })
    expect((await place(undefined, couponBody(owner.accountId, [leg!], { amount: 100_00, freeBetId: id }))).status).toBe(401)
    expect(await couponsOf(owner.userId) + (await couponsOf(thief.userId))).toBe(0)
    expect((await call("GET", FREE_BETS, owner.cookie)).body.freeBets).toHaveLength(1)
  })

  it("pays a won free-bet coupon its winnings only, once with two settlers; a lost one pays nothing", async () => {
    const winner = await player(0)
    const loser = await player(0)
    const won = legs(1, true, 1.5)
    const lost = legs(1, false, 1.5)
    const wonCoupon = (await place(winner.cookie, couponBody(winner.accountId, won, { amount: 100_00, freeBetId: await freeBetFor(winner.cookie) }))).body
    const lostCoupon = (await place(loser.cookie, couponBody(loser.accountId, lost, { amount: 100_00, freeBetId: await freeBetFor(loser.cookie) }))).body
    const promoBefore = await houseBalance("promo-bonuses")
    await finish([...won, ...lost])
    await Promise.all([settler.settleOnce(), second.settleOnce()])
    const winnings = payoutOf(100_00, won.map((l) => l.coef)) - 100_00
    expect((await call("GET", `/web-api/coupon/${wonCoupon.id}`, winner.cookie)).body).toMatchObject({ status: "won", payout: winnings, freeBetId: wonCoupon.freeBetId })
    expect((await call("GET", `/web-api/coupon/${lostCoupon.id}`, loser.cookie)).body).toMatchObject({ status: "lost", payout: 0 })
    expect(await balance(winner.accountId)).toBe(winnings)
    expect(await balance(loser.accountId)).toBe(0)
    // The promotions account takes both held stakes back and pays the winnings.
    expect(await houseBalance("promo-bonuses")).toBe(promoBefore + 200_00 - winnings)
    await settleBalanced(wonCoupon.id)
    await settleBalanced(lostCoupon.id)
  })

  it("pays an express's hyper bonus and an anti-express once, from the promotions account, with two settlers", async () => {
    const hyper = await player(1_000_00)
    const anti = await player(1_000_00)
    const fourWins = legs(4, true, 1.3)
    const fourAndOneLost = [...legs(4, true, 1.3), ...legs(1, false, 1.3)]
    const hyperCoupon = (await place(hyper.cookie, couponBody(hyper.accountId, fourWins, { typeId: 1, amount: 100_00 }))).body
    const antiCoupon = (await place(anti.cookie, couponBody(anti.accountId, fourAndOneLost, { typeId: 1, amount: 100_00 }))).body
    expect(hyperCoupon).toMatchObject({ hyper: { percent: 3, paid: 0 } })
    expect(antiCoupon).toMatchObject({ hyper: { percent: 5 }, antiExpress: { percent: 50, paid: 0 } })
    const promoBefore = await houseBalance("promo-bonuses")
    await finish([...fourWins, ...fourAndOneLost])
    await Promise.all([settler.settleOnce(), second.settleOnce()])
    await Promise.all([settler.settleOnce(), second.settleOnce()])
    const payout = payoutOf(100_00, fourWins.map((l) => l.coef))
    const extra = Math.floor(((payout - 100_00) * 3) / 100)
    expect((await call("GET", `/web-api/coupon/${hyperCoupon.id}`, hyper.cookie)).body).toMatchObject({ status: "won", payout: payout + extra, hyper: { percent: 3, paid: extra } })
    expect((await call("GET", `/web-api/coupon/${antiCoupon.id}`, anti.cookie)).body).toMatchObject({ status: "lost", payout: 0, antiExpress: { percent: 50, paid: 50_00 } })
    expect(await balance(hyper.accountId)).toBe(900_00 + payout + extra)
    expect(await balance(anti.accountId)).toBe(900_00 + 50_00)
    expect(await houseBalance("promo-bonuses")).toBe(promoBefore - extra - 50_00)
    await settleBalanced(hyperCoupon.id)
    await settleBalanced(antiCoupon.id)
  })
})
