import { Clock, Effect, Option } from "effect"
import { Storage } from "../../adapters/Storage"
import { AUTH_METRICS_STORAGE_KEY, restoredMetrics, socialDataOf } from "../../domain/session/authMetrics"
import type { RegistrationMethod } from "../../domain/session/registration"
import type { States } from "../../projections/registry"
import { emit, type Handler } from "../handler"
import { Query } from "../query"
import type { ChooseSocialRegistration, RestoreAuthMetrics } from "./metricsCommands"
import { AuthMetricsRestored, RegistrationChosen } from "./metricsEvents"

/**
 * The metrics kept in local storage, if still within their day (SPEC.md 9); metrics past it are removed. The read
 * and the time are service answers in the log, so a replay restores the same metrics.
 */
export const restoreAuthMetrics: Handler<RestoreAuthMetrics> = () =>
  Effect.gen(function* () {
    const storage = yield* Storage
    const stored = yield* storage.get("local", AUTH_METRICS_STORAGE_KEY)
    if (stored === undefined) return emit()
    const metrics = restoredMetrics(stored, yield* Clock.currentTimeMillis)
    if (Option.isNone(metrics)) {
      yield* storage.remove("local", AUTH_METRICS_STORAGE_KEY)
      return emit()
    }
    return emit(new AuthMetricsRestored({ metrics: metrics.value }))
  })

/**
 * The RegistrationChosen of a registration submitted with these choices (nothing for choices no registration offers:
 * SPEC.md 5, such analytics are logged and not sent). The country's code comes from the phone countries the form
 * offered.
 */
export const registrationChosen = (
  states: States,
  choices: { readonly regType: RegistrationMethod; readonly countryId: number; readonly currencyId: number; readonly refCode: string }
): Effect.Effect<ReadonlyArray<RegistrationChosen>> =>
  Effect.gen(function* () {
    const country = states.phoneCountries.countries.find((c) => c.id === choices.countryId)
    const data = socialDataOf(choices, country?.country_code ?? null)
    if (data === undefined) {
      yield* Effect.logWarning(`registration analytics: choices not offered (country ${choices.countryId}, currency ${choices.currencyId})`)
      return []
    }
    return [new RegistrationChosen({ at: yield* Clock.currentTimeMillis, data })]
  })

export const chooseSocialRegistration: Handler<ChooseSocialRegistration> = (command) =>
  Effect.gen(function* () {
    const states = yield* (yield* Query).states
    return emit(...(yield* registrationChosen(states, { regType: "social", ...command })))
  })
