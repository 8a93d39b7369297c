import { describe, expect, it } from "vitest"
import type { LanguageCode } from "../../src/domain/shell/language"
import { withClient } from "./support/apiClient"
import { oneDatabase } from "./support/databases"
import { useTestServer } from "./support/testServer"

describe.each(oneDatabase)("phone countries on $label", (db) => {
  const server = useTestServer(db)

  it("answers the seeded countries in order, named in Russian for Russian pages and in English otherwise", async () => {
    const ru = await withClient(server.url, (client) => client.session.phoneCountries({ urlParams: { lang: "ru" as LanguageCode } }))
    expect(ru.countries).toHaveLength(15)
    expect(ru.countries[0]).toEqual({ id: 1, name: "Россия", country_code: "RU", tel_code: "+7", mask: "(###) ###-##-##" })
    expect(ru.countries.map((c) => c.country_code).slice(0, 4)).toEqual(["RU", "KZ", "UZ", "AZ"])
    const de = await withClient(server.url, (client) => client.session.phoneCountries({ urlParams: { lang: "de" as LanguageCode } }))
    expect(de.countries[8]).toEqual({ id: 9, name: "Germany", country_code: "DE", tel_code: "+49", mask: "#### #######" })
  })

  it("needs no session, and refuses a malformed language with a typed 400", async () => {
    const raw = await fetch(`${server.url}/web-api/phone/countries?lang=english`)
    expect(raw.status).toBe(400)
    expect(await raw.json()).toMatchObject({ _tag: "HttpApiDecodeError" })
  })
})
