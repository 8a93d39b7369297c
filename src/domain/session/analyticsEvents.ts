import { Schema } from "effect"
import { AnalyticsPromocode, CountryCode, LoginType } from "./authMetrics"
import { RegistrationMethod } from "./registration"

/**
 * The anonymous analytics of the sign-in spine (SPEC.md 1 "anonymous analytics is sent for registration, login,
 * password recovery"; SPEC.md 4 counters and recovery steps), as the client sends them and the server stores them.
 *
 * Every field is a number, a flag or a word of a closed list (the promo code and country code have strict shapes),
 * and an event with any other field is refused: there is no place in an event for a password, a code, a token, an
 * e-mail address, a phone number or a player's id.
 */

/** When it happened, by the browser's clock (epoch ms, 2000 to 2100). */
const At = Schema.Int.pipe(Schema.between(946_684_800_000, 4_102_444_800_000))
/** A counter of SPEC.md 4 (attempts, registration calls). */
const Count = Schema.Int.pipe(Schema.between(0, 100_000))
/** Seconds from a form's opening to the moment, at most two days. */
const Seconds = Schema.Int.pipe(Schema.between(0, 172_800))
/** The numeric code of a refusal (SPEC.md 8: errors are tracked by numeric code), or its HTTP status. */
const ErrorCode = Schema.Int.pipe(Schema.between(0, 999))
const ChoiceId = Schema.Int.pipe(Schema.between(1, 100_000))
const View = Schema.Literal("page", "modal", "dropdown")

/** SPEC.md 4: the password recovery's steps. */
export const RecoveryAnalyticsStep = Schema.Literal("popup", "code", "sent", "resend", "approve", "save", "success", "error", "exit", "cancel")
/** A recovery error's kind: SPEC.md 4's time_up or wrong_code, too many attempts, or another error. */
export const RecoveryErrorKind = Schema.Literal("time_up", "wrong_code", "too_many_attempts", "other")

const event = <const Name extends string, Fields extends Schema.Struct.Fields>(name: Name, fields: Fields) =>
  Schema.Struct({ name: Schema.Literal(name), at: At, ...fields })

export const LoginOpened = event("login_open", { view: View })
export const LoginTry = event("login_try", { type: Schema.NullOr(LoginType), tries: Count })
export const LoginSuccess = event("login_success", {
  type: Schema.NullOr(LoginType),
  tries: Count,
  /** Since the sign-in popup last opened; null when it was never opened as a popup (the page). */
  seconds: Schema.NullOr(Seconds),
  hasRegister: Schema.Boolean
})
export const LoginError = event("login_error", {
  type: Schema.NullOr(LoginType),
  tries: Count,
  code: Schema.NullOr(ErrorCode),
  field: Schema.Literal("login", "pass", "both", "unknown")
})
export const RegistrationOpened = event("registration_open", { view: View, tries: Count })
/** The registration's choices (SPEC.md 3 socialData), submitted or taken to a social provider. */
const choices = {
  regType: RegistrationMethod,
  currencyId: Schema.NullOr(ChoiceId),
  countryId: Schema.NullOr(ChoiceId),
  countryCode: Schema.NullOr(CountryCode),
  promocode: Schema.NullOr(AnalyticsPromocode)
}
export const RegistrationTry = event("registration_try", { ...choices, tries: Count })
export const RegistrationSuccess = event("registration_success", { ...choices, tries: Count, seconds: Schema.NullOr(Seconds) })
export const RegistrationError = event("registration_error", { regType: RegistrationMethod, code: Schema.NullOr(ErrorCode) })
/** An opened registration form left unfinished (SPEC.md 4: sent only if not done). */
export const RegistrationLeave = event("registration_leave", {
  tries: Count,
  /** When the form was called (lastRegCallTime). */
  openedAt: Schema.NullOr(At),
  regType: Schema.NullOr(RegistrationMethod)
})
export const RecoveryStep = event("recovery_step", { step: RecoveryAnalyticsStep, kind: Schema.NullOr(RecoveryErrorKind) })

export const AnalyticsEvent = Schema.Union(
  LoginOpened,
  LoginTry,
  LoginSuccess,
  LoginError,
  RegistrationOpened,
  RegistrationTry,
  RegistrationSuccess,
  RegistrationError,
  RegistrationLeave,
  RecoveryStep
)
export type AnalyticsEvent = typeof AnalyticsEvent.Type
export type AnalyticsEventName = AnalyticsEvent["name"]

export const ANALYTICS_EVENT_NAMES: ReadonlyArray<AnalyticsEventName> = [
  "login_open",
  "login_try",
  "login_success",
  "login_error",
  "registration_open",
  "registration_try",
  "registration_success",
  "registration_error",
  "registration_leave",
  "recovery_step"
]

/** One request's events: a few at a time (the client sends them about once a second). */
export const MAX_ANALYTICS_EVENTS = 50

/**
 * The analytics call's body. Anything beyond these fields, anywhere in it, is refused with the request (400): an
 * unknown field is how a secret would get in.
 */
export const AnalyticsBatch = Schema.Struct({
  events: Schema.Array(AnalyticsEvent).pipe(Schema.minItems(1), Schema.maxItems(MAX_ANALYTICS_EVENTS))
}).annotations({ parseOptions: { onExcessProperty: "error" } })
export type AnalyticsBatch = typeof AnalyticsBatch.Type

/** Whether an event is one the server takes (the client drops and logs any other: SPEC.md 5). */
export const isAnalyticsEvent = Schema.is(AnalyticsEvent)

/**
 * The funnel of one day (UTC) as the operator reads it: how many times each step happened. Recovery steps are
 * counted apart (recovery_popup, recovery_success, ...).
 */
export const FunnelDay = Schema.Struct({ day: Schema.String, counts: Schema.Record({ key: Schema.String, value: Schema.Int }) })
export type FunnelDay = typeof FunnelDay.Type
