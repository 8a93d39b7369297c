import { guessedLanguage } from "../../projections/shell/language"
import type { ProjectionStore } from "../../projections/store"

/**
 * The language the texts are shown in: the routed page's language once the first route resolved; before that
 * (preloader, 'no site config') the best guess the app itself starts with.
 */
export const displayLanguage = (store: ProjectionStore): string => {
  const language = store.state.language.value
  if (language.current !== null) return language.current
  return guessedLanguage(language, store.state.location.value.path)
}
