import type { FeedScore, Game, GameHeader, GameResult, Market, MarketStatus, SportId } from "../feed"
import { CHAMPIONSHIPS, NAME_SPACE, SPORTS, type SportEntry, type SportModel, TOP_CHAMPIONSHIPS, makeName, sportEntry } from "./catalogue"
import { type MarketSpec, type Summary, goalSummary, priceMarket, probabilities, setSummary } from "./pricing"
import { OUTCOME_KINDS } from "../outcomes"
import { gameResultOf } from "./gameResult"
import { Rng, seedState } from "./prng"
import { type OutrightSim, type OutrightState, createOutrights, finishOutright, makeOutrights, stepOutright } from "./outrights"

/**
 * The seeded line simulator. A world is plain immutable data: the games of the line and of live, the results,
 * the generator's state and a version. `createWorld(config, now)` makes it; `advance(world, now)` plays it on to
 * `now` and returns a new world (the old one is untouched). No clock and no Math.random: time comes in as an
 * argument, chance from the seeded generator the world carries, so the same seed and the same times give the
 * same world. Every change (a price, a market's status, a score, a period, a game starting or finishing) is
 * stamped with the version of the advance that made it, so a poll can be answered with what changed since the
 * version it holds (src/domain/sports/simulator/views.ts).
 */
export interface WorldConfig {
  readonly seed: number
  /** Games in play at the start (and about as many later: the line is timed so that games start at that rate). */
  readonly live: number
  /** Games in the line (upcoming); each one that starts is replaced by a new one at the line's far end. */
  readonly line: number
  /** The bookmaker's margin (0.06: implied probabilities sum to about 1.06); correct score carries 2.5 times it. */
  readonly margin: number
  /** How many days of results are kept (and made up at the start). */
  readonly resultsDays: number
  /** Results made up for the days before the start. */
  readonly pastResults: number
  /** Elections and leadership contests open at once (src/domain/sports/simulator/outrights.ts); 0: no politics. */
  readonly elections: number
  /** Marble races on the line ahead of the one in play, one every few minutes; 0: no marble racing. */
  readonly racesAhead: number
}

export const DEFAULT_WORLD: Omit<WorldConfig, "seed"> = { live: 300, line: 3000, margin: 0.06, resultsDays: 3, pastResults: 1500, elections: 8, racesAhead: 5 }

interface Sim {
  readonly meanHome: number
  readonly meanAway: number
  /** Chance that home wins a set (sets sports). */
  readonly pSet: number
  /** Time (ms) the game has been played up to. */
  readonly at: number
  /** Markets stay locked until then (a score). */
  readonly suspendedUntil: number
  /** Sets sports: when the current set ends. */
  readonly setEndsAt: number
  /** When the markets were last priced (live games are priced every REPRICE_EVERY ms, and at once after an event). */
  readonly pricedAt: number
}

export interface WorldGame {
  readonly game: Game
  readonly specs: ReadonlyArray<MarketSpec>
  readonly sim: Sim
  readonly createdVersion: number
  /** The version at which the game went live (0: not live). */
  readonly liveVersion: number
  readonly headerVersion: number
  readonly marketVersions: ReadonlyArray<number>
  readonly outcomeVersions: ReadonlyArray<ReadonlyArray<number>>
  /** An outright's own play (outrights.ts); absent on a match. */
  readonly outright?: OutrightSim
}

export interface FinishedEntry {
  readonly version: number
  readonly id: string
  readonly sportId: SportId
  readonly championshipId: string
  readonly top: boolean
  /** The sides, so a team's list learns that its game has gone. */
  readonly home: string
  readonly away: string
}

export interface World {
  readonly config: WorldConfig
  readonly version: number
  readonly now: number
  readonly rng: number
  readonly nextId: number
  /** Line and live games, in the order they were made. */
  readonly games: ReadonlyMap<string, WorldGame>
  /** Finished games, oldest first, for `resultsDays`. */
  readonly results: ReadonlyArray<GameResult>
  /** Games that finished, by version, newest last (kept for FINISHED_KEPT entries). */
  readonly finished: ReadonlyArray<FinishedEntry>
  /** A poll from a version below this one can no longer be answered with changes only. */
  readonly floor: number
  /** The last version at which a game was made, went live or finished (menus and counts change only then). */
  readonly structureVersion: number
  /** Line games start within this many ms from now. */
  readonly horizon: number
  /** How far outrights have been made (they keep ids and chance of their own: outrights.ts). */
  readonly outrights: OutrightState
}

