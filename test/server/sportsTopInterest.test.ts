import { fixedSecret } from "../support/worldSecrets"
import { describe, expect, it } from "vitest"
import type { Game, GamesAnswer } from "../../src/domain/sports/feed"
import { DEFAULT_WORLD, advance, createWorld } from "../../server/sports/simulator/world"
import { firstGames, snapshot } from "../../server/sports/lineReads"

const START = Date.UTC(2026, 5, 1, 18, 0, 0)
const world = advance(createWorld({ ...DEFAULT_WORLD, secret: fixedSecret("top interest"), live: 60, line: 120 }, START), START + 90_000)
const open = (game: Game) => game.markets.filter((market) => market.status === "open").length
const answered = (answer: GamesAnswer | "unchanged"): GamesAnswer => {
  if (answer === "unchanged") throw new Error("expected games")
  return answer
}

describe("the top lists' first games (the home page's, the top games page's)", () => {
  it("live: games a player can bet on first, those with every market locked last, whatever their start", () => {
    const all = snapshot(world, { section: "live", top: true })
    const locked = all.filter((game) => open(game) === 0)
    const betting = all.filter((game) => open(game) > 0)
    // The world at this time has both kinds among its top live games, else the order below proves nothing.
    expect(locked.length).toBeGreaterThan(0)
    expect(betting.length).toBeGreaterThan(0)
    const ranked = answered(firstGames(world, { section: "live", top: true }, 50, undefined)).games
    expect(ranked).toHaveLength(Math.min(50, all.length))
    const firstLocked = ranked.findIndex((game) => open(game) === 0)
    if (firstLocked >= 0) expect(ranked.slice(firstLocked).every((game) => open(game) === 0)).toBe(true)
    // The home page's 8: open games only while there are 8 of them.
    const home = answered(firstGames(world, { section: "live", top: true }, 8, undefined)).games
    if (betting.length >= 8) expect(home.every((game) => open(game) > 0)).toBe(true)
    // Among games of one sport and championship weight, more open markets never rank lower.
    for (let i = 1; i < ranked.length; i++) {
      const [a, b] = [ranked[i - 1]!, ranked[i]!]
      if (a.sportId === b.sportId && a.top === b.top) expect(open(a)).toBeGreaterThanOrEqual(open(b))
    }
  })

  it("upcoming: by start time, earliest first", () => {
    const ranked = answered(firstGames(world, { section: "line", top: true }, 20, undefined)).games
    const starts = ranked.map((game) => game.startsAt)
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
  })
})
