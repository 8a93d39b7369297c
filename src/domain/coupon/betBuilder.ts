import { Schema } from "effect"
import type { Game, Market, Outcome, SportId } from "../sports/feed"
import { type Market as SettledMarket, type Pick, type Score, settle } from "../sports/markets"
import { MAX_DECIMAL, MIN_DECIMAL } from "../sports/oddsFormats"
import { payout, toThousandths } from "./coefficient"
import { parseOutcomeId, type OutcomeSpec } from "../sports/outcomes"

/**
 * The bet builder: several outcomes of ONE game in one bet, priced from how they go together, not as if they were
 * independent. The model is the one the line is priced from: each side's goals still to come are Poisson, so a game
 * is a grid of final scores, each with its probability. Its two means are fitted to the game's own prices (the match
 * result and the totals, their margin taken out), so the builder agrees with the line it is sold beside.
 *
 * The price: the product of the legs' prices divided by the legs' correlation under the model,
 * κ = P(all legs) / Π P(leg). Legs that go together (a home win and over 2.5) have κ > 1 and pay less than their
 * express would; independent legs pay their express; legs that pull apart pay more. Each leg's margin stays in its
 * price, as in an express. The price is rounded down to two decimals; one below the line's lowest price is not
 * offered (raising it would hand the player the margin), one above the highest is capped.
 */

/** Goal sports whose scores the line draws from Poisson processes (server/sports/simulator/catalogue.ts). */
export const BUILDER_SPORTS: ReadonlyArray<SportId> = ["football", "icehockey", "virtualfootball", "cyberfootball"]

/** The markets the score grid settles: whole-game markets of a final score (a period's would need its own grid). */
export const BUILDER_MARKETS: ReadonlyArray<Market["type"]> = ["1x2", "doubleChance", "total", "handicap", "bothTeamsToScore", "correctScore"]

export const BUILDER_MIN_LEGS = 2
export const BUILDER_MAX_LEGS = 8

const OutcomeIds = Schema.Array(Schema.String)

/** Why the builder refuses a combination (the client shows each in the player's language). */
export const BuilderRefusal = Schema.Union(
  Schema.TaggedStruct("TooFewLegs", { min: Schema.Int }),
  Schema.TaggedStruct("TooManyLegs", { max: Schema.Int }),
  /** Legs from more than one game (or an id that names no game of this one). */
  Schema.TaggedStruct("NotOneGame", {}),
  /** The game's sport or these legs' markets are not in the model. */
  Schema.TaggedStruct("NotCovered", { outcomeIds: OutcomeIds }),
  /** Two outcomes of one market. */
  Schema.TaggedStruct("SameMarket", { outcomeIds: OutcomeIds }),
  /** No final score wins them all. */
  Schema.TaggedStruct("Contradictory", { outcomeIds: OutcomeIds }),
  /** Outcomes the line does not offer now (gone, suspended or closed), or a game the model cannot be fitted to. */
  Schema.TaggedStruct("Unavailable", { outcomeIds: OutcomeIds }),
  /** The combination would be priced below the line's lowest price. */
  Schema.TaggedStruct("PriceTooLow", {})
)
export type BuilderRefusal = typeof BuilderRefusal.Type

export interface BuilderLeg {
  readonly id: string
  readonly spec: OutcomeSpec
  readonly market: Market
  readonly outcome: Outcome
}

export interface BuilderQuote {
  readonly _tag: "Priced"
  readonly coef: number
  /** The model's chance that every leg wins, and the product of the legs' prices (the express it replaces). */
  readonly probability: number
  readonly product: number
  /** κ: P(all) / Π P(leg) under the model. */
  readonly correlation: number
  readonly legs: ReadonlyArray<BuilderLeg>
  readonly model: ScoreModel
}

export type BuilderResult = BuilderQuote | { readonly _tag: "Refused"; readonly reason: BuilderRefusal }

// ------------------------------------------------------------------------------------------------ the score model

/** The goals already scored and the means of the goals still to come. */
export interface ScoreModel {
  readonly current: Score
  readonly meanHome: number
  readonly meanAway: number
}

