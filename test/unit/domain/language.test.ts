import { describe, expect, it } from "vitest"
import {
  type LanguageCode,
  type LanguageOffer,
  preferredLanguage,
  primaryLanguage,
  startupLanguage,
  usableLanguages
} from "../../../src/domain/shell/language"
import { routeLanguage, splitLanguageSegment, switchLanguage, withLanguage } from "../../../src/domain/shell/languageRoute"

const codes = (...list: Array<string>) => list as Array<LanguageCode>
const offer = (allowed: Array<string>, hidden: Array<string>, byDefault: string): LanguageOffer => ({
  allowed: codes(...allowed),
  hidden: codes(...hidden),
  default: byDefault as LanguageCode
})
const none = { cookie: undefined, browser: [] }

describe("start-up language, before the config is known (SPEC.md 2.1, 9)", () => {
  const sources = { cookie: "uk", browser: ["de-DE", "fr"] }

  it("1. the path's segment wins over everything", () => {
    expect(startupLanguage("es", sources)).toBe("es")
  })

  it("2. without a segment, the cookie wins over the browser", () => {
    expect(startupLanguage(undefined, sources)).toBe("uk")
    expect(startupLanguage("x1", { cookie: "UK-ua", browser: ["de"] })).toBe("uk")
  })

  it("3. without a cookie, the first readable browser language", () => {
    expect(startupLanguage(undefined, { cookie: undefined, browser: ["*", "de-DE", "fr"] })).toBe("de")
    expect(startupLanguage(undefined, { cookie: "not a language", browser: ["fr"] })).toBe("fr")
  })

  it("4. with nothing readable, the product default Russian", () => {
    expect(startupLanguage(undefined, none)).toBe("ru")
    expect(startupLanguage(undefined, { cookie: "", browser: ["*", "123"] })).toBe("ru")
  })
})

describe("preferred language once the config is known (SPEC.md 2.1)", () => {
  const o = offer(["en", "ru", "de", "kk"], ["kk"], "ru")

  it("1. the cookie, when this visitor may use it", () => {
    expect(preferredLanguage(o, false, { cookie: "de", browser: ["en"] })).toBe("de")
    expect(preferredLanguage(o, false, { cookie: "DE-at", browser: ["en"] })).toBe("de")
  })

  it("2. else the first browser language the visitor may use, in the browser's order", () => {
    expect(preferredLanguage(o, false, { cookie: "fr", browser: ["es", "en-GB", "de"] })).toBe("en")
  })

  it("3. else the configured default", () => {
    expect(preferredLanguage(o, false, { cookie: "fr", browser: ["es"] })).toBe("ru")
  })

  it("4. else en, when the default is hidden from this visitor", () => {
    expect(preferredLanguage(offer(["de", "en", "kk"], ["kk"], "kk"), false, none)).toBe("en")
  })

  it("5. else the first language offered to the visitor, when en is not offered to them either", () => {
    expect(preferredLanguage(offer(["kk", "de", "uk"], ["kk"], "kk"), false, none)).toBe("de")
    expect(preferredLanguage(offer(["kk", "en"], ["kk", "en"], "kk"), false, none)).toBe("en")
    // Nothing at all is offered to a guest: en still gives the page a language.
    expect(preferredLanguage(offer(["kk"], ["kk"], "kk"), false, none)).toBe("en")
  })

  it("hidden languages count only for signed-in players, at every step", () => {
    expect(preferredLanguage(o, false, { cookie: "kk", browser: ["kk"] })).toBe("ru")
    expect(preferredLanguage(o, true, { cookie: "kk", browser: [] })).toBe("kk")
    expect(preferredLanguage(o, true, { cookie: undefined, browser: ["kk-KZ"] })).toBe("kk")
    expect(preferredLanguage(offer(["kk", "de"], ["kk"], "kk"), true, none)).toBe("kk")
    expect(usableLanguages(o, false)).toEqual(["en", "ru", "de"])
    expect(usableLanguages(o, true)).toEqual(["en", "ru", "de", "kk"])
  })

  it("reads only the primary subtag of a language tag", () => {
    expect(primaryLanguage(" en-GB ")).toBe("en")
    expect(primaryLanguage("pt_BR")).toBe("pt")
    expect(primaryLanguage("ENG")).toBeUndefined()
    expect(primaryLanguage("")).toBeUndefined()
  })
})

describe("language segment of the path (SPEC.md 2.1)", () => {
  const o = offer(["en", "ru", "kk"], ["kk"], "ru")

  it("stays on a usable segment, with the rest of the path", () => {
    expect(routeLanguage({ path: "/en/casino/slots", search: "?q=1" }, o, false, none)).toEqual({ _tag: "Stay", lng: "en", rest: "/casino/slots" })
    expect(routeLanguage({ path: "/ru", search: "" }, o, false, none)).toEqual({ _tag: "Stay", lng: "ru", rest: "/" })
  })

  it("a missing segment is put in front of the path and the URL is replaced", () => {
    expect(routeLanguage({ path: "/casino", search: "?q=1" }, o, false, { cookie: "en", browser: [] })).toEqual({
      _tag: "Redirect",
      lng: "en",
      to: "/en/casino?q=1",
      replace: true,
      reason: "missing"
    })
  })

  it("a segment the visitor may not use is swapped, pushing a new URL", () => {
    expect(routeLanguage({ path: "/kk/live", search: "" }, o, false, none)).toEqual({
      _tag: "Redirect",
      lng: "ru",
      to: "/ru/live",
      replace: false,
      reason: "not-allowed"
    })
    expect(routeLanguage({ path: "/kk/live", search: "" }, o, true, none)).toEqual({ _tag: "Stay", lng: "kk", rest: "/live" })
    expect(routeLanguage({ path: "/EN/live", search: "" }, o, false, none)).toEqual({ _tag: "Stay", lng: "en", rest: "/live" })
  })

  it("splits the first segment only when it is two letters", () => {
    expect(splitLanguageSegment("en/casino")).toEqual({ segment: "en", rest: "/casino" })
    expect(splitLanguageSegment("/eng/casino")).toEqual({ segment: undefined, rest: "/eng/casino" })
    expect(splitLanguageSegment("/")).toEqual({ segment: undefined, rest: "/" })
    // A path that still carries a query or fragment in its first segment is not split at a later one.
    expect(splitLanguageSegment("/#/de")).toEqual({ segment: undefined, rest: "/#/de" })
    expect(splitLanguageSegment("/en?x")).toEqual({ segment: undefined, rest: "/en?x" })
  })

  it("builds paths with a language and switches language keeping path and query", () => {
    expect(withLanguage("de" as LanguageCode, "/")).toBe("/de/")
    expect(withLanguage("de" as LanguageCode, "")).toBe("/de/")
    expect(withLanguage("de" as LanguageCode, "live", "?a=1")).toBe("/de/live?a=1")
    expect(switchLanguage({ path: "/en/live/football", search: "?a=1" }, "ru" as LanguageCode)).toBe("/ru/live/football?a=1")
    expect(switchLanguage({ path: "/casino", search: "" }, "ru" as LanguageCode)).toBe("/ru/casino")
  })
})
