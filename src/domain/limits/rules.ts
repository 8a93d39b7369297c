import { Either } from "effect"
import { APPROVAL_WINDOW_SECONDS, DAY_SECONDS, hasCoolingOff, isNoLimit, type LimitTypeCode, PING_INTERVAL_SECONDS } from "./limitTypes"

/**
 * The rules of a player's limits (UKGC RTS 12, SPEC.md 4): how a change binds (a tightening at once, a loosening
 * after its approval time and the player's confirmation), the times the limits view shows, and the session's playing
 * time. Pure: `now` and every other time is whole seconds since the epoch, handed in by the caller (the server's Clock,
 * the client's log). What is left of a money limit in its rolling window, and whether a term shuts the player out, are
 * the database's law alone (rg_used and rg_refusal, migration 044), tested through the server
 * (test/server/limitsWindowProperty.test.ts).
 */

/** A change a player asks for that waits: its value and when it was asked for (the approval window starts then). */
export interface PendingChange {
  readonly value: number
  readonly startedAt: number
}

/**
 * One limit type of one player: the value that binds now (undefined: none), since when, and a loosening that waits
 * for its approval time and the player's confirmation.
 */
export interface LimitRecord {
  readonly type: LimitTypeCode
  readonly value: number | undefined
  readonly since: number
  readonly pending: PendingChange | undefined
}

export type ChangeDirection = "increase" | "decrease" | "same"

/**
 * Which way a change moves a limit: a higher value or a removal ("no limit", or no value) loosens it (increase); a
 * lower one, or a first limit where there was none, tightens it (decrease).
 */
export const changeDirection = (type: LimitTypeCode, current: number | undefined, next: number): ChangeDirection => {
  const from = current === undefined || isNoLimit(type, current) ? Number.POSITIVE_INFINITY : current
  const to = isNoLimit(type, next) ? Number.POSITIVE_INFINITY : next
  return to < from ? "decrease" : to > from ? "increase" : "same"
}

/**
 * A change asked for at `now`: a tightening binds at once (and drops any loosening that waited); a loosening of a type
 * with a cooling-off period waits (a newer loosening replaces the older one and starts its window again); asking for
 * the value that binds drops what waited. Types without a cooling-off period take the value at once.
 */
export const requestChange = (record: LimitRecord, next: number, now: number): LimitRecord => {
  const direction = changeDirection(record.type, record.value, next)
  const value = isNoLimit(record.type, next) ? undefined : next
  if (direction === "same") return { ...record, pending: undefined }
  if (direction === "decrease" || !hasCoolingOff(record.type)) return { type: record.type, value, since: now, pending: undefined }
  return { ...record, pending: { value: next, startedAt: now } }
}

/** When a waiting change may be confirmed: APPROVAL_WINDOW_SECONDS after it was asked for. */
export const approvalDueAt = (pending: PendingChange): number => pending.startedAt + APPROVAL_WINDOW_SECONDS

export const canConfirm = (pending: PendingChange, now: number): boolean => now >= approvalDueAt(pending)

export type ConfirmRefusal = { readonly _tag: "NothingPending" } | { readonly _tag: "NotYetDue"; readonly dueAt: number }

/** The player confirms the waiting change: it binds from `now`, once its approval time has come; else why not. */
export const confirmChange = (record: LimitRecord, now: number): Either.Either<LimitRecord, ConfirmRefusal> => {
  const { pending } = record
  if (pending === undefined) return Either.left({ _tag: "NothingPending" })
  if (!canConfirm(pending, now)) return Either.left({ _tag: "NotYetDue", dueAt: approvalDueAt(pending) })
  return Either.right({ type: record.type, value: isNoLimit(record.type, pending.value) ? undefined : pending.value, since: now, pending: undefined })
}

/** The player rejects (or cancels) the waiting change: the limit that binds stays as it is. */
export const rejectChange = (record: LimitRecord): LimitRecord => ({ ...record, pending: undefined })

/** Whole hours until `dueAt`, rounded up (SPEC.md 4: a pending limit shows hours remaining), never below 0. */
export const hoursLeft = (dueAt: number, now: number): number => Math.max(0, Math.ceil((dueAt - now) / 3600))

/** SPEC.md 4: a type-30 term's length in days. */
export const durationDays = (startedAt: number, endsAt: number): number => (endsAt - startedAt) / DAY_SECONDS

/** The UTC day a moment falls in: the session limit counts time per such day. */
export const sessionDayOf = (now: number): number => Math.floor(now / DAY_SECONDS)

/**
 * The playing time a ping adds: the seconds since the last ping, at most two ping intervals (a closed tab or a
 * sleeping laptop is not playing); a first ping counts one interval.
 */
export const pingCredit = (lastPingAt: number | undefined, now: number): number =>
  lastPingAt === undefined ? PING_INTERVAL_SECONDS : Math.max(0, Math.min(now - lastPingAt, 2 * PING_INTERVAL_SECONDS))

/** Seconds of play left today under a session limit of `hours`. */
export const sessionSecondsLeft = (hours: number, usedSeconds: number): number => Math.max(0, hours * 3600 - usedSeconds)
