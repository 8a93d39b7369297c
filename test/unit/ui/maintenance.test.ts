import { describe, expect, it } from "vitest"
import { maintenanceLanguage } from "../../../src/domain/shell/maintenance"

describe("maintenance screen language (SPEC.md 8)", () => {
  it("is Russian for AZ, KZ, UA and RU, whatever the case of the code", () => {
    for (const country of ["AZ", "KZ", "UA", "RU", "kz", "ru"]) expect(maintenanceLanguage(country), country).toBe("ru")
  })

  it("is English for every other country and when no country is known", () => {
    for (const country of ["DE", "US", "BY", "GE", ""]) expect(maintenanceLanguage(country), country).toBe("en")
    expect(maintenanceLanguage(null)).toBe("en")
  })
})
