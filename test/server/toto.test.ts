import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { accountServicesOn, type AccountServices, playerWithMoney, signedInCookie } from "./support/accounts"
import { CONTRACT_ENDPOINTS } from "./support/contractRequests"
import { databasesUnderTest } from "./support/databases"
import { cookieHeader } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

/**
 * Toto on the server: a draw opened from the line's next football games, coupons bought with the active account's
 * money (price = lines × 10.00, a retried purchase charged once), the draw settled once its games have results, the
 * pool less the 15 % margin shared 50 / 30 / 20 among all-matched, one-missed and two-missed lines and each prize
 * paid once even with three settlers at once, and every refusal and bad input a typed 4xx. Amounts are kopecks.
 */

const TOTO = "/web-api/toto"
const SLOW = 180_000

interface Answer {
  readonly status: number
  readonly body: any
}

const call = async (url: string, method: string, path: string, cookie?: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie === undefined ? {} : cookieHeader(cookie)), ...headers },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body)
  })
  const text = await response.text()
  let parsed: unknown
  try {
    parsed = text === "" ? undefined : JSON.parse(text)
  } catch {
    parsed = text
  }
  return { status: response.status, body: parsed }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

type Outcome = "1" | "X" | "2"
const wrong = (r: Outcome): Outcome => (r === "1" ? "2" : "1")
const doubleWith = (r: Outcome): string => (r === "2" ? "X2" : "1X")

