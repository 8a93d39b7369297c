import { Schema } from "effect"
import { AccountSettingsState as ServerState } from "../../domain/account/bonusSettings"
import { ApiError } from "../../domain/api/clientErrors"
import { defineProjection } from "../projection"

/**
 * The account settings of SPEC.md 3 (bonus_type, first_deposit_bonus_type) as the server last answered them, whether
 * the last save was kept, and the last failure (a refused change carries the server's code).
 */
export const AccountSettingsProjectionState = Schema.Struct({
  status: Schema.Literal("idle", "loaded", "failed"),
  current: Schema.NullOr(ServerState),
  saved: Schema.Boolean,
  error: Schema.NullOr(ApiError)
})
export type AccountSettingsProjectionState = typeof AccountSettingsProjectionState.Type

export const initialAccountSettings: AccountSettingsProjectionState = { status: "idle", current: null, saved: false, error: null }

export const accountSettingsProjection = defineProjection({
  name: "accountSettings",
  schema: AccountSettingsProjectionState,
  initial: initialAccountSettings,
  tags: ["LoginSucceeded", "PlayerRegistered", "LoggedOut", "AccountSettingsLoaded", "AccountSettingsSaved", "AccountSettingsFailed"],
  apply: (state, event): AccountSettingsProjectionState => {
    switch (event._tag) {
      case "LoginSucceeded":
      case "PlayerRegistered":
      case "LoggedOut":
        return initialAccountSettings
      case "AccountSettingsLoaded":
        return { status: "loaded", current: event.state, saved: false, error: null }
      case "AccountSettingsSaved":
        return { status: "loaded", current: event.state, saved: true, error: null }
      case "AccountSettingsFailed":
        return { ...state, status: state.status === "loaded" ? "loaded" : "failed", saved: false, error: event.error }
    }
  }
})
