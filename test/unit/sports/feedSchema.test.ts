import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { SportsGamesChanged } from "../../../src/commands/sports/events"
import { game } from "../../support/sportsLine"

describe("games recorded before a game carried its championship's name, its country and its video flag", () => {
  it("still decode from an old log: unknown name and country, no video", () => {
    const { championshipName: _name, country: _country, video: _video, ...oldGame } = game()
    const encoded = Schema.encodeSync(SportsGamesChanged)(new SportsGamesChanged({ key: "top:live", at: 1_800_000_000_000, version: 3, full: true, games: [game()], removed: [] }))
    // The same entry as today's client writes it, minus the three fields.
    const old = { ...(encoded as object), games: [oldGame] }
    expect(Object.keys(oldGame)).not.toContain("video")
    const decoded = Schema.decodeUnknownSync(SportsGamesChanged)(old)
    expect(decoded.games[0]).toMatchObject({ id: "g1", championshipName: "", country: "", video: false })
  })
})
