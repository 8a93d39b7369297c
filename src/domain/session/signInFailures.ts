/**
 * Failed password sign-ins on one account, counted by the server in its database (shared by every process) whichever
 * addresses they come from. Past a threshold each further attempt needs a solved captcha and waits: exponentially
 * longer after each failure, but never more than a cap, so nobody can lock a player out for good (and the player has
 * other ways in: an SMS code, a social account, a password reset). A successful sign-in starts the count over and the
 * player is told how many failed since their last one. Pure rules shared by server and client.
 */

/** Failed sign-ins in a row on one account before the next one needs a solved captcha and a wait. */
export const ACCOUNT_FAILURES_BEFORE_WAIT = 10

/** The first wait, after the threshold's failure; each failure after it doubles it. */
export const FIRST_SIGN_IN_WAIT_MS = 1000

/** The longest wait: an attacker who keeps failing keeps the account waiting this long at most between tries. */
export const MAX_SIGN_IN_WAIT_MS = 15 * 60 * 1000

/** A run of failures whose last one is older than this is forgotten: the next failure counts as the first. */
export const SIGN_IN_FAILURE_MEMORY_MS = 24 * 60 * 60 * 1000

/** How long the next attempt waits after the `failures`-th failure in a row: 0 below the threshold. */
export const signInWaitMs = (failures: number): number => {
  if (failures < ACCOUNT_FAILURES_BEFORE_WAIT) return 0
  const doublings = failures - ACCOUNT_FAILURES_BEFORE_WAIT
  // 2^20 s is far past the cap: no need to compute larger powers.
  return doublings >= 20 ? MAX_SIGN_IN_WAIT_MS : Math.min(MAX_SIGN_IN_WAIT_MS, FIRST_SIGN_IN_WAIT_MS * 2 ** doublings)
}

/** Whether the next attempt after `failures` failures in a row needs a solved captcha. */
export const accountNeedsCaptcha = (failures: number): boolean => failures >= ACCOUNT_FAILURES_BEFORE_WAIT

/** Whole seconds of a wait, as a Retry-After header and the client's countdown show it (at least 1). */
export const waitSeconds = (ms: number): number => Math.max(1, Math.ceil(ms / 1000))
