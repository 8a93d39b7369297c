import { fixedSecret } from "../support/worldSecrets"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { MarketType } from "../../src/domain/sports/feed"
import { type FinalScore, type OutcomeSpec, outcomeIdOf, parseOutcomeId, settleOutcome } from "../../src/domain/sports/outcomes"
import { createWorld, DEFAULT_WORLD } from "../../server/sports/simulator/world"

const final = (home: number, away: number, periods: ReadonlyArray<readonly [number, number]> = []): FinalScore => ({
  score: { home, away },
  periodScores: periods.map(([h, a]) => ({ home: h, away: a }))
})
const spec = (marketType: MarketType, kind: string, line: number | null = null, period = 0): OutcomeSpec => ({ gameId: "g7", marketType, period, line, kind })

describe("outcome ids, by hand", () => {
  it("reads the game, market, period, line and kind, with negative lines and correct scores", () => {
    expect(parseOutcomeId("g12:1x2:0:X")).toEqual({ gameId: "g12", marketType: "1x2", period: 0, line: null, kind: "X" })
    expect(parseOutcomeId("g3:handicap:0:-1.5:home")).toEqual({ gameId: "g3", marketType: "handicap", period: 0, line: -1.5, kind: "home" })
    expect(parseOutcomeId("g3:total:2:215.5:under")).toEqual({ gameId: "g3", marketType: "total", period: 2, line: 215.5, kind: "under" })
    expect(parseOutcomeId("g9:correctScore:0:2:1")).toEqual({ gameId: "g9", marketType: "correctScore", period: 0, line: null, kind: "2:1" })
  })

  it("refuses what is not an outcome of this line", () => {
    for (const id of ["", "g1", "g1:1x2:0", "g1:1x2:0:Y", "x1:1x2:0:1", "g1:total:0:over", "g1:1x2:0:1.5:1", "g1:correctScore:0:2", "g1:winner:0:X", "g1:total:0:abc:over", "g1:total:-1:2.5:over"]) {
      expect(parseOutcomeId(id)).toBeUndefined()
    }
  })
})

describe("settling an outcome against a finished game, by hand", () => {
  it("whole-game markets read the final score, period markets that period's", () => {
    const game = final(3, 1, [
      [0, 1],
      [3, 0]
    ])
    expect(settleOutcome(spec("1x2", "1"), game)).toBe("won")
    expect(settleOutcome(spec("1x2", "1", null, 1), game)).toBe("lost")
    expect(settleOutcome(spec("1x2", "2", null, 1), game)).toBe("won")
    expect(settleOutcome(spec("total", "over", 3.5), game)).toBe("won")
    expect(settleOutcome(spec("total", "over", 1.5, 1), game)).toBe("lost")
    // The line is home's: home −1.5 wins 3:1, home −2.5 does not (away takes it).
    expect(settleOutcome(spec("handicap", "home", -1.5), game)).toBe("won")
    expect(settleOutcome(spec("handicap", "home", -2.5), game)).toBe("lost")
    expect(settleOutcome(spec("handicap", "away", -2.5), game)).toBe("won")
    expect(settleOutcome(spec("correctScore", "3:1"), game)).toBe("won")
    expect(settleOutcome(spec("correctScore", "1:3"), game)).toBe("lost")
    expect(settleOutcome(spec("bothTeamsToScore", "yes"), game)).toBe("won")
    expect(settleOutcome(spec("doubleChance", "X2"), game)).toBe("lost")
  })

  it("a set never played and a two-way market that tied are void", () => {
    const match = final(3, 0, [
      [25, 20],
      [25, 23],
      [26, 24]
    ])
    expect(settleOutcome(spec("winner", "1", null, 4), match)).toBe("void")
    expect(settleOutcome(spec("winner", "2", null, 3), match)).toBe("lost")
    expect(settleOutcome(spec("winner", "1"), final(1, 1))).toBe("void")
  })
})

