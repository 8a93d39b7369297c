import { Schema } from "effect"
import { defineProjection } from "../projection"

/**
 * The age gate (SPEC.md 9): the age this browser has confirmed (null: none yet), whether it was read, and whether the
 * visitor said they are under the site's age. Whether the gate shows is the site config's age against these
 * (domain/consent/ageConfirmation.ts mustConfirmAge); it shows only once the browser's answer was read, so a page the
 * server rendered never carries it.
 */
export const AgeGateState = Schema.Struct({
  restored: Schema.Boolean,
  confirmedAge: Schema.NullOr(Schema.Int),
  declined: Schema.Boolean
})
export type AgeGateState = typeof AgeGateState.Type

export const ageGateProjection = defineProjection({
  name: "ageGate",
  schema: AgeGateState,
  initial: { restored: false, confirmedAge: null, declined: false } as AgeGateState,
  tags: ["AgeConfirmationRestored", "AgeConfirmed", "AgeDeclined"] as const,
  apply: (state: AgeGateState, event): AgeGateState => {
    switch (event._tag) {
      case "AgeConfirmationRestored":
        return { ...state, restored: true, confirmedAge: event.confirmedAge }
      case "AgeConfirmed":
        return { restored: true, confirmedAge: event.age, declined: false }
      case "AgeDeclined":
        return { ...state, restored: true, declined: true }
      default:
        return state
    }
  }
})
