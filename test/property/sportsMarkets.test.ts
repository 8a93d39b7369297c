import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { overround, pricesWithMargin } from "../../src/domain/sports/margin"
import { isOfferedLine, type Market, type Pick, type Score, settle } from "../../src/domain/sports/markets"

const score = (home: number, away: number): Score => ({ home, away })

describe("settling outcomes against a final score, by hand", () => {
  it("match result and double chance", () => {
    expect(settle({ kind: "1x2" }, { kind: "1x2", pick: "1" }, score(2, 1))).toBe("won")
    expect(settle({ kind: "1x2" }, { kind: "1x2", pick: "X" }, score(2, 1))).toBe("lost")
    expect(settle({ kind: "1x2" }, { kind: "1x2", pick: "X" }, score(0, 0))).toBe("won")
    expect(settle({ kind: "doubleChance" }, { kind: "doubleChance", pick: "X2" }, score(1, 1))).toBe("won")
    expect(settle({ kind: "doubleChance" }, { kind: "doubleChance", pick: "12" }, score(1, 1))).toBe("lost")
  })

  it("totals: over 2.5 needs three goals; a whole line hit exactly is void", () => {
    expect(settle({ kind: "total", line: 2.5 }, { kind: "total", pick: "over" }, score(2, 1))).toBe("won")
    expect(settle({ kind: "total", line: 2.5 }, { kind: "total", pick: "under" }, score(2, 1))).toBe("lost")
    expect(settle({ kind: "total", line: 3 }, { kind: "total", pick: "over" }, score(2, 1))).toBe("void")
    expect(settle({ kind: "total", line: 3 }, { kind: "total", pick: "under" }, score(1, 1))).toBe("won")
  })

  it("handicaps: home −1.5 needs a two-goal win; a whole line that ties is void", () => {
    expect(settle({ kind: "handicap", line: -1.5 }, { kind: "handicap", pick: "home" }, score(2, 1))).toBe("lost")
    expect(settle({ kind: "handicap", line: -1.5 }, { kind: "handicap", pick: "away" }, score(2, 1))).toBe("won")
    expect(settle({ kind: "handicap", line: -1 }, { kind: "handicap", pick: "home" }, score(2, 1))).toBe("void")
    expect(settle({ kind: "handicap", line: 1 }, { kind: "handicap", pick: "home" }, score(0, 0))).toBe("won")
  })

  it("both teams to score and correct score", () => {
    expect(settle({ kind: "bothTeamsToScore" }, { kind: "bothTeamsToScore", pick: "yes" }, score(1, 1))).toBe("won")
    expect(settle({ kind: "bothTeamsToScore" }, { kind: "bothTeamsToScore", pick: "no" }, score(3, 0))).toBe("won")
    expect(settle({ kind: "correctScore" }, { kind: "correctScore", pick: score(2, 1) }, score(2, 1))).toBe("won")
    expect(settle({ kind: "correctScore" }, { kind: "correctScore", pick: score(1, 2) }, score(2, 1))).toBe("lost")
  })

  it("offers whole and half lines only", () => {
    expect([0.5, 2, -1.5, 3.5].map(isOfferedLine)).toEqual([true, true, true, true])
    expect([2.25, -0.75, Number.NaN].map(isOfferedLine)).toEqual([false, false, false])
  })
})

const goals = fc.integer({ min: 0, max: 12 })
const line = fc.integer({ min: -20, max: 20 }).map((n) => n / 2)

describe("settlement never contradicts the final score", () => {
  it("exactly one match result wins; a double chance wins with either of its results", () => {
    fc.assert(
      fc.property(goals, goals, (home, away) => {
        const s = score(home, away)
        const won = (["1", "X", "2"] as const).filter((pick) => settle({ kind: "1x2" }, { kind: "1x2", pick }, s) === "won")
        expect(won).toHaveLength(1)
        for (const pick of ["1X", "12", "X2"] as const) {
          expect(settle({ kind: "doubleChance" }, { kind: "doubleChance", pick }, s) === "won").toBe(pick.includes(won[0]!))
        }
      })
    )
  })

  it("over and under (home and away) of one line are opposite, or both void", () => {
    fc.assert(
      fc.property(goals, goals, line, (home, away, l) => {
        const s = score(home, away)
        for (const [market, sides] of [
          [{ kind: "total", line: Math.abs(l) }, ["over", "under"]],
          [{ kind: "handicap", line: l }, ["home", "away"]]
        ] as const) {
          const [a, b] = sides.map((pick) => settle(market as Market, { kind: market.kind, pick } as Pick, s))
          if (a === "void") expect(b).toBe("void")
          else expect(new Set([a, b])).toEqual(new Set(["won", "lost"]))
          // A half line never voids.
          if (!Number.isInteger(market.line)) expect(a).not.toBe("void")
        }
      })
    )
  })

  it("only the final score wins the correct-score market", () => {
    fc.assert(
      fc.property(goals, goals, goals, goals, (h, a, ph, pa) => {
        const outcome = settle({ kind: "correctScore" }, { kind: "correctScore", pick: score(ph, pa) }, score(h, a))
        expect(outcome === "won").toBe(h === ph && a === pa)
      })
    )
  })
})

describe("prices with a margin", () => {
  it("prices 1X2 at 45/27/28 % with a 6 % margin by hand", () => {
    // 1/0.45/1.06 = 2.0964 → 2.09; 1/0.27/1.06 = 3.494 → 3.49; 1/0.28/1.06 = 3.369 → 3.36
    expect(pricesWithMargin([0.45, 0.27, 0.28], 0.06)).toEqual([2.09, 3.49, 3.36])
  })

  it("keeps every market's implied probabilities above 1, or does not offer it", () => {
    const probabilities = fc.array(fc.double({ min: 0.0005, max: 1, noNaN: true }), { minLength: 2, maxLength: 12 })
    fc.assert(
      fc.property(probabilities, fc.double({ min: 0.01, max: 0.15, noNaN: true }), (ps, margin) => {
        const prices = pricesWithMargin(ps, margin)
        if (prices === undefined) return
        expect(overround(prices)).toBeGreaterThan(1)
        for (const price of prices) expect(price).toBeGreaterThanOrEqual(1.01)
      })
    )
  })
})
