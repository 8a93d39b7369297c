import { fixedSecret } from "../support/worldSecrets"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { NotModified } from "../../src/domain/api/sports"
import type { Game, GamesAnswer } from "../../src/domain/sports/feed"
import { overround } from "../../src/domain/sports/margin"
import type { World } from "../../server/sports/simulator/model"
import { finishGame } from "../../server/sports/simulator/world"
import { SportsFeed } from "../../server/sports/feed"
import { accountServicesOn, type AccountServices, playerWithMoney, signedInCookie } from "./support/accounts"
import { failureOf, withClient } from "./support/apiClient"
import { type BetLeg, couponBody, settlerProcessOn, type SettlerProcess } from "./support/coupons"
import { databasesUnderTest } from "./support/databases"
import { cookieHeader } from "./support/http"
import { makeManualClock } from "./support/manualClock"
import { useTestServer } from "./support/testServer"

/**
 * Outrights on the server (SPEC.md 2.2 politics and marble): the feed serves elections and marble races through the
 * sports group like any game, and a bet on one is placed, settled once by the settler against the recorded winner,
 * and paid. The server's line and the settler's (a second process on the same database) are one world: one seed, one
 * clock; an outright does not depend on how often each process plays its world on.
 */

/** Thirty seconds into the race of 18:00: it is in play; the next starts at 18:03. */
const START = Date.UTC(2026, 5, 1, 18, 0, 30)
const SPORTS = { secret: fixedSecret(17), live: 30, line: 100 }
const PLACE = "/web-api/coupon/place"
const MARBLE = "marble-sprint"

const answerOf = (answer: GamesAnswer | NotModified): GamesAnswer => {
  if (answer instanceof NotModified) throw new Error("expected an answer, got 304")
  return answer
}
const numbersTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1)


/** stake × the product of the coefficients, rounded half up to a minor unit (the test's own arithmetic, in integers). */
const payoutOf = (stake: number, coefs: ReadonlyArray<number>): number => {
  const product = coefs.reduce((acc, c) => acc * BigInt(Math.round(c * 100)), 1n)
  const scale = 100n ** BigInt(coefs.length)
  return Number((2n * BigInt(stake) * product + scale) / (2n * scale))
}

/** The leg on participant `number` of an outright. */
const legOn = (game: Game, number: number): BetLeg => {
  const outcome = game.markets[0]!.outcomes.find((o) => o.kind === String(number))!
  return { id: outcome.id, coef: outcome.price }
}

/** The winner an outright will have: the world's own draw, as the developer's finish and its date make it. */
const winnerOf = (world: World, id: string): number => finishGame(world, id)!.results.at(-1)!.order![0]!

