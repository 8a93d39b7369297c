import type { i18n } from "i18next"
import { useContext } from "react"
import { type FallbackNs, I18nContext, useTranslation, type UseTranslationResponse } from "react-i18next"
import type { TranslatedLanguage } from "../../domain/shell/language"
import type { AreaNamespace, Namespaces } from "./texts"

/**
 * An area's texts in every language the site offers (TRANSLATED_LANGUAGES): a language added there must bring every
 * area's texts before it compiles.
 */
export type AreaTexts<N extends AreaNamespace> = { readonly [L in TranslatedLanguage]: Namespaces[N] }

/** Adds an area's namespace to an i18next instance once; later calls leave it as it is. */
export const addAreaTexts = <N extends AreaNamespace>(instance: i18n, namespace: N, texts: AreaTexts<N>): void => {
  for (const [language, resources] of Object.entries(texts)) {
    if (!instance.hasResourceBundle(language, namespace)) instance.addResourceBundle(language, namespace, resources)
  }
}

/**
 * `useTranslation` for an area whose code is not in the first route's chunk: its texts come with its code (the
 * module that calls this imports them) and are added to the app's i18next instance before the first `t()`.
 */
export const useAreaTexts = <N extends AreaNamespace>(namespace: N, texts: AreaTexts<N>): UseTranslationResponse<FallbackNs<N>, undefined> => {
  const { i18n: instance } = useContext(I18nContext)
  addAreaTexts(instance, namespace, texts)
  return useTranslation(namespace)
}
