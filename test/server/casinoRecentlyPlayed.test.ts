import { randomUUID } from "node:crypto"
import { describe, expect, it } from "vitest"
import { type CasinoPlayer, useCasinoTable } from "./support/casinoTable"
import { databasesUnderTest } from "./support/databases"
import { makeManualClock } from "./support/manualClock"

/**
 * My-casino's recently played games on a real server: every in-house game the player played a round in, an instant
 * round or a stepped one, is listed, not only the games launched from the lobby; newest first, each at its last
 * round or launch by the server's clock; only the player's own, and none for a refused round. Amounts are kopecks.
 */

const BASE = "/web-api/casino"
const T0 = Date.UTC(2026, 10, 27, 10, 0)
const MINUTE = 60_000

describe.each(databasesUnderTest)("recently played casino games on $label", (db) => {
  const clock = makeManualClock(T0)
  const { player, call } = useCasinoTable(db, 5_601, { clock: clock.clock })
  const recent = async (who: CasinoPlayer) => {
    const answer = await call("GET", `${BASE}/recent`, who.cookie)
    expect(answer.status, answer.text).toBe(200)
    return answer.body.games as ReadonlyArray<{ gameId: string; playedAt: number }>
  }
  const dice = (who: CasinoPlayer) => call("POST", `${BASE}/rounds`, who.cookie, { roundId: randomUUID(), gameId: "dice", stake: 100, choices: { target: 5000, side: "under" } })

  it("lists the games the player played rounds in, newest first, besides the ones launched", async () => {
    const who = await player(100_000)
    const other = await player(100_000)
    expect(await recent(who)).toEqual([])

    // 10:00 a dice round; 10:01 roulette launched from the lobby; 10:02 a mines round started (a stepped round);
    // 10:03 a second dice round; 10:04 a blackjack round.
    expect((await dice(who)).status).toBe(200)
    clock.advance(MINUTE)
    expect((await call("POST", `${BASE}/games/roulette/launch`, who.cookie)).status).toBe(200)
    clock.advance(MINUTE)
    const mines = await call("POST", `${BASE}/stepped/rounds`, who.cookie, { roundId: randomUUID(), gameId: "mines", stake: 100, choices: { mines: 3 } })
    expect(mines.status, mines.text).toBe(200)
    clock.advance(MINUTE)
    expect((await dice(who)).status).toBe(200)
    clock.advance(MINUTE)
    const blackjack = await call("POST", `${BASE}/stepped/rounds`, who.cookie, { roundId: randomUUID(), gameId: "blackjack", stake: 100, choices: {} })
    expect(blackjack.status, blackjack.text).toBe(200)

    expect(await recent(who)).toEqual([
      { gameId: "blackjack", playedAt: T0 + 4 * MINUTE },
      { gameId: "dice", playedAt: T0 + 3 * MINUTE },
      { gameId: "mines", playedAt: T0 + 2 * MINUTE },
      { gameId: "roulette", playedAt: T0 + MINUTE }
    ])
    // Launching a game played before moves it up to the launch.
    clock.advance(MINUTE)
    expect((await call("POST", `${BASE}/games/mines/launch`, who.cookie)).status).toBe(200)
    expect((await recent(who)).map((game) => game.gameId)).toEqual(["mines", "blackjack", "dice", "roulette"])
    // Another player's rounds are not theirs.
    expect(await recent(other)).toEqual([])
  })

  it("lists no game for a round that was refused", async () => {
    const who = await player(50)
    // A stake above the balance: refused, nothing written.
    const refused = await dice(who)
    expect(refused.status, refused.text).toBe(409)
    expect(await recent(who)).toEqual([])
  })
})
