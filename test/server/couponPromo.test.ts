import { fixedSecret } from "../support/worldSecrets"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Game } from "../../src/domain/sports/feed"
import type { World } from "../../server/sports/simulator/model"
import { finishGame } from "../../server/sports/simulator/world"
import { type AccountServices, accountServicesOn, signedInPlayers } from "./support/accounts"
import { type BetLeg, couponBody, settlerProcessOn, type SettlerProcess, mainMarket } from "./support/coupons"
import { databasesUnderTest } from "./support/databases"
import { cookieHeader } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { TEST_OPERATOR_TOKEN, useTestServer } from "./support/testServer"

/**
 * Coupon promo codes on a real server: an odds boost code (kind 'boost') typed in the bet slip is checked when the
 * coupon is placed (known, valid now, in the coupon's currency, once per player, never on multiple singles; two
 * placements at once with one code: one coupon), and a won coupon's winnings are raised by its percent up to its
 * cap at settlement, paid by the house's promotions account in the settlement's balanced transaction. Amounts are
 * kopecks.
 */

const START = Date.UTC(2026, 5, 1, 18, 0, 0)
const DAY = 86_400_000
const SPORTS = { secret: fixedSecret(11), live: 60, line: 300 }
const PLACE = "/web-api/coupon/place"
const CODES = "/web-api/operator/promo/codes"

interface Answer {
  readonly status: number
  readonly body: any
}

/** stake × coef rounded half up to a kopeck (the test's own arithmetic). */
const singlePayout = (stake: number, coef: number): number => Number((2n * BigInt(stake) * BigInt(Math.round(coef * 1000)) + 1000n) / 2000n)

