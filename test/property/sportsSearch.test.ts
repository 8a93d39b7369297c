import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  editBudget,
  editDistance,
  editDistanceWithin,
  isSearchable,
  matchScore,
  normalise,
  prepare,
  prepareQuery,
  rank,
  SEARCH_LIMIT,
  SEARCH_LIMITS,
  searchHitPathOf,
  tokenise
} from "../../src/domain/sports/search"

/**
 * Search of the line (src/domain/sports/search.ts) against oracles written apart from it: the textbook dynamic
 * programme of the optimal-string-alignment distance (a full table, no bound, no early exit), and hand cases.
 */

/** Wagner–Fischer with the adjacent transposition, over characters (not UTF-16 units), as the textbooks write it. */
const oracleDistance = (left: string, right: string): number => {
  const a = [...left]
  const b = [...right]
  const d: Array<Array<number>> = []
  for (let i = 0; i <= a.length; i++) {
    d.push([])
    for (let j = 0; j <= b.length; j++) {
      if (i === 0) d[i]![j] = j
      else if (j === 0) d[i]![j] = i
      else {
        const cost = a[i - 1] === b[j - 1] ? 0 : 1
        d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
        if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1)
      }
    }
  }
  return d[a.length]![b.length]!
}

/** Lower-case letters of three scripts (Latin, Cyrillic, Greek), so that the words of a name normalise to themselves. */
const LETTERS = [..."abcdefghijklmnopqrstuvwxyz", ..."абвгдежзиклмнопрстуфхцчшщыьэюя", ..."αβγδεζηθικλμνξοπρστυφχψω"]
const letter = fc.constantFrom(...LETTERS)
const word = (min: number, max: number) => fc.array(letter, { minLength: min, maxLength: max }).map((letters) => letters.join(""))
/** A name as a line carries one: one to three words (a club, a city and a suffix, a player's two names). */
const name = fc.array(word(1, 10), { minLength: 1, maxLength: 3 }).map((words) => words.join(" "))
/** Short texts over a few letters, so that equal and nearly equal ones come up often; astral characters among them. */
const nearText = fc.array(fc.constantFrom("a", "b", "c", "é", "ё", "😀"), { maxLength: 8 }).map((chars) => chars.join(""))

const lettersOf = (text: string): number => [...text].filter((char) => char !== " ").length

/** One mistake a player makes: a letter replaced, two neighbouring letters swapped, a letter left out. */
type Mistake = { readonly kind: "substitute"; readonly at: number; readonly by: string } | { readonly kind: "transpose" | "drop"; readonly at: number }

const mistaken = (text: string, mistake: Mistake): string => {
  const chars = [...text]
  // Letters only: the positions of the name's letters, not of its spaces.
  const letters = chars.flatMap((char, i) => (char === " " ? [] : [i]))
  const at = letters[mistake.at % letters.length]!
  switch (mistake.kind) {
    case "substitute":
      chars[at] = mistake.by
      break
    case "drop":
      chars.splice(at, 1)
      break
    case "transpose": {
      const next = chars[at + 1] !== undefined && chars[at + 1] !== " " ? at + 1 : at - 1
      if (next >= 0 && chars[next] !== " ") [chars[at], chars[next]] = [chars[next]!, chars[at]!]
      break
    }
  }
  return chars.join("")
}

const mistake: fc.Arbitrary<Mistake> = fc.oneof(
  fc.record({ kind: fc.constant("substitute" as const), at: fc.nat(), by: letter }),
  fc.record({ kind: fc.constantFrom("transpose" as const, "drop" as const), at: fc.nat() })
)

const rankNames = (query: string, names: ReadonlyArray<string>, limit = 20) =>
  rank(
    prepareQuery(query),
    names.map((text) => ({ text, prepared: [prepare(text)] })),
    (item) => item.prepared,
    limit
  ).map((ranked) => ranked.item.text)

