import { Duration, Option } from "effect"

/**
 * SPEC.md 4 "Auto-logoff": after the configured number of inactive minutes a signed-in player is logged off, and a
 * modal about inactivity shows on return. Activity (pointer, keys, scroll, the tab shown again) is throttled at
 * 100 ms (SPEC.md 9) before it reaches the rule. The time of the last activity is shared by every tab of the
 * browser, and the server refuses a session idle past the limit, so neither an idle second tab nor a closed
 * browser bends the rule.
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

/** Whether the inactive time that began at `lastActivityMillis` has run out by `nowMillis` (never without a limit). */
export const isInactivePast = (limit: Option.Option<Duration.Duration>, lastActivityMillis: number, nowMillis: number): boolean =>
  Option.match(limit, { onNone: () => false, onSome: (l) => nowMillis - lastActivityMillis >= Duration.toMillis(l) })

/**
 * How often the browser of an active player lets the server hear from it, and how finely the server writes down a
 * session's last use: a quarter of the limit, at most a minute (the server's one-minute sliding write for the
 * usual limits; a limit of seconds, as an end-to-end test sets, still has room).
 */
export const activityReportInterval = (limit: Duration.Duration): Duration.Duration =>
  Duration.min(Duration.minutes(1), Duration.millis(Math.floor(Duration.toMillis(limit) / 4)))

/**
 * The server's side of the rule (the server is the law): a player's session not used for this long is dead. The
 * server knows a session's last use to within one report interval, and the browser of an active player is heard at
 * least once an interval; a margin of two intervals so never ends the session of a player the browser still counts
 * as active, and the browser's own timer (and its modal) comes first.
 */
export const serverIdleLimit = (limit: Duration.Duration): Duration.Duration =>
  Duration.sum(limit, Duration.times(activityReportInterval(limit), 2))
