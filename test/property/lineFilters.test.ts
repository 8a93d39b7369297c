import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { marketFilterList, marketFilterOf, parseStoredBettingState } from "../../src/domain/settings/bettingState"
import type { MarketType, SportId } from "../../src/domain/sports/feed"
import { type GameFilters, groupGames, type ListedGame, marketsShown, passesFilters, rowMarketsOf } from "../../src/domain/sports/lineFilters"

const NOW = 1_800_000_000_000
const HOUR = 3_600_000
const ALL_SPORTS: ReadonlyArray<SportId> = ["football", "tennis", "basketball", "icehockey", "volleyball", "tabletennis", "cricket", "mma", "cs2", "dota2", "lol", "virtualfootball", "cyberfootball"]
// Written out by hand: the kinds of cyber sport the catalogue has (SPEC.md 2.2 cyber: real, virtual, stream).
const CYBER: ReadonlySet<SportId> = new Set(["cs2", "dota2", "lol", "virtualfootball", "cyberfootball"])
const ALL_MARKETS: ReadonlyArray<MarketType> = ["1x2", "winner", "doubleChance", "total", "handicap", "bothTeamsToScore", "correctScore"]

const noFilters: GameFilters = { timeFilter: "all", onlyWithVideos: false, sportsOnly: false }
const listed = (overrides: Partial<ListedGame> = {}): ListedGame => ({ sportId: "football", status: "line", startsAt: NOW + HOUR, period: 0, top: false, video: false, ...overrides })

const game: fc.Arbitrary<ListedGame> = fc.record({
  sportId: fc.constantFrom(...ALL_SPORTS),
  status: fc.constantFrom("line" as const, "live" as const),
  startsAt: fc.integer({ min: NOW - 6 * HOUR, max: NOW + 6 * HOUR }),
  period: fc.integer({ min: 0, max: 5 }),
  top: fc.boolean(),
  video: fc.boolean()
})
const filters: fc.Arbitrary<GameFilters> = fc.record({
  timeFilter: fc.constantFrom("all" as const, "upcoming_events" as const, "first_period" as const, "second_period" as const, "recommended" as const),
  onlyWithVideos: fc.boolean(),
  sportsOnly: fc.boolean()
})

/** An independent statement of each rule, one per filter, as the settings panel describes them to a player. */
const expected = (g: ListedGame, f: GameFilters): boolean =>
  (!f.sportsOnly || !CYBER.has(g.sportId)) &&
  (!f.onlyWithVideos || g.video) &&
  (f.timeFilter === "all" ||
    (f.timeFilter === "upcoming_events" && g.status === "line" && g.startsAt >= NOW && g.startsAt <= NOW + 3 * HOUR) ||
    (f.timeFilter === "first_period" && g.status === "live" && g.period === 1) ||
    (f.timeFilter === "second_period" && g.status === "live" && g.period === 2) ||
    (f.timeFilter === "recommended" && g.top))

