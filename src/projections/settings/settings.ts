import {
  DEFAULT_PLAYER_SETTINGS,
  type GlobalSettings,
  globalSettingsOf,
  patchSettingsInPlace,
  PlayerSettings
} from "../../domain/settings/globalSettings"
import { defineProjection, type EventOf, foldByEdit } from "../projection"
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
  ...foldByEdit<PlayerSettings, EventOf<"SettingsRestored" | "SettingsChanged">>((draft, event) => {
    if (event._tag === "SettingsChanged") return patchSettingsInPlace(draft, event.patch)
    Object.assign(draft, DEFAULT_PLAYER_SETTINGS)
    patchSettingsInPlace(draft, event.stored)
    return true
  })
})

/** The global-settings record as local storage keeps it. */
export const storedSettings = (settings: PlayerSettings, language: LanguageState, session: SessionState): GlobalSettings =>
  globalSettingsOf(settings, language.current, session.userId)
