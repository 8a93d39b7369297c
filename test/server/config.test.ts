import { Effect } from "effect"
import { describe, expect, it } from "vitest"
import { CONFIG_GROUP_CACHE_CONTROL } from "../../src/domain/api/contract"
import type { LanguageCode } from "../../src/domain/shell/language"
import { withClient } from "./support/apiClient"
import { oneDatabase } from "./support/databases"
import { useTestServer } from "./support/testServer"

const lang = (code: string) => code as LanguageCode

describe.each(oneDatabase)("site config on $label", (db) => {
  // The tests' own address plays the edge proxy that sets the geo country.
  const server = useTestServer(db, { trustedProxies: ["127.0.0.1"] })

  it("answers the seeded site config for every language asked, offering the translated ones, default Russian", async () => {
    for (const code of ["en", "ru", "de", "uk"]) {
      const config = await withClient(server.url, (client) => client.config.all({ urlParams: { lang: lang(code) }, headers: {} }))
      expect(config.companyName).toBe("Oddsfold")
      expect(config.languages.default).toBe("ru")
      expect([...config.languages.allowed].sort()).toEqual(["en", "ru"])
      expect(config.languages.hidden).toEqual([])
      expect(config.registration).toEqual({ allowed: true, types: ["fast", "phone", "full", "social"] })
      expect(config.isVipDomain).toBe(false)
      expect(config.availableRoutes).toEqual(expect.arrayContaining([13, 47]))
      expect(config.enabledLimitIds).toEqual([20, 21, 22, 31, 32])
      expect(config.features["oneClick"]).toBe(true)
      expect(config.features["snowfall"]).toBe(false)
    }
  })

  it("never offers a stored language the site has no texts for, nor makes it the default", async () => {
    const stored = "'{\"allowed\": [\"de\", \"ru\", \"tr\", \"en\"], \"hidden\": [\"en\", \"tr\"], \"default\": \"de\"}'"
    await server.database.query(`update site_config set config = jsonb_set(config, '{languages}', ${stored}::jsonb)`)
    try {
      let languages: { allowed: ReadonlyArray<string>; hidden: ReadonlyArray<string>; default: string } | undefined
      // The server polls the stored config every second.
      for (let i = 0; i < 50 && languages?.default !== "en"; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100))
        languages = (await withClient(server.url, (client) => client.config.all({ urlParams: { lang: lang("de") }, headers: {} }))).languages
      }
      expect(languages).toEqual({ allowed: ["ru", "en"], hidden: ["en"], default: "en" })
      // Texts asked in the untranslated language come in the (translated) default.
      const groups = await fetch(`${server.url}/bff-api/config/group/get?groups=seo&lang=de`)
      expect(groups.status).toBe(200)
    } finally {
      await server.database.query(`update site_config set config = jsonb_set(config, '{languages}', '{"allowed": ["en", "ru"], "hidden": [], "default": "ru"}'::jsonb)`)
      // The next test reads the seeded offer again: wait for the poll to serve it.
      for (let i = 0; i < 50; i++) {
        const served = await withClient(server.url, (client) => client.config.all({ urlParams: { lang: lang("en") }, headers: {} }))
        if (served.languages.default === "ru") break
        await new Promise((resolve) => setTimeout(resolve, 100))
      }
    }
  })

  it("answers a well-formed language the site does not offer in the default language, and refuses a malformed one", async () => {
    const config = await withClient(server.url, (client) => client.config.all({ urlParams: { lang: lang("zz") }, headers: {} }))
    expect(config.languages.default).toBe("ru")
    const raw = await fetch(`${server.url}/bff-api/config/all.json?lang=english`)
    expect(raw.status).toBe(400)
    expect(await raw.json()).toMatchObject({ _tag: "HttpApiDecodeError" })
  })

  it("reports the edge's geo country upper-cased, or null without the header", async () => {
    const withGeo = await withClient(server.url, (client) =>
      client.config.all({ urlParams: { lang: lang("en") }, headers: { "x-geo-country": "de" } })
    )
    expect(withGeo.geoCountry).toBe("DE")
    const withoutGeo = await withClient(server.url, (client) => client.config.all({ urlParams: { lang: lang("en") }, headers: {} }))
    expect(withoutGeo.geoCountry).toBeNull()
  })

  it("answers the config groups that exist, in the requested language, leaving unknown names out", async () => {
    const ru = await withClient(server.url, (client) =>
      client.config.groups({ urlParams: { groups: ["seo", "coupon", "no_such_group"], lang: lang("ru") } })
    )
    expect(Object.keys(ru.groups).sort()).toEqual(["coupon", "seo"])
    expect(ru.groups["seo"]?.["title"]).toMatch(/ставки/)
    // Values shared by all languages stay under the language's own ones.
    expect(ru.groups["seo"]?.["titleTemplate"]).toBe("%s | Oddsfold")
    // Money in integer minor units.
    expect(ru.groups["coupon"]?.["amountStep.RUB"]).toBe(10000)
    expect(ru.groups["coupon"]?.["initialAmount.USD"]).toBe(500)

    const en = await withClient(server.url, (client) => client.config.groups({ urlParams: { groups: ["seo"], lang: lang("en") } }))
    expect(en.groups["seo"]?.["title"]).toBe("Oddsfold: sports betting and casino")
    // A language the site does not offer (unknown, or without the site's texts) gets the default language's (Russian) texts.
    for (const code of ["zz", "fr", "de"]) {
      const other = await withClient(server.url, (client) => client.config.groups({ urlParams: { groups: ["seo"], lang: lang(code) } }))
      expect(other.groups["seo"]?.["title"], code).toBe(ru.groups["seo"]?.["title"])
      expect(other.groups["seo"]?.["title"], code).not.toBe(en.groups["seo"]?.["title"])
    }
  })

  it("lets browsers and proxies cache config groups, but never an error", async () => {
    const ok = await fetch(`${server.url}/bff-api/config/group/get?groups=coupon,social&lang=en`)
    expect(ok.status).toBe(200)
    expect(ok.headers.get("cache-control")).toBe(CONFIG_GROUP_CACHE_CONTROL)
    const refused = await fetch(`${server.url}/bff-api/config/group/get?groups=coupon&lang=english`)
    expect(refused.status).toBe(400)
    expect(refused.headers.get("cache-control")).toBe("no-store")
  })

  it("keeps site config answers out of shared caches, and has browsers revalidate them every time", async () => {
    const response = await fetch(`${server.url}/bff-api/config/all.json?lang=en`)
    expect(response.headers.get("cache-control")).toBe("private, no-cache")
    expect(response.headers.get("content-type")).toMatch(/^application\/json/)
  })

  it("answers an empty group list with no groups only when every name is unknown", async () => {
    const none = await withClient(server.url, (client) =>
      client.config.groups({ urlParams: { groups: ["nothing_here"], lang: lang("en") } }).pipe(Effect.map((r) => r.groups))
    )
    expect(none).toEqual({})
  })
})
