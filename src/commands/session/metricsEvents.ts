import { Schema } from "effect"
import { AuthMetrics, SocialData } from "../../domain/session/authMetrics"
import { version } from "../version"

/** The metrics local storage kept (within their day), as read at start: the read is in the log, so a replay has them. */
export class AuthMetricsRestored extends Schema.TaggedClass<AuthMetricsRestored>()("AuthMetricsRestored", {
  ...version(1),
  metrics: AuthMetrics
}) {}

/**
 * A registration was submitted, or taken to a social provider, with these choices (SPEC.md 3 socialData) at `at`.
 * No credential is among them.
 */
export class RegistrationChosen extends Schema.TaggedClass<RegistrationChosen>()("RegistrationChosen", {
  ...version(1),
  at: Schema.Int,
  data: SocialData
}) {}

export const metricsEvents = [AuthMetricsRestored, RegistrationChosen] as const
