import { describe, expect, it } from "vitest"
import { BonusGamePlayed, BonusGamePlayFailed, BonusGamesLoaded } from "../../src/commands/casino/bonusGames/events"
import { SessionChecked } from "../../src/commands/session/events"
import { NetworkError } from "../../src/domain/api/clientErrors"
import { bonusGamesProjection } from "../../src/projections/casino/bonusGames/bonusGames"

/** The bonus games' state as the games page and a game's screen read it: free plays, bonus balance, the last play. */

const answer = {
  games: [],
  freePlays: { left: 1, dailyUsed: false, grantedLeft: 0, nextDailyAt: 86_400_000 },
  currency: "RUB",
  prizeBase: 1000,
  bonusBalance: 0,
  now: 1000
}
const play = {
  playId: "play-0001",
  gameId: "fortuna",
  freePlay: "daily" as const,
  currency: "RUB",
  prizeMultiple: 5,
  prize: 5000,
  choice: {},
  outcome: { sector: 3 },
  seeds: { commitment: "0".repeat(64), clientSeed: "c", nonce: 0, serverSeed: null },
  playedAt: 2000
}

const fold = (events: ReadonlyArray<any>) => events.reduce((state, event) => bonusGamesProjection.apply(state, event), bonusGamesProjection.initial)

describe("the bonus games projection", () => {
  it("a play shows its prize, the bonus balance after it and the free plays left", () => {
    const state = fold([
      new SessionChecked({ userId: 7 }),
      new BonusGamesLoaded({ answer }),
      new BonusGamePlayed({ answer: { play, bonusBalance: 5000, freePlays: { left: 0, dailyUsed: true, grantedLeft: 0, nextDailyAt: 86_400_000 } } })
    ])
    expect(state.lastPlay?.prize).toBe(5000)
    expect(state.data?.bonusBalance).toBe(5000)
    expect(state.data?.freePlays.left).toBe(0)
    expect(state.data?.now).toBe(2000)
  })
  it("a refusal is kept by its play id, and another player's browser starts empty", () => {
    const refused = fold([
      new SessionChecked({ userId: 7 }),
      new BonusGamesLoaded({ answer }),
      new BonusGamePlayFailed({ playId: "play-0002", error: new NetworkError({ message: "offline" }) })
    ])
    expect(refused.playError?.playId).toBe("play-0002")
    const other = bonusGamesProjection.apply(refused, new SessionChecked({ userId: 8 }) as any)
    expect(other).toMatchObject({ owner: 8, status: "idle", data: null, lastPlay: null, playError: null })
  })
})
