import { randomUUID } from "node:crypto"
import { Effect, Layer, ManagedRuntime } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { LedgerServiceLive } from "../../server/account/ledger"
import { ClusterLeadership } from "../../server/platform/cluster/leadership"
import { databaseLayer } from "../../server/platform/db/databaseLayer"
import { TOURNAMENT_SETTLE_GRACE_MS, TournamentsService, TournamentsServiceLive } from "../../server/tournaments/service"
import type { World } from "../../server/sports/simulator/model"
import { fixedSecret } from "../support/worldSecrets"
import { type CasinoPlayer, useCasinoTable } from "./support/casinoTable"
import { couponBody, settlerProcessOn, type SettlerProcess, mainMarket } from "./support/coupons"
import { databasesUnderTest, type FreshDatabase } from "./support/databases"
import { makeManualClock } from "./support/manualClock"
import { TEST_OPERATOR_TOKEN } from "./support/testServer"

/**
 * Tournaments on the server: points counted only for stakes made after joining, in the tournament's window, currency
 * and games (at their weights) or odds; the standings with the player's own place; prizes paid once when it ends, even
 * with several settlers at once; self-excluded players refused; and bad calls a typed 4xx. Amounts are kopecks, points
 * hundredths (1.00 staked at 100% is 100).
 */

const BASE = "/web-api/tournaments"
const OPERATOR = "/web-api/operator/tournaments"
const START = Date.UTC(2026, 6, 1, 12, 0, 0)
const SPORTS = { secret: fixedSecret(21), live: 40, line: 200 }
const HOUR = 3_600_000
const operatorHeaders = { "x-operator-token": TEST_OPERATOR_TOKEN }
const DICE = { target: 5000, side: "under" }

/** Another process's tournaments service on the same data, never leading: a settler the test runs by hand. */
const otherProcess = (database: FreshDatabase) =>
  ManagedRuntime.make(
    TournamentsServiceLive({ production: true }).pipe(
      Layer.provide(LedgerServiceLive),
      Layer.provide(Layer.succeed(ClusterLeadership, { leading: Effect.succeed(false), whileLeading: () => Effect.void, join: Effect.void })),
      Layer.provide(databaseLayer(database.options)),
      Layer.orDie
    )
  )