describe.each(databasesUnderTest)("toto on $label", (db) => {
  const clock = makeManualClock(Date.now())
  const server = useTestServer(db, { clock: clock.clock })
  let accounts: AccountServices
  beforeAll(() => {
    accounts = accountServicesOn(server.database)
  })
  afterAll(async () => {
    await accounts?.dispose()
  })

  let players = 0
  const player = async (money: number) => {
    const userId = 9_300 + ++players
    const accountId = await playerWithMoney(accounts, userId, "RUB", money)
    return { userId, accountId, cookie: await signedInCookie(server.url, server.database, userId) }
  }
  const balanceOf = async (accountId: number) => Number((await server.database.query("select balance from ledger_accounts where id = $1", [accountId]))[0]!["balance"])

  /** The draw now selling, once the leader's schedule has opened it (other than `not`). */
  const currentDraw = async (not?: number): Promise<any> => {
    for (let tries = 0; tries < 300; tries++) {
      const answer = await call(server.url, "GET", TOTO)
      const current = answer.body?.current
      if (answer.status === 200 && current !== null && current !== undefined && current.id !== not) return current
      await sleep(50)
    }
    throw new Error("no toto draw was opened")
  }
  const place = (cookie: string | undefined, request: unknown, headers: Record<string, string> = {}) => call(server.url, "POST", `${TOTO}/coupons`, cookie, request, headers)
  const couponOf = (drawId: number, picks: ReadonlyArray<string>, couponKey = randomUUID()) => ({ couponKey, drawId, picks })
  const finishDraw = (drawId: number) => call(server.url, "POST", "/web-api/dev/toto/finish", undefined, { drawId }, server.devHeaders)

  it("opens a draw of 12 to 15 upcoming football games of the line, selling until the first starts, for a guest to see", { timeout: SLOW }, async () => {
    const draw = await currentDraw()
    expect(draw.status).toBe("selling")
    expect(draw.games.length).toBeGreaterThanOrEqual(12)
    expect(draw.games.length).toBeLessThanOrEqual(15)
    expect(draw.games.map((g: any) => g.position)).toEqual(draw.games.map((_: any, i: number) => i + 1))
    const starts = draw.games.map((g: any) => g.startsAt)
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
    expect(draw.closesAt).toBe(starts[0])
    expect(starts[0]).toBeGreaterThanOrEqual(clock.nowMillis() + 10 * 60_000)
    expect(draw.games.every((g: any) => g.result === null)).toBe(true)
    expect(draw.baseStake).toBe(1_000)
    expect(draw.currency).toBe("RUB")
    const overview = await call(server.url, "GET", TOTO)
    expect(overview.body.tiers).toEqual([
      { missed: 0, shareBp: 5_000 },
      { missed: 1, shareBp: 3_000 },
      { missed: 2, shareBp: 2_000 }
    ])
    expect(overview.body.marginBp).toBe(1_500)
    expect((await call(server.url, "GET", `${TOTO}/draws/${draw.id}`)).body.games).toEqual(draw.games)
    expect((await call(server.url, "GET", `${TOTO}/draws/999999999`)).status).toBe(404)
    expect(CONTRACT_ENDPOINTS.map((e) => `${e.method} ${e.template}`)).toEqual(
      expect.arrayContaining([`GET ${TOTO}`, `GET ${TOTO}/draws/:drawId`, `GET ${TOTO}/coupons`, `GET ${TOTO}/coupons/:couponId`, `POST ${TOTO}/coupons`, "POST /web-api/dev/toto/finish"])
    )
  })

  it("settles the draw once every game has a result: the pool less 15 % shared 50 / 30 / 20, each prize paid once with three settlers at once", { timeout: SLOW }, async () => {
    const draw = await currentDraw()
    const n = draw.games.length
    // The games are played to their ends first (the line's dev call), so the coupons below know what they will match.
    const results: Outcome[] = []
    for (const game of draw.games) {
      const finished = await call(server.url, "POST", "/web-api/dev/sports/finish", undefined, { gameId: game.gameId }, server.devHeaders)
      expect(finished.status).toBe(200)
      const { away, home } = finished.body.score
      results.push(home > away ? "1" : home === away ? "X" : "2")
    }
    // A: the first game doubled (one line all matched, one missing one). B: the last game wrong (one missing one).
    // C: the first game all three, the last two wrong (one line missing two, two missing three). D: every game wrong.
    const a = [doubleWith(results[0]!), ...results.slice(1)]
    const b = [...results.slice(0, n - 1), wrong(results[n - 1]!)]
    const c = ["1X2", ...results.slice(1, n - 2), wrong(results[n - 2]!), wrong(results[n - 1]!)]
    const d = results.map(wrong)
    const buyers = await Promise.all([a, b, c, d].map(() => player(10_000)))
    const keys: string[] = []
    for (const [i, picks] of [a, b, c, d].entries()) {
      const answer = await place(buyers[i]!.cookie, couponOf(draw.id, picks))
      expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      expect(answer.body.coupon.stake).toBe([2_000, 1_000, 3_000, 1_000][i])
      expect(answer.body.coupon.combinations).toBe([2, 1, 3, 1][i])
      expect(answer.body.coupon.prize).toBeNull()
      keys.push(answer.body.coupon.couponId)
    }
    // Another player's coupon is not theirs to read.
    expect((await call(server.url, "GET", `${TOTO}/coupons/${keys[0]}`, buyers[1]!.cookie)).status).toBe(404)

    const answers = await Promise.all([finishDraw(draw.id), finishDraw(draw.id), finishDraw(draw.id)])
    for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200)
    const settled = answers[0]!.body
    expect(settled.status).toBe("settled")
    expect(settled.games.map((g: any) => g.result)).toEqual(results)
    // Pool 70.00; margin 10.50; fund 59.50: top 29.75, one missed 17.85, two missed 11.90.
    // Top: A's line alone, 29.75. One missed: A's and B's lines, 8.92 each (1 kopeck to the jackpot). Two missed: C's, 11.90.
    expect(settled.pool).toBe(7_000)
    expect(settled.margin).toBe(1_050)
    expect(settled.jackpotIn).toBe(0)
    expect(settled.tiers).toEqual([
      { matches: n, shareBp: 5_000, fund: 2_975, lines: 1, perLine: 2_975 },
      { matches: n - 1, shareBp: 3_000, fund: 1_785, lines: 2, perLine: 892 },
      { matches: n - 2, shareBp: 2_000, fund: 1_190, lines: 1, perLine: 1_190 }
    ])
    expect(settled.jackpotOut).toBe(1)
    const prizes = [2_975 + 892, 892, 1_190, 0]
    const matched = [n, n - 1, n - 2, 0]
    for (const [i, buyer] of buyers.entries()) {
      expect(await balanceOf(buyer.accountId)).toBe(10_000 - [2_000, 1_000, 3_000, 1_000][i]! + prizes[i]!)
      const coupon = await call(server.url, "GET", `${TOTO}/coupons/${keys[i]}`, buyer.cookie)
      expect(coupon.body.prize).toBe(prizes[i])
      expect(coupon.body.matched).toBe(matched[i])
    }
    expect((await call(server.url, "GET", `${TOTO}/coupons`, buyers[2]!.cookie)).body.coupons.map((x: any) => [x.couponId, x.tierLines])).toEqual([[keys[2], [0, 0, 1]]])
    // One prize transaction per winning coupon, one margin transaction; the pool's account holds just the jackpot.
    const [paid] = await server.database.query(
      `select (select count(*)::int from ledger_transactions where idempotency_key like 'toto:prize:%') as prizes,
              (select count(*)::int from ledger_transactions where idempotency_key like 'toto:margin:%') as margins,
              (select amount from toto_jackpots where currency = 'RUB') as jackpot`
    )
    expect(paid!["prizes"]).toBe(3)
    expect(paid!["margins"]).toBe(1)
    expect(Number(paid!["jackpot"])).toBe(1)
    const houses = await server.database.query(
      `select a.house, coalesce(sum(e.amount), 0)::bigint as balance from ledger_accounts a left join ledger_entries e on e.account_id = a.id
        where a.house in ('toto-pool', 'toto') group by a.house order by a.house`
    )
    expect(houses.map((h) => [h["house"], Number(h["balance"])])).toEqual([
      ["toto", 1_050],
      ["toto-pool", 1]
    ])
    // Closed: a coupon now is refused, and the next draw is on sale.
    const late = await place(buyers[3]!.cookie, couponOf(draw.id, d))
    expect(late.status).toBe(409)
    expect(late.body.code).toBe(90)
    expect((await currentDraw(draw.id)).id).not.toBe(draw.id)
    const overview = await call(server.url, "GET", TOTO)
    expect(overview.body.recent[0].id).toBe(draw.id)
    expect(overview.body.jackpot).toBe(1)
  })

  it("charges a retried coupon once, answers the first coupon, and refuses the key for another coupon", { timeout: SLOW }, async () => {
    const who = await player(100_000)
    const draw = await currentDraw()
    const picks = draw.games.map((_: any, i: number) => (i < 2 ? "1X2" : i < 4 ? "12" : "X"))
    const request = couponOf(draw.id, picks)
    const answers = await Promise.all(Array.from({ length: 6 }, () => place(who.cookie, request)))
    for (const answer of answers) expect(answer.status).toBe(200)
    expect(new Set(answers.map((x) => JSON.stringify(x.body.coupon))).size).toBe(1)
    // 3 × 3 × 2 × 2 = 36 lines of 10.00.
    expect(answers[0]!.body.coupon.combinations).toBe(36)
    expect(await balanceOf(who.accountId)).toBe(100_000 - 36_000)
    const reused = await place(who.cookie, { ...request, picks: draw.games.map(() => "1") })
    expect(reused.status).toBe(409)
    expect(reused.body.code).toBe(92)
    expect(await balanceOf(who.accountId)).toBe(64_000)
    expect((await call(server.url, "GET", `${TOTO}/coupons`, who.cookie)).body.coupons.map((x: any) => x.couponId)).toEqual([request.couponKey])
  })

  it("refuses a coupon with no money, a self-excluded player and a draw that is not there, charging nothing", { timeout: SLOW }, async () => {
    const draw = await currentDraw()
    const single = draw.games.map(() => "1")
    const poor = await player(999)
    const broke = await place(poor.cookie, couponOf(draw.id, single))
    expect(broke.status).toBe(409)
    expect(broke.body.code).toBe(91)
    expect(await balanceOf(poor.accountId)).toBe(999)

    const excluded = await player(10_000)
    await server.database.query("insert into player_exclusions (user_id, limit_type, started_at) values ($1, 30, $2)", [excluded.userId, new Date(clock.nowMillis() - 3_600_000)])
    const refused = await place(excluded.cookie, couponOf(draw.id, single))
    expect(refused.status).toBe(403)
    expect(refused.body._tag).toBe("ResponsibleGamingRefused")
    expect(await balanceOf(excluded.accountId)).toBe(10_000)

    const who = await player(10_000)
    expect((await place(who.cookie, couponOf(999_999_999, single))).status).toBe(404)
    expect(await balanceOf(who.accountId)).toBe(10_000)
  })

  it("answers 401 without a session and without the dev token, 403 to a foreign Origin, and a typed 4xx to bad bodies", { timeout: SLOW }, async () => {
    const who = await player(10_000)
    const draw = await currentDraw()
    const single = draw.games.map(() => "1")
    expect((await place(undefined, couponOf(draw.id, single))).status).toBe(401)
    expect((await call(server.url, "GET", `${TOTO}/coupons`)).status).toBe(401)
    expect((await call(server.url, "GET", `${TOTO}/coupons/abcdefgh1234`)).status).toBe(401)
    expect((await call(server.url, "POST", "/web-api/dev/toto/finish", undefined, { drawId: draw.id })).status).toBe(401)
    expect((await call(server.url, "POST", "/web-api/dev/toto/finish", undefined, { drawId: draw.id }, { "x-dev-token": "wrong" })).status).toBe(401)
    for (const origin of ["https://evil.example", "null"]) expect((await place(who.cookie, couponOf(draw.id, single), { origin })).status, origin).toBe(403)

    const bad = async (body: unknown, status: number) => {
      const answer = await place(who.cookie, body)
      expect(answer.status, JSON.stringify(body).slice(0, 80)).toBe(status)
      return answer
    }
    const invalid = await bad(couponOf(draw.id, single.slice(1)), 400)
    expect(invalid.body._tag).toBe("TotoCouponInvalid")
    expect(invalid.body.field).toBe("picks")
    // 3⁴ × 2⁵ = 2,592 lines: over the 1,296 a coupon may stand for.
    await bad(couponOf(draw.id, draw.games.map((_: any, i: number) => (i < 4 ? "1X2" : i < 9 ? "12" : "1"))), 400)
    await bad(couponOf(draw.id, draw.games.map(() => "3")), 400)
    await bad(couponOf(draw.id, draw.games.map(() => "")), 400)
    await bad(couponOf(draw.id, Array.from({ length: 16 }, () => "1")), 400)
    await bad({ ...couponOf(draw.id, single), couponKey: "bad\u0000key1234" }, 400)
    await bad({ ...couponOf(draw.id, single), picks: ["1\u0000", ...single.slice(1)] }, 400)
    await bad({ ...couponOf(draw.id, single), drawId: -1 }, 400)
    await bad("{not json", 400)
    await bad({ ...couponOf(draw.id, single), couponKey: "k".repeat(100_000) }, 413)
    expect((await call(server.url, "GET", `${TOTO}/draws/x%00y`)).status).toBe(400)
    expect((await call(server.url, "GET", `${TOTO}/coupons/a%00bcdefgh`, who.cookie)).status).toBe(400)
    expect(await balanceOf(who.accountId)).toBe(10_000)
  })
})
