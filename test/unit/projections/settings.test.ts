import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { SettingsChanged, SettingsRestored } from "../../../src/commands/settings/events"
import type { PlayerSettings } from "../../../src/domain/settings/globalSettings"
import { foldEvents } from "../../../src/projections/fold"
import { initialStates } from "../../../src/projections/registry"
import { settingsProjection, storedSettings } from "../../../src/projections/settings/settings"
import { SPEC_DEFAULT_SETTINGS } from "../../support/specSettings"

/** SPEC.md 9's defaults of the settings the player chooses: the language and user id have other owners. */
const { language: _language, userId: _userId, ...defaults } = SPEC_DEFAULT_SETTINGS

/** The settings after a batch fold (a replay's) of the events, from `state`. */
const batch = (state: PlayerSettings, events: ReadonlyArray<SettingsChanged | SettingsRestored>) => foldEvents({ ...initialStates(), settings: state }, events).settings
const oneByOne = (state: PlayerSettings, events: ReadonlyArray<SettingsChanged | SettingsRestored>) => events.reduce(settingsProjection.apply, state)

describe("settings projection", () => {
  it("starts at SPEC.md 9's defaults", () => {
    expect(settingsProjection.initial).toEqual(defaults)
  })

  it("restoring starts again from the defaults and applies what was stored, ignoring fields owned elsewhere", () => {
    const changed: PlayerSettings = { ...defaults, appTheme: 1, appFontSize: 18 }
    expect(settingsProjection.apply(changed, new SettingsRestored({ stored: { appFontSize: 16, language: "de", userId: 5 } }))).toEqual({
      ...defaults,
      appFontSize: 16
    })
  })

  it("a change applies on top of the current settings", () => {
    const dark: PlayerSettings = { ...defaults, appTheme: 1 }
    expect(settingsProjection.apply(dark, new SettingsChanged({ patch: { timeZone: -5, is12h: true } }))).toEqual({ ...defaults, appTheme: 1, timeZone: -5, is12h: true })
  })

  it("a change that changes nothing keeps the state object, one-by-one and in a batch", () => {
    const same = new SettingsChanged({ patch: { appTheme: 0, language: "de" } })
    expect(settingsProjection.apply(defaults, same)).toBe(defaults)
    expect(batch(defaults, [same, same])).toBe(defaults)
    expect(batch(defaults, [])).toBe(defaults)
  })

  it("a batch ends where folding one by one ends, without touching the state it started from", () => {
    const start: PlayerSettings = { ...defaults, appTheme: 1 }
    const events = [
      new SettingsChanged({ patch: { appFontSize: 20 } }),
      new SettingsRestored({ stored: { compactView: 1 } }),
      new SettingsChanged({ patch: { timeZone: 5.5 } })
    ]
    expect(batch(start, events)).toEqual({ ...defaults, compactView: 1, timeZone: 5.5 })
    expect(start).toEqual({ ...defaults, appTheme: 1 })
    // Restoring an empty record still resets the player's changes to the defaults.
    expect(batch(start, [new SettingsRestored({ stored: {} })])).toEqual(defaults)
    const patch = fc.record(
      { appTheme: fc.constantFrom(0 as const, 1 as const), appFontSize: fc.integer({ min: 8, max: 32 }), timeZone: fc.integer({ min: -12, max: 14 }) },
      { requiredKeys: [] }
    )
    const event = fc.oneof(patch.map((p) => new SettingsChanged({ patch: p })), patch.map((p) => new SettingsRestored({ stored: p })))
    fc.assert(
      fc.property(fc.array(event, { maxLength: 8 }), (list) => {
        expect(batch(start, list)).toEqual(oneByOne(start, list))
      })
    )
  })

  it("the stored record takes the language and the user id from their owners, and SPEC.md 9's ru without a page language", () => {
    const session = { status: "player", userId: 42, accountId: null, deviceSession: false, fingerprintExpiresAt: null, error: null } as const
    expect(storedSettings(defaults, { current: "en", cookie: null, browser: [] }, session)).toEqual({ ...defaults, language: "en", userId: 42 })
    expect(storedSettings(defaults, { current: null, cookie: null, browser: [] }, { ...session, status: "guest", userId: null })).toEqual({
      ...defaults,
      language: "ru",
      userId: null
    })
  })
})
