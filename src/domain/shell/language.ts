import { Schema } from "effect"

/** A two-letter language segment, as it stands first in every path (SPEC.md 2.1). */
export const LanguageCode = Schema.String.pipe(
  Schema.pattern(/^[a-z]{2}$/),
  Schema.brand("LanguageCode"),
  Schema.annotations({ identifier: "LanguageCode", description: "two lowercase letters, e.g. en" })
)
export type LanguageCode = typeof LanguageCode.Type

export const isLanguageCode = Schema.is(LanguageCode)

/** The last resort when neither cookie, browser nor config name a usable language. */
export const FALLBACK_LANGUAGE = "en" as LanguageCode

/**
 * The languages the site has every text in: every i18n namespace of the client ships one set of texts per language
 * named here (its type, TranslatedLanguage, is the key set of the texts, so a language added here without its texts
 * does not compile), and the site offers no other (translatedOffer). The one list of which languages exist.
 */
export const TRANSLATED_LANGUAGES = ["en", "ru"] as const
export type TranslatedLanguage = (typeof TRANSLATED_LANGUAGES)[number]

/** The same list as language codes, for routing and the switcher. */
export const COMPLETE_LANGUAGES: ReadonlyArray<LanguageCode> = TRANSLATED_LANGUAGES as ReadonlyArray<string> as ReadonlyArray<LanguageCode>

export const isTranslated = (lng: string): lng is TranslatedLanguage => (TRANSLATED_LANGUAGES as ReadonlyArray<string>).includes(lng)

export interface LanguageOffer {
  readonly allowed: ReadonlyArray<LanguageCode>
  readonly hidden: ReadonlyArray<LanguageCode>
  readonly default: LanguageCode
}

/**
 * A configured offer cut down to the languages the site has texts for: a configured language without them (an
 * operator's "de") is not offered, so it neither shows in the switcher nor stays in a URL (the router sends its
 * segment to the preferred language, as any language not offered). The default falls back to en when it is cut.
 */
export const translatedOffer = (offer: LanguageOffer): LanguageOffer & { readonly allowed: readonly [LanguageCode, ...Array<LanguageCode>] } => {
  const [first, ...rest] = offer.allowed.filter(isTranslated)
  const usable: readonly [LanguageCode, ...Array<LanguageCode>] = first === undefined ? [FALLBACK_LANGUAGE] : [first, ...rest]
  return {
    allowed: usable,
    hidden: offer.hidden.filter((lng) => usable.includes(lng)),
    default: usable.includes(offer.default) ? offer.default : usable.includes(FALLBACK_LANGUAGE) ? FALLBACK_LANGUAGE : usable[0]
  }
}

/** Languages this visitor may use: hidden languages only for signed-in players (SPEC.md 2.1). */
export const usableLanguages = (offer: LanguageOffer, authenticated: boolean): ReadonlyArray<LanguageCode> =>
  authenticated ? offer.allowed : offer.allowed.filter((lng) => !offer.hidden.includes(lng))

/** "en-GB" -> "en"; anything that is not a language tag gives undefined. */
export const primaryLanguage = (tag: string): LanguageCode | undefined => {
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0] ?? ""
  return isLanguageCode(primary) ? primary : undefined
}

export interface LanguageSources {
  readonly cookie: string | undefined
  readonly browser: ReadonlyArray<string>
}

/**
 * The language to send a visitor to when the path names none or one they may not use:
 * the cookie language, else the first usable browser language, else the configured default, else en (or, when
 * even en is not offered to this visitor, the first language that is).
 */
export const preferredLanguage = (
  offer: LanguageOffer,
  authenticated: boolean,
  sources: LanguageSources
): LanguageCode => {
  const usable = usableLanguages(offer, authenticated)
  const ok = (lng: LanguageCode | undefined): lng is LanguageCode => lng !== undefined && usable.includes(lng)
  const cookie = sources.cookie === undefined ? undefined : primaryLanguage(sources.cookie)
  if (ok(cookie)) return cookie
  for (const tag of sources.browser) {
    const lng = primaryLanguage(tag)
    if (ok(lng)) return lng
  }
  if (ok(offer.default)) return offer.default
  if (ok(FALLBACK_LANGUAGE)) return FALLBACK_LANGUAGE
  return usable[0] ?? FALLBACK_LANGUAGE
}

/** The product's own default language (SPEC.md 9), used before any site config is known. */
export const PRODUCT_DEFAULT_LANGUAGE = "ru" as LanguageCode

/**
 * The language to ask the site config in before the config (and so the allowed list) is known: the path's
 * segment, else the cookie, else the first browser language, else the product default (Russian, SPEC.md 9).
 * The server answers in its default language for a language it does not offer.
 */
export const startupLanguage = (pathSegment: string | undefined, sources: LanguageSources): LanguageCode =>
  (pathSegment === undefined ? undefined : primaryLanguage(pathSegment)) ??
  (sources.cookie === undefined ? undefined : primaryLanguage(sources.cookie)) ??
  sources.browser.map(primaryLanguage).find((lng) => lng !== undefined) ??
  PRODUCT_DEFAULT_LANGUAGE