/** Poisson probabilities of 0..n goals. */
export const poissonRow = (mean: number, n: number): ReadonlyArray<number> => {
  const row: Array<number> = []
  let q = Math.exp(-mean)
  for (let k = 0; k <= n; k++) {
    row.push(q)
    q *= mean / (k + 1)
  }
  return row
}

/** How many more goals a side's grid holds: its mean plus eight deviations, so the tail left out is below 1e-12. */
export const gridReach = (mean: number): number => Math.ceil(mean + 8 * Math.sqrt(mean) + 6)

/** The final scores of the model, with their probabilities (the grid the joint probability sums over). */
export interface ScoreCell {
  readonly home: number
  readonly away: number
  readonly p: number
}

/** The grid, reaching at least `extra` more goals per side than the model needs (a leg's line or score may lie further). */
export const scoreGrid = (model: ScoreModel, extra = 0): ReadonlyArray<ScoreCell> => {
  const h = poissonRow(model.meanHome, Math.max(gridReach(model.meanHome), extra))
  const a = poissonRow(model.meanAway, Math.max(gridReach(model.meanAway), extra))
  const cells: Array<ScoreCell> = []
  for (let i = 0; i < h.length; i++) for (let j = 0; j < a.length; j++) cells.push({ home: model.current.home + i, away: model.current.away + j, p: h[i]! * a[j]! })
  return cells
}

const settledMarketOf = (spec: OutcomeSpec): SettledMarket =>
  spec.marketType === "total" || spec.marketType === "handicap" ? { kind: spec.marketType, line: spec.line ?? 0 } : { kind: spec.marketType === "winner" ? "1x2" : (spec.marketType as Exclude<SettledMarket["kind"], "total" | "handicap">) }

const pickOf = (spec: OutcomeSpec): Pick => {
  switch (spec.marketType) {
    case "correctScore": {
      const [home, away] = spec.kind.split(":").map(Number)
      return { kind: "correctScore", pick: { home: home!, away: away! } }
    }
    case "winner":
      return { kind: "1x2", pick: spec.kind as "1" | "2" }
    default:
      return { kind: spec.marketType, pick: spec.kind } as Pick
  }
}

/** Whether the leg wins at this final score (the settler's own rule, src/domain/sports/markets.ts). */
export const legWins = (spec: OutcomeSpec, score: Score): boolean => settle(settledMarketOf(spec), pickOf(spec), score) === "won"

/** How many goals past the current score a leg can name (its line or its score), so the grid holds its winning scores. */
const reachOf = (spec: OutcomeSpec, current: Score): number => {
  if (spec.marketType === "total") return Math.ceil(Math.abs(spec.line ?? 0)) + 1
  if (spec.marketType === "handicap") return Math.ceil(Math.abs(spec.line ?? 0)) + current.home + current.away + 1
  if (spec.marketType === "correctScore") {
    const [home, away] = spec.kind.split(":").map(Number)
    return Math.max(home! - current.home, away! - current.away, 0)
  }
  return 0
}

/** P(every leg wins) and each leg's own probability, summed over the grid; `possible`: some final score wins them all. */
export const jointOf = (model: ScoreModel, specs: ReadonlyArray<OutcomeSpec>): { readonly joint: number; readonly each: ReadonlyArray<number>; readonly possible: boolean } => {
  const extra = specs.reduce((most, spec) => Math.max(most, reachOf(spec, model.current)), 0)
  const each = specs.map(() => 0)
  let joint = 0
  let possible = false
  for (const cell of scoreGrid(model, extra)) {
    let all = true
    for (let i = 0; i < specs.length; i++) {
      if (legWins(specs[i]!, cell)) each[i]! += cell.p
      else all = false
    }
    if (all) {
      joint += cell.p
      possible = true
    }
  }
  return { joint, each, possible }
}

// ------------------------------------------------------------------------------------------------ fitting the model

interface Target {
  readonly spec: OutcomeSpec
  readonly p: number
}