describe("which games a list shows (SPEC.md 3 filters, betting state, sports only)", () => {
  it("keeps a game exactly when every chosen filter keeps it", () => {
    fc.assert(
      fc.property(game, filters, (g, f) => {
        expect(passesFilters(g, f, NOW)).toBe(expected(g, f))
      })
    )
  })

  it("shows everything with no filter on", () => {
    fc.assert(
      fc.property(game, (g) => {
        expect(passesFilters(g, noFilters, NOW)).toBe(true)
      })
    )
  })

  it("upcoming events: line games starting in the next three hours, both ends included", () => {
    const upcoming = { ...noFilters, timeFilter: "upcoming_events" as const }
    expect(passesFilters(listed({ startsAt: NOW }), upcoming, NOW)).toBe(true)
    expect(passesFilters(listed({ startsAt: NOW + 3 * HOUR }), upcoming, NOW)).toBe(true)
    expect(passesFilters(listed({ startsAt: NOW + 3 * HOUR + 1 }), upcoming, NOW)).toBe(false)
    expect(passesFilters(listed({ startsAt: NOW - 1 }), upcoming, NOW)).toBe(false)
    expect(passesFilters(listed({ status: "live", startsAt: NOW + HOUR }), upcoming, NOW)).toBe(false)
  })

  it("sports only hides the five cyber sports and nothing else", () => {
    const sportsOnly = { ...noFilters, sportsOnly: true }
    expect(ALL_SPORTS.filter((sportId) => !passesFilters(listed({ sportId }), sportsOnly, NOW))).toEqual(["cs2", "dota2", "lol", "virtualfootball", "cyberfootball"])
  })

  it("period filters keep live games in that period only", () => {
    expect(passesFilters(listed({ status: "live", period: 1 }), { ...noFilters, timeFilter: "first_period" }, NOW)).toBe(true)
    expect(passesFilters(listed({ status: "live", period: 2 }), { ...noFilters, timeFilter: "first_period" }, NOW)).toBe(false)
    expect(passesFilters(listed({ status: "live", period: 2 }), { ...noFilters, timeFilter: "second_period" }, NOW)).toBe(true)
    expect(passesFilters(listed({ status: "line", period: 0 }), { ...noFilters, timeFilter: "first_period" }, NOW)).toBe(false)
  })
})

const market = (type: MarketType, line: number | null = null, period = 0) => ({ id: `${type}:${period}:${line}`, type, period, line })

describe("the markets a row shows (SPEC.md 3 appViewType)", () => {
  const football = [market("1x2"), market("doubleChance"), market("total", 1.5), market("total", 2.5), market("total", 3.5), market("handicap", -1.5), market("handicap", 1.5), market("1x2", null, 1), market("total", 0.5, 1)]

  it("European view: the whole game's result", () => {
    expect(rowMarketsOf(football, 0).map((m) => m.id)).toEqual(["1x2:0:null"])
    expect(rowMarketsOf([market("winner"), market("winner", null, 1)], 0).map((m) => m.id)).toEqual(["winner:0:null"])
  })

  it("Asian view: the middle handicap and the middle total of the whole game (the lower of two)", () => {
    expect(rowMarketsOf(football, 1).map((m) => m.id)).toEqual(["handicap:0:-1.5", "total:0:2.5"])
    const basketball = [market("winner"), market("total", 199.5), market("total", 205.5), market("total", 211.5), market("handicap", -9.5), market("handicap", -4.5), market("handicap", 0.5)]
    expect(rowMarketsOf(basketball, 1).map((m) => m.id)).toEqual(["handicap:0:-4.5", "total:0:205.5"])
  })

  it("reads the whole game's markets wherever they stand in the list, never a period's", () => {
    const shuffled = [market("total", 0.5, 1), market("1x2", null, 1), market("handicap", 0.5, 1), market("total", 2.5), market("1x2"), market("handicap", -1.5), market("total", 1.5, 2)]
    expect(rowMarketsOf(shuffled, 0).map((m) => m.id)).toEqual(["1x2:0:null"])
    expect(rowMarketsOf(shuffled, 1).map((m) => m.id)).toEqual(["handicap:0:-1.5", "total:0:2.5"])
  })

  it("Asian view falls back to the result where a game has neither handicap nor total", () => {
    expect(rowMarketsOf([market("winner"), market("winner", null, 1)], 1).map((m) => m.id)).toEqual(["winner:0:null"])
    expect(rowMarketsOf([], 1)).toEqual([])
  })
})

