import { Schema } from "effect"
import { parseStoredRecord } from "./storedRecord"

const Flag = Schema.Literal(0, 1)

/** SPEC.md section 3 "Global settings", with the defaults of section 9. Persisted in local storage. */
export const GlobalSettings = Schema.Struct({
  language: Schema.String.pipe(Schema.pattern(/^[a-z]{2}$/)),
  /** Hours from UTC; fractional zones such as +5:30 exist. */
  timeZone: Schema.Number.pipe(Schema.between(-12, 14)),
  is12h: Schema.Boolean,
  /** 0 light, 1 dark */
  appTheme: Flag,
  /** 0 European, 1 Asian */
  appViewType: Flag,
  coefViewId: Schema.Int,
  coefIndicationType: Schema.Int,
  appFontSize: Schema.Int.pipe(Schema.between(8, 32)),
  marketsNameType: Schema.Int,
  zoneState: Schema.Int,
  cookiesAgreeType: Schema.Int,
  userId: Schema.NullOr(Schema.Int),
  compactView: Flag,
  lightVersion: Flag,
  accumulatorOfTheDay: Flag,
  liveAccumulator: Flag,
  bestMatchesOnTop: Flag,
  betGenerator: Flag,
  detailedScore: Flag,
  showGameId: Flag,
  sportsOnly: Flag,
  teamLogosInCoupon: Flag,
  statsInNewWindow: Flag,
  moveVideoOnScroll: Flag,
  leftSectionShown: Flag,
  rightSectionShown: Flag,
  groupByCountry: Flag
}).annotations({ identifier: "GlobalSettings" })
export type GlobalSettings = typeof GlobalSettings.Type
export type SettingKey = keyof GlobalSettings

export const DEFAULT_SETTINGS: GlobalSettings = {
  language: "ru",
  timeZone: 3,
  is12h: false,
  appTheme: 0,
  appViewType: 0,
  coefViewId: 0,
  coefIndicationType: 0,
  appFontSize: 14,
  marketsNameType: 0,
  zoneState: 0,
  cookiesAgreeType: 0,
  userId: null,
  compactView: 0,
  lightVersion: 0,
  accumulatorOfTheDay: 1,
  liveAccumulator: 1,
  bestMatchesOnTop: 0,
  betGenerator: 0,
  detailedScore: 0,
  showGameId: 0,
  sportsOnly: 0,
  teamLogosInCoupon: 0,
  statsInNewWindow: 1,
  moveVideoOnScroll: 1,
  leftSectionShown: 1,
  rightSectionShown: 1,
  groupByCountry: 0
}

/** A partial, as kept in storage: unknown or malformed fields are dropped, the rest keep their defaults. */
export const StoredSettings = Schema.partial(GlobalSettings)
export type StoredSettings = typeof StoredSettings.Type

export const mergeSettings = (base: GlobalSettings, stored: StoredSettings): GlobalSettings => ({ ...base, ...stored })

/**
 * The settings the player chooses. The page's language and the signed-in user's id are part of the stored
 * global settings too, but their owners are the route and the session: the settings area never keeps a copy.
 */
const { language: _languageField, userId: _userIdField, ...playerSettingFields } = GlobalSettings.fields
export const PlayerSettings = Schema.Struct(playerSettingFields).annotations({ identifier: "PlayerSettings" })
export type PlayerSettings = typeof PlayerSettings.Type
export const PlayerSettingsPatch = Schema.partial(PlayerSettings)
export type PlayerSettingsPatch = typeof PlayerSettingsPatch.Type

const { language: _language, userId: _userId, ...defaultPlayerSettings } = DEFAULT_SETTINGS
export const DEFAULT_PLAYER_SETTINGS: PlayerSettings = defaultPlayerSettings

/** A Set, not a look-up in the Schema's fields: a replay asks it for every field of every change. */
const playerSettingKeys: ReadonlySet<string> = new Set(Object.keys(playerSettingFields))
const isPlayerSetting = (key: string): key is keyof PlayerSettings => playerSettingKeys.has(key)

/**
 * Writes a stored record or a change into `target` and answers whether anything changed. Fields owned elsewhere
 * are ignored. For folds that own a private copy (see foldByEdit).
 */
export const patchSettingsInPlace = (target: PlayerSettings, patch: StoredSettings | PlayerSettingsPatch): boolean => {
  let changed = false
  const keys = Object.keys(patch)
  for (let i = 0; i < keys.length; i++) {
    const key = keys[i]!
    const value = patch[key as keyof typeof patch]
    if (value === undefined || !isPlayerSetting(key) || value === target[key]) continue
    ;(target as Record<string, unknown>)[key] = value
    changed = true
  }
  return changed
}


/** The record of SPEC.md 3 "Global settings" as it is stored, assembled from the owners of its fields. */
export const globalSettingsOf = (settings: PlayerSettings, language: string | null, userId: number | null): GlobalSettings => ({
  ...settings,
  language: language ?? DEFAULT_SETTINGS.language,
  userId
})

export type Theme = "light" | "dark"
export const themeOf = (settings: Pick<GlobalSettings, "appTheme">): Theme => (settings.appTheme === 1 ? "dark" : "light")

/** The local-storage key of the persisted settings. */
export const SETTINGS_STORAGE_KEY = "oddsfold.settings"

/** The stored global settings; see parseStoredRecord for what survives a malformed record. */
export const parseStoredSettings = (text: string | undefined): StoredSettings => parseStoredRecord(GlobalSettings.fields, text)
