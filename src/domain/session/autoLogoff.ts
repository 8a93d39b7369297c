import { Duration, Option } from "effect"

/**
 * SPEC.md 4 "Auto-logoff": after the configured number of inactive minutes a signed-in player is logged off, and a
 * modal about inactivity shows on return. Activity (pointer, keys, scroll, the tab shown again) is throttled at
 * 100 ms (SPEC.md 9) before it reaches the rule.
 */

/** How long a player may be inactive; none when the site sets 0 (never). */
export const inactivityLimit = (autoLogoffMinutes: number): Option.Option<Duration.Duration> =>
  autoLogoffMinutes > 0 && Number.isFinite(autoLogoffMinutes) ? Option.some(Duration.millis(Math.round(autoLogoffMinutes * 60_000))) : Option.none()

/**
 * How long from `nowMillis` until the player is due to be logged off, given the last activity; zero when due now.
 * A guest is never logged off (none).
 */
export const untilLogoff = (facts: {
  readonly signedIn: boolean
  readonly limit: Option.Option<Duration.Duration>
  readonly lastActivityMillis: number
  readonly nowMillis: number
}): Option.Option<Duration.Duration> =>
  !facts.signedIn
    ? Option.none()
    : Option.map(facts.limit, (limit) => Duration.millis(Math.max(0, facts.lastActivityMillis + Duration.toMillis(limit) - facts.nowMillis)))
