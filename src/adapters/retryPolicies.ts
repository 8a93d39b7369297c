import { Duration, Schedule } from "effect"
import type { ApiError } from "../domain/api/clientErrors"

/**
 * Every retry and poll of SPEC.md section 9 (and section 8's config and redirect rows), named once with the
 * spec's numbers. Callers pick one by name: `Effect.retry(api.siteConfig(lng), configLoadRetry)`.
 *
 * "N retries" means N attempts after the first one: config 5 x 1 s is attempts at 0, 1, 2, 3, 4, 5 s.
 */

/**
 * Which failures another attempt can cure.
 *
 * Worth retrying:
 * - NetworkError: the connection dropped or the server was unreachable; the next attempt may get through.
 * - ServerRefused with a 5xx status: the server or a proxy in front of it failed, not our request.
 * - BadResponse: the body did not match the contract. On the web that is usually a proxy's or CDN's HTML error
 *   page served with 200, or a truncated body, both transient; a lasting mismatch costs only the bounded retries.
 *
 * Never retried, because repeating the same request cannot change the answer or would be wrong:
 * - CaptchaRequired: needs the player's answer first (the command retries with it).
 * - TermsChanged: needs the player to confirm the terms.
 * - NotAuthenticated: the Api already fetched a fresh token and retried once.
 * - Cancelled: someone aborted the request on purpose.
 * - ServerRefused with a 4xx status: the server judged the request itself.
 */
export const isWorthRetrying = (error: ApiError): boolean => {
  switch (error._tag) {
    case "NetworkError":
    case "BadResponse":
      return true
    case "ServerRefused":
      return error.status >= 500
    case "CaptchaRequired":
    case "TermsChanged":
    case "NotAuthenticated":
    case "Cancelled":
      return false
  }
}

/** `retries` more attempts, `spacing` apart, only for failures another attempt can cure. */
const fixedRetry = (retries: number, spacing: Duration.DurationInput): Schedule.Schedule<unknown, ApiError> =>
  Schedule.spaced(spacing).pipe(
    Schedule.intersect(Schedule.recurs(retries)),
    Schedule.intersect(Schedule.recurWhile<ApiError>(isWorthRetrying))
  )

/**
 * Site config (SPEC.md 8 and 9): 5 retries at 1 s, then the caller shows 'no site config'.
 * (SPEC.md 9 also names a "7" for config without saying which load; the brief's 5 x 1 s is used.)
 */
export const configLoadRetry = fixedRetry(5, "1 second")

/** Redirect service (SPEC.md 8 and 9): 5 retries at 1 s; an incorrect response format is logged by the caller. */
export const redirectServiceRetry = fixedRetry(5, "1 second")

/** Session check (SPEC.md 9): 2 retries at 1500 ms, attempts at 0, 1.5 and 3 s. */
export const sessionCheckRetry = fixedRetry(2, "1500 millis")

/**
 * Remote view load (SPEC.md 4 and 9): 3 retries with a doubling delay from 1000 ms (attempts at 0, 1, 3, 7 s),
 * then the view gives up and shows its error.
 */
export const remoteViewRetry: Schedule.Schedule<unknown, ApiError> = Schedule.exponential("1 second", 2).pipe(
  Schedule.intersect(Schedule.recurs(3)),
  Schedule.intersect(Schedule.recurWhile<ApiError>(isWorthRetrying))
)

/** A remote view reloads on a reload event at most once per second (SPEC.md 4 and 9). */
export const REMOTE_VIEW_RELOAD_THROTTLE = Duration.millis(1000)

/**
 * Account refresh (SPEC.md 4 and 9): the account data is read again up to 5 times, 2500 ms apart, until an
 * active account exists. A repeat schedule that passes the last read through, used as
 * `Effect.repeat(readAccounts, { schedule: accountRefreshRepeat(), until: hasActiveAccount })`, which then
 * answers the last read (with an active account, or the sixth read without one).
 */
export const accountRefreshRepeat = <A>(): Schedule.Schedule<A, A> => {
  const spacing: Schedule.Schedule<unknown, A> = Schedule.spaced("2500 millis").pipe(Schedule.intersect(Schedule.recurs(5)))
  return Schedule.passthrough(spacing)
}

/**
 * Add-currency poll (SPEC.md 4 and 9): the accounts are read every 1000 ms until the new account appears.
 * The spec sets no cap; the caller ends the poll (`until`, or by interrupting it when the view closes).
 * Passes the last read through, like accountRefreshRepeat.
 */
export const addCurrencyPoll = <A>(): Schedule.Schedule<A, A> => {
  const spacing: Schedule.Schedule<unknown, A> = Schedule.spaced("1000 millis")
  return Schedule.passthrough(spacing)
}

/** Timer periods of SPEC.md 4, 7 and 9 used by the session, limits, terms and version timers. */
export const SESSION_REFRESH_PERIOD = Duration.seconds(60)
/** POST /ping while a session limit applies. */
export const PING_PERIOD = Duration.seconds(30)
export const TERMS_CHECK_PERIOD = Duration.seconds(60)
/** The app-version check starts this long after start-up. */
export const APP_VERSION_CHECK_DELAY = Duration.seconds(60)
/** GET /web-api/session (then the device fingerprint) runs this long after readiness when there is no session. */
export const SESSION_START_DELAY = Duration.seconds(8)
