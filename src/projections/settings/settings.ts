import { DEFAULT_SETTINGS, GlobalSettings, mergeSettings } from "../../domain/settings/globalSettings"
import { defineProjection } from "../projection"

/** SPEC.md 3 "Global settings": defaults, then what was stored, then the player's changes. */
export const settingsProjection = defineProjection({
  name: "settings",
  schema: GlobalSettings,
  initial: DEFAULT_SETTINGS,
  apply: (state, event): GlobalSettings => {
    switch (event._tag) {
      case "SettingsRestored":
        return mergeSettings(DEFAULT_SETTINGS, event.stored)
      case "SettingsChanged":
        return mergeSettings(state, event.patch)
      case "Navigated":
      case "LanguageChanged":
        return state.language === event.lng ? state : { ...state, language: event.lng }
      case "SessionChecked":
        return state.userId === event.userId ? state : { ...state, userId: event.userId }
      default:
        return state
    }
  }
})
