import { Option, Schema } from "effect"
import { RegistrationMethod } from "./registration"

/**
 * The login and registration analytics metrics of SPEC.md 3 and 4, as one pure rule: what each moment of the sign-in
 * spine does to them, and how long they are kept (SPEC.md 3 and 9: one day). The client keeps them in local storage
 * so they survive a reload or a trip to a social provider and back; a day after they last changed they are gone.
 *
 * - authTryCounter: each sign-in attempt and each opening of forgot-password, back to 0 on a sign-in or a password
 *   recovery; lastAuthPopUpCallTime: when the sign-in popup (modal or dropdown, not the page) last opened.
 * - regTryCounter: each call of the registration form (page or popup), with its time lastRegCallTime; hasDone is
 *   false from each new call until that registration finishes (a leave event is sent only if not).
 * - socialData: the choices of the registration last submitted (currency, country and its code, kind, promo code).
 * - additionalParams: the kind of the last sign-in attempt (SPEC.md 3 login types) and whether this browser finished
 *   a registration.
 */

/** Kept this long after the last change (SPEC.md 9 "Analytics metrics kept 1 day"). */
export const AUTH_METRICS_TTL_MS = 24 * 60 * 60 * 1000

/** Where the client keeps them (local storage). */
export const AUTH_METRICS_STORAGE_KEY = "oddsfold.authMetrics"

/** SPEC.md 3 "Login types: e-mail or ID, phone number". */
export const LoginType = Schema.Literal("email_or_id", "phone")
export type LoginType = typeof LoginType.Type