const FINISHED_KEPT = 20_000
/** Live games are played in steps of at most this many ms (scores land at a step's end). */
const STEP = 5_000
const DAY = 86_400_000
/** Live games' prices follow the play this often (and at once after a score, a period or a reopening). */
const REPRICE_EVERY = 5_000
/** Chance per second that a line game's prices move. */
const LINE_DRIFT_PER_SECOND = 0.002

// ---------------------------------------------------------------------------------------------- sport timelines

const goalsDuration = (m: Extract<SportModel, { kind: "goals" }>) => (m.periods * m.periodSeconds + (m.periods - 1) * m.breakSeconds) * 1000

/** Expected length of a game, for timing the line. */
const expectedDuration = (model: SportModel): number =>
  model.kind === "goals" ? goalsDuration(model) : (model.setsToWin * 1.5 - 0.25) * (model.periodSeconds + model.breakSeconds) * 1000

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

/** The next time after `t` at which play starts or stops. */
const nextBoundary = (m: Extract<SportModel, { kind: "goals" }>, startsAt: number, t: number): number => {
  const P = m.periodSeconds * 1000
  const cycle = P + m.breakSeconds * 1000
  const elapsed = t - startsAt
  const index = Math.floor(elapsed / cycle)
  const within = elapsed - index * cycle
  return startsAt + index * cycle + (within < P ? P : cycle)
}

// ---------------------------------------------------------------------------------------------- making games

const pickSport = (rng: Rng): SportEntry => {
  const total = SPORTS.reduce((sum, entry) => sum + entry.weight, 0)
  let roll = rng.next() * total
  for (const entry of SPORTS) {
    roll -= entry.weight
    if (roll < 0) return entry
  }
  return SPORTS[0]!
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value))
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

/** How much of the game's scoring is still to come, and the score it adds to. */
const remainingShare = (m: Extract<SportModel, { kind: "goals" }>, startsAt: number, t: number, period: number): { whole: number; ofPeriod: number } => {
  const played = goalsPlayed(m, startsAt, t)
  const total = m.periods * m.periodSeconds * 1000
  const periodPlayed = clamp(played - (period - 1) * m.periodSeconds * 1000, 0, m.periodSeconds * 1000)
  return { whole: clamp(1 - played / total, 0, 1), ofPeriod: clamp(1 - periodPlayed / (m.periodSeconds * 1000), 0, 1) }
}

/** Play time (ms) between the start and `t`. */
const goalsPlayed = (m: Extract<SportModel, { kind: "goals" }>, startsAt: number, t: number): number => {
  const elapsed = Math.max(0, t - startsAt)
  const P = m.periodSeconds * 1000
  const cycle = P + m.breakSeconds * 1000
  const index = Math.floor(elapsed / cycle)
  if (index >= m.periods) return m.periods * P
  return index * P + Math.min(P, elapsed - index * cycle)
}

const marginFor = (config: WorldConfig, type: MarketSpec["type"]) => (type === "correctScore" ? config.margin * 2.5 : config.margin)

// ---------------------------------------------------------------------------------------------- a game at work

/** A game being changed by one advance: copied once, stamped with the advance's version, frozen at the end. */
class Work {
  header: { -readonly [K in keyof GameHeader]: GameHeader[K] }
  periodScores: Array<FeedScore>
  statuses: Array<MarketStatus>
  /** A market's prices and outcome versions are copied only when the market changes. */
  prices: Array<ReadonlyArray<number> | Array<number>>
  outcomeVersions: Array<ReadonlyArray<number> | Array<number>>
  marketTouched: Array<boolean>
  headerVersion: number
  marketVersions: Array<number>
  sim: { -readonly [K in keyof Sim]: Sim[K] }
  liveVersion: number
  changed = false

