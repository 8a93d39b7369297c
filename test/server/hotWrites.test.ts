import { randomUUID } from "node:crypto"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { hotWritesAnswered } from "../../server/platform/http/hotWrites"
import { fixedSecret } from "../support/worldSecrets"
import { type AccountServices, accountServicesOn, signedInPlayers } from "./support/accounts"
import { couponBody } from "./support/coupons"
import { databasesUnderTest } from "./support/databases"
import { cookieHeader } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

/**
 * A casino round and a coupon placement are answered by the front server itself (server/platform/http/hotWrites.ts),
 * without the Effect app's router and middleware. Every request here is sent twice: to the endpoint's path, and to the
 * same path with a query string, which the hot path leaves to the contract path (the endpoints read no query). Both must
 * answer the same status, the same body and the same headers a client relies on; the counter of hot answers says which
 * requests the hot path answered, so a test of "the hot path refuses X" cannot pass by never taking the hot path.
 */

const START = Date.UTC(2026, 5, 1, 18, 0, 0)
const SPORTS = { secret: fixedSecret(11), live: 60, line: 300 }
const ROUNDS = "/web-api/casino/rounds"
const PLACE = "/web-api/coupon/place"
const CONTRACT = "?via=contract"

interface Answer {
  readonly status: number
  readonly text: string
  readonly body: any
  readonly headers: Headers
}

/** The headers both paths must give alike; the session cookie's attributes (its value is the client's own). */
const sameHeaders = (answer: Answer) => ({
  "content-type": answer.headers.get("content-type"),
  "cache-control": answer.headers.get("cache-control"),
  "content-security-policy": answer.headers.get("content-security-policy"),
  "x-content-type-options": answer.headers.get("x-content-type-options"),
  "x-frame-options": answer.headers.get("x-frame-options"),
  "referrer-policy": answer.headers.get("referrer-policy"),
  "permissions-policy": answer.headers.get("permissions-policy"),
  "cross-origin-opener-policy": answer.headers.get("cross-origin-opener-policy"),
  "set-cookie": answer.headers.get("set-cookie")?.replace(/=[^;]*;/, "=…;") ?? null,
  "request id": /^[0-9a-f]{8}-[0-9a-z]+$/.test(answer.headers.get("x-request-id") ?? "")
})

