import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { PlayRoundRequest } from "../../../src/domain/api/casinoRounds"
import { INSTANT_GAMES, instantGameOf } from "../../../src/domain/casino/games"

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
