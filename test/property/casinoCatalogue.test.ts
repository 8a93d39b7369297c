import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  ASIAN_FILTERS,
  CASINO_CATEGORIES,
  type CatalogueGame,
  CATEGORY_IDS,
  type CategoryId,
  categoryCounts,
  gamePagePath,
  type GameTag,
  matchesAsianFilter,
  matchesOtherGamesFilter,
  matchesSearch,
  oldGameRouteId,
  selectGames
} from "../../src/domain/casino/catalogue"

const game = (id: string, name: string, more: Partial<CatalogueGame> = {}): CatalogueGame => ({
  id,
  slug: id,
  name,
  provider: "oddsfold-originals",
  categories: ["slots"],
  tags: [],
  rtp: 9600,
  maxWin: 100,
  position: 0,
  launch: "in-house",
  ...more
})
const PROVIDERS = [
  { id: "oddsfold-originals", name: "Oddsfold Originals", inHouse: true },
  { id: "reef", name: "Reef Studio", inHouse: false }
]

describe("the catalogue's rules, by hand", () => {
  it("SPEC.md 1 lists sixteen categories; their routes are SPEC.md 2.3's", () => {
    expect(CASINO_CATEGORIES.length).toBe(16)
    expect(CASINO_CATEGORIES.map((c) => c.route)).toEqual([
      "slots",
      "casino/live-casino",
      "keno",
      "poker",
      "bingo",
      "virtualsports",
      "tvgames",
      "fast-games",
      "fast-bet",
      "crash-games",
      "skill-games",
      "card-games",
      "scratchcards",
      "asian-games",
      "fishinghunting",
      "othergames"
    ])
  })
  it("search finds the beginning of a word of the name or the provider, in any case and without accents", () => {
    const roulette = game("roulette", "European Roulette")
    expect(matchesSearch("roul", roulette, "Oddsfold Originals")).toBe(true)
    expect(matchesSearch("EURO rou", roulette, "Oddsfold Originals")).toBe(true)
    expect(matchesSearch("europ\u00e9an", roulette, "Oddsfold Originals")).toBe(true)
    expect(matchesSearch("originals roulette", roulette, "Oddsfold Originals")).toBe(true)
    expect(matchesSearch("lette", roulette, "Oddsfold Originals")).toBe(false)
    expect(matchesSearch("ro", roulette, "")).toBe(true)
    expect(matchesSearch("r", roulette, "")).toBe(false)
    expect(matchesSearch("  r  ", roulette, "")).toBe(false)
    expect(matchesSearch("--", roulette, "")).toBe(false)
    expect(matchesSearch("рулетка", game("r2", "Рулётка"), "")).toBe(true)
  })
  it("the Asian filter: all keeps every game, other the games no named filter takes", () => {
    const dice = game("dice", "Dice", { tags: ["asian:dice"] })
    const plain = game("plain", "Plain")
    expect(ASIAN_FILTERS).toEqual(["all", "lotto", "slots", "ladder", "dice", "cards", "other"])
    expect(ASIAN_FILTERS.filter((f) => matchesAsianFilter(f, dice))).toEqual(["all", "dice"])
    expect(ASIAN_FILTERS.filter((f) => matchesAsianFilter(f, plain))).toEqual(["all", "other"])
    expect(matchesOtherGamesFilter("lotto", game("keno", "Keno", { tags: ["other:lotto"] }))).toBe(true)
    expect(matchesOtherGamesFilter("poker", game("keno", "Keno", { tags: ["other:lotto"] }))).toBe(false)
    expect(matchesOtherGamesFilter(null, plain)).toBe(true)
  })
  it("old game routes name the game; current game pages are no old route", () => {
    expect(oldGameRouteId("/en/casino/game/dice")).toEqual({ lng: "en", gameId: "dice" })
    expect(oldGameRouteId("/ru/casino/play/dice")).toEqual({ lng: "ru", gameId: "dice" })
    expect(oldGameRouteId("/en/games/casino/keno")).toEqual({ lng: "en", gameId: "keno" })
    expect(oldGameRouteId("/en/slots/game/slot")).toEqual({ lng: "en", gameId: "slot", category: "slots" })
    expect(oldGameRouteId("/en/casino/slots/game/slot/slot")).toBeUndefined()
    expect(oldGameRouteId("/en/line/game/1")).toBeUndefined()
    expect(gamePagePath("en", game("dice", "Dice", { categories: ["fast-games", "asian-games"] }), "asian-games")).toBe("/en/casino/asian-games/game/dice/dice")
    expect(gamePagePath("en", game("dice", "Dice", { categories: ["fast-games", "asian-games"] }), "slots")).toBe("/en/casino/fast-games/game/dice/dice")
  })
})