describe.each(databasesUnderTest)("tournaments on $label", (db) => {
  const clock = makeManualClock(START)
  const { server, player, call, balanceOf, expectLedgerBalanced } = useCasinoTable(db, 6_501, {
    clock: clock.clock,
    sports: SPORTS,
    coupon: { inPlayDelay: 0, settleEvery: 0 }
  })
  let settler: SettlerProcess
  let world: World
  beforeAll(async () => {
    settler = settlerProcessOn(server.database, clock.clock, SPORTS)
    world = await settler.world()
  })
  afterAll(async () => {
    await settler?.dispose()
  })

  let made = 0
  /** A tournament made and published by the operator: from an hour ago for a day unless told. */
  const tournament = async (fields: Record<string, unknown>): Promise<number> => {
    const created = await call(
      "POST",
      OPERATOR,
      undefined,
      {
        key: `t-${++made}-${randomUUID().slice(0, 8)}`,
        kind: "casino",
        titleEn: "Test cup",
        titleRu: "Тестовый кубок",
        currency: "RUB",
        startsAt: clock.nowMillis() - HOUR,
        endsAt: clock.nowMillis() + 24 * HOUR,
        prizes: [
          { place: 1, amount: 1_000_00 },
          { place: 2, amount: 500_00 }
        ],
        games: [{ gameId: "dice", weight: 50 }],
        ...fields
      },
      operatorHeaders
    )
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(created.body.published).toBe(false)
    const published = await call("POST", `${OPERATOR}/${created.body.id}/publish`, undefined, undefined, operatorHeaders)
    expect(published.status).toBe(200)
    return created.body.id as number
  }
  const join = (who: CasinoPlayer | undefined, id: number, headers: Record<string, string> = {}) => call("POST", `${BASE}/${id}/entries`, who?.cookie, undefined, headers)
  const view = (who: CasinoPlayer | undefined, id: number) => call("GET", `${BASE}/${id}`, who?.cookie)
  const dice = async (who: CasinoPlayer, stake: number) => {
    const answer = await call("POST", "/web-api/casino/rounds", who.cookie, { roundId: randomUUID(), gameId: "dice", stake, choices: DICE })
    expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  }
  const myPoints = async (who: CasinoPlayer, id: number) => (await view(who, id)).body.me?.points ?? null

  it("keeps the operator's calls behind the operator token and refuses a tournament it cannot run, naming the field", async () => {
    const body = { key: "no-token-cup", kind: "casino", titleEn: "A", titleRu: "Б", currency: "RUB", startsAt: START, endsAt: START + HOUR, prizes: [{ place: 1, amount: 100 }], games: [{ gameId: "dice", weight: 100 }] }
    expect((await call("POST", OPERATOR, undefined, body)).status).toBe(401)
    expect((await call("POST", OPERATOR, undefined, body, { "x-operator-token": "wrong" })).status).toBe(401)
    expect((await call("POST", `${OPERATOR}/1/end`, undefined, undefined)).status).toBe(401)
    const refused = async (fields: Record<string, unknown>, field: string) => {
      const answer = await call("POST", OPERATOR, undefined, { ...body, key: `bad-${randomUUID().slice(0, 8)}`, ...fields }, operatorHeaders)
      expect(answer.status, JSON.stringify(answer.body)).toBe(400)
      if (field !== "") expect(answer.body.field).toBe(field)
    }
    await refused({ endsAt: START - 1 }, "endsAt")
    await refused({ prizes: [{ place: 2, amount: 100 }] }, "prizes")
    await refused({ games: [] }, "games")
    await refused({ kind: "sports", games: [] }, "minCoef")
    await refused({ currency: "XYZ" }, "currency")
    await refused({ titleEn: "bad\u0000title" }, "")
    // The same key again answers the first tournament; an unpublished one is shown to no player.
    const first = await call("POST", OPERATOR, undefined, body, operatorHeaders)
    const again = await call("POST", OPERATOR, undefined, { ...body, titleEn: "Other" }, operatorHeaders)
    expect(again.body.id).toBe(first.body.id)
    expect(again.body.title.en).toBe("A")
    expect((await call("GET", `${BASE}/${first.body.id}`, undefined)).status).toBe(404)
    expect((await call("GET", BASE, undefined)).body.tournaments.map((t: { id: number }) => t.id)).not.toContain(first.body.id)
  })

  it("counts a casino round only after the player joined, for the games it lists at their weight, in its currency", async () => {
    const diceCup = await tournament({})
    const plinkoCup = await tournament({ games: [{ gameId: "plinko", weight: 100 }] })
    const euroCup = await tournament({ currency: "EUR", games: [{ gameId: "dice", weight: 100 }] })
    const anna = await player(100_00)
    await dice(anna, 3_00)
    expect((await join(anna, diceCup)).status).toBe(200)
    expect((await join(anna, plinkoCup)).status).toBe(200)
    // No EUR account: no entry.
    const noEuro = await join(anna, euroCup)
    expect(noEuro.status).toBe(409)
    expect(noEuro.body.code).toBe(91)
    expect(await myPoints(anna, diceCup)).toBe(0)
    await dice(anna, 2_00)
    await dice(anna, 1_01)
    // 2.00 and 1.01 at 50%: 1.00 and 0.50 points (the half kopeck rounded down per round); the 3.00 before joining, nothing.
    expect(await myPoints(anna, diceCup)).toBe(100 + 50)
    expect(await myPoints(anna, plinkoCup)).toBe(0)
    // Joining twice is the one entry.
    const twice = await join(anna, diceCup)
    expect(twice.status).toBe(200)
    expect(twice.body.me.points).toBe(150)
    expect(twice.body.tournament.entrants).toBe(1)
  })

  it("counts no round outside the window: an upcoming tournament may be joined, its points start with it", async () => {
    const upcoming = await tournament({ startsAt: clock.nowMillis() + HOUR, endsAt: clock.nowMillis() + 2 * HOUR, games: [{ gameId: "dice", weight: 100 }] })
    const boris = await player(100_00)
    const joined = await join(boris, upcoming)
    expect(joined.status).toBe(200)
    expect(joined.body.tournament.phase).toBe("upcoming")
    await dice(boris, 5_00)
    expect(await myPoints(boris, upcoming)).toBe(0)
  })

  it("counts a single or an express at the minimum odds or more, not one below them", async () => {
    const game = [...world.games.values()].map((g) => g.game).find((g) => g.status === "line" && mainMarket(g) !== undefined)!
    const prices = [...mainMarket(game)!.outcomes].sort((a, b) => a.price - b.price)
    const low = prices[0]!
    const high = prices.at(-1)!
    expect(high.price).toBeGreaterThan(low.price)
    const cup = await tournament({ kind: "sports", games: [], minCoef: high.price })
    const vera = await player(500_00)
    expect((await join(vera, cup)).status).toBe(200)
    const place = async (leg: { id: string; price: number }, amount: number) => {
      const placed = await call("POST", "/web-api/coupon/place", vera.cookie, couponBody(vera.accountId, [{ id: leg.id, coef: leg.price }], { amount }))
      expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    }
    await place(low, 40_00)
    await place(high, 25_00)
    expect(await myPoints(vera, cup)).toBe(25_00)
  })

  it("ranks by points, the earlier reach ahead on a tie, and pays each place once even with three settlers at once", async () => {
    const cup = await tournament({ games: [{ gameId: "dice", weight: 100 }], prizes: [{ place: 1, amount: 1_000_00 }, { place: 2, amount: 500_00 }, { place: 3, amount: 200_00 }] })
    const [gleb, dana, egor, fedor] = [await player(100_00), await player(100_00), await player(100_00), await player(100_00)]
    for (const who of [gleb, dana, egor, fedor]) expect((await join(who, cup)).status).toBe(200)
    await dice(dana, 4_00)
    clock.advance(1_000)
    await dice(gleb, 4_00)
    await dice(egor, 9_00)
    // Fedor joined and played nothing that counts: no place in the prize table.
    const board = (await view(gleb, cup)).body
    expect(board.leaderboard.map((r: any) => [r.points, r.prize, r.me])).toEqual([
      [9_00, 1_000_00, false],
      [4_00, 500_00, false],
      [4_00, 200_00, true],
      [0, null, false]
    ])
    expect(board.me).toMatchObject({ place: 3, points: 4_00 })
    expect((await view(dana, cup)).body.me.place).toBe(2)
    // Another player's view shows their own place; a guest's none.
    expect((await view(undefined, cup)).body.me).toBeNull()
    expect(board.leaderboard.map((r: any) => r.player).join(" ")).not.toContain(String(gleb.userId))

    const before = await Promise.all([egor, dana, gleb, fedor].map(balanceOf))
    const ended = await call("POST", `${OPERATOR}/${cup}/end`, undefined, undefined, operatorHeaders)
    expect(ended.status).toBe(200)
    expect(ended.body.phase).toBe("finished")
    expect((await join(await player(10_00), cup)).body.code).toBe(90)
    // A round after the end counts nothing.
    await dice(egor, 50_00)
    clock.advance(TOURNAMENT_SETTLE_GRACE_MS + 1_000)
    const settlers = [otherProcess(server.database), otherProcess(server.database)]
    try {
      await Promise.all([...settlers, ...settlers].map((runtime) => runtime.runPromise(Effect.flatMap(TournamentsService, (s) => s.settleDue))))
    } finally {
      await Promise.all(settlers.map((runtime) => runtime.dispose()))
    }
    const after = await Promise.all([egor, dana, gleb, fedor].map(balanceOf))
    // Egor's round after the end moved his balance by its own result: the prize is the rest.
    const egorRound = Number((await server.database.query("select win - stake as net from casino_rounds where user_id = $1 order by id desc limit 1", [egor.userId]))[0]!["net"])
    expect(after.map((b, i) => b - before[i]!)).toEqual([1_000_00 + egorRound, 500_00, 200_00, 0])
    const paid = await server.database.query("select place, amount from tournament_prizes where tournament_id = $1 order by place", [cup])
    expect(paid.map((r) => [Number(r["place"]), Number(r["amount"])])).toEqual([
      [1, 1_000_00],
      [2, 500_00],
      [3, 200_00]
    ])
    const postings = await server.database.query("select count(*) as n from ledger_transactions where idempotency_key like $1", [`tournament:${cup}:place:%`])
    expect(Number(postings[0]!["n"])).toBe(3)
    const final = (await view(egor, cup)).body
    expect(final.tournament.settledAt).not.toBeNull()
    expect(final.leaderboard[0]).toMatchObject({ points: 9_00, prize: 1_000_00, me: true })
    await expectLedgerBalanced()
  })

  it("refuses a self-excluded player with 403 and writes no entry", async () => {
    const cup = await tournament({})
    const hana = await player(10_00)
    await server.database.query("insert into player_exclusions (user_id, limit_type, started_at) values ($1, 30, $2)", [hana.userId, new Date(clock.nowMillis() - 1_000)])
    const refused = await join(hana, cup)
    expect(refused.status).toBe(403)
    expect(refused.body._tag).toBe("ResponsibleGamingRefused")
    expect((await view(hana, cup)).body.me).toBeNull()
  })

  it("answers no session 401, a foreign Origin 403, bad ids and a NUL byte 4xx, a huge body 413", async () => {
    const cup = await tournament({})
    const ivan = await player(10_00)
    expect((await join(undefined, cup)).status).toBe(401)
    expect((await join(ivan, cup, { origin: "https://evil.example" })).status).toBe(403)
    expect((await view(ivan, cup)).body.me).toBeNull()
    expect((await call("GET", `${BASE}/999999999`, undefined)).status).toBe(404)
    expect((await join(ivan, 999_999_999)).status).toBe(404)
    for (const bad of ["abc", "0", "-1", "1%00", "1.5"]) {
      const answer = await call("GET", `${BASE}/${bad}`, undefined)
      expect(answer.status, bad).toBeGreaterThanOrEqual(400)
      expect(answer.status, bad).toBeLessThan(500)
    }
    const huge = await call("POST", OPERATOR, undefined, { key: "huge-cup", titleEn: "x".repeat(2_000_000) }, operatorHeaders)
    expect(huge.status).toBe(413)
    const list = await call("GET", BASE, ivan.cookie)
    expect(list.status).toBe(200)
    expect(list.body.tournaments.find((t: { id: number }) => t.id === cup)).toMatchObject({ joined: false, phase: "running" })
  })
})
