import { Schema } from "effect"
import { FeedScore, GameStatus, SportId } from "./feed"

/**
 * A live game's tracker as the feed publishes it (SPEC.md 2.2 game page): the score by period, the key events so far
 * with their minutes, and statistics of the play so far. Only what has happened: a tracker read at a time holds
 * nothing of the game after that time (ARCHITECTURE 6: the world's future is secret).
 */

/** What a game's periods are called: football's halves, basketball's quarters, tennis's sets, a map of an e-sport. */
export const PeriodKind = Schema.Literal("half", "quarter", "period", "innings", "set", "map", "round")
export type PeriodKind = typeof PeriodKind.Type

export const TrackerSide = Schema.Literal("home", "away")
export type TrackerSide = typeof TrackerSide.Type

/**
 * A key event: a goal (a score of a low-scoring sport), a side taking the lead (a high-scoring sport, where single
 * points are too many to list), a period won (a set, a map), or a period's end. `minute` is the game's minute in the
 * usual reading (the first minute is 1; football's second half starts at 46); `score` is the score after it.
 */
export const TrackerEventKind = Schema.Literal("goal", "lead", "periodWon", "periodEnd")
export type TrackerEventKind = typeof TrackerEventKind.Type

export const TrackerEvent = Schema.Struct({
  kind: TrackerEventKind,
  /** The side it is of; null for a period's end. */
  side: Schema.NullOr(TrackerSide),
  period: Schema.Int,
  minute: Schema.Int,
  score: FeedScore
})
export type TrackerEvent = typeof TrackerEvent.Type

/**
 * A statistic of the play so far, per side: periods won, the biggest lead held, how often a side took the lead, its
 * best scoring run (points in a row the other side did not answer), points won in the sets played.
 */
export const TrackerStatKind = Schema.Literal("periodsWon", "biggestLead", "leadsTaken", "bestRun", "pointsWon")
export type TrackerStatKind = typeof TrackerStatKind.Type

export const TrackerStat = Schema.Struct({ kind: TrackerStatKind, home: Schema.Int, away: Schema.Int })
export type TrackerStat = typeof TrackerStat.Type

export const Tracker = Schema.Struct({
  gameId: Schema.String,
  sportId: SportId,
  status: GameStatus,
  periodKind: PeriodKind,
  /** How many periods the game is played over at most (a best-of-three has 3); a deciding score may add one. */
  periodCount: Schema.Int,
  /** The period in play (in a break, the one just played); 0 before the start. */
  period: Schema.Int,
  score: FeedScore,
  /** Each period's score so far, the first first. */
  periods: Schema.Array(FeedScore),
  /** Key events, oldest first. */
  events: Schema.Array(TrackerEvent),
  statistics: Schema.Array(TrackerStat),
  /** The book holds a video stream of the game (a feed without streams says false). */
  stream: Schema.Boolean
})
export type Tracker = typeof Tracker.Type

/** The tracker as a poll answers it, with the feed's version (a poll that holds it gets 304 until the game moves). */
export const TrackerAnswer = Schema.Struct({ version: Schema.Int, tracker: Tracker })
export type TrackerAnswer = typeof TrackerAnswer.Type
