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

/** Field by field, not `{ ...state, field }`: see locationOf in location.ts. */
const languageOf = (current: string | null, cookie: string | null, browser: ReadonlyArray<string>): LanguageState => ({ current, cookie, browser })

export const languageProjection = defineProjection({
  name: "language",
  schema: LanguageState,
  initial: { current: null, cookie: null, browser: [] } as LanguageState,
  tags: ["AppStarted", "Navigated", "LanguageChanged"],
  apply: (state, event): LanguageState => {
    switch (event._tag) {
      case "AppStarted":
        return languageOf(state.current, event.cookieLanguage, event.browserLanguages)
      case "Navigated":
        return state.current === event.lng ? state : languageOf(event.lng, state.cookie, state.browser)
      case "LanguageChanged":
        return state.current === event.lng && state.cookie === event.lng ? state : languageOf(event.lng, event.lng, state.browser)
    }
  }
})

/** The language to use before the first route resolves: the guess the app asks its config in (SPEC.md 2.1). */
export const guessedLanguage = (language: LanguageState, path: string): LanguageCode =>
  startupLanguage(splitLanguageSegment(path).segment, { cookie: language.cookie ?? undefined, browser: language.browser })
