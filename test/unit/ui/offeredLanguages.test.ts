import { describe, expect, it } from "vitest"
import { demoSiteConfig } from "../../../server/config/demoConfig"
import { type LanguageOffer, type LanguageSources, TRANSLATED_LANGUAGES, translatedOffer, usableLanguages } from "../../../src/domain/shell/language"
import { routeLanguage } from "../../../src/domain/shell/languageRoute"

const routeLanguageOf = (path: string, offer: LanguageOffer, sources: LanguageSources) => {
  const routed = routeLanguage({ path, search: "" }, offer, false, sources)
  return routed._tag === "Stay" ? { _tag: "Stay" } : { _tag: "Redirect", to: routed.to }
}

/**
 * Every language the site may offer has every English key in every i18n namespace (src/ui/<area>/i18n and the page
 * groups under it), found by path so a new namespace or language is checked without editing this test.
 */
const textFiles = {
  ...import.meta.glob<Record<string, object>>("../../../src/ui/*/i18n/*.ts", { eager: true }),
  ...import.meta.glob<Record<string, object>>("../../../src/ui/*/*/i18n/*.ts", { eager: true })
}
/** "../../../src/ui/session/i18n/en.ts" -> { namespace: "session", language: "en" }; helper files (officeEn.ts) are parts of a language's texts. */
const fileOf = (path: string) => ({ namespace: path.split("/").at(-3) ?? path, language: (path.split("/").at(-1) ?? "").replace(/\.ts$/, "") })

const leaves = (tree: object, prefix = ""): ReadonlyArray<string> =>
  Object.entries(tree).flatMap(([key, value]) => {
    const path = prefix === "" ? key : `${prefix}.${key}`
    return typeof value === "string" ? (value.trim() === "" ? [] : [path]) : leaves(value as object, path)
  })

/** A plural is one key whatever forms its language needs (English _one/_other, Russian also _few/_many). */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/

/** The keys of one namespace in one language, or undefined when the namespace has no file for it. */
const keysOf = (namespace: string, language: string): ReadonlyArray<string> | undefined => {
  const entry = Object.entries(textFiles).find(([path]) => fileOf(path).namespace === namespace && fileOf(path).language === language)
  if (entry === undefined) return undefined
  const texts = entry[1][language]
  return texts === undefined ? undefined : [...new Set(leaves(texts).map((key) => key.replace(PLURAL_FORM, "")))].sort()
}

const namespaces = [...new Set(Object.keys(textFiles).filter((path) => fileOf(path).language === "en").map((path) => fileOf(path).namespace))].sort()

describe("offered languages", () => {
  it("are exactly English and Russian, the two the site has texts for", () => {
    expect(TRANSLATED_LANGUAGES).toEqual(["en", "ru"])
  })

  it("each has every key of English, non-empty, in every namespace", () => {
    expect(namespaces.length).toBeGreaterThanOrEqual(11)
    for (const namespace of namespaces) {
      const english = keysOf(namespace, "en")
      expect(english, namespace).toBeDefined()
      for (const language of TRANSLATED_LANGUAGES) expect(keysOf(namespace, language), `${namespace} in ${language}`).toEqual(english)
    }
  })

  it("a language without texts is not offered, whatever the config lists", () => {
    const configured = { allowed: ["de", "en", "es", "ru", "tr"], hidden: ["ru", "tr"], default: "de" } as unknown as Parameters<typeof translatedOffer>[0]
    const offered = translatedOffer(configured)
    expect(offered).toEqual({ allowed: ["en", "ru"], hidden: ["ru"], default: "en" })
    expect(usableLanguages(offered, false)).toEqual(["en"])
    expect(usableLanguages(offered, true)).toEqual(["en", "ru"])
    // Nothing translated at all: English, the fallback, is still a site.
    expect(translatedOffer({ allowed: ["de"], hidden: ["de"], default: "de" } as unknown as typeof configured)).toEqual({ allowed: ["en"], hidden: [], default: "en" })
  })

  it("an address in such a language goes to the visitor's preferred one, keeping the page", () => {
    const offered = translatedOffer({ allowed: ["en", "ru", "de"], hidden: [], default: "ru" } as unknown as Parameters<typeof translatedOffer>[0])
    expect(routeLanguageOf("/de/line", offered, { cookie: undefined, browser: ["de-DE", "en-US"] })).toEqual({ _tag: "Redirect", to: "/en/line" })
    expect(routeLanguageOf("/de/", offered, { cookie: undefined, browser: ["de-DE"] })).toEqual({ _tag: "Redirect", to: "/ru/" })
  })

  it("the demo site configures only languages with texts", () => {
    for (const lng of demoSiteConfig.languages.allowed) expect(TRANSLATED_LANGUAGES as ReadonlyArray<string>).toContain(lng)
    expect(translatedOffer(demoSiteConfig.languages as unknown as LanguageOffer)).toEqual(demoSiteConfig.languages)
  })
})
