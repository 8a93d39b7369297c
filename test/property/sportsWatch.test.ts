import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { SportId } from "../../src/domain/sports/feed"
import { pollIntervalMs, type SportsPlace, sportsPathOf, sportsPlaceOf, watchKey } from "../../src/domain/sports/watch"

const sportId = fc.constantFrom<SportId>("football", "tennis", "icehockey", "cs2", "virtualfootball")
const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/)

/** Places as the pages make them: a game only within a championship, a championship only within a sport. */
const place: fc.Arbitrary<SportsPlace> = fc
  .record({
    section: fc.constantFrom("live" as const, "line" as const),
    sportId: fc.option(sportId, { nil: null }),
    championshipId: fc.option(segment, { nil: null }),
    gameId: fc.option(segment.map((s) => `g${s}`), { nil: null })
  })
  .map((p) => {
    const championshipId = p.sportId === null ? null : p.championshipId
    return { ...p, championshipId, gameId: championshipId === null ? null : p.gameId }
  })

/** A championship's final: a championship's place without a game (src/domain/sports/championshipFinal.ts). */
const finalPlace: fc.Arbitrary<SportsPlace> = fc.record({
  section: fc.constantFrom("live" as const, "line" as const),
  sportId,
  championshipId: segment,
  gameId: fc.constant(null),
  final: fc.constant(true as const)
})

describe("sports places in paths (SPEC.md 2.2: {section}, sport, champ, game)", () => {
  it("reads back every place it writes", () => {
    fc.assert(fc.property(fc.constantFrom("en", "ru"), fc.oneof(place, finalPlace), (lng, p) => {
        expect(sportsPlaceOf(sportsPathOf(lng, p))).toEqual(p)
      })
    )
  })

  it("reads paths as a player types them", () => {
    expect(sportsPlaceOf("/en/live")).toEqual({ section: "live", sportId: null, championshipId: null, gameId: null })
    expect(sportsPlaceOf("/en/line/")).toEqual({ section: "line", sportId: null, championshipId: null, gameId: null })
    expect(sportsPlaceOf("/ru/live/tennis/atp-1/g42/")).toEqual({ section: "live", sportId: "tennis", championshipId: "atp-1", gameId: "g42" })
    expect(sportsPlaceOf("/en/live/football/")).toEqual({ section: "live", sportId: "football", championshipId: null, gameId: null })
    expect(sportsPlaceOf("/en/live/football/epl/")).toEqual({ section: "live", sportId: "football", championshipId: "epl", gameId: null })
    expect(sportsPathOf("en", { section: "line", sportId: "football", championshipId: "eng-premier", gameId: null })).toBe("/en/line/football/eng-premier")
  })

  it("reads a championship's final after its path, and writes it back there (game ids are g and digits, never 'final')", () => {
    expect(sportsPlaceOf("/en/line/football/epl/final")).toEqual({ section: "line", sportId: "football", championshipId: "epl", gameId: null, final: true })
    expect(sportsPlaceOf("/ru/live/basketball/nba-finals/final/")).toEqual({ section: "live", sportId: "basketball", championshipId: "nba-finals", gameId: null, final: true })
    expect(sportsPathOf("en", { section: "line", sportId: "icehockey", championshipId: "nhl-finals", gameId: null, final: true })).toBe("/en/line/icehockey/nhl-finals/final")
    // A game's page is never a final, and a final needs a championship.
    expect(sportsPathOf("en", { section: "line", sportId: "football", championshipId: "epl", gameId: "g7", final: true })).toBe("/en/line/football/epl/g7")
    expect(sportsPlaceOf("/en/line/football/final")).toEqual({ section: "line", sportId: "football", championshipId: "final", gameId: null })
    expect(sportsPlaceOf("/en/line/football/epl/final/g1")).toBeNull()
  })

  it("is no sports page for other sections, sports the line has not, or paths that go on", () => {
    expect(sportsPlaceOf("/en/")).toBeNull()
    expect(sportsPlaceOf("/en/casino")).toBeNull()
    expect(sportsPlaceOf("/en/live/chess")).toBeNull()
    expect(sportsPlaceOf("/en/line/football/eng-premier/g1/more")).toBeNull()
  })
})

