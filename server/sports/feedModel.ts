import { Schema } from "effect"
import { Championship, Game, GameHeader, GameResult, Market, Sport, SportId } from "../../src/domain/sports/feed"
import type { GameStatistics } from "../../src/domain/sports/statistics"
import type { Tracker } from "../../src/domain/sports/tracker"

/**
 * What the line's feed port (server/sports/feed.ts) speaks: the line as a feed holds it at a version, the catalogue of
 * its sports and championships, and the changes it plays. Every feed behind the port (the simulator, the recorded-feed
 * player, a real feed) hands out these and nothing of its own, so placement, settlement, cash-out and the hot reads
 * never learn which feed they read.
 */

/**
 * A game on the line with the version at which each part of it last changed, so a poll is answered with what changed
 * since the version it holds. A feed replaces a game's object whenever anything of it changes and keeps it otherwise.
 */
export interface LineGame {
  readonly game: Game
  readonly createdVersion: number
  /** The version at which the game went live (0: not live). */
  readonly liveVersion: number
  readonly headerVersion: number
  readonly marketVersions: ReadonlyArray<number>
  readonly outcomeVersions: ReadonlyArray<ReadonlyArray<number>>
}

/** A game that left the line (it finished), at a version: a list holding it learns it has gone. */
export interface FinishedGame {
  readonly version: number
  readonly id: string
  readonly sportId: SportId
  readonly championshipId: string
  readonly top: boolean
  readonly home: string
  readonly away: string
}

/** The line's data at a version: what the pure reads (server/sports/lineReads.ts) answer from. */
export interface LineState {
  readonly version: number
  /** The feed's time (epoch ms) at this version. */
  readonly now: number
  /** Line and live games, in the order they came onto the line. */
  readonly games: ReadonlyMap<string, LineGame>
  /** Finished games the line keeps, oldest first. */
  readonly results: ReadonlyArray<GameResult>
  /** Games that left the line, by version, newest last. */
  readonly finished: ReadonlyArray<FinishedGame>
  /** A poll from a version below this one can no longer be answered with changes only. */
  readonly floor: number
  /** The last version at which a game came onto the line, went live or finished (menus and counts change only then). */
  readonly structureVersion: number
}

/** The line at a version, with what only its feed can tell about a game. */
export interface Line extends LineState {
  /** A game's result, whether or not the line still keeps it among its results; undefined while it is on or unknown. */
  readonly resultOf: (gameId: string) => GameResult | undefined
  /** Whether the feed ever had a game of this id (it may have finished since). */
  readonly wasMade: (gameId: string) => boolean
  /** A game's statistics, undefined when the feed has none for it. */
  readonly statisticsOf: (gameId: string) => GameStatistics | undefined
  /** A game's tracker, undefined when the feed tracks no such game. */
  readonly trackerOf: (gameId: string) => Tracker | undefined
  /** Whether a game's tracker is as it was at `since` (a poll of it is answered "nothing new"). */
  readonly trackerUnchanged: (gameId: string, since: number | undefined) => boolean
}

/** The sports and championships a feed offers (menus, filters, search, 404s for unknown ones). */
export const Catalogue = Schema.Struct({ sports: Schema.Array(Sport), championships: Schema.Array(Championship) })
export type Catalogue = typeof Catalogue.Type

/**
 * One change a feed plays, at a time (epoch ms): a game comes onto the line (whole), its header moves (score, status,
 * clock), one of its markets changes (prices, status: open, suspended, closed), it finishes with its result. A
 * recorded feed is a JSON Lines file of these after one line of its catalogue (server/sports/recordedFeed.ts).
 */
export const LineChange = Schema.Union(
  Schema.TaggedStruct("GameAppeared", { at: Schema.Int, game: Game }),
  Schema.TaggedStruct("HeaderMoved", { at: Schema.Int, header: GameHeader }),
  Schema.TaggedStruct("MarketChanged", { at: Schema.Int, gameId: Schema.String, market: Market }),
  Schema.TaggedStruct("GameFinished", { at: Schema.Int, result: GameResult })
)
export type LineChange = typeof LineChange.Type

/** A recording's first line: where its times start and what it offers. */
export const RecordingHead = Schema.TaggedStruct("Recording", { from: Schema.Int, catalogue: Catalogue })
export type RecordingHead = typeof RecordingHead.Type
