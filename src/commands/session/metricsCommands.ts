import { Schema } from "effect"

/**
 * The analytics metrics of sign-in and registration (SPEC.md 3 and 4; src/domain/session/authMetrics.ts): read back
 * from storage at start, and the choices of a registration taken to a social provider.
 */

/** Reads the metrics kept in local storage (SPEC.md 9: one day). */
export class RestoreAuthMetrics extends Schema.TaggedClass<RestoreAuthMetrics>()("RestoreAuthMetrics", {}) {}

/**
 * The guest follows a social provider's registration link with the form's choices (SPEC.md 3 socialData): the
 * registration is finished on the server when the provider sends the player back.
 */
export class ChooseSocialRegistration extends Schema.TaggedClass<ChooseSocialRegistration>()("ChooseSocialRegistration", {
  countryId: Schema.Int,
  currencyId: Schema.Int,
  refCode: Schema.String
}) {}

export const metricsCommands = [RestoreAuthMetrics, ChooseSocialRegistration] as const
