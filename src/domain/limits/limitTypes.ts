import { Schema } from "effect"
import { cashierRulesOf } from "../payments/amounts"

/**
 * Responsible gaming's limit types (SPEC.md 3 "Limit type codes", 9 "Responsible gaming"): what each code limits,
 * over which window, in which unit, and the values a player may choose. Pure: no clock; every time is a count of
 * seconds since the epoch handed in by the caller.
 */

export const LimitType = {
  wagering24h: 1,
  wagering7d: 2,
  wagering30d: 3,
  loss24h: 10,
  loss7d: 11,
  loss30d: 12,
  deposit24h: 20,
  deposit7d: 21,
  deposit30d: 22,
  selfExclusion: 30,
  session: 31,
  realityCheck: 32,
  timeOut: 33,
  extraLimitsLock: 37
} as const

export const LIMIT_TYPE_CODES = [1, 2, 3, 10, 11, 12, 20, 21, 22, 30, 31, 32, 33, 37] as const
export const LimitTypeCode = Schema.Literal(...LIMIT_TYPE_CODES)
export type LimitTypeCode = typeof LimitTypeCode.Type

export const isLimitTypeCode = (value: number): value is LimitTypeCode => (LIMIT_TYPE_CODES as ReadonlyArray<number>).includes(value)

export const DAY_SECONDS = 86_400
/** SPEC.md 9: an increase or removal of a limit waits this long, then for the player's confirmation. */
export const APPROVAL_WINDOW_SECONDS = 86_400
/** SPEC.md 9: while a session limit applies the client pings this often; each ping counts the time since the last. */
export const PING_INTERVAL_SECONDS = 30
/** SPEC.md 9: the value that means "no deposit limit". */
export const NO_LIMIT_VALUE = 999_999_999
/** SPEC.md 9: a session limit of -1 is not set. */
export const SESSION_NOT_SET = -1

export const SELF_EXCLUSION_DAYS = [1, 7, 30, 90, 180, 365, 730, 1095, 1825, 3650] as const
/** SPEC.md 9 names 360/365, 720/730, ...: the short forms are accepted as the same terms. */
export const SELF_EXCLUSION_DAYS_ACCEPTED = [1, 7, 30, 90, 180, 360, 365, 720, 730, 1080, 1095, 1800, 1825, 3650] as const
export const SESSION_LIMIT_HOURS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24] as const
export const REALITY_CHECK_MINUTES = [5, 10, 15, 30, 45, 60] as const
export const TIME_OUT_DAYS = [1, 7, 30, 90] as const

/** The extra-limits group (SPEC.md 3): time-out, self-exclusion, session. */
export const EXTRA_LIMITS_GROUP: ReadonlyArray<LimitTypeCode> = [33, 30, 31]
/** Limit ids the client reads when config enables them (SPEC.md 4). */
export const CLIENT_LIMIT_IDS: ReadonlyArray<LimitTypeCode> = [20, 21, 22, 31, 32]

export type LimitKind = "wagering" | "loss" | "deposit" | "selfExclusion" | "session" | "realityCheck" | "timeOut" | "extraLimitsLock"

export const kindOf = (type: LimitTypeCode): LimitKind => {
  switch (type) {
    case 1:
    case 2:
    case 3:
      return "wagering"
    case 10:
    case 11:
    case 12:
      return "loss"
    case 20:
    case 21:
    case 22:
      return "deposit"
    case 30:
      return "selfExclusion"
    case 31:
      return "session"
    case 32:
      return "realityCheck"
    case 33:
      return "timeOut"
    case 37:
      return "extraLimitsLock"
  }
}

/** Money limits: a value in minor units of the player's main currency over a rolling window. */
export const MONEY_LIMIT_TYPES: ReadonlyArray<LimitTypeCode> = [1, 2, 3, 10, 11, 12, 20, 21, 22]
export const WAGERING_TYPES: ReadonlyArray<LimitTypeCode> = [1, 2, 3]
export const LOSS_TYPES: ReadonlyArray<LimitTypeCode> = [10, 11, 12]
export const DEPOSIT_TYPES: ReadonlyArray<LimitTypeCode> = [20, 21, 22]

export const isMoneyLimit = (type: LimitTypeCode): boolean => MONEY_LIMIT_TYPES.includes(type)

/**
 * Types whose loosening (a higher value, or removal) waits APPROVAL_WINDOW_SECONDS and the player's confirmation
 * (UKGC RTS 12): the money limits and the session limit. A tightening binds at once.
 */
export const COOLING_OFF_TYPES: ReadonlyArray<LimitTypeCode> = [1, 2, 3, 10, 11, 12, 20, 21, 22, 31]
export const hasCoolingOff = (type: LimitTypeCode): boolean => COOLING_OFF_TYPES.includes(type)

/** Terms that run their whole length once started: never cancelled, never shortened (self-exclusion, time-out, lock). */
export const FIXED_TERM_TYPES: ReadonlyArray<LimitTypeCode> = [30, 33, 37]
export const isFixedTerm = (type: LimitTypeCode): boolean => FIXED_TERM_TYPES.includes(type)

