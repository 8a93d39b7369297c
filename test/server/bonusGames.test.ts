import { randomUUID } from "node:crypto"
import { Effect, Either, Redacted } from "effect"
import { describe, expect, it } from "vitest"
import { bonusGamesCommand } from "../../server/operator/bonusGamesCommand"
import { bonusGameOf } from "../../src/domain/casino/bonusGames/catalogue"
import { RoundRandom } from "../../src/domain/casino/fair"
import { databasesUnderTest } from "./support/databases"
import { makeManualClock } from "./support/manualClock"
import { TEST_OPERATOR_TOKEN } from "./support/testServer"
import { type CasinoPlayer, useCasinoTable } from "./support/casinoTable"

/**
 * The bonus mini-games on the server: one free play per UTC day by the server's clock (two at once still one), plays
 * an operator granted, a prize paid once per play id into the bonus account as a balanced ledger transaction from the
 * house, the player's casino seed pair and nonce shared with the casino rounds (so the revealed seed recomputes the
 * play), and the refusals: no session, another player's plays, self-exclusion, no free play left. RUB: a prize base is
 * 1000 kopecks.
 */

const BASE = "/web-api/casino/bonus-games"
/** 23:50 UTC: ten minutes before the next UTC day. */
const START = Date.UTC(2026, 10, 26, 23, 50)
const NEXT_MIDNIGHT = Date.UTC(2026, 10, 27)
const RUB_BASE = 1000

