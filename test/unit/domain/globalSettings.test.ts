import { describe, expect, it } from "vitest"
import {
  DEFAULT_PLAYER_SETTINGS,
  DEFAULT_SETTINGS,
  globalSettingsOf,
  type PlayerSettings,
  parseStoredSettings,
  patchSettingsInPlace,
  SETTINGS_STORAGE_KEY,
  themeOf
} from "../../../src/domain/settings/globalSettings"
import { SPEC_DEFAULT_SETTINGS } from "../../support/specSettings"

describe("global settings rules (SPEC.md 3, 9)", () => {
  it("the stored record's defaults are SPEC.md 9's: Russian, UTC+3, accumulators, stats window and video on", () => {
    expect(DEFAULT_SETTINGS).toEqual(SPEC_DEFAULT_SETTINGS)
    expect(Object.keys(DEFAULT_PLAYER_SETTINGS)).not.toContain("language")
    expect(Object.keys(DEFAULT_PLAYER_SETTINGS)).not.toContain("userId")
    expect(SETTINGS_STORAGE_KEY).toBe("oddsfold.settings")
  })

  it("writing a patch in place reports whether anything changed, skipping undefined and fields owned elsewhere", () => {
    const target: PlayerSettings = { ...DEFAULT_PLAYER_SETTINGS }
    expect(patchSettingsInPlace(target, { appTheme: 0, language: "de", userId: 3 })).toBe(false)
    expect(target).toEqual(DEFAULT_PLAYER_SETTINGS)
    expect(patchSettingsInPlace(target, { appTheme: 1, appFontSize: undefined })).toBe(true)
    expect(target).toEqual({ ...DEFAULT_PLAYER_SETTINGS, appTheme: 1 })
    expect("language" in target).toBe(false)
  })


  it("the stored record takes the page language (else Russian) and the user id", () => {
    expect(globalSettingsOf(DEFAULT_PLAYER_SETTINGS, "en", 42)).toEqual({ ...DEFAULT_SETTINGS, language: "en", userId: 42 })
    expect(globalSettingsOf(DEFAULT_PLAYER_SETTINGS, null, null)).toEqual(DEFAULT_SETTINGS)
  })

  it("theme 1 is dark, 0 light", () => {
    expect(themeOf({ appTheme: 1 })).toBe("dark")
    expect(themeOf({ appTheme: 0 })).toBe("light")
  })

  it("reads stored fields one by one: a bad field is dropped, an unknown one ignored", () => {
    expect(parseStoredSettings('{"appTheme":1,"appFontSize":99,"timeZone":5.5,"nonsense":1,"language":"EN"}')).toEqual({ appTheme: 1, timeZone: 5.5 })
    expect(parseStoredSettings('{"userId":null,"language":"de"}')).toEqual({ userId: null, language: "de" })
  })
})
