import { Schema } from "effect"
import { defineProjection } from "../projection"

/**
 * Whose settings this browser kept when the visit started: the user id of the stored global settings record
 * (SPEC.md 3 "Global settings" userId), null for a guest's or none. The settings projection leaves the id to the
 * session, which owns it from then on; this keeps what the record said, so the account area can tell a browser that
 * already keeps a player's settings from one that does not (src/domain/settings/savedSettings.ts).
 */
export const SettingsOwnerState = Schema.Struct({ restoredFor: Schema.NullOr(Schema.Int) })
export type SettingsOwnerState = typeof SettingsOwnerState.Type

export const settingsOwnerProjection = defineProjection({
  name: "settingsOwner",
  schema: SettingsOwnerState,
  initial: { restoredFor: null } as SettingsOwnerState,
  tags: ["SettingsRestored"],
  apply: (state, event): SettingsOwnerState => {
    const restoredFor = event.stored.userId ?? null
    return restoredFor === state.restoredFor ? state : { restoredFor }
  }
})
