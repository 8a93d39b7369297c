import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { type LanguageCode, type LanguageOffer, preferredLanguage, translatedOffer, usableLanguages } from "../../src/domain/shell/language"
import { routeLanguage, splitLanguageSegment, switchLanguage } from "../../src/domain/shell/languageRoute"

const lng = fc.constantFrom("en", "ru", "de", "es", "fr", "tr", "uk", "kk", "az", "pt").map((s) => s as LanguageCode)
const offer: fc.Arbitrary<LanguageOffer> = fc
  .record({
    allowed: fc.uniqueArray(lng, { minLength: 1, maxLength: 6 }),
    hiddenPicks: fc.array(fc.nat(), { maxLength: 3 }),
    defaultPick: fc.nat()
  })
  .map(({ allowed, hiddenPicks, defaultPick }) => ({
    allowed,
    hidden: hiddenPicks.map((i) => allowed[i % allowed.length]!),
    default: allowed[defaultPick % allowed.length]!
  }))
const segment = fc.stringMatching(/^[a-z0-9-]{1,8}$/)
const rest = fc.array(segment, { maxLength: 4 }).map((parts) => (parts.length === 0 ? "/" : `/${parts.join("/")}`))
const search = fc.oneof(fc.constant(""), segment.map((s) => `?q=${s}`))
const sources = fc.record({
  cookie: fc.option(fc.oneof(lng, fc.string({ maxLength: 5 })), { nil: undefined }),
  browser: fc.array(fc.oneof(lng, lng.map((l) => `${l}-XX`), fc.string({ maxLength: 6 })), { maxLength: 4 })
})

describe("language routing (SPEC.md 2.1)", () => {
  it("always lands on a language the visitor may use, keeping the rest of the path and the query", () => {
    fc.assert(
      fc.property(offer, fc.boolean(), fc.option(lng, { nil: undefined }), rest, search, sources, (o, auth, first, r, q, src) => {
        const path = first === undefined ? r : `/${first}${r === "/" ? "/" : r}`
        const result = routeLanguage({ path, search: q }, o, auth, src)
        const usable = usableLanguages(o, auth)
        if (usable.length > 0) expect(usable).toContain(result.lng)
        if (result._tag === "Redirect") {
          expect(splitLanguageSegment(result.to.split("?")[0]!).segment).toBe(result.lng)
          expect(result.to.endsWith(q)).toBe(true)
          // Routing the redirect target again stays put: no redirect loops.
          const again = routeLanguage({ path: result.to.split("?")[0]!, search: q }, o, auth, src)
          if (usable.length > 0) expect(again._tag).toBe("Stay")
        }
      })
    )
  })

  it("keeps a path whose segment is usable, and replaces the URL only when the segment is missing", () => {
    fc.assert(
      fc.property(offer, fc.boolean(), rest, sources, (o, auth, r, src) => {
        const usable = usableLanguages(o, auth)
        for (const l of usable) expect(routeLanguage({ path: `/${l}${r}`, search: "" }, o, auth, src)).toMatchObject({ _tag: "Stay", lng: l })
        const missing = routeLanguage({ path: `/casino${r}`, search: "" }, o, auth, src)
        expect(missing).toMatchObject({ _tag: "Redirect", replace: true, reason: "missing" })
      })
    )
  })

  it("shows hidden languages only to signed-in players", () => {
    fc.assert(
      fc.property(offer, sources, (o, src) => {
        for (const h of o.hidden) {
          expect(usableLanguages(o, false)).not.toContain(h)
          expect(routeLanguage({ path: `/${h}/`, search: "" }, o, false, src)._tag).toBe("Redirect")
          expect(routeLanguage({ path: `/${h}/`, search: "" }, o, true, src)._tag).toBe("Stay")
        }
      })
    )
  })

  it("prefers the cookie, then the browser, then the default, then en", () => {
    const o: LanguageOffer = { allowed: ["en", "ru", "de"] as Array<LanguageCode>, hidden: [], default: "ru" as LanguageCode }
    expect(preferredLanguage(o, false, { cookie: "de", browser: ["ru-RU", "en"] })).toBe("de")
    expect(preferredLanguage(o, false, { cookie: "xx", browser: ["fr-FR", "en-GB"] })).toBe("en")
    expect(preferredLanguage(o, false, { cookie: undefined, browser: ["ja"] })).toBe("ru")
    const noDefault: LanguageOffer = { allowed: ["uk"] as Array<LanguageCode>, hidden: ["uk"] as Array<LanguageCode>, default: "uk" as LanguageCode }
    expect(preferredLanguage(noDefault, false, { cookie: undefined, browser: [] })).toBe("en")
  })

  it("switching language keeps the path and query", () => {
    fc.assert(
      fc.property(lng, lng, rest, search, (from, to, r, q) => {
        expect(switchLanguage({ path: `/${from}${r}`, search: q }, to)).toBe(`/${to}${r}${q}`)
      })
    )
  })
})

describe("the offered languages are the translated ones", () => {
  it("a configured offer is cut to en and ru, keeping order, hidden and default inside it", () => {
    fc.assert(
      fc.property(offer, (o) => {
        const cut = translatedOffer(o)
        // The oracle: the two languages with texts (a literal, not the list under test), in the configured order.
        const expected = o.allowed.filter((l) => l === "en" || l === "ru")
        expect(cut.allowed).toEqual(expected.length > 0 ? expected : ["en"])
        expect(cut.allowed).toContain(cut.default)
        if (cut.allowed.includes(o.default)) expect(cut.default).toBe(o.default)
        for (const h of cut.hidden) expect(cut.allowed).toContain(h)
        expect(cut.hidden).toEqual(o.hidden.filter((h) => cut.allowed.includes(h)))
        // Cutting twice changes nothing.
        expect(translatedOffer(cut)).toEqual(cut)
      })
    )
  })
})
