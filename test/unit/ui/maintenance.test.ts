import { describe, expect, it } from "vitest"
import { maintenanceLanguage, maintenanceWindow } from "../../../src/domain/shell/maintenance"

describe("maintenance screen language (SPEC.md 8)", () => {
  it("is Russian for AZ, KZ, UA and RU, whatever the case of the code", () => {
    for (const country of ["AZ", "KZ", "UA", "RU", "kz", "ru"]) expect(maintenanceLanguage(country), country).toBe("ru")
  })

  it("is English for every other country and when no country is known", () => {
    for (const country of ["DE", "US", "BY", "GE", ""]) expect(maintenanceLanguage(country), country).toBe("en")
    expect(maintenanceLanguage(null)).toBe("en")
  })
})

describe("maintenance window from the query", () => {
  it("reads ISO dates and epoch milliseconds", () => {
    expect(maintenanceWindow("?from=2030-01-05T01:00:00Z&to=2030-01-05T03:00:00Z")).toEqual({
      from: new Date("2030-01-05T01:00:00Z"),
      to: new Date("2030-01-05T03:00:00Z")
    })
    expect(maintenanceWindow("?from=1000&to=2000")).toEqual({ from: new Date(1000), to: new Date(2000) })
    expect(maintenanceWindow("?from=2030-01-05&to=2030-01-06")).toEqual({ from: new Date("2030-01-05"), to: new Date("2030-01-06") })
    // A window that starts and ends at the same instant is still a window.
    expect(maintenanceWindow("?from=1000&to=1000")).toEqual({ from: new Date(1000), to: new Date(1000) })
  })

  it("shows no window rather than a wrong one", () => {
    expect(maintenanceWindow("")).toBeNull()
    expect(maintenanceWindow("?from=2030-01-05T01:00:00Z")).toBeNull()
    expect(maintenanceWindow("?to=2030-01-05T01:00:00Z")).toBeNull()
    expect(maintenanceWindow("?from=%20&to=2000")).toBeNull()
    expect(maintenanceWindow("?from=soon&to=later")).toBeNull()
    // An end before the start is not a window.
    expect(maintenanceWindow("?from=2000&to=1000")).toBeNull()
  })
})