describe("poll intervals of SPEC.md 9", () => {
  it("menus, championships' games and a game: 15 s on the line, 5 s live; top games 60 s and 10 s; multi-live 5 s", () => {
    expect(pollIntervalMs({ _tag: "menu", section: "line" })).toBe(15_000)
    expect(pollIntervalMs({ _tag: "menu", section: "live" })).toBe(5_000)
    expect(pollIntervalMs({ _tag: "championships", section: "line", sportId: "football" })).toBe(15_000)
    expect(pollIntervalMs({ _tag: "games", section: "live", championshipId: "x" })).toBe(5_000)
    expect(pollIntervalMs({ _tag: "games", section: "line", championshipId: "x" })).toBe(15_000)
    expect(pollIntervalMs({ _tag: "top", section: "line" })).toBe(60_000)
    expect(pollIntervalMs({ _tag: "top", section: "live" })).toBe(10_000)
    expect(pollIntervalMs({ _tag: "game", section: "line", gameId: "g1" })).toBe(15_000)
    expect(pollIntervalMs({ _tag: "game", section: "live", gameId: "g1" })).toBe(5_000)
    expect(pollIntervalMs({ _tag: "multi", gameIds: ["g1", "g2", "g3"] })).toBe(5_000)
    expect(pollIntervalMs({ _tag: "cyber", type: "real", section: "line" })).toBe(15_000)
    expect(pollIntervalMs({ _tag: "cyber", type: "real", section: "live" })).toBe(5_000)
    expect(pollIntervalMs({ _tag: "favorites", section: "line" })).toBe(15_000)
    expect(pollIntervalMs({ _tag: "favorites", section: "live" })).toBe(5_000)
    // A country's games (betsonyour) are a dashboard of its championships.
    expect(pollIntervalMs({ _tag: "country", section: "line", country: "GB" })).toBe(15_000)
    expect(pollIntervalMs({ _tag: "country", section: "live", country: "GB" })).toBe(5_000)
  })

  it("polls a synthetic game live every 2 s: virtual sports and marble races, a game or a championship's games", () => {
    expect(pollIntervalMs({ _tag: "game", section: "live", gameId: "g1", sportId: "virtualfootball" })).toBe(2_000)
    expect(pollIntervalMs({ _tag: "game", section: "live", gameId: "g1", sportId: "marble" })).toBe(2_000)
    expect(pollIntervalMs({ _tag: "games", section: "live", championshipId: "x", sportId: "marble" })).toBe(2_000)
    expect(pollIntervalMs({ _tag: "cyberGames", type: "virtual", section: "live", sportId: null, championshipId: null })).toBe(2_000)
    // Real games, and every game on the line, keep their pace.
    expect(pollIntervalMs({ _tag: "game", section: "live", gameId: "g1", sportId: "cs2" })).toBe(5_000)
    expect(pollIntervalMs({ _tag: "game", section: "live", gameId: "g1", sportId: "cyberfootball" })).toBe(5_000)
    expect(pollIntervalMs({ _tag: "games", section: "live", championshipId: "x", sportId: "football" })).toBe(5_000)
    expect(pollIntervalMs({ _tag: "cyberGames", type: "real", section: "live", sportId: null, championshipId: null })).toBe(5_000)
    expect(pollIntervalMs({ _tag: "game", section: "line", gameId: "g1", sportId: "marble" })).toBe(15_000)
    expect(pollIntervalMs({ _tag: "cyberGames", type: "virtual", section: "line", sportId: null, championshipId: null })).toBe(15_000)
  })

  it("names each list by what it shows", () => {
    expect(watchKey({ _tag: "menu", section: "live" })).toBe("menu:live")
    expect(watchKey({ _tag: "top", section: "line" })).toBe("top:line")
    expect(watchKey({ _tag: "top", section: "live", limit: 8 })).toBe("top:live:8")
    expect(watchKey({ _tag: "championships", section: "live", sportId: "basketball" })).toBe("championships:live:basketball")
    expect(watchKey({ _tag: "games", section: "line", championshipId: "nba" })).toBe("games:line:nba")
    expect(watchKey({ _tag: "game", section: "live", gameId: "g7" })).toBe("game:live:g7")
    expect(watchKey({ _tag: "multi", gameIds: ["g1", "g2", "g3"] })).toBe("multi:g1,g2,g3")
    expect(watchKey({ _tag: "cyber", type: "virtual", section: "live" })).toBe("cyber:virtual:live")
    expect(watchKey({ _tag: "favorites", section: "live" })).toBe("favorites:live")
    expect(watchKey({ _tag: "country", section: "line", country: "ES" })).toBe("country:line:ES")
  })

  it("two pages showing the same list share one key; different lists never do", () => {
    expect(watchKey({ _tag: "games", section: "live", championshipId: "nba" })).toBe(watchKey({ _tag: "games", section: "live", championshipId: "nba" }))
    const keys = [
      watchKey({ _tag: "menu", section: "live" }),
      watchKey({ _tag: "menu", section: "line" }),
      watchKey({ _tag: "top", section: "live" }),
      watchKey({ _tag: "top", section: "live", limit: 8 }),
      watchKey({ _tag: "games", section: "live", championshipId: "nba" }),
      watchKey({ _tag: "games", section: "line", championshipId: "nba" }),
      watchKey({ _tag: "championships", section: "live", sportId: "basketball" }),
      watchKey({ _tag: "game", section: "live", gameId: "g1" }),
      watchKey({ _tag: "game", section: "line", gameId: "g1" }),
      watchKey({ _tag: "multi", gameIds: ["g1"] }),
      watchKey({ _tag: "favorites", section: "live" }),
      watchKey({ _tag: "favorites", section: "line" }),
      watchKey({ _tag: "country", section: "live", country: "GB" }),
      watchKey({ _tag: "country", section: "line", country: "GB" }),
      watchKey({ _tag: "country", section: "live", country: "ES" })
    ]
    expect(new Set(keys).size).toBe(keys.length)
  })
})
