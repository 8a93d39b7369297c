import { randomUUID } from "node:crypto"
import { Effect, Layer, ManagedRuntime } from "effect"
import { describe, expect, it } from "vitest"
import { LedgerServiceLive } from "../../server/account/ledger"
import { CasinoSteppedRoundsService, CasinoSteppedRoundsServiceLive } from "../../server/casino/rounds/steppedService"
import { databaseLayer } from "../../server/platform/db/databaseLayer"
import { type CasinoPlayer, useCasinoTable } from "./support/casinoTable"
import { databasesUnderTest } from "./support/databases"
import { makeManualClock } from "./support/manualClock"

/**
 * The mid-round rule of stepped rounds (mines, blackjack) on the server: a player who becomes self-excluded, timed
 * out or banned while a round is open is refused the actions that play on (a reveal, a hit, a double), with the same
 * typed refusal a new round gets, and nothing moves; the actions that end the position (a cash-out, a stand) are
 * taken and paid. A round nobody ends is ended by its game's abandon rule once it has been open 24 hours, by the
 * server's sweep, whether or not its player may still play. Amounts are kopecks.
 */

const STEPPED = "/web-api/casino/stepped"
const DAY_MS = 24 * 60 * 60 * 1000

describe.each(databasesUnderTest)("the mid-round rule of stepped rounds on $label", (db) => {
  const clock = makeManualClock(Date.UTC(2026, 10, 27, 12, 0))
  const { server, player, call, balanceOf, expectLedgerBalanced } = useCasinoTable(db, 5_401, { clock: clock.clock })
  const start = (who: CasinoPlayer, gameId: string, stake: number, choices: unknown) =>
    call("POST", `${STEPPED}/rounds`, who.cookie, { roundId: randomUUID(), gameId, stake, choices })
  const act = (who: CasinoPlayer, roundId: string, step: number, action: unknown) => call("POST", `${STEPPED}/rounds/${roundId}/act`, who.cookie, { step, action })
  const roundOf = async (who: CasinoPlayer, roundId: string) => {
    const answer = await call("GET", `${STEPPED}/rounds/${roundId}`, who.cookie)
    expect(answer.status, answer.text).toBe(200)
    return answer.body
  }
  const storedRound = async (roundId: string) => {
    const rows = await server.database.query(
      `select o.ended_at is not null as ended, o.abandoned, r.win from casino_stepped_rounds o join casino_rounds r on r.id = o.round_pk
       where r.round_id = $1`,
      [roundId]
    )
    return { ended: rows[0]!["ended"], abandoned: rows[0]!["abandoned"], win: Number(rows[0]!["win"]) }
  }
  /** A self-exclusion (limit type 30) or a time-out (33) from a minute ago, for a week, by the server's clock. */
  const exclude = (who: CasinoPlayer, limitType: 30 | 33) =>
    server.database.query("insert into player_exclusions (user_id, limit_type, started_at, ends_at) values ($1, $2, $3, $4)", [
      who.userId,
      limitType,
      new Date(clock.nowMillis() - 60_000),
      new Date(clock.nowMillis() + 7 * DAY_MS)
    ])

  /** A one-mine round of 1000 with tile 7 revealed safe (a mine there, 1 in 25, starts another). */
  const minesAfterOneSafeTile = async (who: CasinoPlayer) => {
    for (let tries = 0; tries < 30; tries++) {
      const started = await start(who, "mines", 1_000, { mines: 1 })
      expect(started.status, started.text).toBe(200)
      const roundId = started.body.round.roundId as string
      const revealed = await act(who, roundId, 0, { _tag: "Reveal", tile: 7 })
      expect(revealed.status, revealed.text).toBe(200)
      if (revealed.body.round.view.status === "playing") return roundId
    }
    throw new Error("tile 7 was a mine 30 times")
  }

  /** A blackjack round of 100 still open after the deal (neither side dealt a blackjack). */
  const openBlackjack = async (who: CasinoPlayer) => {
    for (let tries = 0; tries < 30; tries++) {
      const started = await start(who, "blackjack", 100, {})
      expect(started.status, started.text).toBe(200)
      if (!started.body.round.over) return started.body.round.roundId as string
    }
    throw new Error("30 blackjacks dealt")
  }

  it("refuses a self-excluded player's reveal as it refuses a round, and pays their cash-out in full", async () => {
    const who = await player(10_000)
    const roundId = await minesAfterOneSafeTile(who)
    await exclude(who, 30)
    const before = await balanceOf(who)

    const reveal = await act(who, roundId, 1, { _tag: "Reveal", tile: 8 })
    expect(reveal.status, reveal.text).toBe(403)
    expect(reveal.body).toMatchObject({ _tag: "ResponsibleGamingRefused", code: 43, limitType: 30 })
    // A new round gets the same refusal.
    const another = await start(who, "blackjack", 100, {})
    expect(another.status).toBe(403)
    expect(another.body).toMatchObject({ _tag: "ResponsibleGamingRefused", code: 43, limitType: 30 })
    expect(await roundOf(who, roundId)).toMatchObject({ step: 1, over: false })
    expect(await balanceOf(who)).toBe(before)

    // One safe tile of 25 with one mine: 0.99 × 25/24 = 1.03125 times 1000, 1031 kopecks whole.
    const cashOut = await act(who, roundId, 1, { _tag: "CashOut" })
    expect(cashOut.status, cashOut.text).toBe(200)
    expect(cashOut.body.round).toMatchObject({ over: true, win: 1_031, abandoned: false })
    expect(await balanceOf(who)).toBe(before + 1_031)
    await expectLedgerBalanced()
  })

  it("refuses a timed-out player's hit and double, and lets them stand: the dealer plays the round out and it is paid", async () => {
    const who = await player(10_000)
    const roundId = await openBlackjack(who)
    await exclude(who, 33)
    const before = await balanceOf(who)

    for (const tag of ["Hit", "Double"]) {
      const refused = await act(who, roundId, 0, { _tag: tag })
      expect(refused.status, `${tag}: ${refused.text}`).toBe(403)
      expect(refused.body).toMatchObject({ _tag: "ResponsibleGamingRefused", code: 44, limitType: 33 })
    }
    expect(await roundOf(who, roundId)).toMatchObject({ step: 0, over: false, staked: 100 })
    expect(await balanceOf(who)).toBe(before)

    const stand = await act(who, roundId, 0, { _tag: "Stand" })
    expect(stand.status, stand.text).toBe(200)
    const round = stand.body.round
    expect(round.over).toBe(true)
    // One hand of 100 not doubled: it pays back 0 (lost), 100 (a push) or 200 (won).
    expect([0, 100, 200]).toContain(round.win)
    expect(await balanceOf(who)).toBe(before + round.win)
    await expectLedgerBalanced()
  })

  it("refuses a banned player's reveal with the refusal a banned player's round gets, and pays the cash-out", async () => {
    const who = await player(10_000)
    const roundId = await minesAfterOneSafeTile(who)
    await server.database.query("update players set ban_level = 1 where id = $1", [who.userId])
    const before = await balanceOf(who)

    const reveal = await act(who, roundId, 1, { _tag: "Reveal", tile: 8 })
    expect(reveal.status, reveal.text).toBe(403)
    expect(reveal.body).toMatchObject({ _tag: "CasinoPlayForbidden", code: 63, reason: "banned" })
    const cashOut = await act(who, roundId, 1, { _tag: "CashOut" })
    expect(cashOut.status, cashOut.text).toBe(200)
    expect(cashOut.body.round).toMatchObject({ over: true, win: 1_031 })
    expect(await balanceOf(who)).toBe(before + 1_031)
  })

  it("ends a round left open 24 hours by its abandon rule whether or not its player comes back: an excluded player's mines pay 0.99×", async () => {
    const who = await player(10_000)
    const started = await start(who, "mines", 1_000, { mines: 3 })
    expect(started.status, started.text).toBe(200)
    const roundId = started.body.round.roundId as string
    await exclude(who, 30)
    // Before any pick a cash-out is not in the rules, and a reveal plays on: the round can only wait.
    expect((await act(who, roundId, 0, { _tag: "Reveal", tile: 0 })).status).toBe(403)
    expect((await act(who, roundId, 0, { _tag: "CashOut" })).body).toMatchObject({ code: 68 })
    const before = await balanceOf(who)

    // The sweep as the server runs it every minute, on the same database and clock; first before the 24 hours.
    const runtime = ManagedRuntime.make(
      CasinoSteppedRoundsServiceLive.pipe(Layer.provide(LedgerServiceLive), Layer.provideMerge(databaseLayer(server.database.options)), Layer.orDie)
    )
    try {
      const sweep = Effect.flatMap(CasinoSteppedRoundsService, (stepped) => stepped.sweep).pipe(Effect.withClock(clock.clock))
      clock.advance(DAY_MS - 60_000)
      await runtime.runPromise(sweep)
      expect(await storedRound(roundId)).toMatchObject({ ended: false })
      clock.advance(2 * 60_000)
      await runtime.runPromise(sweep)
    } finally {
      await runtime.dispose()
    }
    // With no pick the abandon rule cashes out k = 0: 0.99 × 1000. (The player's session has expired by now: the
    // round is read where the server keeps it.)
    expect(await storedRound(roundId)).toEqual({ ended: true, abandoned: true, win: 990 })
    expect(await balanceOf(who)).toBe(before + 990)
    await expectLedgerBalanced()
  })
})
