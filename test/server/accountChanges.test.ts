import { fixedSecret } from "../support/worldSecrets"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Game, Market } from "../../src/domain/sports/feed"
import type { World } from "../../server/sports/simulator/model"
import { finishGame } from "../../server/sports/simulator/world"
import { type AccountServices, accountServicesOn, signedInPlayers } from "./support/accounts"
import { type BetLeg, couponBody, settlerProcessOn, type SettlerProcess } from "./support/coupons"
import { databasesUnderTest } from "./support/databases"
import { cookieHeader } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

/**
 * The changes feed (GET /web-api/account/changes): a player's version moves with every change of their money and
 * coupons, whoever makes it (here the settler, a second process on the same database), and the answer since a version
 * carries the accounts and the coupons that changed, only the player's own; nothing changed, nothing answered.
 */

const START = Date.UTC(2026, 5, 1, 18, 0, 0)
const SPORTS = { secret: fixedSecret(21), live: 40, line: 200 }
const CHANGES = "/web-api/account/changes"

interface Answer {
  readonly status: number
  readonly body: any
}

const mainMarket = (game: Game): Market | undefined =>
  game.markets.find((m) => m.period === 0 && (m.type === "1x2" || m.type === "winner") && m.status === "open")

/** The main market's outcome that wins when the game is played to its end. */
const winningLeg = (world: World, game: Game): BetLeg => {
  const { score } = finishGame(world, game.id)!.results.at(-1)!
  const kind = score.home > score.away ? "1" : score.home < score.away ? "2" : "X"
  const outcome = mainMarket(game)!.outcomes.find((o) => o.kind === kind)!
  return { id: outcome.id, coef: outcome.price }
}

/** stake × the product of the prices, rounded half up to a minor unit (the test's own arithmetic). */
const expressPayout = (stake: number, coefs: ReadonlyArray<number>): number => {
  const product = coefs.reduce((acc, c) => acc * BigInt(Math.round(c * 1000)), 1n)
  const scale = 1000n ** BigInt(coefs.length)
  return Number((2n * BigInt(stake) * product + scale) / (2n * scale))
}

