import { AuthMetrics, INITIAL_AUTH_METRICS, type MetricsMoment, nextMetrics } from "../../domain/session/authMetrics"
import { defineProjection, type EventOf } from "../projection"

/**
 * The login and registration analytics metrics of SPEC.md 3 and 4 (src/domain/session/authMetrics.ts), folded from
 * the sign-in spine's events; the session area keeps them in local storage for a day and sends the analytics they
 * make (src/commands/session/authAnalytics.ts).
 */
export { AuthMetrics }
export type { AuthMetrics as AuthMetricsState } from "../../domain/session/authMetrics"

export const authMetricsTags = [
  "AuthFormOpened",
  "LoginAttempted",
  "LoginSucceeded",
  "PlayerRegistered",
  "PasswordResetDone",
  "LinkPasswordReset",
  "RegistrationLinkSent",
  "RegistrationChosen",
  "AuthMetricsRestored"
] as const

/** The moment of the metrics rule an event is. */
export const metricsMomentOf = (event: EventOf<(typeof authMetricsTags)[number]>): MetricsMoment => {
  switch (event._tag) {
    case "AuthFormOpened":
      if (event.form === "registration") return { _tag: "RegistrationCalled", at: event.at }
      // SPEC.md 4: opening forgot-password counts as a login attempt too.
      if (event.form === "forgotPassword") return { _tag: "RecoveryOpened", at: event.at }
      return { _tag: "LoginFormOpened", at: event.at, popup: event.view !== "page" }
    case "LoginAttempted":
      return { _tag: "LoginTried", at: event.at, type: event.method }
    case "LoginSucceeded":
      return { _tag: "LoginDone" }
    case "PasswordResetDone":
    // The recovery e-mail's link (user/passwordreset) finishes a recovery as its code does.
    case "LinkPasswordReset":
      return { _tag: "RecoveryDone" }
    case "PlayerRegistered":
      return { _tag: "RegistrationDone" }
    case "RegistrationLinkSent":
      return { _tag: "RegistrationSubmitted" }
    case "RegistrationChosen":
      return { _tag: "RegistrationChosen", at: event.at, data: event.data }
    case "AuthMetricsRestored":
      return { _tag: "Restored", metrics: event.metrics }
  }
}

export const authMetricsProjection = defineProjection({
  name: "authMetrics",
  schema: AuthMetrics,
  initial: INITIAL_AUTH_METRICS,
  tags: authMetricsTags,
  apply: (state, event): AuthMetrics => nextMetrics(state, metricsMomentOf(event))
})