  constructor(
    readonly source: WorldGame,
    readonly version: number
  ) {
    const { markets, ...header } = source.game
    this.header = { ...header }
    this.periodScores = [...header.periodScores]
    this.statuses = markets.map((m) => m.status)
    this.prices = markets.map((m) => m.outcomes.map((o) => o.price))
    this.outcomeVersions = [...source.outcomeVersions]
    this.marketTouched = markets.map(() => false)
    this.headerVersion = source.headerVersion
    this.marketVersions = [...source.marketVersions]
    this.sim = { ...source.sim }
    this.liveVersion = source.liveVersion
  }

  touchHeader() {
    this.headerVersion = this.version
    this.changed = true
  }

  private touchMarket(index: number) {
    if (!this.marketTouched[index]) {
      this.marketTouched[index] = true
      this.prices[index] = [...this.prices[index]!]
      this.outcomeVersions[index] = [...this.outcomeVersions[index]!]
    }
    this.marketVersions[index] = this.version
    this.changed = true
  }

  setStatus(index: number, status: MarketStatus) {
    if (this.statuses[index] === status) return
    this.touchMarket(index)
    this.statuses[index] = status
  }

  setPrices(index: number, prices: ReadonlyArray<number>) {
    for (let i = 0; i < prices.length; i++) {
      if (this.prices[index]![i] === prices[i]) continue
      this.touchMarket(index)
      ;(this.prices[index] as Array<number>)[i] = prices[i]!
      ;(this.outcomeVersions[index] as Array<number>)[i] = this.version
    }
  }

  /** The game as it now is; the same object when nothing about it moved (not even the time it was played to). */
  freeze(): WorldGame {
    const sim = this.source.sim
    if (!this.changed) {
      const s = this.sim
      const same = s.at === sim.at && s.meanHome === sim.meanHome && s.meanAway === sim.meanAway && s.pSet === sim.pSet && s.suspendedUntil === sim.suspendedUntil && s.setEndsAt === sim.setEndsAt && s.pricedAt === sim.pricedAt
      return same ? this.source : { ...this.source, sim: this.sim }
    }
    const specs = this.source.specs
    const before = this.source.game.markets
    const game: Game = {
      ...this.header,
      periodScores: this.periodScores,
      markets: specs.map((s, i) => (this.marketTouched[i] ? buildMarket(s, this.statuses[i]!, this.prices[i]!) : before[i]!))
    }
    return {
      game,
      specs,
      sim: this.sim,
      createdVersion: this.source.createdVersion,
      liveVersion: this.liveVersion,
      headerVersion: this.headerVersion,
      marketVersions: this.marketVersions,
      outcomeVersions: this.outcomeVersions
    }
  }
}

const buildMarket = (s: MarketSpec, status: MarketStatus, prices: ReadonlyArray<number>): Market => ({
  id: s.id,
  type: s.type,
  period: s.period,
  line: s.line,
  status,
  outcomes: s.kinds.map((kind, i) => ({ id: `${s.id}:${kind}`, kind, price: prices[i]! }))
})

/** The distribution a market is priced on, for the game's state at `t`. */
const summaryFor = (model: SportModel, work: Work, t: number, period: number): Summary => {
  const { sim, header } = work
  if (model.kind === "sets") return setSummary(header.score, sim.pSet, model.setsToWin)
  if (period === 0) {
    const share = header.status === "line" ? 1 : remainingShare(model, header.startsAt, t, 1).whole
    return goalSummary(header.score, sim.meanHome * share, sim.meanAway * share)
  }
  const share = header.status === "line" ? 1 : remainingShare(model, header.startsAt, t, period).ofPeriod
  const current = work.periodScores[period - 1] ?? { home: 0, away: 0 }
  return goalSummary(current, (sim.meanHome / model.periods) * share, (sim.meanAway / model.periods) * share)
}

/** Sets markets of one set: the set's winner. */
const setWinnerProbs = (work: Work) => [work.sim.pSet, 1 - work.sim.pSet]