// An outright's kinds are its participants' numbers: test/property/sportsOutrights.test.ts has them.
type MatchMarketType = Exclude<MarketType, "outright">
const kindsOf: Record<Exclude<MatchMarketType, "correctScore">, ReadonlyArray<string>> = {
  "1x2": ["1", "X", "2"],
  winner: ["1", "2"],
  doubleChance: ["1X", "12", "X2"],
  total: ["over", "under"],
  handicap: ["home", "away"],
  bothTeamsToScore: ["yes", "no"]
}

const arbitrarySpec: fc.Arbitrary<OutcomeSpec & { readonly marketType: MatchMarketType }> = fc
  .record({
    game: fc.integer({ min: 1, max: 999_999 }),
    period: fc.integer({ min: 0, max: 9 }),
    halfLine: fc.integer({ min: -400, max: 400 }),
    type: fc.constantFrom<MatchMarketType>("1x2", "winner", "doubleChance", "total", "handicap", "bothTeamsToScore", "correctScore"),
    pick: fc.nat(),
    score: fc.tuple(fc.nat(9), fc.nat(9))
  })
  .map(({ game, halfLine, period, pick, score, type }) => ({
    gameId: `g${game}`,
    marketType: type,
    period,
    line: type === "total" || type === "handicap" ? halfLine / 2 + 0 : null,
    kind: type === "correctScore" ? `${score[0]}:${score[1]}` : kindsOf[type][pick % kindsOf[type].length]!
  }))

const arbitraryFinal = fc
  .array(fc.tuple(fc.nat(6), fc.nat(6)), { minLength: 0, maxLength: 5 })
  .map((periods) => final(periods.reduce((s, [h]) => s + h, 0), periods.reduce((s, [, a]) => s + a, 0), periods))

describe("outcome ids and settlement, for any outcome", () => {
  it("an id reads back as the outcome it was made from", () => {
    fc.assert(
      fc.property(arbitrarySpec, (s) => {
        expect(parseOutcomeId(outcomeIdOf(s))).toEqual(s)
      })
    )
  })

  it("every outcome id of a simulated world reads back to itself, with its market's type, period and line", () => {
    const world = createWorld({ ...DEFAULT_WORLD, secret: fixedSecret(11), live: 20, line: 40, pastResults: 0 }, Date.UTC(2026, 0, 1))
    let checked = 0
    for (const { game } of world.games.values()) {
      for (const market of game.markets) {
        for (const outcome of market.outcomes) {
          const parsed = parseOutcomeId(outcome.id)
          expect(parsed).toEqual({ gameId: game.id, marketType: market.type, period: market.period, line: market.line, kind: outcome.kind })
          expect(outcomeIdOf(parsed!)).toBe(outcome.id)
          checked++
        }
      }
    }
    expect(checked).toBeGreaterThan(500)
  })

  it("of a market's outcomes, exactly one wins a three-way or half-line market, exactly two a double chance", () => {
    fc.assert(
      fc.property(arbitrarySpec, arbitraryFinal, (s, game) => {
        const score = s.period === 0 ? game.score : game.periodScores[s.period - 1]
        const results = (s.marketType === "correctScore" ? [s.kind] : kindsOf[s.marketType]).map((kind) => settleOutcome({ ...s, kind }, game))
        if (score === undefined) {
          expect(results.every((r) => r === "void")).toBe(true)
          return
        }
        const won = results.filter((r) => r === "won").length
        switch (s.marketType) {
          case "1x2":
          case "total":
          case "handicap":
          case "bothTeamsToScore":
            // A whole line may push: void on both sides.
            expect(won === 1 || (Number.isInteger(s.line) && results.every((r) => r === "void"))).toBe(true)
            return
          case "doubleChance":
            expect(won).toBe(2)
            return
          case "winner":
            expect(score.home === score.away ? results.every((r) => r === "void") : won === 1).toBe(true)
            return
          case "correctScore":
            expect(results[0]).toBe(s.kind === `${score.home}:${score.away}` ? "won" : "lost")
        }
      })
    )
  })
})