/** A market's fair probabilities: its implied ones scaled to sum to 1 (the margin taken out in proportion). */
const fairOf = (market: Market): ReadonlyArray<number> => {
  const implied = market.outcomes.map((outcome) => 1 / outcome.price)
  const sum = implied.reduce((a, b) => a + b, 0)
  return implied.map((p) => p / sum)
}

const isOpen = (market: Market) => market.status === "open" && market.outcomes.every((outcome) => outcome.price >= MIN_DECIMAL)

/** What the fit matches: the match result's and each total's fair probabilities (one outcome of each, the other follows). */
const targetsOf = (game: Game): ReadonlyArray<Target> => {
  const targets: Array<Target> = []
  for (const market of game.markets) {
    if (market.period !== 0 || !isOpen(market)) continue
    if (market.type !== "1x2" && market.type !== "total") continue
    const fair = fairOf(market)
    market.outcomes.forEach((outcome, i) => {
      const spec = parseOutcomeId(outcome.id)
      // A total's under is its over's complement; the draw is what home and away leave.
      if (spec === undefined || outcome.kind === "under" || outcome.kind === "X") return
      targets.push({ spec, p: fair[i]! })
    })
  }
  return targets
}

/** The squared distance of a model from the targets, from one pass over its grid (the fit's hot loop). */
const fitError = (model: ScoreModel, targets: ReadonlyArray<Target>): number => {
  const h = poissonRow(model.meanHome, gridReach(model.meanHome))
  const a = poissonRow(model.meanAway, gridReach(model.meanAway))
  const base = model.current.home + model.current.away
  const totals = new Float64Array(base + h.length + a.length)
  let home = 0
  let away = 0
  for (let i = 0; i < h.length; i++)
    for (let j = 0; j < a.length; j++) {
      const p = h[i]! * a[j]!
      totals[base + i + j]! += p
      const diff = model.current.home + i - (model.current.away + j)
      if (diff > 0) home += p
      else if (diff < 0) away += p
    }
  let sum = 0
  for (const { p, spec } of targets) {
    let q: number
    if (spec.marketType === "1x2") q = spec.kind === "1" ? home : away
    else {
      q = 0
      for (let t = 0; t < totals.length; t++) if (t > (spec.line ?? 0)) q += totals[t]!
    }
    sum += (q - p) ** 2
  }
  return sum
}

const MAX_MEAN = 12

/**
 * The two means that best match the game's prices (least squares over the match result and the totals), by a coarse
 * search over the total and the home side's share of it, then three finer ones around the best: deterministic, and
 * a few milliseconds. Undefined when the game has no open match result and total to fit to.
 */
export const fitScoreModel = (game: Game): ScoreModel | undefined => {
  const targets = targetsOf(game)
  if (!targets.some((t) => t.spec.marketType === "1x2") || !targets.some((t) => t.spec.marketType === "total")) return undefined
  const current = game.score
  let best = { total: 2.5, share: 0.5, error: Infinity }
  let spanTotal = MAX_MEAN / 2
  let spanShare = 0.5
  for (let round = 0; round < 4; round++) {
    const centre = best
    const steps = round === 0 ? 16 : 6
    for (let i = -steps; i <= steps; i++)
      for (let j = -steps; j <= steps; j++) {
        const total = (round === 0 ? MAX_MEAN / 2 : centre.total) + (spanTotal * i) / steps
        const share = (round === 0 ? 0.5 : centre.share) + (spanShare * j) / steps
        if (!(total > 0.02 && total <= MAX_MEAN && share > 0.01 && share < 0.99)) continue
        const error = fitError({ current, meanHome: total * share, meanAway: total * (1 - share) }, targets)
        if (error < best.error) best = { total, share, error }
      }
    spanTotal /= round === 0 ? 8 : 4
    spanShare /= round === 0 ? 8 : 4
  }
  return { current, meanHome: best.total * best.share, meanAway: best.total * (1 - best.share) }
}

// ------------------------------------------------------------------------------------------------ pricing

/** The id of the market an outcome id names (the outcome id without its kind; a score's kind holds a colon itself). */
export const marketIdOf = (spec: OutcomeSpec): string => `${spec.gameId}:${spec.marketType}:${spec.period}${spec.line === null ? "" : `:${spec.line}`}`