/** Prices every market that is not closed and not locked, at time `t`. */
const reprice = (config: WorldConfig, model: SportModel, work: Work, t: number) => {
  const homeShare = model.kind === "goals" ? work.sim.meanHome / (work.sim.meanHome + work.sim.meanAway) : work.sim.pSet
  const cache = new Map<number, Summary>()
  work.source.specs.forEach((s, index) => {
    if (work.statuses[index] === "closed") return
    const isSetMarket = model.kind === "sets" && s.period > 0
    let probs: ReadonlyArray<number>
    if (isSetMarket) probs = setWinnerProbs(work)
    else {
      let summary = cache.get(s.period)
      if (summary === undefined) cache.set(s.period, (summary = summaryFor(model, work, t, s.period)))
      probs = probabilities(s, summary, homeShare)
    }
    const priced = priceMarket(s, probs, marginFor(config, s.type))
    if (priced.kind === "decided") work.setStatus(index, "closed")
    else if (priced.kind === "unavailable") work.setStatus(index, "suspended")
    else {
      work.setStatus(index, "open")
      work.setPrices(index, priced.prices)
    }
  })
}

/** A new game's teams, strength and header (no markets yet). */
const drawGame = (rng: Rng, id: string, startsAt: number): { header: GameHeader; sim: Sim; model: SportModel } => {
  const entry = pickSport(rng)
  const champs = CHAMPIONSHIPS.filter((c) => c.sportId === entry.sport.id)
  const championship = rng.pick(champs)
  const homeName = makeName(entry.names, rng.int(0, NAME_SPACE), rng.int(0, NAME_SPACE))
  let awayName = makeName(entry.names, rng.int(0, NAME_SPACE), rng.int(0, NAME_SPACE))
  if (awayName === homeName) awayName = `${awayName} II`
  const model = entry.model
  const strength = clamp(0.5 + 0.13 * rng.normal(), 0.2, 0.8)
  const total = model.kind === "goals" ? model.perSide * 2 * rng.between(0.85, 1.15) : 0
  const sim: Sim = {
    meanHome: total * strength,
    meanAway: total * (1 - strength),
    pSet: clamp(0.5 + 0.6 * (strength - 0.5), 0.15, 0.85),
    at: startsAt,
    suspendedUntil: 0,
    setEndsAt: 0,
    // Spread over the pricing period, so that live games are not all priced in the same second.
    pricedAt: startsAt - rng.int(0, REPRICE_EVERY - 1)
  }
  const header: GameHeader = {
    id,
    sportId: entry.sport.id,
    championshipId: championship.id,
    championshipName: championship.name,
    country: championship.country,
    // Streams are bought for the top championships and for about one game in five elsewhere; drawn from the id,
    // not the generator, so the rest of the world stays what the seed made it.
    video: TOP_CHAMPIONSHIPS.has(championship.id) || Number(id.slice(1)) % 5 === 0,
    startsAt,
    home: homeName,
    away: awayName,
    status: "line",
    score: { home: 0, away: 0 },
    periodScores: [],
    period: 0,
    clock: null,
    clockAt: null,
    clockRunning: false,
    top: TOP_CHAMPIONSHIPS.has(championship.id) || rng.chance(0.03)
  }
  return { header, sim, model }
}

const newGame = (rng: Rng, config: WorldConfig, id: string, startsAt: number, version: number): WorldGame => {
  const { header, sim, model } = drawGame(rng, id, startsAt)
  const specs = marketSpecs(id, model, sim.meanHome, sim.meanAway)
  const blank: WorldGame = {
    game: { ...header, markets: specs.map((s) => buildMarket(s, "open", s.kinds.map(() => 1000))) },
    specs,
    sim,
    createdVersion: version,
    liveVersion: 0,
    headerVersion: version,
    marketVersions: specs.map(() => version),
    outcomeVersions: specs.map((s) => s.kinds.map(() => version))
  }
  const work = new Work(blank, version)
  reprice(config, model, work, startsAt)
  // A market the line cannot price before the start (too sure a favourite) is not offered in this game.
  work.statuses.forEach((status, index) => status === "suspended" && work.setStatus(index, "closed"))
  work.changed = true
  return work.freeze()
}

// ---------------------------------------------------------------------------------------------- playing

const setPointsOf = (rng: Rng, model: Extract<SportModel, { kind: "sets" }>, homeWon: boolean): FeedScore => {
  const loser = model.setPoints <= 1 ? 0 : rng.int(0, model.setPoints - 2)
  return homeWon ? { home: model.setPoints, away: loser } : { home: loser, away: model.setPoints }
}