describe.each(databasesUnderTest)("the changes feed on $label", (db) => {
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

  const player = signedInPlayers(() => accounts, () => server, 9_500)
  const call = async (method: string, path: string, cookie: string | undefined, body?: unknown): Promise<Answer> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie === undefined ? {} : cookieHeader(cookie)) },
      body: body === undefined ? undefined : JSON.stringify(body)
    })
    const text = await response.text()
    return { status: response.status, body: text === "" ? undefined : JSON.parse(text) }
  }
  const changes = (cookie: string | undefined, since?: number | string) => call("GET", since === undefined ? CHANGES : `${CHANGES}?since=${since}`, cookie)
  const lineGames = (): ReadonlyArray<Game> =>
    [...world.games.values()].map((g) => g.game).filter((game) => game.status === "line" && mainMarket(game) !== undefined)

  it("moves with a placement and each step of a settlement, answering the new balance and the coupon; nothing new, nothing answered", async () => {
    const anna = await player(500_00)
    const first = await changes(anna.cookie)
    expect(first.status).toBe(200)
    // A first poll: the version, the accounts, and no coupons (the client reads its history itself).
    expect(first.body).toMatchObject({ accounts: { accounts: [{ id: anna.accountId, money: 500_00, isActive: true }] }, coupons: [], reload: true })
    const v0 = first.body.version as number
    expect(v0).toBeGreaterThan(0)
    expect((await changes(anna.cookie, v0)).body).toEqual({ version: v0, accounts: null, coupons: [], reload: false })

    const [home, away] = lineGames().slice(0, 2)
    const legs = [winningLeg(world, home!), winningLeg(world, away!)]
    const placed = await call("POST", "/web-api/coupon/place", anna.cookie, couponBody(anna.accountId, legs, { amount: 100_00 }))
    expect(placed.status).toBe(200)
    const afterPlacing = await changes(anna.cookie, v0)
    expect(afterPlacing.body.version).toBeGreaterThan(v0)
    expect(afterPlacing.body.accounts.accounts[0]).toMatchObject({ id: anna.accountId, money: 400_00 })
    expect(afterPlacing.body.coupons).toEqual([placed.body])
    expect(afterPlacing.body.reload).toBe(false)
    const v1 = afterPlacing.body.version as number
    expect((await changes(anna.cookie, v1)).body).toEqual({ version: v1, accounts: null, coupons: [], reload: false })

    // One game ends: its leg is decided while the coupon stays open, and that is a change too.
    await settler.finish(home!.id)
    await settler.settleOnce()
    const legDecided = await changes(anna.cookie, v1)
    expect(legDecided.body.version).toBeGreaterThan(v1)
    expect(legDecided.body.coupons).toHaveLength(1)
    expect(legDecided.body.coupons[0]).toMatchObject({ id: placed.body.id, status: "open", legs: [{ status: "won" }, { status: "open" }] })
    const v2 = legDecided.body.version as number

    // The other ends: the coupon is paid, the balance and the coupon arrive together.
    await settler.finish(away!.id)
    await settler.settleOnce()
    const settled = await changes(anna.cookie, v2)
    const payout = expressPayout(100_00, legs.map((leg) => leg.coef))
    expect(settled.body.version).toBeGreaterThan(v2)
    expect(settled.body.coupons).toHaveLength(1)
    expect(settled.body.coupons[0]).toMatchObject({ id: placed.body.id, status: "won", payout, legs: [{ status: "won" }, { status: "won" }] })
    expect(settled.body.accounts.accounts[0]).toMatchObject({ id: anna.accountId, money: 400_00 + payout })
    const v3 = settled.body.version as number
    expect((await changes(anna.cookie, v3)).body).toEqual({ version: v3, accounts: null, coupons: [], reload: false })
    // From further back, the coupon once, as it is now.
    const sinceStart = await changes(anna.cookie, v0)
    expect(sinceStart.body.coupons.map((c: { id: number; status: string }) => [c.id, c.status])).toEqual([[placed.body.id, "won"]])
    // A version ahead of the player's (another player's, another database's) is no version of theirs: start again.
    expect((await changes(anna.cookie, v3 + 1000)).body).toMatchObject({ version: v3, coupons: [], reload: true, accounts: { accounts: [{ money: 400_00 + payout }] } })
  })

  it("shows a player nothing of another's changes, whatever version they send", async () => {
    const anna = await player(300_00)
    const boris = await player(0)
    const borisFirst = (await changes(boris.cookie)).body
    const annaFirst = (await changes(anna.cookie)).body
    const [game] = lineGames().slice(2, 3)
    const placed = await call("POST", "/web-api/coupon/place", anna.cookie, couponBody(anna.accountId, [winningLeg(world, game!)], { amount: 50_00 }))
    expect(placed.status).toBe(200)
    await settler.finish(game!.id)
    await settler.settleOnce()
    // Anna's changes moved her version only.
    const borisNow = (await changes(boris.cookie, borisFirst.version)).body
    expect(borisNow).toEqual({ version: borisFirst.version, accounts: null, coupons: [], reload: false })
    // Every version Boris could send (Anna's own among them) answers Boris's accounts and never Anna's coupon.
    const annaNow = (await changes(anna.cookie, annaFirst.version)).body
    expect(annaNow.coupons.map((c: { id: number }) => c.id)).toEqual([placed.body.id])
    for (const since of [0, 1, annaFirst.version, annaNow.version, annaNow.version + 1, 2 ** 53 - 1]) {
      const answer = await changes(boris.cookie, since)
      expect(answer.status).toBe(200)
      expect(answer.body.coupons).toEqual([])
      for (const account of answer.body.accounts?.accounts ?? []) expect(account.id).not.toBe(anna.accountId)
    }
  })

  it("loses no change to a poll running while 20 bets of one player commit at once: versions follow commit order", async () => {
    const anna = await player(1_000_00)
    const [game] = lineGames().slice(3, 4)
    const leg = winningLeg(world, game!)
    let since = (await changes(anna.cookie)).body.version as number
    const seen = new Map<number, string>()
    let balance: number | undefined
    let placing = true
    const poller = (async () => {
      // Polls as fast as it can while the bets go in, and once more after the last one answered.
      for (let last = false; !last; ) {
        last = !placing
        const answer = (await changes(anna.cookie, since)).body
        expect(answer.version).toBeGreaterThanOrEqual(since)
        expect(answer.reload).toBe(false)
        for (const coupon of answer.coupons) seen.set(coupon.id, coupon.status)
        if (answer.accounts !== null) balance = answer.accounts.accounts[0].money
        since = answer.version
      }
    })()
    const placed = await Promise.all(
      Array.from({ length: 20 }, () => call("POST", "/web-api/coupon/place", anna.cookie, couponBody(anna.accountId, [leg], { amount: 10_00 })))
    )
    placing = false
    await poller
    expect(placed.every((answer) => answer.status === 200)).toBe(true)
    expect([...seen.keys()].sort((a, b) => a - b)).toEqual(placed.map((answer) => answer.body.id as number).sort((a, b) => a - b))
    expect(balance).toBe(800_00)
  })

  it("refuses a malformed version with a typed 400 and a call without a signed-in player with 401", async () => {
    const anna = await player(10_00)
    for (const since of ["abc", "-1", "1.5", "1e400", "%00", "1%002", "9".repeat(400), "", "0x", "%F0%9F%92%A5"]) {
      const answer = await changes(anna.cookie, since)
      expect(answer.status, since).toBe(400)
      expect(typeof answer.body._tag).toBe("string")
    }
    for (const answer of [await changes(undefined), await changes(undefined, 1), await changes("oddsfold_session=nonsense", 1)]) {
      expect(answer.status).toBe(401)
      expect(answer.body._tag).toBe("Unauthorized")
    }
  })
})