describe("search: the edit distance", () => {
  it("is the textbook optimal-string-alignment distance, symmetric, and 0 only for equal texts", () => {
    fc.assert(
      fc.property(fc.oneof(nearText, fc.string({ maxLength: 12 })), fc.oneof(nearText, fc.string({ maxLength: 12 })), (a, b) => {
        const distance = editDistance(a, b)
        expect(distance).toBe(oracleDistance(a, b))
        expect(editDistance(b, a)).toBe(distance)
        expect(distance === 0).toBe(a === b)
      }),
      { numRuns: 3000 }
    )
  })

  it("worked out only up to a bound, is the textbook distance up to it and the bound plus one above it", () => {
    fc.assert(
      fc.property(fc.oneof(nearText, fc.string({ maxLength: 12 })), fc.oneof(nearText, fc.string({ maxLength: 12 })), fc.nat({ max: 3 }), (a, b, max) => {
        expect(editDistanceWithin(a, b, max)).toBe(Math.min(oracleDistance(a, b), max + 1))
      }),
      { numRuns: 3000 }
    )
  })

  it("counts by hand: one edit each for a swap, a drop, a replaced letter; an astral character is one character", () => {
    expect(editDistance("northbridge", "nrothbridge")).toBe(1)
    expect(editDistance("northbridge", "northbrige")).toBe(1)
    expect(editDistance("northbridge", "northbridje")).toBe(1)
    expect(editDistance("kitten", "sitting")).toBe(3)
    // Restricted Damerau–Levenshtein: a swapped pair is not edited again (unrestricted, "ca" → "abc" would be 2).
    expect(editDistance("ca", "abc")).toBe(3)
    expect(editDistance("спартак", "спратак")).toBe(1)
    expect(editDistance("a😀", "a😃")).toBe(1)
    expect(editDistance("", "abc")).toBe(3)
  })

  it("allows 0 edits to a word of up to 3 characters, 1 up to 7, 2 beyond", () => {
    expect([1, 2, 3, 4, 7, 8, 20].map(editBudget)).toEqual([0, 0, 0, 1, 1, 2, 2])
  })
})

describe("search: normalisation", () => {
  it("reads case, diacritics and punctuation away, in any script", () => {
    expect(normalise("  Série-A ")).toBe("serie a")
    expect(normalise("Brasileirão")).toBe("brasileirao")
    expect(normalise("MMA / UFC")).toBe("mma ufc")
    expect(normalise("Кибер-футбол")).toBe("кибер футбол")
    expect(normalise("Ёлка")).toBe("елка")
    expect(normalise("eFootball Battle 2×6")).toBe("efootball battle 2 6")
    expect(tokenise("Falcon  Ridge Rovers!")).toEqual(["falcon", "ridge", "rovers"])
    expect(tokenise("!!")).toEqual([])
  })

  it("is idempotent, and its words hold no space", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (text) => {
        expect(normalise(normalise(text))).toBe(normalise(text))
        for (const token of tokenise(text)) expect(token).not.toMatch(/\s|^$/)
      })
    )
  })

  it("asks the line only for 2 to 64 characters once trimmed, with no control character, with a letter or a digit", () => {
    expect(isSearchable("ab")).toBe(true)
    expect(isSearchable("  a ")).toBe(false)
    expect(isSearchable("a".repeat(64))).toBe(true)
    expect(isSearchable("a".repeat(65))).toBe(false)
    expect(isSearchable("ab\u0000")).toBe(false)
    expect(isSearchable("--")).toBe(false)
    expect(isSearchable("ёж")).toBe(true)
  })
})

