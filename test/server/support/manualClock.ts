import { Clock, Duration, Effect } from "effect"

/**
 * A wall clock the test can move forward, given to the server (ServerOptions.clock) so that tokens, sessions and
 * fingerprints expire without waiting half an hour. Sleeping is left to the real clock: only "now" moves. Given a
 * `start`, the clock stands there until the test moves it (the sports feed's world then moves only when told).
 */
export interface ManualClock {
  readonly clock: Clock.Clock
  readonly advance: (by: Duration.DurationInput) => void
  readonly nowMillis: () => number
}

export const makeManualClock = (start?: number): ManualClock => {
  let offset = 0
  const real = Clock.make()
  const nowMillis = () => (start ?? Date.now()) + offset
  const clock: Clock.Clock = {
    [Clock.ClockTypeId]: Clock.ClockTypeId,
    unsafeCurrentTimeMillis: nowMillis,
    currentTimeMillis: Effect.sync(nowMillis),
    unsafeCurrentTimeNanos: () => BigInt(nowMillis()) * 1_000_000n,
    currentTimeNanos: Effect.sync(() => BigInt(nowMillis()) * 1_000_000n),
    sleep: (duration) => real.sleep(duration)
  }
  return { clock, advance: (by) => void (offset += Duration.toMillis(by)), nowMillis }
}
