import * as SqlClient from "@effect/sql/SqlClient"
import * as SqlSchema from "@effect/sql/SqlSchema"
import { Context, Effect, Layer, Schema } from "effect"
import type { PhoneCountry } from "../../src/domain/session/phoneCountries"
import type { LanguageCode } from "../../src/domain/shell/language"
import { orDieQuietly } from "../platform/db/databaseFault"

const PhoneCountryRow = Schema.Struct({
  id: Schema.Number,
  country_code: Schema.String,
  tel_code: Schema.String,
  mask: Schema.String,
  name_en: Schema.String,
  name_ru: Schema.String
})

/** The phone countries of migration 005, named in Russian for Russian pages and in English for every other. */
export class PhoneCountries extends Context.Tag("oddsfold/server/PhoneCountries")<
  PhoneCountries,
  { readonly list: (lang: LanguageCode) => Effect.Effect<ReadonlyArray<PhoneCountry>> }
>() {}

export const PhoneCountriesLive = Layer.effect(
  PhoneCountries,
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient
    const all = SqlSchema.findAll({
      Request: Schema.Void,
      Result: PhoneCountryRow,
      execute: () => sql`select id, country_code, tel_code, mask, name_en, name_ru from phone_countries order by position`
    })
    return {
      list: (lang) =>
        all(undefined).pipe(
          Effect.map((rows) =>
            rows.map(({ country_code, id, mask, name_en, name_ru, tel_code }) => ({
              id,
              name: lang === "ru" ? name_ru : name_en,
              country_code,
              tel_code,
              mask
            }))
          ),
          orDieQuietly
        )
    }
  })
)
