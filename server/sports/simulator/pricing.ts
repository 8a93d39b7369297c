import { pricesWithMargin } from "../../../src/domain/sports/margin"
import type { FeedScore, Market, MarketStatus, MarketType } from "../../../src/domain/sports/feed"

/**
 * Fair probabilities of a game's markets from a distribution of final scores, and prices from them with the
 * bookmaker's margin (src/domain/sports/margin.ts). A distribution is a list of cells: a final score and its
 * probability. Goals come from two Poisson processes (exact for low scores, a normal on integer bins for
 * basketball and cricket); sets from a fixed chance that the home side wins a set.
 */
/**
 * A distribution of final scores, summarised: how likely each goal difference (index − diffOffset) and each total
 * is, both sides scoring, and any exact score. Every market is read from this.
 */
export interface Summary {
  readonly diff: Float64Array
  readonly diffOffset: number
  readonly total: Float64Array
  readonly bothScore: number
  readonly mass: number
  readonly score: (home: number, away: number) => number
}

interface Weights {
  readonly values: ReadonlyArray<number>
  readonly p: ReadonlyArray<number>
}

const poissonWeights = (mean: number): Weights => {
  const top = Math.ceil(mean + 6 * Math.sqrt(mean) + 3)
  const values: Array<number> = []
  const p: Array<number> = []
  let q = Math.exp(-mean)
  for (let k = 0; k <= top; k++) {
    values.push(k)
    p.push(q)
    q *= mean / (k + 1)
  }
  return { values, p }
}

const erf = (x: number): number => {
  // Abramowitz–Stegun 7.1.26, |error| < 1.5e-7.
  const sign = x < 0 ? -1 : 1
  const t = 1 / (1 + 0.3275911 * Math.abs(x))
  const y = 1 - ((((1.061405429 * t - 1.453152027) * t + 1.421413741) * t - 0.284496736) * t + 0.254829592) * t * Math.exp(-x * x)
  return sign * y
}
const phi = (x: number): number => 0.5 * (1 + erf(x / Math.SQRT2))

/** A count of mean `mean` on at most 25 integer bins (a normal for large means, with the spread real games show). */
const normalWeights = (mean: number): Weights => {
  const sd = Math.sqrt(mean) * 1.2
  const step = Math.max(1, Math.round((sd * 6) / 25))
  const values: Array<number> = []
  const p: Array<number> = []
  const centre = Math.round(mean)
  for (let k = -12; k <= 12; k++) {
    const value = centre + k * step
    if (value < 0) continue
    const low = k === -12 || value - step < 0 ? 0 : phi((value - step / 2 - mean) / sd)
    const high = k === 12 ? 1 : phi((value + step / 2 - mean) / sd)
    values.push(value)
    p.push(high - low)
  }
  return { values, p }
}

const weights = (mean: number): Weights => (mean <= 12 ? poissonWeights(mean) : normalWeights(mean))

const summariseCells = (home: ReadonlyArray<number>, away: ReadonlyArray<number>, p: ReadonlyArray<number>, score: Summary["score"]): Summary => {
  let maxH = 0
  let maxA = 0
  for (let i = 0; i < p.length; i++) {
    if (home[i]! > maxH) maxH = home[i]!
    if (away[i]! > maxA) maxA = away[i]!
  }
  const diff = new Float64Array(maxH + maxA + 1)
  const total = new Float64Array(maxH + maxA + 1)
  let bothScore = 0
  let mass = 0
  for (let i = 0; i < p.length; i++) {
    const h = home[i]!
    const a = away[i]!
    const q = p[i]!
    diff[h - a + maxA]! += q
    total[h + a]! += q
    if (h > 0 && a > 0) bothScore += q
    mass += q
  }
  return { diff, diffOffset: maxA, total, bothScore, mass, score }
}

/** Final scores of two sides that hold `current` and score `meanHome`, `meanAway` more on average (independently). */
export const goalSummary = (current: FeedScore, meanHome: number, meanAway: number): Summary => {
  const h = weights(meanHome)
  const a = weights(meanAway)
  const home: Array<number> = []
  const away: Array<number> = []
  const p: Array<number> = []
  for (let i = 0; i < h.p.length; i++)
    for (let j = 0; j < a.p.length; j++) {
      const q = h.p[i]! * a.p[j]!
      if (q < 1e-12) continue
      home.push(current.home + h.values[i]!)
      away.push(current.away + a.values[j]!)
      p.push(q)
    }
  // Exact scores are offered only where goals are Poisson (values are 0, 1, 2, ... so a value is its index).
  const score = (hs: number, as: number) => (h.p[hs - current.home] ?? 0) * (a.p[as - current.away] ?? 0)
  return summariseCells(home, away, p, score)
}