const setDuration = (rng: Rng, model: Extract<SportModel, { kind: "sets" }>) => Math.round(model.periodSeconds * 1000 * rng.between(0.7, 1.3))

/** Makes a line game live at its start. */
const goLive = (rng: Rng, model: SportModel, work: Work) => {
  work.header.status = "live"
  work.header.period = 1
  work.periodScores = [{ home: 0, away: 0 }]
  if (model.kind === "goals") {
    work.header.clock = 0
    work.header.clockAt = work.header.startsAt
    work.header.clockRunning = true
  } else work.sim.setEndsAt = work.header.startsAt + setDuration(rng, model)
  work.liveVersion = work.version
  work.touchHeader()
}

const lockAll = (work: Work, until: number) => {
  work.sim.suspendedUntil = Math.max(work.sim.suspendedUntil, until)
  work.statuses.forEach((status, index) => status === "open" && work.setStatus(index, "suspended"))
}

/** Plays a live goals game from sim.at to `to`; true when it has finished. */
const playGoals = (rng: Rng, model: Extract<SportModel, { kind: "goals" }>, work: Work, to: number): boolean => {
  const startsAt = work.header.startsAt
  const end = startsAt + goalsDuration(model)
  const perMs = 1 / (model.periods * model.periodSeconds * 1000)
  let t = work.sim.at
  while (t < Math.min(to, end)) {
    const position = goalsPosition(model, startsAt, t)
    const b = Math.min(to, end, t + STEP, nextBoundary(model, startsAt, t))
    if (position.inPlay) {
      const dt = b - t
      const home = rng.poisson(work.sim.meanHome * perMs * dt)
      const away = rng.poisson(work.sim.meanAway * perMs * dt)
      if (home + away > 0) {
        work.header.score = { home: work.header.score.home + home, away: work.header.score.away + away }
        const index = position.period - 1
        while (work.periodScores.length <= index) work.periodScores.push({ home: 0, away: 0 })
        const current = work.periodScores[index]!
        work.periodScores[index] = { home: current.home + home, away: current.away + away }
        work.touchHeader()
        if (model.suspendSeconds > 0) lockAll(work, b + model.suspendSeconds * 1000)
      }
    }
    t = b
    const after = goalsPosition(model, startsAt, t)
    if (after.period !== work.header.period || after.inPlay !== work.header.clockRunning) {
      work.header.period = after.period
      work.header.clock = after.clock
      work.header.clockAt = t
      work.header.clockRunning = after.inPlay && !after.over
      while (work.periodScores.length < after.period) work.periodScores.push({ home: 0, away: 0 })
      work.touchHeader()
      // A period's markets close when its play ends.
      work.source.specs.forEach((s, index) => {
        if (s.period > 0 && (s.period < after.period || (s.period === after.period && !after.inPlay))) work.setStatus(index, "closed")
      })
    }
  }
  work.sim.at = Math.max(work.sim.at, Math.min(to, end))
  if (to < end) return false
  if (!model.draw && work.header.score.home === work.header.score.away) {
    // Overtime's deciding score, kept as a period of its own.
    const homeWins = rng.chance(work.sim.meanHome / (work.sim.meanHome + work.sim.meanAway))
    const decider = homeWins ? { home: 1, away: 0 } : { home: 0, away: 1 }
    work.periodScores.push(decider)
    work.header.score = { home: work.header.score.home + decider.home, away: work.header.score.away + decider.away }
  }
  return true
}

/** Plays a live sets game from sim.at to `to`; true when it has finished. */
const playSets = (rng: Rng, model: Extract<SportModel, { kind: "sets" }>, work: Work, to: number): boolean => {
  while (work.sim.setEndsAt <= to) {
    const at = work.sim.setEndsAt
    const homeWon = rng.chance(work.sim.pSet)
    const index = work.header.period - 1
    while (work.periodScores.length <= index) work.periodScores.push({ home: 0, away: 0 })
    work.periodScores[index] = setPointsOf(rng, model, homeWon)
    work.header.score = { home: work.header.score.home + (homeWon ? 1 : 0), away: work.header.score.away + (homeWon ? 0 : 1) }
    work.sim.at = at
    work.source.specs.forEach((s, i) => s.period === work.header.period && work.setStatus(i, "closed"))
    work.touchHeader()
    if (work.header.score.home === model.setsToWin || work.header.score.away === model.setsToWin) return true
    work.header.period += 1
    work.periodScores.push({ home: 0, away: 0 })
    work.sim.setEndsAt = at + model.breakSeconds * 1000 + setDuration(rng, model)
    lockAll(work, at + model.suspendSeconds * 1000)
  }
  work.sim.at = Math.max(work.sim.at, to)
  return false
}

