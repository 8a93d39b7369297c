import fc from "fast-check"
import { Arbitrary } from "effect"
import { describe, expect, it } from "vitest"
import { DEFAULT_SETTINGS, GlobalSettings, mergeSettings, parseStoredSettings } from "../../src/domain/settings/globalSettings"

const settings = Arbitrary.make(GlobalSettings)

describe("global settings in local storage", () => {
  it("round-trip through storage", () => {
    fc.assert(
      fc.property(settings, (s) => {
        // Storage is JSON: what comes back is what JSON keeps (-0 comes back as 0).
        expect(mergeSettings(DEFAULT_SETTINGS, parseStoredSettings(JSON.stringify(s)))).toEqual(JSON.parse(JSON.stringify(s)))
      })
    )
  })

  it("a malformed field keeps its default and spares the others", () => {
    fc.assert(
      fc.property(settings, fc.constantFrom(...Object.keys(DEFAULT_SETTINGS)), fc.constantFrom<unknown>([], {}, "zz-invalid-!", -999999.5), (s, key, junk) => {
        const stored = parseStoredSettings(JSON.stringify({ ...s, [key]: junk }))
        const merged = mergeSettings(DEFAULT_SETTINGS, stored)
        expect(merged[key as keyof typeof merged]).toEqual(DEFAULT_SETTINGS[key as keyof typeof DEFAULT_SETTINGS])
        const kept = JSON.parse(JSON.stringify(s)) as typeof s
        for (const other of Object.keys(s)) if (other !== key) expect(merged[other as keyof typeof merged]).toEqual(kept[other as keyof typeof s])
      })
    )
  })

  it("anything that is not a JSON object reads as nothing stored", () => {
    for (const text of [undefined, "", "null", "[1,2]", "{bad", "42"]) expect(parseStoredSettings(text)).toEqual({})
  })

  it("defaults follow SPEC.md 9", () => {
    expect(DEFAULT_SETTINGS).toMatchObject({ language: "ru", timeZone: 3, accumulatorOfTheDay: 1, liveAccumulator: 1, statsInNewWindow: 1, moveVideoOnScroll: 1, appTheme: 0 })
  })
})