/** Final set scores from `current` when home wins each set with chance `pSet`, first to `setsToWin`. */
export const setSummary = (current: FeedScore, pSet: number, setsToWin: number): Summary => {
  const home: Array<number> = []
  const away: Array<number> = []
  const p: Array<number> = []
  const walk = (h: number, a: number, q: number) => {
    if (h >= setsToWin || a >= setsToWin) {
      home.push(h)
      away.push(a)
      p.push(q)
      return
    }
    walk(h + 1, a, q * pSet)
    walk(h, a + 1, q * (1 - pSet))
  }
  walk(current.home, current.away, 1)
  const score = (hs: number, as: number) => {
    let sum = 0
    for (let i = 0; i < p.length; i++) if (home[i] === hs && away[i] === as) sum += p[i]!
    return sum
  }
  return summariseCells(home, away, p, score)
}

const sumWhere = (histogram: Float64Array, offset: number, test: (value: number) => boolean): number => {
  let sum = 0
  for (let i = 0; i < histogram.length; i++) if (histogram[i]! > 0 && test(i - offset)) sum += histogram[i]!
  return sum
}

/** What a market is: its type, period, line and outcome kinds, fixed when the game is made. */
export interface MarketSpec {
  readonly id: string
  readonly type: MarketType
  readonly period: number
  readonly line: number | null
  readonly kinds: ReadonlyArray<string>
}

/** The market of the feed: the spec with a status and a price per outcome kind, in the spec's order. */
export const marketOf = (spec: MarketSpec, status: MarketStatus, prices: ReadonlyArray<number>): Market => ({
  id: spec.id,
  type: spec.type,
  period: spec.period,
  line: spec.line,
  status,
  outcomes: spec.kinds.map((kind, i) => ({ id: `${spec.id}:${kind}`, kind, price: prices[i]! }))
})

/**
 * Each outcome's probability, in the order of `spec.kinds`, for mutually exclusive outcomes (void results left out:
 * a whole line hit exactly returns the stake). `homeShare` decides a tie of a sport without draws (the deciding
 * score goes to home with that chance).
 */
export const probabilities = (spec: MarketSpec, summary: Summary, homeShare: number): ReadonlyArray<number> => {
  const line = spec.line ?? 0
  const { diff, diffOffset: offset, total } = summary
  const draw = diff[offset] ?? 0
  switch (spec.type) {
    case "1x2":
      return [sumWhere(diff, offset, (d) => d > 0), draw, sumWhere(diff, offset, (d) => d < 0)]
    case "winner":
      return [sumWhere(diff, offset, (d) => d > 0) + draw * homeShare, sumWhere(diff, offset, (d) => d < 0) + draw * (1 - homeShare)]
    case "doubleChance": {
      const one = sumWhere(diff, offset, (d) => d > 0)
      const two = sumWhere(diff, offset, (d) => d < 0)
      return [one + draw, one + two, draw + two]
    }
    case "total":
      return [sumWhere(total, 0, (t) => t > line), sumWhere(total, 0, (t) => t < line)]
    case "handicap":
      // home + line > away  ⇔  home − away > −line
      return [sumWhere(diff, offset, (d) => d > -line), sumWhere(diff, offset, (d) => d < -line)]
    case "bothTeamsToScore":
      return [summary.bothScore, summary.mass - summary.bothScore]
    case "correctScore":
      return spec.kinds.map((kind) => {
        const at = kind.indexOf(":")
        return summary.score(Number(kind.slice(0, at)), Number(kind.slice(at + 1)))
      })
    case "outright":
      // An outright is priced from its participants' chances (outrights.ts), never from a score: nothing to read here.
      return spec.kinds.map(() => 0)
  }
}

const DECIDED = 1e-9

export type Priced =
  /** The market is decided (its result can no longer change): it closes. */
  | { readonly kind: "decided" }
  /** Not offered for now (the favourite would be priced below the line's lowest price). */
  | { readonly kind: "unavailable" }
  | { readonly kind: "priced"; readonly prices: ReadonlyArray<number> }

/**
 * Prices of a market with `margin`. Double chance outcomes overlap, so each is priced against its own
 * complement; every other market's outcomes exclude each other and are priced together.
 */
export const priceMarket = (spec: MarketSpec, probs: ReadonlyArray<number>, margin: number): Priced => {
  const total = probs.reduce((a, b) => a + b, 0)
  if (!(total > DECIDED)) return { kind: "decided" }
  if (spec.type === "doubleChance") {
    if (probs.some((p) => p >= 1 - DECIDED || p <= DECIDED)) return { kind: "decided" }
    const prices = probs.map((p) => pricesWithMargin([p, 1 - p], margin)?.[0])
    return prices.every((price) => price !== undefined) ? { kind: "priced", prices: prices as Array<number> } : { kind: "unavailable" }
  }
  if (probs.some((p) => p / total >= 1 - DECIDED)) return { kind: "decided" }
  const prices = pricesWithMargin(probs, margin)
  return prices === undefined ? { kind: "unavailable" } : { kind: "priced", prices }
}
