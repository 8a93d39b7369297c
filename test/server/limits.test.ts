import { fixedSecret } from "../support/worldSecrets"
import { Duration, Effect, Either, Layer, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { MinorUnits } from "../../src/domain/account/ledger"
import { LedgerService, LedgerServiceLive } from "../../server/account/ledger"
import { ResponsibleGaming, ResponsibleGamingLive } from "../../server/limits/service"
import { databaseLayer } from "../../server/platform/db/databaseLayer"
import { startServer } from "../../server/startServer"
import { type AccountServices, accountServicesOn, signedInCookie, signedInPlayers } from "./support/accounts"
import { type BetLeg, couponBody, settlerProcessOn } from "./support/coupons"
import { databasesUnderTest } from "./support/databases"
import { cookieHeader } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

/**
 * Responsible gaming on the server (UKGC RTS 12, SPEC.md 4 and 7): limits a player sets bind every stake and deposit
 * whatever the client does; a tightening binds at once, a loosening only after 86400 s and the player's confirmation;
 * self-exclusion and time-out shut betting and deposits for their whole term, through a restart. Amounts are kopecks.
 */

const START = Date.UTC(2026, 5, 1, 18, 0, 0)
const SPORTS = { secret: fixedSecret(7), live: 60, line: 300 }
const BASE = "/limit-service-api/api/external/web/v3"
const DAY = 86_400

interface Answer {
  readonly status: number
  readonly body: any
}

describe.each(databasesUnderTest)("responsible gaming on $label", (db) => {
  const clock = makeManualClock(START)
  const options = { clock: clock.clock, sports: SPORTS, coupon: { inPlayDelay: 0, settleEvery: 0 } }
  const server = useTestServer(db, options)
  let accounts: AccountServices
  let rg: ManagedRuntime.ManagedRuntime<ResponsibleGaming | LedgerService, never>
  /** A line game that starts days from now: its bets stay open while the tests move the clock a day or two. */
  let leg: BetLeg
  /** Two line games' home wins at START (for an express that can be edited while the clock stands at START). */
  let lineLegs: ReadonlyArray<BetLeg> = []
  beforeAll(async () => {
    accounts = accountServicesOn(server.database)
    rg = ManagedRuntime.make(
      Layer.mergeAll(ResponsibleGamingLive, LedgerServiceLive).pipe(Layer.provideMerge(databaseLayer(server.database.options)), Layer.provide(Layer.setClock(clock.clock)), Layer.orDie)
    )
    const settler = settlerProcessOn(server.database, clock.clock, SPORTS)
    const world = await settler.world()
    await settler.dispose()
    lineLegs = [...world.games.values()]
      .map((g) => g.game)
      .filter((g) => g.status === "line")
      .flatMap((g) => g.markets.filter((m) => m.period === 0 && m.type === "1x2" && m.status === "open").slice(0, 1))
      .slice(0, 2)
      .map((market) => ({ id: market.outcomes[0]!.id, coef: market.outcomes[0]!.price }))
    expect(lineLegs).toHaveLength(2)
    // An election: decided weeks away, its outright market open all the while.
    const elections = [...world.games.values()].map((g) => g.game).filter((g) => g.sportId === "politics" && g.status === "line")
    const latest = elections.reduce((a, b) => (b.startsAt > a.startsAt ? b : a))
    expect(latest.startsAt).toBeGreaterThan(START + 4 * DAY * 1000)
    const outcome = latest.markets[0]!.outcomes[0]!
    leg = { id: outcome.id, coef: outcome.price }
  }, 60_000)
  afterAll(async () => {
    await accounts?.dispose()
    await rg?.dispose()
  })

  const player = signedInPlayers(() => accounts, () => server, 4_400)
  type Player = Awaited<ReturnType<typeof player>>
  /** The clock moved on past the session's lifetime: the player signs in again (a new session, the same player). */
  const later = async (who: Player, seconds: number): Promise<Player> => {
    clock.advance(Duration.seconds(seconds))
    return { ...who, cookie: await signedInCookie(server.url, server.database, who.userId) }
  }

  const call = async (method: string, path: string, cookie: string | undefined, body?: unknown, url = server.url): Promise<Answer> => {
    const response = await fetch(`${url}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(cookie === undefined ? {} : cookieHeader(cookie)) },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body)
    })
    const text = await response.text()
    return { status: response.status, body: text === "" ? undefined : JSON.parse(text) }
  }
  const setLimits = (who: Player, limits: ReadonlyArray<Record<string, unknown>>) => call("POST", `${BASE}/limits`, who.cookie, { limits })
  const limitsOf = async (who: Player) => {
    const answer = await call("GET", `${BASE}/limits`, who.cookie)
    expect(answer.status).toBe(200)
    return answer.body.data as ReadonlyArray<Record<string, any>>
  }
  const action = (who: Player, act: "confirm" | "reject") => call("POST", `${BASE}/limitaction`, who.cookie, { action: act })
  const place = (who: Player, amount: number, url = server.url) =>
    call("POST", "/web-api/coupon/place", who.cookie, couponBody(who.accountId, [leg], { amount, changeCoefAction: 2 }), url)
  const now = () => Math.floor(clock.nowMillis() / 1000)
  const admitDeposit = (who: Player, amount: number) =>
    rg.runPromise(Effect.either(Effect.flatMap(ResponsibleGaming, (service) => service.admitDeposit(who.userId, "RUB", amount))))
  let deposits = 0
  const deposit = (who: Player, amount: number) =>
    rg.runPromise(Effect.flatMap(LedgerService, (ledger) => ledger.deposit(`limits-deposit-${++deposits}`, who.accountId, amount as MinorUnits)))

  it("answers 401 to every limits call without a signed-in player, and 400 to a NUL byte or a value out of its type", async () => {
    for (const [method, path, body] of [
      ["GET", `${BASE}/limits`, undefined],
      ["POST", `${BASE}/limits`, { limits: [{ limitType: 20, limitValue: 100 }] }],
      ["GET", `${BASE}/availablelimits`, undefined],
      ["GET", `${BASE}/reasons/selfexclude`, undefined],
      ["POST", `${BASE}/limitaction`, { action: "confirm" }],
      ["DELETE", `${BASE}/limit?limitType=20`, undefined],
      ["POST", `${BASE}/ping`, undefined],
      ["POST", `${BASE}/BlockUser`, {}],
      ["POST", "/web-api/api/web/user/v1/reality-check", { data: { attributes: { action: "continue", do_not_show_again: false, popup_show_at: 0 } } }]
    ] as const) {
      expect((await call(method, path, undefined, body)).status, `${method} ${path}`).toBe(401)
    }
    const anna = await player(0)
    expect((await call("POST", `${BASE}/BlockUser`, anna.cookie, { reason: "tired\u0000" })).status).toBe(400)
    expect((await setLimits(anna, [{ limitType: 20, limitValue: "100" }])).status).toBe(400)
    expect((await setLimits(anna, [{ limitType: 99, limitValue: 100 }])).status).toBe(400)
    // A value the type does not offer is the service's refusal, naming the field.
    const odd = await setLimits(anna, [{ limitType: 33, limitValue: 2 }])
    expect(odd).toMatchObject({ status: 403, body: { _tag: "LimitForbidden", status: 403, field: "limitType 33" } })
    // Nothing was blocked or set by the refused calls.
    expect(await limitsOf(anna)).toEqual([])
    expect((await place(anna, 10_00)).status).toBe(409)
  })

  it("holds an edit bet's new stake to the wagering limit, and changes nothing when it refuses", async () => {
    const olga = await player(1_000_00)
    expect((await setLimits(olga, [{ limitType: 1, limitValue: 150_00 }])).status).toBe(200)
    const placed = await call("POST", "/web-api/coupon/place", olga.cookie, couponBody(olga.accountId, lineLegs, { amount: 100_00 }))
    expect(placed.status).toBe(200)
    const quotes = await call("GET", "/web-api/coupon/cash-out/quotes", olga.cookie)
    const value = quotes.body.quotes.find((q: { couponId: number }) => q.couponId === placed.body.id).value as number
    expect(value).toBeGreaterThan(0)
    const edit = await call("POST", "/web-api/coupon/edit", olga.cookie, {
      key: `edit-${placed.body.id}-0123456789`,
      couponId: placed.body.id,
      seen: value,
      extraStake: 10_00,
      changeCoefAction: 2,
      bets: lineLegs.map((l) => ({ id: l.id, coef: l.coef, blockId: 0, banker: false }))
    })
    // 100.00 staked today; the new coupon would stake value + 10.00 more: past 150.00.
    expect(edit).toMatchObject({ status: 403, body: { _tag: "ResponsibleGamingRefused", code: 40, limitType: 1, remaining: 50_00 } })
    expect((await call("GET", `/web-api/coupon/${placed.body.id}`, olga.cookie)).body).toMatchObject({ status: "open", stake: 100_00 })
    const balance = await server.database.query("select balance from ledger_accounts where id = $1", [olga.accountId])
    expect(Number(balance[0]!["balance"])).toBe(900_00)
  })

  it("binds the lowest wagering limit, a decrease at once, an increase only after 86400 s and the player's confirmation", { timeout: 60_000 }, async () => {
    let anna = await player(5_000_00)
    expect((await setLimits(anna, [{ limitType: 2, limitValue: 300_00 }, { limitType: 3, limitValue: 900_00 }])).status).toBe(200)
    expect((await place(anna, 200_00)).status).toBe(200)
    const over = await place(anna, 150_00)
    expect(over).toMatchObject({ status: 403, body: { _tag: "ResponsibleGamingRefused", code: 40, limitType: 2, remaining: 100_00, title: "Wagering limit reached" } })

    // A decrease binds the next stake at once.
    expect((await setLimits(anna, [{ limitType: 2, limitValue: 250_00 }])).status).toBe(200)
    expect(await place(anna, 100_00)).toMatchObject({ status: 403, body: { code: 40, remaining: 50_00 } })
    expect((await place(anna, 50_00)).status).toBe(200)

    // An increase waits: PENDING, needing approval, while the old limit binds.
    const asked = now()
    const saved = await setLimits(anna, [{ limitType: 2, limitValue: 1_000_00 }])
    expect(saved.status).toBe(200)
    expect(saved.body.data.limitsData).toContainEqual(expect.objectContaining({ limitType: 2, limitState: "PENDING", limitValue: 1_000_00, needApprove: true, startedAt: asked }))
    expect(saved.body.data.limitsData).toContainEqual(expect.objectContaining({ limitType: 2, limitState: "ACTIVE", limitValue: 250_00, limitBalance: 0 }))
    expect(await place(anna, 10_00)).toMatchObject({ status: 403, body: { code: 40, remaining: 0 } })
    expect(await action(anna, "confirm")).toMatchObject({ status: 409, body: { _tag: "LimitNotDue", code: 47, dueAt: asked + DAY } })

    anna = await later(anna, DAY - 60)
    expect((await action(anna, "confirm")).status).toBe(409)
    expect((await place(anna, 10_00)).status).toBe(403)
    anna = await later(anna, 60)
    // Due, but not confirmed: it still does not bind.
    expect((await place(anna, 10_00)).status).toBe(403)
    const confirmed = await action(anna, "confirm")
    expect(confirmed.status).toBe(200)
    expect(confirmed.body.limitsData).toContainEqual(expect.objectContaining({ limitType: 2, limitState: "ACTIVE", limitValue: 1_000_00 }))
    expect((await place(anna, 10_00)).status).toBe(200)

    // A loosening rejected is gone; the limit stays as it was.
    expect((await setLimits(anna, [{ limitType: 2, limitValue: 2_000_00 }])).status).toBe(200)
    expect((await action(anna, "reject")).status).toBe(200)
    expect((await limitsOf(anna)).filter((limit) => limit.limitState === "PENDING")).toEqual([])
    anna = await later(anna, DAY)
    expect(await action(anna, "confirm")).toMatchObject({ status: 409, body: { code: 48 } })
    // The 30-day limit of 900.00 still counts every stake so far: 200 + 50 + 10 = 260.00.
    expect((await limitsOf(anna)).find((limit) => limit.limitType === 3)).toMatchObject({ limitState: "ACTIVE", limitBalance: 640_00 })
  })

  it("offers deposit amounts beside the player's own, in the player's currency, and the spec's values for the terms", async () => {
    const olga = await player(0)
    const answer = await call("GET", `${BASE}/availablelimits`, olga.cookie)
    expect(answer.status).toBe(200)
    const offered = new Map((answer.body.data as Array<{ type: number; measure: string; availableValues: Array<number> }>).map((row) => [row.type, row]))
    // RUB 1,000, 5,000, 10,000, 50,000 and 100,000 a day, a week and a month (kopecks).
    for (const type of [20, 21, 22]) {
      expect(offered.get(type)).toEqual({ type, measure: "RUB", availableValues: [100_000, 500_000, 1_000_000, 5_000_000, 10_000_000] })
    }
    // SPEC.md 9: time-out days 1, 7, 30, 90; reality check minutes 5, 10, 15, 30, 45, 60.
    expect(offered.get(33)?.availableValues).toEqual([1, 7, 30, 90])
    expect(offered.get(32)?.availableValues).toEqual([5, 10, 15, 30, 45, 60])
  })

  it("refuses the stake that would take the losses past a loss limit", async () => {
    const boris = await player(1_000_00)
    expect((await setLimits(boris, [{ limitType: 10, limitValue: 100_00 }])).status).toBe(200)
    expect((await place(boris, 60_00)).status).toBe(200)
    const refused = await place(boris, 50_00)
    expect(refused).toMatchObject({ status: 403, body: { _tag: "ResponsibleGamingRefused", code: 41, limitType: 10, remaining: 40_00 } })
    // The player reads what is left as money, not as kopecks.
    expect(refused.body.message).toMatch(/^This stake could take your losses past your 24-hour loss limit: RUB\s40\.00 left\.$/)
    expect((await place(boris, 40_00)).status).toBe(200)
  })

  it("holds gross deposits to the lowest deposit limit, and a decrease binds the next deposit", async () => {
    const vera = await player(0)
    expect((await setLimits(vera, [{ limitType: 20, limitValue: 500_00 }, { limitType: 21, limitValue: 300_00 }])).status).toBe(200)
    expect(Either.isRight(await admitDeposit(vera, 200_00))).toBe(true)
    await deposit(vera, 200_00)
    const refused = await admitDeposit(vera, 150_00)
    expect(Either.isLeft(refused) && refused.left).toMatchObject({ _tag: "ResponsibleGamingRefused", code: 42, limitType: 21, remaining: 100_00 })
    const shown = await limitsOf(vera)
    expect(shown.find((limit) => limit.limitType === 20)).toMatchObject({ limitBalance: 300_00, measure: "RUB" })
    expect(shown.find((limit) => limit.limitType === 21)).toMatchObject({ limitBalance: 100_00 })
    expect((await setLimits(vera, [{ limitType: 20, limitValue: 250_00 }])).status).toBe(200)
    const lowered = await admitDeposit(vera, 100_00)
    expect(Either.isLeft(lowered) && lowered.left).toMatchObject({ code: 42, limitType: 20, remaining: 50_00 })
    expect(Either.isRight(await admitDeposit(vera, 50_00))).toBe(true)
  })

  it("keeps one player's limits from another: their calls change only their own", async () => {
    const gleb = await player(0)
    const dasha = await player(0)
    expect((await setLimits(gleb, [{ limitType: 21, limitValue: 100_00 }])).status).toBe(200)
    expect((await setLimits(gleb, [{ limitType: 21, limitValue: 900_00 }])).status).toBe(200)
    expect(await limitsOf(dasha)).toEqual([])
    expect((await action(dasha, "reject")).status).toBe(409)
    expect((await call("DELETE", `${BASE}/limit?limitType=21`, dasha.cookie)).status).toBe(409)
    expect((await limitsOf(gleb)).map((limit) => [limit.limitType, limit.limitState, limit.limitValue])).toEqual([
      [21, "ACTIVE", 100_00],
      [21, "PENDING", 900_00]
    ])
    // The player's own cancel drops the waiting change.
    expect((await call("DELETE", `${BASE}/limit?limitType=21`, gleb.cookie)).status).toBe(200)
    expect((await limitsOf(gleb)).map((limit) => limit.limitState)).toEqual(["ACTIVE"])
  })

  it("lets a self-excluded or timed-out player neither bet nor deposit, never cancels it, and keeps it through a restart", { timeout: 60_000 }, async () => {
    const egor = await player(1_000_00)
    const asked = await setLimits(egor, [{ limitType: 30, limitValue: 7, selfExcludeReason: 2 }])
    expect(asked.status).toBe(200)
    expect(asked.body.data.questions.length).toBeGreaterThan(0)
    const token = asked.body.data.tokenGuid as string
    // Nothing starts before the test is passed.
    expect((await place(egor, 10_00)).status).toBe(200)
    const wrong = await call("POST", `${BASE}/testanswers`, egor.cookie, { tokenGuid: token, answers: [{ questionId: 1, answerId: 2 }, { questionId: 2, answerId: 1 }] })
    expect(wrong).toMatchObject({ status: 200, body: { success: false } })
    // Another player cannot use the token.
    const zhanna = await player(0)
    const foreign = await call("POST", `${BASE}/testanswers`, zhanna.cookie, { tokenGuid: token, answers: [{ questionId: 1, answerId: 1 }, { questionId: 2, answerId: 1 }] })
    expect(foreign).toMatchObject({ status: 403, body: { code: 49 } })
    const passed = await call("POST", `${BASE}/testanswers`, egor.cookie, { tokenGuid: token, answers: [{ questionId: 1, answerId: 1 }, { questionId: 2, answerId: 1 }] })
    expect(passed).toMatchObject({ status: 200, body: { success: true } })
    const term = passed.body.limitsData.find((limit: any) => limit.limitType === 30)
    expect(term).toMatchObject({ limitState: "ACTIVE", selfExcludeReason: 2 })
    expect((term.endsAt - term.startedAt) / DAY).toBe(7)

    expect(await place(egor, 10_00)).toMatchObject({ status: 403, body: { _tag: "ResponsibleGamingRefused", code: 43, limitType: 30, until: term.endsAt } })
    expect(await call("DELETE", `${BASE}/limit?limitType=30`, egor.cookie)).toMatchObject({ status: 403, body: { _tag: "LimitForbidden" } })
    const deposit = await admitDeposit(egor, 10_00)
    expect(Either.isLeft(deposit) && deposit.left).toMatchObject({ code: 43 })

    const timedOut = await player(1_000_00)
    expect((await setLimits(timedOut, [{ limitType: 33, limitValue: 1 }])).status).toBe(200)
    expect(await place(timedOut, 10_00)).toMatchObject({ status: 403, body: { code: 44, limitType: 33 } })
    expect(await call("DELETE", `${BASE}/limit?limitType=33`, timedOut.cookie)).toMatchObject({ status: 403 })

    // A fresh server on the same database (a restart), after logging in again: still refused.
    const restarted = await startServer({ ...options, database: server.database.options, log: () => undefined })
    try {
      const again = { ...egor, cookie: await signedInCookie(restarted.url, server.database, egor.userId) }
      expect(await place(again, 10_00, restarted.url)).toMatchObject({ status: 403, body: { code: 43 } })
      const againOut = { ...timedOut, cookie: await signedInCookie(restarted.url, server.database, timedOut.userId) }
      expect(await place(againOut, 10_00, restarted.url)).toMatchObject({ status: 403, body: { code: 44 } })
    } finally {
      await restarted.close()
    }

    // The time-out of one day ends after it; the week's self-exclusion does not.
    expect((await place(await later(timedOut, DAY + 1), 10_00)).status).toBe(200)
    expect((await place(await later(egor, 0), 10_00)).status).toBe(403)
  })

  it("self-blocks the account with BlockUser: no bets from then on", async () => {
    const ilya = await player(100_00)
    expect(await call("POST", `${BASE}/BlockUser`, ilya.cookie, {})).toMatchObject({ status: 200, body: { success: true } })
    expect(await place(ilya, 10_00)).toMatchObject({ status: 403, body: { code: 43, limitType: 37, until: null } })
    expect((await limitsOf(ilya)).map((limit) => [limit.limitType, limit.limitState])).toEqual([[37, "ACTIVE"]])
  })

  it("ends the session when the daily session limit is used up, and refuses bets until the next day", { timeout: 60_000 }, async () => {
    const kira = await player(100_00)
    expect((await setLimits(kira, [{ limitType: 31, limitValue: 1 }])).status).toBe(200)
    // Each ping counts the time since the last one, at most 60 s (the first counts 30 s): an hour is 61 pings a
    // minute apart.
    let last: Answer | undefined
    let pings = 0
    for (let i = 0; i < 70; i++) {
      pings++
      last = await call("POST", `${BASE}/ping`, kira.cookie)
      if (last.status !== 200) break
      clock.advance(Duration.seconds(60))
    }
    expect(pings).toBe(61)
    expect(last).toMatchObject({ status: 403, body: { _tag: "SessionLimitEnded", title: "Your daily session limit has ended. Please visit us tomorrow." } })
    expect((await call("GET", `${BASE}/limits`, kira.cookie)).status).toBe(401)
    const back = { ...kira, cookie: await signedInCookie(server.url, server.database, kira.userId) }
    expect(await place(back, 10_00)).toMatchObject({ status: 403, body: { code: 45, limitType: 31 } })
  })

  it("answers the reality check with the next popup time, and logs the player out on log_out", async () => {
    const lev = await player(0)
    expect((await setLimits(lev, [{ limitType: 32, limitValue: 15 }])).status).toBe(200)
    const shownAt = now()
    const check = (act: string, doNotShowAgain = false) =>
      call("POST", "/web-api/api/web/user/v1/reality-check", lev.cookie, { data: { attributes: { action: act, do_not_show_again: doNotShowAgain, popup_show_at: shownAt } } })
    expect(await check("continue")).toMatchObject({ status: 200, body: { data: { attributes: { interval_minutes: 15, next_show_at: shownAt + 900, loggedOut: false } } } })
    expect(await check("continue", true)).toMatchObject({ status: 200, body: { data: { attributes: { next_show_at: null } } } })
    expect(await check("bogus")).toMatchObject({ status: 400 })
    expect(await check("log_out")).toMatchObject({ status: 200, body: { data: { attributes: { loggedOut: true } } } })
    expect((await call("GET", `${BASE}/limits`, lev.cookie)).status).toBe(401)
  })

  it("passes the approval window with the developer's clock call, which needs the dev token", async () => {
    const nina = await player(0)
    expect((await setLimits(nina, [{ limitType: 22, limitValue: 100_00 }])).status).toBe(200)
    expect((await setLimits(nina, [{ limitType: 22, limitValue: 200_00 }])).status).toBe(200)
    const advance = (headers: Record<string, string>) =>
      fetch(`${server.url}/web-api/dev/clock/advance`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify({ seconds: DAY }) })
    expect((await advance({})).status).toBe(401)
    expect(await action(nina, "confirm")).toMatchObject({ status: 409, body: { code: 47 } })
    const before = clock.nowMillis()
    const moved = await advance(server.devHeaders)
    expect(moved.status).toBe(200)
    expect(((await moved.json()) as { now: number }).now).toBeGreaterThanOrEqual(before + DAY * 1000)
    const back = { ...nina, cookie: await signedInCookie(server.url, server.database, nina.userId) }
    expect(await action(back, "confirm")).toMatchObject({ status: 200 })
    expect((await limitsOf(back)).map((limit) => [limit.limitType, limit.limitState, limit.limitValue])).toEqual([[22, "ACTIVE", 200_00]])
  })

  it.runIf(db.label === "postgres")("lets 20 placements at once never cross a wagering limit together", { timeout: 60_000 }, async () => {
    const mila = await player(10_000_00)
    expect((await setLimits(mila, [{ limitType: 1, limitValue: 1_000_00 }])).status).toBe(200)
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(mila, 100_00)))
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(10)
    expect(answers.filter((answer) => answer.status === 403).every((answer) => answer.body.code === 40)).toBe(true)
    const staked = await server.database.query("select coalesce(sum(stake), 0)::bigint as n from coupons where user_id = $1", [mila.userId])
    expect(Number(staked[0]!["n"])).toBe(1_000_00)
  })
})
