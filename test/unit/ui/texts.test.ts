import { describe, expect, it } from "vitest"
import { en as configEn } from "../../../src/ui/config/i18n/en"
import { addAreaTexts } from "../../../src/ui/i18n/areaTexts"
import { createI18n } from "../../../src/ui/i18n/i18n"
import { en as sessionEn } from "../../../src/ui/session/i18n/en"
import { ru as sessionRu } from "../../../src/ui/session/i18n/ru"
import { en } from "../../../src/ui/shell/i18n/en"
import { ru } from "../../../src/ui/shell/i18n/ru"

/**
 * Every area's texts and every page's dictionary group (SPEC.md 2.4: `src/ui/<area>/<group>/i18n`), found by path, so
 * a new namespace is checked without editing this test; a namespace is named as its folder.
 */
const textFiles = {
  ...import.meta.glob<Record<string, object>>("../../../src/ui/*/i18n/{en,ru}.ts", { eager: true }),
  ...import.meta.glob<Record<string, object>>("../../../src/ui/*/*/i18n/{en,ru}.ts", { eager: true })
}
const namespaceOf = (path: string): string => path.split("/").at(-3) ?? path

/** Every leaf of a text tree as "a.b.c" -> text. */
const leaves = (tree: object, prefix = ""): Map<string, string> => {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix === "" ? key : `${prefix}.${key}`
    if (typeof value === "string") out.set(path, value)
    else for (const [p, v] of leaves(value as object, path)) out.set(p, v)
  }
  return out
}

/** All texts of one language, every key prefixed by its namespace: "session:captcha.title". */
const language = (name: "en" | "ru"): Map<string, string> => {
  const out = new Map<string, string>()
  for (const [path, module] of Object.entries(textFiles)) {
    if (!path.endsWith(`/${name}.ts`)) continue
    for (const [key, text] of leaves(module[name] ?? {})) out.set(`${namespaceOf(path)}:${key}`, text)
  }
  return out
}

const placeholders = (text: string): ReadonlyArray<string> => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? "").sort()

const english = language("en")
const russian = language("ru")

describe("the shipped texts", () => {
  it("every area with texts has both languages", () => {
    const namespaces = (name: string) => Object.keys(textFiles).filter((path) => path.endsWith(`/${name}.ts`)).map(namespaceOf).sort()
    expect(namespaces("en")).toEqual(["account", "activation", "bonusGames", "casino", "config", "content", "coupon", "devtools", "limits", "lotto", "newsletter", "partners", "passwordReset", "payments", "play", "promo", "promotions", "session", "settings", "shell", "sports", "support", "terms", "toto", "tournaments"])
    expect(namespaces("ru")).toEqual(namespaces("en"))
  })

  it("Russian has exactly the English keys, none of them empty", () => {
    // A plural is one key in both languages, whatever forms each language needs (English _one/_other, Russian also _few/_many).
    const keys = (texts: Map<string, string>) => [...new Set([...texts.keys()].map((key) => key.replace(/_(zero|one|two|few|many|other)$/, "")))].sort()
    expect(keys(russian)).toEqual(keys(english))
    for (const [key, text] of [...english, ...russian]) expect(text.trim(), key).not.toBe("")
  })

  it("each Russian text uses the same placeholders as its English one", () => {
    for (const [key, text] of english) expect(placeholders(russian.get(key) ?? ""), key).toEqual(placeholders(text))
  })

  it("Russian texts are Russian, not English left in place", () => {
    // Brand names (of sites and e-sports games), the age badge and the number sign of the debugger table are symbols, not words.
    const sameOnPurpose = new Set([
      "shell:common.ageBadge",
      "shell:support.telegram",
      "shell:support.x",
      "shell:support.youtube",
      "devtools:colSeq",
      "sports:sports.cs2",
      "sports:sports.dota2",
      "sports:sports.lol",
      // A minute mark: the number and a prime, in every language.
      "sports:tracker.minute",
      // Roulette's low and high bets are written as their numbers on every table.
      "play:roulette.low",
      "play:roulette.high"
    ])
    for (const [key, text] of russian) {
      if (sameOnPurpose.has(key)) continue
      expect(/[а-яё]/i.test(text), `${key}: ${text}`).toBe(true)
    }
  })

  it("the 404 and maintenance titles are the ones the spec names", () => {
    expect(en.notFound.title).toBe("This page could not be found")
    expect(en.maintenance.title).toBe("Maintenance underway!")
  })
})

describe("i18n", () => {
  it("shows Russian for ru, and English for a configured language without texts", async () => {
    const i18n = createI18n("ru")
    expect(i18n.t("notFound.title")).toBe(ru.notFound.title)
    await i18n.changeLanguage("de")
    expect(i18n.t("notFound.title")).toBe(en.notFound.title)
    expect(i18n.resolvedLanguage).toBe("en")
    expect(i18n.t("home.heading", { company: "Oddsfold" })).toBe("Welcome to Oddsfold")
  })

  it("an area's namespace is there once its code adds it, with the same fallback to English", async () => {
    const i18n = createI18n("ru")
    expect(i18n.hasResourceBundle("ru", "session")).toBe(false)
    addAreaTexts(i18n, "session", { en: sessionEn, ru: sessionRu })
    expect(i18n.t("captcha.title", { ns: "session" })).toBe(sessionRu.captcha.title)
    await i18n.changeLanguage("de")
    expect(i18n.t("captcha.title", { ns: "session" })).toBe(sessionEn.captcha.title)
  })

  it("adding an area's namespace again keeps the texts it has", () => {
    const i18n = createI18n("en")
    addAreaTexts(i18n, "config", { en: configEn, ru: configEn as never })
    addAreaTexts(i18n, "config", { en: { noConfig: { ...configEn.noConfig, title: "other" } }, ru: configEn as never })
    expect(i18n.t("noConfig.title", { ns: "config" })).toBe(configEn.noConfig.title)
  })

  it("each app gets its own instance: changing one does not change another", async () => {
    const a = createI18n("en")
    const b = createI18n("en")
    await a.changeLanguage("ru")
    expect(b.language).toBe("en")
  })
})
