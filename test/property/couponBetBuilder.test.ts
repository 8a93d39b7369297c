import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { priceBuilder } from "../../src/domain/coupon/betBuilder"
import type { Game, Market } from "../../src/domain/sports/feed"
import { game as gameOf } from "../support/sportsLine"

/**
 * The bet builder's price against an oracle written here by hand: Poisson probabilities from the factorial formula,
 * each leg's winning scores spelt out, the grid walked cell by cell. The line the builder reads is priced from that
 * oracle with a 6% margin, as the simulator prices it.
 */

const MARGIN = 0.06
/** The oracle's grid: 25 more goals per side leave out less than 1e-15 at the means drawn here (at most 3). */
const REACH = 25

const factorial = (n: number): number => (n <= 1 ? 1 : n * factorial(n - 1))
const poisson = (mean: number, k: number): number => (Math.exp(-mean) * mean ** k) / factorial(k)

interface Leg {
  readonly type: string
  readonly line: number | null
  readonly kind: string
}

/** Whether a leg wins at a final score, by hand. */
const wins = (leg: Leg, home: number, away: number): boolean => {
  switch (leg.type) {
    case "1x2":
      return leg.kind === "1" ? home > away : leg.kind === "2" ? home < away : home === away
    case "doubleChance":
      return leg.kind === "1X" ? home >= away : leg.kind === "X2" ? home <= away : home !== away
    case "total":
      return leg.kind === "over" ? home + away > leg.line! : home + away < leg.line!
    case "handicap":
      return leg.kind === "home" ? home + leg.line! > away : home + leg.line! < away
    case "bothTeamsToScore":
      return (home > 0 && away > 0) === (leg.kind === "yes")
    case "correctScore":
      return `${home}:${away}` === leg.kind
    default:
      throw new Error(`no oracle for ${leg.type}`)
  }
}

interface Truth {
  readonly meanHome: number
  readonly meanAway: number
  readonly home: number
  readonly away: number
}

/** P(every leg wins) by walking the grid, and each leg's own chance. */
const oracle = (truth: Truth, legs: ReadonlyArray<Leg>) => {
  let joint = 0
  let possible = false
  const each = legs.map(() => 0)
  for (let i = 0; i <= REACH; i++)
    for (let j = 0; j <= REACH; j++) {
      const p = poisson(truth.meanHome, i) * poisson(truth.meanAway, j)
      const home = truth.home + i
      const away = truth.away + j
      const all = legs.map((leg) => wins(leg, home, away))
      all.forEach((won, k) => {
        if (won) each[k]! += p
      })
      if (all.every(Boolean)) {
        joint += p
        possible = true
      }
    }
  return { joint, each, possible }
}

const price = (p: number) => Math.min(1000, Math.floor((1 / p / (1 + MARGIN)) * 100) / 100)

/** A football game whose markets are priced from the truth by the oracle (one below 1.01 is suspended). */
const lineOf = (truth: Truth): Game => {
  const markets: Array<Market> = []
  const add = (type: Market["type"], line: number | null, kinds: ReadonlyArray<string>, exclusive = true) => {
    const id = `g7:${type}:0${line === null ? "" : `:${line}`}`
    const probs = kinds.map((kind) => oracle(truth, [{ type, line, kind }]).joint)
    // Double chance outcomes overlap: each is priced against its complement, as the simulator does.
    const sum = exclusive ? probs.reduce((a, b) => a + b, 0) : 1
    const prices = probs.map((p) => price(p / sum))
    markets.push({ id, type, period: 0, line, status: prices.every((x) => x >= 1.01) ? "open" : "suspended", outcomes: kinds.map((kind, i) => ({ id: `${id}:${kind}`, kind, price: Math.max(1.01, prices[i]!) })) })
  }
  add("1x2", null, ["1", "X", "2"])
  add("doubleChance", null, ["1X", "12", "X2"], false)
  const centre = Math.floor(truth.home + truth.away + truth.meanHome + truth.meanAway) + 0.5
  for (const line of [centre - 1, centre, centre + 1]) if (line > 0) add("total", line, ["over", "under"])
  add("handicap", -1.5, ["home", "away"])
  add("handicap", 1.5, ["home", "away"])
  add("bothTeamsToScore", null, ["yes", "no"])
  const scores: Array<string> = []
  for (let h = 0; h <= 4; h++) for (let a = 0; a <= 4; a++) scores.push(`${h}:${a}`)
  add("correctScore", null, scores)
  return gameOf({ id: "g7", score: { home: truth.home, away: truth.away }, status: truth.home + truth.away > 0 ? "live" : "line", markets })
}

const truths = fc.record({
  meanHome: fc.double({ min: 0.3, max: 3, noNaN: true }),
  meanAway: fc.double({ min: 0.3, max: 3, noNaN: true }),
  home: fc.integer({ min: 0, max: 2 }),
  away: fc.integer({ min: 0, max: 2 })
})

/** A game and 2 to 4 outcomes of it, from different open markets. */
const selections = truths.chain((truth) => {
  const game = lineOf(truth)
  const open = game.markets.filter((market) => market.status === "open")
  return fc
    .shuffledSubarray(open, { minLength: Math.min(2, open.length), maxLength: Math.min(4, open.length) })
    .chain((markets) => fc.tuple(...markets.map((market) => fc.constantFrom(...market.outcomes.map((outcome) => ({ market, outcome }))))))
    .map((picked) => ({ truth, game, picked }))
})

const legOf = ({ market, outcome }: { market: Market; outcome: { kind: string } }): Leg => ({ type: market.type, line: market.line, kind: outcome.kind })

