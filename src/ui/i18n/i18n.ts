import i18next, { type i18n } from "i18next"
import { initReactI18next } from "react-i18next"
import { FALLBACK_LANGUAGE, type TranslatedLanguage } from "../../domain/shell/language"
import { en, type ShellTexts } from "../shell/i18n/en"
import { ru } from "../shell/i18n/ru"

/** The shell's texts in every offered language (TRANSLATED_LANGUAGES): a language without them does not compile. */
const SHELL_TEXTS: { readonly [L in TranslatedLanguage]: ShellTexts } = { en, ru }

/** The namespace the first route needs; every other area registers its own with its code (areaTexts.ts). */
export const SHELL_NAMESPACE = "shell"

/**
 * One i18next instance per app. Its language is not chosen here: it follows the language projection
 * (src/ui/shell/document/bindDocument.ts), so the route's language segment is the only source of truth.
 * Only languages with texts are offered (translatedOffer in src/domain/shell/language); the English fallback covers a
 * key missing from another language, which the texts test does not let happen.
 */
export const createI18n = (initialLanguage: string): i18n => {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources: Object.fromEntries(Object.entries(SHELL_TEXTS).map(([lng, texts]) => [lng, { [SHELL_NAMESPACE]: texts }])),
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
