import type { FinishedGame, LineGame, LineState } from "../feedModel"
import type { MarketSpec, Priced } from "./pricing"
import type { WorldSecret } from "./prng"
import type { ScheduledMatch } from "./schedule"
import type { MatchPlan, MatchScript, View } from "./script"

/**
 * The simulator's data, shared by the world (world.ts), its matches (match.ts) and its outrights (outrights.ts), which
 * each read the others' shapes: kept here, so none of the three imports another for a type.
 */
export interface WorldConfig {
  /** Whose draws the world is (prng.ts): a secret of the deployment, never shown. */
  readonly secret: WorldSecret
  /** Matches in play at a time (the line is timed so that they start at that rate). */
  readonly live: number
  /** Matches in the line (upcoming) at a time. */
  readonly line: number
  /** The bookmaker's margin (0.06: implied probabilities sum to about 1.06); correct score carries 2.5 times it. */
  readonly margin: number
  /** How many days of results are kept. */
  readonly resultsDays: number
  /** Of the matches that finished before the epoch, the world keeps the latest this many among its results. */
  readonly pastResults: number
  /** Elections and leadership contests open at once (server/sports/simulator/outrights.ts); 0: no politics. */
  readonly elections: number
  /** Marble races on the line ahead of the one in play, one every few minutes; 0: no marble racing. */
  readonly racesAhead: number
}

/** A game of the world: the line's game (its versions) and what plays it. */
export interface WorldGame extends LineGame {
  readonly specs: ReadonlyArray<MarketSpec>
  /** A match's play (match.ts); absent on an outright. */
  readonly match?: MatchPlay
  /** An outright's own play (outrights.ts); absent on a match. */
  readonly outright?: OutrightSim
  /**
   * A match's markets held suspended by hand (`suspendMarket`: a trading desk's suspension, the developer's devtools
   * call), by the market's index: until when. Absent: none.
   */
  readonly held?: ReadonlyMap<number, number>
}

/** A game that finished, as the line tells its lists (the sides too, so a team's list learns that its game has gone). */
export type FinishedEntry = FinishedGame

/**
 * What the developer did to the line (the devtools' "finish now" and "suspend"), at a time: part of what the world
 * is, so a server keeps them (server/sports/simulatedFeed.ts) and every process plays them the same.
 */
export type LineAction =
  | { readonly kind: "finish"; readonly gameId: string; readonly at: number }
  | { readonly kind: "suspend"; readonly marketId: string; readonly at: number; readonly until: number }

/** The line's state (feedModel.ts) and what the simulator plays it on from. */
export interface World extends LineState {
  readonly config: WorldConfig
  /** When the world was made (epoch ms): its version 1. */
  readonly epoch: number
  /** Match ids from this number on have not been drawn yet. */
  readonly nextId: number
  readonly games: ReadonlyMap<string, WorldGame>
  /** Games that finished, by version, newest last (kept for FINISHED_KEPT entries: world.ts). */
  readonly finished: ReadonlyArray<FinishedEntry>
  /** Matches come onto the line about this many ms before their start. */
  readonly horizon: number
  /** How far outrights have been made (they keep ids and chance of their own: outrights.ts). */
  readonly outrights: OutrightState
  /** The last start slot (schedule.ts) whose matches are drawn, and those of them not on the line yet, by appearance. */
  readonly slot: number
  readonly upcoming: ReadonlyArray<ScheduledMatch>
  /** What the developer did, oldest first. */
  readonly actions: ReadonlyArray<LineAction>
  /** Games to play again from their making at the next step: an action of theirs was learned after its time. */
  readonly stale: ReadonlySet<string>
  /** What making it took (`worldAt`, `createWorld`): matches drawn, markets priced. Its playing on is not counted. */
  readonly made: { readonly matches: number; readonly priced: number }
}

/** A market held suspended by hand (the developer's devtools call, a trading desk): from, until, and its reopening. */
export interface Hold {
  readonly market: number
  readonly from: number
  /** As asked (epoch ms). */
  readonly until: number
  /** When the hold ends: `until`, or a moment after it began if that is later. */
  readonly release: number
}

/** A match's play as far as it has gone. */
export interface MatchPlay {
  readonly script: MatchScript
  readonly plan: MatchPlan
  /** The time it has been played to. */
  readonly at: number
  /** The bookmaker's view at `at`. */
  readonly view: View
  /** Line price moves made; in-play steps played; scoring steps (sets: sets) played. */
  readonly drifts: number
  readonly step: number
  readonly scored: number
  /** Markets stay locked until then (after a score or a set). */
  readonly lockedUntil: number
  /** Markets closed for good (not offered, or their period over). */
  readonly permanent: ReadonlyArray<boolean>
  /** Each market's prices when it came onto the line (a closed market shows them; 1000s for one never offered). */
  readonly opening: ReadonlyArray<ReadonlyArray<number>>
  /** Each market's prices at the last point that priced it, and how many points since have not (at most UNPRICED_CLOSES). */
  readonly lastPrices: ReadonlyArray<ReadonlyArray<number>>
  readonly unpriced: ReadonlyArray<number>
  /** What the last point made of each market. */
  readonly lastKind: ReadonlyArray<Priced["kind"]>
  /** The prices a held market shows, by market index (those it showed when its hold began). */
  readonly frozen: ReadonlyMap<number, ReadonlyArray<number>>
  /** When something of this match happens next (nothing to play before it). */
  readonly next: number
}

/** What the developer did to one match: the holds on its markets, and its finish. */
export interface MatchActions {
  readonly holds: ReadonlyArray<Hold>
  readonly finishAt: number | undefined
}

/** What plays an outright: its participants' fair chances of winning and, for a race, the race drawn at its making. */
export interface OutrightSim {
  readonly kind: "election" | "race"
  /** Each participant's fair chance to win (they sum to 1), as they stand after `drifts` moves. */
  readonly chances: ReadonlyArray<number>
  /** Election: the time its moves are counted from (the k-th is due at drawnAt + k × DRIFT_EVERY). */
  readonly drawnAt: number
  readonly drifts: number
  /** Race: how long it runs, its places at each checkpoint (every RACE_CHECKPOINT from its start), its finishing order. */
  readonly duration: number
  readonly places: ReadonlyArray<ReadonlyArray<number>>
  readonly finish: ReadonlyArray<number>
}

/** How far the world has made outrights. */
export interface OutrightState {
  /** Elections made so far: the next one is ELECTION_IDS + elections + 1. */
  readonly elections: number
  /** The first and the last race slot made (a slot's race starts at slot × RACE_EVERY); -1 before any. */
  readonly firstRaceSlot: number
  readonly raceSlot: number
}
