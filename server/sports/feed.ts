import { Context, type Effect, type Stream } from "effect"
import type { GameResult } from "../../src/domain/sports/feed"
import type { Catalogue, Line, LineChange } from "./feedModel"

/**
 * The line's feed port (ARCHITECTURE 6): where the line comes from, in the feed's terms (feedModel.ts). Placement,
 * builder placement, cash-out, booking codes, settlement, favorites and the sports group's answers and hot reads use
 * only this; the pure reads of a line (lists since a version, menus, an outcome by id) are in lineReads.ts. Behind it:
 * the simulator (simulatedFeed.ts), the recorded-feed player (recordedFeed.ts); a real feed later. feedLayer.ts picks
 * one from the server's settings.
 */
export interface SportsFeedShape {
  /** The sports and championships the feed offers. */
  readonly catalogue: Catalogue
  /** The line as it is now (made at the first call, at the Clock's time). */
  readonly line: Effect.Effect<Line>
  /**
   * The line played on to at least `at` (epoch ms): when it stands earlier, it is played on (by the feed's producer)
   * and waited for, a few seconds at most; then the line as it is. A live coupon's check at the end of its in-play
   * delay reads this, so that what moved during the wait counts even before the next regular tick.
   */
  readonly lineAt: (at: number) => Effect.Effect<Line>
  /** The line if it has been made: the hot routes read it synchronously. */
  readonly current: () => Line | undefined
  /** What the line plays from the moment of subscribing: games appearing, headers and markets moving, games finishing. */
  readonly changes: Stream.Stream<LineChange>
  /** Plays the line on to the Clock's time (the ticking fiber calls it; tests may too). */
  readonly tick: Effect.Effect<void>
  /**
   * Plays the line on to the Clock's time, then ends one line or live game at once (the devtools' "finish now"): its
   * result, or undefined when the line has no such game or the feed cannot end it.
   */
  readonly finish: (gameId: string) => Effect.Effect<GameResult | undefined>
  /**
   * Plays the line on to the Clock's time, then holds one market suspended for `seconds` (the devtools' "suspend"; it
   * reopens then): until when (epoch ms), or undefined when the line has no such market open or suspended.
   */
  readonly suspend: (marketId: string, seconds: number) => Effect.Effect<number | undefined>
}

export class SportsFeed extends Context.Tag("oddsfold/server/SportsFeed")<SportsFeed, SportsFeedShape>() {}
