import i18next, { type i18n } from "i18next"
import { initReactI18next } from "react-i18next"
import { FALLBACK_LANGUAGE } from "../../domain/shell/language"
import { en } from "./en"
import { ru } from "./ru"

/** The texts the client ships; COMPLETE_LANGUAGES in src/domain/language names the same two. */
export const resources = {
  en: { translation: en },
  ru: { translation: ru }
} as const

/**
 * One i18next instance per app. Its language is not chosen here: it follows the language projection
 * (src/ui/document/bindDocument.ts), so the route's language segment is the only source of truth.
 * A configured language without texts (de, es, ...) shows the English ones.
 */
export const createI18n = (initialLanguage: string): i18n => {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources,
    lng: initialLanguage,
    fallbackLng: FALLBACK_LANGUAGE,
    // The texts are bundled, so initialisation is synchronous and the first render already has them.
    initAsync: false,
    interpolation: { escapeValue: false }, // React escapes
    returnNull: false,
    // No advertisement in the players' consoles.
    showSupportNotice: false
  })
  return instance
}