describe.each(databasesUnderTest)("coupon promo codes on $label", (db) => {
  const clock = makeManualClock(START)
  const server = useTestServer(db, { clock: clock.clock, sports: SPORTS, coupon: { inPlayDelay: 0, settleEvery: 0 } })
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
  const freshGames = (count: number): ReadonlyArray<Game> => {
    const games = [...world.games.values()].map((g) => g.game).filter((game) => game.status === "line" && mainMarket(game) !== undefined && !taken.has(game.id)).slice(0, count)
    if (games.length < count) throw new Error("the line has too few games")
    for (const game of games) taken.add(game.id)
    return games
  }
  /** The main market's outcome that wins (or loses) when the game is played to its end. */
  const resultLeg = (game: Game, wins: boolean): BetLeg => {
    const { score } = finishGame(world, game.id)!.results.at(-1)!
    const kind = score.home > score.away ? "1" : score.home < score.away ? "2" : "X"
    const outcome = mainMarket(game)!.outcomes.find((o) => (o.kind === kind) === wins)!
    return { id: outcome.id, coef: outcome.price }
  }

  const call = async (method: string, path: string, cookie: string | undefined, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie === undefined ? {} : cookieHeader(cookie)), ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body)
    })
    const text = await response.text()
    return { status: response.status, body: text === "" ? undefined : JSON.parse(text) }
  }
  const place = (cookie: string | undefined, body: unknown) => call("POST", PLACE, cookie, body)
  let codes = 0
  /** A code made by the operator: by default a boost of 10% up to 50.00 ₽, valid a day either side of now, 100 uses. */
  const newCode = async (fields: Record<string, unknown> = {}): Promise<string> => {
    const code = `BOOST${++codes}X${db.label.length}`
    const made = await call("POST", CODES, undefined, { code, kind: "boost", boostPercent: 10, currency: "RUB", amount: 50_00, validFrom: START - DAY, validUntil: START + DAY, maxUses: 100, ...fields }, { "x-operator-token": TEST_OPERATOR_TOKEN })
    expect(made.status).toBe(200)
    return code
  }
  const balance = async (accountId: number) => Number((await server.database.query("select balance from ledger_accounts where id = $1", [accountId]))[0]!["balance"])
  const couponsOf = async (userId: number) => Number((await server.database.query("select count(*) as n from coupons where user_id = $1", [userId]))[0]!["n"])
  const usesOf = async (code: string) => Number((await server.database.query("select uses from promo_codes where code = $1", [code]))[0]!["uses"])

  it("makes boost codes only with their percent, and the office refuses to redeem one: it is typed in the bet slip", async () => {
    const operator = { "x-operator-token": TEST_OPERATOR_TOKEN }
    const base = { code: "NOPERCENT", kind: "boost", currency: "RUB", amount: 50_00, validFrom: START - DAY, validUntil: START + DAY, maxUses: 5 }
    expect((await call("POST", CODES, undefined, base, operator)).body).toMatchObject({ _tag: "PromoCodeInvalid", field: "boostPercent" })
    expect((await call("POST", CODES, undefined, { ...base, code: "SPORTPCT", kind: "sport", boostPercent: 10 }, operator)).body).toMatchObject({ _tag: "PromoCodeInvalid", field: "boostPercent" })
    expect((await call("POST", CODES, undefined, { ...base, boostPercent: 101 }, operator)).status).toBe(400)
    const code = await newCode()
    const anna = await player(0)
    const redeemed = await call("POST", "/web-api/promo/codes/redeem", anna.cookie, { code })
    expect(redeemed.status).toBe(409)
    expect(redeemed.body).toMatchObject({ _tag: "PromoCodeRefused", reason: "slipOnly", code: 96 })
    expect(await usesOf(code)).toBe(0)
  })

  it("takes a valid boost code once per player, however it is typed, and refuses every other code with its reason, placing nothing", async () => {
    const anna = await player(1_000_00)
    const [a, b] = freshGames(2)
    const code = await newCode()
    const placed = await place(anna.cookie, couponBody(anna.accountId, [resultLeg(a!, true)], { promoCode: ` ${code.toLowerCase()} ` }))
    expect(placed.status).toBe(200)
    expect(placed.body).toMatchObject({ promoCode: code, boost: { percent: 10, cap: 50_00, paid: 0 }, stake: 100_00 })
    expect((await call("GET", `/web-api/coupon/${placed.body.id}`, anna.cookie)).body).toEqual(placed.body)
    expect(await usesOf(code)).toBe(1)
    expect(await balance(anna.accountId)).toBe(900_00)

    const refused = async (promoCode: string, reason: string, code: number, legs = [resultLeg(b!, true)]) => {
      const answer = await place(anna.cookie, couponBody(anna.accountId, legs, { promoCode }))
      expect(answer.status).toBe(409)
      expect(answer.body).toMatchObject({ _tag: "PromoCodeRefused", reason, code })
    }
    await refused(code, "alreadyUsed", 94)
    await refused("NOSUCHCODE", "unknown", 90)
    await refused(await newCode({ kind: "sport", boostPercent: undefined }), "officeOnly", 97)
    await refused(await newCode({ validFrom: START + DAY, validUntil: START + 2 * DAY }), "notYet", 91)
    await refused(await newCode({ validFrom: START - 2 * DAY, validUntil: START }), "ended", 92)
    await refused(await newCode({ currency: "USD" }), "currency", 95)
    const once = await newCode({ maxUses: 1 })
    const boris = await player(1_000_00)
    expect((await place(boris.cookie, couponBody(boris.accountId, [resultLeg(b!, true)], { promoCode: once }))).status).toBe(200)
    await refused(once, "usedUp", 93)
    // SPEC.md 5: not for multiple singles (the coupon's own rule, refused before the code is read).
    const [c] = freshGames(1)
    const singles = await place(
      anna.cookie,
      couponBody(anna.accountId, [resultLeg(b!, true), resultLeg(c!, true)], { typeId: 9, amount: 0, amountByBetId: { [resultLeg(b!, true).id]: 10_00, [resultLeg(c!, true).id]: 10_00 }, promoCode: await newCode() })
    )
    expect(singles.status).toBe(422)
    expect(singles.body.problems).toEqual([{ _tag: "PromoNotAllowed" }])
    expect(await couponsOf(anna.userId)).toBe(1)
    expect(await balance(anna.accountId)).toBe(900_00)
  })

  it("lets one of two placements at once use the code: the other is refused and places nothing", async () => {
    const [game] = freshGames(1)
    const leg = resultLeg(game!, true)
    for (let round = 0; round < 3; round++) {
      const clara = await player(1_000_00)
      const code = await newCode()
      const answers = await Promise.all([0, 1, 2].map(() => place(clara.cookie, couponBody(clara.accountId, [leg], { promoCode: code }))))
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409])
      for (const refusal of answers.filter((a) => a.status === 409)) expect(refusal.body).toMatchObject({ _tag: "PromoCodeRefused", reason: "alreadyUsed" })
      expect(await couponsOf(clara.userId)).toBe(1)
      expect(await balance(clara.accountId)).toBe(900_00)
      expect(await usesOf(code)).toBe(1)
    }
  })

  it("adds 10% of a won coupon's winnings up to the cap at settlement, from the promotions account, in one balanced transaction; a lost coupon gets nothing", async () => {
    const [g1, g2, g3] = freshGames(3)
    const small = await player(1_000_00)
    const large = await player(10_000_00)
    const loser = await player(1_000_00)
    const win1 = resultLeg(g1!, true)
    const win2 = resultLeg(g2!, true)
    const lose = resultLeg(g3!, false)
    const smallCoupon = (await place(small.cookie, couponBody(small.accountId, [win1], { amount: 100_00, promoCode: await newCode({ amount: 1_000_00 }) }))).body
    const largeCoupon = (await place(large.cookie, couponBody(large.accountId, [win2], { amount: 5_000_00, promoCode: await newCode({ amount: 10_00 }) }))).body
    const lostCoupon = (await place(loser.cookie, couponBody(loser.accountId, [lose], { amount: 100_00, promoCode: await newCode() }))).body
    const promoHouseBefore = await houseBalance("promo-bonuses")

    for (const game of [g1!, g2!, g3!]) await settler.finish(game.id)
    await settler.settleOnce()

    // 100.00 at the price: winnings × 10%, rounded down, under a cap of 1 000.00.
    const smallPayout = singlePayout(100_00, win1.coef)
    const smallBoost = Math.floor(((smallPayout - 100_00) * 10) / 100)
    // 5 000.00 at the price: 10% of the winnings is far above the 10.00 cap.
    const largePayout = singlePayout(5_000_00, win2.coef)
    const largeBoost = Math.min(10_00, Math.floor(((largePayout - 5_000_00) * 10) / 100))
    expect(largeBoost).toBe(10_00)
    const settled = async (who: { cookie: string }, id: number) => (await call("GET", `/web-api/coupon/${id}`, who.cookie)).body
    expect(await settled(small, smallCoupon.id)).toMatchObject({ status: "won", payout: smallPayout + smallBoost, boost: { percent: 10, cap: 1_000_00, paid: smallBoost } })
    expect(await settled(large, largeCoupon.id)).toMatchObject({ status: "won", payout: largePayout + 10_00, boost: { percent: 10, cap: 10_00, paid: 10_00 } })
    expect(await settled(loser, lostCoupon.id)).toMatchObject({ status: "lost", payout: 0, boost: { paid: 0 } })
    expect(await balance(small.accountId)).toBe(900_00 + smallPayout + smallBoost)
    expect(await balance(large.accountId)).toBe(5_000_00 + largePayout + 10_00)
    expect(await balance(loser.accountId)).toBe(900_00)
    expect(await houseBalance("promo-bonuses")).toBe(promoHouseBefore - smallBoost - 10_00)

    // The history shows the boost, and every settlement is one balanced transaction.
    const history = await call("GET", `/web-api/coupon/history?from=0&to=${START + DAY}&status=won`, large.cookie)
    expect(history.body.coupons[0]).toMatchObject({ id: largeCoupon.id, boost: { paid: 10_00 } })
    for (const id of [smallCoupon.id, largeCoupon.id, lostCoupon.id]) {
      const sums = await server.database.query(
        "select sum(e.amount)::bigint as total, count(*) as n from coupons c join ledger_entries e on e.transaction_id = c.settle_transaction_id where c.id = $1",
        [id]
      )
      expect(Number(sums[0]!["total"])).toBe(0)
      expect(Number(sums[0]!["n"])).toBeGreaterThanOrEqual(2)
    }
  })

  it("refuses a coupon with a code without a session (401), from a foreign Origin (403), with a NUL byte or a huge body (4xx)", async () => {
    const dana = await player(1_000_00)
    const [game] = freshGames(1)
    const code = await newCode()
    const body = couponBody(dana.accountId, [resultLeg(game!, true)], { promoCode: code })
    expect((await place(undefined, body)).status).toBe(401)
    expect((await call("POST", PLACE, dana.cookie, body, { origin: "https://evil.example", "sec-fetch-site": "cross-site" })).status).toBe(403)
    const nul = await place(dana.cookie, { ...body, promoCode: "BOO\u0000ST" })
    expect(nul.status).toBeGreaterThanOrEqual(400)
    expect(nul.status).toBeLessThan(500)
    const huge = await place(dana.cookie, { ...body, promoCode: "B".repeat(2_000_000) })
    expect(huge.status).toBeGreaterThanOrEqual(400)
    expect(huge.status).toBeLessThan(500)
    expect(await couponsOf(dana.userId)).toBe(0)
    expect(await usesOf(code)).toBe(0)
  })

  const houseBalance = async (house: string) =>
    Number(
      (await server.database.query("select coalesce(sum(e.amount), 0)::bigint as total from ledger_entries e join ledger_accounts a on a.id = e.account_id where a.house = $1 and a.currency = 'RUB'", [house]))[0]![
        "total"
      ]
    )
})
