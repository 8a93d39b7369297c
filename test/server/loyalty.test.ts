import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Game, Market } from "../../src/domain/sports/feed"
import type { World } from "../../server/sports/simulator/model"
import { finishGame } from "../../server/sports/simulator/world"
import { fixedSecret } from "../support/worldSecrets"
import { type AccountServices, accountServicesOn, signedInPlayers } from "./support/accounts"
import { type BetLeg, couponBody, settlerProcessOn, type SettlerProcess } from "./support/coupons"
import { databasesUnderTest } from "./support/databases"
import { cookieHeader } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { TEST_OPERATOR_TOKEN, useTestServer } from "./support/testServer"

/**
 * Loyalty points on a real server: a settled real-money single at odds of 1.50 or more earns one point per RUB 10.00 of
 * stake, once, however many settlers and page reads race; a casino round earns its stake times the game's weight (slot
 * 100%, dice 20%); an exchange spends the points and credits the reward's bonus with its wagering in one transaction,
 * once per key and never past the balance. The expected numbers are worked out here by hand. Amounts are kopecks.
 */

const START = Date.UTC(2026, 5, 1, 18, 0, 0)
const SPORTS = { secret: fixedSecret(11), live: 60, line: 300 }
const BASE = "/web-api/promo/loyalty"

interface Answer {
  readonly status: number
  readonly body: any
}

const mainMarket = (game: Game): Market | undefined =>
  game.markets.find((m) => m.period === 0 && (m.type === "1x2" || m.type === "winner") && m.status === "open")

