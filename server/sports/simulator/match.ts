import type { FeedScore, Game, GameHeader, GameResult, Market, MarketStatus } from "../../../src/domain/sports/feed"
import type { SportModel } from "./catalogue"
import { type MarketSpec, type Priced, type Summary, goalSummary, marketOf, priceMarket, probabilities, setSummary } from "./pricing"
import { STEP, type ScheduledMatch } from "./schedule"
import { type MatchScript, type View, drifted, liveDrifts, planOf, scriptOf, scriptResult } from "./script"
import type { WorldSecret } from "./prng"
import type { Hold, MatchActions, WorldGame } from "./model"

/**
 * A match played on from its script (script.ts) to a time. What a player sees of a match at a time is a function of
 * its script and that time alone, however the time was reached (one second at a time, or hours at once):
 *
 * - its score, period and clock are the script's, revealed step by step;
 * - its markets are priced at points: when it comes onto the line, at each of the line's price moves, and at each
 *   5-second step in play that is not locked by a score;
 * - at a point a market is priced (open), or unavailable (suspended: the favourite would go below the line's lowest
 *   price), or decided (closed while its result cannot change), from that point's state alone;
 * - a suspended market shows the prices of the last point that priced it, so its prices never move while it stays
 *   suspended; one the line cannot price at UNPRICED_CLOSES points in a row is closed; a closed market shows the
 *   prices it opened at, and one the line does not offer from the start, or whose period is over, is closed for good;
 * - a market held by hand (a hold) shows suspended at the prices it showed when the hold began (closed if the line
 *   closes it meanwhile): the hold hides the market, and when it ends the market is what the line shows without it.
 *
 * So playing a match from one time to another prices it at the last point of the way, and walks back over at most
 * UNPRICED_CLOSES points before it only for the markets that point did not price: hours cost little more than a step.
 */

export const NO_ACTIONS: MatchActions = { holds: [], finishAt: undefined }

/** A market the line cannot price at this many points in a row (a minute of play, about two hours of the line) closes. */
export const UNPRICED_CLOSES = 12

export interface MatchStep {
  /** The match as it is now; absent when it finished. */
  readonly game?: WorldGame
  readonly result?: GameResult
  /** Something a player sees changed. */
  readonly changed: boolean
  /** It went live, came onto the line or finished (menus and counts change). */
  readonly structural: boolean
  /** Markets priced to play it (the work it took). */
  readonly priced: number
}

// ---------------------------------------------------------------------------------------------- the clock of a match

interface Position {
  /** 1-based; in a break, the period just played. */
  readonly period: number
  readonly clock: number
  readonly inPlay: boolean
  readonly over: boolean
}

const goalsPosition = (m: Extract<SportModel, { kind: "goals" }>, startsAt: number, t: number): Position => {
  const elapsed = Math.max(0, t - startsAt)
  const P = m.periodSeconds * 1000
  const cycle = P + m.breakSeconds * 1000
  const index = Math.floor(elapsed / cycle)
  if (index >= m.periods || (index === m.periods - 1 && elapsed - index * cycle >= P)) return { period: m.periods, clock: m.periodSeconds, inPlay: false, over: true }
  const within = elapsed - index * cycle
  return within < P
    ? { period: index + 1, clock: Math.floor(within / 1000), inPlay: true, over: false }
    : { period: index + 1, clock: m.periodSeconds, inPlay: false, over: false }
}

/** Play time (ms) between the start and `t`. */
export const goalsPlayed = (m: Extract<SportModel, { kind: "goals" }>, startsAt: number, t: number): number => {
  const elapsed = Math.max(0, t - startsAt)
  const P = m.periodSeconds * 1000
  const cycle = P + m.breakSeconds * 1000
  const index = Math.floor(elapsed / cycle)
  if (index >= m.periods) return m.periods * P
  return index * P + Math.min(P, elapsed - index * cycle)
}

const clamp01 = (value: number) => Math.min(1, Math.max(0, value))

