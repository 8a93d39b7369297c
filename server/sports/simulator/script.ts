import type { FeedScore, GameHeader, GameResult } from "../../../src/domain/sports/feed"
import { OUTCOME_KINDS } from "../../../src/domain/sports/outcomes"
import { CHAMPIONSHIPS, NAME_SPACE, SPORTS, type SportEntry, type SportModel, TOP_CHAMPIONSHIPS, makeName } from "./catalogue"
import { gameResultOf } from "./gameResult"
import type { MarketSpec } from "./pricing"
import { Purpose, type Rng, type WorldSecret } from "./prng"
import { BEFORE_START, type ScheduledMatch, SECOND, STEP, goalsDuration } from "./schedule"

/**
 * A match's script: who plays, how strong they are, and how the match goes, all drawn once from the world's secret and the
 * match's number (never from a generator the rest of the world shares). The truth of a match (its sides' scoring
 * rates, each period's score, each set's winner and length) is fixed when it is drawn; play only reveals it (match.ts),
 * and the bookmaker prices it from a view of those rates that drifts. So the result of any match is known without
 * playing it, and a world made at any time holds the same results as one that played every second to that time.
 */

/** The bookmaker's view of a match, or its truth: expected scores of each side (goals), the home side's set chance. */
export interface View {
  readonly meanHome: number
  readonly meanAway: number
  readonly pSet: number
}

export interface MatchScript {
  readonly scheduled: ScheduledMatch
  /** The match as the line first shows it. */
  readonly header: GameHeader
  readonly model: SportModel
  readonly truth: View
  /** When the last whistle goes (the last set ends). */
  readonly endsAt: number
  readonly score: FeedScore
  /** Goals: each period's score, and a deciding score as a period of its own; sets: each set's points. */
  readonly periodScores: ReadonlyArray<FeedScore>
  /** Sets: when each set ends (the match's end is the last). */
  readonly setEnds: ReadonlyArray<number>
}

/** A score of a match in play: at the end of `step` (counted from the start), in `period`. */
export interface ScoringStep {
  readonly step: number
  readonly period: number
  readonly home: number
  readonly away: number
}

/** What playing a match on the line needs beyond its script: its markets, when its goals land, its line's price moves. */
export interface MatchPlan {
  readonly specs: ReadonlyArray<MarketSpec>
  /** Goals sports: the steps at whose end a side scores, in order (a deciding score is not among them). */
  readonly scoring: ReadonlyArray<ScoringStep>
  /** Before the start, the line's prices move at these times (whole seconds, after it appears), by these factors. */
  readonly driftAt: ReadonlyArray<number>
  readonly driftBy: ReadonlyArray<number>
}

/** Chance per second that a line game's prices move, and by how much (log of a side's rate). */
const LINE_DRIFT_PER_SECOND = 0.002
const LINE_DRIFT_SIZE = 0.04
/** In play, each step's view moves with this chance, by about this much. */
const LIVE_DRIFT_CHANCE = 0.5
const LIVE_DRIFT_SIZE = 0.03

export const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))

/** The view moved by a drift factor: the home side's rate and set chance up by it, the away side's down. */
export const drifted = (view: View, factor: number): View =>
  factor === 1 ? view : { meanHome: view.meanHome * factor, meanAway: view.meanAway / factor, pSet: clamp(view.pSet * factor, 0.05, 0.95) }

/** The factors the view of match `number` moves by at the end of in-play steps `from` to `to` (1 where it does not move). */
export const liveDrifts = (secret: WorldSecret, number: number, from: number, to: number): ReadonlyArray<number> =>
  secret.streams(Purpose.liveDrift, number, from, Math.max(0, to - from + 1)).map((rng) => (rng.chance(LIVE_DRIFT_CHANCE) ? Math.exp(LIVE_DRIFT_SIZE * rng.normal()) : 1))

const pickSport = (rng: Rng): SportEntry => {
  const total = SPORTS.reduce((sum, entry) => sum + entry.weight, 0)
  let roll = rng.next() * total
  for (const entry of SPORTS) {
    roll -= entry.weight
    if (roll < 0) return entry
  }
  return SPORTS[0]!
}

const marketId = (gameId: string, type: string, period: number, line: number | null) => `${gameId}:${type}:${period}${line === null ? "" : `:${line}`}`

const spec = (gameId: string, type: MarketSpec["type"], period: number, line: number | null, kinds: ReadonlyArray<string>): MarketSpec => ({
  id: marketId(gameId, type, period, line),
  type,
  period,
  line,
  kinds
})

