import { Schema } from "effect"
import { type LanguageCode, startupLanguage } from "../../domain/shell/language"
import { splitLanguageSegment } from "../../domain/shell/languageRoute"
import { defineProjection } from "../projection"

export const LanguageState = Schema.Struct({
  /** The language of the page shown, null before the first route resolves. */
  current: Schema.NullOr(Schema.String),
  /** The language cookie as read at start or last set by the switcher. */
  cookie: Schema.NullOr(Schema.String),
  browser: Schema.Array(Schema.String)
})
export type LanguageState = typeof LanguageState.Type

export const languageProjection = defineProjection({
  name: "language",
  schema: LanguageState,
  initial: { current: null, cookie: null, browser: [] } as LanguageState,
  apply: (state, event): LanguageState => {
    switch (event._tag) {
      case "AppStarted":
        return { ...state, cookie: event.cookieLanguage, browser: event.browserLanguages }
      case "Navigated":
        return state.current === event.lng ? state : { ...state, current: event.lng }
      case "LanguageChanged":
        return { ...state, current: event.lng, cookie: event.lng }
      default:
        return state
    }
  }
})

/** The language to use before the first route resolves: the guess the app asks its config in (SPEC.md 2.1). */
export const guessedLanguage = (language: LanguageState, path: string): LanguageCode =>
  startupLanguage(splitLanguageSegment(path).segment, { cookie: language.cookie ?? undefined, browser: language.browser })
