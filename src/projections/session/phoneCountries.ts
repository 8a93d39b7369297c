import { Schema } from "effect"
import { ApiError } from "../../domain/api/clientErrors"
import { PhoneCountry } from "../../domain/session/phoneCountries"
import { defineProjection } from "../projection"

/** The countries the phone field offers, in the language they were named in. */
export const PhoneCountriesState = Schema.Struct({
  lang: Schema.NullOr(Schema.String),
  countries: Schema.Array(PhoneCountry),
  error: Schema.NullOr(ApiError)
})
export type PhoneCountriesState = typeof PhoneCountriesState.Type

export const phoneCountriesProjection = defineProjection({
  name: "phoneCountries",
  schema: PhoneCountriesState,
  initial: { lang: null, countries: [], error: null } as PhoneCountriesState,
  tags: ["PhoneCountriesLoaded", "PhoneCountriesLoadFailed"],
  apply: (state, event): PhoneCountriesState => {
    switch (event._tag) {
      case "PhoneCountriesLoaded":
        return { lang: event.lang, countries: event.countries, error: null }
      case "PhoneCountriesLoadFailed":
        // The countries already shown stay usable; the error tells the field why the new language did not come.
        return { lang: state.lang, countries: state.countries, error: event.error }
    }
  }
})
