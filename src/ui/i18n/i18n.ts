import i18next, { type i18n } from "i18next"
import { initReactI18next } from "react-i18next"
import { FALLBACK_LANGUAGE } from "../../domain/shell/language"
import { en } from "../shell/i18n/en"
import { ru } from "../shell/i18n/ru"

/** The namespace the first route needs; every other area registers its own with its code (areaTexts.ts). */
export const SHELL_NAMESPACE = "shell"

/**
 * One i18next instance per app. Its language is not chosen here: it follows the language projection
 * (src/ui/shell/document/bindDocument.ts), so the route's language segment is the only source of truth.
 * A configured language without texts (de, es, ...) shows the English ones; COMPLETE_LANGUAGES in
 * src/domain/shell/language names the two that have texts.
 */
export const createI18n = (initialLanguage: string): i18n => {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources: { en: { [SHELL_NAMESPACE]: en }, ru: { [SHELL_NAMESPACE]: ru } },
    ns: [SHELL_NAMESPACE],
    defaultNS: SHELL_NAMESPACE,
    lng: initialLanguage,
    fallbackLng: FALLBACK_LANGUAGE,
    // The shell's texts are bundled, so initialisation is synchronous and the first render already has them.
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    // No advertisement in the players' consoles.
    showSupportNotice: false
  })
  return instance
}
