import { describe, expect, it } from "vitest"
import { ConfigGroupsLoadFailed } from "../../../src/commands/config/events"
import { CaptchaClosed, SessionChecked } from "../../../src/commands/session/events"
import { SettingsChanged } from "../../../src/commands/settings/events"
import { LanguageChanged, Navigated, RouteFailed } from "../../../src/commands/shell/events"
import { NetworkError } from "../../../src/domain/api/clientErrors"
import { applyEvent, BatchFold, foldEvents, projectionsOf } from "../../../src/projections/fold"
import { initialStates } from "../../../src/projections/registry"

const go = (path: string, lng: string) => new Navigated({ path, search: "", lng, mode: "push" })

describe("which projections an event visits", () => {
  it("every projection that declared the event's tag, in registry order, and no other", () => {
    expect(projectionsOf("Navigated").names).toEqual(["app", "location", "language", "tabHistory", "auth"])
    expect(projectionsOf("CaptchaClosed").names).toEqual(["siteConfig", "session", "captcha", "captchaImage"])
    expect(projectionsOf("SettingsChanged").names).toEqual(["settings"])
    expect(projectionsOf("ConfigGroupsLoadFailed").names).toEqual([])
    expect(projectionsOf("NoSuchEvent").names).toEqual([])
  })
})

describe("applyEvent", () => {
  it("replaces the states an event changes and keeps the identity of the others", () => {
    const before = initialStates()
    const after = applyEvent(before, new SessionChecked({ userId: 42 }))
    expect(after.session).toEqual({ status: "player", userId: 42, accountId: null, deviceSession: false, fingerprintExpiresAt: null, error: null })
    for (const name of ["app", "location", "language", "siteConfig", "captcha", "settings"] as const) expect(after[name]).toBe(before[name])
    expect(before.session.status).toBe("unknown")
  })

  it("keeps the whole record when no projection changes, or none folds the event", () => {
    const before = initialStates()
    expect(applyEvent(before, new CaptchaClosed({ answered: true, code: 111, declined: [] }))).toBe(before)
    expect(applyEvent(before, new ConfigGroupsLoadFailed({ lang: "en", groups: ["seo"], error: new NetworkError({ message: "down" }) }))).toBe(before)
  })
})

describe("batch folds", () => {
  const events = [
    go("/en/", "en"),
    new RouteFailed({ status: 404, message: "missing" }),
    new SettingsChanged({ patch: { appTheme: 1 } }),
    go("/en/live", "en"),
    new LanguageChanged({ lng: "ru" }),
    new SettingsChanged({ patch: { appFontSize: 18 } }),
    new SessionChecked({ userId: null })
  ]

  it("end where folding one by one ends", () => {
    const start = initialStates()
    const batched = foldEvents(start, events)
    expect(batched).toEqual(events.reduce(applyEvent, start))
    expect(batched.location).toEqual({ path: "/en/live", search: "", mode: "push", visited: 2, lastRedirect: null })
    expect(batched.language).toEqual({ current: "ru", cookie: "ru", browser: [] })
    expect(batched.settings).toEqual({ ...start.settings, appTheme: 1, appFontSize: 18 })
    expect(batched.app.routeError).toBeNull()
    expect(batched.session.status).toBe("guest")
  })

  it("leave the states they started from untouched and keep the identity of states no event changed", () => {
    const start = initialStates()
    const batched = foldEvents(start, events)
    expect(start).toEqual(initialStates())
    expect(batched.siteConfig).toBe(start.siteConfig)
    expect(batched.captcha).toBe(start.captcha)
  })

  it("return the very record they started from when nothing changed", () => {
    const start = initialStates()
    expect(foldEvents(start, [])).toBe(start)
    expect(foldEvents(start, [new SettingsChanged({ patch: { appTheme: 0 } }), new CaptchaClosed({ answered: true, code: 1, declined: [] })])).toBe(start)
  })

  it("can be fed one event at a time and finished once", () => {
    const fold = new BatchFold(initialStates())
    for (const event of events) fold.add(event)
    expect(fold.finish()).toEqual(foldEvents(initialStates(), events))
  })
})