describe("the bet builder's price (a score grid of the game)", () => {
  it("prices hand-checked combinations and refuses what it cannot price", () => {
    const game = lineOf({ meanHome: 1.6, meanAway: 1.1, home: 0, away: 0 })
    const id = (market: string, kind: string) => `g7:${market}:${kind}`
    // A home win with over 2.5 goals go together: the builder pays less than their express.
    const together = priceBuilder(game, [id("1x2:0", "1"), id("total:0:2.5", "over")])
    expect(together._tag).toBe("Priced")
    if (together._tag === "Priced") {
      expect(together.correlation).toBeGreaterThan(1)
      expect(together.coef).toBeLessThan(together.product)
    }
    // Over 3.5 with over 2.5 is over 3.5: the second leg adds nothing but its margin back, so the price is at most
    // that of over 3.5 alone.
    const nested = priceBuilder(game, [id("total:0:3.5", "over"), id("total:0:2.5", "over")])
    const over35 = game.markets.find((m) => m.id === "g7:total:0:3.5")!.outcomes[0]!.price
    expect(nested._tag === "Priced" && nested.coef <= over35).toBe(true)
    expect(priceBuilder(game, [id("1x2:0", "1")])).toEqual({ _tag: "Refused", reason: { _tag: "TooFewLegs", min: 2 } })
    expect(priceBuilder(game, [id("1x2:0", "1"), id("1x2:0", "X")])).toMatchObject({ reason: { _tag: "SameMarket" } })
    expect(priceBuilder(game, [id("1x2:0", "1"), "g8:1x2:0:2"])).toMatchObject({ reason: { _tag: "NotOneGame" } })
    expect(priceBuilder(game, [id("1x2:0", "1"), id("correctScore:0", "0:2")])).toMatchObject({ reason: { _tag: "Contradictory" } })
    expect(priceBuilder(game, [id("1x2:0", "2"), id("doubleChance:0", "1X")])).toMatchObject({ reason: { _tag: "Contradictory" } })
    expect(priceBuilder(game, [id("1x2:0", "1"), id("1x2:1", "1")])).toMatchObject({ reason: { _tag: "NotCovered", outcomeIds: [id("1x2:1", "1")] } })
    expect(priceBuilder({ ...game, sportId: "tennis" }, [id("1x2:0", "1"), id("total:0:2.5", "over")])).toMatchObject({ reason: { _tag: "NotCovered" } })
    const suspended = { ...game, markets: game.markets.map((m) => (m.type === "bothTeamsToScore" ? { ...m, status: "suspended" as const } : m)) }
    expect(priceBuilder(suspended, [id("1x2:0", "1"), id("bothTeamsToScore:0", "yes")])).toMatchObject({ reason: { _tag: "Unavailable", outcomeIds: [id("bothTeamsToScore:0", "yes")] } })
  })

  it("fits the means the line was priced from", () => {
    fc.assert(
      fc.property(truths, (truth) => {
        const game = lineOf(truth)
        const quote = priceBuilder(game, ["g7:1x2:0:X", "g7:bothTeamsToScore:0:no"])
        if (quote._tag !== "Priced") return
        // Prices are rounded down to two decimals: the means come back within a tenth of a goal or so.
        expect(Math.abs(quote.model.meanHome - truth.meanHome)).toBeLessThan(0.2)
        expect(Math.abs(quote.model.meanAway - truth.meanAway)).toBeLessThan(0.2)
      }),
      { numRuns: 30 }
    )
  }, 60_000)

  it("sums the joint probability over the score grid, and refuses exactly the legs no score wins together", () => {
    fc.assert(
      fc.property(selections, ({ game, picked }) => {
        const legs = picked.map(legOf)
        const quote = priceBuilder(
          game,
          picked.map((p) => p.outcome.id)
        )
        if (quote._tag === "Refused") {
          if (quote.reason._tag === "Contradictory") expect(oracle({ meanHome: 1, meanAway: 1, ...game.score }, legs).possible).toBe(false)
          // Without an open match result the model has nothing to fit (the line suspends a result all but decided).
          else if (quote.reason._tag === "Unavailable") expect(game.markets.find((m) => m.type === "1x2")!.status).toBe("suspended")
          else expect(quote.reason._tag).toBe("PriceTooLow")
          return
        }
        const byHand = oracle({ ...quote.model.current, meanHome: quote.model.meanHome, meanAway: quote.model.meanAway }, legs)
        expect(byHand.possible).toBe(true)
        expect(Math.abs(quote.probability - byHand.joint)).toBeLessThan(1e-9)
      }),
      { numRuns: 40 }
    )
  }, 60_000)

  it("never prices positively correlated legs above their express, nor any below 1.01", () => {
    fc.assert(
      fc.property(selections, ({ game, picked }) => {
        const quote = priceBuilder(
          game,
          picked.map((p) => p.outcome.id)
        )
        if (quote._tag === "Refused") return
        const product = picked.reduce((acc, p) => acc * p.outcome.price, 1)
        const byHand = oracle({ ...quote.model.current, meanHome: quote.model.meanHome, meanAway: quote.model.meanAway }, picked.map(legOf))
        const independent = byHand.each.reduce((a, b) => a * b, 1)
        if (byHand.joint >= independent) expect(quote.coef).toBeLessThanOrEqual(product + 1e-9)
        expect(quote.coef).toBeGreaterThanOrEqual(1.01)
        expect(quote.coef).toBeLessThanOrEqual(1000)
        expect(Math.round(quote.coef * 100)).toBeCloseTo(quote.coef * 100, 6)
      }),
      { numRuns: 40 }
    )
  }, 60_000)
})
