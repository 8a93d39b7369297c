import { Config, Effect, Layer, Option } from "effect"
import { RecordedFeedLive } from "./recordedFeed"
import { SimulatedFeedLive, type SimulatedFeedOptions } from "./simulatedFeed"
import { SportsWorldStoreLive } from "./worldStore"

/** The line's feed as the server is told to run it. */
export interface SportsFeedOptions extends SimulatedFeedOptions {
  /** A recording (JSON Lines, server/sports/recordedFeed.ts) to play instead of the simulator. */
  readonly recording?: string | undefined
}

const RECORDED = "recorded:"

/**
 * Which feed serves the line (feed.ts): a recording when the options name one, or when the SPORTS_FEED setting is
 * `recorded:<file>`; the simulator (its world kept in the database) when SPORTS_FEED is absent or `simulator`.
 */
export const SportsFeedFromSettings = (options: SportsFeedOptions = {}) =>
  Layer.unwrapEffect(
    Effect.gen(function* () {
      const setting = Option.getOrUndefined(yield* Effect.orDie(Config.option(Config.string("SPORTS_FEED"))))
      if (setting !== undefined && setting !== "simulator" && !(setting.startsWith(RECORDED) && setting.length > RECORDED.length)) {
        return yield* Effect.dieMessage(`SPORTS_FEED must be "simulator" or "recorded:<file>", not ${JSON.stringify(setting)}`)
      }
      const recording = options.recording ?? (setting?.startsWith(RECORDED) ? setting.slice(RECORDED.length) : undefined)
      return recording === undefined
        ? SimulatedFeedLive(options).pipe(Layer.provide(SportsWorldStoreLive))
        : RecordedFeedLive({ file: recording, tickEvery: options.tickEvery })
    })
  )