const WORDS = ["lucky", "fish", "golden", "dragon", "book", "ra", "fruit", "crash", "mines", "joker", "wild", "star"]
const TAGS: ReadonlyArray<GameTag> = ["asian:lotto", "asian:slots", "asian:ladder", "asian:dice", "asian:cards", "asian:other", "other:poker", "other:virtual", "other:toto", "other:lotto"]

const anyGames = fc
  .uniqueArray(
    fc.record({
      id: fc.stringMatching(/^[a-z][a-z0-9]{0,8}$/),
      words: fc.array(fc.constantFrom(...WORDS), { minLength: 1, maxLength: 3 }),
      provider: fc.constantFrom("oddsfold-originals", "reef"),
      categories: fc.uniqueArray(fc.constantFrom(...CATEGORY_IDS), { minLength: 1, maxLength: 3 }),
      tags: fc.uniqueArray(fc.constantFrom(...TAGS), { maxLength: 3 }),
      position: fc.integer({ min: -5, max: 5 })
    }),
    { selector: (g) => g.id, maxLength: 30 }
  )
  .map((list) => list.map((g) => game(g.id, g.words.join(" "), { provider: g.provider, categories: g.categories as ReadonlyArray<CategoryId>, tags: g.tags, position: g.position })))

const inOrder = (list: ReadonlyArray<CatalogueGame>) =>
  list.every((g, i) => i === 0 || list[i - 1]!.position < g.position || (list[i - 1]!.position === g.position && `${list[i - 1]!.name}\u0000${list[i - 1]!.id}` <= `${g.name}\u0000${g.id}`))

describe("the catalogue's rules, as properties", () => {
  it("a category lists exactly its games, each once, by position then name; the counts agree", () => {
    fc.assert(
      fc.property(anyGames, fc.constantFrom(...CATEGORY_IDS), (games, category) => {
        const listed = selectGames(games, { _tag: "category", category }, PROVIDERS)
        const expected = games.filter((g) => g.categories.includes(category)).map((g) => g.id).sort()
        expect(listed.map((g) => g.id).sort()).toEqual(expected)
        expect(inOrder(listed)).toBe(true)
        expect(categoryCounts(games).find((c) => c.id === category)!.games).toBe(expected.length)
      })
    )
  })
  it("a provider lists exactly its games; all lists every game in order", () => {
    fc.assert(
      fc.property(anyGames, (games) => {
        const reef = selectGames(games, { _tag: "provider", provider: "reef" }, PROVIDERS)
        expect(reef.every((g) => g.provider === "reef")).toBe(true)
        expect(reef.length).toBe(games.filter((g) => g.provider === "reef").length)
        const all = selectGames(games, { _tag: "all" }, PROVIDERS)
        expect(all.length).toBe(games.length)
        expect(inOrder(all)).toBe(true)
      })
    )
  })
  it("the beginning of any word of a game's or its provider's name, in any case, finds it; a search finds only games that have such words", () => {
    fc.assert(
      fc.property(anyGames, fc.constantFrom(...WORDS), fc.integer({ min: 2, max: 6 }), fc.boolean(), (games, word, length, upper) => {
        const query = word.slice(0, Math.max(2, length))
        const shown = upper ? query.toUpperCase() : query
        const found = selectGames(games, { _tag: "search", query: shown }, PROVIDERS).map((g) => g.id).sort()
        const wordsOf = (g: CatalogueGame) => [...g.name.split(" "), ...PROVIDERS.find((p) => p.id === g.provider)!.name.toLowerCase().split(" ")]
        const expected = games.filter((g) => wordsOf(g).some((w) => w.startsWith(query))).map((g) => g.id).sort()
        expect(found).toEqual(expected)
      })
    )
  })
  it("every game is under the Asian filter all and under at least one other Asian filter", () => {
    fc.assert(
      fc.property(anyGames, (games) => {
        for (const g of games) {
          expect(matchesAsianFilter("all", g)).toBe(true)
          expect(ASIAN_FILTERS.filter((f) => f !== "all" && matchesAsianFilter(f, g)).length).toBeGreaterThan(0)
        }
      })
    )
  })
})
