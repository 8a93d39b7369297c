import { type Duration, Effect, Fiber, type Scope } from "effect"
import { forEachValue } from "./observe"
import { Visibility } from "./Visibility"

/**
 * Timers as fibers on Effect's Clock (ARCHITECTURE.md 5), so tests drive them with TestClock and the fiber dies
 * with the scope that started it. A tick should dispatch a command, so every firing is in the log.
 *
 * Search bots never start timers (SPEC.md 4): for a bot these return a fiber that has already finished.
 */

export interface EveryOptions {
  /**
   * Stop while the tab is hidden and start a fresh period when it is shown again (SPEC.md 4: the session refresh
   * runs every 60 s while visible, stops while hidden and restarts on return). Default: keep ticking.
   */
  readonly pauseWhileHidden?: boolean
}

/** `tick` every `period`, the first one a whole period after start (the caller does its own first run). */
export const every = <R>(
  period: Duration.DurationInput,
  tick: Effect.Effect<void, never, R>,
  options: EveryOptions = {}
): Effect.Effect<Fiber.RuntimeFiber<void>, never, R | Visibility | Scope.Scope> =>
  Effect.gen(function* () {
    const visibility = yield* Visibility
    if (yield* visibility.isBot) return yield* Effect.forkScoped(Effect.void)
    const repeatEvery = (once: Effect.Effect<unknown, never, R>) => Effect.forever(Effect.zipRight(Effect.sleep(period), once))
    if (options.pauseWhileHidden !== true) return yield* Effect.forkScoped(repeatEvery(tick))
    // Each tick also checks the page is visible: a "hidden" change that slipped between the first read and the
    // subscription to changes must not let a hidden tab tick.
    return yield* Effect.forkScoped(whileVisible(visibility, repeatEvery(Effect.whenEffect(tick, visibility.isVisible))))
  })

/** `tick` once after `delay` (the app-version check 60 s after start, the session call 8 s after readiness). */
export const after = <R>(
  delay: Duration.DurationInput,
  tick: Effect.Effect<void, never, R>
): Effect.Effect<Fiber.RuntimeFiber<void>, never, R | Visibility | Scope.Scope> =>
  Effect.gen(function* () {
    const visibility = yield* Visibility
    if (yield* visibility.isBot) return yield* Effect.forkScoped(Effect.void)
    return yield* Effect.forkScoped(Effect.zipRight(Effect.sleep(delay), tick))
  })

/**
 * Runs `ticking` while the page is visible: interrupted when it is hidden, started afresh when it is shown.
 * The current state is read first and then every change follows; repeated states are ignored so a duplicate
 * "visible" does not reset a running period.
 */
const whileVisible = <R>(
  visibility: Visibility["Type"],
  ticking: Effect.Effect<never, never, R>
): Effect.Effect<void, never, R> =>
  Effect.gen(function* () {
    // A child fiber: it ends with this one, so the timer dies with the scope that started it.
    let running: Fiber.RuntimeFiber<never> | undefined
    const follow = (visible: boolean): Effect.Effect<void, never, R> =>
      Effect.suspend(() => {
        if (visible && running === undefined) return Effect.map(Effect.fork(ticking), (fiber) => void (running = fiber))
        if (!visible && running !== undefined) {
          const stopping = running
          running = undefined
          return Fiber.interrupt(stopping)
        }
        return Effect.void
      })
    yield* follow(yield* visibility.isVisible)
    yield* forEachValue(visibility.changes, follow)
  })