const marketSpecs = (gameId: string, model: SportModel, meanHome: number, meanAway: number): ReadonlyArray<MarketSpec> => {
  const specs: Array<MarketSpec> = []
  if (model.kind === "sets") {
    specs.push(spec(gameId, "winner", 0, null, OUTCOME_KINDS.winner))
    if (model.setsToWin > 1) {
      const most = model.setsToWin * 2 - 1
      specs.push(spec(gameId, "handicap", 0, -1.5, OUTCOME_KINDS.handicap), spec(gameId, "handicap", 0, 1.5, OUTCOME_KINDS.handicap))
      specs.push(spec(gameId, "total", 0, most - 0.5, OUTCOME_KINDS.total))
      if (model.setsToWin > 2) specs.push(spec(gameId, "total", 0, most - 1.5, OUTCOME_KINDS.total))
      const scores: Array<string> = []
      for (let lost = 0; lost < model.setsToWin; lost++) scores.push(`${model.setsToWin}:${lost}`, `${lost}:${model.setsToWin}`)
      specs.push(spec(gameId, "correctScore", 0, null, scores))
      for (let set = 1; set <= most; set++) specs.push(spec(gameId, "winner", set, null, OUTCOME_KINDS.winner))
    }
    return specs
  }
  const low = model.perSide < 12
  const mean = meanHome + meanAway
  specs.push(model.draw ? spec(gameId, "1x2", 0, null, OUTCOME_KINDS["1x2"]) : spec(gameId, "winner", 0, null, OUTCOME_KINDS.winner))
  if (model.draw) specs.push(spec(gameId, "doubleChance", 0, null, OUTCOME_KINDS.doubleChance))
  const step = low ? 1 : Math.max(2, Math.round(Math.sqrt(mean) / 2))
  const centre = Math.floor(mean) + 0.5
  for (const k of [-1, 0, 1]) if (centre + k * step > 0) specs.push(spec(gameId, "total", 0, centre + k * step, OUTCOME_KINDS.total))
  const diff = low ? 1.5 : Math.floor(meanHome - meanAway) + 0.5
  for (const line of low ? [-diff, diff] : [-diff - step, -diff, -diff + step]) specs.push(spec(gameId, "handicap", 0, line, OUTCOME_KINDS.handicap))
  if (low) {
    specs.push(spec(gameId, "bothTeamsToScore", 0, null, OUTCOME_KINDS.bothTeamsToScore))
    const scores: Array<string> = []
    for (let h = 0; h <= 4; h++) for (let a = 0; a <= 4; a++) scores.push(`${h}:${a}`)
    specs.push(spec(gameId, "correctScore", 0, null, scores))
  }
  specs.push(spec(gameId, "1x2", 1, null, OUTCOME_KINDS["1x2"]))
  specs.push(spec(gameId, "total", 1, Math.floor(mean / model.periods) + 0.5, OUTCOME_KINDS.total))
  return specs
}

/** A match's sides, strength and header as the line first shows it. */
const drawMatch = (rng: Rng, scheduled: ScheduledMatch): { header: GameHeader; truth: View; model: SportModel } => {
  const { id, startsAt } = scheduled
  const entry = pickSport(rng)
  const champs = CHAMPIONSHIPS.filter((c) => c.sportId === entry.sport.id)
  const championship = rng.pick(champs)
  const homeName = makeName(entry.names, rng.int(0, NAME_SPACE), rng.int(0, NAME_SPACE))
  let awayName = makeName(entry.names, rng.int(0, NAME_SPACE), rng.int(0, NAME_SPACE))
  if (awayName === homeName) awayName = `${awayName} II`
  const model = entry.model
  const strength = clamp(0.5 + 0.13 * rng.normal(), 0.2, 0.8)
  const total = model.kind === "goals" ? model.perSide * 2 * rng.between(0.85, 1.15) : 0
  const truth: View = { meanHome: total * strength, meanAway: total * (1 - strength), pSet: clamp(0.5 + 0.6 * (strength - 0.5), 0.15, 0.85) }
  const header: GameHeader = {
    id,
    sportId: entry.sport.id,
    championshipId: championship.id,
    championshipName: championship.name,
    country: championship.country,
    // The simulator has no video of its games: a feed with streams says which games it holds one of.
    video: false,
    startsAt,
    home: homeName,
    away: awayName,
    ...BEFORE_START,
    top: TOP_CHAMPIONSHIPS.has(championship.id) || rng.chance(0.03)
  }
  return { header, truth, model }
}

