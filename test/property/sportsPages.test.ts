import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { CYBER_DISCIPLINES, type CyberPlace, type CyberView, cyberPathOf, cyberPlaceOf, cyberTypeOf } from "../../src/domain/sports/cyber"
import type { CyberType, SportId } from "../../src/domain/sports/feed"
import { isCyberSport } from "../../src/domain/sports/lineFilters"
import { SPORTS } from "../../server/sports/simulator/catalogue"
import { teamPathOf, teamPlaceOf } from "../../src/domain/sports/team"

/** A path's parts: what the router hands the page. */
const split = (url: string): [string, string] => {
  const at = url.indexOf("?")
  return at === -1 ? [url, ""] : [url.slice(0, at), url.slice(at)]
}
const placeOf = (url: string) => cyberPlaceOf(...split(url))

const championshipId = fc.stringMatching(/^[a-z0-9-]{1,40}$/).filter((id) => id !== "champs")
const gameId = fc.integer({ min: 1, max: 999_999 }).map((n) => `g${n}`)

/** Places as the cyber pages make them: a discipline of the kind, a championship only within it, a game only within a championship. */
const cyberPlace: fc.Arbitrary<CyberPlace> = fc.constantFrom<CyberType>("real", "virtual", "stream").chain((type) =>
  fc.record({
    root: fc.constantFrom("cyber" as const, "esports" as const),
    type: fc.constant(type),
    section: fc.constantFrom("line" as const, "live" as const),
    view: fc.constantFrom(...CYBER_DISCIPLINES[type]).chain((sportId) =>
      fc.oneof(
        fc.constant<CyberView>({ _tag: "overview" }),
        fc.constant<CyberView>({ _tag: "disciplines" }),
        fc.constant<CyberView>({ _tag: "all" }),
        fc.constant<CyberView>({ _tag: "discipline", sportId }),
        fc.constant<CyberView>({ _tag: "champs", sportId }),
        championshipId.map((id): CyberView => ({ _tag: "champ", sportId, championshipId: id })),
        fc.tuple(championshipId, gameId).map(([id, game]): CyberView => ({ _tag: "game", sportId, championshipId: id, gameId: game }))
      )
    )
  })
)

describe("cyber sport's places in paths (SPEC.md 2.2: cyber or esports, type, disciplines, all, discipline, champs, champ, game)", () => {
  it("reads back every place it writes", () => {
    fc.assert(
      fc.property(fc.constantFrom("en", "ru"), cyberPlace, (lng, place) => {
        expect(placeOf(cyberPathOf(lng, place))).toEqual(place)
      })
    )
  })

  it("reads paths as a player types them", () => {
    expect(placeOf("/en/cyber")).toEqual({ root: "cyber", type: "real", section: "line", view: { _tag: "overview" } })
    expect(placeOf("/en/esports/virtual/")).toEqual({ root: "esports", type: "virtual", section: "line", view: { _tag: "overview" } })
    expect(placeOf("/en/cyber/real/disciplines?section=live")).toEqual({ root: "cyber", type: "real", section: "live", view: { _tag: "disciplines" } })
    expect(placeOf("/ru/esports/real/all")?.view).toEqual({ _tag: "all" })
    expect(placeOf("/en/cyber/real/dota2")?.view).toEqual({ _tag: "discipline", sportId: "dota2" })
    expect(placeOf("/en/cyber/real/lol/champs")?.view).toEqual({ _tag: "champs", sportId: "lol" })
    expect(placeOf("/en/cyber/real/cs2/cs2-major")?.view).toEqual({ _tag: "champ", sportId: "cs2", championshipId: "cs2-major" })
    expect(placeOf("/en/cyber/stream/cyberfootball/fc-esports/g42?section=live")).toEqual({
      root: "cyber",
      type: "stream",
      section: "live",
      view: { _tag: "game", sportId: "cyberfootball", championshipId: "fc-esports", gameId: "g42" }
    })
    expect(cyberPathOf("en", { root: "esports", type: "virtual", section: "live", view: { _tag: "champ", sportId: "virtualfootball", championshipId: "vfl" } })).toBe(
      "/en/esports/virtual/virtualfootball/vfl?section=live"
    )
  })

  it("names no page for kinds and disciplines the line has not, a discipline of another kind, or paths that go on", () => {
    for (const path of [
      "/en/cyber/arcade",
      "/en/cyber/real/chess",
      "/en/cyber/real/football",
      "/en/cyber/virtual/cs2",
      "/en/cyber/stream/virtualfootball",
      "/en/cyber/real/all/more",
      "/en/cyber/real/disciplines/cs2",
      "/en/cyber/real/cs2/champs/more",
      "/en/cyber/real/cs2/CS2-MAJOR",
      "/en/cyber/real/cs2/cs2-major/42",
      "/en/cyber/real/cs2/cs2-major/g1/more",
      "/en/line/cs2"
    ])
      expect(placeOf(path), path).toBeNull()
  })

  it("gives every discipline exactly one kind, the one the line's catalogue and the 'sports only' filter use", () => {
    const kinds = Object.values(CYBER_DISCIPLINES).flat()
    expect(new Set(kinds).size).toBe(kinds.length)
    expect(CYBER_DISCIPLINES).toEqual({ real: ["cs2", "dota2", "lol"], virtual: ["virtualfootball"], stream: ["cyberfootball"] })
    for (const { sport } of SPORTS) {
      expect(sport.cyber, sport.id).toBe(cyberTypeOf(sport.id))
      expect(isCyberSport(sport.id), sport.id).toBe(sport.cyber !== null)
    }
    expect(cyberTypeOf("football")).toBeNull()
  })
})

describe("a team's page in a path (SPEC.md 2.2 team)", () => {
  const sportId = fc.constantFrom<SportId>("football", "tennis", "cs2", "mma")
  it("reads back any team name it writes, spaces, slashes and non-Latin letters too", () => {
    fc.assert(
      fc.property(fc.constantFrom("en", "ru"), sportId, fc.string({ minLength: 1, maxLength: 40 }).filter((name) => name.trim() !== ""), (lng, sport, name) => {
        expect(teamPlaceOf(teamPathOf(lng, { sportId: sport, name }))).toEqual({ sportId: sport, name })
      })
    )
  })

  it("by hand, and no page for a sport the line has not, no name, or a broken escape", () => {
    expect(teamPathOf("en", { sportId: "football", name: "Northbridge United" })).toBe("/en/team/football/Northbridge%20United")
    expect(teamPlaceOf("/ru/team/icehockey/Oakvale%20Dynamo")).toEqual({ sportId: "icehockey", name: "Oakvale Dynamo" })
    for (const path of ["/en/team/chess/Alex%20Novak", "/en/team/football", "/en/team/football/", "/en/team/football/%20", "/en/team/football/%E0%A4%A", "/en/team/football/A/B"])
      expect(teamPlaceOf(path), path).toBeNull()
  })
})
