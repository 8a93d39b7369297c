import type { GameHeader } from "../../../src/domain/sports/feed"
import { SPORTS, type SportModel } from "./catalogue"
import { Purpose, type WorldSecret } from "./prng"

/**
 * When the line's matches are played: a function of the world's secret, the world's epoch and the time alone, never of how
 * often the world was played on. Start times are cut into minutes (slots); each slot holds a number of matches drawn
 * from a generator of its own, each with a start in that minute and a time it appears on the line, about a horizon
 * before. So any server process, started at any time, finds the same matches at the same times under the same ids,
 * and a world made at a time knows which matches it holds without playing the hours before it.
 */

/** What a game's header says of its play until it starts: on the line, no score, no period, no clock. */
export const BEFORE_START = {
  status: "line",
  score: { home: 0, away: 0 },
  periodScores: [],
  period: 0,
  clock: null,
  clockAt: null,
  clockRunning: false
} as const satisfies Partial<GameHeader>

/** Everything of a match happens on whole seconds (a version is a second: world.ts). */
export const SECOND = 1_000
/** A match in play moves in steps of 5 s from its start: scores land at a step's end, prices follow each step. */
export const STEP = 5_000
/** Start times are drawn per minute. */
export const SLOT = 60_000
const DAY = 86_400_000
/** A slot holds fewer than this many matches (a number is its slot's × PER_SLOT + its place in it). */
const PER_SLOT = 100
/** Match numbers count slots from ten days before the epoch, so every match a world can hold has a positive one. */
const SLOTS_BEFORE_EPOCH = (10 * DAY) / SLOT

export const goalsDuration = (m: Extract<SportModel, { kind: "goals" }>): number => (m.periods * m.periodSeconds + (m.periods - 1) * m.breakSeconds) * 1000

/** Expected length of a game, for timing the line. */
const expectedDuration = (model: SportModel): number =>
  model.kind === "goals" ? goalsDuration(model) : (model.setsToWin * 1.5 - 0.25) * (model.periodSeconds + model.breakSeconds) * 1000

/** The longest a game of the sport can last (sets run at most 1.3 times their length: script.ts). */
const longestDuration = (model: SportModel): number =>
  model.kind === "goals" ? goalsDuration(model) : ((2 * model.setsToWin - 1) * model.periodSeconds * 1.3 + (2 * model.setsToWin - 2) * model.breakSeconds) * 1000 + STEP

/** No match lasts longer than this. */
export const LONGEST_MATCH = Math.max(...SPORTS.map((entry) => longestDuration(entry.model)))

/** The mean length of a match, over the sports as the line mixes them. */
export const averageDuration = (): number => {
  const total = SPORTS.reduce((sum, entry) => sum + entry.weight, 0)
  return SPORTS.reduce((sum, entry) => sum + (entry.weight / total) * expectedDuration(entry.model), 0)
}

/** What sizes the schedule: matches in play at a time (`live`) and on the line ahead (`line`). */
export interface ScheduleConfig {
  readonly secret: WorldSecret
  readonly live: number
  readonly line: number
}

/** How far ahead the line reaches: `line` matches start within it at the rate that keeps `live` in play. */
export const horizonOf = (config: ScheduleConfig): number =>
  Math.round(Math.max(3_600_000, (config.line * averageDuration()) / Math.max(1, config.live)) / SECOND) * SECOND

export interface ScheduledMatch {
  readonly number: number
  readonly id: string
  readonly startsAt: number
  /** When it comes onto the line (a horizon before its start, give or take 5 %). */
  readonly appearsAt: number
}

export const slotOf = (time: number): number => Math.floor(time / SLOT)

/** The matches that start in `slot` (absolute: time / SLOT), for a world of epoch `epoch`. */
export const matchesOfSlot = (config: ScheduleConfig, epoch: number, slot: number): ReadonlyArray<ScheduledMatch> => {
  const counted = slot - slotOf(epoch) + SLOTS_BEFORE_EPOCH
  if (counted < 0) return []
  const rng = config.secret.stream(Purpose.slot, counted)
  const count = Math.min(PER_SLOT - 1, rng.poisson((config.live / averageDuration()) * SLOT))
  const horizon = horizonOf(config)
  const matches: Array<ScheduledMatch> = []
  for (let place = 0; place < count; place++) {
    const startsAt = slot * SLOT + rng.int(0, SLOT / SECOND - 1) * SECOND
    const appearsAt = startsAt - Math.round((horizon * rng.between(0.95, 1.05)) / SECOND) * SECOND
    const number = counted * PER_SLOT + place + 1
    matches.push({ number, id: `g${number}`, startsAt, appearsAt })
  }
  return matches
}

/** The first match number of `slot`: every match of an earlier slot has a lower one. */
export const firstNumberOf = (epoch: number, slot: number): number => (slot - slotOf(epoch) + SLOTS_BEFORE_EPOCH) * PER_SLOT + 1

/** The scheduled match of this number (whether or not it is on the line yet), or undefined when there is none. */
export const scheduledMatch = (config: ScheduleConfig, epoch: number, number: number): ScheduledMatch | undefined => {
  if (!Number.isSafeInteger(number) || number < 1) return undefined
  const slot = Math.floor((number - 1) / PER_SLOT) + slotOf(epoch) - SLOTS_BEFORE_EPOCH
  return matchesOfSlot(config, epoch, slot).find((match) => match.number === number)
}