const drift = (rng: Rng, work: Work, size: number) => {
  const factor = Math.exp(size * rng.normal())
  const sim = work.sim
  sim.meanHome = sim.meanHome * factor
  sim.meanAway = sim.meanAway / factor
  sim.pSet = clamp(sim.pSet * factor, 0.05, 0.95)
}

interface Step {
  readonly game: WorldGame
  /** Something a player sees changed (a price, a status, the score...). */
  readonly changed: boolean
  readonly result?: GameResult
}

/** `drifts`: a line game (not started yet) has its prices moved in this step. */
const stepGame = (rng: Rng, config: WorldConfig, source: WorldGame, now: number, drifts: boolean, version: number): Step => {
  const model = sportEntry(source.game.sportId).model
  if (source.game.status === "line" && source.game.startsAt > now) {
    if (!drifts) return { game: source, changed: false }
    const work = new Work(source, version)
    drift(rng, work, 0.04)
    reprice(config, model, work, now)
    return { game: work.freeze(), changed: work.changed }
  }
  const work = new Work(source, version)
  if (work.header.status === "line") goLive(rng, model, work)
  const finished = model.kind === "goals" ? playGoals(rng, model, work, now) : playSets(rng, model, work, now)
  if (finished) {
    work.header.status = "finished"
    work.header.clockRunning = false
    work.touchHeader()
    work.statuses.forEach((_, index) => work.setStatus(index, "closed"))
    const game = work.freeze()
    const finishedAt = model.kind === "goals" ? game.game.startsAt + goalsDuration(model) : work.sim.at
    return { game, changed: true, result: gameResultOf(game.game, finishedAt) }
  }
  if (work.sim.suspendedUntil <= now && (work.changed || now - work.sim.pricedAt >= REPRICE_EVERY || work.sim.suspendedUntil > work.sim.pricedAt)) {
    if (rng.chance(0.5)) drift(rng, work, 0.03)
    reprice(config, model, work, now)
    work.sim.pricedAt = now
  }
  return { game: work.freeze(), changed: work.changed }
}

/** A finished game made up at once (results of the days before the world started). */
const pastResult = (rng: Rng, id: string, startsAt: number): GameResult => {
  const { header, sim, model } = drawGame(rng, id, startsAt)
  const work = { header: { ...header }, sim }
  const periods: Array<FeedScore> = []
  let finishedAt: number
  if (model.kind === "goals") {
    for (let p = 0; p < model.periods; p++) periods.push({ home: rng.poisson(work.sim.meanHome / model.periods), away: rng.poisson(work.sim.meanAway / model.periods) })
    let home = periods.reduce((s, x) => s + x.home, 0)
    let away = periods.reduce((s, x) => s + x.away, 0)
    if (!model.draw && home === away) {
      const decider = rng.chance(work.sim.meanHome / (work.sim.meanHome + work.sim.meanAway)) ? { home: 1, away: 0 } : { home: 0, away: 1 }
      periods.push(decider)
      home += decider.home
      away += decider.away
    }
    work.header.score = { home, away }
    finishedAt = startsAt + goalsDuration(model)
  } else {
    let home = 0
    let away = 0
    finishedAt = startsAt
    while (home < model.setsToWin && away < model.setsToWin) {
      const homeWon = rng.chance(work.sim.pSet)
      periods.push(setPointsOf(rng, model, homeWon))
      if (homeWon) home++
      else away++
      finishedAt += setDuration(rng, model) + model.breakSeconds * 1000
    }
    work.header.score = { home, away }
  }
  return gameResultOf({ ...work.header, periodScores: periods }, finishedAt)
}