describe("the market filter (SPEC.md 3 filtered markets, a comma list)", () => {
  it("reads back every choice it writes, in one spelling per choice", () => {
    fc.assert(
      fc.property(fc.subarray([...ALL_MARKETS]), fc.shuffledSubarray([...ALL_MARKETS]), (chosen, shuffled) => {
        const set = new Set(chosen)
        expect([...marketFilterOf(marketFilterList(set))].sort()).toEqual([...set].sort())
        // The same choice made in another order is the same list.
        if (shuffled.length === chosen.length && shuffled.every((type) => set.has(type))) expect(marketFilterList(new Set(shuffled))).toBe(marketFilterList(set))
      })
    )
  })

  it("ignores names it does not know and keeps the feed's order", () => {
    expect(marketFilterList(marketFilterOf("total,foo,1x2"))).toBe("1x2,total")
    expect(marketFilterOf("").size).toBe(0)
  })

  it("an empty filter shows every market; otherwise only the chosen types", () => {
    const markets = [market("1x2"), market("total", 2.5), market("handicap", -1.5), market("1x2", null, 1)]
    expect(marketsShown(markets, new Set())).toBe(markets)
    expect(marketsShown(markets, new Set<MarketType>(["1x2"])).map((m) => m.id)).toEqual(["1x2:0:null", "1x2:1:null"])
  })
})

describe("games under headings (SPEC.md 3 group by country, group by category)", () => {
  const g = (id: string, country: string, championshipId: string) => ({ id, country, championshipId, championshipName: championshipId.toUpperCase() })
  const games = [g("g1", "England", "epl"), g("g2", "Spain", "laliga"), g("g3", "England", "efl"), g("g4", "England", "epl")]

  it("by country, by championship, or both, groups in the order of their first game", () => {
    expect(groupGames(games, { country: false, category: false })).toEqual([{ key: "", label: "", ids: ["g1", "g2", "g3", "g4"] }])
    expect(groupGames(games, { country: true, category: false })).toEqual([
      { key: "England", label: "England", ids: ["g1", "g3", "g4"] },
      { key: "Spain", label: "Spain", ids: ["g2"] }
    ])
    expect(groupGames(games, { country: false, category: true })).toEqual([
      { key: "epl", label: "EPL", ids: ["g1", "g4"] },
      { key: "laliga", label: "LALIGA", ids: ["g2"] },
      { key: "efl", label: "EFL", ids: ["g3"] }
    ])
    expect(groupGames(games, { country: true, category: true }).map((group) => group.label)).toEqual(["England · EPL", "Spain · LALIGA", "England · EFL"])
    // Country and championship together: a championship id met in two countries is two headings.
    const cups = [g("g1", "England", "cup"), g("g2", "Spain", "cup")]
    expect(groupGames(cups, { country: true, category: true }).map((group) => group.key)).toEqual(["England/cup", "Spain/cup"])
  })

  it("loses no game, repeats none, and keeps the list's order inside each heading", () => {
    const arb = fc.array(fc.record({ country: fc.constantFrom("A", "B", "C"), champ: fc.constantFrom("x", "y", "z") }), { maxLength: 30 })
    fc.assert(
      fc.property(arb, fc.boolean(), fc.boolean(), (rows, country, category) => {
        const input = rows.map((row, i) => g(`g${i}`, row.country, `${row.country}-${row.champ}`))
        const groups = groupGames(input, { country, category })
        const flat = groups.flatMap((group) => group.ids)
        expect([...flat].sort()).toEqual(input.map((x) => x.id).sort())
        for (const group of groups) {
          const positions = group.ids.map((id) => Number(id.slice(1)))
          expect(positions).toEqual([...positions].sort((a, b) => a - b))
          if (country) expect(new Set(group.ids.map((id) => input[Number(id.slice(1))]!.country)).size).toBe(1)
          if (category) expect(new Set(group.ids.map((id) => input[Number(id.slice(1))]!.championshipId)).size).toBe(1)
        }
      })
    )
  })
})

describe("the stored betting state", () => {
  it("keeps the well-formed fields of a record and drops the rest", () => {
    expect(parseStoredBettingState(JSON.stringify({ timeFilter: "first_period", groupByCategory: 1, wideScoreboard: 2, filteredMarkets: "1x2,total", onlyWithVideos: "yes" }))).toEqual({
      timeFilter: "first_period",
      groupByCategory: 1,
      filteredMarkets: "1x2,total"
    })
    expect(parseStoredBettingState("not json")).toEqual({})
    expect(parseStoredBettingState(undefined)).toEqual({})
    expect(parseStoredBettingState(JSON.stringify({ filteredMarkets: "1x2,,total" }))).toEqual({})
  })
})
