import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { CHAMPIONSHIPS } from "../../server/sports/simulator/catalogue"
import { championshipIdsOfCountry } from "../../server/sports/lineReads"
import { betsOnYourPathOf, COUNTRIES_WITH_CHAMPIONSHIPS, isChampionshipOf, SITE_DEFAULT_COUNTRY, yourCountry } from "../../src/domain/sports/yourCountry"

const CATALOGUE = { sports: [], championships: CHAMPIONSHIPS }

/**
 * Whose championship each of the catalogue's is, written out by hand from the leagues' real homes (null: an
 * international competition, nobody's own). The oracle of "which games belong to your country".
 */
const OWNER: Readonly<Record<string, string | null>> = {
  epl: "GB",
  "efl-championship": "GB",
  laliga: "ES",
  "serie-a": "IT",
  bundesliga: "DE",
  "ligue-1": "FR",
  rpl: "RU",
  brasileirao: "BR",
  "europa-league": null,
  "champions-league": null,
  "fifa-cwc": null,
  "uefa-super-cup": null,
  "atp-tour": null,
  "wta-tour": null,
  "itf-men": null,
  nba: "US",
  "nba-finals": "US",
  euroleague: null,
  vtb: "RU",
  nhl: "US",
  "nhl-finals": "US",
  khl: "RU",
  shl: "SE",
  "volley-superliga": "RU",
  "volley-serie-a": "IT",
  "tt-elite": null,
  "tt-cup": "CZ",
  ipl: "IN",
  "big-bash": "AU",
  ufc: null,
  bellator: null,
  "cs2-major": null,
  "cs2-pro-league": null,
  "dota2-ti": null,
  "dota2-dpc": null,
  "lol-worlds": null,
  "lol-lec": null,
  vfl: null,
  "vfl-cup": null,
  "efootball-battle": null,
  "fc-esports": null
}

const anyCode = fc.oneof(fc.constantFrom(...COUNTRIES_WITH_CHAMPIONSHIPS), fc.stringMatching(/^[A-Z]{2}$/))

describe("bets on your country: which championships are a country's own (SPEC.md 2.2 betsonyour)", () => {
  it("a championship is a country's exactly when it is played in that country, never an international one", () => {
    fc.assert(
      fc.property(fc.constantFrom(...Object.keys(OWNER)), anyCode, (id, code) => {
        const championship = CHAMPIONSHIPS.find((c) => c.id === id)
        expect(championship, id).toBeDefined()
        expect(isChampionshipOf(code, championship!.country)).toBe(OWNER[id] === code)
      })
    )
  })

  it("the feed's list of a country's championships is the hand table's", () => {
    const owned = (code: string) => new Set(Object.keys(OWNER).filter((id) => OWNER[id] === code))
    expect(championshipIdsOfCountry(CATALOGUE, "GB")).toEqual(new Set(["epl", "efl-championship"]))
    expect(championshipIdsOfCountry(CATALOGUE, "RU")).toEqual(new Set(["rpl", "vtb", "khl", "volley-superliga"]))
    expect(championshipIdsOfCountry(CATALOGUE, "KZ")).toEqual(new Set())
    for (const code of COUNTRIES_WITH_CHAMPIONSHIPS) expect(championshipIdsOfCountry(CATALOGUE, code), code).toEqual(owned(code))
  })

  it("the picker offers every country that has a championship of its own, and only those", () => {
    const owners = new Set(Object.values(OWNER).filter((code): code is string => code !== null))
    expect(new Set(COUNTRIES_WITH_CHAMPIONSHIPS)).toEqual(owners)
    // No national championship of the line is left off every country's page.
    for (const championship of CHAMPIONSHIPS) {
      if (championship.country === "World" || championship.country === "Europe") continue
      expect(COUNTRIES_WITH_CHAMPIONSHIPS.some((code) => isChampionshipOf(code, championship.country)), championship.id).toBe(true)
    }
  })
})

describe("whose country the page shows", () => {
  it("takes the picked country, else the profile's, else the geo country, else the site's default", () => {
    expect(yourCountry({ picked: "ES", profile: "GB", geo: "DE" })).toBe("ES")
    expect(yourCountry({ picked: null, profile: "GB", geo: "DE" })).toBe("GB")
    expect(yourCountry({ picked: null, profile: null, geo: "DE" })).toBe("DE")
    expect(yourCountry({ picked: null, profile: null, geo: null })).toBe("RU")
    expect(SITE_DEFAULT_COUNTRY).toBe("RU")
    // Codes as a profile or a proxy may write them, and values that are no country code at all.
    expect(yourCountry({ picked: "es", profile: null, geo: null })).toBe("ES")
    expect(yourCountry({ picked: "Spain", profile: "gb", geo: "DE" })).toBe("GB")
    expect(yourCountry({ picked: "", profile: "", geo: "X1" })).toBe("RU")
  })

  it("never skips a well-formed source for a later one, and always answers a two-letter code", () => {
    const value = fc.option(fc.oneof(fc.stringMatching(/^[A-Za-z]{2}$/), fc.string({ maxLength: 4 })), { nil: null })
    fc.assert(
      fc.property(value, value, value, (picked, profile, geo) => {
        const answer = yourCountry({ picked, profile, geo })
        expect(answer).toMatch(/^[A-Z]{2}$/)
        const wellFormed = [picked, profile, geo].filter((v): v is string => v !== null && /^[A-Za-z]{2}$/.test(v))
        expect(answer).toBe(wellFormed[0]?.toUpperCase() ?? "RU")
      })
    )
  })

  it("links a picked country in the page's query, the player's own without one", () => {
    expect(betsOnYourPathOf("en", "ES")).toBe("/en/betsonyour?country=ES")
    expect(betsOnYourPathOf("ru", null)).toBe("/ru/betsonyour")
  })
})
