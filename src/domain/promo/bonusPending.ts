import { hoursLeft as hoursLeftInSeconds } from "../limits/rules"
import { type BonusStatus, outcomeOf } from "./bonuses"

/**
 * The bonus-pending notifier (SPEC.md 9: "rounds hours up"): a player who signs in, or opens the site signed in, with
 * bonus money still to be wagered is told how much is left to wager and in how many hours it expires, once per tab
 * session for that bonus. A free bet is a stake to place, not money to wager: it is not told here.
 */

export const BONUS_PENDING_NOTIFICATION_ID = "bonus-pending"
export const BONUS_PENDING_NOTIFICATION_GROUP = "bonus-pending"
/** The bonus this tab session was told of (session storage), so a reload does not tell it again. */
export const BONUS_PENDING_TOLD_STORAGE_KEY = "oddsfold.bonusPendingTold"

export interface PendingBonusFacts {
  readonly id: number
  readonly status: BonusStatus
  readonly amount: number
  readonly currency: string
  readonly requirement: number
  readonly wagered: number
  readonly expiresAt: number
  /** Present for a free bet. */
  readonly freeBet?: unknown
}

export interface PendingBonus {
  readonly id: number
  readonly amount: number
  readonly currency: string
  /** The stakes still to count. */
  readonly left: number
  /** Whole hours until it expires, a part of an hour counted as one. */
  readonly hours: number
}

/**
 * Hours until `expiresAt` (epoch ms), rounded up as a pending limit's are (SPEC.md 4): 1 ms left is 1 hour, exactly 2
 * hours is 2. The difference is taken in whole milliseconds first, so a whole number of hours stays exact.
 */
export const hoursLeft = (expiresAt: number, now: number): number => hoursLeftInSeconds((expiresAt - now) / 1000, 0)

/** Bonus money still being wagered now: an active bonus the engine keeps (not met, not expired), not a free bet. */
export const isPending = (bonus: PendingBonusFacts, now: number): boolean =>
  bonus.status === "active" && bonus.freeBet === undefined && outcomeOf(bonus, now) === "keep"

/**
 * The pending bonus that expires first (the lower id of two that expire together), or undefined when none is. A player
 * under a self-exclusion, time-out or self-block (`excluded`) is never urged to wager: nothing is told.
 */
export const pendingBonusOf = (answer: { readonly excluded: boolean; readonly bonuses: ReadonlyArray<PendingBonusFacts> }, now: number): PendingBonus | undefined => {
  if (answer.excluded) return undefined
  let first: PendingBonusFacts | undefined
  for (const bonus of answer.bonuses) {
    if (!isPending(bonus, now)) continue
    if (first === undefined || bonus.expiresAt < first.expiresAt || (bonus.expiresAt === first.expiresAt && bonus.id < first.id)) first = bonus
  }
  return first === undefined
    ? undefined
    : { id: first.id, amount: first.amount, currency: first.currency, left: first.requirement - first.wagered, hours: hoursLeft(first.expiresAt, now) }
}

/** Told when there is a pending bonus this tab session has not been told of (`told`: the id it was told of, if any). */
export const shouldTellPendingBonus = (pending: PendingBonus | undefined, told: string | undefined): pending is PendingBonus =>
  pending !== undefined && told !== String(pending.id)