describe.each(databasesUnderTest)("bonus games on $label", (db) => {
  const clock = makeManualClock(START)
  const { server, player, call, balanceOf, expectLedgerBalanced } = useCasinoTable(db, 4_901, { clock: clock.clock })
  const play = (who: CasinoPlayer, game: string, choice: unknown, playId: string = randomUUID()) => call("POST", `${BASE}/plays`, who.cookie, { playId, game, choice })
  const games = async (who: CasinoPlayer) => {
    const answer = await call("GET", BASE, who.cookie)
    expect(answer.status, answer.text).toBe(200)
    return answer.body
  }
  const bonusBalance = async (who: CasinoPlayer): Promise<number> => {
    const rows = await server.database.query("select balance from ledger_accounts where user_id = $1 and type = 4", [who.userId])
    return rows.length === 0 ? 0 : Number(rows[0]!["balance"])
  }
  const grant = (args: ReadonlyArray<string>, token = TEST_OPERATOR_TOKEN) =>
    Effect.runPromise(Effect.either(bonusGamesCommand(args, server.url, Redacted.make(token))))

  it("answers 401 to every call without a signed-in player", async () => {
    for (const [method, path, body] of [
      ["GET", BASE, undefined],
      ["POST", `${BASE}/plays`, { playId: randomUUID(), game: "fortuna", choice: {} }],
      ["GET", `${BASE}/plays`, undefined]
    ] as const) {
      expect((await call(method, path, undefined, body)).status, `${method} ${path}`).toBe(401)
    }
  })

  it("gives one free play a day: two plays at once make one, the other is refused with the time of the next", async () => {
    const who = await player(10_000)
    expect((await games(who)).freePlays).toEqual({ left: 1, dailyUsed: false, grantedLeft: 0, nextDailyAt: NEXT_MIDNIGHT })
    const [a, b] = await Promise.all([play(who, "chest", { chest: 0 }), play(who, "chest", { chest: 1 })])
    expect([a.status, b.status].sort()).toEqual([200, 409])
    const refused = a.status === 409 ? a : b
    expect(refused.body).toMatchObject({ _tag: "BonusPlayRefused", code: 71, nextDailyAt: NEXT_MIDNIGHT })
    const third = await play(who, "fortuna", {})
    expect(third.status).toBe(409)
    expect((await games(who)).freePlays).toMatchObject({ left: 0, dailyUsed: true })
    expect(Number((await server.database.query("select count(*) as n from bonus_game_plays where user_id = $1", [who.userId]))[0]!["n"])).toBe(1)
  })

  it("pays the prize into the bonus account in one balanced transaction from the house, recomputable from the revealed seed", async () => {
    const who = await player(10_000)
    const seeds = (await call("GET", "/web-api/casino/seeds", who.cookie)).body
    const choice = { code: [1, 2, 3] }
    const answer = await play(who, "safe", choice)
    expect(answer.status, answer.text).toBe(200)
    const { play: made, bonusBalance: after } = answer.body
    expect(made.seeds).toEqual({ commitment: seeds.active.commitment, clientSeed: seeds.active.clientSeed, nonce: 0, serverSeed: null })
    expect(made.prize).toBe(made.prizeMultiple * RUB_BASE)
    expect(after).toBe(made.prize)
    expect(await bonusBalance(who)).toBe(made.prize)
    expect((await games(who)).bonusBalance).toBe(made.prize)
    // The main account is untouched: a free play stakes nothing.
    expect(await balanceOf(who)).toBe(10_000)
    // The play took the pair's nonce 0: the casino's next round takes 1.
    expect((await call("GET", "/web-api/casino/seeds", who.cookie)).body.active.nextNonce).toBe(1)
    const round = await call("POST", "/web-api/casino/rounds", who.cookie, { roundId: randomUUID(), gameId: "dice", stake: 100, choices: { target: 5000, side: "under" } })
    expect(round.status, round.text).toBe(200)
    expect(round.body.round.seeds.nonce).toBe(1)
    // Rotating reveals the seed: the digits of the safe's code are three draws of 0 … 9 from its stream.
    const rotated = (await call("POST", "/web-api/casino/seeds/rotate", who.cookie)).body
    const serverSeed = rotated.revealed[0].serverSeed
    const stream = new RoundRandom({ serverSeed, clientSeed: seeds.active.clientSeed, nonce: 0 })
    expect(made.outcome).toEqual({ code: [stream.int(10), stream.int(10), stream.int(10)] })
    const mine = (await call("GET", `${BASE}/plays`, who.cookie)).body.plays
    expect(mine).toHaveLength(1)
    expect(mine[0].seeds.serverSeed).toBe(serverSeed)
    expect(bonusGameOf("safe")!.prizeOf(choice, made.outcome)).toBe(made.prizeMultiple)
    await expectLedgerBalanced()
  })

  it("a prize moves from the house's bonus-games account to the player's bonus account (type 4), nothing else", async () => {
    const who = await player(10_000)
    await server.database.query("insert into bonus_game_grants (user_id, plays, source, granted_at) values ($1, 30, 'test', $2)", [who.userId, new Date(clock.nowMillis())])
    // A wheel spin wins with a chance of 2/3: thirty spins all losing is a chance of 3^-30.
    let made: any
    for (let i = 0; i < 30 && (made === undefined || made.prize === 0); i++) made = (await play(who, "fortuna", {})).body.play
    expect(made.prize).toBeGreaterThan(0)
    const entries = await server.database.query(
      `select a.house, a.type, a.currency, e.amount from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
       join ledger_accounts a on a.id = e.account_id where t.idempotency_key = $1 order by e.amount`,
      [`bonus-game:${who.userId}:${made.playId}`]
    )
    expect(entries.map((e) => [e["house"], e["type"] === null ? null : Number(e["type"]), e["currency"], Number(e["amount"])])).toEqual([
      ["bonus-games", null, "RUB", -made.prize],
      [null, 4, "RUB", made.prize]
    ])
    expect([0, 1, 2, 5, 10, 50].map((m) => m * RUB_BASE)).toContain(made.prize)
    await expectLedgerBalanced()
  })

  it("pays a play id once: the same request again answers the first play, another request with it is refused", async () => {
    const who = await player(10_000)
    const id = randomUUID()
    const first = await play(who, "lottery", { numbers: [1, 5, 9, 13] }, id)
    expect(first.status, first.text).toBe(200)
    const again = await play(who, "lottery", { numbers: [1, 5, 9, 13] }, id)
    expect(again.status).toBe(200)
    expect(again.body.play).toEqual(first.body.play)
    expect(await bonusBalance(who)).toBe(first.body.play.prize)
    const other = await play(who, "lottery", { numbers: [2, 5, 9, 13] }, id)
    expect(other.status).toBe(409)
    expect(other.body).toMatchObject({ code: 72 })
    await expectLedgerBalanced()
  })

  it("refuses what a game does not take: an unknown game 404, a bad choice 400 naming the field, and uses nothing", async () => {
    const who = await player(10_000)
    expect((await play(who, "roulette", {})).status).toBe(404)
    const bad = await play(who, "memory", { cards: [0, 0, 1, 2, 3, 4] })
    expect(bad.status).toBe(400)
    expect(bad.body).toMatchObject({ _tag: "BonusPlayInvalid", code: 70, field: "choice.cards" })
    expect((await play(who, "chest", { chest: "0\u0000" })).status).toBe(400)
    expect((await call("POST", `${BASE}/plays`, who.cookie, { playId: "short", game: "chest", choice: { chest: 0 } })).status).toBe(400)
    expect((await games(who)).freePlays.left).toBe(1)
  })

  it("refuses a self-excluded or timed-out player as it refuses stakes, and leaves the free play", async () => {
    for (const [limitType, code] of [
      [30, 43],
      [33, 44]
    ] as const) {
      const who = await player(10_000)
      await server.database.query("insert into player_exclusions (user_id, limit_type, started_at, ends_at) values ($1, $2, $3, $4)", [
        who.userId,
        limitType,
        new Date(clock.nowMillis() - 60_000),
        new Date(clock.nowMillis() + 7 * 86_400_000)
      ])
      const answer = await play(who, "dragon", { eggs: [0, 1, 2, 0] })
      expect(answer.status).toBe(403)
      expect(answer.body).toMatchObject({ _tag: "ResponsibleGamingRefused", code, limitType })
      expect((await games(who)).freePlays.left).toBe(1)
      expect(await bonusBalance(who)).toBe(0)
    }
  })

  it("another player's plays are not theirs to read", async () => {
    const a = await player(10_000)
    const b = await player(10_000)
    expect((await play(a, "fortuna", {})).status).toBe(200)
    expect((await call("GET", `${BASE}/plays`, b.cookie)).body).toEqual({ plays: [] })
    expect((await call("GET", `${BASE}/plays`, a.cookie)).body.plays).toHaveLength(1)
  })

  it("grants plays only with the operator token; granted plays come after the daily one and do not run out at midnight", async () => {
    const who = await player(10_000)
    const noToken = await fetch(`${server.url}/web-api/operator/bonus-games/grants`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ userId: who.userId, plays: 5 })
    })
    expect(noToken.status).toBe(401)
    expect(Either.isLeft(await grant(["grant", String(who.userId), "5"], "not-the-operator-token-0123456789012345678"))).toBe(true)
    expect((await games(who)).freePlays.grantedLeft).toBe(0)
    expect(Either.isLeft(await grant(["grant", String(who.userId), "0"]))).toBe(true)
    expect(Either.isLeft(await grant(["grant", "987654321", "1"]))).toBe(true)
    const granted = await grant(["grant", String(who.userId), "2"])
    expect(granted).toEqual(Either.right(`granted 2 free plays to player ${who.userId}: 2 granted left`))
    expect((await games(who)).freePlays).toMatchObject({ left: 3, dailyUsed: false, grantedLeft: 2 })
    const kinds: Array<string> = []
    for (let i = 0; i < 3; i++) {
      const answer = await play(who, "fortuna", {})
      expect(answer.status, answer.text).toBe(200)
      kinds.push(answer.body.play.freePlay)
    }
    expect(kinds).toEqual(["daily", "granted", "granted"])
    expect((await play(who, "fortuna", {})).status).toBe(409)
    await expectLedgerBalanced()
  })

  it("gives another free play on the next UTC day by the server's clock", async () => {
    const who = await player(10_000)
    expect((await play(who, "memory", { cards: [0, 1, 2, 3, 4, 5] })).status).toBe(200)
    expect((await play(who, "memory", { cards: [0, 1, 2, 3, 4, 5] })).status).toBe(409)
    clock.advance("15 minutes")
    const next = await games(who)
    expect(next.freePlays).toEqual({ left: 1, dailyUsed: false, grantedLeft: 0, nextDailyAt: NEXT_MIDNIGHT + 86_400_000 })
    const answer = await play(who, "memory", { cards: [0, 1, 2, 3, 4, 5] })
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body.freePlays.left).toBe(0)
  })

  it("redirects the old bonus-game routes with 301 to the current ones", async () => {
    const location = async (path: string) => {
      const answer = await fetch(`${server.url}${path}`, { redirect: "manual" })
      return [answer.status, answer.headers.get("location")]
    }
    expect(await location("/en/games/wheel")).toEqual([301, "/en/games/fortuna"])
    expect(await location("/ru/bonus-games/treasure-chest")).toEqual([301, "/ru/games/chest"])
    expect(await location("/en/bonus-games/dragon")).toEqual([301, "/en/games/dragon"])
    expect(await location("/en/bonus-games")).toEqual([301, "/en/games"])
  })
})