describe.each(databasesUnderTest)("outrights on $label", (db) => {
  const clock = makeManualClock(START)
  const server = useTestServer(db, { clock: clock.clock, sports: { ...SPORTS, tickEvery: "40 millis" }, coupon: { inPlayDelay: 0, settleEvery: 0 } })
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

  const games = async (section: "line" | "live", championship: string) =>
    answerOf(await withClient(server.url, (c) => c.sports.games({ urlParams: { section, championship } }))).games
  const place = async (cookie: string, body: unknown) => {
    const response = await fetch(`${server.url}${PLACE}`, { method: "POST", headers: { "content-type": "application/json", ...cookieHeader(cookie) }, body: JSON.stringify(body) })
    return { status: response.status, body: await response.json() }
  }
  const coupon = async (cookie: string, id: number) => (await (await fetch(`${server.url}/web-api/coupon/${id}`, { headers: cookieHeader(cookie) })).json()) as any
  const balance = async (accountId: number) => Number((await server.database.query("select balance from ledger_accounts where id = $1", [accountId]))[0]!["balance"])

  it("serves politics on the line and marble racing on the line and in play, in the menus, lists, game and multi calls", async () => {
    const line = await withClient(server.url, (c) => c.sports.menu({ urlParams: { section: "line" } }))
    const live = await withClient(server.url, (c) => c.sports.menu({ urlParams: { section: "live" } }))
    if (!("sports" in line) || !("sports" in live)) throw new Error("expected the menus")
    expect(line.sports.find((s) => s.sport.id === "politics")).toMatchObject({ sport: { name: "Politics" }, count: 8 })
    expect(line.sports.find((s) => s.sport.id === "marble")).toMatchObject({ sport: { name: "Marble racing" }, count: 5, championships: 1 })
    expect(live.sports.find((s) => s.sport.id === "marble")).toMatchObject({ count: 1 })
    expect(live.sports.find((s) => s.sport.id === "politics")).toBeUndefined()

    const champs = await withClient(server.url, (c) => c.sports.championships({ urlParams: { section: "line", sport: "politics" } }))
    if (!("championships" in champs)) throw new Error("expected championships")
    const elections = (await Promise.all(champs.championships.map(({ championship }) => games("line", championship.id)))).flat()
    expect(elections.length).toBe(8)
    for (const election of elections) {
      expect(election).toMatchObject({ sportId: "politics", status: "line", away: "" })
      expect(election.participants!.length).toBeGreaterThanOrEqual(4)
      expect(election.participants!.length).toBeLessThanOrEqual(12)
      expect(election.markets.map((m) => [m.type, m.status])).toEqual([["outright", "open"]])
      expect(overround(election.markets[0]!.outcomes.map((o) => o.price))).toBeGreaterThan(1)
    }

    const races = await games("line", MARBLE)
    expect(races.map((r) => r.startsAt)).toEqual([1, 2, 3, 4, 5].map((k) => Date.UTC(2026, 5, 1, 18, 3 * k)))
    for (const race of races) {
      expect(race.participants).toHaveLength(8)
      expect(race.markets[0]!.outcomes.map((o) => o.kind)).toEqual(numbersTo(8).map(String))
      expect(race.markets[0]!.status).toBe("open")
      expect(overround(race.markets[0]!.outcomes.map((o) => o.price))).toBeGreaterThan(1)
    }
    const [running] = await games("live", MARBLE)
    expect(running).toMatchObject({ status: "live", startsAt: Date.UTC(2026, 5, 1, 18, 0), clockRunning: true })
    expect(running!.markets[0]!.status).toBe("suspended")
    expect([...running!.order!].sort((a, b) => a - b)).toEqual(numbersTo(8))

    // One outright as a game, and several in a multi-live poll; an id no race ever had is unknown.
    const one = answerOf(await withClient(server.url, (c) => c.sports.game({ path: { id: races[0]!.id }, urlParams: {} })))
    expect(one.games.map((g) => g.id)).toEqual([races[0]!.id])
    const multi = answerOf(await withClient(server.url, (c) => c.sports.multi({ urlParams: { ids: [running!.id, elections[0]!.id] } })))
    expect(multi.games.map((g) => g.id).sort()).toEqual([running!.id, elections[0]!.id].sort())
    expect(await failureOf(server.url, (c) => c.sports.game({ path: { id: "g899999999" }, urlParams: {} }))).toMatchObject({ _tag: "SportsNotFound", message: "no game g899999999" })
    // An outright has no statistics: no two sides to compare.
    expect(await failureOf(server.url, (c) => c.sports.statistics({ path: { id: races[0]!.id } }))).toMatchObject({ _tag: "SportsNotFound" })
  })

  it("pays a placed outright bet once, by the recorded winner; keeps two runners of one race out of one express", async () => {
    const userId = 9_501
    const accountId = await playerWithMoney(accounts, userId, "RUB", 1_000_00)
    const cookie = await signedInCookie(server.url, server.database, userId)
    const race = (await games("line", MARBLE))[0]!
    const election = [...world.games.values()].map((g) => g.game).find((g) => g.sportId === "politics")!
    const winner = winnerOf(world, race.id)
    const loser = winner === 1 ? 2 : 1
    const elected = winnerOf(world, election.id)

    const single = await place(cookie, couponBody(accountId, [legOn(race, winner)], { amount: 100_00 }))
    expect(single.status).toBe(200)
    expect(single.body.legs).toMatchObject([{ gameId: race.id, home: race.home, away: "", marketType: "outright", outcome: String(winner), status: "open" }])
    const lost = await place(cookie, couponBody(accountId, [legOn(race, loser)], { amount: 50_00 }))
    expect(lost.status).toBe(200)
    // Two runners of one race are two bets on one game: never in one express.
    const sameRace = [legOn(race, winner), legOn(race, loser)]
    const refused = await place(cookie, couponBody(accountId, sameRace, { typeId: 1, amount: 10_00 }))
    expect(refused.status).toBe(422)
    expect(refused.body).toMatchObject({ _tag: "CouponRefused", problems: [{ _tag: "ConflictingBets", betIds: sameRace.map((leg) => leg.id) }] })
    // An election and a race are two events: an express of the two is taken.
    const express = await place(cookie, couponBody(accountId, [legOn(election, elected), legOn(race, winner)], { typeId: 1, amount: 20_00 }))
    expect(express.status).toBe(200)
    expect(await balance(accountId)).toBe(1_000_00 - 170_00)

    // Before the race, nothing is decided.
    expect((await settler.settleOnce()).coupons).toBe(0)
    // The race runs its minute or so, and finishes: the settler's line plays on to the clock and pays the singles.
    clock.advance(race.startsAt + 120_000 - START)
    await settler.run(Effect.flatMap(SportsFeed, (feed) => feed.tick))
    const decided = (await settler.world()).results.find((r) => r.id === race.id)!
    expect(decided.order![0]).toBe(winner)
    expect((await settler.settleOnce()).coupons).toBe(2)
    const won = await coupon(cookie, single.body.id)
    expect(won).toMatchObject({ status: "won", payout: payoutOf(100_00, [legOn(race, winner).coef]) })
    // A race has a winner, not a score: the leg keeps none. It keeps its runner's name, read back from the database.
    expect(won.legs).toMatchObject([{ status: "won", score: null, outcomeName: race.participants![winner - 1] }])
    expect(await coupon(cookie, lost.body.id)).toMatchObject({ status: "lost", payout: 0 })
    expect((await coupon(cookie, express.body.id)).status).toBe("open")

    // The election's result is declared (the developer's finish, ahead of its date): the express is paid too.
    await settler.finish(election.id)
    expect((await settler.settleOnce()).coupons).toBe(1)
    const paid = await coupon(cookie, express.body.id)
    expect(paid).toMatchObject({ status: "won", payout: payoutOf(20_00, [legOn(election, elected).coef, legOn(race, winner).coef]) })
    expect(paid.legs.map((leg: { status: string }) => leg.status)).toEqual(["won", "won"])

    // Once: another pass pays nothing again, and each coupon has one settlement in the ledger.
    expect((await settler.settleOnce()).coupons).toBe(0)
    for (const id of [single.body.id, lost.body.id, express.body.id]) {
      const rows = await server.database.query("select count(*) as n from ledger_transactions where idempotency_key = $1", [`coupon-settle:${id}`])
      expect(Number(rows[0]!["n"])).toBe(1)
    }
    expect(await balance(accountId)).toBe(1_000_00 - 170_00 + won.payout + paid.payout)

    // The server's own line (played on in other steps) shows the race among the results with the same winner.
    const date = new Date(race.startsAt).toISOString().slice(0, 10)
    let results = await withClient(server.url, (c) => c.sports.results({ urlParams: { date, sport: "marble" } }))
    for (let i = 0; i < 100 && !results.results.some((r) => r.id === race.id); i++) {
      await new Promise((resolve) => setTimeout(resolve, 40))
      results = await withClient(server.url, (c) => c.sports.results({ urlParams: { date, sport: "marble" } }))
    }
    expect(results.results.find((r) => r.id === race.id)).toMatchObject({ home: race.home, participants: race.participants, order: decided.order })
  })
})
