import { effect } from "@preact/signals-react"
import type { i18n } from "i18next"
import { themeOf } from "../../../domain/settings/globalSettings"
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
  return () => {
    stopLanguage()
    stopTheme()
  }
}