describe("search: ranking", () => {
  it("ranks a name the query spells exactly (case and diacritics aside) first", () => {
    fc.assert(
      fc.property(fc.array(name, { minLength: 1, maxLength: 15 }), fc.nat(), fc.boolean(), (names, pick, shout) => {
        const wanted = names[pick % names.length]!
        const query = shout ? wanted.toUpperCase() : wanted
        const ranked = rankNames(query, names)
        expect(ranked.length).toBeGreaterThan(0)
        expect(normalise(ranked[0]!)).toBe(normalise(wanted))
      }),
      // A counterexample found: "AΣ" lowered to "aς" (the final sigma) and missed "aσ".
      { numRuns: 1000, examples: [[["a", "a", "a", "a", "a", "a", "aσ", "a"], 180144990, true]] }
    )
  })

  it("still finds a name of 5 letters or more with one letter replaced, swapped with its neighbour or left out", () => {
    fc.assert(
      fc.property(
        name.filter((text) => lettersOf(text) >= 5),
        mistake,
        fc.array(name, { maxLength: 19 }),
        (wanted, slip, others) => {
          const typed = mistaken(wanted, slip)
          expect(matchScore(prepareQuery(typed), prepare(wanted))).toBeGreaterThan(0)
          expect(rankNames(typed, [...others, wanted])).toContain(wanted)
        }
      ),
      { numRuns: 1000 }
    )
  })

  it("finds a name while it is being typed: any beginning of a word of it of 2 letters or more", () => {
    fc.assert(
      fc.property(fc.array(word(2, 10), { minLength: 1, maxLength: 3 }), fc.nat(), fc.nat(), (words, which, cut) => {
        const full = words.join(" ")
        const target = words[which % words.length]!
        const typed = target.slice(0, 2 + (cut % (target.length - 1)))
        expect(matchScore(prepareQuery(typed), prepare(full))).toBeGreaterThan(0)
      })
    )
  })

  it("finds the player's typical mistakes by hand, in Latin and Cyrillic, and nothing for a word far from every name", () => {
    const teams = ["Northbridge United", "Northbridge City", "Eastport Rovers", "Falcon Ridge Albion", "Спартак Москва", "Nova Gaming", "Série A"]
    expect(rankNames("Nortbridge Untied", teams)[0]).toBe("Northbridge United")
    expect(rankNames("eastprot", teams)).toEqual(["Eastport Rovers"])
    expect(rankNames("спратак", teams)).toEqual(["Спартак Москва"])
    expect(rankNames("serie a", teams)).toEqual(["Série A"])
    expect(rankNames("falcon rid", teams)).toEqual(["Falcon Ridge Albion"])
    expect(rankNames("northbr", teams)).toEqual(["Northbridge United", "Northbridge City"])
    expect(rankNames("nobva", teams)).toEqual(["Nova Gaming"])
    expect(rankNames("zebra", teams)).toEqual([])
    // 3 letters or fewer: no mistake allowed, only the beginning of a word.
    expect(rankNames("nvo", teams)).toEqual([])
  })

  it("answers at most 20 hits: 3 sports, 4 championships, 5 teams, 8 games", () => {
    expect(SEARCH_LIMITS).toEqual({ sport: 3, championship: 4, team: 5, game: 8 })
    expect(SEARCH_LIMIT).toBe(20)
    expect(Object.values(SEARCH_LIMITS).reduce((sum, limit) => sum + limit, 0)).toBe(SEARCH_LIMIT)
  })

  it("keeps at most the limit, and the order items came in among equal scores", () => {
    const names = Array.from({ length: 30 }, (_, i) => `Team ${i}`)
    expect(rankNames("team", names, 20)).toEqual(names.slice(0, 20))
  })
})

describe("search: where a hit leads", () => {
  it("opens the routes the site has: a sport's and championship's list, a team's page, a game's page in its section", () => {
    expect(searchHitPathOf("en", { _tag: "sport", sportId: "football", name: "Football", section: "line", live: true })).toBe("/en/line/football")
    expect(searchHitPathOf("ru", { _tag: "sport", sportId: "politics", name: "Политика", section: "line", live: false })).toBe("/ru/politics")
    expect(searchHitPathOf("en", { _tag: "championship", championshipId: "epl", sportId: "football", name: "Premier League", country: "England", section: "live", live: true })).toBe(
      "/en/live/football/epl"
    )
    expect(searchHitPathOf("en", { _tag: "team", sportId: "football", name: "Falcon Ridge Albion", live: false })).toBe("/en/team/football/Falcon%20Ridge%20Albion")
    const game = { _tag: "game", gameId: "g12", sportId: "icehockey", championshipId: "khl", championshipName: "KHL", home: "A", away: "B", startsAt: 0 } as const
    expect(searchHitPathOf("en", { ...game, live: true })).toBe("/en/live/icehockey/khl/g12")
    expect(searchHitPathOf("en", { ...game, live: false })).toBe("/en/line/icehockey/khl/g12")
  })
})
