import { describe, expect, it } from "vitest"
import { AppStarted, Navigated } from "../../../src/commands/shell/events"
import { SettingsChanged } from "../../../src/commands/settings/events"
import { ProjectionStore } from "../../../src/projections/store"
import { bindDocument } from "../../../src/ui/shell/document/bindDocument"
import { createI18n } from "../../../src/ui/i18n/i18n"

/** The part of <html> the binding writes. */
const fakeRoot = () => ({ lang: "", dataset: {} as Record<string, string>, style: { colorScheme: "" } })

const started = (browserLanguages: ReadonlyArray<string>, path = "/") =>
  new AppStarted({ appVersion: "t", devTools: true, isBot: false, browserLanguages: [...browserLanguages], cookieLanguage: null, path, search: "" })

describe("document bindings", () => {
  it("<html lang> and i18next follow the routed language; before routing, the start-up guess", () => {
    const store = new ProjectionStore()
    const i18n = createI18n("en")
    const root = fakeRoot()
    const unbind = bindDocument(store, i18n, root as unknown as HTMLElement)

    store.apply(started(["ru-RU"]))
    expect(root.lang).toBe("ru")
    expect(i18n.language).toBe("ru")

    store.apply(new Navigated({ path: "/de/", search: "", lng: "de", mode: "replace" }))
    expect(root.lang).toBe("de")
    expect(i18n.language).toBe("de")

    unbind()
    store.apply(new Navigated({ path: "/en/", search: "", lng: "en", mode: "push" }))
    expect(root.lang).toBe("de")
  })

  it("data-theme follows settings.appTheme", () => {
    const store = new ProjectionStore()
    const root = fakeRoot()
    bindDocument(store, createI18n("en"), root as unknown as HTMLElement)
    expect(root.dataset.theme).toBe("light")
    store.apply(new SettingsChanged({ patch: { appTheme: 1 } }))
    expect(root.dataset.theme).toBe("dark")
    expect(root.style.colorScheme).toBe("dark")
    store.apply(new SettingsChanged({ patch: { appTheme: 0 } }))
    expect(root.dataset.theme).toBe("light")
  })
})
