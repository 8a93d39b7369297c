import { randomUUID } from "node:crypto"
import { Either, Schema } from "effect"
import { describe, expect, it } from "vitest"
import { startServer } from "../../server/startServer"
import { RoundRandom } from "../../src/domain/casino/fair"
import { winOn } from "../../src/domain/casino/game"
import { steppedGameOf } from "../../src/domain/casino/games/stepped"
import { steppedAgreement, verifySteppedRound } from "../../src/domain/casino/verifyStepped"
import { databasesUnderTest } from "./support/databases"
import { type CasinoPlayer, useCasinoTable } from "./support/casinoTable"
import { cookieHeader } from "./support/http"

/**
 * The casino's stepped rounds (mines, blackjack) on the server: the stake is debited at the start, a double debits
 * its extra stake, the payout is credited when the round ends, every step is taken once however often it is sent, the
 * hidden mines and cards are never served before the end, and a finished round recomputes from its revealed seeds.
 * Amounts are kopecks.
 */

const BASE = "/web-api/casino"
const STEPPED = `${BASE}/stepped`

describe.each(databasesUnderTest)("casino stepped rounds on $label", (db) => {
  const { server, player, call, balanceOf, expectLedgerBalanced } = useCasinoTable(db, 5_001)
  const start = (who: CasinoPlayer, gameId: string, stake: number, choices: unknown, roundId: string = randomUUID()) =>
    call("POST", `${STEPPED}/rounds`, who.cookie, { roundId, gameId, stake, choices })
  const act = (who: CasinoPlayer, roundId: string, step: number, action: unknown) => call("POST", `${STEPPED}/rounds/${roundId}/act`, who.cookie, { step, action })

  /** A mines round started and its first tile revealed, until that tile is safe (or a mine, if `wantMine`). */
  const minesRoundWithFirstTile = async (who: CasinoPlayer, mines: number, stake: number, wantMine: boolean) => {
    for (let tries = 0; tries < 60; tries++) {
      const started = await start(who, "mines", stake, { mines })
      expect(started.status, started.text).toBe(200)
      const roundId = started.body.round.roundId
      const revealed = await act(who, roundId, 0, { _tag: "Reveal", tile: 7 })
      expect(revealed.status, revealed.text).toBe(200)
      if ((revealed.body.round.view.status === "hitMine") === wantMine) return { roundId, answer: revealed }
    }
    throw new Error("no such round in 60 tries")
  }

  it("answers 401 to every call without a signed-in player, and 403 to a foreign Origin", async () => {
    for (const [method, path, body] of [
      ["POST", `${STEPPED}/rounds`, { roundId: randomUUID(), gameId: "mines", stake: 100, choices: { mines: 3 } }],
      ["POST", `${STEPPED}/rounds/${randomUUID()}/act`, { step: 0, action: { _tag: "CashOut" } }],
      ["GET", `${STEPPED}/open`, undefined],
      ["GET", `${STEPPED}/rounds/${randomUUID()}`, undefined]
    ] as const) {
      expect((await call(method, path, undefined, body)).status, `${method} ${path}`).toBe(401)
    }
    const who = await player(10_000)
    const foreign = await call("POST", `${STEPPED}/rounds`, who.cookie, { roundId: randomUUID(), gameId: "mines", stake: 100, choices: { mines: 3 } }, { origin: "https://evil.example" })
    expect(foreign.status).toBe(403)
    expect(await balanceOf(who)).toBe(10_000)
  })

  it("reveals safe tiles then cashes out for exactly the published multiple, and never shows the mines before the end", async () => {
    const who = await player(100_000)
    let roundId = ""
    for (let tries = 0; tries < 30 && roundId === ""; tries++) {
      const first = await minesRoundWithFirstTile(who, 1, 1_000, false)
      expect(first.answer.body.round.view).not.toHaveProperty("mineTiles")
      expect(first.answer.body.round).toMatchObject({ step: 1, over: false, win: null })
      const open = await call("GET", `${STEPPED}/open`, who.cookie)
      expect(open.body.rounds.map((r: any) => r.roundId)).toEqual([first.roundId])
      expect(JSON.stringify(open.body)).not.toContain("mineTiles")
      // With one mine, a second safe tile is likely: the mine is one of 24 tiles left.
      const second = await act(who, first.roundId, 1, { _tag: "Reveal", tile: 8 })
      expect(second.status).toBe(200)
      if (second.body.round.view.status === "playing") roundId = first.roundId
    }
    const before = await balanceOf(who)
    const cashed = await act(who, roundId, 2, { _tag: "CashOut" })
    expect(cashed.status, cashed.text).toBe(200)
    // 0.99 × C(25, 2) / C(24, 2) = 0.99 × 300 / 276 = 99/92; of 1000, floored: 1076.
    expect(cashed.body.round).toMatchObject({ over: true, win: 1_076, multiple: { num: 99, den: 92 } })
    expect(cashed.body.round.view.mineTiles).toHaveLength(1)
    expect(await balanceOf(who)).toBe(before + 1_076)
    expect(cashed.body.balance).toBe(before + 1_076)
    expect((await call("GET", `${STEPPED}/open`, who.cookie)).body.rounds).toEqual([])
    await expectLedgerBalanced()
  })

  it("pays nothing when a tile is a mine", async () => {
    const who = await player(100_000)
    const { answer } = await minesRoundWithFirstTile(who, 24, 500, true)
    expect(answer.body.round).toMatchObject({ over: true, win: 0, multiple: { num: 0 } })
    expect(answer.body.round.view.mineTiles).toContain(7)
    const rounds = (await server.database.query("select stake, win from casino_rounds where user_id = $1", [who.userId])).map((r) => [Number(r["stake"]), Number(r["win"])])
    const won = rounds.reduce((sum, [, win]) => sum + win!, 0)
    expect(await balanceOf(who)).toBe(100_000 - 500 * rounds.length + won)
    await expectLedgerBalanced()
  })

  it("debits the extra stake of a blackjack double, and pays the doubled hand 0, 2 or 4 opening stakes", async () => {
    const who = await player(100_000)
    for (let tries = 0; tries < 30; tries++) {
      const started = await start(who, "blackjack", 100, {})
      expect(started.status, started.text).toBe(200)
      expect(JSON.stringify(started.body)).not.toContain("shoe")
      if (started.body.round.over) continue
      expect(started.body.round.view.dealer).toHaveLength(1)
      const before = await balanceOf(who)
      const doubled = await act(who, started.body.round.roundId, 0, { _tag: "Double" })
      expect(doubled.status, doubled.text).toBe(200)
      expect(doubled.body.round).toMatchObject({ over: true, staked: 200, stake: 100 })
      expect([0, 200, 400]).toContain(doubled.body.round.win)
      expect(await balanceOf(who)).toBe(before - 100 + doubled.body.round.win)
      const entries = await server.database.query(
        `select e.amount from ledger_entries e join ledger_transactions t on t.id = e.transaction_id where t.idempotency_key = $1 and e.account_id = $2 order by e.amount`,
        [`casino:${who.userId}:${started.body.round.roundId}:0`, who.accountId]
      )
      expect(entries.map((e) => Number(e["amount"]))).toEqual(doubled.body.round.win === 0 ? [-100] : [-100, doubled.body.round.win])
      await expectLedgerBalanced()
      return
    }
    throw new Error("no blackjack round left open in 30 tries")
  })

  it("takes a step once when 20 identical acts arrive at once: one payout, and a stale step refused", async () => {
    const who = await player(100_000)
    const { roundId } = await minesRoundWithFirstTile(who, 1, 1_000, false)
    const before = await balanceOf(who)
    const answers = await Promise.all(Array.from({ length: 20 }, () => act(who, roundId, 1, { _tag: "CashOut" })))
    for (const answer of answers) expect(answer.status, answer.text).toBe(200)
    for (const answer of answers) expect(answer.body.round).toEqual(answers[0]!.body.round)
    // 0.99 × 25 / 24 of 1000, floored: 1031.
    expect(answers[0]!.body.round.win).toBe(1_031)
    expect(await balanceOf(who)).toBe(before + 1_031)
    const stale = await act(who, roundId, 0, { _tag: "Reveal", tile: 7 })
    expect(stale.status).toBe(409)
    expect(stale.body).toMatchObject({ _tag: "CasinoRoundRefused", code: 67 })
    const other = await act(who, roundId, 1, { _tag: "Reveal", tile: 9 })
    expect(other.status).toBe(409)
    expect(await balanceOf(who)).toBe(before + 1_031)
    await expectLedgerBalanced()
  })

  it("starts 30 rounds at once on one balance without overdrawing it", async () => {
    const who = await player(1_000)
    const answers = await Promise.all(Array.from({ length: 30 }, () => start(who, "blackjack", 300, {})))
    const started = answers.filter((a) => a.status === 200)
    for (const answer of answers.filter((a) => a.status !== 200)) expect(answer.body, answer.text).toMatchObject({ _tag: "CasinoRoundRefused", code: 61 })
    expect(started.length).toBeGreaterThanOrEqual(3)
    const rows = await server.database.query("select stake, win from casino_rounds where user_id = $1", [who.userId])
    expect(rows).toHaveLength(started.length)
    const balance = await balanceOf(who)
    expect(balance).toBeGreaterThanOrEqual(0)
    expect(balance).toBe(1_000 - rows.reduce((sum, r) => sum + Number(r["stake"]) - Number(r["win"]), 0))
    // Each start ended the open round before it (the abandon rule): one is open at most.
    expect((await call("GET", `${STEPPED}/open`, who.cookie)).body.rounds.length).toBeLessThanOrEqual(1)
    await expectLedgerBalanced()
  })

  it("refuses a self-excluded player with the typed refusal and takes nothing", async () => {
    const who = await player(10_000)
    await server.database.query(
      "insert into player_exclusions (user_id, limit_type, started_at, ends_at) values ($1, 30, now() - interval '1 minute', now() + interval '7 days')",
      [who.userId]
    )
    const answer = await start(who, "mines", 100, { mines: 3 })
    expect(answer.status).toBe(403)
    expect(answer.body).toMatchObject({ _tag: "ResponsibleGamingRefused", code: 43 })
    expect(await balanceOf(who)).toBe(10_000)
  })

  it("answers 404 to another player's round and refuses bad actions with 400 naming the field", async () => {
    const owner = await player(10_000)
    const thief = await player(10_000)
    const started = await start(owner, "mines", 100, { mines: 3 })
    const roundId = started.body.round.roundId
    expect((await act(thief, roundId, 0, { _tag: "CashOut" })).status).toBe(404)
    expect((await call("GET", `${STEPPED}/rounds/${roundId}`, thief.cookie)).status).toBe(404)
    for (const [action, field] of [
      [{ _tag: "Reveal", tile: 25 }, "action.tile"],
      [{ _tag: "Reveal", tile: "7" }, "action.tile"],
      [{ _tag: "Dig" }, "action._tag"],
      ["CashOut", "action"]
    ] as const) {
      const answer = await act(owner, roundId, 0, action)
      expect(answer.status, JSON.stringify(action)).toBe(400)
      expect(answer.body, JSON.stringify(action)).toMatchObject({ _tag: "CasinoRoundInvalid", field })
    }
    expect((await act(owner, roundId, 0, { _tag: "CashOut" })).body).toMatchObject({ code: 68 })
    expect((await act(owner, roundId, -1, { _tag: "CashOut" })).status).toBe(400)
    expect((await start(owner, "mines", 100, { mines: 25 })).body).toMatchObject({ _tag: "CasinoRoundInvalid", field: "choices.mines" })
    expect((await start(owner, "no-such-game", 100, {})).status).toBe(404)
    expect(await balanceOf(owner)).toBe(10_000 - 100)
  })

  it("ends the open round of a game by its abandon rule when the player starts another: mines cashes out what it has", async () => {
    const who = await player(10_000)
    const first = await start(who, "mines", 1_000, { mines: 5 })
    const second = await start(who, "mines", 1_000, { mines: 5 })
    expect(second.status).toBe(200)
    // Abandoned before any pick: 0.99 of the stake.
    const ended = await call("GET", `${STEPPED}/rounds/${first.body.round.roundId}`, who.cookie)
    expect(ended.body).toMatchObject({ over: true, abandoned: true, win: 990 })
    expect(await balanceOf(who)).toBe(10_000 - 1_000 + 990 - 1_000)
    const open = await call("GET", `${STEPPED}/open`, who.cookie)
    expect(open.body.rounds.map((r: any) => r.roundId)).toEqual([second.body.round.roundId])
  })

  it("shows a finished round in the history, and it recomputes from its revealed seeds to the same view and win", async () => {
    const who = await player(100_000)
    const { roundId } = await minesRoundWithFirstTile(who, 3, 1_000, false)
    await act(who, roundId, 1, { _tag: "CashOut" })
    const blackjackRound = await start(who, "blackjack", 100, {})
    if (!blackjackRound.body.round.over) await act(who, blackjackRound.body.round.roundId, 0, { _tag: "Stand" })
    expect((await call("POST", `${BASE}/seeds/rotate`, who.cookie)).status).toBe(200)
    const open = await start(who, "mines", 100, { mines: 2 })
    const history = await call("GET", `${BASE}/rounds?limit=100`, who.cookie)
    const ids = history.body.rounds.map((r: any) => r.roundId)
    expect(ids).toContain(roundId)
    expect(ids).toContain(blackjackRound.body.round.roundId)
    expect(ids).not.toContain(open.body.round.roundId)
    for (const round of history.body.rounds.filter((r: any) => r.roundId === roundId || r.roundId === blackjackRound.body.round.roundId)) {
      const game = steppedGameOf(round.gameId)!
      expect(round.seeds.serverSeed).toMatch(/^[0-9a-f]{64}$/)
      const bet = Schema.decodeUnknownSync(game.choices)(round.choices)
      let state = game.start(bet, new RoundRandom({ serverSeed: round.seeds.serverSeed, clientSeed: round.seeds.clientSeed, nonce: round.seeds.nonce }))
      for (const action of round.outcome.actions) state = Either.getOrThrow(game.act(state, Schema.decodeUnknownSync(game.actions)(action)))
      if (round.outcome.abandoned) state = game.abandon(state)
      expect(game.isOver(state)).toBe(true)
      expect(Schema.encodeSync(game.viewSchema)(game.view(state))).toEqual(round.outcome.view)
      expect(round.win).toBe(winOn(round.outcome.openingStake, game.multipleOf(bet, state)))
      expect(round.multiple).toEqual(game.multipleOf(bet, state))
      // The browser's verifier, given only what the history shows, confirms the round as the server recorded it.
      const verified = Either.getOrThrow(
        verifySteppedRound({ ...round.seeds, gameId: round.gameId, choices: round.choices, actions: round.outcome.actions, abandoned: round.outcome.abandoned })
      )
      expect(verified.commitmentMatches).toBe(true)
      expect(steppedAgreement(verified, round)).toEqual({ view: true, stake: true, multiple: true, win: true })
    }
  })
  it("refuses to rotate or change the seeds while a round is open, whose mines the revealed seed would show, and changes them once it ends", async () => {
    const who = await player(10_000)
    const before = await call("GET", `${BASE}/seeds`, who.cookie)
    const { roundId } = await minesRoundWithFirstTile(who, 3, 1_000, false)
    const seedsInUse = { _tag: "CasinoRoundRefused", code: 67 }
    const [rotated, changed] = await Promise.all([
      call("POST", `${BASE}/seeds/rotate`, who.cookie),
      call("PUT", `${BASE}/seeds/client`, who.cookie, { clientSeed: "mine now" })
    ])
    expect([rotated.status, changed.status]).toEqual([409, 409])
    expect(rotated.body).toMatchObject(seedsInUse)
    expect(changed.body).toMatchObject(seedsInUse)
    // Nothing revealed, nothing committed anew: the round's seed is still the active, hidden one.
    const during = await call("GET", `${BASE}/seeds`, who.cookie)
    expect(during.body.active.commitment).toBe(before.body.active.commitment)
    expect(during.body.revealed.map((pair: any) => pair.commitment)).not.toContain(before.body.active.commitment)
    expect((await act(who, roundId, 1, { _tag: "CashOut" })).status).toBe(200)
    const after = await call("POST", `${BASE}/seeds/rotate`, who.cookie)
    expect(after.status).toBe(200)
    expect(after.body.active.commitment).not.toBe(before.body.active.commitment)
    expect(after.body.revealed[0]).toMatchObject({ commitment: before.body.active.commitment })
  })

  it("answers a repeated start with the same round and takes the stake once, and refuses the id for another start", async () => {
    const who = await player(10_000)
    const id = randomUUID()
    const [a, b] = await Promise.all([start(who, "mines", 700, { mines: 4 }, id), start(who, "mines", 700, { mines: 4 }, id)])
    expect([a.status, b.status]).toEqual([200, 200])
    expect(a.body.round).toEqual(b.body.round)
    expect(a.body.round).toMatchObject({ roundId: id, stake: 700, staked: 700, step: 0, over: false })
    expect(await balanceOf(who)).toBe(10_000 - 700)
    const reused = await start(who, "mines", 700, { mines: 5 }, id)
    expect(reused.status).toBe(409)
    expect(reused.body).toMatchObject({ _tag: "CasinoRoundRefused", code: 62 })
    expect(await balanceOf(who)).toBe(10_000 - 700)
  })

  it("refuses a double that would pass the wagering limit, and the round stays where it was", async () => {
    const who = await player(100_000)
    for (let tries = 0; tries < 30; tries++) {
      const started = await start(who, "blackjack", 100, {})
      expect(started.status, started.text).toBe(200)
      if (started.body.round.over) continue
      const roundId = started.body.round.roundId
      // A daily wagering limit 50 above what was staked so far: the double's 100 more passes it.
      const staked = Number((await server.database.query("select sum(stake)::bigint as staked from casino_rounds where user_id = $1", [who.userId]))[0]!["staked"])
      await server.database.query("insert into player_limits (user_id, limit_type, value, currency, since) values ($1, 1, $2, 'RUB', now() - interval '1 day')", [
        who.userId,
        staked + 50
      ])
      const balance = await balanceOf(who)
      const doubled = await act(who, roundId, 0, { _tag: "Double" })
      expect(doubled.status, doubled.text).toBe(403)
      expect(doubled.body).toMatchObject({ _tag: "ResponsibleGamingRefused", limitType: 1, remaining: 50 })
      const after = await call("GET", `${STEPPED}/rounds/${roundId}`, who.cookie)
      expect(after.body).toMatchObject({ step: 0, over: false, staked: 100 })
      expect(await balanceOf(who)).toBe(balance)
      // Standing adds no stake: allowed, and it settles the round.
      const stood = await act(who, roundId, 0, { _tag: "Stand" })
      expect(stood.status, stood.text).toBe(200)
      expect(stood.body.round.over).toBe(true)
      expect([0, 100, 200]).toContain(stood.body.round.win)
      expect(await balanceOf(who)).toBe(balance + stood.body.round.win)
      await expectLedgerBalanced()
      return
    }
    throw new Error("no blackjack round left open in 30 tries")
  })

  it("ends a round open 24 hours by its abandon rule when the player reads the open rounds", async () => {
    const who = await player(10_000)
    const started = await start(who, "mines", 1_000, { mines: 2 })
    await server.database.query(
      "update casino_stepped_rounds set started_at = started_at - interval '24 hours 1 minute' where round_pk = (select id from casino_rounds where round_id = $1)",
      [started.body.round.roundId]
    )
    expect((await call("GET", `${STEPPED}/open`, who.cookie)).body.rounds).toEqual([])
    const ended = await call("GET", `${STEPPED}/rounds/${started.body.round.roundId}`, who.cookie)
    // Abandoned before any pick: 0.99 of the stake.
    expect(ended.body).toMatchObject({ over: true, abandoned: true, win: 990 })
    expect(await balanceOf(who)).toBe(10_000 - 1_000 + 990)
    const late = await act(who, started.body.round.roundId, 0, { _tag: "Reveal", tile: 3 })
    expect(late.status).toBe(409)
    expect(late.body).toMatchObject({ code: 67 })
  })
  it.runIf(db.label === "postgres")("takes a step once when the same cash-out arrives at two server processes at once", async () => {
    const other = await startServer({ database: server.database.options, log: () => {} })
    try {
      const who = await player(100_000)
      const { roundId } = await minesRoundWithFirstTile(who, 1, 1_000, false)
      const before = await balanceOf(who)
      const urls = [server.url, other.url]
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          fetch(`${urls[i % 2]}${STEPPED}/rounds/${roundId}/act`, {
            method: "POST",
            headers: { "content-type": "application/json", ...cookieHeader(who.cookie) },
            body: JSON.stringify({ step: 1, action: { _tag: "CashOut" } })
          }).then(async (response) => ({ status: response.status, body: (await response.json()) as any }))
        )
      )
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBe(200)
      // 0.99 × 25 / 24 of 1000, floored: 1031.
      for (const answer of answers) expect(answer.body.round.win).toBe(1_031)
      expect(await balanceOf(who)).toBe(before + 1_031)
      await expectLedgerBalanced()
    } finally {
      await other.close()
    }
  })

  it("refuses a step out of range, a round id that is not one, and a huge body with 4xx", async () => {
    const who = await player(10_000)
    const started = await start(who, "mines", 100, { mines: 3 })
    const roundId = started.body.round.roundId
    expect((await act(who, roundId, 1001, { _tag: "CashOut" })).status).toBe(400)
    expect((await act(who, roundId, 0.5, { _tag: "CashOut" })).status).toBe(400)
    expect((await act(who, "short", 0, { _tag: "CashOut" })).status).toBe(400)
    expect((await act(who, "bad%00round-id", 0, { _tag: "CashOut" })).status).toBe(400)
    const huge = await act(who, roundId, 0, { _tag: "Reveal", tile: 3, pad: "x".repeat(2_000_000) })
    expect(huge.status).toBeGreaterThanOrEqual(400)
    expect(huge.status).toBeLessThan(500)
    expect(await balanceOf(who)).toBe(10_000 - 100)
  })

})
