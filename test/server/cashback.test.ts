import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { accountServicesOn, type AccountServices, signedInPlayers } from "./support/accounts"
import { databasesUnderTest } from "./support/databases"
import { cookieHeader } from "./support/http"
import { TEST_OPERATOR_TOKEN, useTestServer } from "./support/testServer"

/**
 * Casino cashback on a real server: a player's losing dice rounds, moved into the last ended week, pay VIP cashback
 * of 5% of their net loss (rounded down; the expected amount summed here from the rounds' rows by hand), once, however
 * many claims race each other and the leader's automatic payout; a self-excluded player is paid nothing; the calls are
 * the signed-in player's own. Amounts are kopecks.
 */

const BASE = "/web-api/promo/cashback"
const WEEK = 7 * 86_400_000
/** Monday 00:00 UTC of the week holding `ms` (1970-01-05 was a Monday). */
const mondayOf = (ms: number) => Date.UTC(1970, 0, 5) + Math.floor((ms - Date.UTC(1970, 0, 5)) / WEEK) * WEEK

interface Answer {
  readonly status: number
  readonly body: any
}

describe.each(databasesUnderTest)("casino cashback on $label", (db) => {
  const server = useTestServer(db)
  let accounts: AccountServices
  beforeAll(() => {
    accounts = accountServicesOn(server.database)
  })
  afterAll(() => accounts.dispose())
  const player = signedInPlayers(() => accounts, () => server, 9700)

  const call = async (method: string, path: string, cookie?: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> => {
    const response = await fetch(`${server.url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie === undefined ? {} : cookieHeader(cookie)), ...headers },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body)
    })
    const text = await response.text()
    return { status: response.status, body: text === "" ? undefined : JSON.parse(text) }
  }

  /**
   * Dice at a 1% chance until the rounds have lost at least `loss`: each stake is what is still to lose (from 10.00 to
   * 1 000.00), so that a rare win (98 times the stake) is lost back in a round or two.
   */
  const lose = async (who: { userId: number; cookie: string }, loss: number) => {
    for (let round = 0; round < 100; round++) {
      const [sums] = await server.database.query("select coalesce(sum(stake), 0)::bigint - coalesce(sum(win), 0)::bigint as loss from casino_rounds where user_id = $1", [who.userId])
      const lost = Number(sums!["loss"])
      if (lost >= loss) return
      const stake = Math.min(100_000, Math.max(1_000, loss - lost))
      const played = await call("POST", "/web-api/casino/rounds", who.cookie, { roundId: randomUUID(), gameId: "dice", stake, choices: { target: 100, side: "under" } })
      expect(played.status).toBe(200)
    }
    throw new Error(`the rounds did not lose ${loss}`)
  }
  /** Every round of the player moved one week back, into the last ended week; answers their sums. */
  const intoLastWeek = async (who: { userId: number }) => {
    await server.database.query("update casino_rounds set played_at = played_at - interval '7 days' where user_id = $1", [who.userId])
    const [sums] = await server.database.query("select sum(stake)::bigint as stakes, sum(win)::bigint as wins from casino_rounds where user_id = $1", [who.userId])
    return { stakes: Number(sums!["stakes"]), wins: Number(sums!["wins"]) }
  }
  const lostLastWeek = async (who: { userId: number; cookie: string }, loss: number) => {
    await lose(who, loss)
    return intoLastWeek(who)
  }
  const lastWeek = () => mondayOf(Date.now()) - WEEK
  const mainBalance = async (userId: number) =>
    Number((await server.database.query("select balance::bigint as balance from ledger_accounts where user_id = $1 and type = 0", [userId]))[0]!["balance"])
  const cashbackPostings = async (userId: number) =>
    server.database.query("select t.id, t.idempotency_key from ledger_transactions t where t.idempotency_key like $1", [`cashback:%:${userId}:%`])

  it("shows this week's net loss and its cashback, and pays the last week's 5% once to two concurrent claims", async () => {
    const anna = await player(1_000_000)
    const totals = await lostLastWeek(anna, 5_000)
    // Two rounds this week: the page counts them for the week that runs.
    for (let i = 0; i < 2; i++) expect((await call("POST", "/web-api/casino/rounds", anna.cookie, { roundId: randomUUID(), gameId: "dice", stake: 500, choices: { target: 100, side: "under" } })).status).toBe(200)
    const [now] = await server.database.query("select coalesce(sum(stake), 0)::bigint as stakes, coalesce(sum(win), 0)::bigint as wins from casino_rounds where user_id = $1 and played_at >= $2", [anna.userId, new Date(mondayOf(Date.now()))])
    const weekLoss = Math.max(0, Number(now!["stakes"]) - Number(now!["wins"]))
    const overview = await call("GET", `${BASE}/vip`, anna.cookie)
    expect(overview.status).toBe(200)
    expect(overview.body.terms).toMatchObject({ programme: "vip", currency: "RUB", rateBp: 500, minPayout: 100, premiumTurnover: 5_000_000 })
    expect(overview.body.current).toMatchObject({ start: mondayOf(Date.now()), netLoss: weekLoss, status: "open" })
    const expected = Math.floor(((totals.stakes - totals.wins) * 5) / 100)
    expect(expected).toBeGreaterThanOrEqual(250)

    const before = await mainBalance(anna.userId)
    const claims = await Promise.all([0, 1, 2].map(() => call("POST", `${BASE}/vip/claim`, anna.cookie, { periodStart: lastWeek() })))
    for (const claim of claims) {
      expect(claim.status).toBe(200)
      expect(claim.body.period).toMatchObject({ start: lastWeek(), stakes: totals.stakes, wins: totals.wins, cashback: expected, paid: expected, status: "paid" })
    }
    expect(await mainBalance(anna.userId)).toBe(before + expected)
    expect(await cashbackPostings(anna.userId)).toEqual([expect.objectContaining({ idempotency_key: `cashback:vip:${anna.userId}:${new Date(lastWeek()).toISOString()}` })])
    // The premium programme pays nothing for a week below its turnover: one programme per week.
    const premium = await call("POST", `${BASE}/premium/claim`, anna.cookie, { periodStart: lastWeek() })
    expect(premium.body.period).toMatchObject({ status: "nothing_due", paid: 0 })
    const listed = await call("GET", `${BASE}/vip`, anna.cookie)
    expect(listed.body.past[0]).toMatchObject({ start: lastWeek(), status: "paid", paid: expected, settledBy: expect.stringMatching(/^(claim|auto)$/) })
  })

  it("pays once when claims race the leader's automatic payout, and the operator's report counts it", async () => {
    const boris = await player(1_000_000)
    const totals = await lostLastWeek(boris, 3_000)
    const expected = Math.floor(((totals.stakes - totals.wins) * 500) / 10_000)
    const before = await mainBalance(boris.userId)
    // The last week ended more than 12 hours ago unless today is Monday morning: the payout sweeps it within seconds.
    const claims: Array<Answer> = []
    for (let i = 0; i < 4; i++) {
      claims.push(...(await Promise.all([call("POST", `${BASE}/vip/claim`, boris.cookie, { periodStart: lastWeek() }), call("POST", `${BASE}/vip/claim`, boris.cookie, { periodStart: lastWeek() })])))
      await new Promise((resolve) => setTimeout(resolve, 1_500))
    }
    for (const claim of claims) expect(claim.body.period).toMatchObject({ status: "paid", paid: expected })
    expect(await mainBalance(boris.userId)).toBe(before + expected)
    expect(await cashbackPostings(boris.userId)).toHaveLength(1)
    const report = await call("GET", "/web-api/operator/promo/cashback", undefined, undefined, { "x-operator-token": TEST_OPERATOR_TOKEN })
    expect(report.status).toBe(200)
    expect(report.body).toContainEqual(expect.objectContaining({ programme: "vip", periodStart: lastWeek(), currency: "RUB" }))
    expect((await call("GET", "/web-api/operator/promo/cashback")).status).toBe(401)
  })

  it("pays a week nobody claimed automatically, from Monday 12:00 UTC on", async () => {
    const eve = await player(1_000_000)
    const totals = await lostLastWeek(eve, 3_000)
    const expected = Math.floor(((totals.stakes - totals.wins) * 500) / 10_000)
    // Before Monday 12:00 UTC the last week is not due yet: nothing to see until then.
    if (Date.now() < mondayOf(Date.now()) + 12 * 3_600_000) return
    let week: any
    for (let i = 0; i < 20 && week?.status !== "paid"; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500))
      week = (await call("GET", `${BASE}/vip`, eve.cookie)).body.past[0]
    }
    expect(week).toMatchObject({ start: lastWeek(), status: "paid", paid: expected, settledBy: "auto" })
    expect(await cashbackPostings(eve.userId)).toHaveLength(1)
  })

  it("pays a self-excluded player nothing, and neither the leader's payout", async () => {
    const clara = await player(1_000_000)
    await lose(clara, 3_000)
    // Excluded before the week ends for the payout, so that the leader's sweep never sees it unexcluded.
    await server.database.query("insert into player_exclusions (user_id, limit_type, started_at, ends_at) values ($1, 30, now() - interval '1 minute', now() + interval '30 days')", [clara.userId])
    await intoLastWeek(clara)
    const before = await mainBalance(clara.userId)
    const claim = await call("POST", `${BASE}/vip/claim`, clara.cookie, { periodStart: lastWeek() })
    expect(claim.status).toBe(403)
    expect(claim.body).toMatchObject({ _tag: "ResponsibleGamingRefused" })
    await new Promise((resolve) => setTimeout(resolve, 6_000))
    expect(await mainBalance(clara.userId)).toBe(before)
    expect(await cashbackPostings(clara.userId)).toHaveLength(0)
    expect((await call("GET", `${BASE}/vip`, clara.cookie)).body).toMatchObject({ excluded: true, past: [expect.objectContaining({ status: "withheld", paid: 0 })] })
  })

  it("refuses what is not the player's own or not due: no session 401, a foreign Origin 403, bad periods 409, a NUL byte and a huge body 4xx", async () => {
    const dana = await player(1_000_000)
    expect((await call("GET", `${BASE}/vip`)).status).toBe(401)
    expect((await call("POST", `${BASE}/vip/claim`, undefined, { periodStart: lastWeek() })).status).toBe(401)
    const foreign = await call("POST", `${BASE}/vip/claim`, dana.cookie, { periodStart: lastWeek() }, { origin: "https://evil.example", "sec-fetch-site": "cross-site" })
    expect(foreign.status).toBe(403)
    expect((await call("POST", `${BASE}/vip/claim`, dana.cookie, { periodStart: mondayOf(Date.now()) })).body).toMatchObject({ _tag: "CashbackRefused", reason: "notEnded" })
    expect((await call("POST", `${BASE}/vip/claim`, dana.cookie, { periodStart: lastWeek() + 1 })).body).toMatchObject({ _tag: "CashbackRefused", reason: "notAPeriod" })
    expect((await call("POST", `${BASE}/vip/claim`, dana.cookie, { periodStart: lastWeek() - 20 * WEEK })).body).toMatchObject({ _tag: "CashbackRefused", reason: "tooOld" })
    expect((await call("POST", `${BASE}/vip/claim`, dana.cookie, { periodStart: lastWeek() })).body).toMatchObject({ _tag: "CashbackRefused", reason: "nothingDue" })
    expect((await call("GET", `${BASE}/gold`, dana.cookie)).status).toBe(400)
    const nul = await call("POST", `${BASE}/vip/claim`, dana.cookie, `{"periodStart":"1\u0000"}`)
    expect(nul.status).toBeGreaterThanOrEqual(400)
    expect(nul.status).toBeLessThan(500)
    const huge = await call("POST", `${BASE}/vip/claim`, dana.cookie, { periodStart: lastWeek(), pad: "x".repeat(2_000_000) })
    expect(huge.status).toBe(413)
    // Another player's settled week is not there to claim: a claim is always the caller's own.
    expect(await cashbackPostings(dana.userId)).toHaveLength(0)
  })
})