/** How much of the game's scoring is still to come, and of a period's. */
const remainingShare = (m: Extract<SportModel, { kind: "goals" }>, startsAt: number, t: number, period: number): { whole: number; ofPeriod: number } => {
  const played = goalsPlayed(m, startsAt, t)
  const P = m.periodSeconds * 1000
  const periodPlayed = Math.min(P, Math.max(0, played - (period - 1) * P))
  return { whole: clamp01(1 - played / (m.periods * P)), ofPeriod: clamp01(1 - periodPlayed / P) }
}

// ---------------------------------------------------------------------------------------------- pricing at a point

/** What a match was at a point where it is priced. */
interface Point {
  readonly t: number
  readonly view: View
  readonly inPlay: boolean
  readonly score: FeedScore
  readonly periodScores: ReadonlyArray<FeedScore>
}

const marginFor = (margin: number, type: MarketSpec["type"]) => (type === "correctScore" ? margin * 2.5 : margin)

const summaryAt = (model: SportModel, startsAt: number, point: Point, period: number): Summary => {
  const { view } = point
  if (model.kind === "sets") return setSummary(point.score, view.pSet, model.setsToWin)
  if (period === 0) {
    const share = point.inPlay ? remainingShare(model, startsAt, point.t, 1).whole : 1
    return goalSummary(point.score, view.meanHome * share, view.meanAway * share)
  }
  const share = point.inPlay ? remainingShare(model, startsAt, point.t, period).ofPeriod : 1
  const current = point.periodScores[period - 1] ?? { home: 0, away: 0 }
  return goalSummary(current, (view.meanHome / model.periods) * share, (view.meanAway / model.periods) * share)
}

/** Prices markets at points, each point's distributions worked out once. */
class Pricer {
  private readonly summaries = new Map<Point, Map<number, Summary>>()
  /** Markets priced so far (the work of a step). */
  priced = 0

  constructor(
    readonly margin: number,
    readonly model: SportModel,
    readonly startsAt: number,
    readonly specs: ReadonlyArray<MarketSpec>
  ) {}

  price(point: Point, index: number): Priced {
    this.priced++
    const spec = this.specs[index]!
    const { model, margin } = this
    const view = point.view
    let probs: ReadonlyArray<number>
    if (model.kind === "sets" && spec.period > 0) probs = [view.pSet, 1 - view.pSet]
    else {
      const period = model.kind === "sets" ? 0 : spec.period
      let byPeriod = this.summaries.get(point)
      if (byPeriod === undefined) this.summaries.set(point, (byPeriod = new Map()))
      let summary = byPeriod.get(period)
      if (summary === undefined) byPeriod.set(period, (summary = summaryAt(model, this.startsAt, point, period)))
      const homeShare = model.kind === "goals" ? view.meanHome / (view.meanHome + view.meanAway) : view.pSet
      probs = probabilities(spec, summary, homeShare)
    }
    return priceMarket(spec, probs, marginFor(margin, spec.type))
  }
}

const samePrices = (a: ReadonlyArray<number>, b: ReadonlyArray<number>) => a.length === b.length && a.every((price, i) => price === b[i])

// ---------------------------------------------------------------------------------------------- making a match

/** A scheduled match as it comes onto the line (at its `appearsAt`), made at `version`. */
export const makeMatch = (secret: WorldSecret, margin: number, scheduled: ScheduledMatch, version: number, script: MatchScript = scriptOf(secret, scheduled)): WorldGame => {
  const plan = planOf(secret, script)
  const point: Point = { t: scheduled.appearsAt, view: script.truth, inPlay: false, score: script.header.score, periodScores: [] }
  const pricer = new Pricer(margin, script.model, scheduled.startsAt, plan.specs)
  const permanent: Array<boolean> = []
  const opening: Array<ReadonlyArray<number>> = []
  const markets = plan.specs.map((spec, index) => {
    const priced = pricer.price(point, index)
    // A market the line cannot price before the start (too sure a favourite) is not offered in this game.
    permanent.push(priced.kind !== "priced")
    opening.push(priced.kind === "priced" ? priced.prices : spec.kinds.map(() => 1000))
    return marketOf(spec, priced.kind === "priced" ? "open" : "closed", opening[index]!)
  })
  return {
    game: { ...script.header, markets },
    specs: plan.specs,
    createdVersion: version,
    liveVersion: 0,
    headerVersion: version,
    marketVersions: plan.specs.map(() => version),
    outcomeVersions: plan.specs.map((s) => s.kinds.map(() => version)),
    match: {
      script,
      plan,
      at: scheduled.appearsAt,
      view: script.truth,
      drifts: 0,
      step: 0,
      scored: 0,
      lockedUntil: 0,
      permanent,
      opening,
      lastPrices: opening,
      unpriced: plan.specs.map(() => 0),
      lastKind: permanent.map((closed) => (closed ? "unavailable" : "priced")),
      frozen: new Map(),
      next: Math.min(plan.driftAt[0] ?? scheduled.startsAt, scheduled.startsAt)
    }
  }
}

