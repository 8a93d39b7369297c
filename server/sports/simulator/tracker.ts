import type { FeedScore, SportId } from "../../../src/domain/sports/feed"
import type { PeriodKind, Tracker, TrackerEvent, TrackerStat } from "../../../src/domain/sports/tracker"
import { isOutright } from "../../../src/domain/sports/outright"
import type { SportModel } from "./catalogue"
import { goalsPlayed } from "./match"
import { STEP } from "./schedule"
import type { World, WorldGame } from "./model"

/**
 * A game's tracker read from a world: the score by period, the key events and the statistics of its play so far.
 * A match's script knows its whole future (script.ts); the tracker reads of it only what play has revealed by the time
 * the match was played to: the scoring steps played (`scored`), the sets ended, the periods the header says are over.
 * So the tracker at a time is the same whether the world was played there second by second or made there at once,
 * and it never tells a result before it happens.
 */

const PERIOD_KINDS: Readonly<Record<string, PeriodKind>> = {
  football: "half",
  virtualfootball: "half",
  cyberfootball: "half",
  basketball: "quarter",
  icehockey: "period",
  cricket: "innings",
  tennis: "set",
  volleyball: "set",
  tabletennis: "set",
  cs2: "map",
  dota2: "map",
  lol: "map",
  mma: "round"
}
export const periodKindOf = (sportId: SportId): PeriodKind => PERIOD_KINDS[sportId] ?? "period"

/** Sports whose single scores are too many to list: their key events are the changes of the lead. */
const highScoring = (model: Extract<SportModel, { kind: "goals" }>) => model.perSide >= 12

/** The game's minute of `played` ms of play, read the usual way: the first minute is 1, a goal at 45:00 is 45'. */
const minuteOf = (playedMs: number) => Math.max(1, Math.ceil(playedMs / 60_000))

/** What a running score says of the lead as it moves: the biggest each side held, and how often each took it. */
class LeadWatch {
  biggest = { home: 0, away: 0 }
  taken = { home: 0, away: 0 }
  private leader: "home" | "away" | null = null

  /** The score moved to `score`: the side that took the lead by it, if one did. */
  see(score: FeedScore): "home" | "away" | null {
    this.biggest = { home: Math.max(this.biggest.home, score.home - score.away), away: Math.max(this.biggest.away, score.away - score.home) }
    const leader = score.home > score.away ? "home" : score.away > score.home ? "away" : null
    const took = leader !== null && leader !== this.leader ? leader : null
    if (took !== null) this.taken = { ...this.taken, [took]: this.taken[took] + 1 }
    this.leader = leader
    return took
  }
}

const stat = (kind: TrackerStat["kind"], values: { readonly home: number; readonly away: number }): TrackerStat => ({ kind, home: values.home, away: values.away })

const periodsWonOf = (periods: ReadonlyArray<FeedScore>) => ({
  home: periods.filter((p) => p.home > p.away).length,
  away: periods.filter((p) => p.away > p.home).length
})

