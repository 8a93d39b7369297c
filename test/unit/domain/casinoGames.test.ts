import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { PlayRoundRequest } from "../../../src/domain/api/casinoRounds"
import { INSTANT_GAMES, instantGameOf } from "../../../src/domain/casino/games"
import { blackjack } from "../../../src/domain/casino/games/blackjack"
import { mines } from "../../../src/domain/casino/games/mines"
import { publishedFiguresOf } from "../../../src/domain/casino/published"

/** The table the server plays rounds from: a game is found by the id the catalogue and the round request name. */
describe("the instant games table", () => {
  it("holds dice under its own id, and no game under an id nobody publishes", () => {
    expect(instantGameOf("dice")?.id).toBe("dice")
    expect(instantGameOf("no-such-game")).toBeUndefined()
    expect(instantGameOf("__proto__")).toBeUndefined()
  })

  it("keys every game by its own id, an id a round request may carry", () => {
    for (const [id, game] of INSTANT_GAMES) {
      expect(game.id).toBe(id)
      const request = { roundId: "round-0001", gameId: id, stake: 100, choices: {} }
      expect(Schema.decodeUnknownEither(PlayRoundRequest)(request)._tag, id).toBe("Right")
    }
  })
})

/** The lobby's figures of the in-house games come from the games' own rules (36/37 is 97.30%, 518233/539121 is 96.13%). */
describe("the published figures of the in-house games", () => {
  it("states each game's return in basis points and its largest win as a whole multiple", () => {
    expect(publishedFiguresOf("dice")).toEqual({ rtp: 9_900, maxWin: 9_900 })
    expect(publishedFiguresOf("roulette")).toEqual({ rtp: 9_730, maxWin: 36 })
    expect(publishedFiguresOf("slot")).toEqual({ rtp: 9_613, maxWin: 250 })
    expect(publishedFiguresOf("scratch")).toEqual({ rtp: 9_600, maxWin: 500 })
    expect(publishedFiguresOf("keno")).toEqual({ rtp: 9_900, maxWin: 999 })
    expect(publishedFiguresOf("blackjack")?.rtp).toBe(9_943)
    expect(publishedFiguresOf("mines")).toEqual({ rtp: 9_900, maxWin: 5_148_297 })
    expect(publishedFiguresOf("crash")).toEqual({ rtp: 9_900, maxWin: 1_000_000 })
    expect(publishedFiguresOf("some-provider-slot")).toBeUndefined()
  })
})

/** The mid-round rule's split of the stepped games' actions: what plays on is refused to a player who may no longer play. */
describe("the stepped games' actions that play on", () => {
  it("a mines reveal plays on, a cash-out only ends the position", () => {
    expect(mines.playsOn({ _tag: "Reveal", tile: 3 })).toBe(true)
    expect(mines.playsOn({ _tag: "CashOut" })).toBe(false)
  })

  it("a blackjack hit, double and split play on, a stand only ends the hand", () => {
    expect((["Hit", "Double", "Split"] as const).map((_tag) => blackjack.playsOn({ _tag }))).toEqual([true, true, true])
    expect(blackjack.playsOn({ _tag: "Stand" })).toBe(false)
  })
})