/** The builder's price of `product` (the legs' prices multiplied) at correlation κ: rounded down, within the line's limits. */
export const builderCoef = (product: number, correlation: number): number | undefined => {
  const price = Math.floor(Number(((product / correlation) * 100).toPrecision(12))) / 100
  return price < MIN_DECIMAL ? undefined : Math.min(MAX_DECIMAL, price)
}

/** What a stake (minor units) wins at the builder's price: rounded half up to a minor unit, as every possible win. */
export const builderWinOf = (stake: number, coef: number): number => Number(payout(BigInt(stake), toThousandths(coef), 1))

const refused = (reason: BuilderRefusal): BuilderResult => ({ _tag: "Refused", reason })

/** Whether a leg's market is one the model settles (its type, the whole game, a half line). */
export const isCovered = (spec: OutcomeSpec): boolean =>
  spec.period === 0 && BUILDER_MARKETS.includes(spec.marketType) && (spec.line === null || !Number.isInteger(spec.line))

/**
 * The builder's price of `outcomeIds` on `game` as the line shows it now, or why it is refused. The order of the checks
 * is what the player can act on first: the count, one game, markets the model covers, one outcome per market, the
 * outcomes open, no contradiction, the price.
 */
export const priceBuilder = (game: Game, outcomeIds: ReadonlyArray<string>): BuilderResult => {
  if (outcomeIds.length < BUILDER_MIN_LEGS) return refused({ _tag: "TooFewLegs", min: BUILDER_MIN_LEGS })
  if (outcomeIds.length > BUILDER_MAX_LEGS) return refused({ _tag: "TooManyLegs", max: BUILDER_MAX_LEGS })
  const specs = outcomeIds.map(parseOutcomeId)
  if (specs.some((spec) => spec === undefined || spec.gameId !== game.id)) return refused({ _tag: "NotOneGame" })
  const parsed = specs as ReadonlyArray<OutcomeSpec>
  const uncovered = outcomeIds.filter((_, i) => !isCovered(parsed[i]!))
  if (!BUILDER_SPORTS.includes(game.sportId)) return refused({ _tag: "NotCovered", outcomeIds })
  if (uncovered.length > 0) return refused({ _tag: "NotCovered", outcomeIds: uncovered })
  const byMarket = new Map<string, Array<string>>()
  outcomeIds.forEach((id, i) => {
    const market = marketIdOf(parsed[i]!)
    byMarket.set(market, [...(byMarket.get(market) ?? []), id])
  })
  const twice = [...byMarket.values()].filter((ids) => ids.length > 1).flat()
  if (twice.length > 0) return refused({ _tag: "SameMarket", outcomeIds: twice })

  const legs: Array<BuilderLeg> = []
  const unavailable: Array<string> = []
  outcomeIds.forEach((id, i) => {
    const market = game.markets.find((m) => m.id === marketIdOf(parsed[i]!))
    const outcome = market?.outcomes.find((o) => o.id === id)
    if (market === undefined || outcome === undefined || !isOpen(market)) unavailable.push(id)
    else legs.push({ id, spec: parsed[i]!, market, outcome })
  })
  if (unavailable.length > 0) return refused({ _tag: "Unavailable", outcomeIds: unavailable })
  const model = fitScoreModel(game)
  if (model === undefined) return refused({ _tag: "Unavailable", outcomeIds })

  const { each, joint, possible } = jointOf(model, parsed)
  if (!possible) return refused({ _tag: "Contradictory", outcomeIds })
  const independent = each.reduce((acc, p) => acc * p, 1)
  const correlation = joint / independent
  const product = legs.reduce((acc, leg) => acc * leg.outcome.price, 1)
  if (!(correlation > 0) || !Number.isFinite(correlation)) return refused({ _tag: "Contradictory", outcomeIds })
  const coef = builderCoef(product, correlation)
  if (coef === undefined) return refused({ _tag: "PriceTooLow" })
  return { _tag: "Priced", coef, probability: joint, product, correlation, legs, model }
}
