import { Schema } from "effect"
import { MailingSettings } from "../../domain/account/mailingSettings"
import { ApiError } from "../../domain/api/clientErrors"
import { defineProjection } from "../projection"

/** The settings page's server part (issue 7): the mailing settings of SPEC.md 3 and whether the last save was kept. */
export const OfficeSettingsState = Schema.Struct({
  status: Schema.Literal("idle", "loaded", "failed"),
  mailing: Schema.NullOr(MailingSettings),
  saved: Schema.Boolean,
  error: Schema.NullOr(ApiError)
})
export type OfficeSettingsState = typeof OfficeSettingsState.Type

export const initialOfficeSettings: OfficeSettingsState = { status: "idle", mailing: null, saved: false, error: null }

export const officeSettingsProjection = defineProjection({
  name: "officeSettings",
  schema: OfficeSettingsState,
  initial: initialOfficeSettings,
  tags: ["LoginSucceeded", "PlayerRegistered", "LoggedOut", "OfficeSettingsLoaded", "OfficeSettingsSaved", "OfficeSettingsFailed", "NewsletterStopped"],
  apply: (state, event): OfficeSettingsState => {
    switch (event._tag) {
      case "LoginSucceeded":
      case "PlayerRegistered":
      case "LoggedOut":
      // An unsubscribe link changed the settings on the server (maybe this player's): the page asks for them again.
      case "NewsletterStopped":
        return initialOfficeSettings
      case "OfficeSettingsLoaded":
        return { status: "loaded", mailing: event.settings.mailing, saved: false, error: null }
      case "OfficeSettingsSaved":
        return { status: "loaded", mailing: event.settings.mailing, saved: true, error: null }
      case "OfficeSettingsFailed":
        return { ...state, status: state.status === "loaded" ? "loaded" : "failed", saved: false, error: event.error }
    }
  }
})
