import { Clock, Context, Duration, Effect, Layer, Schedule } from "effect"
import type { GameResult } from "../../src/domain/sports/feed"
import { DEFAULT_WORLD, type World, type WorldConfig, advance, createWorld, finishGame } from "../../src/domain/sports/simulator/world"

/**
 * The line's feed: one simulated world per server process (src/domain/sports/simulator), played on by the
 * server's Clock every `tickEvery`. The world is made on the first request that needs it, so a server that is
 * never asked about sports spends nothing on it. Every answer of the sports group reads this memory; no poll
 * touches the database. A real feed can replace the simulator behind this same service.
 */
export interface SportsFeedOptions {
  readonly seed?: number | undefined
  readonly live?: number | undefined
  readonly line?: number | undefined
  /** How often the world is played on; 0: never (a line that stands still, for benchmarks). Default 1 s. */
  readonly tickEvery?: Duration.DurationInput | undefined
}

export class SportsFeed extends Context.Tag("oddsfold/server/SportsFeed")<
  SportsFeed,
  {
    /** The world as it is now (made at the first call, at the Clock's time). */
    readonly world: Effect.Effect<World>
    /** The world if it has been made: the hot routes read it synchronously. */
    readonly current: () => World | undefined
    /** Plays the world on to the Clock's time (the ticking fiber calls it; tests may too). */
    readonly tick: Effect.Effect<void>
    /**
     * Plays the world on to the Clock's time, then plays one line or live game to its end at once (the devtools'
     * "finish now"); its result, or undefined when the line has no such game.
     */
    readonly finish: (gameId: string) => Effect.Effect<GameResult | undefined>
  }
>() {}

export const DEFAULT_SEED = 20_260_601
export const DEFAULT_TICK = Duration.seconds(1)

export const SportsFeedLive = (options: SportsFeedOptions = {}) =>
  Layer.scoped(
    SportsFeed,
    Effect.gen(function* () {
      const config: WorldConfig = {
        ...DEFAULT_WORLD,
        seed: options.seed ?? DEFAULT_SEED,
        live: options.live ?? DEFAULT_WORLD.live,
        line: options.line ?? DEFAULT_WORLD.line
      }
      let current: World | undefined
      const world = Effect.map(Clock.currentTimeMillis, (now) => (current ??= createWorld(config, now)))
      const tick = Effect.flatMap(Clock.currentTimeMillis, (now) =>
        Effect.sync(() => {
          if (current !== undefined) current = advance(current, now)
        })
      )
      const every = Duration.decode(options.tickEvery ?? DEFAULT_TICK)
      if (Duration.greaterThan(every, Duration.zero)) yield* Effect.forkScoped(Effect.repeat(tick, Schedule.spaced(every)))
      const finish = (gameId: string) =>
        Effect.zipRight(
          Effect.zipRight(world, tick),
          Effect.sync(() => {
            const finished = finishGame(current!, gameId)
            if (finished === undefined) return undefined
            current = finished
            return finished.results[finished.results.length - 1]
          })
        )
      return { world, tick, current: () => current, finish }
    })
  )
