import {
  APPROVAL_WINDOW_SECONDS,
  CLIENT_LIMIT_IDS,
  DEPOSIT_TYPES,
  hasCoolingOff,
  kindOf,
  type Limit,
  type LimitTypeCode,
  NO_LIMIT_VALUE,
  SESSION_NOT_SET
} from "./limitTypes"
import { durationDays, hoursLeft } from "./rules"

/**
 * SPEC.md 4 "Limits view", "Deposit limit to approve" and "Session limit" as pure functions of the limits the limit
 * service answers (times in seconds since the epoch).
 */

/** A pending change of a type with a cooling-off period may be cancelled (rejected) by the player. */
export const isCancellable = (limit: Limit): boolean => limit.limitState === "PENDING" && hasCoolingOff(limit.limitType)

/** A running self-exclusion or time-out shows its start and end and is never cancellable. */
export const showsTerm = (limit: Limit): boolean => limit.limitState === "ACTIVE" && (limit.limitType === 30 || limit.limitType === 33)

/** When a pending limit may be confirmed: startedAt + 86400. */
export const approvalDeadline = (limit: Limit): number => limit.startedAt + APPROVAL_WINDOW_SECONDS

/** The hours a pending limit still waits, rounded up. */
export const pendingHoursLeft = (limit: Limit, now: number): number => hoursLeft(approvalDeadline(limit), now)

/** A deposit limit awaiting the player's approval (types 20-22, needApprove, PENDING). */
export const isAwaitingApproval = (limit: Limit): boolean => DEPOSIT_TYPES.includes(limit.limitType) && limit.needApprove && limit.limitState === "PENDING"

/** When the approval popup is due (the earliest deadline of the limits awaiting approval), if any. */
export const approvalPopupAt = (limits: ReadonlyArray<Limit>): number | undefined => {
  const deadlines = limits.filter(isAwaitingApproval).map(approvalDeadline)
  return deadlines.length === 0 ? undefined : Math.min(...deadlines)
}

/** Before the deadline the popup is scheduled; from it on the blocking popup shows. */
export const isApprovalDue = (limits: ReadonlyArray<Limit>, now: number): boolean => {
  const at = approvalPopupAt(limits)
  return at !== undefined && now >= at
}

/** Rejecting removes pending limits of cancellable types from the view. */
export const afterReject = (limits: ReadonlyArray<Limit>): ReadonlyArray<Limit> => limits.filter((limit) => !isCancellable(limit))

/**
 * A field is disabled when the lock-while-pending setting is on and its type has a pending change, or when it is a
 * self-exclusion or time-out with an end date (running: it cannot be changed until it ends).
 */
export const isFieldDisabled = (type: LimitTypeCode, limits: ReadonlyArray<Limit>, lockWhilePending: boolean): boolean =>
  (lockWhilePending && limits.some((limit) => limit.limitType === type && limit.limitState === "PENDING")) ||
  ((type === 30 || type === 33) && limits.some((limit) => limit.limitType === type && limit.limitState === "ACTIVE" && limit.endsAt !== null))

/**
 * A section is disabled when any of its fields is; with the lock setting the whole extra-limits section is.
 */
export const isSectionDisabled = (
  fields: ReadonlyArray<LimitTypeCode>,
  limits: ReadonlyArray<Limit>,
  lockWhilePending: boolean,
  isExtraLimitsSection: boolean
): boolean => (lockWhilePending && isExtraLimitsSection) || fields.some((type) => isFieldDisabled(type, limits, lockWhilePending))

/** The player counts as self-excluded when an ACTIVE type-37 limit exists or the extra-limits section is disabled. */
export const isSelfExcluded = (limits: ReadonlyArray<Limit>, extraLimitsSectionDisabled: boolean): boolean =>
  extraLimitsSectionDisabled || limits.some((limit) => limit.limitType === 37 && limit.limitState === "ACTIVE")

/** The warning shows when self-exclusion is chosen in the form but not started. */
export const showsSelfExclusionWarning = (selfExclusionChosen: boolean, limits: ReadonlyArray<Limit>): boolean =>
  selfExclusionChosen && !limits.some((limit) => limit.limitType === 30 && limit.limitState === "ACTIVE")

/** A type-30 term's length in days: (endsAt - startedAt) / 86400; undefined without an end. */
export const selfExclusionDays = (limit: Limit): number | undefined => (limit.endsAt === null ? undefined : durationDays(limit.startedAt, limit.endsAt))

/**
 * SPEC.md 4 "Session limit": a limitValue equal to the no-limit constant means none is set (undefined); else the
 * remaining balance, 0 if not positive.
 */
export const sessionLimitRemaining = (limit: Limit): number | undefined =>
  // A session limit of -1 is not set either (SPEC.md 9): it must never read as a limit with nothing left.
  limit.limitValue === NO_LIMIT_VALUE || limit.limitValue === SESSION_NOT_SET ? undefined : Math.max(0, limit.limitBalance ?? 0)

/** Whether the session limit has run out (the client shows the permanent error and logs out). */
export const isSessionLimitSpent = (limit: Limit): boolean => sessionLimitRemaining(limit) === 0

/** Limits are read only for limit ids enabled in config (20, 21, 22, 31, 32). */
export const limitIdsToRead = (enabled: ReadonlyArray<number>): ReadonlyArray<LimitTypeCode> => CLIENT_LIMIT_IDS.filter((id) => enabled.includes(id))

/** Whether any limit is read at all (the client fetches limits only then). */
export const readsLimits = (enabled: ReadonlyArray<number>): boolean => limitIdsToRead(enabled).length > 0

/** The derived transformedStartedAt / transformedEndsAt: seconds to milliseconds. */
export const transformedTime = (seconds: number | null): number | null => (seconds === null ? null : seconds * 1000)

export type OptionUnit = "money" | "hours" | "minutes" | "days"

/** A limit option's label parts (SPEC.md 5): its value and its unit; money limits show no unit (the currency shows). */
export const optionLabelParts = (type: LimitTypeCode, value: number): { readonly value: number; readonly unit: OptionUnit } => {
  switch (kindOf(type)) {
    case "session":
      return { value, unit: "hours" }
    case "realityCheck":
      return { value, unit: "minutes" }
    case "selfExclusion":
    case "timeOut":
      return { value, unit: "days" }
    default:
      return { value, unit: "money" }
  }
}

/** What a save answer leads to: the test-answers step when it carries questions and a token, else the saved limits. */
export const saveOutcome = (answer: { readonly questions: ReadonlyArray<unknown>; readonly tokenGuid: string | null }): "testAnswers" | "saved" =>
  answer.questions.length > 0 && answer.tokenGuid !== null ? "testAnswers" : "saved"
