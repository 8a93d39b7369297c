import type { FeedScore, MarketType } from "./feed"
import { type Market, type Pick, type Settlement, settle } from "./markets"
import { participantNumberOf, settleOutright } from "./outright"

/**
 * An outcome of the line as its id names it, and how it settles against a finished game (the coupon's settler reads
 * these; markets.ts holds the rules). The simulator's ids are `${gameId}:${marketType}:${period}[:${line}]:${kind}`:
 * totals and handicaps carry a line (it may be negative), the other types none, and a correct score's kind is itself
 * "home:away" (so it holds a colon). An outright's one market is `${gameId}:outright:0` and its kinds are its
 * participants' numbers (src/domain/sports/outright.ts).
 */
export interface OutcomeSpec {
  readonly gameId: string
  readonly marketType: MarketType
  /** 0: the whole game; n: the n-th period (half, set, quarter, map). */
  readonly period: number
  readonly line: number | null
  /** "1" "X" "2", "1X" "12" "X2", "over" "under", "home" "away", "yes" "no", a score "2:1", or a participant's number. */
  readonly kind: string
}

/**
 * The outcomes each market type offers (correct score: any score; an outright: its participants' numbers): the
 * simulator makes these, the parser reads them.
 */
export const OUTCOME_KINDS: Readonly<Record<Exclude<MarketType, "correctScore" | "outright">, ReadonlyArray<string>>> = {
  "1x2": ["1", "X", "2"],
  winner: ["1", "2"],
  doubleChance: ["1X", "12", "X2"],
  total: ["over", "under"],
  handicap: ["home", "away"],
  bothTeamsToScore: ["yes", "no"]
}

const SCORE = /^(0|[1-9][0-9]{0,3}):(0|[1-9][0-9]{0,3})$/
const GAME = /^g[0-9]{1,12}$/
const PERIOD = /^(0|[1-9][0-9]?)$/
const LINE = /^-?(0|[1-9][0-9]{0,3})(\.[0-9]{1,2})?$/

/** Whether a market type is priced against a line (totals and handicaps). */
export const hasLine = (type: MarketType): boolean => type === "total" || type === "handicap"

const isMarketType = (value: string | undefined): value is MarketType =>
  value !== undefined && (value === "correctScore" || value === "outright" || Object.hasOwn(OUTCOME_KINDS, value))

/** Whether the kind is one of the market type's outcomes. */
export const isKindOf = (type: MarketType, kind: string): boolean =>
  type === "correctScore" ? SCORE.test(kind) : type === "outright" ? participantNumberOf(kind) !== undefined : OUTCOME_KINDS[type].includes(kind)

/** The outcome an id names, or undefined when it is not an outcome id of this line's shape. */
export const parseOutcomeId = (id: string): OutcomeSpec | undefined => {
  const [gameId, marketType, period, ...rest] = id.split(":")
  if (gameId === undefined || !GAME.test(gameId) || !isMarketType(marketType) || period === undefined || !PERIOD.test(period)) return undefined
  let line: number | null = null
  let kind: string
  if (hasLine(marketType)) {
    if (rest.length !== 2 || !LINE.test(rest[0]!)) return undefined
    line = Number(rest[0])
    kind = rest[1]!
  } else kind = rest.join(":")
  if (!isKindOf(marketType, kind)) return undefined
  return { gameId, marketType, period: Number(period), line, kind }
}

/** The id of an outcome (the inverse of parseOutcomeId). */
export const outcomeIdOf = (spec: OutcomeSpec): string =>
  `${spec.gameId}:${spec.marketType}:${spec.period}${spec.line === null ? "" : `:${spec.line}`}:${spec.kind}`

/**
 * What a finished game tells the settler: the final score and the score of each period played, in order; an
 * outright, its finishing order (its participants' numbers, the winner first).
 */
export interface FinalScore {
  readonly score: FeedScore
  readonly periodScores: ReadonlyArray<FeedScore>
  readonly order?: ReadonlyArray<number> | undefined
}

const marketOf = (spec: OutcomeSpec): Market | undefined => {
  switch (spec.marketType) {
    case "1x2":
    case "winner":
      return { kind: "1x2" }
    case "doubleChance":
      return { kind: "doubleChance" }
    case "bothTeamsToScore":
      return { kind: "bothTeamsToScore" }
    case "correctScore":
      return { kind: "correctScore" }
    case "total":
    case "handicap":
      return spec.line === null ? undefined : { kind: spec.marketType, line: spec.line }
    case "outright":
      return undefined
  }
}

const pickOf = (spec: OutcomeSpec): Pick | undefined => {
  if (!isKindOf(spec.marketType, spec.kind)) return undefined
  switch (spec.marketType) {
    case "1x2":
    case "winner":
      return { kind: "1x2", pick: spec.kind as "1" | "X" | "2" }
    case "doubleChance":
      return { kind: "doubleChance", pick: spec.kind as "1X" | "12" | "X2" }
    case "total":
      return { kind: "total", pick: spec.kind as "over" | "under" }
    case "handicap":
      return { kind: "handicap", pick: spec.kind as "home" | "away" }
    case "bothTeamsToScore":
      return { kind: "bothTeamsToScore", pick: spec.kind as "yes" | "no" }
    case "correctScore": {
      const [home, away] = spec.kind.split(":").map(Number)
      return { kind: "correctScore", pick: { home: home!, away: away! } }
    }
    case "outright":
      return undefined
  }
}

/**
 * How an outcome settles against a finished game: a period market against that period's score, the others
 * against the final score (markets.ts `settle`). Void, the stake back, where the bet has no result, as bookmakers
 * rule: a period that was never played (the fifth set of a match won 3:0), a two-way winner market that tied, an
 * outcome this line does not know. An outright's outcome settles against the finishing order (outright.ts), void
 * when the event recorded none.
 */
export const settleOutcome = (spec: OutcomeSpec, final: FinalScore): Settlement => {
  if (spec.marketType === "outright") {
    const number = participantNumberOf(spec.kind)
    return number === undefined || spec.period !== 0 ? "void" : settleOutright(number, final.order ?? [])
  }
  const score = spec.period === 0 ? final.score : final.periodScores[spec.period - 1]
  const market = marketOf(spec)
  const pick = pickOf(spec)
  if (score === undefined || market === undefined || pick === undefined) return "void"
  if (spec.marketType === "winner" && score.home === score.away) return "void"
  return settle(market, pick, score)
}
