/**
 * The free-play rules of the bonus mini-games: every player has one free play per UTC day (the server's clock decides
 * the day), used first, and the plays an operator or a promotion granted, which do not expire. Times are milliseconds
 * since the epoch.
 */

export const DAY_MS = 86_400_000

/** The UTC day a moment falls on, counted from 1970-01-01 (day 0). */
export const utcDay = (at: number): number => Math.floor(at / DAY_MS)

/** When the next daily free play comes: the next UTC midnight. */
export const nextDailyPlayAt = (at: number): number => (utcDay(at) + 1) * DAY_MS

/** What a player's free plays are made of. */
export interface FreePlayFacts {
  /** Whether today's daily free play is used. */
  readonly dailyUsed: boolean
  /** Plays granted and not yet used. */
  readonly grantedLeft: number
}

/** How many free plays the player has now. */
export const freePlaysLeft = (facts: FreePlayFacts): number => (facts.dailyUsed ? 0 : 1) + Math.max(0, facts.grantedLeft)

/** Which free play the next play uses: the daily one first, then a granted one; none when there is none left. */
export const nextFreePlay = (facts: FreePlayFacts): "daily" | "granted" | "none" =>
  !facts.dailyUsed ? "daily" : facts.grantedLeft > 0 ? "granted" : "none"

/** The milliseconds from `at` to the next daily free play, for the games page's countdown. */
export const untilNextDailyPlay = (at: number): number => nextDailyPlayAt(at) - at

/** A countdown as hours, minutes and seconds ("05:04:03"). */
export const countdownText = (ms: number): string => {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const pad = (n: number) => String(n).padStart(2, "0")
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`
}

/** The most plays one grant gives. */
export const MAX_GRANT = 100
