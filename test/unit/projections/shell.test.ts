import { describe, expect, it } from "vitest"
import { TermsChangeDetected } from "../../../src/commands/session/events"
import {
  AppStarted,
  ChunkReloadStarted,
  ChunkReloadSuppressed,
  LanguageChanged,
  LanguageRedirected,
  Navigated,
  RouteFailed
} from "../../../src/commands/shell/events"
import { type AppState, appProjection } from "../../../src/projections/shell/app"
import { guessedLanguage, type LanguageState, languageProjection } from "../../../src/projections/shell/language"
import { type LocationState, locationProjection } from "../../../src/projections/shell/location"

const started = (overrides: Partial<ConstructorParameters<typeof AppStarted>[0]> = {}) =>
  new AppStarted({
    appVersion: "1.4.0",
    devTools: true,
    isBot: false,
    browserLanguages: ["de-DE", "en"],
    cookieLanguage: "uk",
    path: "/casino",
    search: "?q=1",
    ...overrides
  })
const navigated = (path: string, lng: string, mode: "push" | "replace" | "pop" = "push", search = "") => new Navigated({ path, search, lng, mode })

describe("app projection", () => {
  const initial: AppState = { started: false, appVersion: "", devTools: false, isBot: false, routeError: null, lastChunkReloadAt: null, termsChanged: false }

  it("starts empty and records the start's facts", () => {
    expect(appProjection.initial).toEqual(initial)
    expect(appProjection.apply(initial, started({ isBot: true }))).toEqual({ ...initial, started: true, appVersion: "1.4.0", devTools: true, isBot: true })
  })

  it("shows a route error until the next navigation clears it", () => {
    const failed = appProjection.apply(initial, new RouteFailed({ status: 404, message: "no such page" }))
    expect(failed).toEqual({ ...initial, routeError: { status: 404, message: "no such page" } })
    expect(appProjection.apply(failed, navigated("/en/", "en"))).toEqual(initial)
  })

  it("a navigation without a route error keeps the same state object", () => {
    expect(appProjection.apply(initial, navigated("/en/", "en"))).toBe(initial)
  })

  it("a suppressed chunk reload shows the error page with status 500 and keeps the last reload time", () => {
    expect(appProjection.apply(initial, new ChunkReloadSuppressed({ lastReloadAt: 1_000 }))).toEqual({
      ...initial,
      routeError: { status: 500, message: "chunk-load" },
      lastChunkReloadAt: 1_000
    })
    expect(appProjection.apply(initial, new ChunkReloadStarted({ at: 2_000 }))).toEqual({ ...initial, lastChunkReloadAt: 2_000 })
  })

  it("notes changed terms once", () => {
    const changed = appProjection.apply(initial, new TermsChangeDetected())
    expect(changed).toEqual({ ...initial, termsChanged: true })
    expect(appProjection.apply(changed, new TermsChangeDetected())).toBe(changed)
  })
})

describe("location projection", () => {
  const initial: LocationState = { path: "/", search: "", mode: "replace", visited: 0, lastRedirect: null }

  it("starts at / and takes the browser's location at start without counting a visit", () => {
    expect(locationProjection.initial).toEqual(initial)
    expect(locationProjection.apply(initial, started())).toEqual({ path: "/casino", search: "?q=1", mode: "replace", visited: 0, lastRedirect: null })
  })

  it("counts every route shown, with its mode", () => {
    const one = locationProjection.apply(initial, navigated("/en/", "en", "replace"))
    const two = locationProjection.apply(one, navigated("/en/live", "en", "push", "?sport=1"))
    expect(two).toEqual({ path: "/en/live", search: "?sport=1", mode: "push", visited: 2, lastRedirect: null })
    expect(locationProjection.apply(two, navigated("/en/", "en", "pop"))).toEqual({ path: "/en/", search: "", mode: "pop", visited: 3, lastRedirect: null })
  })

  it("remembers the last language redirect without moving", () => {
    const at = { path: "/en/casino", search: "", mode: "push", visited: 4, lastRedirect: null } as LocationState
    expect(locationProjection.apply(at, new LanguageRedirected({ from: "/casino", to: "/en/casino", reason: "missing" }))).toEqual({
      ...at,
      lastRedirect: { from: "/casino", to: "/en/casino" }
    })
  })
})

describe("language projection", () => {
  const initial: LanguageState = { current: null, cookie: null, browser: [] }

  it("reads the cookie and the browser's languages at start, before any route", () => {
    expect(languageProjection.initial).toEqual(initial)
    expect(languageProjection.apply(initial, started())).toEqual({ current: null, cookie: "uk", browser: ["de-DE", "en"] })
  })

  it("follows the route's language, keeping the state object when it does not change", () => {
    const atStart: LanguageState = { current: null, cookie: "uk", browser: ["de"] }
    const en = languageProjection.apply(atStart, navigated("/en/", "en"))
    expect(en).toEqual({ current: "en", cookie: "uk", browser: ["de"] })
    expect(languageProjection.apply(en, navigated("/en/live", "en"))).toBe(en)
  })

  it("a switch sets the page language and the cookie; the same switch again keeps the state object", () => {
    const before: LanguageState = { current: "en", cookie: null, browser: ["de"] }
    const switched = languageProjection.apply(before, new LanguageChanged({ lng: "ru" }))
    expect(switched).toEqual({ current: "ru", cookie: "ru", browser: ["de"] })
    expect(languageProjection.apply(switched, new LanguageChanged({ lng: "ru" }))).toBe(switched)
    // The cookie already in the language but the page not: the page still changes.
    expect(languageProjection.apply({ current: "en", cookie: "ru", browser: [] }, new LanguageChanged({ lng: "ru" }))).toEqual({
      current: "ru",
      cookie: "ru",
      browser: []
    })
    // The page already in the language but the cookie not yet set: the cookie still changes.
    expect(languageProjection.apply({ current: "ru", cookie: "en", browser: [] }, new LanguageChanged({ lng: "ru" }))).toEqual({
      current: "ru",
      cookie: "ru",
      browser: []
    })
  })

  it("guesses the start-up language from the path, then the cookie, then the browser, then Russian", () => {
    const state: LanguageState = { current: null, cookie: "uk", browser: ["de-DE"] }
    expect(guessedLanguage(state, "/fr/casino")).toBe("fr")
    expect(guessedLanguage(state, "/casino")).toBe("uk")
    expect(guessedLanguage({ ...state, cookie: null }, "/casino")).toBe("de")
    expect(guessedLanguage({ current: null, cookie: null, browser: [] }, "/")).toBe("ru")
  })
})
