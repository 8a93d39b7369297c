import { Clock, Context, Effect } from "effect"

/**
 * The clock of a development server, which the developer may move forward (POST /web-api/dev/clock/advance) so that a
 * browser test sees what happens a day later (a limit's approval time, a time-out's end) without waiting a day. It
 * reads the server's clock (the real one, or a test's) plus every advance so far; sleeping is left to that clock.
 * A production server has no such clock: its time is the real one and nothing moves it.
 */
export interface DevClockShape {
  /** Moves "now" forward by `seconds`; answers the new now (epoch milliseconds). */
  readonly advance: (seconds: number) => Effect.Effect<number>
}

export class DevClock extends Context.Tag("oddsfold/server/DevClock")<DevClock, DevClockShape>() {}

export interface ShiftableClock {
  readonly clock: Clock.Clock
  readonly service: DevClockShape
}

export const makeShiftableClock = (base: Clock.Clock): ShiftableClock => {
  let offsetMillis = 0
  const nowMillis = () => base.unsafeCurrentTimeMillis() + offsetMillis
  const clock: Clock.Clock = {
    [Clock.ClockTypeId]: Clock.ClockTypeId,
    unsafeCurrentTimeMillis: nowMillis,
    currentTimeMillis: Effect.sync(nowMillis),
    unsafeCurrentTimeNanos: () => base.unsafeCurrentTimeNanos() + BigInt(offsetMillis) * 1_000_000n,
    currentTimeNanos: Effect.sync(() => base.unsafeCurrentTimeNanos() + BigInt(offsetMillis) * 1_000_000n),
    sleep: (duration) => base.sleep(duration)
  }
  return {
    clock,
    service: {
      advance: (seconds) =>
        Effect.sync(() => {
          offsetMillis += seconds * 1000
          return nowMillis()
        })
    }
  }
}

/** What a production server's DevClock is: never reached (the dev calls answer 404 before any handler runs). */
export const noDevClock: DevClockShape = { advance: () => Effect.dieMessage("a production server has no dev clock") }