/** The holds of one match from the developer's suspensions of its markets, oldest first: a hold asked while one holds extends it. */
export const holdsOf = (suspensions: ReadonlyArray<{ readonly market: number; readonly at: number; readonly until: number }>): ReadonlyArray<Hold> => {
  const holds: Array<Hold> = []
  for (const { at, market, until } of [...suspensions].sort((a, b) => a.at - b.at)) {
    const open = holds.findIndex((hold) => hold.market === market && hold.from <= at && at < hold.release)
    const release = Math.max(until, at + 1)
    if (open < 0) holds.push({ market, from: at, until, release })
    else {
      const held = holds[open]!
      holds[open] = { ...held, until: Math.max(held.until, until), release: Math.max(held.release, release) }
    }
  }
  return holds
}

// ---------------------------------------------------------------------------------------------- playing a match

/**
 * The match played on to `to` (a later time than it was played to), stamped with `version` where anything changed:
 * its result when it ends by then (at its script's end, or at the developer's finish).
 */
export const playMatch = (secret: WorldSecret, margin: number, source: WorldGame, to: number, actions: MatchActions, version: number): MatchStep => {
  const play = source.match!
  const { plan, script } = play
  const end = Math.min(script.endsAt, actions.finishAt ?? Number.POSITIVE_INFINITY)
  if (to >= end) return { result: scriptResult(script, end), changed: true, structural: true, priced: 0 }
  if (!(to > play.at)) return { game: source, changed: false, structural: false, priced: 0 }

  const { model } = script
  const { startsAt } = script.scheduled
  const number = script.scheduled.number
  const before = source.game
  // The header as it goes: copied once, each changed part replaced (never written into).
  let score = before.score
  let periodScores = before.periodScores
  let status = before.status
  let period = before.period
  let clock = before.clock
  let clockAt = before.clockAt
  let clockRunning = before.clockRunning
  let view = play.view
  let { drifts, lockedUntil, scored, step } = play
  // Holds that begin on the way need the prices shown then: every point is kept. Otherwise a walk looks at most
  // UNPRICED_CLOSES points back, and only those are kept.
  const beginning = actions.holds.filter((hold) => hold.from > play.at && hold.from <= to)
  const keepAll = beginning.length > 0
  let permanent = play.permanent
  const closedAt = new Map<number, number>()
  const points: Array<Point> = []
  /** Scores and sets that locked the markets: when, and until when. */
  const locks: Array<{ readonly at: number; readonly until: number }> = []
  const snapshot = (t: number): Point => ({ t, view, inPlay: status === "live", score, periodScores })
  const record = (point: Point) => {
    points.push(point)
    if (!keepAll && points.length >= 4 * UNPRICED_CLOSES) points.splice(0, points.length - UNPRICED_CLOSES)
  }
  const close = (index: number, at: number) => {
    if (permanent[index]) return
    if (permanent === play.permanent) permanent = [...play.permanent]
    ;(permanent as Array<boolean>)[index] = true
    closedAt.set(index, at)
  }
  const lock = (at: number, until: number) => {
    lockedUntil = Math.max(lockedUntil, until)
    locks.push({ at, until })
  }

  // The line: its price moves until the start (only the last ones can be looked at, unless all are kept).
  let lastDrift = drifts
  while (lastDrift < plan.driftAt.length && plan.driftAt[lastDrift]! <= to) lastDrift++
  const firstKept = keepAll ? drifts : lastDrift - UNPRICED_CLOSES
  while (drifts < lastDrift) {
    view = drifted(view, plan.driftBy[drifts]!)
    if (drifts >= firstKept) record(snapshot(plan.driftAt[drifts]!))
    drifts++
  }
  if (status === "line" && startsAt <= to) {
    status = "live"
    period = 1
    periodScores = [{ home: 0, away: 0 }]
    if (model.kind === "goals") {
      clock = 0
      clockAt = startsAt
      clockRunning = true
    }
  }
  // In play: one step at a time to `to` (the match's end is after it).
  const firstStep = step + 1
  const moves = status === "live" ? liveDrifts(secret, number, firstStep, Math.floor((to - startsAt) / STEP)) : []
  while (status === "live" && startsAt + (step + 1) * STEP <= to) {
    step++
    const at = startsAt + step * STEP
    if (model.kind === "goals") {
      const goal = plan.scoring[scored]
      if (goal !== undefined && goal.step === step) {
        scored++
        score = { home: score.home + goal.home, away: score.away + goal.away }
        const index = goal.period - 1
        const scores = [...periodScores]
        while (scores.length <= index) scores.push({ home: 0, away: 0 })
        scores[index] = { home: scores[index]!.home + goal.home, away: scores[index]!.away + goal.away }
        periodScores = scores
        if (model.suspendSeconds > 0) lock(at, at + model.suspendSeconds * 1000)
      }
      const after = goalsPosition(model, startsAt, at)
      if (after.period !== period || after.inPlay !== clockRunning) {
        period = after.period
        clock = after.clock
        clockAt = at
        clockRunning = after.inPlay && !after.over
        if (periodScores.length < after.period) {
          const scores = [...periodScores]
          while (scores.length < after.period) scores.push({ home: 0, away: 0 })
          periodScores = scores
        }
        // A period's markets close when its play ends.
        plan.specs.forEach((s, index) => {
          if (s.period > 0 && (s.period < after.period || (s.period === after.period && !after.inPlay))) close(index, at)
        })
      }
    } else if (script.setEnds[scored] === at) {
      const set = scored + 1
      const points_ = script.periodScores[scored]!
      const homeWon = points_.home > points_.away
      scored++
      const scores = [...periodScores]
      while (scores.length < set) scores.push({ home: 0, away: 0 })
      scores[set - 1] = points_
      scores.push({ home: 0, away: 0 })
      periodScores = scores
      score = { home: score.home + (homeWon ? 1 : 0), away: score.away + (homeWon ? 0 : 1) }
      plan.specs.forEach((s, index) => s.period === set && close(index, at))
      period = set + 1
      lock(at, at + model.suspendSeconds * 1000)
    }
    view = drifted(view, moves[step - firstStep]!)
    if (lockedUntil <= at) record(snapshot(at))
  }

  const pricer = new Pricer(margin, model, startsAt, plan.specs)
  /** A market as the line shows it at `at` (this step's last time or before), without any hold. */
  const lineShows = (index: number, at: number): { readonly status: MarketStatus; readonly prices: ReadonlyArray<number>; readonly kind: Priced["kind"]; readonly count: number; readonly last: ReadonlyArray<number> } => {
    // Back from the last point by `at`: the last that priced it, and how many since did not (at most UNPRICED_CLOSES).
    let kind: Priced["kind"] | undefined
    let found: ReadonlyArray<number> | undefined
    let since = 0
    for (let i = points.length - 1; i >= 0 && since < UNPRICED_CLOSES; i--) {
      const point = points[i]!
      if (point.t > at) continue
      const priced = pricer.price(point, index)
      kind ??= priced.kind
      if (priced.kind === "priced") {
        found = priced.prices
        break
      }
      since++
    }
    const count = found !== undefined ? since : Math.min(UNPRICED_CLOSES, play.unpriced[index]! + since)
    const last = found ?? (count >= UNPRICED_CLOSES ? play.opening[index]! : play.lastPrices[index]!)
    kind ??= play.lastKind[index]!
    const closed = play.permanent[index] || (closedAt.get(index) ?? Number.POSITIVE_INFINITY) <= at || count >= UNPRICED_CLOSES || kind === "decided"
    // A score locks what the line had open until the markets are priced again.
    const locked = locks.some((l) => l.at <= at && at < l.until) || (play.lockedUntil > at && play.at <= at)
    const status: MarketStatus = closed ? "closed" : kind === "unavailable" || locked ? "suspended" : "open"
    return { status, prices: closed ? play.opening[index]! : last, kind, count, last }
  }

  let marketsChanged = false
  const markets: Array<Market> = []
  const marketVersions = [...source.marketVersions]
  const outcomeVersions = [...source.outcomeVersions]
  const lastPrices = [...play.lastPrices]
  const unpriced = [...play.unpriced]
  const lastKind = [...play.lastKind]
  const frozen = new Map<number, ReadonlyArray<number>>()
  plan.specs.forEach((spec, index) => {
    const was = before.markets[index]!
    if (play.permanent[index]) {
      markets.push(was)
      return
    }
    const line = lineShows(index, to)
    lastPrices[index] = line.last
    unpriced[index] = line.count
    lastKind[index] = line.kind
    let shown: { readonly status: MarketStatus; readonly prices: ReadonlyArray<number> } = line
    const hold = actions.holds.find((h) => h.market === index && h.from <= to && to < h.release)
    if (hold !== undefined) {
      const prices = hold.from <= play.at ? (play.frozen.get(index) ?? was.outcomes.map((o) => o.price)) : lineShows(index, hold.from).prices
      frozen.set(index, prices)
      if (line.status !== "closed") shown = { status: "suspended", prices }
    }
    const pricesMoved = !samePrices(shown.prices, was.outcomes.map((o) => o.price))
    if (shown.status === was.status && !pricesMoved) {
      markets.push(was)
      return
    }
    marketsChanged = true
    marketVersions[index] = version
    if (pricesMoved) outcomeVersions[index] = outcomeVersions[index]!.map((v, i) => (shown.prices[i] === was.outcomes[i]!.price ? v : version))
    markets.push(marketOf(spec, shown.status, shown.prices))
  })

  const header: GameHeader = { ...headerOf(before), score, periodScores, status, period, clock, clockAt, clockRunning }
  const headerChanged =
    score !== before.score ||
    periodScores !== before.periodScores ||
    status !== before.status ||
    period !== before.period ||
    clock !== before.clock ||
    clockAt !== before.clockAt ||
    clockRunning !== before.clockRunning
  const wentLive = before.status === "line" && status === "live"
  const activeHolds = actions.holds.filter((hold) => hold.from <= to && to < hold.release)
  const next = Math.min(
    status === "line" ? Math.min(plan.driftAt[drifts] ?? startsAt, startsAt) : startsAt + (step + 1) * STEP,
    end,
    // A hold is played at its start too: one the world learnt of after it had set this time must still be shown.
    ...actions.holds.filter((hold) => hold.from > to).map((hold) => hold.from),
    ...actions.holds.filter((hold) => hold.release > to).map((hold) => hold.release)
  )
  const game: Game = headerChanged || marketsChanged ? { ...header, markets: marketsChanged ? markets : before.markets } : before
  const { held: _, ...rest } = source
  return {
    changed: headerChanged || marketsChanged,
    structural: wentLive,
    priced: pricer.priced,
    game: {
      ...rest,
      game,
      headerVersion: headerChanged ? version : source.headerVersion,
      liveVersion: wentLive ? version : source.liveVersion,
      marketVersions: marketsChanged ? marketVersions : source.marketVersions,
      outcomeVersions: marketsChanged ? outcomeVersions : source.outcomeVersions,
      ...(activeHolds.length === 0 ? {} : { held: new Map(activeHolds.map((hold) => [hold.market, hold.until])) }),
      match: { ...play, at: to, view, drifts, step, scored, lockedUntil, permanent, lastPrices, unpriced, lastKind, frozen, next }
    }
  }
}

const headerOf = (game: Game): GameHeader => {
  const { markets: _, ...header } = game
  return header
}
