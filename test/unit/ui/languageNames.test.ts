import { describe, expect, it } from "vitest"
import { languageName } from "../../../src/ui/i18n/languageNames"

describe("language names in the switcher", () => {
  it("names each language in itself", () => {
    expect(languageName("en")).toBe("English")
    expect(languageName("ru")).toBe("Русский")
    expect(languageName("uk")).toBe("Українська")
    expect(languageName("de")).toBe("Deutsch")
  })

  it("falls back to the browser's own name of an unlisted language, then to the code", () => {
    expect(languageName("nl")).toBe("Nederlands")
    expect(languageName("qq")).toBe("QQ")
  })
})
