import { effect } from "@preact/signals-react"
import type { i18n } from "i18next"
import { brandBookDeclarations } from "../../../domain/config/brandBook"
import { themeOf } from "../../../domain/settings/globalSettings"
import { appleTouchIconRel, themeColorOf } from "../../../domain/shell/pwa"
import type { ProjectionStore } from "../../../projections/store"
import { displayLanguage } from "../../i18n/displayLanguage"

/**
 * Keeps the document in step with the projections: `<html lang>` and i18next follow the language of the
 * page shown, `<html data-theme>` follows settings.appTheme. Bound to the signals outside React so that the
 * first render after a change already has the right language and theme (no flash of the old one).
 * Returns the function that unbinds.
 */
export const bindDocument = (store: ProjectionStore, i18n: i18n, root: HTMLElement = document.documentElement): (() => void) => {
  const stopLanguage = effect(() => {
    const lng = displayLanguage(store)
    root.lang = lng
    if (i18n.language !== lng) void i18n.changeLanguage(lng)
  })
  const stopTheme = effect(() => {
    const theme = themeOf(store.state.settings.value)
    root.dataset.theme = theme
    // Native form controls and scroll bars follow the theme too.
    root.style.colorScheme = theme
  })
  let branded: ReadonlyArray<string> = []
  const stopBrand = effect(() => {
    const config = store.state.siteConfig.value.config
    if (config === null) return
    const themeColor = root.ownerDocument.querySelector<HTMLMetaElement>('meta[name="theme-color"]')
    themeColor?.setAttribute("content", themeColorOf(config.pwaManifest.themeColor))
    for (const property of branded) root.style.removeProperty(property)
    const declarations = brandBookDeclarations(config.partnerCssBrandBook)
    for (const { property, value } of declarations) root.style.setProperty(property, value)
    branded = declarations.map(({ property }) => property)
  })
  const iconRel = appleTouchIconRel(root.ownerDocument.defaultView?.navigator.userAgent ?? "")
  for (const link of root.ownerDocument.querySelectorAll('link[rel="apple-touch-icon"]')) link.setAttribute("rel", iconRel)
  return () => {
    stopLanguage()
    stopTheme()
    stopBrand()
  }
}