/** The unit a limit's value is in (SPEC.md 3 "measure"): the currency for money limits, else hours, minutes or days. */
export const measureOf = (type: LimitTypeCode, currency: string): string => {
  switch (kindOf(type)) {
    case "wagering":
    case "loss":
    case "deposit":
      return currency
    case "session":
      return "hours"
    case "realityCheck":
      return "minutes"
    case "selfExclusion":
    case "timeOut":
      return "days"
    case "extraLimitsLock":
      return ""
  }
}

/** Whether `value` is one a player may choose for `type` (money limits: a positive whole amount, or NO_LIMIT_VALUE). */
export const isAllowedValue = (type: LimitTypeCode, value: number): boolean => {
  if (!Number.isSafeInteger(value)) return false
  switch (kindOf(type)) {
    case "wagering":
    case "loss":
    case "deposit":
      return value > 0 && value <= NO_LIMIT_VALUE
    case "session":
      return value === SESSION_NOT_SET || (SESSION_LIMIT_HOURS as ReadonlyArray<number>).includes(value)
    case "realityCheck":
      return value === 0 || (REALITY_CHECK_MINUTES as ReadonlyArray<number>).includes(value)
    case "selfExclusion":
      return (SELF_EXCLUSION_DAYS_ACCEPTED as ReadonlyArray<number>).includes(value)
    case "timeOut":
      return (TIME_OUT_DAYS as ReadonlyArray<number>).includes(value)
    case "extraLimitsLock":
      return false
  }
}

/**
 * Money limits offer these multiples of the currency's least deposit (RUB 100.00 gives RUB 1,000.00 to 100,000.00);
 * the player may type any other amount beside them (UKGC RTS 12).
 */
const OFFERED_MONEY_MULTIPLES = [10, 50, 100, 500, 1_000] as const

/** The values offered for a type (GET /availablelimits); money limits in minor units of the player's currency. */
export const availableValuesOf = (type: LimitTypeCode, currency: string): ReadonlyArray<number> => {
  switch (kindOf(type)) {
    case "session":
      return SESSION_LIMIT_HOURS
    case "realityCheck":
      return REALITY_CHECK_MINUTES
    case "selfExclusion":
      return SELF_EXCLUSION_DAYS
    case "timeOut":
      return TIME_OUT_DAYS
    case "extraLimitsLock":
      return []
    default:
      return OFFERED_MONEY_MULTIPLES.map((multiple) => multiple * cashierRulesOf(currency).deposit.min)
  }
}

/** Whether a value means "no limit" for its type (a removal). */
export const isNoLimit = (type: LimitTypeCode, value: number): boolean =>
  isMoneyLimit(type) ? value >= NO_LIMIT_VALUE : type === 31 ? value === SESSION_NOT_SET : type === 32 ? value === 0 : false

/** The state of a limit (SPEC.md 3). */
export const LimitState = Schema.Literal("PENDING", "ACTIVE", "INACTIVE")
export type LimitState = typeof LimitState.Type

/**
 * A limit as the limit service answers it (SPEC.md 3). Times are seconds since the epoch. A PENDING limit is a
 * loosening waiting for its approval time (startedAt + 86400) and the player's confirmation; the ACTIVE limit of the
 * same type binds meanwhile. limitBalance: what is left of the limit now (money: minor units; session: seconds
 * today), null where nothing is counted.
 */
export const Limit = Schema.Struct({
  limitType: LimitTypeCode,
  limitState: LimitState,
  limitValue: Schema.Int,
  limitBalance: Schema.NullOr(Schema.Int),
  needApprove: Schema.Boolean,
  measure: Schema.String,
  startedAt: Schema.Int,
  endsAt: Schema.NullOr(Schema.Int),
  selfExcludeReason: Schema.NullOr(Schema.Int)
}).annotations({ identifier: "Limit" })
export type Limit = typeof Limit.Type

export const AvailableLimit = Schema.Struct({
  type: LimitTypeCode,
  measure: Schema.String,
  availableValues: Schema.Array(Schema.Int)
})
export type AvailableLimit = typeof AvailableLimit.Type

export const SelfExcludeReason = Schema.Struct({ id: Schema.Int, selfExcludeReason: Schema.String })
export type SelfExcludeReason = typeof SelfExcludeReason.Type

/** The reasons a player may give for self-exclusion (GET /reasons/selfexclude). */
export const SELF_EXCLUDE_REASONS: ReadonlyArray<SelfExcludeReason> = [
  { id: 1, selfExcludeReason: "I spend too much money on gambling" },
  { id: 2, selfExcludeReason: "I spend too much time on gambling" },
  { id: 3, selfExcludeReason: "Gambling affects my family or work" },
  { id: 4, selfExcludeReason: "I want to take a break" },
  { id: 5, selfExcludeReason: "Other" }
]