describe.each(databasesUnderTest)("hot writes on $label", (db) => {
  const clock = makeManualClock(START)
  const server = useTestServer(db, { clock: clock.clock, sports: SPORTS, coupon: { inPlayDelay: 0, settleEvery: 0 } })
  let accounts: AccountServices
  beforeAll(() => {
    accounts = accountServicesOn(server.database)
  })
  afterAll(async () => {
    await accounts?.dispose()
  })

  const player = signedInPlayers(() => accounts, () => server, 5_300)

  const send = async (path: string, body: string | undefined, headers: Record<string, string>): Promise<Answer> => {
    const response = await fetch(`${server.url}${path}`, { method: "POST", headers, body })
    const text = await response.text()
    let parsed: unknown
    try {
      parsed = JSON.parse(text)
    } catch {
      parsed = text
    }
    return { status: response.status, text, body: parsed, headers: response.headers }
  }

  /**
   * The request sent to the hot path, then the same to the contract path: both answers, and whether the hot path
   * answered the first. The request id differs (a new one per request); the rest must be the same.
   */
  const both = async (path: string, body: string | undefined, headers: Record<string, string>) => {
    const before = hotWritesAnswered()
    const hot = await send(path, body, headers)
    const tookHotPath = hotWritesAnswered() === before + 1
    const contract = await send(`${path}${CONTRACT}`, body, headers)
    expect(hotWritesAnswered(), "the contract path is not the hot one").toBe(before + (tookHotPath ? 1 : 0))
    const comparable = (answer: Answer) => ({ status: answer.status, body: answer.body, headers: sameHeaders(answer) })
    expect(comparable(hot)).toEqual(comparable(contract))
    return { hot, contract, tookHotPath }
  }

  const json = (cookie: string | undefined, extra: Record<string, string> = {}) => ({
    "content-type": "application/json",
    ...(cookie === undefined ? {} : cookieHeader(cookie)),
    ...extra
  })
  const dice = (roundId: string, stake = 100) => JSON.stringify({ roundId, gameId: "dice", stake, choices: { target: 5000, side: "under" } })
  const balanceOf = async (accountId: number) => Number((await server.database.query("select balance from ledger_accounts where id = $1", [accountId]))[0]!["balance"])
  const roundTransactions = async (userId: number) =>
    Number((await server.database.query("select count(*)::int as n from casino_rounds where user_id = $1", [userId]))[0]!["n"])

  it("plays a round on the hot path and answers it as the contract path answers its replay, paid once", async () => {
    const who = await player(10_000)
    const roundId = randomUUID()
    const before = hotWritesAnswered()
    const first = await send(ROUNDS, dice(roundId), json(who.cookie))
    expect(hotWritesAnswered()).toBe(before + 1)
    expect(first.status).toBe(200)
    expect(first.body.round).toMatchObject({ roundId, gameId: "dice", currency: "RUB", stake: 100, choices: { target: 5000, side: "under" } })
    // Dice under 50.00 pays 1.98 times the stake (the published 99% return) or nothing.
    expect([0, 198]).toContain(first.body.round.win)
    expect(first.body.balance).toBe(10_000 - 100 + first.body.round.win)
    // The replay, on both paths: the first round's answer, nothing paid again.
    const replays = await both(ROUNDS, dice(roundId), json(who.cookie))
    expect(replays.tookHotPath).toBe(true)
    expect(replays.hot.body).toEqual(first.body)
    expect(sameHeaders(replays.hot)).toEqual(sameHeaders(first))
    expect(await roundTransactions(who.userId)).toBe(1)
    expect(await balanceOf(who.accountId)).toBe(first.body.balance)
    // The same id with another stake is another round: refused on both paths.
    const reused = await both(ROUNDS, dice(roundId, 200), json(who.cookie))
    expect(reused.hot.status).toBe(409)
    expect(reused.hot.body).toMatchObject({ _tag: "CasinoRoundRefused" })
    expect(await roundTransactions(who.userId)).toBe(1)
  })

  it("plays one round for one id sent five times at once", async () => {
    const who = await player(10_000)
    const roundId = randomUUID()
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(ROUNDS, dice(roundId), json(who.cookie))))
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    for (const answer of answers) expect(answer.body.round).toEqual(answers[0]!.body.round)
    expect(await roundTransactions(who.userId)).toBe(1)
    expect(await balanceOf(who.accountId)).toBe(10_000 - 100 + answers[0]!.body.round.win)
  })

  it("refuses on both paths alike what the contract refuses, and pays nothing", async () => {
    const who = await player(10_000)
    const cases: ReadonlyArray<{ what: string; body: string; headers: Record<string, string>; status: number; hot: boolean }> = [
      { what: "a foreign Origin", body: dice(randomUUID()), headers: json(who.cookie, { origin: "https://evil.example" }), status: 403, hot: false },
      { what: "a cross-site fetch", body: dice(randomUUID()), headers: json(who.cookie, { "sec-fetch-site": "cross-site" }), status: 403, hot: false },
      { what: "no session", body: dice(randomUUID()), headers: json(undefined), status: 401, hot: false },
      { what: "an unknown session", body: dice(randomUUID()), headers: json("A".repeat(43)), status: 401, hot: true },
      { what: "a NUL in the round id", body: dice("round\u0000id"), headers: json(who.cookie), status: 400, hot: true },
      { what: "a control character in the game", body: JSON.stringify({ roundId: randomUUID(), gameId: "di\u0007ce", stake: 100, choices: {} }), headers: json(who.cookie), status: 400, hot: true },
      { what: "a stake of 0", body: dice(randomUUID(), 0), headers: json(who.cookie), status: 400, hot: true },
      { what: "a huge body", body: JSON.stringify({ roundId: randomUUID(), gameId: "dice", stake: 100, choices: { pad: "x".repeat(70_000) } }), headers: json(who.cookie), status: 413, hot: false },
      { what: "a form's content type", body: dice(randomUUID()), headers: { ...json(who.cookie), "content-type": "text/plain", "sec-fetch-site": "same-origin" }, status: 415, hot: false },
      { what: "JSON nested 40 deep", body: `{"roundId":"${randomUUID()}","gameId":"dice","stake":100,"choices":${"[".repeat(40)}${"]".repeat(40)}}`, headers: json(who.cookie), status: 400, hot: true },
      { what: "a body that is not JSON", body: `{"roundId": "${randomUUID()}",`, headers: json(who.cookie), status: 400, hot: true },
      { what: "an empty object", body: "{}", headers: json(who.cookie), status: 400, hot: true },
      { what: "choices dice does not take", body: JSON.stringify({ roundId: randomUUID(), gameId: "dice", stake: 100, choices: { target: 0, side: "under" } }), headers: json(who.cookie), status: 400, hot: true },
      { what: "an unknown game", body: JSON.stringify({ roundId: randomUUID(), gameId: "no-such-game", stake: 100, choices: {} }), headers: json(who.cookie), status: 404, hot: true },
      { what: "a stake over the balance", body: dice(randomUUID(), 20_000), headers: json(who.cookie), status: 409, hot: true }
    ]
    for (const { body, headers, hot, status, what } of cases) {
      const answers = await both(ROUNDS, body, headers)
      expect(answers.hot.status, what).toBe(status)
      expect(answers.tookHotPath, `${what}: answered on the hot path`).toBe(hot)
      if (status === 400) expect(answers.hot.body._tag, what).toMatch(/^(HttpApiDecodeError|BadRequest|CasinoRoundInvalid)$/)
    }
    const nul = await send(ROUNDS, dice("round\u0000id"), json(who.cookie))
    expect(nul.body).toMatchObject({ _tag: "HttpApiDecodeError" })
    expect(nul.body.issues[0].path).toEqual(["roundId"])
    expect(await roundTransactions(who.userId)).toBe(0)
    expect(await balanceOf(who.accountId)).toBe(10_000)
  })

  it("refuses an expired, a logged-out and a banned player's session on both paths alike", async () => {
    const expired = await player(10_000)
    await server.database.query("update sessions set expires_at = $1 where user_id = $2", [new Date(START - 1000), expired.userId])
    const loggedOut = await player(10_000)
    await server.database.query("delete from sessions where user_id = $1", [loggedOut.userId])
    for (const who of [expired, loggedOut]) {
      // Announced by the database; the session cache forgets within its freshness at worst.
      await new Promise((resolve) => setTimeout(resolve, 2_100))
      const answers = await both(ROUNDS, dice(randomUUID()), json(who.cookie))
      expect(answers.hot.status).toBe(401)
      expect(answers.tookHotPath).toBe(true)
      expect(answers.hot.body).toEqual({ _tag: "Unauthorized", message: "sign in first: this call is for signed-in players" })
    }
    const banned = await player(10_000)
    await server.database.query("update players set ban_level = 3 where id = $1", [banned.userId])
    const answers = await both(ROUNDS, dice(randomUUID()), json(banned.cookie))
    expect(answers.hot.status).toBe(403)
    expect(answers.hot.body).toMatchObject({ _tag: "CasinoPlayForbidden", reason: "banned" })
    expect(await roundTransactions(banned.userId)).toBe(0)
  })

  /** A single on the first open match-result outcome of the line. */
  const lineOutcome = async () => {
    const answer = (await (await fetch(`${server.url}/bff-api/sports/top?section=line`)).json()) as {
      games: ReadonlyArray<{ markets: ReadonlyArray<{ period: number; status: string; type: string; outcomes: ReadonlyArray<{ id: string; price: number }> }> }>
    }
    const outcome = answer.games
      .flatMap((game) => game.markets.filter((m) => m.period === 0 && m.status === "open" && (m.type === "1x2" || m.type === "winner")))
      .flatMap((m) => m.outcomes)[0]
    if (outcome === undefined) throw new Error("the line offers nothing to bet on")
    return { id: outcome.id, coef: outcome.price }
  }
  const coupons = async (userId: number) => Number((await server.database.query("select count(*)::int as n from coupons where user_id = $1", [userId]))[0]!["n"])

  it("places a coupon on the hot path, answers its replay alike on both paths, and reserves the stake once", async () => {
    const who = await player(100_000)
    const body = JSON.stringify(couponBody(who.accountId, [await lineOutcome()], { amount: 10_00 }))
    const before = hotWritesAnswered()
    const first = await send(PLACE, body, json(who.cookie))
    expect(hotWritesAnswered()).toBe(before + 1)
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ accountId: who.accountId, currency: "RUB", stake: 10_00, status: "open" })
    const replays = await both(PLACE, body, json(who.cookie))
    expect(replays.tookHotPath).toBe(true)
    expect(replays.hot.body).toEqual(first.body)
    expect(await coupons(who.userId)).toBe(1)
    expect(await balanceOf(who.accountId)).toBe(100_000 - 10_00)

    const twice = JSON.stringify(couponBody(who.accountId, [await lineOutcome()], { amount: 10_00 }))
    const atOnce = await Promise.all(Array.from({ length: 4 }, () => send(PLACE, twice, json(who.cookie))))
    expect(atOnce.map((a) => a.status)).toEqual([200, 200, 200, 200])
    expect(new Set(atOnce.map((a) => a.body.id)).size).toBe(1)
    expect(await coupons(who.userId)).toBe(2)
    expect(await balanceOf(who.accountId)).toBe(100_000 - 2 * 10_00)
  })

  it("refuses a coupon on both paths alike: no session, a foreign Origin, a NUL in the key, too much stake, another's account", async () => {
    const who = await player(5_00)
    const other = await player(100_000)
    const leg = await lineOutcome()
    const cases: ReadonlyArray<{ what: string; body: unknown; headers: Record<string, string>; status: number; hot: boolean }> = [
      { what: "no session", body: couponBody(who.accountId, [leg]), headers: json(undefined), status: 401, hot: false },
      { what: "a foreign Origin", body: couponBody(who.accountId, [leg]), headers: json(who.cookie, { origin: "https://evil.example" }), status: 403, hot: false },
      { what: "a NUL in the key", body: couponBody(who.accountId, [leg], { key: "k\u0000" }), headers: json(who.cookie), status: 400, hot: true },
      { what: "a NUL in the promo code", body: couponBody(who.accountId, [leg], { promoCode: "a\u0000b" }), headers: json(who.cookie), status: 400, hot: true },
      { what: "a stake over the balance", body: couponBody(who.accountId, [leg], { amount: 10_00 }), headers: json(who.cookie), status: 409, hot: true },
      { what: "another player's account", body: couponBody(other.accountId, [leg]), headers: json(who.cookie), status: 404, hot: true }
    ]
    for (const { body, headers, hot, status, what } of cases) {
      const answers = await both(PLACE, JSON.stringify(body), headers)
      expect(answers.hot.status, what).toBe(status)
      expect(answers.tookHotPath, `${what}: answered on the hot path`).toBe(hot)
    }
    expect(await coupons(who.userId)).toBe(0)
    expect(await balanceOf(who.accountId)).toBe(5_00)
    expect(await balanceOf(other.accountId)).toBe(100_000)
  })
})