const goalsTracker = (entry: WorldGame, model: Extract<SportModel, { kind: "goals" }>): Pick<Tracker, "events" | "statistics"> => {
  const { game } = entry
  const play = entry.match!
  const startsAt = play.script.scheduled.startsAt
  const cycle = (model.periodSeconds + model.breakSeconds) * 1000
  const high = highScoring(model)
  const timed: Array<{ readonly t: number; readonly event: TrackerEvent }> = []
  const lead = new LeadWatch()
  const run = { home: 0, away: 0 }
  const bestRun = { home: 0, away: 0 }
  let score: FeedScore = { home: 0, away: 0 }
  // Only the scoring steps played so far: the plan's later ones are the match's future.
  for (const scoring of play.plan.scoring.slice(0, play.scored)) {
    const t = startsAt + scoring.step * STEP
    const minute = minuteOf(goalsPlayed(model, startsAt, t))
    if (high) {
      score = { home: score.home + scoring.home, away: score.away + scoring.away }
      const took = lead.see(score)
      if (took !== null) timed.push({ t, event: { kind: "lead", side: took, period: scoring.period, minute, score } })
      // A run: points in a row the other side did not answer (a step both scored in starts both anew).
      if (scoring.home > 0 && scoring.away > 0) Object.assign(run, { home: scoring.home, away: scoring.away })
      else if (scoring.home > 0) Object.assign(run, { home: run.home + scoring.home, away: 0 })
      else Object.assign(run, { home: 0, away: run.away + scoring.away })
      bestRun.home = Math.max(bestRun.home, run.home)
      bestRun.away = Math.max(bestRun.away, run.away)
      continue
    }
    for (const side of ["home", "away"] as const)
      for (let goal = 0; goal < scoring[side]; goal++) {
        score = { ...score, [side]: score[side] + 1 }
        lead.see(score)
        timed.push({ t, event: { kind: "goal", side, period: scoring.period, minute, score } })
      }
  }
  // Periods the header says are over (in a break, the one just played); their ends, after any score at the whistle.
  const over = game.status !== "live" ? 0 : game.clockRunning ? game.period - 1 : game.period
  for (let period = 1; period <= over; period++) {
    const t = startsAt + (period - 1) * cycle + model.periodSeconds * 1000
    const upTo = game.periodScores.slice(0, period).reduce((sum, p) => ({ home: sum.home + p.home, away: sum.away + p.away }), { home: 0, away: 0 })
    timed.push({ t, event: { kind: "periodEnd", side: null, period, minute: minuteOf(goalsPlayed(model, startsAt, t)), score: upTo } })
  }
  const events = timed.sort((a, b) => a.t - b.t).map((entry) => entry.event)
  const statistics = [
    stat("periodsWon", periodsWonOf(game.periodScores.slice(0, over))),
    stat("biggestLead", lead.biggest),
    stat("leadsTaken", lead.taken),
    ...(high ? [stat("bestRun", bestRun)] : [])
  ]
  return { events, statistics }
}

const setsTracker = (entry: WorldGame, model: Extract<SportModel, { kind: "sets" }>): Pick<Tracker, "events" | "statistics"> => {
  const play = entry.match!
  const { script } = play
  const startsAt = script.scheduled.startsAt
  const lead = new LeadWatch()
  const events: Array<TrackerEvent> = []
  const points = { home: 0, away: 0 }
  let score: FeedScore = { home: 0, away: 0 }
  // Only the sets ended so far.
  for (let set = 0; set < play.scored; set++) {
    const setScore = script.periodScores[set]!
    const side = setScore.home > setScore.away ? "home" : "away"
    score = { ...score, [side]: score[side] + 1 }
    lead.see(score)
    points.home += setScore.home
    points.away += setScore.away
    events.push({ kind: "periodWon", side, period: set + 1, minute: minuteOf(script.setEnds[set]! - startsAt), score })
  }
  const statistics = [stat("periodsWon", score), stat("leadsTaken", lead.taken), ...(model.setPoints > 1 ? [stat("pointsWon", points)] : [])]
  return { events, statistics }
}

/** The tracker of a line or live match of the world; undefined for an id it does not hold, or an outright. */
export const trackerOf = (world: World, gameId: string): Tracker | undefined => {
  const entry = world.games.get(gameId)
  if (entry === undefined || entry.match === undefined || isOutright(entry.game)) return undefined
  const { game } = entry
  const { model } = entry.match.script
  const played = game.status === "line" ? { events: [], statistics: [] } : model.kind === "goals" ? goalsTracker(entry, model) : setsTracker(entry, model)
  return {
    gameId: game.id,
    sportId: game.sportId,
    status: game.status,
    periodKind: periodKindOf(game.sportId),
    periodCount: model.kind === "goals" ? model.periods : 2 * model.setsToWin - 1,
    period: game.period,
    score: game.score,
    periods: game.periodScores,
    ...played,
    stream: game.video
  }
}

/**
 * Whether a poll that holds the tracker at version `since` holds it still: a tracker changes only with its game's
 * header (score, period, status), so nothing since the header last moved is nothing new.
 */
export const trackerUnchanged = (world: World, gameId: string, since: number | undefined): boolean => {
  if (since === undefined || since > world.version) return false
  const entry = world.games.get(gameId)
  return entry !== undefined && entry.match !== undefined && since >= entry.headerVersion
}