// ---------------------------------------------------------------------------------------------- the world

const averageDuration = (): number => {
  const total = SPORTS.reduce((sum, entry) => sum + entry.weight, 0)
  return SPORTS.reduce((sum, entry) => sum + (entry.weight / total) * expectedDuration(entry.model), 0)
}

/** A new world at time `now` (epoch ms): `config.live` games in play, `config.line` upcoming, and past results. */
export const createWorld = (config: WorldConfig, now: number): World => {
  const rng = new Rng(seedState(config.seed))
  const version = 1
  const average = averageDuration()
  const horizon = Math.max(3_600_000, Math.round((config.line * average) / Math.max(1, config.live)))
  let nextId = 1
  const id = () => `g${nextId++}`

  const results: Array<GameResult> = []
  for (let i = 0; i < config.pastResults; i++) {
    const startsAt = Math.round(now - config.resultsDays * DAY + rng.next() * (config.resultsDays * DAY - 4 * 3_600_000))
    results.push(pastResult(rng, id(), startsAt))
  }
  results.sort((a, b) => a.finishedAt - b.finishedAt || (a.id < b.id ? -1 : 1))

  const games = new Map<string, WorldGame>()
  for (let i = 0; i < config.live; i++) {
    // A game in play: started a while ago (less than its sport's length, so most are still on).
    const startsAt = Math.round(now - rng.next() * average * 0.9)
    const made = newGame(rng, config, id(), startsAt, version)
    const step = stepGame(rng, config, made, now, false, version)
    if (step.result !== undefined) results.push(step.result)
    else games.set(made.game.id, step.game)
  }
  for (let i = 0; i < config.line; i++) {
    const startsAt = Math.round(now + 120_000 + rng.next() * horizon)
    const made = newGame(rng, config, id(), startsAt, version)
    games.set(made.game.id, made)
  }
  // After the matches, drawing nothing from their generator: the matches are what they were without outrights.
  const outrights = createOutrights(config, now, version)
  for (const made of outrights.games) games.set(made.game.id, made)
  results.push(...outrights.results)
  results.sort((a, b) => a.finishedAt - b.finishedAt || (a.id < b.id ? -1 : 1))
  return { config, version, now, rng: rng.saved, nextId, games, results, finished: [], floor: version, structureVersion: version, horizon, outrights: outrights.state }
}

/**
 * The world played on to `now`: live games score, change period, lock and reopen their markets and move their
 * prices; games that end leave the line for the results; line games whose time has come go live, each replaced
 * by a new line game. A `now` not after the world's own time changes nothing (the same world comes back).
 */
