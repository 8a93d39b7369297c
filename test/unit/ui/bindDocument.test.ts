import { describe, expect, it } from "vitest"
import { AppStarted, Navigated } from "../../../src/commands/shell/events"
import { ConfigLoaded } from "../../../src/commands/config/events"
import { SettingsChanged } from "../../../src/commands/settings/events"
import { ProjectionStore } from "../../../src/projections/store"
import { bindDocument } from "../../../src/ui/shell/document/bindDocument"
import { createI18n } from "../../../src/ui/i18n/i18n"
import { demoConfig } from "../../support/demoConfig"

/** An element's attributes, as the binding reads and writes them. */
const fakeElement = (attributes: Record<string, string>) => ({
  attributes,
  getAttribute: (name: string) => attributes[name] ?? null,
  setAttribute: (name: string, value: string) => {
    attributes[name] = value
  }
})

/** The part of <html> and its document the binding writes: the theme-colour meta and two touch icon links. */
const fakeRoot = (userAgent = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36") => {
  const themeColor = fakeElement({ name: "theme-color", content: "#0b3d2e" })
  const icons = [fakeElement({ rel: "apple-touch-icon", sizes: "72x72" }), fakeElement({ rel: "apple-touch-icon", sizes: "512x512" })]
  const properties = new Map<string, string>()
  return {
    lang: "",
    dataset: {} as Record<string, string>,
    style: {
      colorScheme: "",
      properties,
      setProperty: (name: string, value: string) => void properties.set(name, value),
      removeProperty: (name: string) => void properties.delete(name)
    },
    themeColor,
    icons,
    ownerDocument: {
      defaultView: { navigator: { userAgent } },
      querySelector: (selector: string) => (selector === 'meta[name="theme-color"]' ? themeColor : null),
      querySelectorAll: (selector: string) => (selector === 'link[rel="apple-touch-icon"]' ? icons : [])
    }
  }
}

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

  it("the browser's theme colour and the brand book's custom properties follow the config; a new config drops the old ones", () => {
    const store = new ProjectionStore()
    const root = fakeRoot()
    bindDocument(store, createI18n("en"), root as unknown as HTMLElement)
    store.apply(
      new ConfigLoaded({
        lang: "en",
        config: demoConfig({
          pwaManifest: { themeColor: "#aa0011" },
          partnerCssBrandBook: [
            { css_prop: "--brand", css_value: "#aa0011" },
            { css_prop: "radius", css_value: "12px" },
            { css_prop: "--shadow", css_value: "url(https://elsewhere.example/x)" }
          ]
        })
      })
    )
    expect(root.themeColor.attributes["content"]).toBe("#aa0011")
    expect(Object.fromEntries(root.style.properties)).toEqual({ "--brand": "#aa0011", "--radius": "0.75em" })

    store.apply(new ConfigLoaded({ lang: "en", config: demoConfig({ pwaManifest: { themeColor: "not a colour" }, partnerCssBrandBook: [{ css_prop: "--gap", css_value: "8px 4px" }] }) }))
    expect(root.themeColor.attributes["content"]).toBe("#0b3d2e")
    expect(Object.fromEntries(root.style.properties)).toEqual({ "--gap": "0.5em 0.25em" })
  })

  it("Safari on iOS 14 gets the precomposed touch icons; iOS 15 and a desktop browser keep the plain ones", () => {
    const old = fakeRoot("Mozilla/5.0 (iPhone; CPU iPhone OS 14_8 like Mac OS X) AppleWebKit/605.1.15 Version/14.1.2 Mobile/15E148 Safari/604.1")
    bindDocument(new ProjectionStore(), createI18n("en"), old as unknown as HTMLElement)
    expect(old.icons.map((icon) => icon.attributes["rel"])).toEqual(["apple-touch-icon-precomposed", "apple-touch-icon-precomposed"])
    const current = fakeRoot("Mozilla/5.0 (iPad; CPU OS 15_0 like Mac OS X) AppleWebKit/605.1.15 Version/15.0 Mobile/15E148 Safari/604.1")
    bindDocument(new ProjectionStore(), createI18n("en"), current as unknown as HTMLElement)
    expect(current.icons.map((icon) => icon.attributes["rel"])).toEqual(["apple-touch-icon", "apple-touch-icon"])
    const desktop = fakeRoot()
    bindDocument(new ProjectionStore(), createI18n("en"), desktop as unknown as HTMLElement)
    expect(desktop.icons.map((icon) => icon.attributes["rel"])).toEqual(["apple-touch-icon", "apple-touch-icon"])
  })
})