describe.each(databasesUnderTest)("loyalty points on $label", (db) => {
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
  const player = signedInPlayers(() => accounts, () => server, 9_800)

  const call = async (method: string, path: string, cookie?: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie === undefined ? {} : cookieHeader(cookie)), ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body)
    })
    const text = await response.text()
    return { status: response.status, body: text === "" ? undefined : JSON.parse(text) }
  }
  const points = (cookie: string) => call("GET", BASE, cookie)
  const exchange = (cookie: string, rewardId: string, key: string = randomUUID()) => call("POST", `${BASE}/exchange`, cookie, { rewardId, key })
  const spin = async (who: { cookie: string }, gameId: "slot" | "dice", stake: number) => {
    const choices = gameId === "slot" ? { lines: 10 } : { target: 5000, side: "under" }
    const played = await call("POST", "/web-api/casino/rounds", who.cookie, { roundId: randomUUID(), gameId, stake, choices })
    expect(played.status).toBe(200)
  }
  const entries = async (userId: number) =>
    (await server.database.query("select entry_key, points::bigint as points from loyalty_entries where user_id = $1 order by id", [userId])).map((row) => ({
      key: String(row["entry_key"]),
      points: Number(row["points"])
    }))
  const bonuses = (userId: number) =>
    server.database.query("select kind, product, amount::int as amount, requirement::int as requirement, min_coef_milli, status from player_bonuses where user_id = $1", [userId])
  const bonusBalance = async (userId: number) =>
    Number((await server.database.query("select coalesce(sum(balance), 0)::bigint as balance from ledger_accounts where user_id = $1 and type = 4", [userId]))[0]!["balance"])

  const taken = new Set<string>()
  /** A line game no other test bets on, with an outcome of its match result that wins (or loses) at a price in range. */
  const legOn = (wins: boolean, price: (coef: number) => boolean): { game: Game; leg: BetLeg } => {
    for (const { game } of world.games.values()) {
      const market = mainMarket(game)
      if (taken.has(game.id) || game.status !== "line" || market === undefined) continue
      const { score } = finishGame(world, game.id)!.results.at(-1)!
      const kind = score.home > score.away ? "1" : score.home < score.away ? "2" : "X"
      const outcome = market.outcomes.find((o) => (o.kind === kind) === wins && price(o.price))
      if (outcome === undefined) continue
      taken.add(game.id)
      return { game, leg: { id: outcome.id, coef: outcome.price } }
    }
    throw new Error("the line has no such game")
  }

  it("awards a settled single's points once when two settlers and three page reads race, and none below odds 1.50 or while open", async () => {
    const anna = await player(1_000_00)
    const lost = legOn(false, (coef) => coef >= 1.5)
    const short = legOn(true, (coef) => coef < 1.5)
    const open = legOn(true, () => true)
    const placed = [
      await call("POST", "/web-api/coupon/place", anna.cookie, couponBody(anna.accountId, [lost.leg], { amount: 125_50 })),
      await call("POST", "/web-api/coupon/place", anna.cookie, couponBody(anna.accountId, [short.leg], { amount: 200_00 })),
      await call("POST", "/web-api/coupon/place", anna.cookie, couponBody(anna.accountId, [open.leg], { amount: 50_00 }))
    ]
    for (const answer of placed) expect(answer.status).toBe(200)
    const second = settlerProcessOn(server.database, clock.clock, SPORTS)
    try {
      for (const game of [lost.game, short.game]) {
        await settler.finish(game.id)
        await second.finish(game.id)
      }
      await Promise.all([settler.settleOnce(), second.settleOnce()])
    } finally {
      await second.dispose()
    }
    const reads = await Promise.all([points(anna.cookie), points(anna.cookie), points(anna.cookie)])
    for (const read of reads) expect(read.status).toBe(200)
    // RUB 125.50 lost at odds of 1.50 or more: 12 points (RUB 10.00 a point, rounded down). The short-odds win and the
    // open coupon: none.
    expect(await entries(anna.userId)).toEqual([{ key: `coupon:${placed[0]!.body.id}`, points: 12 }])
    const after = await points(anna.cookie)
    expect(after.body).toMatchObject({ currency: "RUB", balance: 12, earned: 12, spent: 0, excluded: false })
    expect(after.body.history).toEqual([expect.objectContaining({ kind: "earned", source: "coupon", points: 12, stake: 125_50, currency: "RUB" })])
    expect(after.body.catalogue).toEqual([
      { id: "sport-bonus", points: 500, product: "sport", amount: 50_00, multiplier: 5, minCoef: 1.5 },
      { id: "free-bet", points: 1_500, product: "sport", amount: 100_00, multiplier: 1, minCoef: 1.5 },
      { id: "casino-bonus", points: 3_000, product: "casino", amount: 400_00, multiplier: 35, minCoef: 0 }
    ])
  })

  it("awards casino rounds their weighted stake, exchanges 500 points for a sports bonus once when two exchanges race, and answers a replayed key", async () => {
    const boris = await player(20_000_00)
    // Six slot spins of RUB 1 000.00 (weight 100%): 100 points each; a dice roll of RUB 1 000.00 (weight 20%): 20.
    for (let i = 0; i < 6; i++) await spin(boris, "slot", 1_000_00)
    await spin(boris, "dice", 1_000_00)
    expect((await points(boris.cookie)).body).toMatchObject({ balance: 620, earned: 620 })
    const keys = [randomUUID(), randomUUID()]
    const raced = await Promise.all(keys.map((key) => exchange(boris.cookie, "sport-bonus", key)))
    expect(raced.map((answer) => answer.status).sort()).toEqual([200, 409])
    const won = raced.find((answer) => answer.status === 200)!
    expect(won.body).toMatchObject({ balance: 120, bonus: { kind: "loyalty", product: "sport", currency: "RUB", amount: 50_00, requirement: 250_00, wagered: 0, minCoef: 1.5, status: "active" } })
    expect(raced.find((answer) => answer.status === 409)!.body).toMatchObject({ _tag: "LoyaltyRefused", reason: "notEnoughPoints", balance: 120 })
    expect(await bonuses(boris.userId)).toEqual([expect.objectContaining({ kind: "loyalty", product: "sport", amount: 5_000, requirement: 25_000, min_coef_milli: 1_500, status: "active" })])
    expect(await bonusBalance(boris.userId)).toBe(50_00)
    // The winning key again answers its exchange and spends nothing more; the same key for another reward is refused.
    const key = keys[raced.indexOf(won)]!
    const again = await exchange(boris.cookie, "sport-bonus", key)
    expect(again.status).toBe(200)
    expect(again.body.bonus.id).toBe(won.body.bonus.id)
    expect((await exchange(boris.cookie, "free-bet", key)).body).toMatchObject({ _tag: "LoyaltyRefused", reason: "keyReused" })
    const page = (await points(boris.cookie)).body
    expect(page).toMatchObject({ balance: 120, earned: 620, spent: 500 })
    expect(page.history[0]).toMatchObject({ kind: "spent", source: "exchange", points: -500, rewardId: "sport-bonus", bonusId: won.body.bonus.id })
    // The bonus is the bonus engine's: listed on the bonuses page with its wagering.
    const listed = (await call("GET", "/web-api/promo/bonuses", boris.cookie)).body
    expect(listed.bonuses).toEqual([expect.objectContaining({ id: won.body.bonus.id, kind: "loyalty", amount: 50_00, requirement: 250_00 })])
    const report = await call("GET", "/web-api/operator/promo/loyalty", undefined, undefined, { "x-operator-token": TEST_OPERATOR_TOKEN })
    expect(report.status).toBe(200)
    expect(report.body[0]).toMatchObject({ earned: expect.any(Number), spent: 500, exchanges: 1 })
    expect((await call("GET", "/web-api/operator/promo/loyalty")).status).toBe(401)
  })

  it("refuses an exchange past the balance with 409 and a self-excluded player's with 403, spending nothing and crediting nothing", async () => {
    const clara = await player(10_000_00)
    await spin(clara, "slot", 1_000_00)
    const poor = await exchange(clara.cookie, "sport-bonus")
    expect(poor.status).toBe(409)
    expect(poor.body).toMatchObject({ _tag: "LoyaltyRefused", reason: "notEnoughPoints", code: 150, balance: 100 })
    for (let i = 0; i < 4; i++) await spin(clara, "slot", 1_000_00)
    await server.database.query("insert into player_exclusions (user_id, limit_type, started_at, ends_at) values ($1, 30, $2, $3)", [
      clara.userId,
      new Date(START - 60_000),
      new Date(START + 30 * 86_400_000)
    ])
    const excluded = await exchange(clara.cookie, "sport-bonus")
    expect(excluded.status).toBe(403)
    expect(excluded.body).toMatchObject({ _tag: "ResponsibleGamingRefused" })
    expect((await points(clara.cookie)).body).toMatchObject({ balance: 500, spent: 0, excluded: true })
    expect(await bonuses(clara.userId)).toEqual([])
    expect(await bonusBalance(clara.userId)).toBe(0)
  })

  it("refuses what is not the player's own or malformed: no session 401, a foreign Origin 403, an unknown reward or key 400, a NUL byte and a huge body 4xx", async () => {
    const dana = await player(1_000_00)
    expect((await call("GET", BASE)).status).toBe(401)
    expect((await call("POST", `${BASE}/exchange`, undefined, { rewardId: "sport-bonus", key: randomUUID() })).status).toBe(401)
    const foreign = await call("POST", `${BASE}/exchange`, dana.cookie, { rewardId: "sport-bonus", key: randomUUID() }, { origin: "https://evil.example", "sec-fetch-site": "cross-site" })
    expect(foreign.status).toBe(403)
    expect((await exchange(dana.cookie, "gold-watch")).status).toBe(400)
    expect((await exchange(dana.cookie, "sport-bonus", "short")).status).toBe(400)
    const nul = await call("POST", `${BASE}/exchange`, dana.cookie, `{"rewardId":"sport-bonus","key":"abcdefgh\u0000ijklmnopq"}`)
    expect(nul.status).toBeGreaterThanOrEqual(400)
    expect(nul.status).toBeLessThan(500)
    const huge = await call("POST", `${BASE}/exchange`, dana.cookie, { rewardId: "sport-bonus", key: randomUUID(), pad: "x".repeat(2_000_000) })
    expect(huge.status).toBe(413)
    expect(await entries(dana.userId)).toEqual([])
  })
})