export const advance = (world: World, now: number): World => {
  if (!(now > world.now)) return world
  const rng = new Rng(world.rng)
  const version = world.version + 1
  const elapsed = now - world.now
  let nextId = world.nextId
  let changed = false
  let structural = false
  const games = new Map<string, WorldGame>()
  let results = world.results as Array<GameResult>
  let finished = world.finished as Array<FinishedEntry>
  const replacements: Array<WorldGame> = []
  const ended: Array<GameResult> = []
  // Line games whose prices move: each with a chance per second, drawn as the gaps between them (geometric).
  const driftChance = Math.min(1, LINE_DRIFT_PER_SECOND * (elapsed / 1000))
  const gap = () => (driftChance >= 1 ? 0 : Math.floor(Math.log(1 - rng.next()) / Math.log(1 - driftChance)))
  let untilDrift = gap()
  const decided: Array<GameResult> = []
  for (const [id, source] of world.games) {
    if (source.outright !== undefined) {
      // Outrights play by their own chance (outrights.ts), outside the matches' generator and drift count.
      const step = stepOutright(world.config, source, now, version)
      if (step.changed) changed = true
      if (step.game.liveVersion === version) structural = true
      if (step.result === undefined) games.set(id, step.game)
      else {
        structural = true
        ended.push(step.result)
        if (source.outright.kind === "election") decided.push(step.result)
        if (finished === world.finished) finished = [...world.finished]
        finished.push({ version, id, sportId: source.game.sportId, championshipId: source.game.championshipId, top: source.game.top, home: source.game.home, away: source.game.away })
      }
      continue
    }
    let drifts = false
    if (source.game.status === "line" && source.game.startsAt > now && untilDrift-- === 0) {
      drifts = true
      untilDrift = gap()
    }
    const step = stepGame(rng, world.config, source, now, drifts, version)
    if (step.changed) changed = true
    if (step.game.liveVersion === version) {
      structural = true
      const startsAt = Math.round(now + world.horizon * rng.between(0.95, 1.05))
      replacements.push(newGame(rng, world.config, `g${nextId++}`, startsAt, version))
    }
    if (step.result !== undefined) {
      structural = true
      ended.push(step.result)
      if (finished === world.finished) finished = [...world.finished]
      finished.push({ version, id, sportId: source.game.sportId, championshipId: source.game.championshipId, top: source.game.top, home: source.game.home, away: source.game.away })
    } else games.set(id, step.game)
  }
  for (const game of replacements) games.set(game.game.id, game)
  const outrights = makeOutrights(world.config, world.outrights, decided, now, version)
  for (const made of outrights.games) games.set(made.game.id, made)
  ended.push(...outrights.results)
  if (outrights.games.length > 0 || outrights.results.length > 0) structural = true
  if (ended.length > 0) {
    ended.sort((a, b) => a.finishedAt - b.finishedAt || (a.id < b.id ? -1 : 1))
    results = [...world.results, ...ended]
  }
  // Nothing a player sees moved: the same version (a poll gets 304), only the time and the games' clocks go on.
  if (!changed && !structural) return { ...world, now, rng: rng.saved, games, outrights: outrights.state }
  const keepFrom = now - world.config.resultsDays * DAY
  let drop = 0
  while (drop < results.length && results[drop]!.finishedAt < keepFrom) drop++
  const dropFinished = Math.max(0, finished.length - FINISHED_KEPT)
  const floor = dropFinished > 0 ? finished[dropFinished - 1]!.version : world.floor
  return {
    config: world.config,
    version,
    now,
    rng: rng.saved,
    nextId,
    games,
    results: drop > 0 ? results.slice(drop) : results,
    finished: dropFinished > 0 ? finished.slice(dropFinished) : finished,
    floor,
    structureVersion: structural ? version : world.structureVersion,
    horizon: world.horizon,
    outrights: outrights.state
  }
}

/**
 * The world with one line or live game played to its end at once (the developer's "finish now", so a placed bet
 * can be seen settled without waiting for the game): the rest of the game is played by the same rules as `advance`
 * plays it, with chance drawn from the world's seed and the game's id (not the world's generator, so finishing one
 * game never changes how another would finish, and the same world finishes a game the same way). The game leaves
 * the line for the results, finished at the world's time. Undefined when the world has no such game.
 */
export const finishGame = (world: World, id: string): World | undefined => {
  const source = world.games.get(id)
  if (source === undefined) return undefined
  // An outright is decided by the draws its date would make (outrights.ts); no election is opened in its place.
  if (source.outright !== undefined) return withFinished(world, source, finishOutright(world.config, source, world.now))
  const rng = new Rng(seedState(world.config.seed ^ Number(id.slice(1))))
  const model = sportEntry(source.game.sportId).model
  const version = world.version + 1
  const work = new Work(source, version)
  if (work.header.status === "line") goLive(rng, model, work)
  if (model.kind === "goals") playGoals(rng, model, work, work.header.startsAt + goalsDuration(model))
  else playSets(rng, model, work, Number.POSITIVE_INFINITY)
  work.header.status = "finished"
  work.header.clockRunning = false
  work.touchHeader()
  work.statuses.forEach((_, index) => work.setStatus(index, "closed"))
  return withFinished(world, source, gameResultOf(work.freeze().game, world.now))
}

/** The world with a game gone from the line to the results, at a version of its own. */
const withFinished = (world: World, source: WorldGame, result: GameResult): World => {
  const version = world.version + 1
  const games = new Map(world.games)
  games.delete(source.game.id)
  const { id, championshipId, home, away, sportId, top } = source.game
  return {
    ...world,
    version,
    games,
    results: [...world.results, result],
    finished: [...world.finished, { version, id, sportId, championshipId, top, home, away }],
    structureVersion: version
  }
}
