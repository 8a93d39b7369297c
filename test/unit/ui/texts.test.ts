import { describe, expect, it } from "vitest"
import { en } from "../../../src/ui/i18n/en"
import { createI18n } from "../../../src/ui/i18n/i18n"
import { ru } from "../../../src/ui/i18n/ru"

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

const placeholders = (text: string): ReadonlyArray<string> => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? "").sort()

const english = leaves(en)
const russian = leaves(ru)

describe("the shipped texts", () => {
  it("Russian has exactly the English keys, none of them empty", () => {
    expect([...russian.keys()].sort()).toEqual([...english.keys()].sort())
    for (const [key, text] of [...english, ...russian]) expect(text.trim(), key).not.toBe("")
  })

  it("each Russian text uses the same placeholders as its English one", () => {
    for (const [key, text] of english) expect(placeholders(russian.get(key) ?? ""), key).toEqual(placeholders(text))
  })

  it("Russian texts are Russian, not English left in place", () => {
    // Brand names, the age badge and the number sign of the debugger table are symbols, not words.
    const sameOnPurpose = new Set(["common.ageBadge", "support.telegram", "support.x", "support.youtube", "debuggerPage.colSeq"])
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

  it("each app gets its own instance: changing one does not change another", async () => {
    const a = createI18n("en")
    const b = createI18n("en")
    await a.changeLanguage("ru")
    expect(b.language).toBe("en")
  })
})