const setPointsOf = (rng: Rng, model: Extract<SportModel, { kind: "sets" }>, homeWon: boolean): FeedScore => {
  const loser = model.setPoints <= 1 ? 0 : rng.int(0, model.setPoints - 2)
  return homeWon ? { home: model.setPoints, away: loser } : { home: loser, away: model.setPoints }
}

/** A set lasts 0.7 to 1.3 times its sport's length, in whole steps (so its end is a step's end). */
const setDuration = (rng: Rng, model: Extract<SportModel, { kind: "sets" }>) => Math.max(1, Math.round((model.periodSeconds * 1000 * rng.between(0.7, 1.3)) / STEP)) * STEP

/** The script of a scheduled match in the world of `secret`. */
export const scriptOf = (secret: WorldSecret, scheduled: ScheduledMatch): MatchScript => {
  const { header, truth, model } = drawMatch(secret.stream(Purpose.matchMaking, scheduled.number), scheduled)
  const rng = secret.stream(Purpose.matchPlay, scheduled.number)
  const periodScores: Array<FeedScore> = []
  const setEnds: Array<number> = []
  let home = 0
  let away = 0
  let endsAt = scheduled.startsAt
  if (model.kind === "goals") {
    for (let p = 0; p < model.periods; p++) {
      const period = { home: rng.poisson(truth.meanHome / model.periods), away: rng.poisson(truth.meanAway / model.periods) }
      periodScores.push(period)
      home += period.home
      away += period.away
    }
    if (!model.draw && home === away) {
      // Overtime's deciding score, kept as a period of its own.
      const decider = rng.chance(truth.meanHome / (truth.meanHome + truth.meanAway)) ? { home: 1, away: 0 } : { home: 0, away: 1 }
      periodScores.push(decider)
      home += decider.home
      away += decider.away
    }
    endsAt = scheduled.startsAt + goalsDuration(model)
  } else {
    while (home < model.setsToWin && away < model.setsToWin) {
      const homeWon = rng.chance(truth.pSet)
      periodScores.push(setPointsOf(rng, model, homeWon))
      if (homeWon) home++
      else away++
      endsAt += (setEnds.length === 0 ? 0 : model.breakSeconds * 1000) + setDuration(rng, model)
      setEnds.push(endsAt)
    }
  }
  return { scheduled, header, model, truth, endsAt, score: { home, away }, periodScores, setEnds }
}

/** The match's result: its script's final score, finished at `finishedAt` (its end, or a developer's finish). */
export const scriptResult = (script: MatchScript, finishedAt: number): GameResult =>
  gameResultOf({ ...script.header, status: "finished", score: script.score, periodScores: script.periodScores }, finishedAt)

/** The plan of a match that is on the line: its markets, its scoring steps and its line's price moves. */
export const planOf = (secret: WorldSecret, script: MatchScript): MatchPlan => {
  const { model, truth, scheduled } = script
  const specs = marketSpecs(scheduled.id, model, truth.meanHome, truth.meanAway)
  const scoring: Array<ScoringStep> = []
  if (model.kind === "goals") {
    const rng = secret.stream(Purpose.goalSteps, scheduled.number)
    const playSteps = (model.periodSeconds * 1000) / STEP
    const cycleSteps = ((model.periodSeconds + model.breakSeconds) * 1000) / STEP
    const byStep = new Map<number, { period: number; home: number; away: number }>()
    for (let p = 0; p < model.periods; p++) {
      const goals = script.periodScores[p]!
      for (const side of ["home", "away"] as const)
        for (let g = 0; g < goals[side]; g++) {
          const step = p * cycleSteps + rng.int(1, playSteps)
          const entry = byStep.get(step) ?? { period: p + 1, home: 0, away: 0 }
          entry[side] += 1
          byStep.set(step, entry)
        }
    }
    for (const [step, entry] of [...byStep].sort((a, b) => a[0] - b[0])) scoring.push({ step, ...entry })
  }
  const driftAt: Array<number> = []
  const driftBy: Array<number> = []
  const moves = secret.stream(Purpose.lineDrift, scheduled.number)
  const perSecond = Math.log(1 - LINE_DRIFT_PER_SECOND)
  for (let at = scheduled.appearsAt; ; ) {
    // Seconds to the next move: geometric, at least one.
    at += (1 + Math.floor(Math.log(1 - moves.next()) / perSecond)) * SECOND
    if (at >= scheduled.startsAt) break
    driftAt.push(at)
    driftBy.push(Math.exp(LINE_DRIFT_SIZE * moves.normal()))
  }
  return { specs, scoring, driftAt, driftBy }
}
