import { describe, expect, it } from "vitest"
import { TestServices } from "../../src/adapters/layers"
import { LoadPhoneCountries } from "../../src/commands/session/commands"
import { createApp } from "../../src/commands/startup"
import { NetworkError } from "../../src/domain/api/clientErrors"
import { nationalDigits } from "../../src/domain/session/phoneCountries"

const russia = { id: 1, name: "Россия", country_code: "RU", tel_code: "+7", mask: "(###) ###-##-##" }
const spain = { id: 10, name: "Испания", country_code: "ES", tel_code: "+34", mask: "### ### ###" }

describe("the phone field's countries (SPEC.md 7)", () => {
  it("are loaded in the page's language and kept when a later load fails", async () => {
    const app = createApp(
      TestServices({ api: { session: { phoneCountries: [{ countries: [russia, spain] }, new NetworkError({ message: "Failed to fetch" })] } } }),
      { appVersion: "t", devTools: true }
    )
    await app.bus.dispatch(new LoadPhoneCountries({ lang: "ru" }))
    expect(app.store.state.phoneCountries.value).toEqual({ lang: "ru", countries: [russia, spain], error: null })
    await app.bus.dispatch(new LoadPhoneCountries({ lang: "en" }))
    expect(app.store.state.phoneCountries.value).toEqual({
      lang: "ru",
      countries: [russia, spain],
      error: new NetworkError({ message: "Failed to fetch" })
    })
    // The answer is a server answer in the log.
    expect(app.log.entries.find((e) => e.kind === "event" && e.body._tag === "PhoneCountriesLoaded")?.source).toBe("server")
  })

  it("count the national number's digits from the mask", () => {
    expect(nationalDigits(russia)).toBe(10)
    expect(nationalDigits(spain)).toBe(9)
  })
})
