import {
  applySettingsPatch,
  DEFAULT_PLAYER_SETTINGS,
  type GlobalSettings,
  globalSettingsOf,
  patchSettingsInPlace,
  PlayerSettings
} from "../../domain/settings/globalSettings"
import { defineProjection } from "../projection"
import type { SessionState } from "../session/session"
import type { LanguageState } from "../shell/language"

/**
 * SPEC.md 3 "Global settings" that the player chooses: defaults, then what was stored, then the player's changes.
 * The language and the user id of the stored record are read from their owners when it is written.
 */
export const settingsProjection = defineProjection({
  name: "settings",
  schema: PlayerSettings,
  initial: DEFAULT_PLAYER_SETTINGS,
  tags: ["SettingsRestored", "SettingsChanged"],
  apply: (state, event): PlayerSettings => {
    switch (event._tag) {
      case "SettingsRestored":
        return applySettingsPatch(DEFAULT_PLAYER_SETTINGS, event.stored)
      case "SettingsChanged":
        return applySettingsPatch(state, event.patch)
    }
  },
  // A batch copies the settings once and writes every change into that private copy.
  applyBatch: (state, events) => {
    const next = { ...state }
    let changed = false
    for (const event of events) {
      if (event._tag === "SettingsRestored") {
        Object.assign(next, DEFAULT_PLAYER_SETTINGS)
        changed = true
      }
      changed = patchSettingsInPlace(next, event._tag === "SettingsRestored" ? event.stored : event.patch) || changed
    }
    return changed ? next : state
  }
})

/** The global-settings record as local storage keeps it. */
export const storedSettings = (settings: PlayerSettings, language: LanguageState, session: SessionState): GlobalSettings =>
  globalSettingsOf(settings, language.current, session.userId)