/** A promo (referral) code as analytics may carry it: a word of letters, digits, '-' and '_' with at least one letter. */
const PROMOCODE = /^(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{1,32}$/

/**
 * Whether a promo code may go into analytics. A bare number is never sent: it could as well be an SMS code or a phone
 * number typed into the wrong field, and analytics carries no secret and nothing that names a person.
 */
export const isAnalyticsPromocode = (code: string): boolean => PROMOCODE.test(code)

export const AnalyticsPromocode = Schema.String.pipe(Schema.pattern(PROMOCODE))

/** A country's ISO 3166 code, as the phone countries list has it. */
export const CountryCode = Schema.String.pipe(Schema.pattern(/^[A-Z]{2}$/))

/** An id of a country or currency the registration offers. */
const ChoiceId = Schema.Int.pipe(Schema.between(1, 100_000))

/** SPEC.md 3 socialData: the registration's choices. */
export const SocialData = Schema.Struct({
  currencyId: ChoiceId,
  countryId: ChoiceId,
  regType: RegistrationMethod,
  promocode: Schema.NullOr(AnalyticsPromocode),
  countryCode: Schema.NullOr(CountryCode)
})
export type SocialData = typeof SocialData.Type
const isSocialData = Schema.is(SocialData)

/**
 * The socialData of a registration's choices: undefined for a country or currency no registration offers (such an
 * event is logged and not sent, SPEC.md 5), and the promo code only when it may go into analytics.
 */
export const socialDataOf = (
  choices: { readonly regType: RegistrationMethod; readonly countryId: number; readonly currencyId: number; readonly refCode: string },
  countryCode: string | null
): SocialData | undefined => {
  const data = {
    currencyId: choices.currencyId,
    countryId: choices.countryId,
    regType: choices.regType,
    promocode: isAnalyticsPromocode(choices.refCode.trim()) ? choices.refCode.trim() : null,
    countryCode: countryCode !== null && /^[A-Z]{2}$/.test(countryCode) ? countryCode : null
  }
  return isSocialData(data) ? data : undefined
}

/** SPEC.md 3 additionalParams: the last sign-in attempt's kind (none yet: null) and whether a registration finished. */
export const AdditionalParams = Schema.Struct({ type: Schema.NullOr(LoginType), hasRegister: Schema.Boolean })
export type AdditionalParams = typeof AdditionalParams.Type

const Count = Schema.Int.pipe(Schema.nonNegative())

export const AuthMetrics = Schema.Struct({
  authTryCounter: Count,
  lastAuthPopUpCallTime: Schema.NullOr(Schema.Int),
  regTryCounter: Count,
  lastRegCallTime: Schema.NullOr(Schema.Int),
  hasDone: Schema.Boolean,
  socialData: Schema.optionalWith(Schema.NullOr(SocialData), { default: () => null }),
  additionalParams: Schema.optionalWith(Schema.NullOr(AdditionalParams), { default: () => null }),
  /** When they last changed (epoch ms): they are kept a day from then. Null: nothing happened yet. */
  touchedAt: Schema.optionalWith(Schema.NullOr(Schema.Int), { default: () => null })
})
export type AuthMetrics = typeof AuthMetrics.Type

export const INITIAL_AUTH_METRICS: AuthMetrics = {
  authTryCounter: 0,
  lastAuthPopUpCallTime: null,
  regTryCounter: 0,
  lastRegCallTime: null,
  hasDone: false,
  socialData: null,
  additionalParams: null,
  touchedAt: null
}

/**
 * The moments of the sign-in spine the metrics count. Those that carry `at` (epoch ms) are the ones the player starts:
 * they refresh the day the metrics are kept for, and metrics older than a day are forgotten before they count.
 */
export type MetricsMoment =
  /** The sign-in form opened: a popup (modal or dropdown) sets lastAuthPopUpCallTime; the page does not. */
  | { readonly _tag: "LoginFormOpened"; readonly at: number; readonly popup: boolean }
  /** Forgot-password opened: counts as a sign-in attempt (SPEC.md 4). */
  | { readonly _tag: "RecoveryOpened"; readonly at: number }
  | { readonly _tag: "LoginTried"; readonly at: number; readonly type: LoginType | null }
  | { readonly _tag: "LoginDone" }
  | { readonly _tag: "RecoveryDone" }
  | { readonly _tag: "RegistrationCalled"; readonly at: number }
  /** A registration was submitted (or a social provider chosen) with these choices. */
  | { readonly _tag: "RegistrationChosen"; readonly at: number; readonly data: SocialData }
  /** The registration form did its part, the account waits for something else (an e-mail's link): no leave. */
  | { readonly _tag: "RegistrationSubmitted" }
  | { readonly _tag: "RegistrationDone" }
  /** Metrics read back from storage at start (already checked against their day). */
  | { readonly _tag: "Restored"; readonly metrics: AuthMetrics }

/** Whether metrics last changed at `touchedAt` are past their day at `now`. */
export const isExpired = (metrics: AuthMetrics, now: number): boolean => metrics.touchedAt !== null && now - metrics.touchedAt >= AUTH_METRICS_TTL_MS

/** The metrics as of `at`: themselves within their day, else forgotten. */
const freshAt = (metrics: AuthMetrics, at: number): AuthMetrics => (isExpired(metrics, at) ? INITIAL_AUTH_METRICS : metrics)

const touched = (metrics: AuthMetrics, at: number): AuthMetrics => ({ ...metrics, touchedAt: Math.max(at, metrics.touchedAt ?? at) })

/** What one moment does to the metrics. */
export const nextMetrics = (metrics: AuthMetrics, moment: MetricsMoment): AuthMetrics => {
  switch (moment._tag) {
    case "LoginFormOpened": {
      const base = freshAt(metrics, moment.at)
      return touched(moment.popup ? { ...base, lastAuthPopUpCallTime: moment.at } : base, moment.at)
    }
    case "RecoveryOpened": {
      const base = freshAt(metrics, moment.at)
      return touched({ ...base, authTryCounter: base.authTryCounter + 1 }, moment.at)
    }
    case "LoginTried": {
      const base = freshAt(metrics, moment.at)
      const type = moment.type ?? base.additionalParams?.type ?? null
      return touched(
        { ...base, authTryCounter: base.authTryCounter + 1, additionalParams: { type, hasRegister: base.additionalParams?.hasRegister ?? false } },
        moment.at
      )
    }
    case "LoginDone":
    case "RecoveryDone":
      return metrics.authTryCounter === 0 ? metrics : { ...metrics, authTryCounter: 0 }
    case "RegistrationCalled": {
      const base = freshAt(metrics, moment.at)
      return touched({ ...base, regTryCounter: base.regTryCounter + 1, lastRegCallTime: moment.at, hasDone: false }, moment.at)
    }
    case "RegistrationChosen":
      return touched({ ...freshAt(metrics, moment.at), socialData: moment.data }, moment.at)
    case "RegistrationSubmitted":
      return metrics.hasDone ? metrics : { ...metrics, hasDone: true }
    case "RegistrationDone":
      return { ...metrics, hasDone: true, additionalParams: { type: metrics.additionalParams?.type ?? null, hasRegister: true } }
    case "Restored":
      // Only into metrics nothing has touched yet: a restore never overwrites what this visit counted.
      return metrics.touchedAt === null ? moment.metrics : metrics
  }
}

const encodeStored = Schema.encodeSync(Schema.parseJson(AuthMetrics))
const decodeStored = Schema.decodeUnknownOption(Schema.parseJson(AuthMetrics))

/** What goes into storage: the metrics as JSON, or nothing (null) while nothing has happened. */
export const storedMetrics = (metrics: AuthMetrics): string | null => (metrics.touchedAt === null ? null : encodeStored(metrics))

/**
 * The metrics read back from storage at `now`: None for nothing stored, something unreadable, metrics past their
 * day (SPEC.md 9 "kept 1 day"), or metrics written "later" than now (the clock went back: their day cannot be told).
 */
export const restoredMetrics = (stored: string | undefined, now: number): Option.Option<AuthMetrics> =>
  stored === undefined
    ? Option.none()
    : Option.filter(decodeStored(stored), (metrics) => metrics.touchedAt !== null && metrics.touchedAt <= now && !isExpired(metrics, now))
